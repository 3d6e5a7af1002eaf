/**
 * Demo data for sandbox mode, so a newcomer can log in at once (spec issue: a demo account on
 * every brand with a positive balance). Idempotent: it only inserts what is missing, so a
 * restart with the same data folder changes nothing (balances spent in the demo stay spent).
 *
 * decision: the demo accounts have a verified profile (status 2), so later areas gated by the
 * profile (numbers) are usable at once; new accounts start at status 0.
 */
import { DEMO_ACCOUNTS, PLATFORMS } from '../src/services/api/contract/index.ts';
import type { Database } from './db/client.ts';
import { profiles } from './db/schema.ts';
import { findOrCreateAccount } from './domain/accounts.ts';
import type { Clock } from './domain/clock.ts';

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
    for (const demo of DEMO_ACCOUNTS) {
      const contact = { kind: 'phone', telCode: demo.telCode, phone: demo.phone } as const;
      const result = await findOrCreateAccount(db, clock, platform, contact, { balance: demo.balance });
      if (result.created) created += 1;
      await db
        .insert(profiles)
        .values({ accountId: result.account.id, ...DEMO_PROFILE, updatedAt: clock.now() })
        .onConflictDoNothing();
    }
  }
  return created;
}
