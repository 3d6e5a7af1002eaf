/**
 * The payment dialogs (spec 2 §2 Payment screen and dialogs, §4 Payment, §7, §8): one chart for
 * every method, a region per dialog family, sharing the payment-error dialog and the wait for the
 * provider's confirmation.
 *
 * - `redirect` (Alipay, UnionPay, crypto through a provider): idle → creating (the button dimmed to
 *   0.45) → opened (the checkout in a new window, the button reads 'done'; a second click closes).
 * - `wechat`: LOADING until the order's URL arrives, then its QR code (140 px).
 * - `paypal`: the config and the buttons script (the URL the server gives — a local stand-in in the
 *   sandbox, never a CDN), the buttons, the order created on a press, approved, captured; COMPLETED
 *   shows 'Thank you for your payment!'. An order or script that cannot start shows 'Could not
 *   initiate PayPal Checkout...' with PayPal's hosted page as the fallback.
 * - `wallet` (crypto wallet): step 1 currency and network, step 2 address, amount, QR (130 px) and
 *   the rate's time, then 'done'. A failure clears the amount and the address.
 *
 * While a dialog waits on the provider, the chart asks for the order's state every `orderPoll`
 * (the provider's confirmation) and ends as paid when it is; a declined or expired order shows the
 * payment-error dialog. That dialog (spec 2 §4) shows the refusal's title and text; Try again
 * repeats the action, Close ends the chart (every pay flag cleared: the section starts clean).
 *
 * Each family is written with the factories of `dialogStates.ts` (a provider call, the wait, the
 * error dialog), so only where each leads is said here.
 *
 * Refusals outside the payment family were routed by the API layer (spec 1 §8); the chart only
 * decides where to be. The balance is the root's: the credit section refreshes it on `paid`.
 */
import { assign, setup } from 'xstate';
import { networksFor } from '../../../services/api/contract/paymentRules.ts';
import { RETCODE } from '../../../services/api/contract/retcodes.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { errorDialog, orderOf, providerCall, watching } from './dialogStates.ts';
import type {
  CaptureRequest,
  CaptureResult,
  CryptoCurrency,
  CryptoNetwork,
  OrderRequest,
  OrderStateResult,
  PaymentContext,
  PaymentError,
  PaymentEvent,
  PaymentInput,
  PaymentOutput,
  PaypalConfigResult,
  PaypalOrderResult,
  ScriptRequest,
  ScriptResult,
  SubmitRequest,
  SubmitResult,
  WalletRequest,
  WalletResult,
} from './types.ts';

/** spec 2 §8: the submit codes the payment-error dialog shows. */
export function isPaymentErrorCode(retcode: number): boolean {
  return (
    retcode === RETCODE.PAYMENT_PROVIDER_FAILED ||
    retcode === RETCODE.PAYMENT_SUBMIT_FAILED ||
    (retcode >= RETCODE.PAYMENT_ERROR_FIRST && retcode <= RETCODE.PAYMENT_ERROR_LAST)
  );
}

type Answer = { ok: true } | { ok: false; retcode: number; retmsg: string };
const refusedWithPaymentCode = (_: unknown, result: Answer) => !result.ok && isPaymentErrorCode(result.retcode);
const answered = (_: unknown, result: { ok: boolean }) => result.ok;
const errorOf = (result: Answer): PaymentError | null =>
  result.ok ? null : { retcode: result.retcode, retmsg: result.retmsg };

/** The checkout the order just stored opens (its action runs after the store). */
const paymentUrlOf = ({ context }: { context: PaymentContext }) => context.paymentUrl ?? '';
const approveUrlOf = ({ context }: { context: PaymentContext }) => context.approveUrl ?? '';

/** spec 2 §4: the networks a wallet currency offers (none for ETH and BCH). */
const networksOf = (currency: CryptoCurrency | null): readonly CryptoNetwork[] =>
  currency === null ? [] : networksFor(currency);

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /paySubmit (or /alipay/paySubmit, /cryptoCurrency/paySubmit): the order and its checkout page. */
    submitPayment: notProvided<SubmitResult, SubmitRequest>('submitPayment'),
    /** POST /etherPay/paySubmit: the wallet's address and amount. */
    submitWallet: notProvided<WalletResult, WalletRequest>('submitWallet'),
    /** GET /paypal/getPaypalConfig. */
    loadPaypalConfig: notProvided<PaypalConfigResult>('loadPaypalConfig'),
    /** Loads the buttons script the config names (the sandbox's stand-in; production: PayPal's SDK). */
    loadPaypalScript: notProvided<ScriptResult, ScriptRequest>('loadPaypalScript'),
    /** POST /paypal/paySubmit {productid, devicetype, createOrder}: data.transactionId. */
    createPaypalOrder: notProvided<PaypalOrderResult, SubmitRequest>('createPaypalOrder'),
    /** GET /paypal/capturePaymentIntent {paymentid}: status. */
    capturePaypal: notProvided<CaptureResult, CaptureRequest>('capturePaypal'),
    /** The order's state at the provider. */
    checkOrder: notProvided<OrderStateResult, OrderRequest>('checkOrder'),
  },
  actions: {
    /** Provided by the composition root: the checkout page in a new window (spec 2 §4). */
    openCheckout: (_, _url: string) => {},
    storeCheckout: assign((_, result: SubmitResult) =>
      result.ok ? { orderId: result.data.orderId, paymentUrl: result.data.paymentUrl } : {},
    ),
    storeError: assign((_, result: Answer) => ({ error: errorOf(result) })),
    /**
     * decision: a declined order shows the provider's failure (200201), an expired one 200045,
     * with the dialog's own text (the order carries no server message).
     */
    storeOrderFailure: assign((_, result: OrderStateResult) => ({
      error: {
        retcode:
          result.ok && result.data.status === 'expired'
            ? RETCODE.PAYMENT_ORDER_EXPIRED
            : RETCODE.PAYMENT_PROVIDER_FAILED,
        retmsg: '',
      },
    })),
    clearError: assign({ error: null }),
    selectCurrency: assign(({ context }, event: { currency: CryptoCurrency }) => {
      const networks = networksOf(event.currency);
      // spec 2 §4: a network the new currency does not offer is let go (USDC has no TRC-20).
      const network =
        context.network !== null && networks.includes(context.network) ? context.network : (networks[0] ?? null);
      return { currency: event.currency, network };
    }),
    selectNetwork: assign((_, event: { network: CryptoNetwork }) => ({ network: event.network })),
    storeWallet: assign((_, result: WalletResult) =>
      result.ok ? { wallet: result.data, orderId: result.data.orderId } : {},
    ),
    /** spec 2 §4 (§8): on crypto failure the amount and address are cleared. */
    clearWallet: assign({ wallet: null, orderId: null }),
    storePaypalConfig: assign((_, result: PaypalConfigResult) => (result.ok ? { paypal: result.data } : {})),
    storePaypalOrder: assign((_, result: PaypalOrderResult) =>
      result.ok
        ? { orderId: result.data.orderId, transactionId: result.data.transactionId, approveUrl: result.data.approveUrl }
        : {},
    ),
  },
  guards: {
    answered,
    refusedWithPaymentCode,
    orderPaid: (_, result: OrderStateResult) => result.ok && result.data.status === 'paid',
    orderFailed: (_, result: OrderStateResult) =>
      result.ok && (result.data.status === 'failed' || result.data.status === 'expired'),
    captureCompleted: (_, result: CaptureResult) => result.ok && result.data.status === 'COMPLETED',
    scriptLoaded: (_, result: ScriptResult) => result.ok,
    isRedirect: ({ context }) => context.family === 'redirect',
    isWechat: ({ context }) => context.family === 'wechat',
    isPaypal: ({ context }) => context.family === 'paypal',
    currencyOffered: ({ context }, event: { currency: CryptoCurrency }) =>
      context.walletCurrencies.includes(event.currency),
    networkOffered: ({ context }, event: { network: CryptoNetwork }) =>
      networksOf(context.currency).includes(event.network),
    /** Step 1 is complete: a currency, and a network where it needs one (spec 2 §4). */
    walletChosen: ({ context }) =>
      context.currency !== null && (networksOf(context.currency).length === 0 || context.network !== null),
  },
  delays: {
    /** The family's dialog is chosen on the next tick (a state of its own, so walks see it). */
    open: 0,
    /** decision: the order is asked for every 2 s while a dialog waits on the provider (its socket event refreshes the balance sooner). */
    orderPoll: 2000,
  },
}).createMachine({
  id: 'payment',
  description: 'A payment dialog: the method’s checkout, the wait for the provider, the payment-error dialog.',
  context: ({ input }) => ({
    ...input,
    currency: null,
    network: null,
    orderId: null,
    paymentUrl: null,
    wallet: null,
    paypal: null,
    transactionId: null,
    approveUrl: null,
    error: null,
  }),
  output: ({ event }) => event.output as PaymentOutput,
  initial: 'opening',
  on: { 'dialog.close': '.closed' },
  states: {
    opening: {
      description: 'The dialog of the method’s family opens (at once: `open` is no wait).',
      after: {
        open: [
          { guard: 'isRedirect', target: 'redirect' },
          { guard: 'isWechat', target: 'wechat' },
          { guard: 'isPaypal', target: 'paypal' },
          { target: 'wallet' },
        ],
      },
    },
    redirect: {
      description: 'Alipay, UnionPay, crypto through a provider: the checkout opens in a new window.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The dialog’s pay button is ready.',
          on: { 'pay.start': 'creating' },
        },
        creating: providerCall({
          description: 'The order is created; the button is dimmed (opacity 0.45).',
          src: 'submitPayment',
          input: orderOf,
          when: 'answered',
          next: {
            target: 'opened',
            actions: [
              { type: 'storeCheckout', params: outputOf },
              { type: 'openCheckout', params: paymentUrlOf },
            ],
          },
          refused: 'failed',
          otherwise: { target: 'idle' },
        }),
        opened: {
          description: 'The checkout is open in a new window; the button reads ‘done’ and a second click closes.',
          on: { 'pay.done': '#payment.closed' },
          ...watching('#payment.redirect.failed'),
        },
        failed: errorDialog('creating'),
      },
    },
    wechat: {
      description: 'WeChat: LOADING until the order’s URL arrives, then its QR code (140 px).',
      initial: 'loading',
      states: {
        loading: providerCall({
          description: 'LOADING: the order is created.',
          src: 'submitPayment',
          input: orderOf,
          when: 'answered',
          next: { target: 'qr', actions: [{ type: 'storeCheckout', params: outputOf }] },
          refused: 'failed',
          otherwise: { target: '#payment.closed' },
        }),
        qr: {
          description: 'The QR code of the order’s URL shows until the provider confirms.',
          ...watching('#payment.wechat.failed'),
        },
        failed: errorDialog('loading'),
      },
    },
    paypal: {
      description: 'PayPal: the smart buttons (spec 2 §4), or its hosted page when they cannot start.',
      initial: 'config',
      states: {
        config: {
          description: 'GET /paypal/getPaypalConfig.',
          tags: ['busy'],
          invoke: {
            id: 'loadPaypalConfig',
            src: 'loadPaypalConfig',
            onDone: [
              {
                guard: { type: 'answered', params: outputOf },
                target: 'script',
                actions: { type: 'storePaypalConfig', params: outputOf },
              },
              { target: 'unavailable' },
            ],
            onError: { target: 'unavailable' },
          },
        },
        script: {
          description: 'The buttons script the config names loads.',
          tags: ['busy'],
          invoke: {
            id: 'loadPaypalScript',
            src: 'loadPaypalScript',
            input: ({ context }) => context.paypal ?? { clientId: '', sdkUrl: '', currency: '' },
            onDone: [
              { guard: { type: 'scriptLoaded', params: outputOf }, target: 'buttons' },
              { target: 'unavailable' },
            ],
            onError: { target: 'unavailable' },
          },
        },
        buttons: {
          description: 'PayPal’s buttons show; a press creates the order.',
          on: {
            'paypal.createOrder': 'creatingOrder',
            'paypal.failed': 'unavailable',
          },
        },
        creatingOrder: providerCall({
          description: 'POST /paypal/paySubmit: the order (transactionId) the buttons approve.',
          src: 'createPaypalOrder',
          input: orderOf,
          when: 'answered',
          next: { target: 'approving', actions: [{ type: 'storePaypalOrder', params: outputOf }] },
          refused: 'failed',
          // spec 2 §8: 'Could not initiate PayPal Checkout...'.
          otherwise: { target: 'unavailable' },
        }),
        approving: {
          description: 'PayPal’s approval window is open with the order.',
          on: {
            'paypal.approved': 'capturing',
            'paypal.cancelled': 'buttons',
            'paypal.failed': 'unavailable',
          },
        },
        capturing: providerCall({
          description: 'GET /paypal/capturePaymentIntent: COMPLETED means paid.',
          src: 'capturePaypal',
          input: ({ context }) => ({ transactionId: context.transactionId ?? '' }),
          when: 'captureCompleted',
          next: { target: 'completed' },
          refused: 'failed',
          otherwise: { target: 'buttons' },
        }),
        completed: {
          description: '‘Thank you for your payment!’ (spec 2 §4); OK ends the dialog as paid.',
          on: { 'completed.ok': '#payment.paid' },
        },
        unavailable: {
          description: '‘Could not initiate PayPal Checkout...’ with PayPal’s hosted page as the fallback.',
          on: { 'paypal.hostedForm': 'hostedCreating' },
        },
        hostedCreating: providerCall({
          description: 'The order for PayPal’s hosted page is created.',
          src: 'createPaypalOrder',
          input: orderOf,
          when: 'answered',
          next: {
            target: 'hosted',
            actions: [
              { type: 'storePaypalOrder', params: outputOf },
              { type: 'openCheckout', params: approveUrlOf },
            ],
          },
          refused: 'hostedFailed',
          otherwise: { target: 'unavailable' },
        }),
        hosted: {
          description: 'PayPal’s hosted page is open in a new window; ‘done’ closes the dialog.',
          on: { 'pay.done': '#payment.closed' },
          ...watching('#payment.paypal.hostedFailed'),
        },
        failed: errorDialog('buttons'),
        hostedFailed: errorDialog('hostedCreating'),
      },
    },
    wallet: {
      description: 'The crypto wallet: step 1 currency and network, step 2 address, amount and QR (130 px).',
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Step 1: a currency from the enabled ones and, where it needs one, a network.',
          on: {
            'currency.select': {
              guard: { type: 'currencyOffered', params: eventOf },
              actions: { type: 'selectCurrency', params: eventOf },
            },
            'network.select': {
              guard: { type: 'networkOffered', params: eventOf },
              actions: { type: 'selectNetwork', params: eventOf },
            },
            'wallet.next': { guard: 'walletChosen', target: 'creating' },
          },
        },
        creating: providerCall({
          description: 'POST /etherPay/paySubmit: the address and the amount at the rate.',
          src: 'submitWallet',
          input: ({ context }) => ({
            order: context.order,
            currency: context.currency ?? 'USDT',
            network: context.network,
          }),
          when: 'answered',
          next: { target: 'address', actions: [{ type: 'storeWallet', params: outputOf }] },
          refused: 'failed',
          otherwise: { target: 'choosing', actions: ['clearWallet'] },
        }),
        address: {
          description: 'Step 2: the address, the amount, the QR and the rate’s time; ‘done’ closes.',
          on: { 'pay.done': '#payment.closed' },
          ...watching('#payment.wallet.failed'),
        },
        failed: {
          ...errorDialog('creating'),
          entry: 'clearWallet',
        },
      },
    },
    paid: {
      type: 'final',
      description: 'The provider confirmed the payment; the balance rises.',
      output: { status: 'paid' } satisfies PaymentOutput,
    },
    closed: {
      type: 'final',
      description: 'The dialog was closed; every pay flag is cleared.',
      output: { status: 'closed' } satisfies PaymentOutput,
    },
  },
});

export type PaymentMachine = typeof paymentMachine;
