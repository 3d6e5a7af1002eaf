/**
 * Group commit: work items that arrive while a batch is being written wait and are written
 * together by a later batch. Under load a batch holds everything that came in meanwhile, so the
 * cost of a write — its round trips and its commit — is shared by many items; an item that
 * arrives alone is written at once. Each item's promise settles after the batch that holds it was
 * written (or failed), never before: an acknowledgement means stored. Reads are batched the same
 * way where many callers ask for the same kind of row (`listings.ts`: the chat lists of many
 * tokens in one statement).
 *
 * Batches are cut one at a time and their writes are *started* in the order they were cut, so
 * items are handed to the database in the order they were submitted. Up to `inFlight` writes run
 * at once (default 1): with more, the next batch is handed to the database while the one before is
 * still being executed and committed, so the database is not left idle while this process reads
 * an answer and cuts the next batch; the `write` must then keep the database's order the order of
 * its calls where the order matters (`docs/messaging.md`, "Group commit"). With a `prepare` stage
 * (reads and checks of a batch), a batch is prepared while the writes before it run, and waits for
 * a free slot before it writes; without one, a batch is cut only when a slot is free, so it holds
 * everything that arrived until then.
 */
export interface GroupCommitOptions<Item, Result, Prepared> {
  /** The reads and checks of a batch, run while the batches before it are written. */
  prepare?(items: readonly Item[]): Promise<Prepared>;
  /**
   * Writes a batch (with what `prepare` answered); answers one result per item, in order. Called in
   * the order the batches were cut.
   */
  write(items: readonly Item[], prepared: Prepared): Promise<readonly Result[]>;
  /** The most items in one batch (bounds a write's size and latency). */
  maxBatch: number;
  /** The most writes running at once (default 1: one after the other). */
  inFlight?: number;
}

export interface GroupCommit<Item, Result> {
  submit(item: Item): Promise<Result>;
  /** Resolves once everything submitted so far has been written and answered. */
  drain(): Promise<void>;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export function createGroupCommit<Item, Result, Prepared = undefined>(
  options: GroupCommitOptions<Item, Result, Prepared>,
): GroupCommit<Item, Result> {
  const slots = options.inFlight ?? 1;
  const { prepare } = options;
  let queue: Waiting<Item, Result>[] = [];
  /** A batch has been cut and its write has not started yet (one at a time keeps the order). */
  let preparing = false;
  let cutScheduled = false;
  /** Writes started and not settled. */
  let writing = 0;
  /** Writes started whose items are not answered yet (for `drain`). */
  let busy = 0;
  /** The prepared batch waiting for a free slot, if any. */
  let waitingForSlot: (() => void) | undefined;
  /** Settles when nothing is being written or answered (for `drain`). */
  let idle: Promise<void> = Promise.resolve();
  let becomeIdle: () => void = () => {};

  function cut(): void {
    cutScheduled = false;
    // Without a prepare stage a batch goes straight to its write: cut it only when a slot is free,
    // so that it holds everything that arrived until then.
    if (preparing || queue.length === 0 || (!prepare && writing >= slots)) return;
    preparing = true;
    const batch = queue.slice(0, options.maxBatch);
    queue = queue.slice(batch.length);
    const items = batch.map((waiting) => waiting.item);
    if (!prepare) {
      // Without a prepare stage there is nothing prepared: Prepared is undefined.
      startWrite(batch, items, undefined as Prepared);
      return;
    }
    void prepare(items).then(
      async (ready) => {
        if (writing >= slots) await new Promise<void>((resolve) => (waitingForSlot = resolve));
        startWrite(batch, items, ready);
      },
      (error: unknown) => {
        for (const waiting of batch) waiting.reject(error);
        preparing = false;
        cut();
      },
    );
  }

  function startWrite(batch: readonly Waiting<Item, Result>[], items: readonly Item[], ready: Prepared): void {
    if (busy === 0) idle = new Promise((resolve) => (becomeIdle = resolve));
    writing += 1;
    busy += 1;
    const written = options.write(items, ready);
    preparing = false;
    void written.then(
      (results) =>
        finish(() => {
          batch.forEach((waiting, index) => {
            waiting.resolve(results[index] as Result);
          });
        }),
      (error: unknown) =>
        finish(() => {
          for (const waiting of batch) waiting.reject(error);
        }),
    );
    cut();
  }

  /**
   * A write is done: its slot goes to the next batch at once, and the batch's items are answered
   * in the next turn of the event loop — after the next batch's write has reached the database.
   * Answering (acknowledgements, deliveries) is this process's work; meanwhile the database works
   * on the next batch instead of waiting for it.
   */
  function finish(answer: () => void): void {
    writing -= 1;
    const waiter = waitingForSlot;
    waitingForSlot = undefined;
    if (waiter) waiter();
    else cut();
    setImmediate(() => {
      answer();
      busy -= 1;
      if (busy === 0) becomeIdle();
    });
  }

  return {
    submit(item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // Sends that arrive in the same turn of the event loop (one socket read, several frames)
        // go into one batch together.
        if (!preparing && !cutScheduled) {
          cutScheduled = true;
          setImmediate(cut);
        }
      });
    },
    async drain() {
      while (preparing || cutScheduled || queue.length > 0 || busy > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        await idle;
      }
    },
  };
}
