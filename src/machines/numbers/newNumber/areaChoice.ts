/**
 * Step 1's selection rules (spec 3 §4: country → province → area code → number). Choosing a level
 * takes the first entry of every level below it, so the numbers load at once and a hidden selector
 * (spec 3 §5: GB, AU, HK, TollFree) always holds a value.
 */
import type { AreaChoice, AreaCodeCountry } from './types.ts';

type AreaCountry = AreaCodeCountry;
type AreaType = AreaCodeCountry['typeList'][number];
type AreaProvince = AreaType['provinces'][number];

function firstOf(country: AreaCountry, type: AreaType | undefined, province: AreaProvince | undefined): AreaChoice {
  return {
    code: country.code,
    type: type?.name ?? 'local',
    province: province?.name ?? '',
    areaCode: province?.areaCodes[0] ?? '',
  };
}

export function findCountry(countries: readonly AreaCountry[], code: string): AreaCountry | undefined {
  return countries.find((country) => country.code === code);
}

function findType(country: AreaCountry | undefined, name: string | undefined): AreaType | undefined {
  return country?.typeList.find((type) => type.name === name);
}

/** The first country, with its first type, province and area code; null when there is none. */
export function initialChoice(countries: readonly AreaCountry[]): AreaChoice | null {
  const country = countries[0];
  if (!country) return null;
  const type = country.typeList[0];
  return firstOf(country, type, type?.provinces[0]);
}

export function chooseCountry(countries: readonly AreaCountry[], code: string): AreaChoice | null {
  const country = findCountry(countries, code);
  if (!country) return null;
  const type = country.typeList[0];
  return firstOf(country, type, type?.provinces[0]);
}

export function chooseType(countries: readonly AreaCountry[], choice: AreaChoice, name: string): AreaChoice | null {
  const country = findCountry(countries, choice.code);
  const type = findType(country, name);
  if (!country || !type) return null;
  return firstOf(country, type, type.provinces[0]);
}

export function chooseProvince(countries: readonly AreaCountry[], choice: AreaChoice, name: string): AreaChoice | null {
  const country = findCountry(countries, choice.code);
  const type = findType(country, choice.type);
  const province = type?.provinces.find((p) => p.name === name);
  if (!country || !province) return null;
  return firstOf(country, type, province);
}

export function chooseAreaCode(
  countries: readonly AreaCountry[],
  choice: AreaChoice,
  areaCode: string,
): AreaChoice | null {
  const type = findType(findCountry(countries, choice.code), choice.type);
  const province = type?.provinces.find((p) => p.name === choice.province);
  return province?.areaCodes.includes(areaCode) ? { ...choice, areaCode } : null;
}

/** The provinces and area codes the selectors offer for the current choice. */
export function optionsOf(countries: readonly AreaCountry[], choice: AreaChoice | null) {
  const country = choice ? findCountry(countries, choice.code) : undefined;
  const type = findType(country, choice?.type);
  const province = type?.provinces.find((p) => p.name === choice?.province);
  return {
    types: country?.typeList.map((t) => t.name) ?? [],
    provinces: type?.provinces.map((p) => p.name) ?? [],
    areaCodes: province?.areaCodes ?? [],
    telCode: country?.telCode ?? '',
  };
}
