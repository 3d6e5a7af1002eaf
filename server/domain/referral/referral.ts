/**
 * Referral (issue 11 item 11; spec 2 §2 Invite and Redeem-code screens, §6; docs/referral.md):
 * one invite code per account, the rules of who may invite and who may redeem, and the redeem
 * itself with its reward.
 *
 * Rules (decision; the spec names the flags but not their rules):
 * - canInvite: the account is active (status 0) and the operator has not switched inviting off
 *   for it (`accounts.can_invite`).
 * - canSetInviter: active, not switched off (`accounts.can_set_inviter`), has not redeemed a code
 *   yet, and nobody has redeemed its own code — so two accounts can never be each other's
 *   inviter, and a chain of redeems cannot loop. A phone is not part of the flag: spec 2 §2 shows
 *   redeemCode without a phone (disabled, leading to the unlock bonus); setInviter itself needs
 *   one (100025).
 * - setInviter: the code must be of another account of the same brand. The redeemer receives
 *   the reward (spec 1 §4 unlock bonus), in the same transaction as the referral row whose
 *   primary key (the invitee) makes it happen once, however many requests race.
 */
import { randomInt } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  type InviterAnswer,
  type Platform,
  REFERRAL_RULES,
  type SetInviterAnswer,
} from '../../../src/services/api/contract/index.ts';
import { localized } from '../../../src/services/api/contract/localizedText.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type AccountRow, accounts, inviteCodes, ledgerEntries, referrals } from '../../db/schema.ts';
import { type BalancePublisher, publishBalance } from '../balanceEvents.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail, isFailure, type LocalizedText } from '../failure.ts';
import { inTransaction, type Transaction } from '../transaction.ts';

export interface ReferralCapabilities {
  canInvite: boolean;
  canSetInviter: boolean;
}

/** The referral facts of an account that the rules read (pure, unit-tested). */
export interface ReferralFacts {
  status: number;
  inviteSwitch: boolean;
  redeemSwitch: boolean;
  hasInviter: boolean;
  invitedCount: number;
}

export function referralRules(facts: ReferralFacts): ReferralCapabilities {
  const active = facts.status === 0;
  return {
    canInvite: active && facts.inviteSwitch,
    canSetInviter: active && facts.redeemSwitch && !facts.hasInviter && facts.invitedCount === 0,
  };
}

async function factsOf(db: Database | Transaction, account: AccountRow): Promise<ReferralFacts> {
  const [asInvitee] = await db
    .select({ inviteCode: referrals.inviteCode })
    .from(referrals)
    .where(eq(referrals.inviteeId, account.id))
    .limit(1);
  const [invited] = await db.select({ n: count() }).from(referrals).where(eq(referrals.inviterId, account.id));
  return {
    status: account.status,
    inviteSwitch: account.canInvite,
    redeemSwitch: account.canSetInviter,
    hasInviter: asInvitee !== undefined,
    invitedCount: invited?.n ?? 0,
  };
}

/** canInvite / canSetInviter as login, token refresh and account info answer them (spec 1 §6). */
export async function referralCapabilities(db: Database, account: AccountRow): Promise<ReferralCapabilities> {
  return referralRules(await factsOf(db, account));
}

function newCode(): string {
  const { codeAlphabet, codeLength } = REFERRAL_RULES;
  return Array.from({ length: codeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
}

/** The account's invite code, made on first use (a collision with another code draws again). */
export async function inviteCodeOf(db: Database, clock: Clock, accountId: number): Promise<string> {
  for (;;) {
    const [existing] = await db
      .select({ code: inviteCodes.code })
      .from(inviteCodes)
      .where(eq(inviteCodes.accountId, accountId))
      .limit(1);
    if (existing) return existing.code;
    try {
      // A concurrent first use of the same account inserts nothing here and reads that code next.
      await db
        .insert(inviteCodes)
        .values({ accountId, code: newCode(), createdAt: clock.now() })
        .onConflictDoNothing({ target: inviteCodes.accountId });
    } catch (error) {
      // Another account already has this code: draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

export async function invitedCountOf(db: Database, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(referrals).where(eq(referrals.inviterId, accountId));
  return row?.n ?? 0;
}

export async function inviterOf(db: Database, account: AccountRow): Promise<InviterAnswer> {
  const facts = await factsOf(db, account);
  const [row] = await db
    .select({ inviteCode: referrals.inviteCode })
    .from(referrals)
    .where(eq(referrals.inviteeId, account.id))
    .limit(1);
  return { canSetInviter: referralRules(facts).canSetInviter, inviterCode: row?.inviteCode ?? null };
}

const REFUSALS = {
  unknownCode: localized('This invite code does not exist', '邀请码不存在'),
  ownCode: localized('You cannot redeem your own invite code', '不能兑换自己的邀请码'),
  alreadyRedeemed: localized('This account has already redeemed an invite code', '该账号已兑换过邀请码'),
  notAllowed: localized('This account cannot redeem an invite code', '该账号不能兑换邀请码'),
} satisfies Record<string, LocalizedText>;

/**
 * setInviter (spec 2 §7): redeems `inviteCode` for the account and credits the reward. The slider
 * answer is checked by the caller first (it is spent even when the redeem is then refused).
 */
export async function redeemInviteCode(
  context: BalancePublisher & { clock: Clock },
  invitee: { accountId: number; platform: Platform },
  inviteCode: string,
): Promise<SetInviterAnswer | Failure> {
  const { clock } = context;
  const redeemed = await inTransaction(context.db, async (tx) => {
    const [owner] = await tx
      .select({ accountId: inviteCodes.accountId })
      .from(inviteCodes)
      .innerJoin(accounts, eq(accounts.id, inviteCodes.accountId))
      .where(and(eq(inviteCodes.code, inviteCode), eq(accounts.platform, invitee.platform)))
      .limit(1);
    if (!owner) return fail('notFound', REFUSALS.unknownCode);
    if (owner.accountId === invitee.accountId) return fail('notAuthorized', REFUSALS.ownCode);
    // Both accounts locked in id order: two accounts redeeming each other's codes at once are
    // serialised, so the second sees the first's referral and is refused.
    const locked = await tx
      .select()
      .from(accounts)
      .where(inArray(accounts.id, [owner.accountId, invitee.accountId]))
      .orderBy(accounts.id)
      .for('update');
    const me = locked.find((row) => row.id === invitee.accountId);
    if (!me) throw new Error(`account ${invitee.accountId} of a live session does not exist`);
    const facts = await factsOf(tx, me);
    if (facts.hasInviter) return fail('notAuthorized', REFUSALS.alreadyRedeemed);
    if (!referralRules(facts).canSetInviter) return fail('notAuthorized', REFUSALS.notAllowed);
    if (me.phone === null) return fail('phoneRequired');

    const at = clock.now();
    const [credited] = await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${REFERRAL_RULES.reward}::numeric` })
      .where(eq(accounts.id, me.id))
      .returning({ balance: accounts.balance });
    if (!credited) throw new Error('the locked account vanished');
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        accountId: me.id,
        kind: 'referral',
        amount: REFERRAL_RULES.reward,
        balanceAfter: credited.balance,
        createdAt: at,
        details: { inviteCode, purchaseMethod: 'invite' },
      })
      .returning({ id: ledgerEntries.id });
    if (!entry) throw new Error('the reward entry was not written');
    // The invitee's primary key: a racing second redeem fails here and rolls back its reward.
    const [referral] = await tx
      .insert(referrals)
      .values({ inviteeId: me.id, inviterId: owner.accountId, inviteCode, rewardEntryId: entry.id, createdAt: at })
      .onConflictDoNothing({ target: referrals.inviteeId })
      .returning({ inviteeId: referrals.inviteeId });
    if (!referral) return fail('notAuthorized', REFUSALS.alreadyRedeemed);
    return { reward: REFERRAL_RULES.reward, balance: credited.balance };
  });
  // The reward committed: the invitee's other tabs hear the balance too.
  if (!isFailure(redeemed)) publishBalance(context, invitee.accountId);
  return redeemed;
}
