/**
 * Changing a number's plan (spec 3 §4 Plan change flow), opened from number management for
 * numbers that are not Hosting (those go to the hosted plans page, spec 3 §2). The plans load with
 * the current one preselected (badges Current Plan, Effective date for a pending change, Change
 * Plan on the others); Next asks for the change options, the person picks immediate (1) or next
 * billing cycle (2) and confirms; an immediate change makes the chosen plan current at once, a
 * next-cycle one shows as pending. The done dialog shows the server's hints; OK ends the flow.
 *
 * Two actions of their own lead through the same options dialog with the current plan (the server
 * takes both as "choosing the current plan", docs/numbers.md): Renew on a suspended number (only
 * the immediate option: a new period now, its full rent), and Cancel the scheduled change while
 * another plan waits for the next cycle (the keep-plan option). Next stays for another plan.
 */
import { assign, setup } from 'xstate';
import type { ChangePlanAnswer } from '../../../services/api/contract/numbers.ts';
import { PLAN_CHANGE_TYPES } from '../../../services/api/contract/numbers.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import type {
  ChangeRequest,
  ChangeResult,
  LoadManagedPlansRequest,
  ManagedPlansResult,
  PlanChangeContext,
  PlanChangeEvent,
  PlanChangeInput,
  PlanChangeIntent,
  PlanChangeOutput,
  PlanChangeType,
  PreChangeRequest,
  PreChangeResult,
} from './types.ts';

/** The number as the plan calls name it: country code and national number together. */
const virtualNumberOf = (context: PlanChangeContext) => `${context.telCode}${context.phone}`;
/** The done dialog's texts, the same for both kinds of change. */
const hintsOf = (answer: ChangePlanAnswer) => ({
  successHint: answer.successHint,
  planHint: answer.planHint,
  changed: true,
});

export const planChangeMachine = setup({
  types: {
    context: {} as PlanChangeContext,
    events: {} as PlanChangeEvent,
    input: {} as PlanChangeInput,
    output: {} as PlanChangeOutput,
    tags: {} as 'busy',
  },
  actors: {
    /** GET /getManagePlanList. */
    loadPlans: notProvided<ManagedPlansResult, LoadManagedPlansRequest>('loadPlans'),
    /** GET /preChangePlan: the change options and their amounts. */
    preChange: notProvided<PreChangeResult, PreChangeRequest>('preChange'),
    /** GET /changePlan. */
    changePlan: notProvided<ChangeResult, ChangeRequest>('changePlan'),
  },
  actions: {
    storePlans: assign((_, result: ManagedPlansResult) =>
      result.ok
        ? {
            plans: result.data.planList,
            currentPlanId: result.data.currentPlanId,
            pending:
              result.data.pendingPlanId === null
                ? null
                : { planId: result.data.pendingPlanId, effectiveDate: result.data.effectiveDate },
            planId: result.data.currentPlanId,
            suspended: result.data.status === 'suspended',
          }
        : {},
    ),
    selectPlan: assign((_, event: { planId: number }) => ({ planId: event.planId, intent: 'change' as const })),
    /** Renew or keep: the options of the current plan. */
    chooseCurrentPlan: assign(({ context }, params: { intent: PlanChangeIntent }) => ({
      planId: context.currentPlanId,
      intent: params.intent,
    })),
    storeOptions: assign((_, result: PreChangeResult) =>
      result.ok ? { options: result.data.changeList, changeType: null } : {},
    ),
    selectOption: assign((_, event: { changeType: PlanChangeType }) => ({ changeType: event.changeType })),
    /** spec 3 §4: an immediate change makes the plan current at once (and a suspended number active). */
    applyImmediateChange: assign((_, result: ChangeResult) =>
      result.ok
        ? { ...hintsOf(result.data), currentPlanId: result.data.virtualPhone.planId, pending: null, suspended: false }
        : {},
    ),
    /** spec 3 §4: a next-cycle change is pending; it starts on the number's next payment date (the period's end). */
    scheduleChange: assign(({ context }, result: ChangeResult) =>
      result.ok && context.planId !== null
        ? {
            ...hintsOf(result.data),
            // Keeping the current plan cancels the scheduled change.
            pending:
              context.planId === context.currentPlanId
                ? null
                : { planId: context.planId, effectiveDate: result.data.virtualPhone.nextPaymentDate },
          }
        : {},
    ),
    /** A prorated immediate change is charged: the balance is refreshed (the root owns it). */
    refreshBalance: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'balance.refresh' }),
  },
  guards: {
    answered: (_, result: { ok: boolean }) => result.ok,
    hasOptions: (_, result: PreChangeResult) => result.ok && result.data.changeList.length > 0,
    planOffered: ({ context }, event: { planId: number }) => context.plans.some((p) => p.planId === event.planId),
    /** Next needs another plan than the current one. */
    changesPlan: ({ context }) => context.planId !== null && context.planId !== context.currentPlanId,
    isSuspended: ({ context }) => context.suspended,
    hasPending: ({ context }) => context.pending !== null,
    optionOffered: ({ context }, event: { changeType: PlanChangeType }) =>
      context.options.some((o) => o.type === event.changeType),
    optionChosen: ({ context }) => context.changeType !== null,
    /** The change was made and was the immediate option (its own transition, so paths replay both). */
    changedNow: ({ context }, result: { ok: boolean }) =>
      result.ok && context.changeType === PLAN_CHANGE_TYPES.immediate,
  },
}).createMachine({
  id: 'planChange',
  description: "Changing a number's plan, now or from the next billing cycle.",
  context: ({ input }) => ({
    telCode: input.telCode,
    phone: input.phone,
    plans: [],
    currentPlanId: null,
    pending: null,
    suspended: false,
    intent: 'change',
    planId: null,
    options: [],
    changeType: null,
    successHint: '',
    planHint: '',
    changed: false,
  }),
  output: ({ context }) => ({ changed: context.changed }),
  initial: 'loading',
  on: { 'change.cancel': '.cancelled' },
  states: {
    loading: {
      description: 'GET /getManagePlanList for the number.',
      tags: ['busy'],
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        input: ({ context }): LoadManagedPlansRequest => ({ virtualNumber: virtualNumberOf(context) }),
        onDone: [
          {
            guard: { type: 'answered', params: outputOf },
            target: 'choosing',
            actions: { type: 'storePlans', params: outputOf },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    unavailable: {
      description: 'The plans could not be loaded: try again, or go back.',
      on: { 'plans.reload': 'loading' },
    },
    choosing: {
      description:
        'The plans with their badges; Next is enabled on a plan other than the current one; Renew on a suspended number, Cancel the scheduled change while one waits.',
      on: {
        'plan.select': {
          guard: { type: 'planOffered', params: eventOf },
          actions: { type: 'selectPlan', params: eventOf },
        },
        'step.next': { guard: 'changesPlan', target: 'loadingOptions' },
        'plan.renew': {
          guard: 'isSuspended',
          target: 'loadingOptions',
          actions: { type: 'chooseCurrentPlan', params: { intent: 'renew' } },
        },
        'pending.cancel': {
          guard: 'hasPending',
          target: 'loadingOptions',
          actions: { type: 'chooseCurrentPlan', params: { intent: 'keep' } },
        },
      },
    },
    loadingOptions: {
      description: 'GET /preChangePlan: when the change could start and what it costs.',
      tags: ['busy'],
      invoke: {
        id: 'preChange',
        src: 'preChange',
        input: ({ context }): PreChangeRequest => ({
          virtualNumber: virtualNumberOf(context),
          planId: context.planId ?? 0,
        }),
        onDone: [
          {
            guard: { type: 'hasOptions', params: outputOf },
            target: 'options',
            actions: { type: 'storeOptions', params: outputOf },
          },
          { target: 'choosing' },
        ],
        onError: { target: 'choosing' },
      },
    },
    options: {
      description:
        'The plan-change timing dialog: immediate (1) or next billing cycle (2), each with its tip, rule and amount.',
      on: {
        'option.select': {
          guard: { type: 'optionOffered', params: eventOf },
          actions: { type: 'selectOption', params: eventOf },
        },
        'option.confirm': { guard: 'optionChosen', target: 'changing' },
        'options.cancel': 'choosing',
      },
    },
    changing: {
      description: 'GET /changePlan; a refusal was routed and the options show again.',
      tags: ['busy'],
      on: { 'change.cancel': {} },
      invoke: {
        id: 'changePlan',
        src: 'changePlan',
        input: ({ context }): ChangeRequest => ({
          virtualNumber: virtualNumberOf(context),
          planId: context.planId ?? 0,
          type: context.changeType ?? PLAN_CHANGE_TYPES.nextCycle,
        }),
        onDone: [
          {
            guard: { type: 'changedNow', params: outputOf },
            target: 'changed',
            actions: [{ type: 'applyImmediateChange', params: outputOf }, 'refreshBalance'],
          },
          {
            guard: { type: 'answered', params: outputOf },
            target: 'changed',
            actions: [{ type: 'scheduleChange', params: outputOf }, 'refreshBalance'],
          },
          { target: 'options' },
        ],
        onError: { target: 'options' },
      },
    },
    changed: {
      description: 'The plan-change done dialog with the server’s hints; OK goes back to number management.',
      on: { 'result.ok': 'done' },
    },
    done: { type: 'final', description: 'The plan was changed.' },
    cancelled: { type: 'final', description: 'The person went back without changing the plan.' },
  },
});

export type PlanChangeMachine = typeof planChangeMachine;
