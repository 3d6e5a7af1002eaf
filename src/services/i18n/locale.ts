import type { LanguageCode, Platform } from '../api/contract/platform.ts';
import { PLATFORM_TABLE } from '../brand/platforms.ts';
import type { Locale } from './locales.ts';

export { LOCALES, type Locale } from './locales.ts';

/**
 * The `languagecode` query value of every request and socket message (spec 1 §7): `zh_cn` when
 * the UI is Chinese or the brand always talks Chinese to its server (jiema), else `en`.
 */
export function LANGUAGE_CODE_OF(locale: Locale, platform: Platform): LanguageCode {
  return locale === 'zh-CN' || PLATFORM_TABLE[platform].apiLanguageCode === 'zh_cn' ? 'zh_cn' : 'en';
}
