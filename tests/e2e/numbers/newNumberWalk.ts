/**
 * The new-number chart as a person meets it in the browser against the real server: the events a
 * person can cause and the answers the server gives (the events table the paths come from), how a
 * person performs each event, and what the screen shows in each state.
 *
 * The chart is the one the model test walks (tests/model/newNumber.model.test.ts); this walk keeps
 * what can happen against the real server: its inventory always has US and GB numbers and plans,
 * so the no-number, unavailable and failure states are the model test's alone; the province, area
 * code and type selectors are left to the model test and the unit tests. Payloads are stand-ins of
 * their kind: 'the second number offered', 'the first plan'. A purchase is refused with 400001
 * when the executor of the subscription tips' Confirm first empties the balance (the next step
 * says which answer comes).
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { newNumberMachine } from '../../../src/machines/numbers/newNumber/newNumber.machine.ts';
import type { SubVirtualPhoneAnswer } from '../../../src/services/api/contract/numbers.ts';
import { RETCODE } from '../../../src/services/api/contract/retcodes.ts';
import { ok, refused } from '../../support/apiResults.ts';
import type { EventTable, ModelConfig, ModelStep } from '../../support/model.ts';
import { COUNTRIES, NUMBERS, PLANS } from '../../support/numberFixtures.ts';

type Chart = typeof newNumberMachine;
type Snap = SnapshotFrom<Chart>;

const inFlight = (s: Snap) => s.hasTag('busy');
function whenSettled<P>(payloads: readonly P[] | ((s: Snap) => readonly P[])): (s: Snap) => readonly P[] {
  return (s) => (inFlight(s) ? [] : typeof payloads === 'function' ? payloads(s) : payloads);
}

/** The purchase's answer: only its success matters to the walk (the screen shows the real one). */
const BOUGHT = { subHint: 'stand-in', balance: '20.01' } as unknown as SubVirtualPhoneAnswer;

const events = {
  'country.select': whenSettled((s) => [{ code: s.context.choice?.code === 'US' ? ('GB' as const) : ('US' as const) }]),
  'numberType.select': [],
  'province.select': [],
  'areaCode.select': [],
  // The second number offered (the first is chosen already).
  'number.select': whenSettled((s) =>
    s.context.phone === NUMBERS[0]?.phone ? [{ phone: NUMBERS[1]?.phone ?? '' }] : [],
  ),
  'areas.reload': [],
  'step.next': whenSettled([{}]),
  'step.back': whenSettled([{}]),
  'plans.reload': [],
  'plan.select': whenSettled((s) => (s.context.planId === null ? [{ planId: PLANS[0]?.planId ?? 0 }] : [])),
  'agreement.toggle': whenSettled([{}]),
  'plan.confirm': whenSettled([{}]),
  'tips.confirm': whenSettled([{}]),
  'tips.cancel': whenSettled([{}]),
  'result.ok': whenSettled([{}]),
  'xstate.done.actor.loadAreas': { output: ok(COUNTRIES) },
  'xstate.done.actor.findNumbers': { output: ok(NUMBERS) },
  'xstate.done.actor.loadPlans': { output: ok(PLANS) },
  'xstate.done.actor.buyNumber': [{ output: ok(BOUGHT) }, { output: refused(RETCODE.INSUFFICIENT_BALANCE) }],
  'xstate.error.actor.loadAreas': [],
  'xstate.error.actor.findNumbers': [],
  'xstate.error.actor.loadPlans': [],
  'xstate.error.actor.buyNumber': [],
} satisfies EventTable<Chart>;

export function newNumberWalk(machine: Chart): ModelConfig<Chart> {
  return {
    name: 'newNumber (browser)',
    machine,
    input: {},
    events,
    checks: {} as ModelConfig<Chart>['checks'],
    serialize: (s) => ({
      country: s.context.choice?.code ?? null,
      second: s.context.phone === NUMBERS[1]?.phone,
      plan: s.context.planId !== null,
      agreed: s.context.agreed,
    }),
  };
}

// ── acting like a person ─────────────────────────────────────────────────────

export interface Buyer {
  page: Page;
  /** Sets the account's balance through the sandbox. */
  setBalance(balance: string): Promise<void>;
}

const screen = (page: Page) => page.getByRole('region', { name: 'New Number' });
const tipsDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Subscription tips' });

/** Performs a step the way a person (or the server) makes it happen; `next` is the step after it. */
export async function perform(buyer: Buyer, event: EventObject, next: ModelStep | undefined): Promise<void> {
  const { page } = buyer;
  switch (event.type) {
    case 'country.select':
      await screen(page)
        .getByLabel('Country')
        .selectOption((event as unknown as { code: string }).code);
      return;
    case 'number.select':
      await screen(page).getByRole('radio').nth(1).check();
      return;
    case 'step.next':
      await screen(page).getByRole('button', { name: 'Next' }).click();
      return;
    case 'step.back':
      await screen(page).getByRole('button', { name: 'Back' }).click();
      return;
    case 'plan.select':
      await screen(page).getByRole('radiogroup', { name: 'Plans' }).getByRole('radio').first().check();
      return;
    case 'agreement.toggle':
      await screen(page)
        .getByRole('checkbox', { name: /agree to the subscription terms/ })
        .click();
      return;
    case 'plan.confirm':
      await screen(page).getByRole('button', { name: 'Subscribe' }).click();
      return;
    case 'tips.confirm': {
      // The answer the path expects: enough balance, or none (400001).
      const refusedNext =
        next?.event.type === 'xstate.done.actor.buyNumber' && !(next.event as { output?: { ok?: boolean } }).output?.ok;
      await buyer.setBalance(refusedNext ? '0' : '100');
      await tipsDialog(page).getByRole('button', { name: 'Confirm' }).click();
      return;
    }
    case 'tips.cancel':
      await tipsDialog(page).getByRole('button', { name: 'Cancel' }).click();
      return;
    case 'result.ok':
      await page
        .getByRole('alertdialog', { name: 'Subscription successful' })
        .getByRole('button', { name: 'OK' })
        .click();
      return;
    default:
      // The server's answers arrive by themselves.
      if (event.type.startsWith('xstate.done.actor.')) return;
      throw new Error(`no executor for ${event.type}`);
  }
}

interface Facts {
  country: string | null;
  second: boolean;
  plan: boolean;
  agreed: boolean;
}

export function factsOf(step: ModelStep): Facts {
  return (JSON.parse(step.key) as { facts: Facts }).facts;
}

type ScreenCheck = (page: Page, facts: Facts, step: ModelStep) => Promise<void>;
const passing: ScreenCheck = async () => {};

/** One check per leaf state the walk reaches: what a person sees there. */
export const screenChecks: Record<string, ScreenCheck> = {
  loadingAreas: passing,
  'number.loading': passing,
  'plan.loading': passing,
  'plan.buying': passing,
  'number.ready': async (page, facts) => {
    const radios = screen(page).getByRole('radio');
    // spec 3 §4: the first number is auto-selected; a chosen one stays chosen.
    await expect(radios.nth(facts.second ? 1 : 0)).toBeChecked();
    await expect(screen(page).getByLabel('Country')).toHaveValue(facts.country ?? '');
    // spec 3 §5: GB hides the province and area-code selectors.
    await expect(screen(page).getByLabel('Area code')).toHaveCount(facts.country === 'GB' ? 0 : 1);
    await expect(screen(page).getByRole('button', { name: 'Next' })).toBeEnabled();
  },
  'plan.choosing': async (page, facts, step) => {
    // A refused purchase (400001) opened the no-credit dialog over the plans (it hides them).
    if (step.event.type === 'xstate.done.actor.buyNumber') {
      await expect(
        page
          .getByRole('dialog', { name: 'Insufficient Balance' })
          .or(page.getByRole('alertdialog', { name: 'Insufficient Balance' })),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Back' }).last().click();
    }
    const view = screen(page);
    await expect(view.getByRole('radiogroup', { name: 'Plans' })).toBeVisible();
    await expect(view.getByRole('checkbox', { name: /agree to the subscription terms/ })).toBeChecked({
      checked: facts.agreed,
    });
    const subscribe = view.getByRole('button', { name: 'Subscribe' });
    // spec 3 §5: confirm needs a plan and the ticked agreement.
    if (facts.plan && facts.agreed) await expect(subscribe).toBeEnabled();
    else await expect(subscribe).toBeDisabled();
  },
  'plan.reviewing': async (page) => {
    await expect(tipsDialog(page)).toBeVisible();
  },
  bought: async (page) => {
    await expect(page.getByRole('alertdialog', { name: 'Subscription successful' })).toBeVisible();
  },
  done: async (page) => {
    await expect(page.getByRole('region', { name: 'Number Management' })).toBeVisible();
  },
};
