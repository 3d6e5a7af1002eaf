/**
 * Model-based test of the plan-change flow (spec 3 §4 Plan change flow): paths from
 * `xstate/graph`, replayed on a real actor with fake plan calls.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { planChangeMachine } from '../../src/machines/numbers/planChange/planChange.machine.ts';
import { planChangeToView } from '../../src/machines/numbers/planChange/toView.ts';
import type { ManagedNumber, PlanChangeOption } from '../../src/services/api/contract/numbers.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';
import { PLANS } from '../support/numberFixtures.ts';

type Snap = SnapshotFrom<typeof planChangeMachine>;
const unexpected = { error: new Error('unexpected failure') };

const OPTIONS: PlanChangeOption[] = [
  { type: 1, planId: 2, tip: 'Starts now', payAmount: '8.48', planName: 'Quarterly', rule: 'Prorated difference' },
  { type: 2, planId: 2, tip: 'Starts next cycle', payAmount: '0.00', planName: 'Quarterly', rule: 'From 2026-12-24' },
];

const phoneAfter = (planId: number): ManagedNumber => ({
  phone: '4155550101',
  telCode: '1',
  fullNumber: '14155550101',
  type: 'local',
  numberName: '',
  notes: '',
  code: 'US',
  paymentDate: '2026-11-24 00:00:00',
  nextPaymentDate: '2026-12-24 00:00:00',
  monthRent: '4.49',
  planType: 'Quarterly',
  status: 'active',
  planId,
  localPlanId: 'US.local.3',
  pendingPlanId: null,
});

const events = {
  'plan.select': [{ planId: 2 }, { planId: 99 }],
  'plans.reload': {},
  'step.next': {},
  'plan.renew': {},
  'pending.cancel': {},
  'change.cancel': {},
  'option.select': (s: Snap) => (s.context.changeType === null ? [{ changeType: 1 }, { changeType: 2 }] : []),
  'option.confirm': {},
  'options.cancel': {},
  'result.ok': {},
  'xstate.done.actor.loadPlans': [
    { output: ok({ planList: PLANS, currentPlanId: 1, pendingPlanId: null, effectiveDate: '', status: 'active' }) },
    {
      output: ok({
        planList: PLANS,
        currentPlanId: 1,
        pendingPlanId: 2,
        effectiveDate: '2026-12-24 00:00:00',
        status: 'active',
      }),
    },
    // issue 27 item 1: a suspended number is renewed on its own plan.
    { output: ok({ planList: PLANS, currentPlanId: 1, pendingPlanId: null, effectiveDate: '', status: 'suspended' }) },
    { output: networkFailure },
  ],
  'xstate.error.actor.loadPlans': unexpected,
  'xstate.done.actor.preChange': [{ output: ok({ changeList: OPTIONS }) }, { output: ok({ changeList: [] }) }],
  'xstate.error.actor.preChange': unexpected,
  'xstate.done.actor.changePlan': (s: Snap) => [
    {
      output: ok({
        successHint: 'Plan changed.',
        planHint: 'Quarterly',
        virtualPhone: phoneAfter(s.context.changeType === 1 ? (s.context.planId ?? 1) : 1),
      }),
    },
    { output: refused(RETCODE.INSUFFICIENT_BALANCE) },
  ],
  'xstate.error.actor.changePlan': unexpected,
} satisfies EventTable<typeof planChangeMachine>;

const stepIs = (replay: Replay<Snap>, type: string) => replay.step.event.type === type;

const checks = {
  loading: (s, replay) => {
    expect(replay.running('loadPlans')?.input).toEqual({ virtualNumber: '14155550101' });
    expect(planChangeToView(s)).toMatchObject({ busy: true, canNext: false });
  },
  unavailable: (s) => expect(planChangeToView(s)).toMatchObject({ unavailable: true, canNext: false }),
  choosing: (s, replay) => {
    const view = planChangeToView(s);
    // spec 3 §4: the current plan is preselected and badged; a pending change shows its date.
    if (stepIs(replay, 'xstate.done.actor.loadPlans')) expect(s.context.planId).toBe(1);
    expect(view.rows.find((row) => row.plan.planId === s.context.currentPlanId)?.badge).toEqual({ kind: 'current' });
    if (s.context.pending) {
      expect(view.rows.find((row) => row.plan.planId === 2)?.badge).toEqual({ kind: 'effective', date: '2026-12-24' });
    } else {
      expect(view.rows.filter((row) => row.badge.kind === 'change')).toHaveLength(1);
    }
    expect(view.canNext).toBe(s.context.planId !== s.context.currentPlanId);
    // issue 27 item 1: Renew and Cancel the scheduled change are their own actions.
    expect(view.canRenew).toBe(s.context.suspended);
    expect(view.canCancelPending).toBe(s.context.pending !== null);
    expect(view.dialog).toBeNull();
  },
  loadingOptions: (s, replay) => {
    expect(replay.running('preChange')?.input).toEqual({ virtualNumber: '14155550101', planId: s.context.planId });
    // Renew and keep ask for the options of the current plan.
    const intent = { 'plan.renew': 'renew', 'pending.cancel': 'keep', 'step.next': 'change' }[replay.step.event.type];
    if (intent) expect(planChangeToView(s).intent).toBe(intent);
    if (intent === 'renew' || intent === 'keep') expect(s.context.planId).toBe(s.context.currentPlanId);
  },
  options: (s) => {
    const view = planChangeToView(s);
    expect(view).toMatchObject({ dialog: 'options', options: OPTIONS });
    expect(view.canConfirm).toBe(s.context.changeType !== null);
  },
  changing: (s, replay) => {
    expect(replay.running('changePlan')?.input).toEqual({
      virtualNumber: '14155550101',
      planId: s.context.planId,
      type: s.context.changeType,
    });
  },
  changed: (s, replay) => {
    expect(planChangeToView(s)).toMatchObject({ dialog: 'done', successHint: 'Plan changed.', planHint: 'Quarterly' });
    if (stepIs(replay, 'xstate.done.actor.changePlan')) {
      // spec 3 §4: an immediate change makes the plan current at once (a renewal, its own plan,
      // re-activates a suspended number); a next-cycle one is pending; keeping the plan cancels it.
      if (s.context.changeType === 1) {
        expect(s.context.currentPlanId).toBe(s.context.planId);
        expect(s.context.pending).toBeNull();
        expect(s.context.suspended).toBe(false);
      } else if (s.context.intent === 'keep') {
        expect(s.context.pending).toBeNull();
      } else {
        expect(s.context.currentPlanId).toBe(1);
        expect(s.context.pending).toEqual({ planId: 2, effectiveDate: '2026-12-24 00:00:00' });
      }
      expect(replay.effects.map((e) => e.type)).toContain('refreshBalance');
    }
  },
  done: (s) => expect(s.output).toEqual({ changed: true }),
  cancelled: (s) => expect(s.output).toEqual({ changed: s.context.changed }),
} satisfies Checks<typeof planChangeMachine>;

testModel({
  name: 'planChange',
  machine: planChangeMachine,
  input: { telCode: '1', phone: '4155550101' },
  events,
  checks,
  serialize: (s) => ({
    current: s.context.currentPlanId,
    pending: s.context.pending !== null,
    plan: s.context.planId,
    options: s.context.options.length,
    changeType: s.context.changeType,
    suspended: s.context.suspended,
    intent: s.context.intent,
  }),
});
