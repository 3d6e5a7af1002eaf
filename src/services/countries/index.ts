export { type CountryListOptions, loadCountryList, pickerLabel } from './countryList.ts';
