import type { Platform } from '../api/contract/platform.ts';
import type { Locale } from '../i18n/locale.ts';
import { PLATFORM_TABLE, UNLOCK_BONUS_REWARD } from './platforms.ts';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Rounds a decimal string to `decimals` places, half away from zero, with integer arithmetic so
 * that no float ever touches money (conventions: money as decimal strings).
 */
export function roundDecimal(amount: string, decimals: number): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundsUp = (fraction[decimals] ?? '0') >= '5';
  const scaled = BigInt(whole + kept) + (roundsUp ? 1n : 0n);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const unsigned = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  // A value that rounds to zero loses its sign: "-0.00001" shows as "0.0000".
  return sign && scaled !== 0n ? `-${unsigned}` : unsigned;
}

/**
 * The balance (or a charge) as the brand shows it (spec 1 §1, spec 2 §1): `$12.3400`, `-$0.5000`,
 * `12.3400 Coins`, `-3.50云币`. The minus sign goes before the unit on dollar brands.
 */
export function formatBalance(
  platform: Platform,
  amount: string,
  locale: Locale,
  // spec 3 §9: the jiema balance card shows 2 decimals where the brand's balance has 4.
  decimals = PLATFORM_TABLE[platform].balance.decimals,
): string {
  const { unit } = PLATFORM_TABLE[platform].balance;
  const rounded = roundDecimal(amount, decimals);
  const negative = rounded.startsWith('-');
  const magnitude = negative ? rounded.slice(1) : rounded;
  const { position, symbol } = unit[locale];
  const body = position === 'prefix' ? `${symbol}${magnitude}` : `${magnitude}${symbol}`;
  return negative ? `-${body}` : body;
}

/**
 * A reward (spec 1 §9 "0.2 in the platform currency") as the brand writes money it promises:
 * `$0.20`, `0.20 Coins`, `0.20云币`. decision: two places, as a price reads, whatever the balance's
 * own precision (four on most brands), so that an offer never reads `$0.2000`.
 */
const REWARD_DECIMALS = 2;
export const formatReward = (platform: Platform, locale: Locale, amount = String(UNLOCK_BONUS_REWARD)): string =>
  formatBalance(platform, amount, locale, REWARD_DECIMALS);
