/**
 * The pieces every numbers change is built of, each inside the caller's transaction: charging the
 * balance with a ledger entry, releasing a number into quarantine (claims.ts takes one), and
 * writing a subscription history row. Money is PostgreSQL numeric arithmetic on decimal strings (conventions: money).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  HISTORY_TYPES,
  type HistoryType,
  type LanguageCode,
  type ManagedNumber,
  NUMBER_RULES,
  type NumberLedgerKind,
  type Platform,
} from '../../../src/services/api/contract/index.ts';
import {
  accounts,
  carrierNumbers,
  ledgerEntries,
  subscriptionHistory,
  type VirtualNumberRow,
  virtualNumbers,
} from '../../db/schema.ts';
import { type Failure, fail } from '../failure.ts';
import { toMinorUnits } from '../money.ts';
import type { Transaction } from '../transaction.ts';
import { findPlan, monthlyRent } from './catalogue.ts';
import { addDays, dateText } from './dates.ts';
import { PLAN_TEXTS } from './texts.ts';

/**
 * Takes `amount` (a decimal; negative gives money back) from the account's balance and records it
 * in the ledger as `kind` (spec 2 §3 bill types 5 and 7). A positive amount needs at least that
 * balance (400001 otherwise; the balance never goes negative). Answers the balance after it.
 */
export async function chargeAccount(
  tx: Transaction,
  at: Date,
  accountId: number,
  amount: string,
  kind: NumberLedgerKind,
  details: Record<string, string>,
): Promise<string | Failure> {
  const units = toMinorUnits(amount);
  const [charged] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${amount}::numeric` })
    .where(
      units > 0n
        ? and(eq(accounts.id, accountId), sql`${accounts.balance} >= ${amount}::numeric`)
        : eq(accounts.id, accountId),
    )
    .returning({ balance: accounts.balance });
  if (!charged) return fail('insufficientBalance');
  if (units !== 0n) {
    await tx.insert(ledgerEntries).values({
      accountId,
      kind,
      amount: sql`-(${amount}::numeric)`,
      balanceAfter: charged.balance,
      createdAt: at,
      details,
    });
  }
  return charged.balance;
}

/** What the bill list shows of a number's charge (spec 2 §3: countryCode, number, type). */
export function ledgerDetails(number: { code: string; fullNumber: string; type: string }): Record<string, string> {
  return { countryCode: number.code, number: number.fullNumber, type: number.type };
}

export interface HistoryEvent {
  type: HistoryType;
  at: Date;
  charge: string;
  planId: number | null;
  nextPaymentDate: Date | null;
  resDate: Date | null;
}

export async function writeHistory(tx: Transaction, number: VirtualNumberRow, event: HistoryEvent): Promise<void> {
  await tx.insert(subscriptionHistory).values({
    accountId: number.accountId,
    fullNumber: number.fullNumber,
    telCode: number.telCode,
    phone: number.phone,
    code: number.code,
    numberType: number.type,
    name: number.numberName,
    type: event.type,
    date: event.at.getTime(),
    charge: event.charge,
    planId: event.planId,
    nextPaymentDate: event.nextPaymentDate,
    resDate: event.resDate,
  });
}

/**
 * Gives the number back to the carrier at `at`: it leaves the account (chats can no longer send
 * from it; its messages stay), is quarantined for `NUMBER_RULES.quarantineDays`, and a type-100
 * history row (re-subscribable while the number is free) records it.
 */
export async function releaseNumber(tx: Transaction, number: VirtualNumberRow, at: Date): Promise<void> {
  await tx.delete(virtualNumbers).where(eq(virtualNumbers.id, number.id));
  await tx
    .update(carrierNumbers)
    .set({ availableAt: addDays(at, NUMBER_RULES.quarantineDays), lastAccountId: number.accountId })
    .where(eq(carrierNumbers.fullNumber, number.fullNumber));
  await writeHistory(tx, number, {
    type: HISTORY_TYPES.cancelled,
    at,
    charge: '0',
    planId: number.planId,
    nextPaymentDate: null,
    resDate: at,
  });
}

/** spec 3 §3 virtual phone with its plan, in the request's language. */
export function toManagedNumber(row: VirtualNumberRow, platform: Platform, lang: LanguageCode): ManagedNumber {
  const plan = findPlan(platform, row.planId);
  // Stored plans come from this server's catalogue only: a missing one is a bug worth a loud failure.
  if (!plan) throw new Error(`number ${row.id} has plan ${row.planId}, which ${platform} does not sell`);
  return {
    phone: row.phone,
    telCode: row.telCode,
    fullNumber: row.fullNumber,
    type: row.type,
    numberName: row.numberName,
    notes: row.notes,
    code: row.code,
    paymentDate: dateText(row.paymentDate),
    nextPaymentDate: dateText(row.nextPaymentDate),
    monthRent: monthlyRent(plan),
    planType: PLAN_TEXTS[lang].planName(plan.months),
    status: row.status,
    planId: row.planId,
    localPlanId: plan.localPlanId,
    pendingPlanId: row.pendingPlanId,
  };
}
