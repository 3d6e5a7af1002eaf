/**
 * Full numbers (country calling code + national number, digits; see the contract's messaging.ts):
 * splitting them at the calling code, and what the chat rules need to know about a recipient
 * (spec 1 §5 Sending: valid, not toll-free) and about either end's region for the rate table.
 */
import { getCountries, getCountryCallingCode, isPossiblePhoneNumber } from 'libphonenumber-js';
// The full metadata: the number *type* (toll-free) is not in the default, smaller set.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { fullNumberDigits, RATE_REGIONS, type RateRegion } from '../../../src/services/api/contract/index.ts';

/** Calling codes of every region libphonenumber-js knows. E.164 codes are prefix-free. */
const CALLING_CODES: ReadonlySet<string> = new Set(getCountries().map((country) => getCountryCallingCode(country)));
const LONGEST_CALLING_CODE = 3;

/** spec 1 §5: a chat target has at least 5 digits (after its country code, decision). */
export const MIN_RECIPIENT_DIGITS = 5;
/** E.164: at most 15 digits with the country code. */
const MAX_FULL_DIGITS = 15;

/** Regions that share a country's rates: the UK's crown dependencies dial as +44. */
const RATE_REGION_OF: Readonly<Record<string, RateRegion>> = { GG: 'GB', JE: 'GB', IM: 'GB' };

export interface SplitNumber {
  fullNumber: string;
  /** '' when the digits are no possible number under a known calling code (e.g. a short code). */
  telCode: string;
  /** The national number; the whole number when telCode is ''. */
  number: string;
}

/**
 * Parsing numbers is the costliest step of a send after the database (CPU profiles: libphonenumber
 * more than the product's own code, with the full metadata most of all), and the same few numbers
 * come back all the time: what is worked out of a number is kept. Bounded: cleared whenever it
 * grows past NUMBERS_KEPT.
 */
const NUMBERS_KEPT = 10_000;

function remembered<T>(work: (fullNumber: string) => T): (fullNumber: string) => T {
  const known = new Map<string, T>();
  return (fullNumber) => {
    let value = known.get(fullNumber);
    if (value === undefined) {
      if (known.size >= NUMBERS_KEPT) known.clear();
      value = work(fullNumber);
      known.set(fullNumber, value);
    }
    return value;
  };
}

/**
 * The calling code and national number of a full number. A sender such as the short code 12345
 * is not '+1 2345': digits that cannot be a number of their would-be country keep telCode ''.
 */
export const splitFullNumber = remembered(splitDigits);

function splitDigits(fullNumber: string): SplitNumber {
  for (let length = 1; length <= LONGEST_CALLING_CODE && length < fullNumber.length; length += 1) {
    const telCode = fullNumber.slice(0, length);
    if (!CALLING_CODES.has(telCode)) continue;
    if (!isPossiblePhoneNumber(`+${fullNumber}`)) break;
    return { fullNumber, telCode, number: fullNumber.slice(length) };
  }
  return { fullNumber, telCode: '', number: fullNumber };
}

export interface NumberFacts extends SplitNumber {
  /** The rate region (spec 2 §9), when the number is a valid one of a priced region. */
  region: RateRegion | undefined;
  tollFree: boolean;
}

/** What the chat rules need to know about a number. */
export const numberFacts = remembered(parseFacts);

function parseFacts(fullNumber: string): NumberFacts {
  const parsed = parsePhoneNumberFromString(`+${fullNumber}`);
  const country = parsed?.isValid() ? parsed.country : undefined;
  return {
    ...splitFullNumber(fullNumber),
    region: country ? rateRegion(country) : undefined,
    tollFree: parsed?.getType() === 'TOLL_FREE',
  };
}

function rateRegion(country: string): RateRegion | undefined {
  const mapped = RATE_REGION_OF[country] ?? country;
  return (RATE_REGIONS as readonly string[]).includes(mapped) ? (mapped as RateRegion) : undefined;
}

/**
 * A recipient as typed (spec 1 §5: spaces, dashes, parentheses and '+' dropped), or undefined
 * when it cannot be a chat target: not digits, longer than E.164 allows, not a possible number
 * under a known country code, or fewer than 5 digits after it.
 */
export function readRecipient(typed: string): NumberFacts | undefined {
  const digits = fullNumberDigits(typed);
  if (!/^\d+$/.test(digits) || digits.length > MAX_FULL_DIGITS) return undefined;
  const facts = numberFacts(digits);
  if (facts.telCode === '' || facts.number.length < MIN_RECIPIENT_DIGITS) return undefined;
  return facts;
}
