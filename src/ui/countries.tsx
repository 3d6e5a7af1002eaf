import { createContext, use } from 'react';
import type { CountryItem } from '../services/api/contract/index.ts';

/**
 * The country list of the current language, loaded once by the root (views never call services).
 * Flags are absolute URLs already. An empty list is a valid value: the pickers then accept typed
 * codes only.
 */
export const CountriesContext = createContext<Promise<readonly CountryItem[]>>(Promise.resolve([]));

export function useCountries(): readonly CountryItem[] {
  return use(use(CountriesContext));
}
