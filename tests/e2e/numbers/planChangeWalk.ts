/**
 * The plan-change chart as a person meets it in the browser against the real server (see
 * newNumberWalk.ts for the pattern). Each path starts on a US number bought on the monthly plan;
 * the stand-in plans are 1 = Monthly (current) and 2 = Quarterly, the stand-in options the
 * server's two (immediate, next billing cycle). The server always answers, so the unavailable
 * state and refusals are the model test's alone.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { planChangeMachine } from '../../../src/machines/numbers/planChange/planChange.machine.ts';
import type { ChangePlanAnswer, PlanChangeOption } from '../../../src/services/api/contract/numbers.ts';
import { ok } from '../../support/apiResults.ts';
import type { EventTable, ModelConfig, ModelStep } from '../../support/model.ts';
import { PLANS } from '../../support/numberFixtures.ts';

type Chart = typeof planChangeMachine;
type Snap = SnapshotFrom<Chart>;

/** Stand-in plan id → the real plan's name on the screen. */
const PLAN_NAMES: Record<number, string> = { 1: 'Monthly', 2: 'Quarterly' };
const OPTIONS: PlanChangeOption[] = [
  { type: 1, planId: 2, tip: '', payAmount: '0', planName: 'Quarterly', rule: '' },
  { type: 2, planId: 2, tip: '', payAmount: '0', planName: 'Quarterly', rule: '' },
];
/** Only its success and the type of change matter to the walk (the screen shows the real answer). */
const CHANGED = {
  successHint: 'stand-in',
  planHint: 'stand-in',
  virtualPhone: { planId: 2, nextPaymentDate: '' },
} as unknown as ChangePlanAnswer;

const inFlight = (s: Snap) => s.hasTag('busy');
function whenSettled<P>(payloads: readonly P[] | ((s: Snap) => readonly P[])): (s: Snap) => readonly P[] {
  return (s) => (inFlight(s) ? [] : typeof payloads === 'function' ? payloads(s) : payloads);
}

const events = {
  'plan.select': whenSettled((s) => (s.matches('choosing') ? [{ planId: s.context.planId === 1 ? 2 : 1 }] : [])),
  'plans.reload': [],
  'step.next': whenSettled((s) => (s.matches('choosing') ? [{}] : [])),
  // A suspended number and a scheduled change are walked in newNumber.e2e.ts (they need the server's clock moved).
  'plan.renew': [],
  'pending.cancel': [],
  // Back is on the screen; a dialog over it keeps it out of reach.
  'change.cancel': whenSettled((s) => (s.matches('choosing') ? [{}] : [])),
  'option.select': whenSettled((s) =>
    s.context.changeType === null ? [{ changeType: 1 as const }, { changeType: 2 as const }] : [],
  ),
  'option.confirm': whenSettled([{}]),
  'options.cancel': whenSettled([{}]),
  'result.ok': whenSettled([{}]),
  'xstate.done.actor.loadPlans': {
    output: ok({ planList: [...PLANS], currentPlanId: 1, pendingPlanId: null, effectiveDate: '', status: 'active' }),
  },
  'xstate.done.actor.preChange': { output: ok({ changeList: OPTIONS }) },
  'xstate.done.actor.changePlan': { output: ok(CHANGED) },
  'xstate.error.actor.loadPlans': [],
  'xstate.error.actor.preChange': [],
  'xstate.error.actor.changePlan': [],
} satisfies EventTable<Chart>;

export function planChangeWalk(machine: Chart): ModelConfig<Chart> {
  return {
    name: 'planChange (browser)',
    machine,
    input: { telCode: '1', phone: '2025550123' },
    events,
    checks: {} as ModelConfig<Chart>['checks'],
    serialize: (s) => ({ plan: s.context.planId, changeType: s.context.changeType }),
  };
}

// ── acting like a person ─────────────────────────────────────────────────────

const screen = (page: Page) => page.getByRole('region', { name: 'Change Plan' });
const optionsDialog = (page: Page) => page.getByRole('alertdialog', { name: 'When should the new plan start?' });
const OPTION_LABELS = { 1: 'Immediately', 2: 'From the next billing cycle' } as const;

export async function perform(page: Page, event: EventObject): Promise<void> {
  switch (event.type) {
    case 'plan.select':
      await screen(page)
        .getByRole('radio', { name: PLAN_NAMES[(event as unknown as { planId: number }).planId] })
        .check();
      return;
    case 'step.next':
      await screen(page).getByRole('button', { name: 'Next' }).click();
      return;
    case 'change.cancel':
      await screen(page).getByRole('button', { name: 'Back' }).click();
      return;
    case 'option.select':
      await optionsDialog(page)
        .getByRole('radio', { name: OPTION_LABELS[(event as unknown as { changeType: 1 | 2 }).changeType] })
        .check();
      return;
    case 'option.confirm':
      await optionsDialog(page).getByRole('button', { name: 'Confirm' }).click();
      return;
    case 'options.cancel':
      await optionsDialog(page).getByRole('button', { name: 'Cancel' }).click();
      return;
    case 'result.ok':
      await page.getByRole('alertdialog', { name: 'Plan changed' }).getByRole('button', { name: 'OK' }).click();
      return;
    default:
      if (event.type.startsWith('xstate.done.actor.')) return;
      throw new Error(`no executor for ${event.type}`);
  }
}

interface Facts {
  plan: number | null;
  changeType: 1 | 2 | null;
}

export function factsOf(step: ModelStep): Facts {
  return (JSON.parse(step.key) as { facts: Facts }).facts;
}

type ScreenCheck = (page: Page, facts: Facts) => Promise<void>;
const passing: ScreenCheck = async () => {};
const management: ScreenCheck = async (page) => {
  await expect(page.getByRole('region', { name: 'Number Management' })).toBeVisible();
};

export const screenChecks: Record<string, ScreenCheck> = {
  loading: passing,
  loadingOptions: passing,
  changing: passing,
  choosing: async (page, facts) => {
    const view = screen(page);
    // spec 3 §4: the current plan is preselected and badged.
    await expect(view.getByRole('group', { name: 'Monthly' })).toContainText('Current Plan');
    await expect(view.getByRole('group', { name: 'Quarterly' })).toContainText('Change Plan');
    await expect(view.getByRole('radio', { name: PLAN_NAMES[facts.plan ?? 1] })).toBeChecked();
    const next = view.getByRole('button', { name: 'Next' });
    if (facts.plan === 1) await expect(next).toBeDisabled();
    else await expect(next).toBeEnabled();
  },
  options: async (page, facts) => {
    const dialog = optionsDialog(page);
    await expect(dialog.getByRole('radio')).toHaveCount(2);
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    if (facts.changeType === null) await expect(confirm).toBeDisabled();
    else {
      await expect(dialog.getByRole('radio', { name: OPTION_LABELS[facts.changeType] })).toBeChecked();
      await expect(confirm).toBeEnabled();
    }
  },
  changed: async (page, facts) => {
    await expect(page.getByRole('alertdialog', { name: 'Plan changed' })).toBeVisible();
    // spec 3 §4, behind the done dialog (hence includeHidden: the modal may hide the page behind it):
    // an immediate change makes the new plan current at once, a next-cycle one leaves it pending.
    const plans = page.getByRole('region', { name: 'Change Plan', includeHidden: true });
    const plan = (id: number) => plans.getByRole('group', { name: PLAN_NAMES[id], includeHidden: true });
    const chosen = plan(facts.plan ?? 2);
    if (facts.changeType === 1) {
      await expect(chosen).toContainText('Current Plan');
      await expect(plan(1)).not.toContainText('Current Plan');
    } else {
      await expect(chosen).toContainText(/Effective date \d{4}-\d{2}-\d{2}/);
      await expect(plan(1)).toContainText('Current Plan');
    }
  },
  done: management,
  cancelled: management,
};
