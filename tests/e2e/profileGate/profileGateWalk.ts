/**
 * The profile gate (spec 1 §4 Profile gate, spec 2 §4 Profile status) as a person meets it in the
 * browser against the real server. Each path is one fresh wephone account (its use-case section
 * shown) whose profile and use case the sandbox reviewer set before it loaded the app — not filled
 * (0), under review (1), refused (100), refused and locked (102), verified (2, both), or verified
 * on an account made by e-mail, which has no phone yet — so the gate starts from the facts the app
 * loads. (A verified profile whose use case alone is reviewed reaches the same states; its own
 * wording is `tests/e2e/profileGate.e2e.ts`.) A check is New Number
 * clicked in the numbers tab (the gate asks first: issue 26 item 2); the notice's buttons are the
 * rest. New facts arriving while the app runs, and a logout, are the model test's alone.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { profileGateMachine } from '../../../src/machines/overlays/profileGate/profileGate.machine.ts';
import type { ProfileGateInput } from '../../../src/machines/overlays/profileGate/types.ts';
import type { EventTable, ModelConfig, ModelStep } from '../../support/model.ts';

type Chart = typeof profileGateMachine;
type Snap = SnapshotFrom<Chart>;

/** The accounts the paths start from: the facts the gate learns at login. */
export const GATE_INPUTS: ProfileGateInput[] = [
  { profileStatus: 0, useCaseStatus: 0, needSetPhone: false },
  { profileStatus: 1, useCaseStatus: 1, needSetPhone: false },
  { profileStatus: 100, useCaseStatus: 100, needSetPhone: false },
  { profileStatus: 102, useCaseStatus: 102, needSetPhone: false },
  { profileStatus: 2, useCaseStatus: 2, needSetPhone: true },
  { profileStatus: 2, useCaseStatus: 2, needSetPhone: false },
];

const quiet = (s: Snap) => s.matches('idle') || s.matches('open');

const events = {
  // New Number is reachable only while no notice covers the page.
  'gate.check': (s) => (quiet(s) ? [{}] : []),
  'gate.dismiss': (s) => (s.hasTag('notice') ? [{}] : []),
  'gate.complete': (s) => (s.matches('askComplete') || s.matches('refused') ? [{}] : []),
  'gate.verify': (s) => (s.matches('needPhone') ? [{}] : []),
  'gate.update': [],
} satisfies EventTable<Chart>;

export function profileGateWalk(machine: Chart): ModelConfig<Chart> {
  return {
    name: 'profileGate (browser)',
    machine,
    inputs: GATE_INPUTS,
    events,
    checks: {} as ModelConfig<Chart>['checks'],
    serialize: () => ({}),
  };
}

// ── acting like a person ─────────────────────────────────────────────────────

const TITLES = {
  askComplete: 'Complete Your Profile',
  reviewing: 'Your Profile is Being Reviewed',
  refused: 'Your Profile Needs to Be Updated',
  needPhone: 'Set Up Your Phone',
} as const;

const anyNotice = (page: Page) =>
  page.getByRole('alertdialog', { name: new RegExp(`^(${Object.values(TITLES).join('|')})$`) });

/** The numbers tab, its first-visit tip (spec 3 §1) closed when it shows. */
async function openNumbers(page: Page): Promise<void> {
  // What a finished step left open (the verification modal) is closed first.
  while ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Numbers$/ }).click();
  const management = page.getByRole('region', { name: 'Number Management' });
  const tip = page.getByRole('alertdialog');
  await expect(management.or(tip).first()).toBeVisible();
  if (await tip.isVisible()) {
    await tip.getByRole('button').last().click();
    await expect(tip).toHaveCount(0);
  }
}

export async function perform(page: Page, event: EventObject): Promise<void> {
  switch (event.type) {
    case 'gate.check':
      await openNumbers(page);
      await page.getByRole('button', { name: 'New Number' }).click();
      return;
    case 'gate.dismiss':
      // Every notice closes the same way: its 'Later', or Esc where it offers nothing else.
      await page.keyboard.press('Escape');
      await expect(anyNotice(page)).toHaveCount(0);
      return;
    case 'gate.complete':
      await anyNotice(page)
        .getByRole('button', { name: /^(Complete Profile|Update Now)$/ })
        .click();
      return;
    case 'gate.verify':
      await anyNotice(page).getByRole('button', { name: 'Set Up Now' }).click();
      return;
    default:
      throw new Error(`no executor for ${event.type}`);
  }
}

// ── what the screen shows ────────────────────────────────────────────────────

type ScreenCheck = (page: Page, input: ProfileGateInput, step: ModelStep) => Promise<void>;

const notice =
  (title: string): ScreenCheck =>
  async (page) => {
    await expect(page.getByRole('alertdialog', { name: title })).toBeVisible();
    // spec 1 §4: the gate answered before any number request; the flow did not open.
    await expect(page.getByRole('region', { name: 'New Number' })).toHaveCount(0);
  };

export const screenChecks: Record<string, ScreenCheck> = {
  idle: async (page, _input, step) => {
    await expect(anyNotice(page)).toHaveCount(0);
    // Where the notice's way on led: the profile form (spec 1 §4), or the verification modal
    // in 'update' mode (spec 1 §4: 'if a phone must be set, a verified/update modal shows').
    if (step.event.type === 'gate.complete') {
      await expect(page.getByRole('button', { name: /^Account$/ })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
    }
    if (step.event.type === 'gate.verify') await expect(page.getByRole('dialog')).toBeVisible();
  },
  open: async (page) => {
    await expect(anyNotice(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'New Number' })).toBeVisible();
  },
  askComplete: notice(TITLES.askComplete),
  reviewing: notice(TITLES.reviewing),
  refused: async (page, input, step) => {
    await notice(TITLES.refused)(page, input, step);
    // spec 2 §4: a locked profile (102) cannot be resubmitted, so it offers no 'Update Now'.
    const update = page.getByRole('alertdialog').getByRole('button', { name: 'Update Now' });
    await expect(update).toHaveCount(input.profileStatus === 102 ? 0 : 1);
  },
  needPhone: notice(TITLES.needPhone),
};
