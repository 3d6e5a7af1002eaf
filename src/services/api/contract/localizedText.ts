/**
 * How the server's texts are written, in one place: every text table (retmsg texts, rule
 * messages, tips) spells an entry as `localized(english, chinese)`, a text with values as a
 * function returning one. Shared with the client (the profile rules' texts are read by its
 * catalogue), so it imports nothing but a type.
 */
import type { LanguageCode } from './platform.ts';

/** A text in each language the server answers in (spec 1 §7 languagecode). */
export type LocalizedText = Record<LanguageCode, string>;

/** One text in English and in Chinese. */
export function localized(en: string, zh_cn: string): LocalizedText {
  return { en, zh_cn };
}
