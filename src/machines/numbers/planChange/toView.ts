/** What the plan-change screen and its dialogs show (spec 3 §2, §4 Plan change flow). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { NUMBER_RULES, type Plan } from '../../../services/api/contract/numbers.ts';
import { planTips } from '../../../services/numbers/planTips.ts';
import type { PlanChangeMachine } from './planChange.machine.ts';
import type { PlanChangeIntent, PlanChangeOption, PlanChangeType } from './types.ts';

export type PlanChangeActor = ActorRefFrom<PlanChangeMachine>;
export type PlanChangeSnapshot = SnapshotFrom<PlanChangeMachine>;

/** spec 3 §4: Current Plan, Effective date (a pending change) or Change Plan. */
export type PlanBadge = { kind: 'current' } | { kind: 'effective'; date: string } | { kind: 'change' };

export interface PlanChangeRow {
  plan: Plan;
  badge: PlanBadge;
  tips: readonly string[];
}

export interface PlanChangeView {
  telCode: string;
  phone: string;
  rows: readonly PlanChangeRow[];
  planId: number | null;
  canNext: boolean;
  /** A suspended number: the notice and its Renew action (issue 27 item 1), released after `graceDays`. */
  suspended: boolean;
  graceDays: number;
  canRenew: boolean;
  /** A change waits for the next cycle: Cancel the scheduled change. */
  canCancelPending: boolean;
  /** What the options and done dialogs are about: their titles. */
  intent: PlanChangeIntent;
  unavailable: boolean;
  dialog: 'options' | 'done' | null;
  options: readonly PlanChangeOption[];
  changeType: PlanChangeType | null;
  canConfirm: boolean;
  successHint: string;
  planHint: string;
  busy: boolean;
}

export function badgeOf(snapshot: PlanChangeSnapshot, planId: number): PlanBadge {
  const { currentPlanId, pending } = snapshot.context;
  if (planId === currentPlanId) return { kind: 'current' };
  if (pending?.planId === planId) return { kind: 'effective', date: pending.effectiveDate.slice(0, 10) };
  return { kind: 'change' };
}

export function planChangeToView(snapshot: PlanChangeSnapshot): PlanChangeView {
  const { context } = snapshot;
  const inOptions = snapshot.matches('options') || snapshot.matches('changing');
  return {
    telCode: context.telCode,
    phone: context.phone,
    rows: context.plans.map((plan) => ({
      plan,
      badge: badgeOf(snapshot, plan.planId),
      tips: planTips(plan.planDescList),
    })),
    planId: context.planId,
    canNext: snapshot.can({ type: 'step.next' }),
    suspended: context.suspended,
    graceDays: NUMBER_RULES.graceDays,
    canRenew: snapshot.can({ type: 'plan.renew' }),
    canCancelPending: snapshot.can({ type: 'pending.cancel' }),
    intent: context.intent,
    unavailable: snapshot.matches('unavailable'),
    dialog: inOptions ? 'options' : snapshot.matches('changed') ? 'done' : null,
    options: context.options,
    changeType: context.changeType,
    canConfirm: snapshot.matches('options') && context.changeType !== null,
    successHint: context.successHint,
    planHint: context.planHint,
    busy: snapshot.hasTag('busy'),
  };
}
