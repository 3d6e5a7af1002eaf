/**
 * spec 1 §5 Sending: toll-free destinations are not supported. A number is toll-free when
 * libphonenumber's full metadata says so for its country (UK 0800, France 0800, Australia 1800 …)
 * or when it is a North American toll-free area code.
 *
 * Heavy: 'libphonenumber-js/max' carries the number-type metadata (about 150 KB). The sending
 * actor should load this module with a dynamic `import()` so it stays out of the initial bundle.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isNanpTollFree } from './nanpTollFree.ts';
import { bareTelCode } from './recipientNumber.ts';

export function isTollFreeDestination(telCode: string, number: string): boolean {
  if (isNanpTollFree(telCode, number)) return true;
  const parsed = parsePhoneNumberFromString(`+${bareTelCode(telCode)}${number.replace(/\D/g, '')}`);
  return parsed?.getType() === 'TOLL_FREE';
}

/** The same check for a full number (country code and national number run together, no '+'). */
export function isTollFreeFullNumber(fullNumber: string): boolean {
  const parsed = parsePhoneNumberFromString(`+${fullNumber.replace(/\D/g, '')}`);
  return parsed !== undefined && isTollFreeDestination(parsed.countryCallingCode, parsed.nationalNumber);
}
