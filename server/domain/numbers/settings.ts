/**
 * Call settings of the account's numbers (spec 3 §2 Settings, §7 setForward/setVoicemail): call
 * forwarding to the account's own phone and voicemail, mutually exclusive — switching one on
 * switches the other off. The voicemail switch decides whether the sandbox carrier takes
 * voicemail for the account's numbers (inbound.ts).
 *
 * decisions: no row means forwarding off and voicemail on; forwarding needs a phone on the account
 * (canForward); every account may switch voicemail (canVoicemail).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CallSettingsAnswer } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { numberSettings } from '../../db/schema.ts';
import { getAccount } from '../accounts.ts';
import { type Failure, fail } from '../failure.ts';
import { NUMBER_TEXTS } from './texts.ts';

export interface CallSettings extends CallSettingsAnswer {
  canForward: boolean;
  canVoicemail: boolean;
}

export async function callSettings(db: Database, accountId: number): Promise<CallSettings> {
  const [account, [row]] = await Promise.all([
    getAccount(db, accountId),
    db.select().from(numberSettings).where(eq(numberSettings.accountId, accountId)),
  ]);
  return {
    forwardStatus: row?.forward ? 1 : 0,
    voicemailStatus: (row?.voicemail ?? true) ? 1 : 0,
    canForward: account.phone !== null,
    canVoicemail: true,
  };
}

/** Which of the accounts switched voicemail off: the sandbox carrier takes none for their numbers. */
export async function accountsRefusingVoicemail(db: Database, accountIds: readonly number[]): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ accountId: numberSettings.accountId })
    .from(numberSettings)
    .where(and(inArray(numberSettings.accountId, [...new Set(accountIds)]), eq(numberSettings.voicemail, false)));
  return new Set(rows.map((row) => row.accountId));
}

export async function setCallSetting(
  db: Database,
  accountId: number,
  setting: 'forward' | 'voicemail',
  on: boolean,
): Promise<CallSettingsAnswer | Failure> {
  const current = await callSettings(db, accountId);
  if (setting === 'forward' && on && !current.canForward) return fail('notAuthorized', NUMBER_TEXTS.forwardNeedsPhone);
  const forward = setting === 'forward' ? on : on ? false : current.forwardStatus === 1;
  const voicemail = setting === 'voicemail' ? on : on ? false : current.voicemailStatus === 1;
  await db
    .insert(numberSettings)
    .values({ accountId, forward, voicemail })
    .onConflictDoUpdate({ target: numberSettings.accountId, set: { forward, voicemail } });
  return { forwardStatus: forward ? 1 : 0, voicemailStatus: voicemail ? 1 : 0 };
}
