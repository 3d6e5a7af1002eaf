/**
 * Group commit: work items that arrive while a batch is being written wait and are written
 * together by the next batch. Under load a batch holds everything that came in during the
 * previous one, so the cost of a write — its round trips and its commit — is shared by many
 * items; an item that arrives alone is written at once. Each item's promise settles after the
 * batch that holds it was written (or failed), never before: an acknowledgement means stored.
 *
 * Writes happen one at a time in the order the batches were cut — so items are written in the
 * order they were submitted. With a `prepare` stage (reads and checks of a batch), a batch is
 * prepared while the previous one is written; without one, the next batch is cut only when the
 * write before it is done, so it holds everything that arrived meanwhile.
 */
export interface GroupCommitOptions<Item, Result, Prepared> {
  /** The reads and checks of a batch, run while the previous batch is written. */
  prepare?(items: readonly Item[]): Promise<Prepared>;
  /** Writes a batch (with what `prepare` answered); answers one result per item, in order. */
  write(items: readonly Item[], prepared: Prepared): Promise<readonly Result[]>;
  /** The most items in one batch (bounds a write's size and latency). */
  maxBatch: number;
}

export interface GroupCommit<Item, Result> {
  submit(item: Item): Promise<Result>;
  /** Resolves once everything submitted so far has been written. */
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
  let queue: Waiting<Item, Result>[] = [];
  /** A batch has been cut and is being prepared (or, with one stage, written). */
  let preparing = false;
  let cutScheduled = false;
  /** The last write (settled or not); the next batch writes after it. */
  let lastWrite: Promise<void> = Promise.resolve();

  function cut(): void {
    cutScheduled = false;
    if (preparing || queue.length === 0) return;
    preparing = true;
    const batch = queue.slice(0, options.maxBatch);
    queue = queue.slice(batch.length);
    const items = batch.map((waiting) => waiting.item);
    const { prepare } = options;
    if (!prepare) {
      // One stage (the write before is done): the next batch is cut once this one is written.
      // Without a prepare stage there is nothing prepared: Prepared is undefined.
      lastWrite = settle(batch, options.write(items, undefined as Prepared)).finally(() => {
        preparing = false;
        cut();
      });
      return;
    }
    const previous = lastWrite;
    const prepared = prepare(items);
    lastWrite = (async () => {
      let ready: Prepared;
      try {
        ready = await prepared;
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
        return handOver(previous);
      }
      await handOver(previous);
      await settle(batch, options.write(items, ready));
    })();
  }

  async function settle(batch: readonly Waiting<Item, Result>[], written: Promise<readonly Result[]>): Promise<void> {
    try {
      const results = await written;
      batch.forEach((waiting, index) => {
        waiting.resolve(results[index] as Result);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  /** Once the write before is done: the next batch may be cut and prepared (while this one writes). */
  async function handOver(previous: Promise<void>): Promise<void> {
    await previous;
    preparing = false;
    cut();
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
      while (preparing || cutScheduled || queue.length > 0) await new Promise((resolve) => setImmediate(resolve));
      await lastWrite;
    },
  };
}
