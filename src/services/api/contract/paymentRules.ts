/**
 * The recharge rules (spec 2 §4 Payment, §5 custom amount, §9 tiers and gifts, §3 product id), as
 * pure functions the recharge section and the reference server both run, so what the screen
 * offers is exactly what the server accepts. The brand facts are the `payments` column of the
 * brand table; decisions are collected in docs/payments.md.
 */
import { type PaymentsRow, PLATFORM_TABLE } from '../../brand/platforms.ts';
import type { CryptoCurrency, CryptoNetwork, PaymentFlag } from './payments.ts';
import { CRYPTO_NETWORKS, PAYMENT_FLAGS, PAYMENT_FLOWS, PRODUCT_PREFIXES } from './payments.ts';
import type { Platform } from './platform.ts';
import { RETCODE } from './retcodes.ts';

/** spec 2 §3: the gift value of the custom-amount choice. */
export const CUSTOM_GIFT = '-1';
/** spec 2 §3 product id: prefix, this infix, then the amount or `CUSTOM_PRODUCT`. */
export const PRODUCT_INFIX = '_INN_WEB_USD_';
export const CUSTOM_PRODUCT = 'CUSTOM';

export function paymentsOf(platform: Platform): PaymentsRow {
  return PLATFORM_TABLE[platform].payments;
}

/** Whether the brand offers the method (the flag getPaymentMethods answers). */
export function methodOffered(platform: Platform, flag: PaymentFlag): boolean {
  return paymentsOf(platform).methods.includes(flag) && PAYMENT_FLOWS[flag] !== 'none';
}

/** Crypto through the provider or a wallet currency (spec 2 §4 "crypto methods"). */
export function isCryptoFlag(flag: PaymentFlag): boolean {
  return flag === 'cryptoPay' || PAYMENT_FLOWS[flag] === 'wallet';
}

/** spec 2 §3: `ALIPAY_INN_WEB_USD_10`, `ALIPAY_INN_WEB_USD_CUSTOM`. */
export function productIdOf(flag: PaymentFlag, amount: number | typeof CUSTOM_PRODUCT): string {
  return `${PRODUCT_PREFIXES[flag]}${PRODUCT_INFIX}${amount}`;
}

const PRODUCT_ID = /^([A-Z]+)_INN_WEB_USD_(CUSTOM|[1-9]\d{0,5})$/;
const FLAG_OF_PREFIX = new Map(PAYMENT_FLAGS.map((flag) => [PRODUCT_PREFIXES[flag] as string, flag]));

/** The method and amount a product id names, or null when it is not one. */
export function parseProductId(productId: string): { flag: PaymentFlag; amount: number | 'CUSTOM' } | null {
  const match = PRODUCT_ID.exec(productId.trim());
  const flag = match?.[1] === undefined ? undefined : FLAG_OF_PREFIX.get(match[1]);
  if (!match || !flag) return null;
  return { flag, amount: match[2] === CUSTOM_PRODUCT ? CUSTOM_PRODUCT : Number(match[2]) };
}

/** A tier as the recharge section shows it with a method chosen. */
export interface TierOption {
  amount: number;
  /** What is credited on top (0: none). */
  gift: number;
  /** spec 2 §4: on wephone and wetalk a crypto method disables the tiers that carry a gift. */
  disabled: boolean;
}

/** spec 2 §4, §9: the brand's tiers for a method (any method when `flag` is null, e.g. before one is chosen). */
export function tierOptions(platform: Platform, flag: PaymentFlag | null): TierOption[] {
  const row = paymentsOf(platform);
  const noGifts = flag !== null && isCryptoFlag(flag) && !row.cryptoGifts;
  return row.tiers.map(({ amount, gift }) => ({
    amount,
    gift: noGifts ? 0 : gift,
    disabled: noGifts && gift > 0,
  }));
}

/** spec 2 §4: picking PayPal disables the custom amount. */
export function customAllowed(flag: PaymentFlag | null): boolean {
  return flag !== 'paypal';
}

export type CustomAmountCheck =
  | { ok: true; amount: number }
  | { ok: false; problem: 'notWhole' | 'belowMin' | 'aboveMax'; min: number; max: number };

/** spec 2 §5: whole units from the brand's minimum to its maximum (dollar brands 11–200, cloudnumber 11–2000). */
export function checkCustomAmount(platform: Platform, value: string | number): CustomAmountCheck {
  const { min, max } = paymentsOf(platform).custom;
  const text = String(value).trim();
  if (!/^\d{1,9}(\.0*)?$/.test(text)) return { ok: false, problem: 'notWhole', min, max };
  const amount = Number.parseInt(text, 10);
  if (amount < min) return { ok: false, problem: 'belowMin', min, max };
  if (amount > max) return { ok: false, problem: 'aboveMax', min, max };
  return { ok: true, amount };
}

/** spec 2 §4: the networks of a wallet currency — USDC has no TRC-20; ETH (Mainnet) and BCH send none. */
export function networksFor(currency: CryptoCurrency): readonly CryptoNetwork[] {
  if (currency === 'ETH' || currency === 'BCH') return [];
  if (currency === 'USDC') return CRYPTO_NETWORKS.filter((network) => network !== 'TRC-20');
  return CRYPTO_NETWORKS;
}

/** Whether a wallet order may use this network ('' or absent: none, as ETH and BCH need). */
export function networkAllowed(currency: CryptoCurrency, network: CryptoNetwork | '' | undefined): boolean {
  const networks = networksFor(currency);
  return networks.length === 0 ? !network : network !== undefined && networks.includes(network as CryptoNetwork);
}

/** Why a purchase is refused: a payment code of spec 2 §8 (meanings in retcodes.ts). */
export type PurchaseRefusal =
  | typeof RETCODE.PAYMENT_AMOUNT_REFUSED
  | typeof RETCODE.PAYMENT_PRODUCT_UNKNOWN
  | typeof RETCODE.PAYMENT_METHOD_DISABLED;

export type PurchaseCheck =
  | { ok: true; flag: PaymentFlag; amount: number; gift: number; custom: boolean }
  | { ok: false; retcode: PurchaseRefusal };

/**
 * What paying `productId` with `flag` buys on this brand: the amount and the gift (the server
 * decides gifts: the tier's, none for a custom amount, none for crypto where the brand says so),
 * or why it is refused. The method must be one the brand offers (200042), the product id one of
 * that method (200041: unknown, another method's, or _CUSTOM with PayPal), the amount a tier the
 * method may pick or a custom amount within the range (200040).
 */
export function checkPurchase(
  platform: Platform,
  purchase: { flag: PaymentFlag; productId: string; customAmount?: string | number | undefined },
): PurchaseCheck {
  const { flag } = purchase;
  if (!methodOffered(platform, flag)) return { ok: false, retcode: RETCODE.PAYMENT_METHOD_DISABLED };
  const product = parseProductId(purchase.productId);
  if (!product || product.flag !== flag) return { ok: false, retcode: RETCODE.PAYMENT_PRODUCT_UNKNOWN };
  if (product.amount === CUSTOM_PRODUCT) {
    if (!customAllowed(flag)) return { ok: false, retcode: RETCODE.PAYMENT_PRODUCT_UNKNOWN };
    if (purchase.customAmount === undefined) return { ok: false, retcode: RETCODE.PAYMENT_AMOUNT_REFUSED };
    const custom = checkCustomAmount(platform, purchase.customAmount);
    if (!custom.ok) return { ok: false, retcode: RETCODE.PAYMENT_AMOUNT_REFUSED };
    // spec 2 §4: a custom amount resets the gift.
    return { ok: true, flag, amount: custom.amount, gift: 0, custom: true };
  }
  const tier = tierOptions(platform, flag).find((option) => option.amount === product.amount);
  if (!tier || tier.disabled) return { ok: false, retcode: RETCODE.PAYMENT_AMOUNT_REFUSED };
  return { ok: true, flag, amount: tier.amount, gift: tier.gift, custom: false };
}
