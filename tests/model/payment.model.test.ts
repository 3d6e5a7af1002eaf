/**
 * Model-based test of the payment dialogs (spec 2 §2, §4, §8, §9): paths from `xstate/graph` for
 * each dialog family, replayed on a real actor with fake calls, every state's promise checked on
 * the dialog's picture (`paymentToView`).
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { paymentMachine } from '../../src/machines/account/payment/payment.machine.ts';
import { CREATING_OPACITY, paymentToView, QR_SIZE } from '../../src/machines/account/payment/toView.ts';
import type { PaymentInput } from '../../src/machines/account/payment/types.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snap = SnapshotFrom<typeof paymentMachine>;
const unexpected = { error: new Error('unexpected failure') };

const ORDER_ID = 'po_AAAAAAAAAAAAAAAAAAAAAA';
const CHECKOUT = { orderId: ORDER_ID, paymentUrl: 'http://127.0.0.1/sandbox/pay/po_AAAAAAAAAAAAAAAAAAAAAA' };
const WALLET = {
  orderId: ORDER_ID,
  currency: 'USDC' as const,
  network: 'BSC' as const,
  rechargeAmount: '10.000000',
  walletAddress: '0xSANDBOX0000000000000000000000000000000001',
  cryptoToLegalRate: '1.00',
  queryRateTime: 1_700_000_000_000,
};
const PAYPAL_CONFIG = { clientId: 'sandbox-client', sdkUrl: '/sandbox/paypal/sdk.js', currency: 'USD' };
const PAYPAL_ORDER = { orderId: ORDER_ID, transactionId: '5O190127TN364715T', approveUrl: CHECKOUT.paymentUrl };

const base = { platform: 'wetalk' as const, returnUrl: null, walletCurrencies: [] };
const INPUTS: PaymentInput[] = [
  { ...base, family: 'redirect', order: { flag: 'alipay', amount: 10, custom: false } },
  { ...base, family: 'wechat', order: { flag: 'wechatpay', amount: 150, custom: true } },
  { ...base, family: 'paypal', order: { flag: 'paypal', amount: 20, custom: false } },
  {
    ...base,
    family: 'wallet',
    order: { flag: null, amount: 5, custom: false },
    walletCurrencies: ['USDT', 'USDC', 'ETH'],
  },
];

const events = {
  'pay.start': {},
  'pay.done': {},
  'dialog.close': {},
  // TUSD is not enabled in the input.
  'currency.select': [{ currency: 'USDC' }, { currency: 'ETH' }, { currency: 'TUSD' }],
  // USDC has no TRC-20 (spec 2 §4).
  'network.select': [{ network: 'BSC' }, { network: 'TRC-20' }],
  'wallet.next': {},
  'paypal.createOrder': {},
  'paypal.approved': {},
  'paypal.cancelled': {},
  'paypal.failed': {},
  'paypal.hostedForm': {},
  'completed.ok': {},
  'error.retry': {},
  'error.close': {},
  'xstate.done.actor.submitPayment': [
    { output: ok(CHECKOUT) },
    { output: refused(RETCODE.PAYMENT_AMOUNT_REFUSED, 'That amount cannot be paid.') },
    { output: refused(RETCODE.INSUFFICIENT_BALANCE) },
  ],
  'xstate.error.actor.submitPayment': unexpected,
  'xstate.done.actor.submitWallet': [
    { output: ok(WALLET) },
    { output: refused(RETCODE.PAYMENT_NETWORK_REFUSED, 'Network refused.') },
    { output: networkFailure },
  ],
  'xstate.error.actor.submitWallet': unexpected,
  'xstate.done.actor.loadPaypalConfig': [{ output: ok(PAYPAL_CONFIG) }, { output: networkFailure }],
  'xstate.error.actor.loadPaypalConfig': unexpected,
  'xstate.done.actor.loadPaypalScript': [{ output: { ok: true } }, { output: { ok: false } }],
  'xstate.error.actor.loadPaypalScript': unexpected,
  'xstate.done.actor.createPaypalOrder': [
    { output: ok(PAYPAL_ORDER) },
    { output: refused(RETCODE.PAYMENT_TOO_MANY_ORDERS, 'Too many open orders.') },
    { output: networkFailure },
  ],
  'xstate.error.actor.createPaypalOrder': unexpected,
  'xstate.done.actor.capturePaypal': [
    { output: ok({ status: 'COMPLETED' }) },
    { output: refused(RETCODE.PAYMENT_PROVIDER_FAILED, 'Not approved.') },
    { output: networkFailure },
  ],
  'xstate.error.actor.capturePaypal': unexpected,
  'xstate.done.actor.checkOrder': [
    { output: ok({ status: 'created' }) },
    { output: ok({ status: 'paid' }) },
    { output: ok({ status: 'failed' }) },
    { output: ok({ status: 'expired' }) },
  ],
  'xstate.error.actor.checkOrder': unexpected,
} satisfies EventTable<typeof paymentMachine>;

const stepIs = (replay: Replay<Snap>, type: string) => replay.step.event.type === type;
const view = paymentToView;

/** A dialog waiting on the provider: the order is asked for after `orderPoll` (2 s). */
const waiting = (s: Snap, replay: Replay<Snap>) => {
  expect(replay.running('checkOrder')).toBeUndefined();
  expect(s.context.orderId).toBe(ORDER_ID);
  if (stepIs(replay, 'xstate.done.actor.checkOrder')) expect(replay.elapsed).toBe(0);
};
const checking = (s: Snap, replay: Replay<Snap>) => {
  expect(replay.running('checkOrder')?.input).toEqual({ orderId: s.context.orderId });
  // The question goes out `orderPoll` (2 s) after the wait began.
  if (replay.step.event.type.startsWith('xstate.after.orderPoll.')) expect(replay.elapsed).toBe(2000);
};
/** spec 2 §4, §8: the payment-error dialog with the refusal's code and text. */
const errorShown = (s: Snap, replay: Replay<Snap>) => {
  const v = view(s);
  expect(v.step).toBe('error');
  expect(v.error).not.toBeNull();
  if (stepIs(replay, 'xstate.done.actor.checkOrder')) {
    const status = (replay.step.event as unknown as { output: { data: { status: string } } }).output.data.status;
    // decision: declined → 200201, expired → 200045, with the dialog's own text.
    expect(v.error).toEqual({
      retcode: status === 'expired' ? RETCODE.PAYMENT_ORDER_EXPIRED : RETCODE.PAYMENT_PROVIDER_FAILED,
      retmsg: '',
    });
    expect(v.errorText).toBe(status === 'expired' ? 'expired' : 'declined');
  } else {
    expect(v.error?.retmsg).not.toBe('');
  }
};
const submitInput = (s: Snap) => ({ platform: 'wetalk', order: s.context.order, returnUrl: null });

const checks = {
  opening: (s) => {
    expect(view(s).step).toBe('opening');
  },
  'redirect.idle': (s, replay) => {
    expect(view(s)).toMatchObject({ step: 'redirect.idle', busy: false });
    // A refusal of another kind was routed by the API layer; the dialog is ready again.
    if (stepIs(replay, 'xstate.done.actor.submitPayment')) expect(s.context.orderId).toBeNull();
  },
  'redirect.creating': (s, replay) => {
    expect(replay.running('submitPayment')?.input).toEqual(submitInput(s));
    // spec 2 §4: the button is dimmed to 0.45 while the order is created.
    expect(view(s)).toMatchObject({ step: 'redirect.creating', busy: true });
    expect(CREATING_OPACITY).toBe(0.45);
  },
  'redirect.opened.waiting': (s, replay) => {
    waiting(s, replay);
    expect(view(s)).toMatchObject({ step: 'redirect.opened', paymentUrl: CHECKOUT.paymentUrl });
    // spec 2 §4: the checkout opens in a new window, once.
    if (stepIs(replay, 'xstate.done.actor.submitPayment'))
      expect(replay.effects.filter((e) => e.type === 'openCheckout')).toEqual([
        { type: 'openCheckout', params: CHECKOUT.paymentUrl },
      ]);
  },
  'redirect.opened.checking': checking,
  'redirect.failed': errorShown,
  'wechat.loading': (s, replay) => {
    expect(replay.running('submitPayment')?.input).toEqual(submitInput(s));
    expect(view(s)).toMatchObject({ step: 'wechat.loading', busy: true });
  },
  'wechat.qr.waiting': (s, replay) => {
    waiting(s, replay);
    // spec 2 §4, §9: the QR (140 px) encodes the checkout URL; nothing opens a window.
    expect(view(s)).toMatchObject({ step: 'wechat.qr', paymentUrl: CHECKOUT.paymentUrl });
    expect(QR_SIZE.wechat).toBe(140);
    expect(replay.effects.map((e) => e.type)).not.toContain('openCheckout');
  },
  'wechat.qr.checking': checking,
  'wechat.failed': errorShown,
  'paypal.config': (s, replay) => {
    expect(replay.running('loadPaypalConfig')).toBeDefined();
    expect(view(s).step).toBe('paypal.loading');
  },
  'paypal.script': (s, replay) => {
    // The script the config names (the sandbox's stand-in), never a CDN.
    expect(replay.running('loadPaypalScript')?.input).toEqual(PAYPAL_CONFIG);
    expect(view(s).step).toBe('paypal.loading');
  },
  'paypal.buttons': (s) => {
    expect(view(s).step).toBe('paypal.buttons');
  },
  'paypal.creatingOrder': (s, replay) => {
    expect(replay.running('createPaypalOrder')?.input).toEqual(submitInput(s));
    expect(view(s)).toMatchObject({ step: 'paypal.buttons', busy: true });
  },
  'paypal.approving': (s) => {
    expect(view(s)).toMatchObject({ step: 'paypal.approving', transactionId: PAYPAL_ORDER.transactionId });
  },
  'paypal.capturing': (s, replay) => {
    expect(replay.running('capturePaypal')?.input).toEqual({ transactionId: PAYPAL_ORDER.transactionId });
    expect(view(s).step).toBe('paypal.capturing');
  },
  'paypal.completed': (s) => {
    // spec 2 §4: COMPLETED shows 'Thank you for your payment!'.
    expect(view(s).step).toBe('paypal.completed');
  },
  'paypal.unavailable': (s) => {
    // spec 2 §8: 'Could not initiate PayPal Checkout...' with the hosted page as the fallback.
    expect(view(s)).toMatchObject({ step: 'paypal.unavailable', busy: false });
  },
  'paypal.hostedCreating': (s, replay) => {
    expect(replay.running('createPaypalOrder')?.input).toEqual(submitInput(s));
    expect(view(s)).toMatchObject({ step: 'paypal.unavailable', busy: true });
  },
  'paypal.hosted.waiting': (s, replay) => {
    waiting(s, replay);
    expect(view(s)).toMatchObject({ step: 'paypal.hosted', approveUrl: PAYPAL_ORDER.approveUrl });
    if (stepIs(replay, 'xstate.done.actor.createPaypalOrder'))
      expect(replay.effects).toContainEqual({ type: 'openCheckout', params: PAYPAL_ORDER.approveUrl });
  },
  'paypal.hosted.checking': checking,
  'paypal.failed': errorShown,
  'paypal.hostedFailed': errorShown,
  'wallet.choosing': (s, replay) => {
    const v = view(s);
    expect(v.currencies).toEqual(['USDT', 'USDC', 'ETH']);
    // spec 2 §4: USDC has no TRC-20; ETH and BCH send none.
    if (s.context.currency === 'USDC') expect(v.networks).toEqual(['ERC-20', 'BSC', 'Polygon']);
    if (s.context.currency === 'ETH') expect(v.networks).toEqual([]);
    if (s.context.currency === 'ETH') expect(s.context.network).toBeNull();
    expect(v.canNext).toBe(s.context.currency !== null);
    // spec 2 §4: a crypto failure clears the amount and the address.
    expect(s.context.wallet).toBeNull();
    if (stepIs(replay, 'network.select') && replay.previous?.context.currency === 'USDC')
      expect(s.context.network).not.toBe('TRC-20');
  },
  'wallet.creating': (s, replay) => {
    expect(replay.running('submitWallet')?.input).toEqual({
      order: s.context.order,
      currency: s.context.currency,
      network: s.context.network,
    });
    expect(view(s).busy).toBe(true);
  },
  'wallet.address.waiting': (s, replay) => {
    waiting(s, replay);
    // spec 2 §4, §9: step 2 shows the address, the amount, the QR (130 px) and the rate's time.
    expect(view(s)).toMatchObject({ step: 'wallet.address', wallet: WALLET });
    expect(QR_SIZE.wallet).toBe(130);
  },
  'wallet.address.checking': checking,
  'wallet.failed': (s, replay) => {
    errorShown(s, replay);
    expect(s.context.wallet).toBeNull();
  },
  paid: (s) => {
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ status: 'paid' });
  },
  closed: (s) => {
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ status: 'closed' });
    expect(view(s).step).toBe('ended');
  },
} satisfies Checks<typeof paymentMachine>;

testModel({
  name: 'payment',
  machine: paymentMachine,
  inputs: INPUTS,
  events,
  checks,
  serialize: (s) => ({
    family: s.context.family,
    currency: s.context.currency,
    network: s.context.network,
    wallet: s.context.wallet !== null,
    error: s.context.error?.retcode ?? null,
  }),
});
