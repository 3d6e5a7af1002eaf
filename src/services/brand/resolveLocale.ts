import type { Platform } from '../api/contract/platform.ts';
import type { Locale } from '../i18n/locale.ts';
import { PLATFORM_TABLE } from './platforms.ts';

/**
 * The starting UI language (spec 1 §1): a single-language brand (jiema, cloudnumber) uses its
 * language; otherwise `?cc=cn` gives Chinese, then a browser language starting with `zh`, else
 * English. Only the browser's first (preferred) language counts.
 *
 * A language the person chose with the toggle and that was kept (`chosen`) comes next, before the
 * browser's, on brands that have a toggle (issue 8).
 *
 * issue 22 item 8: an explicit `?cc=cn` in the address outranks the kept choice — a link that
 * asks for Chinese (a Chinese page, a support mail) gets Chinese. decision: only `cn` names a
 * language (spec 1 §1); another country code says nothing about it, so the kept choice, then the
 * browser, decide as without one.
 */
export function resolveLocale(
  platform: Platform,
  search: string,
  navigatorLanguages: readonly string[],
  chosen: Locale | null = null,
): Locale {
  const { languages } = PLATFORM_TABLE[platform];
  if (languages.length === 1) return languages[0];
  if (new URLSearchParams(search).get('cc')?.toLowerCase() === 'cn') return 'zh-CN';
  if (chosen !== null && languages.includes(chosen)) return chosen;
  if (navigatorLanguages[0]?.toLowerCase().startsWith('zh')) return 'zh-CN';
  return 'en';
}
