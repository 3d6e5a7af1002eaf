/**
 * Transactions: `inTransaction` runs work whose expected failure rolls everything back, and
 * `guardOutsideQueries` makes a query that escapes its transaction fail loudly (issue 23).
 *
 * Why the guard: work inside a transaction must read and write through its `tx`. A query on the
 * database itself from inside the transaction takes another pooled connection — it reads outside
 * the transaction's snapshot and locks, and on a small pool (one connection, or every connection
 * busy in such transactions) it waits for the transaction that waits for it: a deadlock. Nothing
 * in the types stops a callback from reaching a `ctx.db` its closure captured, so the server's
 * database handle refuses to be used while a transaction it opened is open in the same async flow.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
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

/** Thrown by a guarded database used while one of its transactions is open in the same flow. */
export class QueryOutsideTransaction extends Error {
  constructor(use: string) {
    super(`database.${use} used inside an open transaction: read and write through its tx`);
  }
}

/**
 * The transaction open in this async flow. `open` turns false when it ends, so work it started
 * and that outlives it (a socket publish, a wake-up) may use the database afterwards.
 */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * Whether a transaction opened through a guarded database is open in this async flow: work that
 * must wait for the commit (a socket publish that reads what was committed) refuses to run inside.
 */
export function insideOpenTransaction(): boolean {
  return openTransaction.getStore()?.open === true;
}

/** `db`, refusing any use while a transaction opened through it is open in the same async flow. */
export function guardOutsideQueries(db: Database): Database {
  const transaction: Database['transaction'] = (work, config) => {
    refuseInsideTransaction('transaction');
    return db.transaction(async (tx) => {
      const marker = { open: true };
      try {
        return await openTransaction.run(marker, () => work(tx));
      } finally {
        marker.open = false;
      }
    }, config);
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      // Not a use: a promise resolution asking whether the handle is a thenable.
      if (typeof property === 'string' && property !== 'then') refuseInsideTransaction(property);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function refuseInsideTransaction(use: string): void {
  if (openTransaction.getStore()?.open) throw new QueryOutsideTransaction(use);
}
