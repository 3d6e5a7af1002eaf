/**
 * Each account's messaging clock (migrations/0003_messaging.sql, messaging_clocks): every write of
 * an account's messages or conversations runs in a transaction that first takes the account's
 * clock row, which serialises the account's writes and gives the write its time — the server
 * clock's now, or the previous time + 1 when the clock has not moved past it. So times are
 * strictly increasing within an account in commit order: a message's date is unique within the
 * account, and every change committed after a reader saw the clock has a larger time.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messagingClocks } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Failure, isFailure } from '../failure.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The account's last messaging time (0 before its first message). */
export async function lastTick(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ lastTick: messagingClocks.lastTick })
    .from(messagingClocks)
    .where(eq(messagingClocks.accountId, accountId));
  return row?.lastTick ?? 0;
}

/** Rolls the transaction back when the work answers a Failure. */
class RollbackWith extends Error {
  constructor(readonly failure: Failure) {
    super('messaging change rolled back');
  }
}

/**
 * Runs `work` in a transaction holding the account's messaging clock, with the time to write.
 * A Failure from `work` rolls everything back, the clock included.
 */
export async function inMessagingTransaction<T>(
  db: Database,
  clock: Clock,
  accountId: number,
  work: (tx: Transaction, tick: number) => Promise<T | Failure>,
): Promise<T | Failure> {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .insert(messagingClocks)
        .values({ accountId, lastTick: clock.now().getTime() })
        .onConflictDoUpdate({
          target: messagingClocks.accountId,
          set: { lastTick: sql`GREATEST(excluded.last_tick, ${messagingClocks.lastTick} + 1)` },
        })
        .returning();
      if (!taken) throw new Error('the messaging clock returned no row');
      const result = await work(tx, taken.lastTick);
      if (isFailure(result)) throw new RollbackWith(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.failure;
    throw error;
  }
}
