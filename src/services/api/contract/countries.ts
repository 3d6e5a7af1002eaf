/**
 * The static country lists of the country-code pickers (spec 1 §3, §7): plain JSON arrays served
 * beside the API, no retcode envelope. Checked by hand, not with zod: the login screen reads a
 * list before anything else of the contract is needed, and zod comes with the rest of the
 * contract after the first call (issue 8 item 21; `tests/unit/startChunk.test.ts` keeps zod out
 * of the start).
 */

export interface CountryItem {
  countrycode: string;
  telcode: string;
  countryname: string;
  /** Flag image path, derived from the lowercase country code (spec 1 §3). */
  flag: string;
  /**
   * The main country of a calling code several share (US for +1, RU for +7); a bare code stands
   * for it. Optional: a list without it takes the first country listed for a code.
   */
  main?: boolean;
}

function isCountryItem(value: unknown): value is CountryItem {
  if (typeof value !== 'object' || value === null) return false;
  const { countrycode, telcode, countryname, flag, main } = value as Record<string, unknown>;
  return (
    typeof countrycode === 'string' &&
    typeof telcode === 'string' &&
    typeof countryname === 'string' &&
    typeof flag === 'string' &&
    (main === undefined || typeof main === 'boolean')
  );
}

/**
 * A country list file (`COUNTRY_LIST_PATHS`), checked item by item; the first misfit is named.
 * The same two calls as a zod schema (`safeParse` for the client, `parse` for tests).
 */
export const CountryList = {
  parse(value: unknown): CountryItem[] {
    const checked = CountryList.safeParse(value);
    if (!checked.success) throw new Error(`country list: ${checked.error.message}`);
    return checked.data;
  },
  safeParse(value: unknown): { success: true; data: CountryItem[] } | { success: false; error: { message: string } } {
    if (!Array.isArray(value)) return { success: false, error: { message: 'not a list' } };
    const misfit = value.findIndex((item) => !isCountryItem(item));
    return misfit < 0
      ? { success: true, data: value as CountryItem[] }
      : { success: false, error: { message: `item ${misfit} is not a country` } };
  },
};

/** Static country lists served beside the API (spec 1 §7). */
export const COUNTRY_LIST_PATHS = {
  en: '/data/countryList_EN.json',
  zh: '/data/countryList_CN_sort.json',
} as const;
