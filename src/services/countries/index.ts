/** A country of the lists, as the pickers show it (views read it from here, never from the API contract). */
export type { CountryItem } from '../api/contract/countries.ts';
export { type CountryListOptions, loadCountryList, pickerLabel } from './countryList.ts';
export { mainCountryOf, shownCountry } from './mainCountry.ts';
export { suggestedRegion, suggestTelCode } from './suggestTelCode.ts';
