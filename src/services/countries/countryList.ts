/**
 * The country lists of the country-code pickers (spec 1 §3, §7): static JSON files served beside
 * the API, English or Chinese (sorted for Chinese readers).
 */
import { COUNTRY_LIST_PATHS, type CountryItem, CountryList } from '../api/contract/countries.ts';
import { createHttp } from '../api/http.ts';
import { parseStaticJson } from '../api/parseAnswer.ts';
import type { ApiResult } from '../api/result.ts';
import type { Locale } from '../i18n/locale.ts';

const PATH_OF_LOCALE: Record<Locale, string> = { en: COUNTRY_LIST_PATHS.en, 'zh-CN': COUNTRY_LIST_PATHS.zh };

export interface CountryListOptions {
  /** The API base (`apiBase()`). */
  base: string;
  signal?: AbortSignal;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

export async function loadCountryList(
  locale: Locale,
  { base, signal, fetch }: CountryListOptions,
): Promise<ApiResult<CountryItem[]>> {
  const send = createHttp(base, fetch);
  const exchange = await send({
    method: 'GET',
    path: PATH_OF_LOCALE[locale],
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  return parseStaticJson(exchange, CountryList);
}

/** How a country reads in a number picker (spec 1 §3): '+1 United States'. */
export function pickerLabel(item: Pick<CountryItem, 'telcode' | 'countryname'>): string {
  return `+${item.telcode} ${item.countryname}`;
}
