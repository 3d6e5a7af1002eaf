/** Types of the plan-change flow (spec 3 §2 New Number screen's plan-change mode, §4 Plan change flow). */
import type { AnyActorRef } from 'xstate';
import type {
  ChangePlanAnswer,
  ChangePlanRequest,
  ManagePlanListAnswer,
  Plan,
  PlanChangeOption,
  PlanChangeType,
  PreChangePlanAnswer,
  PreChangePlanRequest,
} from '../../../services/api/contract/numbers.ts';
import type { ApiResult } from '../../../services/api/result.ts';

export type { PlanChangeOption, PlanChangeType };

export interface PlanChangeInput {
  telCode: string;
  phone: string;
  parent?: AnyActorRef;
}

export interface PlanChangeContext {
  telCode: string;
  phone: string;
  plans: readonly Plan[];
  /** Badge Current Plan. */
  currentPlanId: number | null;
  /** Badge Effective date: the plan scheduled for the next billing cycle, and when. */
  pending: { planId: number; effectiveDate: string } | null;
  /** Its renewal found too little balance: renewing it on its own plan starts a new period. */
  suspended: boolean;
  /**
   * What the options dialog under way does (issue 27 item 1): another plan, renewing a suspended
   * number on its own plan, or keeping the current plan (cancelling the scheduled change).
   */
  intent: PlanChangeIntent;
  /** The plan picked in the list (the current plan at first, spec 3 §4). */
  planId: number | null;
  options: readonly PlanChangeOption[];
  changeType: PlanChangeType | null;
  successHint: string;
  planHint: string;
  /** Whether a change was made (the host reloads its list when the flow ends). */
  changed: boolean;
}

export type PlanChangeIntent = 'change' | 'renew' | 'keep';

export type PlanChangeEvent =
  | { type: 'plan.select'; planId: number }
  /** A suspended number: renew it on its own plan (a new period now). */
  | { type: 'plan.renew' }
  /** A change is scheduled: keep the current plan instead. */
  | { type: 'pending.cancel' }
  | { type: 'plans.reload' }
  | { type: 'step.next' }
  | { type: 'change.cancel' }
  | { type: 'option.select'; changeType: PlanChangeType }
  | { type: 'option.confirm' }
  | { type: 'options.cancel' }
  | { type: 'result.ok' };

export interface PlanChangeOutput {
  changed: boolean;
}

export type LoadManagedPlansRequest = { virtualNumber: string };
export type PreChangeRequest = PreChangePlanRequest & { planId: number };
export type ChangeRequest = ChangePlanRequest & { planId: number; type: PlanChangeType };

export type ManagedPlansResult = ApiResult<ManagePlanListAnswer>;
export type PreChangeResult = ApiResult<PreChangePlanAnswer>;
export type ChangeResult = ApiResult<ChangePlanAnswer>;
