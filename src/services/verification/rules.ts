/**
 * The rules of the verification screens that are not timing (spec 3 §4, §5, §9): when New Code's
 * number list shows its search box, when Next is enabled, what the number type allows, when an
 * SMS may be sent and to whom, and the receive panel's tip. Pure, so the charts' guards and the
 * views ask the same question.
 */

/** spec 3 §9: the search box appears when more than 4 numbers are offered. */
export const SEARCH_ABOVE = 4;

/** spec 3 §9: SMS wait window 180 s, poll interval 5 s. */
export const SMS_WAIT_MS = 180_000;
export const SMS_POLL_MS = 5_000;
/** The checks a full window makes: the counter the poll call is sent (spec 3 §7 'remaining count'). */
export const SMS_CHECKS = SMS_WAIT_MS / SMS_POLL_MS;

/** spec 3 §9: the copy confirmation shows 2 s. */
export const COPIED_MS = 2_000;

export function searchShown(count: number): boolean {
  return count > SEARCH_ABOVE;
}

/**
 * The search that filters a list of `count` numbers: none while its box is not on screen (issue 27
 * item 4: a search typed for a longer list must not hide a shorter one's numbers).
 */
export function searchInForce(count: number, search: string): string {
  return searchShown(count) ? search : '';
}

/** A number offered in New Code's list, as far as the search reads it. */
export interface SearchableNumber {
  phone: string;
  telCode: string;
  numberName?: string;
}

/** spec 3 §5: the search matches the number (with or without its country code) or its name. */
export function matchesSearch(number: SearchableNumber, search: string): boolean {
  const query = search.trim().toLowerCase().replace(/^\+/, '');
  if (query === '') return true;
  const digits = query.replace(/[\s()-]/g, '');
  return (
    (digits !== '' && (number.phone.includes(digits) || `${number.telCode}${number.phone}`.includes(digits))) ||
    (number.numberName ?? '').toLowerCase().includes(query)
  );
}

/**
 * spec 3 §5: New Code's Next is enabled only when a number is selected, the terms are accepted
 * and the selected number matches the search text (a number the search hid cannot be taken).
 */
export function canGoNext(params: {
  selected: SearchableNumber | null;
  termsAccepted: boolean;
  search: string;
}): boolean {
  return params.selected !== null && params.termsAccepted && matchesSearch(params.selected, params.search);
}

/** spec 3 §5: numberType 1 allows subscribing; 2 hides the subscribe button. */
export const NUMBER_TYPES = [1, 2] as const;
export type NumberType = (typeof NUMBER_TYPES)[number];

export function subscribeShown(numberType: number): boolean {
  return numberType !== 2;
}

/**
 * spec 3 §5: 'Recipient is country code plus number with plus signs stripped.' Blanks and
 * separators a person types are stripped too; null when either part is empty.
 */
export function recipientOf(countryCode: string, phone: string): string | null {
  const code = countryCode.replace(/[^\d]/g, '');
  const number = phone.replace(/[^\d]/g, '');
  return code === '' || number === '' ? null : `${code}${number}`;
}

/** spec 3 §5: sending needs message text and a recipient; otherwise nothing happens. */
export function canSend(text: string, countryCode: string, phone: string): boolean {
  return text.trim() !== '' && recipientOf(countryCode, phone) !== null;
}

/**
 * The receive panel's tip (spec 3 §4: 'The tip cycles through 5 states: instructions, copied
 * (old), receiving, received, copied (new)'), as the index the spec counts by.
 *
 * decision: the spec names the states but not what moves between them. Read as a person's
 * progress: the instructions (copy the number, ask the app for a code) → the number was copied
 * ('copied (old)': what was copied is the number, before a message) → the next check found
 * nothing yet ('receiving', waiting for the SMS) → a new SMS arrived ('received', index 3 as the
 * spec says) → its code was copied ('copied (new)').
 */
export const TIPS = ['instructions', 'copiedNumber', 'receiving', 'received', 'copiedCode'] as const;
export type Tip = (typeof TIPS)[number];

export type TipEvent =
  /** A number was locked (or opened in get-code mode): start over. */
  | 'number.locked'
  | 'number.copied'
  /** A check ran and found no new SMS. */
  | 'check.empty'
  | 'sms.received'
  | 'code.copied';

export function nextTip(tip: Tip, event: TipEvent): Tip {
  switch (event) {
    case 'number.locked':
      return 'instructions';
    case 'number.copied':
      // Once a message arrived the tip keeps saying so: the number was copied for another try.
      return tip === 'received' || tip === 'copiedCode' ? tip : 'copiedNumber';
    case 'check.empty':
      return tip === 'copiedNumber' ? 'receiving' : tip;
    case 'sms.received':
      return 'received';
    case 'code.copied':
      return tip === 'received' || tip === 'copiedCode' ? 'copiedCode' : tip;
  }
}

export function tipIndex(tip: Tip): number {
  return TIPS.indexOf(tip);
}

/** The remaining lock time as m:ss (issue 10 item 7: shown beside the code). */
export function remainingLabel(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
