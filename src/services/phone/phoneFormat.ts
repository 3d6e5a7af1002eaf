/**
 * The one way the product writes a phone number for a person to read (spec 1 §3: "the display
 * name is the contact name, otherwise the formatted number"): international format by
 * libphonenumber-js, '+1 202 555 0100'. The chat list, headers, pickers, the address book, the
 * notification and the account panel all go through it.
 *
 * libphonenumber-js is big (~24 KB brotli with its metadata), so it is loaded in its own chunk
 * only when a number needs it (`loadPhoneParser`): a North American number ('1' and ten digits,
 * the first 2–9) is written here exactly as libphonenumber-js writes it, '+1 202 555 0100'
 * (checked against its metadata for every such number), so a chat list or a book of such numbers
 * never fetches it (issue 8 item 21). Until it is here — and for a number it cannot read — a
 * number shows as '+' country code, a space and the national number when the split is known,
 * else '+' and its digits. A party without a country code (a short code, `telCode` '') shows as
 * it is.
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

/** spec 1 §3's format of a North American number, without the parser: '1' and ten digits, the first 2–9. */
const NANP = /^1([2-9]\d{2})(\d{3})(\d{4})$/;

function nanpInternational(digits: string): string | null {
  const match = NANP.exec(digits);
  return match ? `+1 ${match[1]} ${match[2]} ${match[3]}` : null;
}

/** Whether writing this full number (as `PhoneFormat.full` takes it) needs libphonenumber-js. */
export function needsPhoneParser(fullNumber: string, telCode?: string): boolean {
  const digits = digitsOf(fullNumber);
  return telCode !== '' && digits !== '' && !NANP.test(digits);
}

/**
 * The format over a loaded parser, or the plain one while there is none. `onNeed` is told when a
 * number needs the parser that is not here yet (a view then loads it and draws again).
 */
export function phoneFormat(parse: ParsePhoneNumber | null, onNeed?: () => void): PhoneFormat {
  const parsed = (digits: string) => {
    if (!parse) onNeed?.();
    return parse?.(`+${digits}`);
  };
  const international = (digits: string) => nanpInternational(digits) ?? parsed(digits)?.formatInternational() ?? null;
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
      const digits = digitsOf(fullNumber);
      if (NANP.test(digits)) return { telCode: '1', phone: digits.slice(1) };
      const number = parsed(digits);
      return number ? { telCode: number.countryCallingCode, phone: number.nationalNumber } : null;
    },
  };
}

let loaded: ParsePhoneNumber | null = null;
let loading: Promise<ParsePhoneNumber> | null = null;
const onLoaded = new Set<() => void>();

/** Loads libphonenumber-js once (its own chunk); a failed load is forgotten so the next use retries. */
export function loadPhoneParser(): Promise<ParsePhoneNumber> {
  loading ??= import('libphonenumber-js').then(
    ({ parsePhoneNumberFromString }) => {
      loaded = parsePhoneNumberFromString;
      for (const listener of onLoaded) listener();
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

/** Starts loading the parser (a failed load stays plain; the next need tries again). */
export function requestPhoneParser(): void {
  if (!loaded) loadPhoneParser().catch(() => undefined);
}

/** Told once the parser has arrived (for `useSyncExternalStore`); returns the unsubscribe. */
export function subscribePhoneParser(listener: () => void): () => void {
  onLoaded.add(listener);
  return () => onLoaded.delete(listener);
}

/** The format as good as it is now: international once the parser is loaded, plain before. */
export function currentPhoneFormat(): PhoneFormat {
  return phoneFormat(loaded);
}
