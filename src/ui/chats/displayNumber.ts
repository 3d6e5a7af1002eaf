/**
 * How a chat party's number reads (spec 1 §3 Chat-list item: "the display name is the contact
 * name, otherwise the formatted number"). libphonenumber-js formats it; like the address book's
 * indexer, it is loaded on first use so it stays out of the initial bundle (the chats tab is the
 * first screen). Until it is here, numbers read as '+' and their digits.
 */
import { useEffect, useMemo, useState } from 'react';

type ParsePhoneNumber = typeof import('libphonenumber-js').parsePhoneNumberFromString;

/** A party's number split into country calling code and national number (digits only). */
export interface SplitNumber {
  telCode: string;
  phone: string;
}

export interface NumberFormat {
  /**
   * '12025550100' → '+1 202 555 0100'. `telCode` '' marks a party without a country code (a short
   * code, spec 1 §3 via the contract): its number shows as it is.
   */
  display(fullNumber: string, telCode?: string): string;
  /** The country code and national number of a full number; null while the formatter loads or when unknown. */
  split(fullNumber: string): SplitNumber | null;
}

/** The formatter over a loaded parser, or the plain '+digits' one while there is none (pure). */
export function numberFormat(parse: ParsePhoneNumber | null): NumberFormat {
  return {
    display(fullNumber, telCode) {
      if (telCode === '') return fullNumber;
      return parse?.(`+${fullNumber}`)?.formatInternational() ?? `+${fullNumber}`;
    },
    split(fullNumber) {
      const parsed = parse?.(`+${fullNumber}`);
      return parsed ? { telCode: parsed.countryCallingCode, phone: parsed.nationalNumber } : null;
    },
  };
}

/** The display name of a chat's other party: the contact's name, else its formatted number. */
export function partyName(
  contactName: string | null,
  fullNumber: string,
  telCode: string | undefined,
  format: NumberFormat,
) {
  return contactName ?? format.display(fullNumber, telCode);
}

let loaded: ParsePhoneNumber | null = null;
let loading: Promise<ParsePhoneNumber> | null = null;

/** Loads libphonenumber-js once (its own chunk); a failed load is forgotten so the next use retries. */
function loadParser(): Promise<ParsePhoneNumber> {
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

/** The number format for a view: plain at first, formatted as soon as libphonenumber-js is here. */
export function useNumberFormat(): NumberFormat {
  const [parse, setParse] = useState<ParsePhoneNumber | null>(() => loaded);
  useEffect(() => {
    if (parse) return;
    let live = true;
    // A failed load (offline) keeps the plain format; the next mount tries again.
    loadParser().then(
      (next) => live && setParse(() => next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [parse]);
  return useMemo(() => numberFormat(parse), [parse]);
}
