/** Types of the plan-change flow (spec 3 §2 New Number screen's plan-change mode, §4 Plan change flow). */
import type { AnyActorRef } from 'xstate';
import type { ApiResult } from '../../services/api/result.ts';
import type { Plan } from '../newNumber/types.ts';

/** A plan as number management offers it: which one runs now, which one starts next cycle. */
export interface ManagedPlans {
  plans: readonly Plan[];
  /** The plan the number runs on now (badge Current Plan). */
  currentPlanId: string;
  /** A change scheduled for the next billing cycle (badge Effective date), if any. */
  pending: { planId: string; effectiveDate: string } | null;
}

/** spec 3 §3 Plan change option: 1 immediate, 2 next billing cycle. */
export type ChangeType = 1 | 2;
export interface ChangeOption {
  type: ChangeType;
  planId: string;
  planName: string;
  tip: string;
  rule: string;
  payAmount: string;
}

export interface PlanChangeInput {
  telCode: string;
  phone: string;
  parent?: AnyActorRef;
}

export interface PlanChangeContext {
  telCode: string;
  phone: string;
  plans: readonly Plan[];
  currentPlanId: string | null;
  pending: ManagedPlans['pending'];
  /** The plan picked in the list (the current plan at first, spec 3 §4). */
  planId: string | null;
  options: readonly ChangeOption[];
  changeType: ChangeType | null;
  successHint: string;
  planHint: string;
  /** Whether a change was made (the host reloads the list when the flow ends). */
  changed: boolean;
}

export type PlanChangeEvent =
  | { type: 'plan.select'; planId: string }
  | { type: 'plans.reload' }
  | { type: 'step.next' }
  | { type: 'change.cancel' }
  | { type: 'option.select'; changeType: ChangeType }
  | { type: 'option.confirm' }
  | { type: 'options.cancel' }
  | { type: 'result.ok' };

export interface PlanChangeOutput {
  changed: boolean;
}

export interface PreChangeRequest {
  virtualNumber: string;
  planId: string;
}
export interface ChangeRequest extends PreChangeRequest {
  type: ChangeType;
}

export type ManagedPlansResult = ApiResult<ManagedPlans>;
export type PreChangeResult = ApiResult<{ changeList: readonly ChangeOption[] }>;
export type ChangeResult = ApiResult<{ successHint: string; planHint: string }>;
