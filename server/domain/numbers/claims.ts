/**
 * The sandbox carrier's claims on numbers (`carrier_numbers`): the primary key sells a number
 * once, across brands; a released number is quarantined (docs/numbers.md).
 */
import { and, eq, isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carrierNumbers } from '../../db/schema.ts';

/**
 * Claims `fullNumber` for `accountId`: succeeds when no one holds it, or when it was released and
 * its quarantine is over — or it was this account's (re-subscribing during the quarantine).
 * Pass a transaction to claim together with other writes. Concurrent claims of one number:
 * exactly one succeeds (the primary key; the loser's upsert
 * waits for the winner's commit and then finds the row held).
 */
export async function claimNumber(db: Database, fullNumber: string, accountId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(carrierNumbers)
    .values({ fullNumber, lastAccountId: accountId, claimedAt: now })
    .onConflictDoUpdate({
      target: carrierNumbers.fullNumber,
      set: { lastAccountId: accountId, claimedAt: now, availableAt: null },
      setWhere: and(
        isNotNull(carrierNumbers.availableAt),
        or(lte(carrierNumbers.availableAt, now), eq(carrierNumbers.lastAccountId, accountId)),
      ),
    })
    .returning({ fullNumber: carrierNumbers.fullNumber });
  return claimed.length > 0;
}
