/** A transaction whose work may answer an expected failure, which rolls everything back. */
import type { Database } from '../db/client.ts';
import { type Failure, isFailure } from './failure.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

class RollbackWith extends Error {
  constructor(readonly failure: Failure) {
    super('rolled back with an expected failure');
  }
}

/** Runs `work` in a transaction; a Failure it answers rolls the transaction back and is answered. */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T | Failure>,
): Promise<T | Failure> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (isFailure(result)) throw new RollbackWith(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.failure;
    throw error;
  }
}
