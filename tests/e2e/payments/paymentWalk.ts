/**
 * The payment chart as a person meets it in the browser against the real server and its sandbox
 * provider: the events a person (or the provider) can cause and the answers the server gives (the
 * events table the paths come from), how each is performed, and what the screen shows in each state.
 *
 * The chart is the one the model test walks (tests/model/payment.model.test.ts); this walk keeps
 * what the real sandbox does for the redirect dialog (Alipay) and the crypto wallet: a checkout
 * answered, the provider's confirmation or refusal arriving with the next poll. PayPal and WeChat
 * run in tests/e2e/payments.e2e.ts; refused submits, 'created' polls and unexpected failures are
 * the model test's. A poll's answer is staged by its timer's executor: the buyer presses Pay or
 * Decline on the provider's page (the wallet: the chain delivers enough or too little).
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { paymentMachine } from '../../../src/machines/account/payment/payment.machine.ts';
import type { PaymentInput } from '../../../src/machines/account/payment/types.ts';
import { PAYMENT_PATHS } from '../../../src/services/api/contract/payments.ts';
import { ok } from '../../support/apiResults.ts';
import type { EventTable, ModelConfig, ModelStep } from '../../support/model.ts';

type Chart = typeof paymentMachine;
type Snap = SnapshotFrom<Chart>;

export const PLATFORM = 'wetalk';
const ORDER_ID = 'po_AAAAAAAAAAAAAAAAAAAAAA';
const base = { platform: PLATFORM, returnUrl: null, walletCurrencies: [] } as const;
/** The two dialogs the walk opens: Alipay for $10, a crypto wallet for $5 (USDT, USDC, ETH enabled). */
export const WALK_INPUTS: PaymentInput[] = [
  { ...base, family: 'redirect', order: { flag: 'alipay', amount: 10, custom: false } },
  {
    ...base,
    family: 'wallet',
    order: { flag: null, amount: 5, custom: false },
    walletCurrencies: ['USDT', 'USDC', 'TUSD', 'ETH', 'BCH'],
  },
];

const WALLET = {
  orderId: ORDER_ID,
  currency: 'USDC' as const,
  network: 'BSC' as const,
  rechargeAmount: '5',
  walletAddress: 'stand-in',
  cryptoToLegalRate: '1',
  queryRateTime: 0,
};
const events = {
  'pay.start': [{}],
  'pay.done': [{}],
  // Close on the redirect dialog's first step only; the wallet's Close, ETH and BCH are the model test's.
  'dialog.close': (s: Snap) => (s.matches({ redirect: 'idle' }) ? [{}] : []),
  // USDC: a network to choose, without TRC-20 (spec 2 §4).
  'currency.select': (s: Snap) => (s.context.currency === null ? [{ currency: 'USDC' as const }] : []),
  'network.select': (s: Snap) =>
    s.context.currency === 'USDC' && s.context.network !== 'BSC' ? [{ network: 'BSC' as const }] : [],
  'wallet.next': [{}],
  'paypal.createOrder': [],
  'paypal.approved': [],
  'paypal.cancelled': [],
  'paypal.failed': [],
  'paypal.hostedForm': [],
  'completed.ok': [],
  // Try again on the redirect dialog (the wallet's is the model test's: the same submit again).
  'error.retry': (s: Snap) => (s.context.family === 'redirect' ? [{}] : []),
  'error.close': (s: Snap) => (s.context.family === 'redirect' ? [{}] : []),
  'xstate.done.actor.submitPayment': { output: ok({ orderId: ORDER_ID, paymentUrl: 'stand-in' }) },
  'xstate.done.actor.submitWallet': { output: ok(WALLET) },
  // The provider's confirmation or refusal, as the next poll reads it.
  'xstate.done.actor.checkOrder': [{ output: ok({ status: 'paid' }) }, { output: ok({ status: 'failed' }) }],
  'xstate.done.actor.loadPaypalConfig': [],
  'xstate.done.actor.loadPaypalScript': [],
  'xstate.done.actor.createPaypalOrder': [],
  'xstate.done.actor.capturePaypal': [],
  'xstate.error.actor.submitPayment': [],
  'xstate.error.actor.submitWallet': [],
  'xstate.error.actor.checkOrder': [],
  'xstate.error.actor.loadPaypalConfig': [],
  'xstate.error.actor.loadPaypalScript': [],
  'xstate.error.actor.createPaypalOrder': [],
  'xstate.error.actor.capturePaypal': [],
} satisfies EventTable<Chart>;

export function paymentWalk(machine: Chart): ModelConfig<Chart> {
  return {
    name: 'payment (browser)',
    machine,
    inputs: WALK_INPUTS,
    events,
    checks: {} as ModelConfig<Chart>['checks'],
    serialize: (s) => ({
      family: s.context.family,
      currency: s.context.currency,
      network: s.context.network,
      error: s.context.error !== null,
    }),
  };
}

// ── acting like a person ─────────────────────────────────────────────────────

export interface Payer {
  page: Page;
  baseUrl: string;
  /** The provider's checkout window the last Pay opened (null once closed). */
  checkout: Promise<Page> | null;
}

const openedCheckout = (payer: Payer) => payer.checkout ?? Promise.reject(new Error('no checkout window was opened'));

/**
 * Closes the provider's window the way a person does: once its page is there. Chromium (156, the
 * headless shell and the full browser alike) now and then drops a close that arrives while the
 * page is still loading — CDP's `Target.closeTarget` answers success, the window stays, and
 * `page.close()` waits for it until the test's timeout (docs/testing.md, "Flaky tests found").
 */
async function closeWindow(window: Page): Promise<void> {
  await window.waitForLoadState('load');
  await window.close();
}

/**
 * Closes the window the path's last Pay or Try again opened, used or not (Done, or a Try again the
 * path ends on), so no later path can take it for its own. Every Pay of this walk opens one: the
 * walk's submits are all answered.
 */
export async function closeCheckout(payer: Payer): Promise<void> {
  if (payer.checkout === null) return;
  await closeWindow(await payer.checkout);
  payer.checkout = null;
}

const dialogOf = (page: Page, input: PaymentInput) =>
  page.getByRole('dialog', { name: input.family === 'wallet' ? 'Crypto wallet' : 'Alipay' });
const errorDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Payment failed' });

/** The order the open dialog waits on, as the app polls it. */
async function polledOrder(page: Page): Promise<string> {
  const request = await page.waitForRequest(/\/web\/getPayOrder\?/);
  return new URL(request.url()).searchParams.get('orderId') ?? '';
}

/**
 * Performs `steps[at]` the way a person (or the provider) makes it happen. A poll's timer stages
 * the answer the step after it expects: Pay or Decline on the checkout page, enough or too little
 * on the chain.
 */
export async function perform(payer: Payer, input: PaymentInput, steps: readonly ModelStep[], at: number) {
  const { page } = payer;
  const event = steps[at]?.event as EventObject;
  const dialog = dialogOf(page, input);
  switch (event.type) {
    case 'pay.start':
    case 'error.retry':
      if (input.family === 'redirect') {
        payer.checkout = page.waitForEvent('popup');
        // Awaited by the path's steps or at its end (`closeCheckout`); a step failing first must not add an unhandled rejection.
        payer.checkout.catch(() => {});
      }
      if (event.type === 'pay.start') await dialog.getByRole('button', { name: 'Pay with Alipay' }).click();
      else await errorDialog(page).getByRole('button', { name: 'Try again' }).click();
      return;
    case 'pay.done':
      await dialog.getByRole('button', { name: 'Done' }).click();
      return;
    case 'dialog.close':
      await dialog.getByRole('button', { name: 'Close' }).click();
      return;
    case 'error.close':
      await errorDialog(page).getByRole('button', { name: 'Close' }).click();
      return;
    case 'currency.select':
      await dialog.getByLabel('Currency').selectOption((event as unknown as { currency: string }).currency);
      return;
    case 'network.select':
      await dialog.getByRole('radiogroup', { name: 'Network' }).getByRole('radio', { name: 'BSC' }).check();
      return;
    case 'wallet.next':
      await dialog.getByRole('button', { name: 'Next' }).click();
      return;
    default:
      break;
  }
  if (event.type.startsWith('xstate.after.orderPoll.')) {
    const answer = steps[at + 1]?.event as { output?: { data?: { status?: string } } } | undefined;
    const paid = answer?.output?.data?.status === 'paid';
    if (input.family === 'redirect') {
      const checkout = await openedCheckout(payer);
      await checkout.getByRole('button', { name: paid ? 'Pay' : 'Decline', exact: true }).click();
      // The click returns as the provider's answer page commits; a person reads it, then closes the window.
      await expect(checkout.getByRole('status')).toHaveText(
        paid ? 'Payment complete. You can close this window.' : 'Payment declined.',
      );
      await closeCheckout(payer);
    } else {
      const amount = ((await dialog.getByTestId('wallet-amount').textContent()) ?? '').split(' ')[0] ?? '0';
      const response = await fetch(`${payer.baseUrl}${PAYMENT_PATHS.sandboxCryptoReceived}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Too little fails the order (the provider's refusal).
        body: JSON.stringify({ orderId: await polledOrder(page), amount: paid ? amount : '0.000001' }),
      });
      expect(response.ok).toBe(true);
    }
    return;
  }
  // The dialog's opening tick and the server's answers arrive by themselves.
  if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.after.open.')) return;
  throw new Error(`no executor for ${event.type}`);
}

type ScreenCheck = (payer: Payer, input: PaymentInput, step: ModelStep) => Promise<void>;
const passing: ScreenCheck = async () => {};
const gone: ScreenCheck = async ({ page }, input) => {
  await expect(dialogOf(page, input)).toBeHidden();
  await expect(errorDialog(page)).toBeHidden();
};

/** One check per leaf state the walk reaches: what a person sees there. */
export const screenChecks: Record<string, ScreenCheck> = {
  opening: passing,
  'redirect.creating': passing,
  'wallet.creating': passing,
  'redirect.opened.checking': passing,
  'wallet.address.checking': passing,
  'redirect.idle': async ({ page }, input) => {
    await expect(dialogOf(page, input).getByText('Pay $10 with Alipay.', { exact: false })).toBeVisible();
    await expect(dialogOf(page, input).getByRole('button', { name: 'Pay with Alipay' })).toBeEnabled();
  },
  'redirect.opened.waiting': async (payer, input) => {
    // spec 2 §4: the checkout opened in a new window; the button reads 'done'.
    const dialog = dialogOf(payer.page, input);
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
    const again = dialog.getByRole('link', { name: 'Open the payment page again' });
    await expect(again).toHaveAttribute('href', /\/sandbox\/pay\/po_/);
    // The window is this order's checkout (not one an earlier path opened, reported late).
    await expect(await openedCheckout(payer)).toHaveURL((await again.getAttribute('href')) ?? '');
  },
  'redirect.failed': async ({ page }) => {
    await expect(errorDialog(page)).toContainText('The payment was declined by the provider.');
  },
  'wallet.choosing': async ({ page }, input, step) => {
    const dialog = dialogOf(page, input);
    const facts = (JSON.parse(step.key) as { facts: { currency: string | null; network: string | null } }).facts;
    await expect(dialog.getByText('Step 1: currency and network')).toBeVisible();
    await expect(dialog.getByLabel('Currency')).toHaveValue(facts.currency ?? '');
    if (facts.currency === 'USDC') {
      // spec 2 §4: USDC has no TRC-20.
      await expect(dialog.getByRole('radio', { name: 'TRC-20' })).toHaveCount(0);
      if (facts.network) await expect(dialog.getByRole('radio', { name: facts.network })).toBeChecked();
    }
    const next = dialog.getByRole('button', { name: 'Next' });
    if (facts.currency === null) await expect(next).toBeDisabled();
    else await expect(next).toBeEnabled();
  },
  'wallet.address.waiting': async ({ page }, input) => {
    const dialog = dialogOf(page, input);
    // spec 2 §4, §9: the address, the amount, the QR (130 px) and the rate's time.
    await expect(dialog.getByText('Step 2: send the payment')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Wallet address QR code' })).toHaveAttribute('width', '130');
    await expect(dialog.getByTestId('wallet-address')).not.toBeEmpty();
    await expect(dialog.getByText(/^1 USDC = .* USD, rate of /)).toBeVisible();
  },
  'wallet.failed': async ({ page }) => {
    await expect(errorDialog(page)).toContainText('The payment was declined by the provider.');
  },
  paid: async (payer, input, step) => {
    await gone(payer, input, step);
    await expect(payer.page.getByText('Payment received. Your balance was updated.')).toBeVisible();
  },
  closed: gone,
};
