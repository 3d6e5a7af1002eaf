/**
 * Payments on the wire (spec 2 §3 payment-method flags, payment request, product id; §4 Payment;
 * §7 the payment calls; §8 the payment codes): the shapes shared by the client and the reference
 * server, the sandbox provider's paths, and the socket event that tells every open tab of an
 * account that an order was settled. The amount rules (tiers, gifts, custom range, product ids,
 * networks) are the pure module `paymentRules.ts`; the brand facts they read are the `payments`
 * column of the brand table. Decisions are marked "decision" and collected in docs/payments.md.
 *
 * Money (conventions): decimal strings. An order's `amount` and `gift` are in the brand's
 * recharge currency (`USD`; `CNY` on cloudnumber) and credit the same figure in the balance's
 * unit (1 USD = 1 Coin = 1 dollar of balance; 1 yuan = 1 云币). Dates are ms since the epoch.
 */
import { z } from 'zod/mini';
import { defineEndpoint as endpoint } from './defineEndpoint.ts';
import { freeText } from './text.ts';

// ── vocabularies ─────────────────────────────────────────────────────────────

/** spec 2 §3 payment-method flags, in the order the recharge section lists them. */
export const PAYMENT_FLAGS = [
  'paypal',
  'alipay',
  'wechatpay',
  'unionpay',
  'cryptoPay',
  'usdtPay',
  'usdcPay',
  'tusdPay',
  'ethPay',
  'bchPay',
  'creditCard',
] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

/** spec 2 §4 crypto wallet: the currencies, each enabled by its own flag. */
export const CRYPTO_CURRENCIES = ['USDT', 'USDC', 'TUSD', 'ETH', 'BCH'] as const;
export const CryptoCurrency = z.enum(CRYPTO_CURRENCIES);
export type CryptoCurrency = z.infer<typeof CryptoCurrency>;

/** spec 2 §4: the networks of a wallet payment (USDC has no TRC-20; ETH and BCH send none). */
export const CRYPTO_NETWORKS = ['ERC-20', 'TRC-20', 'BSC', 'Polygon'] as const;
export const CryptoNetwork = z.enum(CRYPTO_NETWORKS);
export type CryptoNetwork = z.infer<typeof CryptoNetwork>;

/** The flag that enables each wallet currency. */
export const WALLET_FLAG_OF: Readonly<Record<CryptoCurrency, PaymentFlag>> = {
  USDT: 'usdtPay',
  USDC: 'usdcPay',
  TUSD: 'tusdPay',
  ETH: 'ethPay',
  BCH: 'bchPay',
};

/**
 * How each flag is paid, i.e. which dialog and which call (spec 2 §2, §7):
 * - redirect: `paySubmit` (or cloudnumber's `alipayPaySubmit`, or `cryptoCurrencyPaySubmit` for
 *   crypto through the provider) answers a `paymentUrl` opened in a new window;
 * - qr: `paySubmit` answers a `paymentUrl` the dialog shows as a QR code (WeChat);
 * - paypal: `getPaypalConfig`, the PayPal buttons, `paypalPaySubmit`, `capturePaymentIntent`;
 * - wallet: `etherPaySubmit` answers an address and an amount (crypto wallet, two steps);
 * - none: offered by no brand (decision: spec 2 §2 "card payment dialog details: not shown").
 */
export const PAYMENT_FLOWS = {
  paypal: 'paypal',
  alipay: 'redirect',
  wechatpay: 'qr',
  unionpay: 'redirect',
  cryptoPay: 'redirect',
  usdtPay: 'wallet',
  usdcPay: 'wallet',
  tusdPay: 'wallet',
  ethPay: 'wallet',
  bchPay: 'wallet',
  creditCard: 'none',
} as const satisfies Record<PaymentFlag, 'redirect' | 'qr' | 'paypal' | 'wallet' | 'none'>;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[PaymentFlag];

/**
 * The method part of a product id (spec 2 §3 "payment-method prefix, then _INN_WEB_USD_ and the
 * amount, or _CUSTOM"). decision: a wallet payment's prefix is its currency, as its ledger
 * `purchaseMethod` is (spec 2 §3 purchaseMethod USDT, TUSD, USDC, ETH, BCH).
 */
export const PRODUCT_PREFIXES = {
  paypal: 'PAYPAL',
  alipay: 'ALIPAY',
  wechatpay: 'WECHATPAY',
  unionpay: 'UNIONPAY',
  cryptoPay: 'CRYPTO',
  usdtPay: 'USDT',
  usdcPay: 'USDC',
  tusdPay: 'TUSD',
  ethPay: 'ETH',
  bchPay: 'BCH',
  creditCard: 'CREDITCARD',
} as const satisfies Record<PaymentFlag, string>;

/** The ledger's `purchaseMethod` of a recharge paid with each flag (spec 2 §3 purchaseMethod values). */
export const PURCHASE_METHODS = {
  paypal: 'paypal',
  alipay: 'alipay',
  wechatpay: 'wechatpay',
  unionpay: 'UnionPay',
  cryptoPay: 'crypto',
  usdtPay: 'USDT',
  usdcPay: 'USDC',
  tusdPay: 'TUSD',
  ethPay: 'ETH',
  bchPay: 'BCH',
  creditCard: 'CreditCard',
} as const satisfies Record<PaymentFlag, string>;

/** spec 2 §3 payment request `paymentMethod` of `paySubmit`. */
export const REDIRECT_PAYMENT_METHODS = ['ALIPAY', 'UNIONPAY', 'WECHATPAY'] as const;
export const RedirectPaymentMethod = z.enum(REDIRECT_PAYMENT_METHODS);
export type RedirectPaymentMethod = z.infer<typeof RedirectPaymentMethod>;
export const FLAG_OF_PAYMENT_METHOD: Readonly<Record<RedirectPaymentMethod, PaymentFlag>> = {
  ALIPAY: 'alipay',
  UNIONPAY: 'unionpay',
  WECHATPAY: 'wechatpay',
};

/** The currency a brand's tiers are priced in (cloudnumber: yuan, spec 2 §1, §9). */
export const FIAT_CURRENCIES = ['USD', 'CNY'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

/**
 * An order's state (decision): created → paid (credited), failed (declined or underpaid at the
 * provider) or expired (not paid within `PAYMENT_ORDER_TTL_MS`). Only `paid` credits.
 */
export const PAY_ORDER_STATUSES = ['created', 'paid', 'failed', 'expired'] as const;
export const PayOrderStatus = z.enum(PAY_ORDER_STATUSES);
export type PayOrderStatus = z.infer<typeof PayOrderStatus>;

/** decision: how long an order can be paid (the sandbox page and the wallet address stop accepting after). */
export const PAYMENT_ORDER_TTL_MS = 30 * 60_000;

/**
 * The ledger kind of a recharge: the bill list shows it as spec 2 §3 type 1, its `details` being
 * `{ amount, gift, purchaseMethod, receiptUrl, orderId }` (receiptUrl '' where the brand shows none).
 */
export const RECHARGE_LEDGER_KIND = 'recharge';

/** spec 2 §4 PayPal: the capture status that means paid. */
export const PAYPAL_COMPLETED = 'COMPLETED';

// ── building blocks ──────────────────────────────────────────────────────────

const Amount = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
/** An order id as the server issued it: 'po_' and 22 base64url characters (128 random bits). */
export const PayOrderId = z.string().check(z.regex(/^po_[A-Za-z0-9_-]{22}$/, 'not an order id'));
/** A PayPal order id (`transactionId`) as the provider issued it. */
export const PaypalTransactionId = z.string().check(z.regex(/^[A-Z0-9]{17}$/, 'not a PayPal order id'));
/** `<PREFIX>_INN_WEB_USD_<amount>` or `<PREFIX>_INN_WEB_USD_CUSTOM` (checked by `parseProductId`). */
export const ProductId = z
  .string()
  .check(z.trim(), z.regex(/^[A-Z]{2,12}_INN_WEB_USD_(\d{1,6}|CUSTOM)$/, 'not a product id'));
/**
 * spec 2 §3 custom_amount (only with a _CUSTOM product id): whole units of the brand's recharge
 * currency (decision: whole units, as the spec's limits are); a number or its text.
 */
export const CustomAmount = z.union([
  z.number(),
  z.string().check(z.trim(), z.regex(/^\d{1,6}(\.\d+)?$/, 'not an amount')),
]);
/** decision: where the provider sends the person after paying; only a path on this site or an http(s) URL. */
const ReturnUrl = freeText(z.string().check(z.trim(), z.maxLength(2048)));

// ── answers and requests (spec 2 §7) ─────────────────────────────────────────

/**
 * spec 2 §3 payment-method flags for this account and brand: each flag says whether the method
 * is offered, `needSetPhone[flag]` whether the account must first verify a phone to use it
 * (spec 2 §4: the verification modal in `charge` mode).
 */
export const PaymentMethodsAnswer = z.object({
  ...(Object.fromEntries(PAYMENT_FLAGS.map((flag) => [flag, z.boolean()])) as Record<PaymentFlag, z.ZodMiniBoolean>),
  needSetPhone: z.record(z.enum(PAYMENT_FLAGS), z.boolean()),
});
export type PaymentMethodsAnswer = z.infer<typeof PaymentMethodsAnswer>;

/** spec 2 §3 payment request; custom_amount only with a _CUSTOM product id. */
export const PaySubmitRequest = z.object({
  paymentMethod: RedirectPaymentMethod,
  productId: ProductId,
  custom_amount: z.optional(CustomAmount),
  returnUrl: z.optional(ReturnUrl),
  devicetype: z.optional(z.literal('web')),
});
export type PaySubmitRequest = z.input<typeof PaySubmitRequest>;

/** cloudnumber's Alipay order call (spec 2 §1): as paySubmit, Alipay only. */
export const AlipayPaySubmitRequest = z.extend(PaySubmitRequest, { paymentMethod: z.literal('ALIPAY') });
export type AlipayPaySubmitRequest = z.input<typeof AlipayPaySubmitRequest>;

/** Crypto through the provider's checkout (prefix CRYPTO). */
export const CryptoCurrencyPaySubmitRequest = z.omit(PaySubmitRequest, { paymentMethod: true });
export type CryptoCurrencyPaySubmitRequest = z.input<typeof CryptoCurrencyPaySubmitRequest>;

/**
 * The checkout: open `paymentUrl` in a new window (WeChat: show it as the QR code; opening it
 * shows the same checkout). `orderId` is what `getPayOrder` and the `payment` socket event name.
 */
export const PayRedirectAnswer = z.object({
  paymentUrl: z.string(),
  orderId: PayOrderId,
  expiresAt: z.int(),
});
export type PayRedirectAnswer = z.infer<typeof PayRedirectAnswer>;

/** spec 2 §3 crypto wallet order. `network` is left out (or '') for ETH and BCH. */
export const EtherPaySubmitRequest = z.object({
  productid: ProductId,
  custom_amount: z.optional(CustomAmount),
  currency: CryptoCurrency,
  network: z.optional(z.union([CryptoNetwork, z.literal('')])),
});
export type EtherPaySubmitRequest = z.input<typeof EtherPaySubmitRequest>;

/**
 * spec 2 §3 crypto response: send `rechargeAmount` of `currency` to `walletAddress` (on
 * `network`) before `expiresAt`. `cryptoToLegalRate` is what one coin is worth in the order's
 * fiat currency at `queryRateTime` (ms).
 */
export const EtherPayAnswer = z.object({
  orderId: PayOrderId,
  currency: CryptoCurrency,
  network: z.union([CryptoNetwork, z.literal('')]),
  rechargeAmount: Amount,
  walletAddress: z.string(),
  cryptoToLegalRate: Amount,
  queryRateTime: z.int(),
  expiresAt: z.int(),
});
export type EtherPayAnswer = z.infer<typeof EtherPayAnswer>;

/**
 * decision: `sdkUrl` is where the PayPal buttons script is: PayPal's in production, this server's
 * stand-in in sandbox mode (nothing is fetched from the internet). Load
 * `${sdkUrl}?client-id=${clientId}&currency=${currency}&locale=en_US|zh_CN` (spec 2 §7).
 */
export const PaypalConfigAnswer = z.object({
  clientId: z.string(),
  sdkUrl: z.string(),
  currency: z.enum(FIAT_CURRENCIES),
});
export type PaypalConfigAnswer = z.infer<typeof PaypalConfigAnswer>;

/** spec 2 §3 PayPal order. */
export const PaypalPaySubmitRequest = z.object({
  productid: ProductId,
  devicetype: z.optional(z.literal('web')),
  createOrder: z.optional(z.union([z.literal(true), z.literal('true')])),
});
export type PaypalPaySubmitRequest = z.input<typeof PaypalPaySubmitRequest>;

/**
 * spec 2 §3 PayPal response: `transactionId` is the PayPal order id the buttons' `createOrder`
 * returns. `approveUrl` is the hosted-form fallback (spec 2 §2): the provider's checkout page.
 */
export const PaypalPaySubmitAnswer = z.object({
  transactionId: PaypalTransactionId,
  orderId: PayOrderId,
  approveUrl: z.string(),
  expiresAt: z.int(),
});
export type PaypalPaySubmitAnswer = z.infer<typeof PaypalPaySubmitAnswer>;

/** spec 2 §7: GET with `paymentid` = the transactionId the buttons approved. */
export const CapturePaymentIntentRequest = z.object({ paymentid: PaypalTransactionId });
export type CapturePaymentIntentRequest = z.input<typeof CapturePaymentIntentRequest>;
/**
 * `status` COMPLETED: the order is paid and credited (also when the provider's webhook came
 * first). Not approved or declined by the provider: refused with 200201 instead.
 */
export const CapturePaymentIntentAnswer = z.object({
  status: z.literal(PAYPAL_COMPLETED),
  orderId: PayOrderId,
  balance: Amount,
});
export type CapturePaymentIntentAnswer = z.infer<typeof CapturePaymentIntentAnswer>;

export const GetPayOrderRequest = z.object({ orderId: PayOrderId });
export type GetPayOrderRequest = z.input<typeof GetPayOrderRequest>;

/** decision: an order as its owner sees it, so a waiting dialog can poll (beside the socket event). */
export const PayOrder = z.object({
  orderId: PayOrderId,
  status: PayOrderStatus,
  flag: z.enum(PAYMENT_FLAGS),
  productId: z.string(),
  amount: Amount,
  gift: Amount,
  currency: z.enum(FIAT_CURRENCIES),
  createdAt: z.int(),
  expiresAt: z.int(),
  /** When it became paid, failed or expired; null while created. */
  settledAt: z.nullable(z.int()),
  /** The printable receipt ('' until paid). */
  receiptUrl: z.string(),
  /** The account's balance now. */
  balance: Amount,
});
export type PayOrder = z.infer<typeof PayOrder>;

// ── the socket event ─────────────────────────────────────────────────────────

/**
 * Socket event `payment` (server → client, to every tab of the account): an order was settled.
 * `balance` is the account's balance after it (raised by amount + gift when `paid`).
 */
export const PaymentEvent = z.object({
  orderId: PayOrderId,
  status: z.enum(['paid', 'failed', 'expired']),
  amount: Amount,
  gift: Amount,
  balance: Amount,
});
export type PaymentEvent = z.infer<typeof PaymentEvent>;

// ── the sandbox provider and the webhook ─────────────────────────────────────

/**
 * Paths outside `/web` (no envelope parameters): the sandbox payment provider's own pages and
 * controls (sandbox mode only), the provider's webhook, receipts, and the page a payment returns to.
 */
export const PAYMENT_PATHS = {
  /**
   * GET `/sandbox/pay/<orderId>`: the provider's checkout page (amount, brand, Pay and Decline;
   * `?lang=zh` for Chinese). Pay makes the provider POST a signed `paid` webhook; Decline a
   * `failed` one. Every `paymentUrl` and PayPal `approveUrl` of the sandbox points here.
   */
  sandboxPay: '/sandbox/pay',
  /**
   * POST `SandboxCryptoReceivedRequest` → envelope `data: { status }`: the chain delivered
   * `amount` of the order's currency to its wallet address; the provider confirms (enough) or
   * fails (too little) the order by webhook.
   */
  sandboxCryptoReceived: '/sandbox/cryptoReceived',
  /** GET: the stand-in for the PayPal buttons script (sandbox `sdkUrl`). */
  sandboxPaypalSdk: '/sandbox/paypal/sdk.js',
  /** POST `{ transactionId }` → envelope: the buyer approved the PayPal order (what the stand-in's popup does). */
  sandboxPaypalApprove: '/sandbox/paypal/approve',
  /**
   * POST, the provider's webhook: JSON `PaymentWebhookEvent`, header `PAYMENT_SIGNATURE_HEADER`
   * = `sha256=<hex HMAC-SHA256 of the raw body with the shared secret>`. 401 envelope when the
   * signature is missing or wrong.
   */
  webhook: '/webhooks/payments',
  /** GET `/receipts/<token>`: the printable receipt of a paid order; the token is its capability. */
  receipt: '/receipts',
  /**
   * GET `/payPages/complete?platform=<brand>` (`&countryCode=86` in Chinese): the 'payment
   * complete' page the provider sends the person back to — getAdConfig's `payBackUrl` (spec 3 §3).
   * An unknown or missing platform answers 400 (envelope).
   */
  payComplete: '/payPages/complete',
} as const;

/**
 * The query parameter and value that carry China's country code on a return URL (spec 2 §9;
 * decision: `countryCode=86`): the client adds it in Chinese, the 'payment complete' page reads it.
 */
export const CHINA_COUNTRY_CODE = { name: 'countryCode', value: '86' } as const;

export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';

export const SandboxCryptoReceivedRequest = z.object({ orderId: PayOrderId, amount: Amount });
export type SandboxCryptoReceivedRequest = z.infer<typeof SandboxCryptoReceivedRequest>;

export const SandboxPaypalApproveRequest = z.object({ transactionId: PaypalTransactionId });

/** What the provider tells us about an order. */
export const PaymentWebhookEvent = z.object({
  /** Unique per event; a repeated delivery repeats it. */
  eventId: z.string().check(z.minLength(1), z.maxLength(100)),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  orderId: PayOrderId,
  /** What was paid, in the order's fiat currency (must match the order). */
  amount: Amount,
  currency: z.enum(FIAT_CURRENCIES),
  occurredAt: z.int(),
});
export type PaymentWebhookEvent = z.infer<typeof PaymentWebhookEvent>;

// ── the endpoints (spread into `endpoints` in endpoints.ts) ──────────────────

export const paymentEndpoints = {
  /** spec 2 §7: flags per brand and account. */
  getPaymentMethods: endpoint({
    description:
      'The payment methods this brand offers (spec 2 §3 flags) and, per method, whether the account must verify a phone first.',
    method: 'GET',
    path: '/getPaymentMethods',
    auth: true,
    input: z.object({}),
    output: PaymentMethodsAnswer,
  }),
  /** spec 2 §7 redirect pay (Alipay, UnionPay, WeChat's QR). */
  paySubmit: endpoint({
    description:
      "Opens an Alipay, UnionPay or WeChat order and answers the provider's checkout URL (WeChat: the URL its QR code encodes).",
    method: 'POST',
    path: '/paySubmit',
    auth: true,
    input: PaySubmitRequest,
    output: PayRedirectAnswer,
  }),
  /** spec 2 §7 Alipay on cloudnumber (the brand table's `alipayOrderCall`). */
  alipayPaySubmit: endpoint({
    description: "Opens an Alipay order on cloudnumber (its own Alipay call) and answers the provider's checkout URL.",
    method: 'POST',
    path: '/alipay/paySubmit',
    auth: true,
    input: AlipayPaySubmitRequest,
    output: PayRedirectAnswer,
  }),
  /** spec 2 §7 crypto through the provider's checkout. */
  cryptoCurrencyPaySubmit: endpoint({
    description: "Opens a crypto order paid on the provider's checkout and answers its URL.",
    method: 'POST',
    path: '/cryptoCurrency/paySubmit',
    auth: true,
    input: CryptoCurrencyPaySubmitRequest,
    output: PayRedirectAnswer,
  }),
  /** spec 2 §7 crypto wallet. */
  etherPaySubmit: endpoint({
    description:
      "Opens a crypto-wallet order: the address to send to, the amount of coin at the quoted rate, and the rate's time.",
    method: 'POST',
    path: '/etherPay/paySubmit',
    auth: true,
    input: EtherPaySubmitRequest,
    output: EtherPayAnswer,
  }),
  getPaypalConfig: endpoint({
    description: "The PayPal buttons' client id and script URL (a local stand-in in sandbox mode).",
    method: 'GET',
    path: '/paypal/getPaypalConfig',
    auth: true,
    input: z.object({}),
    output: PaypalConfigAnswer,
  }),
  paypalPaySubmit: endpoint({
    description:
      "Opens a PayPal order and answers its transactionId for the buttons' createOrder (and the hosted fallback page).",
    method: 'POST',
    path: '/paypal/paySubmit',
    auth: true,
    input: PaypalPaySubmitRequest,
    output: PaypalPaySubmitAnswer,
  }),
  capturePaymentIntent: endpoint({
    description: 'Captures an approved PayPal order and credits it once; COMPLETED means paid.',
    method: 'GET',
    path: '/paypal/capturePaymentIntent',
    auth: true,
    input: CapturePaymentIntentRequest,
    output: CapturePaymentIntentAnswer,
    identifiers: { paymentid: 'paypalTransactionId' },
  }),
  /** decision: an own order's state, for a dialog that polls. Another account's: 100005. */
  getPayOrder: endpoint({
    description:
      "One of the caller's payment orders: its state (created, paid, failed, expired), amounts, receipt link and the balance.",
    method: 'GET',
    path: '/getPayOrder',
    auth: true,
    input: GetPayOrderRequest,
    output: PayOrder,
    identifiers: { orderId: 'payOrderId' },
  }),
} as const;
