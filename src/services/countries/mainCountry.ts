/**
 * Calling codes several countries share (+1: United States, Canada, American Samoa…; +7: Russia,
 * Kazakhstan): a code alone names its main country (the server marks it, from libphonenumber's
 * metadata), and a country the person picked stays picked (issue 8: '+1 United States' must not
 * turn into '+1 American Samoa').
 */
import type { CountryItem } from '../api/contract/countries.ts';

/** The country a bare calling code stands for: its main country, else the first listed. */
export function mainCountryOf<T extends Pick<CountryItem, 'telcode' | 'main'>>(
  telCode: string,
  countries: readonly T[],
): T | undefined {
  let first: T | undefined;
  for (const item of countries) {
    if (item.telcode !== telCode) continue;
    if (item.main) return item;
    first ??= item;
  }
  return first;
}

/** The country to show for `telCode`: the one the person chose when it has that code, else the main one. */
export function shownCountry<T extends Pick<CountryItem, 'telcode' | 'countrycode' | 'main'>>(
  telCode: string,
  chosenCountryCode: string | null,
  countries: readonly T[],
): T | undefined {
  const chosen = countries.find((item) => item.countrycode === chosenCountryCode);
  return chosen?.telcode === telCode ? chosen : mainCountryOf(telCode, countries);
}
