/**
 * The static country lists of the country-code pickers (spec 1 §3, §7): plain JSON arrays served
 * beside the API, no retcode envelope. Written with zod's small functional build (`zod/mini`):
 * the login screen checks a list before anything else of the contract is needed, and the full
 * zod comes with the rest of the contract after the first call (issue 8 item 21). The schemas
 * are ordinary zod schemas for every other use.
 */
import { z } from 'zod/mini';

export const CountryItem = z.object({
  countrycode: z.string(),
  telcode: z.string(),
  countryname: z.string(),
  /** Flag image path, derived from the lowercase country code (spec 1 §3). */
  flag: z.string(),
  /**
   * The main country of a calling code several share (US for +1, RU for +7); a bare code stands
   * for it. Optional: a list without it takes the first country listed for a code.
   */
  main: z.optional(z.boolean()),
});
export type CountryItem = z.infer<typeof CountryItem>;
/** A country list file (`COUNTRY_LIST_PATHS`). */
export const CountryList = z.array(CountryItem);

/** Static country lists served beside the API (spec 1 §7). */
export const COUNTRY_LIST_PATHS = {
  en: '/data/countryList_EN.json',
  zh: '/data/countryList_CN_sort.json',
} as const;
