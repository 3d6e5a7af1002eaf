/**
 * The state configs every payment dialog family is built from (spec 2 §4, §8): a call to the
 * provider, the wait for the provider's confirmation, and the payment-error dialog. Each family
 * in `payment.machine.ts` names only where these lead, so the rules of a call's answer, the
 * polling and Try again / Close are written once.
 */
import { outputOf } from '../../shared/params.ts';
import type { OrderRequest, PaymentContext, SubmitRequest } from './types.ts';

type ContextArgs = { context: PaymentContext };
/** A transition to a sibling (or `#payment.*`) with the chart's named actions. */
interface Transition {
  target: string;
  actions?: readonly unknown[];
}

/** The order as every call that creates one sends it. */
export const orderOf = ({ context }: ContextArgs): SubmitRequest => ({
  platform: context.platform,
  order: context.order,
  returnUrl: context.returnUrl,
});

type ProviderActor = 'submitPayment' | 'submitWallet' | 'createPaypalOrder' | 'capturePaypal';

interface ProviderCall<
  TSrc extends ProviderActor,
  TInput,
  TWhen extends 'answered' | 'captureCompleted',
  TNext extends Transition,
  TOtherwise extends Transition,
> {
  description: string;
  /** The chart's actor, also the invoke's id. */
  src: TSrc;
  input: (args: ContextArgs) => TInput;
  /** The answer that moves the dialog on: accepted (`answered`), or a capture COMPLETED. */
  when: TWhen;
  next: TNext;
  /** The family's payment-error dialog, for a refusal with a payment code (spec 2 §8). */
  refused: string;
  /** Any other refusal (the API layer already routed it: an alert, no credit …) or a call that failed. */
  otherwise: TOtherwise;
}

/** A call to the provider, the dialog busy meanwhile, and where each kind of answer leads. */
export function providerCall<
  const TSrc extends ProviderActor,
  TInput,
  const TWhen extends 'answered' | 'captureCompleted',
  const TNext extends Transition,
  const TOtherwise extends Transition,
>({ description, src, input, when, next, refused, otherwise }: ProviderCall<TSrc, TInput, TWhen, TNext, TOtherwise>) {
  return {
    description,
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      input,
      onDone: [
        { ...next, guard: { type: when, params: outputOf } },
        {
          guard: { type: 'refusedWithPaymentCode', params: outputOf },
          target: refused,
          actions: { type: 'storeError', params: outputOf },
        },
        otherwise,
      ],
      onError: otherwise,
    },
  } as const;
}

/**
 * The wait for the provider's confirmation while a dialog is open on its checkout: the order is
 * asked for every `orderPoll`; paid ends the chart, declined or expired goes to `failedTarget`.
 */
export function watching(failedTarget: string) {
  return {
    initial: 'waiting',
    states: {
      waiting: {
        description: 'The provider has not confirmed yet; the order is asked again after `orderPoll`.',
        after: { orderPoll: 'checking' },
      },
      checking: {
        description: 'The order’s state is asked for (the provider’s confirmation).',
        invoke: {
          id: 'checkOrder',
          src: 'checkOrder',
          input: ({ context }: ContextArgs): OrderRequest => ({ orderId: context.orderId ?? '' }),
          onDone: [
            { guard: { type: 'orderPaid', params: outputOf }, target: '#payment.paid' },
            {
              guard: { type: 'orderFailed', params: outputOf },
              target: failedTarget,
              actions: { type: 'storeOrderFailure', params: outputOf },
            },
            { target: 'waiting' },
          ],
          onError: { target: 'waiting' },
        },
      },
    },
  } as const;
}

/** The payment-error dialog of a family (spec 2 §4): Try again goes to `retryTarget`, Close ends. */
export function errorDialog(retryTarget: string) {
  return {
    description: 'The payment-error dialog: the refusal’s title and text, Close and Try again (spec 2 §4).',
    on: {
      'error.retry': { target: retryTarget, actions: 'clearError' },
      'error.close': '#payment.closed',
    },
  } as const;
}
