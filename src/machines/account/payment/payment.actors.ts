/**
 * The payment dialogs' injected actors, built from the API and the browser's checkout:
 * `paymentMachine.provide({ actors: paymentActors(api, checkout), actions: paymentActions(checkout) })`.
 * The boundary of builders: the section's choice becomes the calls' bodies here (spec 2 §3
 * payment request, product id, custom_amount only for a custom amount). Refusals come back as
 * values; the API layer has already routed them.
 */
import { fromPromise } from 'xstate';
import { CUSTOM_PRODUCT, paymentsOf, productIdOf } from '../../../services/api/contract/paymentRules.ts';
import { type PaymentFlag, WALLET_FLAG_OF } from '../../../services/api/contract/payments.ts';
import type { Api } from '../../../services/api/createApi.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import { type Checkout, paypalScriptUrl } from '../../../services/payments/checkout.ts';
import type {
  CaptureRequest,
  CaptureResult,
  OrderRequest,
  OrderStateResult,
  PaymentOrder,
  PaypalConfigResult,
  PaypalOrderResult,
  ScriptRequest,
  ScriptResult,
  SubmitRequest,
  SubmitResult,
  WalletRequest,
  WalletResult,
} from './types.ts';

export type PaymentApi = Pick<
  Api,
  | 'paySubmit'
  | 'alipayPaySubmit'
  | 'cryptoCurrencyPaySubmit'
  | 'etherPaySubmit'
  | 'getPaypalConfig'
  | 'paypalPaySubmit'
  | 'capturePaymentIntent'
  | 'getPayOrder'
  | 'getAdConfig'
>;

/** spec 2 §3: the product id and, for a custom amount (gift '-1'), custom_amount. */
export function productOf(flag: PaymentFlag, order: PaymentOrder): { productId: string; custom_amount?: number } {
  return order.custom
    ? { productId: productIdOf(flag, CUSTOM_PRODUCT), custom_amount: order.amount }
    : { productId: productIdOf(flag, order.amount) };
}

function flagOf(order: PaymentOrder): PaymentFlag {
  if (order.flag === null) throw new Error('payment: a redirect order without its method');
  return order.flag;
}

/** The answer's fields the chart reads, or the refusal as it was. */
function pick<T, P>(result: ApiResult<T>, map: (data: T) => P): ApiResult<P> {
  return result.ok ? { ok: true, data: map(result.data) } : result;
}

/**
 * spec 3 §3 Other web: payBackUrl, asked for at each payment (it is the brand's, and small); null
 * when the configuration has none or could not be loaded — the page's own address then
 * (`returnUrlOf`, docs/payments-client.md). A failed load was routed by the API layer.
 */
async function payBackUrlOf(api: Pick<Api, 'getAdConfig'>, signal: AbortSignal): Promise<string | null> {
  const answer = await api.getAdConfig({}, { signal });
  return answer.ok ? answer.data.payBackUrl : null;
}

export function paymentActors(api: PaymentApi, checkout: Checkout) {
  return {
    submitPayment: fromPromise<SubmitResult, SubmitRequest>(async ({ input, signal }) => {
      const flag = flagOf(input.order);
      const { productId, custom_amount } = productOf(flag, input.order);
      // spec 2 §2, spec 3 §2: the plans page's own return URL (toRecharge) wins for its payment.
      const returnUrl = input.returnUrl ?? checkout.returnUrl(await payBackUrlOf(api, signal));
      const body = {
        productId,
        ...(custom_amount === undefined ? {} : { custom_amount }),
        returnUrl,
        devicetype: 'web' as const,
      };
      const answer =
        flag === 'cryptoPay'
          ? await api.cryptoCurrencyPaySubmit(body, { signal })
          : flag === 'alipay' && paymentsOf(input.platform).alipayOrderCall === 'alipayPaySubmit'
            ? await api.alipayPaySubmit({ ...body, paymentMethod: 'ALIPAY' }, { signal })
            : await api.paySubmit(
                {
                  ...body,
                  paymentMethod: flag === 'alipay' ? 'ALIPAY' : flag === 'unionpay' ? 'UNIONPAY' : 'WECHATPAY',
                },
                { signal },
              );
      return pick(answer, ({ orderId, paymentUrl }) => ({ orderId, paymentUrl }));
    }),
    submitWallet: fromPromise<WalletResult, WalletRequest>(async ({ input, signal }) => {
      const { productId, custom_amount } = productOf(WALLET_FLAG_OF[input.currency], input.order);
      const answer = await api.etherPaySubmit(
        {
          productid: productId,
          ...(custom_amount === undefined ? {} : { custom_amount }),
          currency: input.currency,
          // spec 2 §4: ETH and BCH send no network.
          ...(input.network === null ? {} : { network: input.network }),
        },
        { signal },
      );
      return pick(answer, (data) => ({
        orderId: data.orderId,
        currency: data.currency,
        network: data.network,
        rechargeAmount: data.rechargeAmount,
        walletAddress: data.walletAddress,
        cryptoToLegalRate: data.cryptoToLegalRate,
        queryRateTime: data.queryRateTime,
      }));
    }),
    loadPaypalConfig: fromPromise<PaypalConfigResult>(async ({ signal }) =>
      pick(await api.getPaypalConfig({}, { signal }), ({ clientId, sdkUrl, currency }) => ({
        clientId,
        sdkUrl,
        currency,
      })),
    ),
    loadPaypalScript: fromPromise<ScriptResult, ScriptRequest>(async ({ input }) => ({
      ok: await checkout.loadPaypalScript(paypalScriptUrl(input, checkout.paypalLocale(), document.baseURI)),
    })),
    createPaypalOrder: fromPromise<PaypalOrderResult, SubmitRequest>(async ({ input, signal }) => {
      // spec 2 §4: PayPal takes no custom amount (the section never offers it).
      const { productId } = productOf('paypal', input.order);
      const answer = await api.paypalPaySubmit(
        { productid: productId, devicetype: 'web', createOrder: true },
        { signal },
      );
      return pick(answer, ({ orderId, transactionId, approveUrl }) => ({ orderId, transactionId, approveUrl }));
    }),
    capturePaypal: fromPromise<CaptureResult, CaptureRequest>(async ({ input, signal }) =>
      pick(await api.capturePaymentIntent({ paymentid: input.transactionId }, { signal }), ({ status }) => ({
        status,
      })),
    ),
    checkOrder: fromPromise<OrderStateResult, OrderRequest>(async ({ input, signal }) =>
      pick(await api.getPayOrder({ orderId: input.orderId }, { signal }), ({ status }) => ({ status })),
    ),
  };
}

/** The effect the chart cannot own: the checkout page in a new window (spec 2 §4). */
export function paymentActions(checkout: Checkout) {
  return {
    openCheckout: (_: unknown, url: string) => {
      if (url !== '') checkout.open(url);
    },
  };
}
