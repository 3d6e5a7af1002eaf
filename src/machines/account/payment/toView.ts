/** What a payment dialog shows, derived from its chart (spec 2 §2, §4, §8, §9). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { networksFor, paymentsOf } from '../../../services/api/contract/paymentRules.ts';
import { RETCODE } from '../../../services/api/contract/retcodes.ts';
import type { PaymentMachine } from './payment.machine.ts';
import type { CryptoCurrency, CryptoNetwork, PaymentError, PaymentFamily, PaymentFlag, WalletAnswer } from './types.ts';

export type PaymentActor = ActorRefFrom<PaymentMachine>;
export type PaymentSnapshot = SnapshotFrom<PaymentMachine>;

/** spec 2 §9: the QR codes' sizes. */
export const QR_SIZE = { wechat: 140, wallet: 130 } as const;
/** spec 2 §4: the redirect button while the order is created. */
export const CREATING_OPACITY = 0.45;

export type PaymentStep =
  | 'opening'
  | 'redirect.idle'
  | 'redirect.creating'
  | 'redirect.opened'
  | 'wechat.loading'
  | 'wechat.qr'
  | 'paypal.loading'
  | 'paypal.buttons'
  | 'paypal.approving'
  | 'paypal.capturing'
  | 'paypal.completed'
  | 'paypal.unavailable'
  | 'paypal.hosted'
  | 'wallet.choosing'
  | 'wallet.creating'
  | 'wallet.address'
  | 'error'
  | 'ended';

export interface PaymentView {
  family: PaymentFamily;
  /** The method's flag (a wallet's: its currency's, once chosen). */
  flag: PaymentFlag | null;
  /** The PayPal order the buttons approve. */
  transactionId: string | null;
  step: PaymentStep;
  amount: number;
  paymentUrl: string | null;
  approveUrl: string | null;
  /** spec 2 §8: the payment-error dialog's refusal. */
  error: PaymentError | null;
  /** The dialog's own text when the refusal carries none (a declined or expired order). */
  errorText: 'declined' | 'expired' | 'generic';
  /** What the wallet's rate is quoted in (the brand's recharge currency). */
  fiat: string;
  currencies: readonly CryptoCurrency[];
  currency: CryptoCurrency | null;
  networks: readonly CryptoNetwork[];
  network: CryptoNetwork | null;
  canNext: boolean;
  wallet: WalletAnswer | null;
  busy: boolean;
}

function stepOf(snapshot: PaymentSnapshot): PaymentStep {
  if (snapshot.status === 'done') return 'ended';
  const value = snapshot.value;
  if (value === 'opening') return 'opening';
  if (typeof value === 'string') return 'ended';
  const [family, inner] = Object.entries(value)[0] ?? ['', ''];
  const leaf = typeof inner === 'string' ? inner : Object.keys(inner ?? {})[0];
  if (leaf === 'failed' || leaf === 'hostedFailed') return 'error';
  if (family === 'paypal') {
    if (leaf === 'config' || leaf === 'script') return 'paypal.loading';
    if (leaf === 'creatingOrder') return 'paypal.buttons';
    if (leaf === 'hostedCreating') return 'paypal.unavailable';
  }
  return `${family}.${leaf}` as PaymentStep;
}

export function paymentToView(snapshot: PaymentSnapshot): PaymentView {
  const { context } = snapshot;
  const networks = context.currency === null ? [] : networksFor(context.currency);
  return {
    family: context.family,
    flag: context.order.flag,
    transactionId: context.transactionId,
    step: stepOf(snapshot),
    amount: context.order.amount,
    paymentUrl: context.paymentUrl,
    approveUrl: context.approveUrl,
    error: context.error,
    errorText:
      context.error?.retcode === RETCODE.PAYMENT_PROVIDER_FAILED
        ? 'declined'
        : context.error?.retcode === RETCODE.PAYMENT_ORDER_EXPIRED
          ? 'expired'
          : 'generic',
    fiat: paymentsOf(context.platform).currency,
    currencies: context.walletCurrencies,
    currency: context.currency,
    networks,
    network: context.network,
    canNext: snapshot.can({ type: 'wallet.next' }),
    wallet: context.wallet,
    busy: snapshot.hasTag('busy'),
  };
}
