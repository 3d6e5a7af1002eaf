/**
 * The sandbox payment provider: behaves like a real one, with its own records (the table
 * `sandbox_provider_payments`), its own checkout page (`/sandbox/pay/<orderId>`, server/sandbox/
 * paymentPages.ts), a PayPal stand-in (buttons script, approval, capture) and a chain watcher
 * (`POST /sandbox/cryptoReceived`). When the buyer pays or declines, it tells our server the way
 * a provider does: a signed webhook POSTed over HTTP to `PAYMENT_PATHS.webhook` — it never
 * touches our orders or balances itself.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type CryptoCurrency,
  type FiatCurrency,
  PAYMENT_PATHS,
  PAYMENT_SIGNATURE_HEADER,
  type PaymentWebhookEvent,
} from '../../src/services/api/contract/index.ts';
import type { Database } from '../db/client.ts';
import { type SandboxProviderPaymentRow, sandboxProviderPayments } from '../db/schema.ts';
import type { Clock } from '../domain/clock.ts';
import { fromMinorUnits, toMinorUnits } from '../domain/money.ts';
import {
  type CaptureOutcome,
  type PaymentProvider,
  type ProviderOrder,
  signPaymentWebhook,
  type WalletOrder,
  type WalletPayment,
} from './payments.ts';

/** What a buyer's action at the provider came to. */
export type BuyerOutcome = 'paid' | 'declined' | 'approved' | 'underpaid' | 'expired' | 'closed' | 'notFound';

export interface SandboxPaymentProvider extends PaymentProvider {
  /** The provider's record of an order (its checkout page shows it). */
  find(orderId: string): Promise<SandboxProviderPaymentRow | undefined>;
  /** The buyer pressed Pay on the checkout page: paid, and the `payment.succeeded` webhook is delivered. */
  pay(orderId: string): Promise<BuyerOutcome>;
  /** The buyer pressed Decline: declined, and the `payment.failed` webhook is delivered. */
  decline(orderId: string): Promise<BuyerOutcome>;
  /** The buyer approved a PayPal order in the buttons' window (it can now be captured). */
  approvePaypal(transactionId: string): Promise<BuyerOutcome>;
  /** The chain delivered `amount` of the order's coin to its address: enough pays it, less fails it. */
  cryptoReceived(orderId: string, amount: string): Promise<BuyerOutcome>;
  /** Waits for webhooks still being delivered (server shutdown). */
  drain(): Promise<void>;
}

export interface SandboxPaymentsOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The shared secret the webhooks are signed with. */
  webhookSecret: string;
  /** This server's own URL (known once it listens): the webhook's target and the checkout pages' origin. */
  baseUrl: () => string;
}

/** The PayPal buttons of sandbox mode: the stand-in script (any client id works with it). */
export const SANDBOX_PAYPAL = { clientId: 'sandbox-client-id', sdkUrl: PAYMENT_PATHS.sandboxPaypalSdk } as const;

/**
 * decision: fixed sandbox rates (what one coin is worth in USD); CNY orders convert at
 * `USD_TO_CNY`. A real provider quotes live rates; the answer carries the time of the quote.
 */
const USD_RATES: Record<CryptoCurrency, string> = {
  USDT: '1',
  USDC: '1',
  TUSD: '1',
  ETH: '2500',
  BCH: '350',
};
const USD_TO_CNY = '7.2';
/** Coins are quoted with 8 decimals (rounded up, so the order is never underpaid by rounding). */
const COIN_SCALE = 10n ** 8n;

export function createSandboxPayments(options: SandboxPaymentsOptions): SandboxPaymentProvider {
  const { db, clock, log } = options;
  const deliveries = new Set<Promise<void>>();

  const record = async (order: ProviderOrder, kind: SandboxProviderPaymentRow['kind'], extra = {}) => {
    await db.insert(sandboxProviderPayments).values({
      orderId: order.orderId,
      kind,
      platform: order.platform,
      flag: order.flag,
      amount: order.amount,
      currency: order.currency,
      returnUrl: order.returnUrl,
      createdAt: clock.now(),
      expiresAt: order.expiresAt,
      ...extra,
    });
  };

  const checkoutUrl = (orderId: string) => `${options.baseUrl()}${PAYMENT_PATHS.sandboxPay}/${orderId}`;

  /** Moves the record from one of `from` to `to` while the order can still be paid. */
  const transition = async (
    where: { orderId: string } | { transactionId: string },
    from: SandboxProviderPaymentRow['status'][],
    to: SandboxProviderPaymentRow['status'],
  ): Promise<{ row: SandboxProviderPaymentRow; moved: boolean } | undefined> => {
    const key =
      'orderId' in where
        ? eq(sandboxProviderPayments.orderId, where.orderId)
        : eq(sandboxProviderPayments.transactionId, where.transactionId);
    const [moved] = await db
      .update(sandboxProviderPayments)
      .set({ status: to })
      .where(
        and(key, inArray(sandboxProviderPayments.status, from), gt(sandboxProviderPayments.expiresAt, clock.now())),
      )
      .returning();
    if (moved) return { row: moved, moved: true };
    const [row] = await db.select().from(sandboxProviderPayments).where(key).limit(1);
    return row ? { row, moved: false } : undefined;
  };

  /** Why a record did not move: already settled at the provider, or past its time. */
  const stuck = (row: SandboxProviderPaymentRow): BuyerOutcome => {
    if (row.status === 'paid') return 'paid';
    if (row.status === 'declined') return 'closed';
    return row.expiresAt.getTime() <= clock.now().getTime() ? 'expired' : 'closed';
  };

  /** POSTs the signed event to our webhook, as a provider's servers would. */
  const notify = async (row: SandboxProviderPaymentRow, type: PaymentWebhookEvent['type']): Promise<void> => {
    const event: PaymentWebhookEvent = {
      eventId: `evt_${randomBytes(12).toString('base64url')}`,
      type,
      orderId: row.orderId,
      amount: row.amount,
      currency: row.currency as FiatCurrency,
      occurredAt: clock.now().getTime(),
    };
    const body = JSON.stringify(event);
    const delivery = fetch(`${options.baseUrl()}${PAYMENT_PATHS.webhook}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PAYMENT_SIGNATURE_HEADER]: signPaymentWebhook(options.webhookSecret, body),
      },
      body,
    }).then(
      (answer) => {
        if (!answer.ok) log.error({ orderId: row.orderId, status: answer.status }, 'sandbox payment webhook refused');
      },
      (error: unknown) => log.error({ err: error, orderId: row.orderId }, 'sandbox payment webhook not delivered'),
    );
    deliveries.add(delivery);
    try {
      await delivery;
    } finally {
      deliveries.delete(delivery);
    }
  };

  return {
    async createCheckout(order) {
      await record(order, 'checkout');
      return { paymentUrl: checkoutUrl(order.orderId) };
    },

    async createPaypalOrder(order) {
      const transactionId = paypalOrderId();
      await record(order, 'paypal', { transactionId });
      return { transactionId, approveUrl: checkoutUrl(order.orderId) };
    },

    async capturePaypalOrder(transactionId): Promise<CaptureOutcome> {
      const result = await transition({ transactionId }, ['approved'], 'paid');
      if (!result) return 'DECLINED';
      if (result.moved) {
        // PayPal also reports the capture by webhook, independently of the capture's answer.
        void notify(result.row, 'payment.succeeded');
        return 'COMPLETED';
      }
      if (result.row.status === 'paid') return 'COMPLETED';
      return result.row.status === 'open' && result.row.expiresAt > clock.now() ? 'NOT_APPROVED' : 'DECLINED';
    },

    async createWalletPayment(order: WalletOrder): Promise<WalletPayment> {
      const rate = rateOf(order.cryptoCurrency, order.currency);
      const cryptoAmount = coinsFor(order.amount, rate);
      const walletAddress = walletAddressFor(options.webhookSecret, order);
      await record(order, 'wallet', { walletAddress, cryptoCurrency: order.cryptoCurrency, cryptoAmount });
      return { walletAddress, cryptoAmount, rate, rateTime: clock.now() };
    },

    async find(orderId) {
      const [row] = await db
        .select()
        .from(sandboxProviderPayments)
        .where(eq(sandboxProviderPayments.orderId, orderId))
        .limit(1);
      return row;
    },

    async pay(orderId) {
      const result = await transition({ orderId }, ['open', 'approved'], 'paid');
      if (!result) return 'notFound';
      if (!result.moved) return stuck(result.row);
      await notify(result.row, 'payment.succeeded');
      return 'paid';
    },

    async decline(orderId) {
      const result = await transition({ orderId }, ['open', 'approved'], 'declined');
      if (!result) return 'notFound';
      if (!result.moved) return stuck(result.row);
      await notify(result.row, 'payment.failed');
      return 'declined';
    },

    async approvePaypal(transactionId) {
      const result = await transition({ transactionId }, ['open'], 'approved');
      if (!result) return 'notFound';
      if (!result.moved) return result.row.status === 'approved' ? 'approved' : stuck(result.row);
      return 'approved';
    },

    async cryptoReceived(orderId, amount) {
      const [row] = await db
        .select()
        .from(sandboxProviderPayments)
        .where(and(eq(sandboxProviderPayments.orderId, orderId), eq(sandboxProviderPayments.kind, 'wallet')))
        .limit(1);
      if (!row?.cryptoAmount) return 'notFound';
      const enough = toCoinUnits(amount) >= toCoinUnits(row.cryptoAmount);
      const result = await transition({ orderId }, ['open'], enough ? 'paid' : 'declined');
      if (!result?.moved) return result ? stuck(result.row) : 'notFound';
      await notify(result.row, enough ? 'payment.succeeded' : 'payment.failed');
      return enough ? 'paid' : 'underpaid';
    },

    async drain() {
      await Promise.allSettled([...deliveries]);
    },
  };
}

/** A PayPal order id: 17 capitals and digits. */
function paypalOrderId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length: 17 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** What one coin is worth in the order's currency, as a decimal with up to 4 decimals. */
function rateOf(coin: CryptoCurrency, currency: FiatCurrency): string {
  const usd = toMinorUnits(USD_RATES[coin]);
  return currency === 'USD' ? fromMinorUnits(usd) : fromMinorUnits((usd * toMinorUnits(USD_TO_CNY)) / 10_000n);
}

/** Coins with 8 decimals, as a bigint of 1e-8 units (parses up to 8 decimals). */
function toCoinUnits(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.trim().split('.');
  return BigInt(whole) * COIN_SCALE + BigInt(fraction.padEnd(8, '0').slice(0, 8));
}

/** `amount / rate` coins, rounded up to 8 decimals, without trailing zeros beyond 2. */
function coinsFor(amount: string, rate: string): string {
  const numerator = toMinorUnits(amount) * COIN_SCALE;
  const denominator = toMinorUnits(rate);
  const units = (numerator + denominator - 1n) / denominator;
  const whole = units / COIN_SCALE;
  const fraction = (units % COIN_SCALE).toString().padStart(8, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${fraction}`;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const CASHADDR = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** An address of the order's own, in the format of its chain (deterministic per order, like a derived deposit address). */
function walletAddressFor(secret: string, order: WalletOrder): string {
  const seed = createHmac('sha256', secret).update(`wallet:${order.orderId}`).digest();
  const pick = (alphabet: string, length: number) =>
    Array.from({ length }, (_, index) => alphabet[(seed[index % seed.length] ?? 0) % alphabet.length]).join('');
  if (order.cryptoCurrency === 'BCH') return `bitcoincash:q${pick(CASHADDR, 41)}`;
  if (order.network === 'TRC-20') return `T${pick(BASE58, 33)}`;
  return `0x${seed.subarray(0, 20).toString('hex')}`;
}
