/**
 * Types of the payment dialogs (spec 2 §2 Payment screen and dialogs, §3 payment request, §4
 * Payment, §7 payment calls, §8 payment codes, §9 QR sizes): one `payment` chart runs the dialog of
 * the method the person paid with, whichever family it belongs to.
 */
import type { CryptoCurrency, CryptoNetwork, PaymentFlag } from '../../../services/api/contract/payments.ts';
import type { Platform } from '../../../services/api/contract/platform.ts';
import type { ApiResult } from '../../../services/api/result.ts';

export type { CryptoCurrency, CryptoNetwork, PaymentFlag };

/**
 * The dialog families of spec 2 §2: the provider's checkout in a new window (Alipay, UnionPay,
 * crypto through a provider), WeChat's QR code, PayPal's buttons, and the crypto wallet's two
 * steps.
 */
export type PaymentFamily = 'redirect' | 'wechat' | 'paypal' | 'wallet';

/**
 * What the dialog pays, as the credit section chose it (spec 2 §3). The actors build the request
 * from it: the product id `<PREFIX>_INN_WEB_USD_<amount>` or `…_CUSTOM` with `custom_amount`.
 */
export interface PaymentOrder {
  /** The method's flag; a wallet payment's is its currency's, known after step 1 (null before). */
  flag: PaymentFlag | null;
  /** Whole units of the brand's recharge currency. */
  amount: number;
  /** The custom amount (gift '-1') rather than a tier. */
  custom: boolean;
}

export interface PaymentInput {
  /** The brand: its Alipay order call differs (spec 2 §1: cloudnumber's own). */
  platform: Platform;
  family: PaymentFamily;
  order: PaymentOrder;
  /** spec 3 §2: the plans page's return URL when it opened recharge (null: the brand's pay-back address, spec 3 §3). */
  returnUrl: string | null;
  /** The crypto wallet's currencies the server enables (spec 2 §4: from the method flags). */
  walletCurrencies: readonly CryptoCurrency[];
}

/** A refusal the payment-error dialog shows (spec 2 §8: 200201, 200025, 200040–200047). */
export interface PaymentError {
  retcode: number;
  retmsg: string;
}

/** spec 2 §3 crypto response: the wallet's address, the amount at the rate and the rate's time. */
export interface WalletAnswer {
  orderId: string;
  currency: CryptoCurrency;
  network: CryptoNetwork | '';
  rechargeAmount: string;
  walletAddress: string;
  cryptoToLegalRate: string;
  /** ms since the epoch. */
  queryRateTime: number;
}

export interface PaymentContext extends PaymentInput {
  /** The crypto wallet's step 1 choice. */
  currency: CryptoCurrency | null;
  network: CryptoNetwork | null;
  /** The provider's order the dialog waits on (every submit answers one). */
  orderId: string | null;
  /** The checkout page (redirect: opened in a new window; WeChat: what the QR encodes). */
  paymentUrl: string | null;
  wallet: WalletAnswer | null;
  /** PayPal's buttons script, from GET /paypal/getPaypalConfig (never a CDN in the sandbox). */
  paypal: PaypalConfig | null;
  /** PayPal's order (data.transactionId of POST /paypal/paySubmit) and its hosted checkout page. */
  transactionId: string | null;
  approveUrl: string | null;
  error: PaymentError | null;
}

/** What the checkout answers: its order and page (POST /paySubmit, /alipay/…, /cryptoCurrency/…). */
export type SubmitResult = ApiResult<{ orderId: string; paymentUrl: string }>;
export type WalletResult = ApiResult<WalletAnswer>;
/** decision (contract): the script is `sdkUrl` with the client id, the currency and the locale. */
export interface PaypalConfig {
  clientId: string;
  sdkUrl: string;
  currency: string;
}
export type PaypalConfigResult = ApiResult<PaypalConfig>;
/** Whether the buttons script loaded (`window.paypal` is there). */
export type ScriptResult = { ok: boolean };
export type PaypalOrderResult = ApiResult<{ orderId: string; transactionId: string; approveUrl: string }>;
/** spec 2 §7: GET /paypal/capturePaymentIntent → status (COMPLETED means paid). */
export type CaptureResult = ApiResult<{ status: string }>;
/** The order as the provider sees it now (the dialog's confirmation). */
export type OrderStateResult = ApiResult<{ status: 'created' | 'paid' | 'failed' | 'expired' }>;

export interface SubmitRequest {
  platform: Platform;
  order: PaymentOrder;
  returnUrl: string | null;
}
export interface WalletRequest {
  order: PaymentOrder;
  currency: CryptoCurrency;
  network: CryptoNetwork | null;
}
export type ScriptRequest = PaypalConfig;
export interface CaptureRequest {
  transactionId: string;
}
export interface OrderRequest {
  orderId: string;
}

export type PaymentEvent =
  /** The redirect dialog's button: create the order and open the checkout. */
  | { type: 'pay.start' }
  /** The 'done' button: a redirect or wallet dialog closes (the payment may still arrive). */
  | { type: 'pay.done' }
  /** The dialog's close (X) or Cancel. */
  | { type: 'dialog.close' }
  /** Crypto wallet step 1 (spec 2 §4). */
  | { type: 'currency.select'; currency: CryptoCurrency }
  | { type: 'network.select'; network: CryptoNetwork }
  | { type: 'wallet.next' }
  /** PayPal's buttons: the person pressed one (createOrder), approved, cancelled, or the SDK failed. */
  | { type: 'paypal.createOrder' }
  | { type: 'paypal.approved' }
  | { type: 'paypal.cancelled' }
  | { type: 'paypal.failed' }
  /** 'Could not initiate PayPal Checkout...': pay on PayPal's hosted page instead. */
  | { type: 'paypal.hostedForm' }
  /** The PayPal thank-you dialog's OK. */
  | { type: 'completed.ok' }
  /** The payment-error dialog (spec 2 §4): Try again repeats the action, Close clears every pay flag. */
  | { type: 'error.retry' }
  | { type: 'error.close' };

/** How the dialog ended: the provider confirmed the payment, or the person closed it. */
export interface PaymentOutput {
  status: 'paid' | 'closed';
}
