/**
 * The payment provider: the outside world that takes the person's money and tells us it did. The
 * server ships the sandbox provider (`paymentsSandbox.ts`, its pages under `/sandbox/pay/…`); a
 * production deployment passes its own `PaymentProvider` to `createServer` and has the provider
 * post its confirmations to `PAYMENT_PATHS.webhook`, signed as `signPaymentWebhook` signs them
 * with the shared secret (docs/payments.md).
 *
 * The provider never credits anything itself: it answers where to pay, and later sends a signed
 * `PaymentWebhookEvent`; PayPal's capture call answers the outcome directly as well. Both roads
 * end in the same exactly-once settlement (server/domain/payments/settle.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CryptoCurrency,
  CryptoNetwork,
  FiatCurrency,
  PaymentFlag,
  Platform,
} from '../../src/services/api/contract/index.ts';

/** An order as the provider is told about it. */
export interface ProviderOrder {
  /** Our order id: the provider's merchant reference, named in its webhooks. */
  orderId: string;
  platform: Platform;
  flag: PaymentFlag;
  /** What the person pays, a decimal in `currency` (the gift is ours, not the provider's). */
  amount: string;
  currency: FiatCurrency;
  /** Where the provider sends the person after paying ('' for none). */
  returnUrl: string;
  /** After this the provider refuses to take the payment. */
  expiresAt: Date;
}

export interface WalletOrder extends ProviderOrder {
  cryptoCurrency: CryptoCurrency;
  /** '' for ETH and BCH, which need none. */
  network: CryptoNetwork | '';
}

export interface WalletPayment {
  walletAddress: string;
  /** Decimal amount of the crypto currency to send. */
  cryptoAmount: string;
  /** What one coin is worth in the order's fiat currency. */
  rate: string;
  rateTime: Date;
}

/** PayPal's answer to a capture: paid, not yet approved by the buyer, or refused. */
export type CaptureOutcome = 'COMPLETED' | 'NOT_APPROVED' | 'DECLINED';

export interface PaymentProvider {
  /** A hosted checkout (Alipay, UnionPay, WeChat's QR, crypto through the provider): the URL to open. */
  createCheckout(order: ProviderOrder): Promise<{ paymentUrl: string }>;
  /** A PayPal order for the buttons: its id, and the hosted page that approves it without them. */
  createPaypalOrder(order: ProviderOrder): Promise<{ transactionId: string; approveUrl: string }>;
  capturePaypalOrder(transactionId: string): Promise<CaptureOutcome>;
  /** A wallet payment: an address for this order and the amount at the current rate. */
  createWalletPayment(order: WalletOrder): Promise<WalletPayment>;
}

/** Used outside sandbox mode when no provider was configured: every order fails to start (200025). */
export const unconfiguredPayments: PaymentProvider = {
  createCheckout: () => Promise.reject(notConfigured()),
  createPaypalOrder: () => Promise.reject(notConfigured()),
  capturePaypalOrder: () => Promise.reject(notConfigured()),
  createWalletPayment: () => Promise.reject(notConfigured()),
};

function notConfigured(): Error {
  return new Error('no payment provider is configured: pass `payments.provider` to createServer outside sandbox mode');
}

const SIGNATURE_PREFIX = 'sha256=';

/** The webhook signature: `sha256=` and the hex HMAC-SHA256 of the exact body bytes with the shared secret. */
export function signPaymentWebhook(secret: string, body: Buffer | string): string {
  return `${SIGNATURE_PREFIX}${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Constant-time check of a webhook signature header against the body. */
export function verifyPaymentWebhook(secret: string, body: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !header.startsWith(SIGNATURE_PREFIX)) return false;
  const expected = Buffer.from(signPaymentWebhook(secret, body));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
