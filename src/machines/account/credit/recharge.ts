/**
 * The recharge section's choices (spec 2 §4 Payment, §5, §9) on top of the shared rules
 * (`contract/paymentRules.ts`, which the server runs too): which methods the section lists, which
 * dialog each opens, what a method change does to the amount chosen, and the gift shown.
 *
 * decision: the five wallet currencies are one entry, 'Crypto wallet', whose dialog picks the
 * currency (spec 2 §4: step 1 chooses currency and network, from the enabled flags).
 * decision (spec 2 §4 "PayPal disables the custom amount", "crypto disables gift tiers"): a
 * method change that disables the amount chosen un-chooses it; Pay waits for a new choice.
 */
import { customAllowed, type TierOption, tierOptions } from '../../../services/api/contract/paymentRules.ts';
import {
  CRYPTO_CURRENCIES,
  type CryptoCurrency,
  PAYMENT_FLOWS,
  type PaymentFlag,
  type PaymentMethodsAnswer,
  WALLET_FLAG_OF,
} from '../../../services/api/contract/payments.ts';
import type { Platform } from '../../../services/api/contract/platform.ts';
import type { PaymentFamily } from '../payment/types.ts';

/** The entries of the section's method list, in its order. */
export const SECTION_METHODS = ['paypal', 'alipay', 'wechatpay', 'unionpay', 'cryptoPay', 'wallet'] as const;
export type SectionMethod = (typeof SECTION_METHODS)[number];

/** The amount chosen: a tier, or the custom amount (its text is the section's field). */
export type AmountChoice = { kind: 'tier'; amount: number } | { kind: 'custom' } | null;

const FAMILY_OF_FLOW = { redirect: 'redirect', qr: 'wechat', paypal: 'paypal', wallet: 'wallet' } as const;

/** The dialog a method opens (spec 2 §2). */
export function familyOf(method: SectionMethod): PaymentFamily {
  if (method === 'wallet') return 'wallet';
  return FAMILY_OF_FLOW[PAYMENT_FLOWS[method]];
}

/** The wallet currencies the server enables (spec 2 §4). */
export function walletCurrencies(answer: PaymentMethodsAnswer): CryptoCurrency[] {
  return CRYPTO_CURRENCIES.filter((currency) => answer[WALLET_FLAG_OF[currency]]);
}

/** spec 2 §6: the methods shown are filtered by the server's flags. */
export function offeredMethods(answer: PaymentMethodsAnswer): SectionMethod[] {
  return SECTION_METHODS.filter((method) =>
    method === 'wallet' ? walletCurrencies(answer).length > 0 : answer[method],
  );
}

/** spec 2 §4: the method needs a verified phone first (a wallet: any of its enabled currencies). */
export function needsPhone(answer: PaymentMethodsAnswer, method: SectionMethod): boolean {
  if (method !== 'wallet') return answer.needSetPhone[method] === true;
  return walletCurrencies(answer).some((currency) => answer.needSetPhone[WALLET_FLAG_OF[currency]] === true);
}

/**
 * The flag the shared rules read for a method: a wallet's currencies are all crypto, so any of
 * them answers for the tiers and gifts (the real flag is known once the dialog's step 1 chose).
 */
export function rulesFlag(method: SectionMethod | null): PaymentFlag | null {
  return method === 'wallet' ? 'usdtPay' : method;
}

/** The brand's tiers with the method chosen (spec 2 §9; crypto on wephone and wetalk: no gift tiers). */
export function tiersFor(platform: Platform, method: SectionMethod | null): TierOption[] {
  return tierOptions(platform, rulesFlag(method));
}

/** Whether the amount chosen stays allowed with `method` (spec 2 §4). */
export function choiceAllowed(platform: Platform, method: SectionMethod | null, choice: AmountChoice): boolean {
  if (choice === null) return true;
  if (choice.kind === 'custom') return customAllowed(rulesFlag(method));
  return tiersFor(platform, method).some((tier) => tier.amount === choice.amount && !tier.disabled);
}

/** The gift the section shows for the choice: the tier's; none for a custom amount (spec 2 §4). */
export function giftOf(platform: Platform, method: SectionMethod | null, choice: AmountChoice): number {
  if (choice?.kind !== 'tier') return 0;
  return tiersFor(platform, method).find((tier) => tier.amount === choice.amount)?.gift ?? 0;
}
