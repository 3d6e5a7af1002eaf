/**
 * The country code a newcomer's login form starts with (issue 8: an empty field made the first
 * 'Get code' answer 'please enter country code'): the brand's country when it speaks Chinese only
 * (jiema, cloudnumber), else the region of the browser's first language (en-US → +1, zh → +86,
 * en-GB → +44), looked up in the country list. The person can change it.
 */
import type { CountryItem } from '../api/contract/countries.ts';
import type { Platform } from '../api/contract/platform.ts';
import { PLATFORM_TABLE } from '../brand/platforms.ts';

/** Used when the region is unknown or the list cannot be had in time. */
const FALLBACK_TEL_CODE = '1';
/** Known without the list, so the commonest cases never wait for it. */
const TEL_CODE_OF_REGION: Readonly<Record<string, string>> = { US: '1', CN: '86' };
/** The login view waits no longer than this for the list before taking the fallback. */
const LIST_WAIT_MS = 2000;

/** The region (ISO 3166 alpha-2) the form should start with, or null when the language says none. */
export function suggestedRegion(platform: Platform, languages: readonly string[]): string | null {
  const { languages: brandLanguages } = PLATFORM_TABLE[platform];
  if (brandLanguages.length === 1 && brandLanguages[0] === 'zh-CN') return 'CN';
  const first = languages[0];
  if (!first) return null;
  try {
    // 'en' → 'en-Latn-US', 'zh' → 'zh-Hans-CN': the likeliest region of a bare language.
    return new Intl.Locale(first).maximize().region ?? null;
  } catch {
    return null;
  }
}

export async function suggestTelCode(
  platform: Platform,
  languages: readonly string[],
  countries: () => Promise<readonly CountryItem[]>,
  waitMs = LIST_WAIT_MS,
): Promise<string> {
  const region = suggestedRegion(platform, languages);
  if (region === null) return FALLBACK_TEL_CODE;
  const known = TEL_CODE_OF_REGION[region];
  if (known) return known;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<readonly CountryItem[]>((resolve) => {
    timer = setTimeout(() => resolve([]), waitMs);
  });
  try {
    const list = await Promise.race([countries().catch(() => []), late]);
    return list.find((item) => item.countrycode === region)?.telcode ?? FALLBACK_TEL_CODE;
  } finally {
    clearTimeout(timer);
  }
}
