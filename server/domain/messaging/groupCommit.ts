/**
 * Group commit: work items that arrive while a batch is being written wait and are written
 * together by the next batch, in one transaction. Under load a batch holds everything that came
 * in during the previous one (so the cost of a commit — its round trips and its fsync — is shared
 * by many items); an item that arrives alone is written at once. Each item's promise settles
 * after the batch that holds it committed (or failed), never before: an acknowledgement means
 * stored.
 */
export interface GroupCommitOptions<Item, Result> {
  /** Writes the items in one go; answers one result per item, in order. */
  write(items: readonly Item[]): Promise<readonly Result[]>;
  /** The most items in one batch (bounds a transaction's size and latency). */
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

export function createGroupCommit<Item, Result>(options: GroupCommitOptions<Item, Result>): GroupCommit<Item, Result> {
  let queue: Waiting<Item, Result>[] = [];
  let writing: Promise<void> | undefined;

  async function writeBatches(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, options.maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await options.write(batch.map((waiting) => waiting.item));
        batch.forEach((waiting, index) => {
          waiting.resolve(results[index] as Result);
        });
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
  }

  function start(): void {
    // Sends that arrive in the same turn of the event loop (one socket read, several frames) go
    // into the first batch together.
    writing = new Promise<void>((resolve) => setImmediate(resolve)).then(writeBatches).finally(() => {
      writing = undefined;
    });
  }

  return {
    submit(item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!writing) start();
      });
    },
    async drain() {
      while (writing) await writing;
    },
  };
}
