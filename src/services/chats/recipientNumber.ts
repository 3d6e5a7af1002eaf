/**
 * spec 1 §5 Recipient number typed into a new chat.
 */

/** spec 1 §5: only the last 11 characters of a typed number are kept. */
export const RECIPIENT_MAX_LENGTH = 11;
/** spec 1 §5: a chat target needs at least 5 digits. */
export const RECIPIENT_MIN_DIGITS = 5;
/** spec 1 §5, §9: the country-code input holds at most 4 characters. */
export const COUNTRY_CODE_MAX_LENGTH = 4;

/** '+1', '1', ' +44 ' → '1', '1', '44'. */
export function bareTelCode(telCode: string): string {
  return telCode.trim().replace(/^\+/, '');
}

/** spec 1 §5: the country-code input is truncated to 4 characters (as typed, '+' included). */
export function truncateCountryCode(typed: string): string {
  return typed.trim().slice(0, COUNTRY_CODE_MAX_LENGTH);
}

/**
 * spec 1 §5: trimmed, dashes, spaces and parentheses removed, the last 11 characters kept.
 * decision: a leading '+' is removed too (it precedes a pasted international number and is never
 * part of the digits), so '+1 (415) 555-0100' reads as '14155550100'.
 */
export function cleanRecipientNumber(typed: string): string {
  return typed
    .trim()
    .replace(/[-\s()]/g, '')
    .replace(/^\+/, '')
    .slice(-RECIPIENT_MAX_LENGTH);
}

/**
 * The number to start a chat with, or null when it cannot be one (spec 1 §5):
 * cleaned as above; when the own country code is +1 and 11 digits were given, their leading 1
 * (the NANP trunk prefix) is dropped; accepted only with at least 5 digits.
 * decision: anything but digits left after cleaning (letters, dots, '#') makes it no number.
 */
export function recipientNumber(typed: string, ownTelCode: string): string | null {
  let number = cleanRecipientNumber(typed);
  if (!/^\d+$/.test(number)) return null;
  if (bareTelCode(ownTelCode) === '1' && number.length === RECIPIENT_MAX_LENGTH && number.startsWith('1')) {
    number = number.slice(1);
  }
  return number.length >= RECIPIENT_MIN_DIGITS ? number : null;
}
