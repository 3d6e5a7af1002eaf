export { type CountryListOptions, loadCountryList, pickerLabel } from './countryList.ts';
export { mainCountryOf, shownCountry } from './mainCountry.ts';
export { suggestedRegion, suggestTelCode } from './suggestTelCode.ts';
