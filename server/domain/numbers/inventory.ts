/**
 * The sandbox carrier's number inventory (issue 9 item 10; spec 3 §3 area code data): countries,
 * provinces with their real area codes, and the numbers on offer in each.
 *
 * decision: the carrier has 100 numbers per area code (per country where the spec hides the
 * area code), made from a fixed pattern — `<area code>555 01xx` in North America, the fictional
 * range — and kept only when libphonenumber-js's metadata calls them valid numbers of that
 * country, so a rented number prices and routes like any real one of its country. Which of them
 * are taken is the database's business (`carrier_numbers`, claims.ts); this file only knows what
 * exists.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  type AreaCodeCountry,
  type LanguageCode,
  NO_AREA_CODE_COUNTRIES,
  NO_PROVINCE_COUNTRIES,
  type NumberCountryCode,
  type VirtualNumberType,
} from '../../../src/services/api/contract/index.ts';

interface Province {
  /** The province's (state's, region's) English name. */
  name: string;
  areaCodes: readonly string[];
}

interface InventoryCountry {
  code: NumberCountryCode;
  /** The ISO country a number of it belongs to (TollFree: the US, whose metadata holds +1 8xx). */
  region: string;
  telCode: string;
  /** Digits of a national number. */
  length: number;
  /** The types the new-number flow offers (spec 3 §3 type list). */
  types: readonly VirtualNumberType[];
  /** Types sold elsewhere than the new-number flow (Hosting: the hosted plans page, spec 3 §2). */
  hostedTypes?: readonly VirtualNumberType[];
  provinces: readonly Province[];
  /** Where the area code is hidden: the start of every number. */
  fixedPrefix?: string;
}

/** Real provinces and area codes (a selection of each country's largest). */
const COUNTRIES: readonly InventoryCountry[] = [
  {
    code: 'US',
    region: 'US',
    telCode: '1',
    length: 10,
    types: ['local'],
    hostedTypes: ['Hosting'],
    provinces: [
      { name: 'Arizona', areaCodes: ['480', '520', '602', '623', '928'] },
      { name: 'California', areaCodes: ['213', '310', '415', '510', '619', '650', '714', '818', '909', '916'] },
      { name: 'Colorado', areaCodes: ['303', '719', '720', '970'] },
      { name: 'District of Columbia', areaCodes: ['202'] },
      { name: 'Florida', areaCodes: ['305', '407', '561', '727', '813', '904', '954'] },
      { name: 'Georgia', areaCodes: ['404', '470', '678', '706', '770', '912'] },
      { name: 'Illinois', areaCodes: ['217', '309', '312', '618', '630', '708', '773', '815', '847'] },
      { name: 'Massachusetts', areaCodes: ['413', '508', '617', '781', '978'] },
      { name: 'Michigan', areaCodes: ['248', '313', '517', '616', '734', '810'] },
      { name: 'Minnesota', areaCodes: ['612', '651', '763', '952'] },
      { name: 'Nevada', areaCodes: ['702', '775'] },
      { name: 'New Jersey', areaCodes: ['201', '609', '732', '856', '908', '973'] },
      {
        name: 'New York',
        areaCodes: ['212', '315', '347', '516', '518', '585', '607', '631', '716', '718', '845', '914', '917'],
      },
      { name: 'North Carolina', areaCodes: ['336', '704', '910', '919'] },
      { name: 'Ohio', areaCodes: ['216', '330', '419', '513', '614', '937'] },
      { name: 'Oregon', areaCodes: ['503', '541', '971'] },
      { name: 'Pennsylvania', areaCodes: ['215', '267', '412', '570', '610', '717', '814'] },
      { name: 'Texas', areaCodes: ['210', '214', '281', '512', '713', '817', '915', '972'] },
      { name: 'Virginia', areaCodes: ['540', '703', '757', '804'] },
      { name: 'Washington', areaCodes: ['206', '253', '360', '425', '509'] },
    ],
  },
  {
    code: 'CA',
    region: 'CA',
    telCode: '1',
    length: 10,
    types: ['local'],
    provinces: [
      { name: 'Alberta', areaCodes: ['403', '587', '780', '825'] },
      { name: 'British Columbia', areaCodes: ['236', '250', '604', '672', '778'] },
      { name: 'Manitoba', areaCodes: ['204', '431'] },
      { name: 'New Brunswick', areaCodes: ['506'] },
      { name: 'Newfoundland and Labrador', areaCodes: ['709'] },
      { name: 'Nova Scotia', areaCodes: ['782', '902'] },
      {
        name: 'Ontario',
        areaCodes: ['226', '249', '289', '343', '416', '519', '613', '647', '705', '807', '905'],
      },
      { name: 'Quebec', areaCodes: ['418', '438', '450', '514', '579', '581', '819', '873'] },
      { name: 'Saskatchewan', areaCodes: ['306', '639'] },
    ],
  },
  { code: 'GB', region: 'GB', telCode: '44', length: 10, types: ['local'], provinces: [], fixedPrefix: '7400' },
  { code: 'AU', region: 'AU', telCode: '61', length: 9, types: ['local'], provinces: [], fixedPrefix: '4915' },
  { code: 'HK', region: 'HK', telCode: '852', length: 8, types: ['local'], provinces: [], fixedPrefix: '5' },
  {
    code: 'IL',
    region: 'IL',
    telCode: '972',
    length: 8,
    types: ['local'],
    provinces: [
      { name: 'Central District', areaCodes: ['8', '9'] },
      { name: 'Haifa District', areaCodes: ['4'] },
      { name: 'Jerusalem District', areaCodes: ['2'] },
      { name: 'Northern District', areaCodes: ['4'] },
      { name: 'Southern District', areaCodes: ['8'] },
      { name: 'Tel Aviv District', areaCodes: ['3'] },
    ],
  },
  {
    code: 'FI',
    region: 'FI',
    telCode: '358',
    length: 8,
    types: ['local'],
    provinces: [
      { name: 'Central Finland', areaCodes: ['14'] },
      { name: 'Kymenlaakso', areaCodes: ['5'] },
      { name: 'Lapland', areaCodes: ['16'] },
      { name: 'North Ostrobothnia', areaCodes: ['8'] },
      { name: 'North Savo', areaCodes: ['17'] },
      { name: 'Ostrobothnia', areaCodes: ['6'] },
      { name: 'Pirkanmaa', areaCodes: ['3'] },
      { name: 'Southwest Finland', areaCodes: ['2'] },
      { name: 'Uusimaa', areaCodes: ['9'] },
    ],
  },
  {
    code: 'MX',
    region: 'MX',
    telCode: '52',
    length: 10,
    types: ['local'],
    provinces: [
      { name: 'Baja California', areaCodes: ['664', '686'] },
      { name: 'Ciudad de México', areaCodes: ['55'] },
      { name: 'Guanajuato', areaCodes: ['477'] },
      { name: 'Jalisco', areaCodes: ['33'] },
      { name: 'Nuevo León', areaCodes: ['81'] },
      { name: 'Puebla', areaCodes: ['222'] },
      { name: 'Querétaro', areaCodes: ['442'] },
      { name: 'Quintana Roo', areaCodes: ['998'] },
      { name: 'Yucatán', areaCodes: ['999'] },
    ],
  },
  {
    code: 'AT',
    region: 'AT',
    telCode: '43',
    length: 10,
    types: ['local'],
    provinces: [
      { name: 'Burgenland', areaCodes: ['2682'] },
      { name: 'Carinthia', areaCodes: ['463'] },
      { name: 'Lower Austria', areaCodes: ['2742'] },
      { name: 'Salzburg', areaCodes: ['662'] },
      { name: 'Styria', areaCodes: ['316'] },
      { name: 'Tyrol', areaCodes: ['512'] },
      { name: 'Upper Austria', areaCodes: ['732'] },
      { name: 'Vienna', areaCodes: ['1'] },
      { name: 'Vorarlberg', areaCodes: ['5574'] },
    ],
  },
  {
    code: 'TollFree',
    region: 'US',
    telCode: '1',
    length: 10,
    types: ['tollfree'],
    provinces: [{ name: '', areaCodes: ['800', '833', '844', '855', '866', '877', '888'] }],
  },
];

const BY_CODE: ReadonlyMap<NumberCountryCode, InventoryCountry> = new Map(
  COUNTRIES.map((country) => [country.code, country]),
);

/** Numbers per area code (or per country without area codes). */
const NUMBERS_PER_AREA = 100;
/** The digits after an area code: 555 01xx in North America, the same shape elsewhere. */
const FILL = '5550100000000';

const regionNames: Record<LanguageCode, Intl.DisplayNames> = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  zh_cn: new Intl.DisplayNames(['zh-CN'], { type: 'region' }),
};
const TOLL_FREE_NAME: Record<LanguageCode, string> = { en: 'US/Canada Toll-Free', zh_cn: '美国/加拿大免费电话' };

/** spec 3 §3 area code data, in the request's language. */
export function areaCodeList(lang: LanguageCode): AreaCodeCountry[] {
  return COUNTRIES.map((country) => {
    const name = country.code === 'TollFree' ? TOLL_FREE_NAME[lang] : (regionNames[lang].of(country.code) ?? '');
    return {
      code: country.code,
      telCode: country.telCode,
      nameNcode: `${name} (+${country.telCode})`,
      typeList: country.types.map((type) => ({ name: type, provinces: provincesOf(country) })),
    };
  });
}

/** spec 3 §5: one unnamed province where the selector is hidden; no area codes where that one is. */
function provincesOf(country: InventoryCountry): { name: string; areaCodes: string[] }[] {
  if (NO_AREA_CODE_COUNTRIES.includes(country.code)) return [{ name: '', areaCodes: [] }];
  if (NO_PROVINCE_COUNTRIES.includes(country.code)) {
    return [{ name: '', areaCodes: [...new Set(country.provinces.flatMap((province) => province.areaCodes))] }];
  }
  return country.provinces.map((province) => ({ name: province.name, areaCodes: [...province.areaCodes] }));
}

export interface InventoryQuery {
  code: NumberCountryCode;
  type: VirtualNumberType;
  telCode: string;
  areaCode?: string;
}

/** Whether the carrier sells `type` numbers of `code` (in the new-number flow or the plans page). */
export function sellsType(code: NumberCountryCode, type: VirtualNumberType): boolean {
  const country = BY_CODE.get(code);
  return country !== undefined && [...country.types, ...(country.hostedTypes ?? [])].includes(type);
}

/**
 * Every number the carrier has for the query (taken or not), in a fixed order; empty when the
 * country, type, calling code or area code does not fit.
 */
export function inventoryNumbers(query: InventoryQuery): string[] {
  const country = BY_CODE.get(query.code);
  if (!country || country.telCode !== query.telCode || !sellsType(query.code, query.type)) return [];
  const prefix = country.fixedPrefix ?? areaCodeOf(country, query.areaCode);
  return prefix === undefined ? [] : numbersFrom(country, prefix);
}

function areaCodeOf(country: InventoryCountry, areaCode: string | undefined): string | undefined {
  if (areaCode === undefined || areaCode === '') return undefined;
  return country.provinces.some((province) => province.areaCodes.includes(areaCode)) ? areaCode : undefined;
}

const cache = new Map<string, string[]>();

function numbersFrom(country: InventoryCountry, prefix: string): string[] {
  const key = `${country.code}:${prefix}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const head = `${prefix}${FILL}`.slice(0, country.length - 2);
  const numbers: string[] = [];
  for (let sequence = 0; sequence < NUMBERS_PER_AREA; sequence += 1) {
    const phone = `${head}${String(sequence).padStart(2, '0')}`;
    if (belongsTo(country, phone)) numbers.push(phone);
  }
  cache.set(key, numbers);
  return numbers;
}

function belongsTo(country: InventoryCountry, phone: string): boolean {
  const parsed = parsePhoneNumberFromString(`+${country.telCode}${phone}`);
  if (!parsed?.isValid() || parsed.country !== country.region) return false;
  return (parsed.getType() === 'TOLL_FREE') === (country.code === 'TollFree');
}

/**
 * Whether `telCode`+`phone` is one of the carrier's numbers of that country and type (any area
 * code): what subVirtualPhone may sell.
 */
export function isInventoryNumber(query: Omit<InventoryQuery, 'areaCode'>, phone: string): boolean {
  const country = BY_CODE.get(query.code);
  if (!country || country.telCode !== query.telCode || !sellsType(query.code, query.type)) return false;
  if (country.fixedPrefix !== undefined) return numbersFrom(country, country.fixedPrefix).includes(phone);
  return country.provinces.some((province) =>
    province.areaCodes.some((areaCode) => phone.startsWith(areaCode) && numbersFrom(country, areaCode).includes(phone)),
  );
}
