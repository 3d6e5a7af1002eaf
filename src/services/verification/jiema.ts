/**
 * The JieMa tool's rules (spec 3 §2 JieMa, §4 JieMa flow and old tab, §5, §9). Pure, so the
 * charts' guards and the views ask the same question.
 */
import type { CodeCountry, CodePhoneOption } from '../api/contract/verificationCodes.ts';
import { NUMBER_TYPES, type NumberType } from './rules.ts';

/** spec 3 §9: old SMS history, 20 per load. */
export const SMS_HISTORY_PAGE = 20;
/** spec 3 §9: 'see more' ignores repeated clicks for 1 s. */
export const SEE_MORE_GUARD_MS = 1_000;
/** spec 3 §9: old-app click guard 500 ms. */
export const OLD_APP_GUARD_MS = 500;
/** spec 3 §9: the jiema balance card shows 2 decimals. */
export const JIEMA_BALANCE_DECIMALS = 2;

/** spec 3 §2: the country select reads '+code name'. */
export function countryLabel(country: Pick<CodeCountry, 'telCode' | 'name'>): string {
  return `+${country.telCode} ${country.name}`;
}

/** The number types (radio 1/2) that have a number to get for the chosen service and country. */
export function availableTypes(options: readonly Pick<CodePhoneOption, 'numberType' | 'canGetNumber'>[]): NumberType[] {
  return NUMBER_TYPES.filter((type) => options.some((option) => option.numberType === type && option.canGetNumber));
}

/** spec 3 §4: 'the first available option is auto-selected' (null: none available). */
export function firstAvailableType(
  options: readonly Pick<CodePhoneOption, 'numberType' | 'canGetNumber'>[],
): NumberType | null {
  return availableTypes(options)[0] ?? null;
}

/** spec 3 §4: finishing offers a subscribe reminder when a subscribable number has received an SMS. */
export function remindsToSubscribe(facts: { canSub: boolean; received: boolean; subscribed: boolean }): boolean {
  return facts.canSub && facts.received && !facts.subscribed;
}

/** One month page of getCodeSmsList: which month, and the page cursor inside it. */
export interface MonthCursor {
  ym: string;
  nextPage: string | null;
}

/** A month page's answer, as far as the paging reads it. */
export interface MonthPage {
  ym: string;
  nextPage: string | null;
  prevYm: string | null;
}

/** Where the next load starts after this answer: the month's next page, else the month before (null: nothing older). */
export function cursorAfter(page: MonthPage): MonthCursor | null {
  if (page.nextPage !== null) return { ym: page.ym, nextPage: page.nextPage };
  return page.prevYm !== null ? { ym: page.prevYm, nextPage: null } : null;
}

/**
 * spec 3 §4 old tab: a load goes on, one month back at a time, until it holds `target` messages
 * (20 more than before it started) or nothing older is left.
 */
export function loadGoesOn(collected: number, target: number, next: MonthCursor | null): boolean {
  return next !== null && collected < target;
}
