/**
 * The pieces every numbers change is built of, each inside the caller's transaction: charging the
 * balance with a ledger entry, releasing a number into quarantine (claims.ts takes one), and
 * writing a subscription history row. Money is PostgreSQL numeric arithmetic on decimal strings (conventions: money).
 */
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import {
  type CodeLedgerKind,
  HISTORY_TYPES,
  type HistoryType,
  type LanguageCode,
  type ManagedNumber,
  NUMBER_RULES,
  type NumberLedgerKind,
  type Platform,
  type SubscriptionKind,
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
  kind: NumberLedgerKind | CodeLedgerKind,
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

/**
 * What a history row is about: a rented number (a `VirtualNumberRow` is one as it is) or a
 * verification number's subscription (`kind` 'verification', its `app`; server/domain/verificationCodes).
 */
export interface HistorySubject {
  accountId: number;
  fullNumber: string;
  telCode: string;
  phone: string;
  code: string;
  /** A number's type, or a verification number's number type as text. */
  type: string;
  numberName: string;
  kind?: SubscriptionKind;
  app?: string;
}

export async function writeHistory(tx: Transaction, subject: HistorySubject, event: HistoryEvent): Promise<void> {
  await tx.insert(subscriptionHistory).values({
    accountId: subject.accountId,
    fullNumber: subject.fullNumber,
    telCode: subject.telCode,
    phone: subject.phone,
    code: subject.code,
    numberType: subject.type,
    name: subject.numberName,
    kind: subject.kind ?? 'number',
    app: subject.app ?? null,
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

// ── renewable subscriptions (renewals.ts runs them) ──────────────────────────

/** The states of a paid subscription (a rented number's, or a verification number's; contract NUMBER_STATUSES). */
export type SubscriptionStatus = 'active' | 'cancelled' | 'suspended';

/**
 * One kind of subscription the renewal rules of renewals.ts run on (issue 10: rented numbers and
 * verification numbers share them). The kind knows its table; the rules (charge or suspend,
 * release after the grace or at the end of a cancelled period, the history rows) are shared.
 */
export interface RenewableKind<Row> {
  /** The row whose next event falls due first by `until` (`dueAtSql`), locked FOR UPDATE SKIP LOCKED. */
  firstDue(tx: Transaction, until: Date): Promise<Row | undefined>;
  state(row: Row): { status: SubscriptionStatus; nextPaymentDate: Date; accountId: number };
  /** What one more period costs, how long it is, and what the ledger and history record of it. */
  period(row: Row): { rent: string; months: number; planId: number | null; details: Record<string, string> };
  /** Starts the period [due, next) on `planId`; answers the history subject afterwards. */
  renewed(tx: Transaction, row: Row, due: Date, next: Date, planId: number | null): Promise<HistorySubject>;
  /** Marks it unpaid; answers the history subject afterwards, with the plan it is on (null: none). */
  suspended(tx: Transaction, row: Row): Promise<HistorySubject & { planId: number | null }>;
  /** Ends it as of `at` (history type 100 included). */
  release(tx: Transaction, row: Row, at: Date): Promise<void>;
}

/** When a row's next event falls due: a suspended one `graceDays` after its unpaid date, the others on it. */
export function dueAtSql(status: Column, nextPaymentDate: Column): SQL {
  return sql`CASE ${status} WHEN 'suspended' THEN ${nextPaymentDate} + make_interval(days => ${NUMBER_RULES.graceDays}) ELSE ${nextPaymentDate} END`;
}
