/**
 * Group commit: work items that arrive while a batch is being written wait and are written
 * together by the next batch. Under load a batch holds everything that came in during the
 * previous one, so the cost of a write — its round trips and its commit — is shared by many
 * items; an item that arrives alone is written at once. Each item's promise settles after the
 * batch that holds it was written (or failed), never before: an acknowledgement means stored.
 *
 * Two stages: a batch is prepared (its reads and checks) while the previous batch is written, and
 * writes happen one at a time in the order the batches were cut — so items are written in the
 * order they were submitted.
 */
export interface GroupCommitOptions<Item, Prepared, Result> {
  /** The reads and checks of a batch; may run while the previous batch is written. */
  prepare(items: readonly Item[]): Promise<Prepared>;
  /** Writes a prepared batch; answers one result per item, in order. */
  write(prepared: Prepared, items: readonly Item[]): Promise<readonly Result[]>;
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

export function createGroupCommit<Item, Prepared, Result>(
  options: GroupCommitOptions<Item, Prepared, Result>,
): GroupCommit<Item, Result> {
  let queue: Waiting<Item, Result>[] = [];
  /** A batch has been cut and is being prepared or waits for the write before it. */
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
    const prepared = options.prepare(items);
    const previous = lastWrite;
    lastWrite = (async () => {
      let ready: Prepared;
      try {
        ready = await prepared;
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
        return handOver(previous);
      }
      await handOver(previous);
      try {
        const results = await options.write(ready, items);
        batch.forEach((waiting, index) => {
          waiting.resolve(results[index] as Result);
        });
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    })();
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
