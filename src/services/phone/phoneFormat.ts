/**
 * The one way the product writes a phone number for a person to read (spec 1 §3: "the display
 * name is the contact name, otherwise the formatted number"): international format by
 * libphonenumber-js, '+1 202 555 0100'. The chat list, headers, pickers, the address book, the
 * notification and the account panel all go through it.
 *
 * libphonenumber-js is big, so it is loaded on first use in its own chunk (`loadPhoneParser`).
 * Until it is here — and for a number it cannot read — a number shows as '+' country code, a
 * space and the national number when the split is known, else '+' and its digits. A party
 * without a country code (a short code, `telCode` '') shows as it is.
 */

type ParsePhoneNumber = typeof import('libphonenumber-js').parsePhoneNumberFromString;

/** A number split into country calling code and national number (digits only). */
export interface SplitNumber {
  telCode: string;
  phone: string;
}

export interface PhoneFormat {
  /** '12025550100' (country code and number, digits; a leading '+' is fine) → '+1 202 555 0100'. `telCode` '' marks a short code. */
  full(fullNumber: string, telCode?: string): string;
  /** Country code and national number → '+1 202 555 0100'. */
  parts(telCode: string, national: string): string;
  /** The country code and national number of a full number; null while the parser loads or when unknown. */
  split(fullNumber: string): SplitNumber | null;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The format over a loaded parser, or the plain one while there is none (pure). */
export function phoneFormat(parse: ParsePhoneNumber | null): PhoneFormat {
  const international = (digits: string) => parse?.(`+${digits}`)?.formatInternational() ?? null;
  return {
    full(fullNumber, telCode) {
      if (telCode === '') return fullNumber;
      const digits = digitsOf(fullNumber);
      if (digits === '') return fullNumber;
      const code = telCode === undefined ? '' : digitsOf(telCode);
      const plain = code !== '' && digits.startsWith(code) ? `+${code} ${digits.slice(code.length)}` : `+${digits}`;
      return international(digits) ?? plain;
    },
    parts(telCode, national) {
      const code = digitsOf(telCode);
      const number = digitsOf(national);
      if (code === '') return national;
      return international(`${code}${number}`) ?? `+${code} ${number}`;
    },
    split(fullNumber) {
      const parsed = parse?.(`+${digitsOf(fullNumber)}`);
      return parsed ? { telCode: parsed.countryCallingCode, phone: parsed.nationalNumber } : null;
    },
  };
}

let loaded: ParsePhoneNumber | null = null;
let loading: Promise<ParsePhoneNumber> | null = null;

/** Loads libphonenumber-js once (its own chunk); a failed load is forgotten so the next use retries. */
export function loadPhoneParser(): Promise<ParsePhoneNumber> {
  loading ??= import('libphonenumber-js').then(
    ({ parsePhoneNumberFromString }) => {
      loaded = parsePhoneNumberFromString;
      return parsePhoneNumberFromString;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The parser if it is loaded already (null before), for code that cannot wait for it. */
export function loadedPhoneParser(): ParsePhoneNumber | null {
  return loaded;
}

/** The format as good as it is now: international once the parser is loaded, plain before. */
export function currentPhoneFormat(): PhoneFormat {
  return phoneFormat(loaded);
}
