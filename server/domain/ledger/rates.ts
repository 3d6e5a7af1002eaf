/**
 * The call rate table (spec 2 §3 country rate, §7 getCountryRates; issue 11 items 6, 12): what a
 * minute of an outbound call costs, per brand, from the country called from to every country of
 * the country list (server/domain/countries.ts), on the premium (common) and economy lines; and
 * what a minute of an inbound call costs (spec 2 §9 static rates). The same table answers the
 * rates page and charges the sandbox carrier's calls, so what is shown is what is charged.
 *
 * decision (docs/histories-and-rates.md): the spec shows no per-country figures, so this table is
 * this product's own, written once here: a destination's rate comes from a short list of countries
 * with their own figure, else from its world numbering zone (the calling code's first digit); a
 * call inside the country called from costs the domestic figure; the economy line costs 60 % of
 * the premium line. cloudnumber counts in its cloud coins: 50 coins for a dollar (its inbound
 * 0.8 against the other brands' 0.015, rounded), 2 decimals.
 */
import { getCountries } from 'libphonenumber-js';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  CALL_PRICING,
  type CountryRate,
  type CountryRatesAnswer,
  inboundCallRate,
  type Platform,
} from '../../../src/services/api/contract/index.ts';
import { buildCountryItems } from '../countries.ts';
import { numberFacts } from '../messaging/phoneNumbers.ts';
import { fromMinorUnits, toMinorUnits } from '../money.ts';

/** USD per minute on the premium line to a country with a figure of its own. */
const COUNTRY_RATES: Readonly<Record<string, string>> = {
  US: '0.015',
  CA: '0.015',
  PR: '0.02',
  GB: '0.02',
  IE: '0.03',
  AU: '0.03',
  NZ: '0.04',
  HK: '0.03',
  MO: '0.05',
  TW: '0.04',
  CN: '0.02',
  JP: '0.05',
  KR: '0.03',
  SG: '0.02',
  MY: '0.04',
  TH: '0.04',
  VN: '0.06',
  PH: '0.12',
  IN: '0.02',
  IL: '0.03',
  FI: '0.05',
  MX: '0.03',
  AT: '0.04',
  DE: '0.03',
  FR: '0.03',
  ES: '0.03',
  IT: '0.03',
  NL: '0.03',
  SE: '0.03',
  CH: '0.05',
  BR: '0.04',
  RU: '0.08',
};

/** USD per minute by the world numbering zone of the destination's calling code (ITU E.164). */
const ZONE_RATES: Readonly<Record<string, string>> = {
  '1': '0.12', // the Caribbean members of the North American plan
  '2': '0.25', // Africa
  '3': '0.08', // Europe
  '4': '0.08', // Europe
  '5': '0.12', // Latin America
  '6': '0.10', // Oceania and South-East Asia
  '7': '0.10', // Russia and Kazakhstan
  '8': '0.15', // East Asia and special services
  '9': '0.15', // South, West and Central Asia
};

/** A call inside the country called from (decision): the domestic figure. */
const DOMESTIC_RATE = '0.01';
/** The economy line's share of the premium line, in percent. */
const ECONOMY_PERCENT = 60n;

export type CallLineName = 'premium' | 'economy';

function premiumUsd(from: string, to: string, telCode: string): bigint {
  const figure = COUNTRY_RATES[to] ?? ZONE_RATES[telCode.charAt(0)] ?? ZONE_RATES['9'];
  const rate = toMinorUnits(figure as string);
  if (from !== to) return rate;
  const domestic = toMinorUnits(DOMESTIC_RATE);
  return rate < domestic ? rate : domestic;
}

/** In the brand's unit (`CALL_PRICING`: cloud coins with 2 decimals on cloudnumber). */
function inBrandUnit(platform: Platform, usd: bigint): bigint {
  const { perDollar, decimals } = CALL_PRICING[platform].unit;
  const step = 10n ** BigInt(4 - decimals);
  const units = usd * BigInt(perDollar);
  return ((units + step / 2n) / step) * step;
}

/** The per-minute rate of a call from `from` to `to` (ISO codes) on `line`, in the brand's unit. */
export function outboundCallRate(platform: Platform, from: string, to: string, line: CallLineName): string {
  const telCode = telCodeOf(to);
  const premium = inBrandUnit(platform, premiumUsd(from, to, telCode));
  return fromMinorUnits(line === 'premium' ? premium : (premium * ECONOMY_PERCENT) / 100n);
}

const TEL_CODES = new Map<string, string>();
function telCodeOf(country: string): string {
  if (TEL_CODES.size === 0) for (const item of buildCountryItems('en')) TEL_CODES.set(item.countrycode, item.telcode);
  return TEL_CODES.get(country) ?? '';
}

const KNOWN_COUNTRIES: ReadonlySet<string> = new Set(getCountries());

/** The ISO country of a full number, when it is a valid number of a known country. */
export function countryOfNumber(fullNumber: string): string | undefined {
  const parsed = parsePhoneNumberFromString(`+${fullNumber}`);
  return parsed?.isValid() ? parsed.country : undefined;
}

/** spec 2 §9 inbound call rate of the account's number, in the brand's unit. */
export function inboundRateOf(platform: Platform, ownFullNumber: string): string {
  const facts = numberFacts(ownFullNumber);
  return inboundCallRate(platform, facts.tollFree ? 'TollFree' : facts.region);
}

/** One language's list, built once: the country list with each destination's rates. */
const LISTS = new Map<string, CountryRate[]>();

/**
 * spec 2 §7 getCountryRates: the rates from `rateCountryCode` to every country, in the language's
 * country-list order, paged (pages count from 1). An unknown country called from → 400.
 */
export function countryRates(
  platform: Platform,
  lang: 'en' | 'zh_cn',
  query: { rateCountryCode: string; pageNo: number; pageSize: number },
): CountryRatesAnswer | undefined {
  if (!KNOWN_COUNTRIES.has(query.rateCountryCode)) return undefined;
  const key = `${platform}:${lang}:${query.rateCountryCode}`;
  let list = LISTS.get(key);
  if (!list) {
    list = buildCountryItems(lang === 'en' ? 'en' : 'zh-Hans').map((item) => ({
      countrycode: item.countrycode,
      countryname: item.countryname,
      flag: item.flag,
      description: `+${item.telcode}`,
      commonLineRate: outboundCallRate(platform, query.rateCountryCode, item.countrycode, 'premium'),
      economicLineRate: outboundCallRate(platform, query.rateCountryCode, item.countrycode, 'economy'),
    }));
    LISTS.set(key, list);
  }
  const start = (query.pageNo - 1) * query.pageSize;
  return { countryRateList: list.slice(start, start + query.pageSize), totalRows: list.length };
}
