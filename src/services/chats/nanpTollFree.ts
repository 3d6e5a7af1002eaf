/**
 * The North American toll-free area codes (NANP: +1). Kept apart from `tollFree.ts` so a
 * caller that only needs this (or the server) does not pull in libphonenumber's full metadata.
 */
import { bareTelCode } from './recipientNumber.ts';

export const NANP_TOLL_FREE_AREA_CODES: ReadonlySet<string> = new Set([
  '800',
  '833',
  '844',
  '855',
  '866',
  '877',
  '888',
]);

/** '+1' with a 10-digit number (or 11 with the trunk 1) whose area code is toll-free. */
export function isNanpTollFree(telCode: string, number: string): boolean {
  if (bareTelCode(telCode) !== '1') return false;
  const digits = number.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 && NANP_TOLL_FREE_AREA_CODES.has(national.slice(0, 3));
}
