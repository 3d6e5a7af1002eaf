/**
 * The New Code chart as a person meets it in the browser against the real server: the events a
 * person (and the code provider) can cause, how each is performed, and what the screen shows in
 * each state. The chart is the one the model test walks (tests/model/newCode.model.ts); this walk
 * keeps the main road against the real server — WhatsApp in the US, the first number offered, a
 * code arriving (`/sandbox/codeSms`), Done and subscribing — so its covering set stays small (a
 * browser test costs seconds). Copying the code (with the clipboard), try another, Back, the failures, the send panel, get-code mode
 * and the 180 s expiry are the model test's and the story tests' (verificationCodes.e2e.ts).
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { newCodeMachine } from '../../../src/machines/verificationCodes/newCode/newCode.machine.ts';
import { SANDBOX_PATHS } from '../../../src/services/api/contract/index.ts';
import { ok } from '../../support/apiResults.ts';
import type { EventTable, ModelConfig, ModelStep } from '../../support/model.ts';
import { CATALOGUE, CODE_SMS, LOCKED, OPTION } from '../../support/verificationFixtures.ts';

type Chart = typeof newCodeMachine;
type Snap = SnapshotFrom<Chart>;

/** No person acts while a call is under way (the next step is its answer). */
const BUSY = ['starting', 'locking', 'retrying', { receiving: { panel: 'subscribing' } }] as const;
const inFlight = (s: Snap) => BUSY.some((state) => s.matches(state)) || s.matches({ choosing: { options: 'loading' } });
function whenSettled<P>(payloads: readonly P[] | ((s: Snap) => readonly P[])): (s: Snap) => readonly P[] {
  return (s) => (inFlight(s) ? [] : typeof payloads === 'function' ? payloads(s) : payloads);
}
const ready = (s: Snap) => s.matches({ choosing: { options: 'ready' } });

const events = {
  'catalogue.reload': [],
  'app.select': whenSettled((s) => (s.context.app === null ? [{ app: 'whatsapp' }] : [])),
  'country.select': whenSettled((s) =>
    s.context.app !== null && s.context.country === null ? [{ code: 'US' as const }] : [],
  ),
  'options.reload': [],
  'number.select': whenSettled((s) => (ready(s) && s.context.selected === null ? [{ number: OPTION.fullNumber }] : [])),
  'search.change': [],
  'terms.toggle': whenSettled((s) => (ready(s) && !s.context.termsAccepted ? [{}] : [])),
  'step.next': whenSettled((s) => (s.context.selected !== null && s.context.termsAccepted ? [{}] : [])),
  'step.back': [],
  'mode.receive': [],
  'mode.send': [],
  'number.copy': [],
  'code.copy': [],
  'number.tryAnother': [],
  'flow.done': whenSettled([{}]),
  'done.confirm': [],
  'subscribe.request': whenSettled([{}]),
  'subscribe.confirm': whenSettled([{}]),
  'dialog.close': [],
  'send.edit': [],
  'send.submit': [],
  'sms.pushed': [],
  // The provider delivers the code: the next check finds it.
  'polling.checked': whenSettled((s) => (s.context.received ? [] : [{ arrived: 1, newest: CODE_SMS }])),
  'xstate.done.actor.loadCatalogue': { output: ok(CATALOGUE) },
  'xstate.done.actor.loadOptions': { output: ok([OPTION]) },
  'xstate.done.actor.loadFee': { output: ok([{ numberType: 1, subRent: '6.99', codeRate: '0.50' }]) },
  'xstate.done.actor.lock': { output: ok(LOCKED) },
  'xstate.done.actor.lockAnother': { output: ok(LOCKED) },
  'xstate.done.actor.subscribe': { output: ok({}) },
  'xstate.done.actor.sendSms': [],
  'xstate.done.actor.smsPolling': [],
  'xstate.done.actor.loadEarlier': [],
  'xstate.error.actor.loadEarlier': [],
  'xstate.error.actor.loadCatalogue': [],
  'xstate.error.actor.loadOptions': [],
  'xstate.error.actor.loadFee': [],
  'xstate.error.actor.lock': [],
  'xstate.error.actor.lockAnother': [],
  'xstate.error.actor.subscribe': [],
  'xstate.error.actor.sendSms': [],
  'xstate.error.actor.smsPolling': [],
  // The 'copied' confirmation fades by itself; the walk does not wait for it.
  'xstate.after.copied.newCode.receiving.copy.copied': [],
} satisfies EventTable<Chart>;

export function newCodeWalk(machine: Chart): ModelConfig<Chart> {
  return {
    name: 'newCode (browser)',
    machine,
    input: {},
    events,
    checks: {} as ModelConfig<Chart>['checks'],
    serialize: (s) => ({
      app: s.context.app !== null,
      country: s.context.country !== null,
      selected: s.context.selected !== null,
      terms: s.context.termsAccepted,
      received: s.context.received,
    }),
  };
}

// ── acting like a person ─────────────────────────────────────────────────────

export interface Person {
  page: Page;
  baseUrl: string;
}

export const screen = (page: Page) => page.getByRole('region', { name: 'New Code' });
/** The same section for checks: a modal dialog over it hides it from the accessibility tree. */
const area = (page: Page) => page.getByTestId('new-code');
const dialog = (page: Page, name: string) => page.getByRole('alertdialog', { name });

/**
 * The first number not subscribed yet: an earlier path on this server may have subscribed one,
 * and the account's own numbers are listed first.
 */
const freeNumber = (page: Page) =>
  screen(page)
    .getByRole('radio', { name: /^(?!.*Subscribed)/ })
    .first();

async function lockedNumber(page: Page): Promise<string> {
  const number = screen(page).getByTestId('locked-number');
  await expect(number).toHaveText(/^\+\d+$/);
  return ((await number.textContent()) ?? '').slice(1);
}

/** Performs a step the way a person (or the code provider) makes it happen. */
export async function perform({ page, baseUrl }: Person, event: EventObject): Promise<void> {
  const view = screen(page);
  switch (event.type) {
    case 'app.select':
      await view.getByLabel('Service').selectOption('whatsapp');
      return;
    case 'country.select':
      await view.getByLabel('Country').selectOption('US');
      return;
    case 'number.select':
      await freeNumber(page).check();
      return;
    case 'terms.toggle':
      await view.getByRole('checkbox', { name: /accept the terms/ }).click();
      return;
    case 'step.next':
      await view.getByRole('button', { name: 'Next' }).click();
      return;
    case 'step.back':
      await view.getByRole('button', { name: 'Back' }).click();
      return;
    case 'polling.checked': {
      const response = await fetch(`${baseUrl}${SANDBOX_PATHS.codeSms}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          number: await lockedNumber(page),
          app: 'whatsapp',
          text: 'Your WhatsApp code: 482-913',
        }),
      });
      expect(response.ok).toBe(true);
      return;
    }
    case 'number.tryAnother':
      await view.getByRole('button', { name: 'Try another number' }).click();
      return;
    case 'flow.done':
      await view.getByRole('button', { name: 'Done' }).click();
      return;
    case 'done.confirm':
      await dialog(page, 'Keep this number?').getByRole('button', { name: 'Finish' }).click();
      return;
    case 'subscribe.request': {
      const done = dialog(page, 'Keep this number?');
      await ((await done.isVisible()) ? done : view).getByRole('button', { name: 'Subscribe' }).click();
      return;
    }
    case 'subscribe.confirm':
      await dialog(page, 'Subscribe to this number').getByRole('button', { name: 'Subscribe' }).click();
      return;
    case 'dialog.close':
      await page.keyboard.press('Escape');
      return;
    default:
      if (event.type.startsWith('xstate.done.actor.')) return;
      throw new Error(`no executor for ${event.type}`);
  }
}

interface Facts {
  app: boolean;
  country: boolean;
  selected: boolean;
  terms: boolean;
  received: boolean;
}

export function factsOf(step: ModelStep): Facts {
  return (JSON.parse(step.key) as { facts: Facts }).facts;
}

/**
 * States whose call may answer any moment: a path that ends in one cannot be checked on the
 * screen (the server may already have answered).
 */
export const IN_FLIGHT_STATES: ReadonlySet<string> = new Set([
  'starting',
  'locking',
  'retrying',
  'choosing.options.loading',
  'receiving.panel.subscribing',
]);

type ScreenCheck = (page: Page, facts: Facts, step: ModelStep) => Promise<void>;
const passing: ScreenCheck = async () => {};

/** One check per leaf state the walk reaches: what a person sees there. */
export const screenChecks: Record<string, ScreenCheck> = {
  starting: passing,
  locking: passing,
  retrying: passing,
  'choosing.fee.loading': passing,
  'choosing.fee.unknown': passing,
  'choosing.options.loading': passing,
  'choosing.options.incomplete': async (page) => {
    await expect(screen(page).getByText('Choose a service and a country to see the numbers.')).toBeVisible();
  },
  'choosing.options.ready': async (page, facts) => {
    const view = screen(page);
    await expect(freeNumber(page)).toBeChecked({ checked: facts.selected });
    // spec 3 §5: Next only with a number selected and the terms accepted.
    await expect(view.getByRole('button', { name: 'Next' })).toBeEnabled({ enabled: facts.selected && facts.terms });
  },
  'receiving.mode.receive': async (page) => {
    await expect(area(page).getByTestId('locked-number')).toHaveText(/^\+1\d{10}$/);
  },
  'receiving.polling.active': async (page, facts) => {
    await expect(area(page).getByText(/Waiting for the code, \d:\d\d left/)).toBeVisible();
    if (facts.received) await expect(area(page).getByTestId('detected-code')).toHaveText('482913');
  },
  'receiving.panel.idle': async (page, facts) => {
    // spec 3 §4: try another is disabled once a code arrived.
    await expect(screen(page).getByRole('button', { name: 'Try another number' })).toBeEnabled({
      enabled: !facts.received,
    });
    await expect(screen(page).getByRole('button', { name: 'Subscribe' })).toHaveCount(facts.received ? 1 : 0);
  },
  'receiving.panel.confirmingDone': async (page) => {
    await expect(dialog(page, 'Keep this number?')).toBeVisible();
  },
  'receiving.panel.confirmingSubscribe': async (page) => {
    await expect(dialog(page, 'Subscribe to this number')).toContainText(/a month, and each code/);
  },
  'receiving.panel.subscribing': passing,
  'receiving.copy.idle': passing,

  subscribed: async (page) => {
    await expect(page.getByRole('table', { name: 'Verification numbers' })).toBeVisible();
  },
};
