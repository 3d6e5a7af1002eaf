/**
 * Plans of a number and changing them (spec 3 §4 plan change flow; §7 getPlanList,
 * getManagePlanList, preChangePlan, changePlan).
 *
 * decision, immediate change (type 1): a new period of the new plan starts now, and the unused
 * part of the current period is credited — pay = new rent − old rent × (time left ÷ period),
 * rounded to cents; negative means money back. Next cycle (type 2): nothing now; the renewal on
 * the next payment date charges the new plan and switches to it. Choosing the current plan while
 * a change is scheduled cancels that change. A suspended number (its renewal found too little
 * balance) is re-activated this way: only the immediate option, any plan (its own included), a
 * full new period as nothing of the unpaid one is left to credit. A cancelled number must be
 * re-subscribed first.
 */
import { and, eq } from 'drizzle-orm';
import {
  type ChangePlanAnswer,
  HISTORY_TYPES,
  type LanguageCode,
  type ManagePlanListAnswer,
  type NumberCountryCode,
  PLAN_CHANGE_TYPES,
  type Plan,
  type PlanChangeOption,
  type PlanChangeType,
  type Platform,
  type PreChangePlanAnswer,
  type VirtualNumberType,
} from '../../../src/services/api/contract/index.ts';
import { type VirtualNumberRow, virtualNumbers } from '../../db/schema.ts';
import { getAccount } from '../accounts.ts';
import { publishBalance } from '../balanceEvents.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { findOwnNumber } from '../messaging/virtualNumbers.ts';
import { centsText, fromMinorUnits, toMinorUnits } from '../money.ts';
import { profileGate } from '../profiles.ts';
import { inTransaction } from '../transaction.ts';
import { chargeAccount, ledgerDetails, toManagedNumber, writeHistory } from './billing.ts';
import { type CatalogPlan, findPlan, plansFor, planView } from './catalogue.ts';
import { addMonths, dateText } from './dates.ts';
import type { Caller, NumbersContext } from './subscriptions.ts';
import { NUMBER_TEXTS, PLAN_TEXTS } from './texts.ts';

/** spec 3 §7 getPlanList: the brand's plans for a country and type, each as bought now. */
export function planList(
  caller: Caller,
  now: Date,
  query: { code: NumberCountryCode; type: VirtualNumberType },
  plansPageUrl: string,
): Plan[] {
  return plansFor(caller.platform, query.code, query.type).map((plan) =>
    planView(plan, caller.lang, { nextPaymentDate: dateText(addMonths(now, plan.months)), plansPageUrl }),
  );
}

/** spec 3 §4: the number's plans with its current one and the scheduled one. */
export async function managePlanList(
  ctx: NumbersContext,
  caller: Caller,
  fullNumber: string,
  plansPageUrl: string,
): Promise<ManagePlanListAnswer | Failure> {
  const row = await findOwnNumber(ctx.db, caller.accountId, fullNumber);
  if (!row) return fail('notFound');
  const nextPaymentDate = dateText(row.nextPaymentDate);
  return {
    planList: plansFor(caller.platform, row.code, row.type).map((plan) =>
      planView(plan, caller.lang, { nextPaymentDate, plansPageUrl }),
    ),
    currentPlanId: row.planId,
    pendingPlanId: row.pendingPlanId,
    effectiveDate: row.pendingPlanId === null ? '' : nextPaymentDate,
    status: row.status,
  };
}

interface Change {
  row: VirtualNumberRow;
  plan: CatalogPlan;
  options: PlanChangeOption[];
}

/** The options of changing `row` to `planId` at `now`, or why it cannot change. */
async function changeOf(
  ctx: NumbersContext,
  caller: Caller,
  fullNumber: string,
  planId: number,
): Promise<Change | Failure> {
  const row = await findOwnNumber(ctx.db, caller.accountId, fullNumber);
  if (!row) return fail('notFound');
  const plan = findPlan(caller.platform, planId);
  if (!plan || plan.code !== row.code || plan.type !== row.type) {
    return fail('badRequest', NUMBER_TEXTS.planNotForNumber);
  }
  if (row.status === 'cancelled') return fail('notAuthorized', NUMBER_TEXTS.notActive);
  const options = changeOptions(row, plan, caller.platform, caller.lang, ctx.clock.now());
  return options.length === 0 ? fail('badRequest', NUMBER_TEXTS.alreadyYourPlan) : { row, plan, options };
}

function changeOptions(
  row: VirtualNumberRow,
  plan: CatalogPlan,
  platform: Platform,
  lang: LanguageCode,
  now: Date,
): PlanChangeOption[] {
  const planName = PLAN_TEXTS[lang].planName(plan.months);
  // A suspended number's period is unpaid: only a new period now (any plan, its own included).
  const suspended = row.status === 'suspended';
  if (plan.planId === row.planId && !suspended) {
    if (row.pendingPlanId === null) return [];
    return [
      {
        type: PLAN_CHANGE_TYPES.nextCycle,
        planId: plan.planId,
        tip: NUMBER_TEXTS.keepPlanTip[lang],
        payAmount: '0.00',
        planName,
        rule: NUMBER_TEXTS.keepPlanRule[lang],
      },
    ];
  }
  const { pay, credit } = immediateCost(row, plan, platform, now);
  const options: PlanChangeOption[] = [
    {
      type: PLAN_CHANGE_TYPES.immediate,
      planId: plan.planId,
      tip: NUMBER_TEXTS.immediateTip[lang],
      payAmount: pay,
      planName,
      rule: NUMBER_TEXTS.immediateRule(plan.rent, credit)[lang],
    },
  ];
  if (row.pendingPlanId !== plan.planId && !suspended) {
    options.push({
      type: PLAN_CHANGE_TYPES.nextCycle,
      planId: plan.planId,
      tip: NUMBER_TEXTS.nextCycleTip[lang],
      payAmount: '0.00',
      planName,
      rule: NUMBER_TEXTS.nextCycleRule(plan.rent, dateText(row.nextPaymentDate).slice(0, 10))[lang],
    });
  }
  return options;
}

/** What an immediate change costs now: the new rent less the unused part of the current period. */
function immediateCost(
  row: VirtualNumberRow,
  plan: CatalogPlan,
  platform: Platform,
  now: Date,
): { pay: string; credit: string } {
  const current = findPlan(platform, row.planId);
  const periodMs = BigInt(Math.max(1, row.nextPaymentDate.getTime() - row.paymentDate.getTime()));
  const leftMs = BigInt(Math.min(Math.max(0, row.nextPaymentDate.getTime() - now.getTime()), Number(periodMs)));
  // In cents, rounded half up.
  const currentRent = toMinorUnits(current?.rent ?? '0') / 100n;
  const creditCents = (currentRent * leftMs * 2n + periodMs) / (periodMs * 2n);
  const payCents = toMinorUnits(plan.rent) / 100n - creditCents;
  return { pay: cents(payCents), credit: cents(creditCents) };
}

function cents(value: bigint): string {
  return centsText(fromMinorUnits(value * 100n));
}

export async function preChangePlan(
  ctx: NumbersContext,
  caller: Caller,
  fullNumber: string,
  planId: number,
): Promise<PreChangePlanAnswer | Failure> {
  const gate = await planChangeGate(ctx, caller);
  if (gate) return gate;
  const change = await changeOf(ctx, caller, fullNumber, planId);
  return isFailure(change) ? change : { changeList: change.options };
}

/**
 * spec 3 §4, §8: managing a number needs a verified profile, as buying one does (issue 27 item 5:
 * the plan change is gated like the other number actions) — 100023 otherwise. The client asks its
 * gate first; this is the backstop.
 */
async function planChangeGate(ctx: NumbersContext, caller: Caller): Promise<Failure | undefined> {
  return profileGate(ctx.db, await getAccount(ctx.db, caller.accountId));
}

/**
 * spec 3 §7 changePlan. Type 1: the prorated difference is charged (or credited) — ledger type 5,
 * history type 1 — and the new plan's period starts now. Type 2: the change waits for the next
 * payment date — history type 2, no charge.
 */
export async function changePlan(
  ctx: NumbersContext,
  caller: Caller,
  fullNumber: string,
  planId: number,
  type: PlanChangeType,
): Promise<ChangePlanAnswer | Failure> {
  const gate = await planChangeGate(ctx, caller);
  if (gate) return gate;
  const now = ctx.clock.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    // Under the row's lock, so two changes of one number do not both charge.
    const [locked] = await tx
      .select()
      .from(virtualNumbers)
      .where(and(eq(virtualNumbers.accountId, caller.accountId), eq(virtualNumbers.fullNumber, fullNumber)))
      .for('update');
    if (!locked) return fail('notFound');
    const change = await changeOf({ ...ctx, db: tx }, caller, fullNumber, planId);
    if (isFailure(change)) return change;
    const option = change.options.find((candidate) => candidate.type === type);
    if (!option) return fail('badRequest', NUMBER_TEXTS.alreadyYourPlan);
    const { row, plan } = change;
    if (type === PLAN_CHANGE_TYPES.immediate) {
      const [changed] = await tx
        .update(virtualNumbers)
        .set({
          planId: plan.planId,
          status: 'active',
          pendingPlanId: null,
          paymentDate: now,
          nextPaymentDate: addMonths(now, plan.months),
        })
        .where(eq(virtualNumbers.id, row.id))
        .returning();
      if (!changed) throw new Error('changing a locked number returned no row');
      const balance = await chargeAccount(
        tx,
        now,
        caller.accountId,
        option.payAmount,
        'numberPurchase',
        ledgerDetails(changed),
      );
      if (isFailure(balance)) return balance;
      await writeHistory(tx, changed, {
        type: HISTORY_TYPES.planChangedNow,
        at: now,
        charge: option.payAmount,
        planId: plan.planId,
        nextPaymentDate: changed.nextPaymentDate,
        resDate: null,
      });
      return { row: changed, hint: NUMBER_TEXTS.changedNow };
    }
    const pendingPlanId = plan.planId === row.planId ? null : plan.planId;
    const [scheduled] = await tx
      .update(virtualNumbers)
      .set({ pendingPlanId })
      .where(eq(virtualNumbers.id, row.id))
      .returning();
    if (!scheduled) throw new Error('scheduling a change of a locked number returned no row');
    await writeHistory(tx, scheduled, {
      type: HISTORY_TYPES.planChangeScheduled,
      at: now,
      charge: '0',
      planId: plan.planId,
      nextPaymentDate: scheduled.nextPaymentDate,
      resDate: null,
    });
    return {
      row: scheduled,
      hint: pendingPlanId === null ? NUMBER_TEXTS.changeCancelled : NUMBER_TEXTS.changedNextCycle,
    };
  });
  if (isFailure(result)) return result;
  // A change now (or a renewal on the own plan) charged the balance; a scheduled one left it as it was.
  publishBalance(ctx, caller.accountId);
  const { row, hint } = result;
  const date = dateText(row.nextPaymentDate).slice(0, 10);
  const pending = row.pendingPlanId === null ? undefined : findPlan(caller.platform, row.pendingPlanId);
  const current = findPlan(caller.platform, row.planId);
  const names = (plan: CatalogPlan | undefined) => ({
    en: plan ? PLAN_TEXTS.en.planName(plan.months) : '',
    zh_cn: plan ? PLAN_TEXTS.zh_cn.planName(plan.months) : '',
  });
  return {
    successHint: hint[caller.lang],
    planHint: (pending
      ? NUMBER_TEXTS.planHintLater(names(pending), date)
      : NUMBER_TEXTS.planHintNow(names(current), date))[caller.lang],
    virtualPhone: toManagedNumber(row, caller.platform, caller.lang),
  };
}
