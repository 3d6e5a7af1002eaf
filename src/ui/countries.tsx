import { createContext, use } from 'react';
import type { CountryItem } from '../services/countries/index.ts';

/**
 * The country list of the current language, loaded once per language by the root (views never
 * call services). Flags are absolute URLs already. Empty until the list has arrived, and empty
 * for good if it cannot be loaded: the pickers then accept typed codes only, so the login never
 * waits for the list (it shows the prefilled '+1' at once and the country names when they come).
 */
export const CountriesContext = createContext<readonly CountryItem[]>([]);

export function useCountries(): readonly CountryItem[] {
  return use(CountriesContext);
}
