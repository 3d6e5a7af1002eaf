/**
 * The payment calls (spec 2 §7; issue 12), each scoped to the caller's account. The rules live
 * in server/domain/payments and contract/paymentRules.ts; this file only maps requests to them.
 */
import { type EndpointName, FLAG_OF_PAYMENT_METHOD, paymentsOf } from '../../../src/services/api/contract/index.ts';
import { getAccount } from '../../domain/accounts.ts';
import { fail } from '../../domain/failure.ts';
import {
  capturePaypal,
  getPayOrder,
  type Payer,
  paymentMethods,
  submitCheckout,
  submitPaypal,
  submitWallet,
} from '../../domain/payments/orders.ts';
import type { AuthSession } from '../../domain/sessions.ts';
import { type EndpointHandlers, type HandlerContext, withSession } from '../endpoint.ts';

type PaymentHandlers = Pick<
  EndpointHandlers,
  | 'getPaymentMethods'
  | 'paySubmit'
  | 'alipayPaySubmit'
  | 'cryptoCurrencyPaySubmit'
  | 'etherPaySubmit'
  | 'getPaypalConfig'
  | 'paypalPaySubmit'
  | 'capturePaymentIntent'
  | 'getPayOrder'
>;

function payerOf<N extends EndpointName>({ platform }: HandlerContext<N>, session: AuthSession): Payer {
  return { accountId: session.accountId, platform };
}

export const paymentHandlers: PaymentHandlers = {
  getPaymentMethods: withSession(async ({ server, platform }, session) =>
    paymentMethods(platform, await getAccount(server.db, session.accountId)),
  ),

  paySubmit: withSession(async (context, session) => {
    const { input, platform } = context;
    const flag = FLAG_OF_PAYMENT_METHOD[input.paymentMethod];
    // spec 2 §1: cloudnumber orders Alipay through its own call.
    if (flag === 'alipay' && paymentsOf(platform).alipayOrderCall !== 'paySubmit') return fail('paymentMethodDisabled');
    return submitCheckout(context.server, payerOf(context, session), {
      flag,
      productId: input.productId,
      customAmount: input.custom_amount,
      returnUrl: input.returnUrl,
    });
  }),

  alipayPaySubmit: withSession(async (context, session) => {
    const { input, platform } = context;
    if (paymentsOf(platform).alipayOrderCall !== 'alipayPaySubmit') return fail('paymentMethodDisabled');
    return submitCheckout(context.server, payerOf(context, session), {
      flag: 'alipay',
      productId: input.productId,
      customAmount: input.custom_amount,
      returnUrl: input.returnUrl,
    });
  }),

  cryptoCurrencyPaySubmit: withSession(async (context, session) =>
    submitCheckout(context.server, payerOf(context, session), {
      flag: 'cryptoPay',
      productId: context.input.productId,
      customAmount: context.input.custom_amount,
      returnUrl: context.input.returnUrl,
    }),
  ),

  etherPaySubmit: withSession(async (context, session) =>
    submitWallet(context.server, payerOf(context, session), {
      productId: context.input.productid,
      customAmount: context.input.custom_amount,
      currency: context.input.currency,
      network: context.input.network,
    }),
  ),

  getPaypalConfig: withSession(async ({ server, platform }) => {
    const { paypal } = server.payments;
    if (!paypal || !paymentsOf(platform).methods.includes('paypal')) return fail('paymentMethodDisabled');
    return { ...paypal, currency: paymentsOf(platform).currency };
  }),

  paypalPaySubmit: withSession(async (context, session) =>
    submitPaypal(context.server, payerOf(context, session), context.input.productid),
  ),

  capturePaymentIntent: withSession(async (context, session) =>
    capturePaypal(context.server, payerOf(context, session), context.input.paymentid),
  ),

  getPayOrder: withSession(async (context, session) =>
    getPayOrder(context.server, payerOf(context, session), context.input.orderId),
  ),
};
