/**
 * Demo data for sandbox mode, so a newcomer can log in at once (spec issue: a demo account on
 * every brand with a positive balance). Idempotent: it only inserts what is missing, so a
 * restart with the same data folder changes nothing (balances spent in the demo stay spent).
 *
 * decision: the demo accounts have a verified profile (status 2), so later areas gated by the
 * profile (numbers) are usable at once; new accounts start at status 0.
 *
 * Address books stay empty except that the two demo accounts of a brand have each other as the
 * contact 'Demo Friend', so chats between them show a name. It is added once per account (only
 * while its book has never changed), so deleting it in the demo keeps it deleted.
 *
 * Each demo account owns three virtual numbers (Hosting, toll-free, local), different on every
 * brand (`seedDemoNumbers`), so two people can text each other at once.
 */
import { DEMO_ACCOUNTS, PLATFORMS } from '../src/services/api/contract/index.ts';
import type { Database } from './db/client.ts';
import { profiles } from './db/schema.ts';
import { findOrCreateAccount } from './domain/accounts.ts';
import { seedDemoFriend } from './domain/addressBook.ts';
import type { Clock } from './domain/clock.ts';
import { seedDemoNumbers } from './domain/messaging/virtualNumbers.ts';

const DEMO_PROFILE = {
  status: 2,
  statusForPhone: 2,
  useCaseStatus: -1,
  firstName: 'Demo',
  lastName: 'User',
  address: '100 Main Street',
  city: 'Springfield',
  province: 'IL',
  country: 'United States',
  regionCode: 'US',
  postalCode: '62701',
  canEdit: false,
};

/** Returns how many accounts it created (0 on every start after the first). */
export async function seedDemoData(db: Database, clock: Clock): Promise<number> {
  let created = 0;
  for (const platform of PLATFORMS) {
    const accountIds: number[] = [];
    for (const [demoIndex, demo] of DEMO_ACCOUNTS.entries()) {
      const contact = { kind: 'phone', telCode: demo.telCode, phone: demo.phone } as const;
      const result = await findOrCreateAccount(db, clock, platform, contact, { balance: demo.balance });
      if (result.created) created += 1;
      await db
        .insert(profiles)
        .values({ accountId: result.account.id, ...DEMO_PROFILE, updatedAt: clock.now() })
        .onConflictDoNothing();
      accountIds.push(result.account.id);
      await seedDemoNumbers(db, clock, { id: result.account.id, platform }, demoIndex);
    }
    await seedDemoFriends(db, clock, accountIds);
  }
  return created;
}

/** Each demo account of one brand gets the next one (the last gets the first) as 'Demo Friend'. */
async function seedDemoFriends(db: Database, clock: Clock, accountIds: readonly number[]): Promise<void> {
  if (DEMO_ACCOUNTS.length < 2) return;
  for (const [index, accountId] of accountIds.entries()) {
    const friend = DEMO_ACCOUNTS[(index + 1) % DEMO_ACCOUNTS.length];
    if (friend) await seedDemoFriend(db, clock, accountId, friend);
  }
}
