/**
 * Model-based test of the recharge section (spec 2 §2, §4, §5, §9): paths from `xstate/graph` on
 * wetalk (dollar tiers with gifts; crypto gives none) and cloudnumber (yuan tiers, custom up to
 * 2000), replayed on a real actor with a fake methods call and a fake payment dialog.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { creditMachine } from '../../src/machines/account/credit/credit.machine.ts';
import { creditToView } from '../../src/machines/account/credit/toView.ts';
import type { PaymentMethodsAnswer } from '../../src/services/api/contract/payments.ts';
import { networkFailure, ok } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snap = SnapshotFrom<typeof creditMachine>;
const unexpected = { error: new Error('unexpected failure') };

const NO_PHONE_NEEDED = {
  paypal: false,
  alipay: false,
  wechatpay: false,
  unionpay: false,
  cryptoPay: false,
  usdtPay: false,
  usdcPay: false,
  tusdPay: false,
  ethPay: false,
  bchPay: false,
  creditCard: false,
};
/** The account has no phone: the wallet currencies need one first (spec 2 §4). */
const METHODS: PaymentMethodsAnswer = {
  ...NO_PHONE_NEEDED,
  paypal: true,
  alipay: true,
  usdtPay: true,
  usdcPay: true,
  needSetPhone: { ...NO_PHONE_NEEDED, usdtPay: true, usdcPay: true },
};
/** The same after a phone was verified. */
const METHODS_WITH_PHONE: PaymentMethodsAnswer = { ...METHODS, needSetPhone: NO_PHONE_NEEDED };

const events = {
  // 7 is no tier; 10 carries a gift on wetalk (and is a cloudnumber tier too).
  'tier.select': [{ amount: 10 }, { amount: 7 }],
  'custom.select': {},
  // 150 is within both brands' range; 5 is below it.
  'custom.change': [{ value: '150' }, { value: '5' }],
  // unionpay is not enabled here.
  'method.select': [{ method: 'paypal' }, { method: 'alipay' }, { method: 'wallet' }, { method: 'unionpay' }],
  'pay.submit': {},
  'methods.reload': {},
  'recharge.returnUrl': [{ returnUrl: 'https://plans.example/checkout' }],
  'xstate.done.actor.loadMethods': (s: Snap) =>
    s.matches('checkingPhone')
      ? [{ output: ok(METHODS_WITH_PHONE) }, { output: ok(METHODS) }]
      : [{ output: ok(METHODS) }, { output: networkFailure }],
  'xstate.error.actor.loadMethods': unexpected,
  'xstate.done.actor.payment': [{ output: { status: 'paid' } }, { output: { status: 'closed' } }],
  'xstate.error.actor.payment': unexpected,
} satisfies EventTable<typeof creditMachine>;

const stepIs = (replay: Replay<Snap>, type: string) => replay.step.event.type === type;
const payload = <T>(replay: Replay<Snap>) => replay.step.event as unknown as T;

const checks = {
  loading: (s, replay) => {
    expect(replay.running('loadMethods')).toBeDefined();
    expect(creditToView(s)).toMatchObject({ status: 'loading', canPay: false });
  },
  unavailable: (s) => {
    expect(creditToView(s)).toMatchObject({ status: 'unavailable', methods: [] });
  },
  ready: (s, replay) => {
    const view = creditToView(s);
    const { platform } = s.context;
    expect(view.status).toBe('ready');
    // spec 2 §6: the methods shown are the enabled ones; the wallet is marked as needing a phone.
    expect(view.methods.map((m) => m.method)).toEqual(['paypal', 'alipay', 'wallet']);
    // spec 2 §9: the brand's tiers.
    expect(view.tiers.map((t) => t.amount)).toEqual(
      platform === 'cloudnumber' ? [5, 10, 50, 100, 500] : [2, 5, 10, 20, 50, 100],
    );
    // spec 2 §5: the custom range.
    expect([view.custom.min, view.custom.max]).toEqual(platform === 'cloudnumber' ? [11, 2000] : [11, 200]);
    // spec 2 §4: PayPal disables the custom amount.
    expect(view.custom.allowed).toBe(s.context.method !== 'paypal');
    if (s.context.method === 'paypal') expect(s.context.choice?.kind).not.toBe('custom');
    // spec 2 §4: on wetalk crypto disables the gift tiers and gives no gift.
    if (platform === 'wetalk' && s.context.method === 'wallet') {
      expect(view.tiers.filter((t) => t.disabled).map((t) => t.amount)).toEqual([10, 20, 50, 100]);
      expect(view.tiers.every((t) => t.gift === 0)).toBe(true);
      expect(s.context.choice).not.toEqual({ kind: 'tier', amount: 10 });
    }
    // spec 2 §9: 10 brings a gift of 1 on wetalk with a fiat method; a custom amount none.
    if (s.context.choice?.kind === 'tier' && s.context.choice.amount === 10)
      expect(view.gift).toBe(platform === 'wetalk' && s.context.method !== 'wallet' ? 1 : 0);
    if (s.context.choice?.kind === 'custom') expect(view.gift).toBe(0);
    if (view.custom.selected && s.context.customText === '5') expect(view.custom.problem).toBe('belowMin');
    expect(view.canPay).toBe(s.context.method !== null && view.amount !== null);
    // A method that still needs a phone was not chosen: the verification modal opened in charge mode.
    if (stepIs(replay, 'xstate.done.actor.loadMethods') && replay.previous?.matches('checkingPhone')) {
      const phoneSet =
        payload<{ output: { data: PaymentMethodsAnswer } }>(replay).output.data.needSetPhone.usdtPay === false;
      expect(s.context.method === 'wallet').toBe(phoneSet);
      expect(replay.effects.some((e) => e.type === 'askForPhone')).toBe(!phoneSet);
    }
    if (stepIs(replay, 'xstate.done.actor.payment')) {
      const paid = payload<{ output: { status: string } }>(replay).output.status === 'paid';
      // Paid: the balance rises (the root refreshes it) and a notice shows.
      expect(replay.effects.some((e) => e.type === 'refreshBalance')).toBe(paid);
      expect(replay.effects.some((e) => e.type === 'noticePaid')).toBe(paid);
      // spec 2 §2, spec 3 §2: the return URL leads back to the plans page, once.
      expect(replay.effects.some((e) => e.type === 'returnToPlans')).toBe(true);
      expect(s.context.returnUrl).toBeNull();
    }
  },
  checkingPhone: (s, replay) => {
    expect(replay.running('loadMethods')).toBeDefined();
    expect(s.context.pendingMethod).toBe('wallet');
    expect(creditToView(s).busy).toBe(true);
  },
  paying: (s, replay) => {
    const input = replay.running('payment')?.input as Record<string, unknown> | undefined;
    const custom = s.context.choice?.kind === 'custom';
    expect(input).toMatchObject({
      platform: s.context.platform,
      order: {
        flag: s.context.method === 'wallet' ? null : s.context.method,
        amount: custom ? 150 : s.context.choice?.kind === 'tier' ? s.context.choice.amount : -1,
        custom,
      },
      returnUrl: s.context.returnUrl,
    });
    const families: Record<string, string> = { paypal: 'paypal', alipay: 'redirect', wallet: 'wallet' };
    expect(input?.family).toBe(families[s.context.method ?? '']);
    if (s.context.method === 'wallet') expect(input?.walletCurrencies).toEqual(['USDT', 'USDC']);
  },
} satisfies Checks<typeof creditMachine>;

testModel({
  name: 'credit',
  machine: creditMachine,
  inputs: [{ platform: 'wetalk' }, { platform: 'cloudnumber' }],
  events,
  checks,
  // The unexpected failures are the ones the table makes happen: nothing to log.
  actions: { reportUnexpectedError: () => {} },
  serialize: (s) => ({
    platform: s.context.platform,
    loaded: s.context.methods !== null,
    method: s.context.method,
    choice: s.context.choice,
    custom: s.context.customText,
    returnUrl: s.context.returnUrl !== null,
  }),
});
