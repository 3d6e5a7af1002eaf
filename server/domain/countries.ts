/**
 * The static country lists (spec 1 §3, §7): every region libphonenumber-js knows, with its
 * calling code, its name in English or Chinese (from the runtime's ICU data) and its flag.
 * English is sorted by name, Chinese by pinyin (the "_sort" in its file name). Built once, then
 * served from memory.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import { pinyin } from 'pinyin-pro';
import type { CountryItem } from '../../src/services/api/contract/index.ts';

export const FLAG_PATH_PREFIX = '/data/flags/';

/** flag-icons files under another name than the region code (dependencies of Saint Helena). */
const FLAG_FILE_ALIASES: Record<string, string> = { ac: 'sh-ac', ta: 'sh-ta' };

const FLAGS_DIR = join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3');

export interface CountryLists {
  /** Serialized JSON of the English list, sorted by name. */
  en: string;
  /** Serialized JSON of the Chinese list, sorted by pinyin. */
  zh: string;
}

let cached: CountryLists | undefined;

export function countryLists(): CountryLists {
  cached ??= buildCountryLists();
  return cached;
}

export function buildCountryItems(locale: 'en' | 'zh-Hans'): CountryItem[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const items = getCountries().map((code: CountryCode) => {
    const telcode = getCountryCallingCode(code);
    return {
      countrycode: code,
      telcode,
      countryname: names.of(code) ?? code,
      flag: `${FLAG_PATH_PREFIX}${code.toLowerCase()}.svg`,
      // libphonenumber lists a shared calling code's main country first (+1 → US).
      main: metadata.country_calling_codes[telcode]?.[0] === code,
    };
  });
  if (locale === 'en') return items.sort((a, b) => a.countryname.localeCompare(b.countryname, 'en'));
  const keyed = items.map((item) => ({ item, key: pinyinKey(item.countryname) }));
  keyed.sort((a, b) => a.key.localeCompare(b.key, 'en') || a.item.countryname.localeCompare(b.item.countryname, 'zh'));
  return keyed.map(({ item }) => item);
}

function buildCountryLists(): CountryLists {
  return { en: JSON.stringify(buildCountryItems('en')), zh: JSON.stringify(buildCountryItems('zh-Hans')) };
}

function pinyinKey(name: string): string {
  return pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join(' ').toLowerCase();
}

/** The flag-icons file for `/data/flags/<name>.svg`, or null for anything that is not a flag. */
export function flagFile(name: string): string | null {
  const match = /^([a-z]{2})\.svg$/.exec(name);
  if (!match?.[1]) return null;
  return join(FLAGS_DIR, `${FLAG_FILE_ALIASES[match[1]] ?? match[1]}.svg`);
}
