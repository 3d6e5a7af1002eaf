/**
 * Renting numbers (spec 3 §4 new number flow, §7 subVirtualPhone, unSubVirtualPhone,
 * reSubVirtualPhone, updateNumberInfo, getVirtualPhoneList; issue 9 item 11). A rented number is
 * a row of `virtual_numbers`, the table chats already read, so it is in the From picker and can
 * send at once. Rules and decisions: docs/numbers.md.
 */
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import {
  HISTORY_TYPES,
  type LanguageCode,
  type ManagedNumber,
  NUMBER_LIMITS,
  NumberCountryCode,
  type Platform,
  type ReSubVirtualPhoneAnswer,
  type SubVirtualPhoneAnswer,
  VirtualNumberType,
} from '../../../src/services/api/contract/index.ts';
import {
  accounts,
  carrierNumbers,
  numberPurchases,
  subscriptionHistory,
  type VirtualNumberRow,
  virtualNumbers,
} from '../../db/schema.ts';
import { getAccount } from '../accounts.ts';
import { type BalancePublisher, publishBalance } from '../balanceEvents.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { findOwnNumber } from '../messaging/virtualNumbers.ts';
import { fromMinorUnits, toMinorUnits } from '../money.ts';
import { profileGate } from '../profiles.ts';
import { inTransaction, type Transaction } from '../transaction.ts';
import { chargeAccount, ledgerDetails, toManagedNumber, writeHistory } from './billing.ts';
import { type CatalogPlan, findPlan } from './catalogue.ts';
import { claimNumber } from './claims.ts';
import { addMonths, dateText } from './dates.ts';
import { inventoryNumbers, isInventoryNumber } from './inventory.ts';
import { NUMBER_TEXTS } from './texts.ts';

/** Who is asking: the session's account on its brand, answered in the request's language. */
export interface Caller {
  accountId: number;
  platform: Platform;
  lang: LanguageCode;
}

/** What the numbers' domain needs: the database, the clock, and where balance changes are announced. */
export interface NumbersContext extends BalancePublisher {
  clock: Clock;
}

/** The numbers the carrier offers for the query: free ones only, at most `NUMBER_LIMITS.offeredNumbers`. */
export async function offeredNumbers(
  { db, clock }: NumbersContext,
  query: { code: NumberCountryCode; type: VirtualNumberType; telCode: string; areaCode?: string },
): Promise<{ phone: string; telCode: string; fullNumber: string }[]> {
  const phones = inventoryNumbers(query);
  if (phones.length === 0) return [];
  const fullNumbers = phones.map((phone) => `${query.telCode}${phone}`);
  const taken = await db
    .select({ fullNumber: carrierNumbers.fullNumber })
    .from(carrierNumbers)
    .where(
      and(
        inArray(carrierNumbers.fullNumber, fullNumbers),
        or(isNull(carrierNumbers.availableAt), gt(carrierNumbers.availableAt, clock.now())),
      ),
    );
  const takenSet = new Set(taken.map((row) => row.fullNumber));
  return phones
    .filter((phone) => !takenSet.has(`${query.telCode}${phone}`))
    .slice(0, NUMBER_LIMITS.offeredNumbers)
    .map((phone) => ({ phone, telCode: query.telCode, fullNumber: `${query.telCode}${phone}` }));
}

export interface PurchaseRequest {
  planId: number;
  telCode: string;
  phone: string;
  code: NumberCountryCode;
  type: VirtualNumberType;
  requestId?: string | undefined;
}

/**
 * spec 3 §7 subVirtualPhone: the activation fee and the first period are charged (ledger type 5),
 * the number is claimed from the carrier and becomes the account's, a type-5 history row is
 * written — all or nothing. Refusals: 100023 profile not verified, 400001 balance short, 500000
 * (HTTP 400) the number is taken, 100001 the plan does not fit the number.
 */
export async function buyNumber(
  ctx: NumbersContext,
  caller: Caller,
  request: PurchaseRequest,
): Promise<SubVirtualPhoneAnswer | Failure> {
  const fullNumber = `${request.telCode}${request.phone}`;
  const plan = findPlan(caller.platform, request.planId);
  if (!plan || plan.code !== request.code || plan.type !== request.type) {
    return fail('badRequest', NUMBER_TEXTS.planNotForNumber);
  }
  if (!isInventoryNumber(request, request.phone)) return fail('numberUnavailable', NUMBER_TEXTS.numberTaken);
  const repeated = await repeatedPurchase(ctx, caller, fullNumber, request.requestId);
  if (repeated) return repeated;
  const account = await getAccount(ctx.db, caller.accountId);
  const gate = await profileGate(ctx.db, account);
  if (gate) return gate;

  const now = ctx.clock.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    if (!(await claimNumber(tx, fullNumber, caller.accountId, now))) {
      // A concurrent repeat of this very purchase may have won: then it is this caller's already.
      const own = await ownRow(tx, caller.accountId, fullNumber);
      return own ?? fail('numberUnavailable', NUMBER_TEXTS.numberTaken);
    }
    const nextPaymentDate = addMonths(now, plan.months);
    const [row] = await tx
      .insert(virtualNumbers)
      .values({
        accountId: caller.accountId,
        platform: caller.platform,
        telCode: request.telCode,
        phone: request.phone,
        fullNumber,
        type: request.type,
        createdAt: now,
        code: request.code,
        planId: plan.planId,
        status: 'active',
        paymentDate: now,
        nextPaymentDate,
      })
      .returning();
    if (!row) throw new Error('inserting a rented number returned no row');
    const total = sum(plan.activationFee, plan.rent);
    const balance = await chargeAccount(tx, now, caller.accountId, total, 'numberPurchase', ledgerDetails(row));
    if (isFailure(balance)) return balance;
    await writeHistory(tx, row, {
      type: HISTORY_TYPES.purchased,
      at: now,
      charge: total,
      planId: plan.planId,
      nextPaymentDate,
      resDate: null,
    });
    if (request.requestId !== undefined) {
      await tx
        .insert(numberPurchases)
        .values({ accountId: caller.accountId, requestId: request.requestId, fullNumber, createdAt: now })
        .onConflictDoNothing();
    }
    return row;
  });
  if (isFailure(result)) return result;
  // A repeat of a purchase that was already this caller's charged nothing; announcing again is harmless.
  publishBalance(ctx, caller.accountId);
  return purchaseAnswer(ctx, caller, result);
}

/** A repeated requestId, or (without one) a number the caller already holds: the first result again. */
async function repeatedPurchase(
  ctx: NumbersContext,
  caller: Caller,
  fullNumber: string,
  requestId: string | undefined,
): Promise<SubVirtualPhoneAnswer | Failure | undefined> {
  let number = fullNumber;
  if (requestId !== undefined) {
    const [earlier] = await ctx.db
      .select({ fullNumber: numberPurchases.fullNumber })
      .from(numberPurchases)
      .where(and(eq(numberPurchases.accountId, caller.accountId), eq(numberPurchases.requestId, requestId)));
    if (!earlier) return undefined;
    number = earlier.fullNumber;
  }
  const own = await findOwnNumber(ctx.db, caller.accountId, number);
  if (own) return purchaseAnswer(ctx, caller, own);
  return requestId === undefined ? undefined : fail('numberUnavailable', NUMBER_TEXTS.numberTaken);
}

async function purchaseAnswer(
  ctx: NumbersContext,
  caller: Caller,
  row: VirtualNumberRow,
): Promise<SubVirtualPhoneAnswer> {
  const [account] = await ctx.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, caller.accountId));
  return {
    subHint: NUMBER_TEXTS.subscribed(`+${row.telCode} ${row.phone}`, dateText(row.nextPaymentDate).slice(0, 10))[
      caller.lang
    ],
    virtualPhone: toManagedNumber(row, caller.platform, caller.lang),
    balance: account?.balance ?? '0',
  };
}

async function ownRow(tx: Transaction, accountId: number, fullNumber: string): Promise<VirtualNumberRow | undefined> {
  const [row] = await tx
    .select()
    .from(virtualNumbers)
    .where(and(eq(virtualNumbers.accountId, accountId), eq(virtualNumbers.fullNumber, fullNumber)))
    .for('update');
  return row;
}

function sum(a: string, b: string): string {
  return fromMinorUnits(toMinorUnits(a) + toMinorUnits(b));
}

/**
 * spec 3 §7 unSubVirtualPhone (decision): an active number is cancelled — it stays the account's
 * until its next payment date, then it is released; a type-100 row records it. Cancelling again
 * changes nothing. A suspended (unpaid) number is cancelled as of now, so it is released at once.
 */
export async function unsubscribe(
  ctx: NumbersContext,
  caller: Caller,
  fullNumber: string,
): Promise<{ virtualPhone: ManagedNumber } | Failure> {
  const now = ctx.clock.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    const row = await ownRow(tx, caller.accountId, fullNumber);
    if (!row) return fail('notFound');
    if (row.status === 'cancelled') return row;
    const [cancelled] = await tx
      .update(virtualNumbers)
      // An unpaid (suspended) number ends now; an active one at the end of its paid period.
      .set({
        status: 'cancelled',
        pendingPlanId: null,
        nextPaymentDate: row.status === 'suspended' ? now : row.nextPaymentDate,
      })
      .where(eq(virtualNumbers.id, row.id))
      .returning();
    if (!cancelled) throw new Error('cancelling a locked number returned no row');
    await writeHistory(tx, cancelled, {
      type: HISTORY_TYPES.cancelled,
      at: now,
      charge: '0',
      planId: cancelled.planId,
      nextPaymentDate: cancelled.nextPaymentDate,
      resDate: cancelled.nextPaymentDate,
    });
    return cancelled;
  });
  if (isFailure(result)) return result;
  return { virtualPhone: toManagedNumber(result, caller.platform, caller.lang) };
}

/**
 * spec 3 §4 re-subscribe (decision on what it does, by the number's state):
 * - still the caller's and cancelled: active again, no charge (the period is paid);
 * - still the caller's and suspended: the plan's rent is charged and a new period starts now;
 * - still the caller's and active: nothing to do (answered as success);
 * - released: rented again with the row's plan (its rent, no activation fee) when the carrier
 *   still has it free — during its quarantine only for this account — else 500000.
 * Writes a type-3 row (charge what it cost); ledger type 7. Only type-100 rows re-subscribe.
 */
export async function resubscribe(
  ctx: NumbersContext,
  caller: Caller,
  historyId: number,
  date: number,
): Promise<ReSubVirtualPhoneAnswer | Failure> {
  const [history] = await ctx.db
    .select()
    .from(subscriptionHistory)
    .where(
      and(
        eq(subscriptionHistory.id, historyId),
        eq(subscriptionHistory.accountId, caller.accountId),
        eq(subscriptionHistory.date, date),
      ),
    );
  if (!history) return fail('notFound');
  const plan = history.planId === null ? undefined : findPlan(caller.platform, history.planId);
  // A verification row re-subscribes with reSubVerificationCodePhone (it has no plan).
  if (history.kind !== 'number' || history.type !== HISTORY_TYPES.cancelled || !plan) {
    return fail('notFound', NUMBER_TEXTS.notResubscribable);
  }
  const gate = await profileGate(ctx.db, await getAccount(ctx.db, caller.accountId));
  if (gate) return gate;

  const now = ctx.clock.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    const own = await ownRow(tx, caller.accountId, history.fullNumber);
    if (own?.status === 'active') return { row: own, hint: NUMBER_TEXTS.alreadyActive };
    if (own?.status === 'cancelled') {
      const [active] = await tx
        .update(virtualNumbers)
        .set({ status: 'active' })
        .where(eq(virtualNumbers.id, own.id))
        .returning();
      if (!active) throw new Error('re-activating a locked number returned no row');
      await writeResubscribed(tx, active, now, '0');
      return { row: active, hint: NUMBER_TEXTS.resubscribed };
    }
    if (own) {
      const renewPlan = findPlan(caller.platform, own.pendingPlanId ?? own.planId) ?? plan;
      const renewed = await startPeriod(tx, own, renewPlan, now);
      if (isFailure(renewed)) return renewed;
      return { row: renewed, hint: NUMBER_TEXTS.resubscribed };
    }
    if (!(await claimNumber(tx, history.fullNumber, caller.accountId, now))) {
      return fail('numberUnavailable', NUMBER_TEXTS.numberTaken);
    }
    const [row] = await tx
      .insert(virtualNumbers)
      .values({
        accountId: caller.accountId,
        platform: caller.platform,
        telCode: history.telCode,
        phone: history.phone,
        fullNumber: history.fullNumber,
        // A number row's type and code are the numbers area's (written by writeHistory from a virtual number).
        type: VirtualNumberType.parse(history.numberType),
        numberName: history.name,
        createdAt: now,
        code: NumberCountryCode.parse(history.code),
        planId: plan.planId,
        status: 'active',
        paymentDate: now,
        nextPaymentDate: addMonths(now, plan.months),
      })
      .returning();
    if (!row) throw new Error('re-renting a number returned no row');
    const balance = await chargeAccount(tx, now, caller.accountId, plan.rent, 'numberRenewal', ledgerDetails(row));
    if (isFailure(balance)) return balance;
    await writeResubscribed(tx, row, now, plan.rent);
    return { row, hint: NUMBER_TEXTS.resubscribed };
  });
  if (isFailure(result)) return result;
  publishBalance(ctx, caller.accountId);
  const { row, hint } = result;
  return {
    subHint: hint(`+${row.telCode} ${row.phone}`, dateText(row.nextPaymentDate).slice(0, 10))[caller.lang],
    virtualPhone: toManagedNumber(row, caller.platform, caller.lang),
  };
}

/** A suspended number's new period from `now` on `plan`, its rent charged (ledger type 7, history type 3). */
async function startPeriod(
  tx: Transaction,
  number: VirtualNumberRow,
  plan: CatalogPlan,
  now: Date,
): Promise<VirtualNumberRow | Failure> {
  const [row] = await tx
    .update(virtualNumbers)
    .set({
      status: 'active',
      planId: plan.planId,
      pendingPlanId: null,
      paymentDate: now,
      nextPaymentDate: addMonths(now, plan.months),
    })
    .where(eq(virtualNumbers.id, number.id))
    .returning();
  if (!row) throw new Error('renewing a locked number returned no row');
  const balance = await chargeAccount(tx, now, row.accountId, plan.rent, 'numberRenewal', ledgerDetails(row));
  if (isFailure(balance)) return balance;
  await writeResubscribed(tx, row, now, plan.rent);
  return row;
}

function writeResubscribed(tx: Transaction, row: VirtualNumberRow, now: Date, charge: string): Promise<void> {
  return writeHistory(tx, row, {
    type: HISTORY_TYPES.resubscribed,
    at: now,
    charge,
    planId: row.planId,
    nextPaymentDate: row.nextPaymentDate,
    resDate: null,
  });
}

/** spec 3 §5: name ≤ 60 and note ≤ 250, trimmed (the contract trims and limits). */
export async function updateNumberInfo(
  ctx: NumbersContext,
  caller: Caller,
  input: { number: string; name: string; notes: string; type?: VirtualNumberType | undefined },
): Promise<{ virtualPhone: ManagedNumber } | Failure> {
  const conditions = [eq(virtualNumbers.accountId, caller.accountId), eq(virtualNumbers.fullNumber, input.number)];
  if (input.type !== undefined) conditions.push(eq(virtualNumbers.type, input.type));
  const [row] = await ctx.db
    .update(virtualNumbers)
    .set({ numberName: input.name, notes: input.notes })
    .where(and(...conditions))
    .returning();
  if (!row) return fail('notFound');
  return { virtualPhone: toManagedNumber(row, caller.platform, caller.lang) };
}
