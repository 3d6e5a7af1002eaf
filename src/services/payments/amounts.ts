import type { Platform } from '../api/contract/platform.ts';
import { PLATFORM_TABLE } from '../brand/platforms.ts';
import type { Locale } from '../i18n/locale.ts';

/**
 * A recharge amount in whole units, in the balance's unit (spec 2 §1, §9: `$10`, `10 Coins`,
 * `10云币`). decision: tiers show the unit the balance rises in — 1 USD credits 1 dollar or Coin,
 * 1 yuan 1 云币 — so what is paid and what is credited read alike.
 */
export function formatAmount(platform: Platform, amount: number, locale: Locale): string {
  const { position, symbol } = PLATFORM_TABLE[platform].balance.unit[locale];
  return position === 'prefix' ? `${symbol}${amount}` : `${amount}${symbol}`;
}
