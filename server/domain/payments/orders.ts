/**
 * Opening and reading payment orders (spec 2 §7 payment calls; docs/payments.md). An order is
 * opened only for what the brand sells with that method (the shared rules of
 * contract/paymentRules.ts) and only for an account allowed to use the method; the provider is
 * then asked for the checkout, the PayPal order or the wallet address. Every read and write is
 * scoped to the caller's account: another account's order is not found.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import {
  type CapturePaymentIntentAnswer,
  type CryptoCurrency,
  type CryptoNetwork,
  checkPurchase,
  type EtherPayAnswer,
  methodOffered,
  networkAllowed,
  PAYMENT_FLAGS,
  PAYMENT_ORDER_TTL_MS,
  PAYPAL_COMPLETED,
  type PaymentFlag,
  type PaymentMethodsAnswer,
  type PayOrder,
  type PaypalPaySubmitAnswer,
  type PayRedirectAnswer,
  type Platform,
  type PurchaseRefusal,
  paymentsOf,
  RETCODE,
  WALLET_FLAG_OF,
} from '../../../src/services/api/contract/index.ts';
import type { ProviderOrder } from '../../adapters/payments.ts';
import type { ServerContext } from '../../context.ts';
import { type AccountRow, type PaymentOrderRow, paymentOrders } from '../../db/schema.ts';
import { getAccount } from '../accounts.ts';
import { later } from '../clock.ts';
import { type Failure, type FailureReason, fail, isFailure } from '../failure.ts';
import { newOrderId } from './ids.ts';
import { receiptUrlOf, settleOrder } from './settle.ts';
import { PAYMENT_TEXTS } from './texts.ts';

/** decision: at most this many unpaid, unexpired orders per account (200047 beyond), so a loop cannot flood the provider. */
export const MAX_OPEN_ORDERS = 10;

export interface Payer {
  accountId: number;
  platform: Platform;
}

type PaymentContext = Pick<ServerContext, 'db' | 'clock' | 'sockets' | 'payments' | 'log'>;

const REFUSALS: Record<PurchaseRefusal, FailureReason> = {
  [RETCODE.PAYMENT_AMOUNT_REFUSED]: 'paymentAmountRefused',
  [RETCODE.PAYMENT_PRODUCT_UNKNOWN]: 'paymentProductUnknown',
  [RETCODE.PAYMENT_METHOD_DISABLED]: 'paymentMethodDisabled',
};

/** spec 2 §3 payment-method flags of this brand, and which of them this account must verify a phone for. */
export function paymentMethods(platform: Platform, account: AccountRow): PaymentMethodsAnswer {
  const needsPhone = paymentsOf(platform).needsPhone;
  const flags = Object.fromEntries(PAYMENT_FLAGS.map((flag) => [flag, methodOffered(platform, flag)])) as Record<
    PaymentFlag,
    boolean
  >;
  const needSetPhone = Object.fromEntries(
    PAYMENT_FLAGS.map((flag) => [flag, flags[flag] && needsPhone.includes(flag) && account.phone === null]),
  ) as Record<PaymentFlag, boolean>;
  return { ...flags, needSetPhone };
}

interface OrderRequest {
  flag: PaymentFlag;
  productId: string;
  customAmount?: string | number | undefined;
  returnUrl?: string | undefined;
}

/** Checks the purchase and the account, then stores a `created` order. */
async function openOrder(
  context: PaymentContext,
  payer: Payer,
  request: OrderRequest,
): Promise<PaymentOrderRow | Failure> {
  const { platform } = payer;
  const check = checkPurchase(platform, request);
  if (!check.ok) return fail(REFUSALS[check.retcode]);
  const account = await getAccount(context.db, payer.accountId);
  if (paymentsOf(platform).needsPhone.includes(request.flag) && account.phone === null) {
    return fail('paymentNeedsPhone');
  }
  const returnUrl = request.returnUrl ?? '';
  if (!isAcceptableReturnUrl(returnUrl)) return fail('badRequest', PAYMENT_TEXTS.returnUrlInvalid);
  const now = context.clock.now();
  const [open] = await context.db
    .select({ open: count() })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.accountId, payer.accountId),
        eq(paymentOrders.status, 'created'),
        gt(paymentOrders.expiresAt, now),
      ),
    );
  if ((open?.open ?? 0) >= MAX_OPEN_ORDERS) return fail('paymentTooManyOrders');
  const [order] = await context.db
    .insert(paymentOrders)
    .values({
      id: newOrderId(),
      accountId: payer.accountId,
      platform,
      flag: request.flag,
      productId: request.productId,
      amount: String(check.amount),
      gift: String(check.gift),
      currency: paymentsOf(platform).currency,
      returnUrl,
      createdAt: now,
      expiresAt: later(context.clock, PAYMENT_ORDER_TTL_MS),
    })
    .returning();
  if (!order) throw new Error('inserting a payment order returned nothing');
  return order;
}

/** decision: a path on this site ('/…', not '//…') or an http(s) URL; the provider only ever links to it. */
function isAcceptableReturnUrl(url: string): boolean {
  if (url === '') return true;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

function providerOrder(order: PaymentOrderRow): ProviderOrder {
  return {
    orderId: order.id,
    platform: order.platform as Platform,
    flag: order.flag,
    amount: order.amount,
    currency: order.currency,
    returnUrl: order.returnUrl,
    expiresAt: order.expiresAt,
  };
}

/** The provider would not start the payment: the order fails at once (nothing to wait for) and 200025 is answered. */
async function providerRefused(context: PaymentContext, order: PaymentOrderRow, error: unknown): Promise<Failure> {
  context.log.warn({ err: error, orderId: order.id }, 'payment provider refused an order');
  await settleOrder(context, order.id, { type: 'failed' });
  return fail('paymentSubmitFailed');
}

/** paySubmit, alipay/paySubmit, cryptoCurrency/paySubmit: a hosted checkout to open (or show as a QR). */
export async function submitCheckout(
  context: PaymentContext,
  payer: Payer,
  request: OrderRequest,
): Promise<PayRedirectAnswer | Failure> {
  const order = await openOrder(context, payer, request);
  if (isFailure(order)) return order;
  try {
    const { paymentUrl } = await context.payments.provider.createCheckout(providerOrder(order));
    return { paymentUrl, orderId: order.id, expiresAt: order.expiresAt.getTime() };
  } catch (error) {
    return providerRefused(context, order, error);
  }
}

export async function submitPaypal(
  context: PaymentContext,
  payer: Payer,
  productId: string,
): Promise<PaypalPaySubmitAnswer | Failure> {
  const order = await openOrder(context, payer, { flag: 'paypal', productId });
  if (isFailure(order)) return order;
  try {
    const created = await context.payments.provider.createPaypalOrder(providerOrder(order));
    await context.db
      .update(paymentOrders)
      .set({ providerRef: created.transactionId })
      .where(eq(paymentOrders.id, order.id));
    return { ...created, orderId: order.id, expiresAt: order.expiresAt.getTime() };
  } catch (error) {
    return providerRefused(context, order, error);
  }
}

export async function submitWallet(
  context: PaymentContext,
  payer: Payer,
  request: {
    productId: string;
    customAmount?: string | number | undefined;
    currency: CryptoCurrency;
    network?: CryptoNetwork | '' | undefined;
  },
): Promise<EtherPayAnswer | Failure> {
  const flag = WALLET_FLAG_OF[request.currency];
  const check = checkPurchase(payer.platform, { flag, productId: request.productId });
  // The method first (a disabled currency is 200042 whatever the network), then the network.
  if (!check.ok && check.retcode === RETCODE.PAYMENT_METHOD_DISABLED) return fail('paymentMethodDisabled');
  if (!networkAllowed(request.currency, request.network)) return fail('paymentNetworkRefused');
  const order = await openOrder(context, payer, {
    flag,
    productId: request.productId,
    customAmount: request.customAmount,
  });
  if (isFailure(order)) return order;
  const network = request.network ?? '';
  try {
    const wallet = await context.payments.provider.createWalletPayment({
      ...providerOrder(order),
      cryptoCurrency: request.currency,
      network,
    });
    await context.db
      .update(paymentOrders)
      .set({
        cryptoCurrency: request.currency,
        network,
        walletAddress: wallet.walletAddress,
        cryptoAmount: wallet.cryptoAmount,
        cryptoRate: wallet.rate,
        rateTime: wallet.rateTime,
      })
      .where(eq(paymentOrders.id, order.id));
    return {
      orderId: order.id,
      currency: request.currency,
      network,
      rechargeAmount: wallet.cryptoAmount,
      walletAddress: wallet.walletAddress,
      cryptoToLegalRate: wallet.rate,
      queryRateTime: wallet.rateTime.getTime(),
      expiresAt: order.expiresAt.getTime(),
    };
  } catch (error) {
    return providerRefused(context, order, error);
  }
}

/** The caller's order, expired first if its time ran out while nobody looked. */
async function ownOrder(
  context: PaymentContext,
  payer: Payer,
  where: { id: string } | { transactionId: string },
): Promise<PaymentOrderRow | Failure> {
  const [order] = await context.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.accountId, payer.accountId),
        'id' in where ? eq(paymentOrders.id, where.id) : eq(paymentOrders.providerRef, where.transactionId),
      ),
    )
    .limit(1);
  if (!order) return fail('notFound');
  if (order.status === 'created' && order.expiresAt.getTime() <= context.clock.now().getTime()) {
    return settleOrder(context, order.id, { type: 'expired' });
  }
  return order;
}

export async function getPayOrder(context: PaymentContext, payer: Payer, orderId: string): Promise<PayOrder | Failure> {
  const order = await ownOrder(context, payer, { id: orderId });
  if (isFailure(order)) return order;
  const account = await getAccount(context.db, payer.accountId);
  return {
    orderId: order.id,
    status: order.status,
    flag: order.flag,
    productId: order.productId,
    amount: order.amount,
    gift: order.gift,
    currency: order.currency,
    createdAt: order.createdAt.getTime(),
    expiresAt: order.expiresAt.getTime(),
    settledAt: order.settledAt?.getTime() ?? null,
    receiptUrl: order.status === 'paid' ? receiptUrlOf(order) : '',
    balance: account.balance,
  };
}

/**
 * spec 2 §7 capturePaymentIntent: asks PayPal to capture the approved order and settles it. The
 * provider's webhook for the same capture may arrive before, during or after: whichever settles
 * first credits, the other finds the order paid (settle.ts).
 */
export async function capturePaypal(
  context: PaymentContext,
  payer: Payer,
  transactionId: string,
): Promise<CapturePaymentIntentAnswer | Failure> {
  const order = await ownOrder(context, payer, { transactionId });
  if (isFailure(order)) return order;
  const settled = order.status === 'created' ? await capture(context, order, transactionId) : order;
  if (isFailure(settled)) return settled;
  if (settled.status === 'expired') return fail('paymentOrderExpired');
  if (settled.status === 'failed') return fail('paymentOrderClosed');
  if (settled.status !== 'paid') return fail('paymentProviderFailed');
  const account = await getAccount(context.db, payer.accountId);
  return { status: PAYPAL_COMPLETED, orderId: settled.id, balance: account.balance };
}

async function capture(
  context: PaymentContext,
  order: PaymentOrderRow,
  transactionId: string,
): Promise<PaymentOrderRow | Failure> {
  let outcome: Awaited<ReturnType<typeof context.payments.provider.capturePaypalOrder>>;
  try {
    outcome = await context.payments.provider.capturePaypalOrder(transactionId);
  } catch (error) {
    context.log.warn({ err: error, orderId: order.id }, 'PayPal capture failed');
    return fail('paymentProviderFailed');
  }
  if (outcome === 'COMPLETED') {
    return settleOrder(context, order.id, { type: 'paid', amount: order.amount, currency: order.currency });
  }
  if (outcome === 'DECLINED') await settleOrder(context, order.id, { type: 'failed' });
  // Not approved yet (or declined): the buttons' flow went wrong; the order stays payable until it expires.
  return fail('paymentProviderFailed');
}
