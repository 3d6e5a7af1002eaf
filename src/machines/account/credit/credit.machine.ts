/**
 * The recharge (credit) section (spec 2 §2 Payment screen, §4 Payment, §5, §9): the person picks
 * a tier or a custom amount (seeing its gift), a method among those the server enables, and
 * presses Pay; the method's dialog is the `payment` chart, invoked while it shows.
 *
 * - A method that needs a verified phone (the flags' `needSetPhone`) asks the server again first
 *   — a phone verified meanwhile counts —, and if it still does, opens the verification modal in
 *   `charge` mode (spec 2 §4) instead of being chosen.
 * - Paid: the balance is refreshed (the root; the server's `payment` socket event refreshes every
 *   other tab) and a notice shows. After any dialog, with the plans page's return URL the person
 *   goes to the numbers tab, plans section (spec 2 §2, spec 3 §2).
 */
import { assign, setup } from 'xstate';
import { checkCustomAmount, paymentsOf } from '../../../services/api/contract/paymentRules.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { paymentMachine } from '../payment/payment.machine.ts';
import type { PaymentInput, PaymentOutput } from '../payment/types.ts';
import { choiceAllowed, familyOf, needsPhone, offeredMethods, walletCurrencies } from './recharge.ts';
import type { CreditContext, CreditEvent, CreditInput, MethodsResult, SectionMethod } from './types.ts';

/** The amount the choice pays, or null when nothing payable is chosen. */
export function amountOf(context: CreditContext): number | null {
  const { choice } = context;
  if (choice === null) return null;
  if (choice.kind === 'tier') return choice.amount;
  const custom = checkCustomAmount(context.platform, context.customText);
  return custom.ok ? custom.amount : null;
}

/** The dialog's input: what the section chose. Invariant: entered only when `canPay`. */
export function paymentInputOf(context: CreditContext): PaymentInput {
  const method = context.method ?? 'alipay';
  return {
    platform: context.platform,
    family: familyOf(method),
    order: {
      flag: method === 'wallet' ? null : method,
      amount: amountOf(context) ?? 0,
      custom: context.choice?.kind === 'custom',
    },
    returnUrl: context.returnUrl,
    walletCurrencies: context.methods ? walletCurrencies(context.methods) : [],
  };
}

const offered = (context: CreditContext, method: SectionMethod) =>
  context.methods !== null && offeredMethods(context.methods).includes(method);

export const creditMachine = setup({
  types: {
    context: {} as CreditContext,
    events: {} as CreditEvent,
    input: {} as CreditInput,
    tags: {} as 'busy',
  },
  actors: {
    /** GET /getPaymentMethods: the flags for this brand and account. */
    loadMethods: notProvided<MethodsResult>('loadMethods'),
    payment: paymentMachine,
  },
  actions: {
    storeMethods: assign((_, result: MethodsResult) => (result.ok ? { methods: result.data } : {})),
    selectTier: assign((_, event: { amount: number }) => ({ choice: { kind: 'tier' as const, amount: event.amount } })),
    selectCustom: assign({ choice: { kind: 'custom' as const } }),
    changeCustom: assign((_, event: { value: string }) => ({
      choice: { kind: 'custom' as const },
      customText: event.value,
    })),
    /** spec 2 §4: PayPal disables the custom amount; crypto on wephone and wetalk the gift tiers. */
    selectMethod: assign(({ context }, params: { method: SectionMethod }) => ({
      method: params.method,
      pendingMethod: null,
      choice: choiceAllowed(context.platform, params.method, context.choice) ? context.choice : null,
    })),
    storePending: assign((_, event: { method: SectionMethod }) => ({ pendingMethod: event.method })),
    forgetPending: assign({ pendingMethod: null }),
    /** spec 2 §4: a method that needs a verified phone opens the verification modal in charge mode. */
    askForPhone: ({ system }) => tell(system, SYSTEM_ID.overlays, { type: 'verify.open', mode: 'charge' }),
    storeReturnUrl: assign((_, event: { returnUrl: string | null }) => ({ returnUrl: event.returnUrl })),
    /** The balance is the root's (spec 2 §4: it rises by amount + gift). */
    refreshBalance: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'balance.refresh' }),
    noticePaid: ({ system }) =>
      tell(system, SYSTEM_ID.overlays, {
        type: 'snackbar.show',
        notice: { messageKey: 'payments.paid.notice' },
        tone: 'info',
      }),
    /** spec 2 §2, spec 3 §2: with a return URL, the numbers tab and then the hosted plans page. */
    returnToPlans: ({ context, system }) => {
      if (context.returnUrl !== null) tell(system, SYSTEM_ID.app, { type: 'plans.open' });
    },
    forgetReturnUrl: assign({ returnUrl: null }),
    reportUnexpectedError: ({ event }) => console.error('credit: unexpected failure', event),
  },
  guards: {
    answered: (_, result: { ok: boolean }) => result.ok,
    offeredMethod: ({ context }, event: { method: SectionMethod }) => offered(context, event.method),
    methodNeedsPhone: ({ context }, event: { method: SectionMethod }) =>
      context.methods !== null && offered(context, event.method) && needsPhone(context.methods, event.method),
    stillNeedsPhone: ({ context }, result: MethodsResult) =>
      !result.ok || context.pendingMethod === null || needsPhone(result.data, context.pendingMethod),
    /** spec 2 §4: a tier the method allows (the gift tiers are disabled for crypto on wephone, wetalk). */
    tierAllowed: ({ context }, event: { amount: number }) =>
      choiceAllowed(context.platform, context.method, { kind: 'tier', amount: event.amount }) &&
      paymentsOf(context.platform).tiers.some((tier) => tier.amount === event.amount),
    /** spec 2 §4: PayPal disables the custom amount. */
    customAllowed: ({ context }) => choiceAllowed(context.platform, context.method, { kind: 'custom' }),
    /** A method and a payable amount (spec 2 §5: the custom amount within the brand's range). */
    canPay: ({ context }) => context.method !== null && amountOf(context) !== null,
    isPaid: (_, output: PaymentOutput) => output.status === 'paid',
  },
}).createMachine({
  id: 'credit',
  description: 'The recharge section: amount, method, Pay, and the method’s payment dialog.',
  context: ({ input }) => ({
    platform: input.platform,
    returnUrl: input.returnUrl ?? null,
    methods: null,
    method: null,
    pendingMethod: null,
    choice: null,
    customText: String(paymentsOf(input.platform).custom.default),
  }),
  on: { 'recharge.returnUrl': { actions: { type: 'storeReturnUrl', params: eventOf } } },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /getPaymentMethods.',
      tags: ['busy'],
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        onDone: [
          {
            guard: { type: 'answered', params: outputOf },
            target: 'ready',
            actions: { type: 'storeMethods', params: outputOf },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable', actions: 'reportUnexpectedError' },
      },
    },
    unavailable: {
      description: 'The methods could not be loaded (the failure was routed); the person may try again.',
      on: { 'methods.reload': 'loading' },
    },
    ready: {
      description: 'Tiers, the custom amount and the enabled methods; Pay needs a method and a payable amount.',
      on: {
        'tier.select': {
          guard: { type: 'tierAllowed', params: eventOf },
          actions: { type: 'selectTier', params: eventOf },
        },
        'custom.select': { guard: 'customAllowed', actions: 'selectCustom' },
        'custom.change': { guard: 'customAllowed', actions: { type: 'changeCustom', params: eventOf } },
        'method.select': [
          {
            guard: { type: 'methodNeedsPhone', params: eventOf },
            target: 'checkingPhone',
            actions: { type: 'storePending', params: eventOf },
          },
          { guard: { type: 'offeredMethod', params: eventOf }, actions: { type: 'selectMethod', params: eventOf } },
        ],
        'pay.submit': { guard: 'canPay', target: 'paying' },
      },
    },
    checkingPhone: {
      description: 'The flags are asked for again: a phone verified meanwhile lets the method be chosen.',
      tags: ['busy'],
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        onDone: [
          {
            guard: { type: 'stillNeedsPhone', params: outputOf },
            target: 'ready',
            actions: [{ type: 'storeMethods', params: outputOf }, 'forgetPending', 'askForPhone'],
          },
          {
            target: 'ready',
            actions: [
              { type: 'storeMethods', params: outputOf },
              { type: 'selectMethod', params: ({ context }) => ({ method: context.pendingMethod ?? 'alipay' }) },
            ],
          },
        ],
        onError: { target: 'ready', actions: ['forgetPending', 'reportUnexpectedError'] },
      },
    },
    paying: {
      description: 'The method’s payment dialog shows (the `payment` chart).',
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => paymentInputOf(context),
        onDone: [
          {
            guard: { type: 'isPaid', params: outputOf },
            target: 'ready',
            actions: ['refreshBalance', 'noticePaid', 'returnToPlans', 'forgetReturnUrl'],
          },
          { target: 'ready', actions: ['returnToPlans', 'forgetReturnUrl'] },
        ],
        onError: { target: 'ready', actions: 'reportUnexpectedError' },
      },
    },
  },
});

export type CreditMachine = typeof creditMachine;
