import type { Platform } from '../api/contract/platform.ts';
import type { Locale } from '../i18n/locale.ts';
import { PLATFORM_TABLE } from './platforms.ts';

/**
 * The starting UI language (spec 1 §1): a single-language brand (jiema, cloudnumber) uses its
 * language; otherwise `?cc=cn` gives Chinese, then a browser language starting with `zh`, else
 * English. Only the browser's first (preferred) language counts.
 *
 * decision: a language the person chose with the toggle and that was kept (`chosen`) comes first
 * on brands that have a toggle: a choice they made outranks a link's `?cc=` or the browser.
 */
export function resolveLocale(
  platform: Platform,
  search: string,
  navigatorLanguages: readonly string[],
  chosen: Locale | null = null,
): Locale {
  const { languages } = PLATFORM_TABLE[platform];
  if (languages.length === 1) return languages[0];
  if (chosen !== null && languages.includes(chosen)) return chosen;
  if (new URLSearchParams(search).get('cc')?.toLowerCase() === 'cn') return 'zh-CN';
  if (navigatorLanguages[0]?.toLowerCase().startsWith('zh')) return 'zh-CN';
  return 'en';
}
