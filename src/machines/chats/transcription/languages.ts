/**
 * spec 1 §4 Transcription: the language is chosen from a searchable list per locale, and the first
 * item is the default. decision: BCP 47 tags the speech service takes (the contract's
 * `SpeechToTextRequest.language`); each locale lists its own language first, then the languages
 * voicemails most often arrive in for the brands' numbers (US, CA, GB, AU, HK, IL, FI, MX, AT —
 * spec 2 §9 rate regions). The view shows each tag's name with `Intl.DisplayNames`.
 */
import type { Locale } from '../../../services/i18n/locale.ts';

export const TRANSCRIPTION_LANGUAGES = {
  en: ['en-US', 'en-GB', 'en-AU', 'en-CA', 'es-MX', 'es-US', 'fr-CA', 'zh-CN', 'zh-HK', 'he-IL', 'fi-FI', 'de-AT'],
  'zh-CN': ['zh-CN', 'zh-HK', 'zh-TW', 'en-US', 'en-GB', 'en-AU', 'en-CA', 'es-MX', 'fr-CA', 'he-IL', 'fi-FI', 'de-AT'],
} as const satisfies Record<Locale, readonly [string, ...string[]]>;

export type TranscriptionLanguage = (typeof TRANSCRIPTION_LANGUAGES)[Locale][number];

/** The list a person of this locale chooses from. */
export function transcriptionLanguages(locale: Locale): readonly TranscriptionLanguage[] {
  return TRANSCRIPTION_LANGUAGES[locale];
}

/** spec 1 §4: the first item is the default. */
export function defaultTranscriptionLanguage(locale: Locale): TranscriptionLanguage {
  return TRANSCRIPTION_LANGUAGES[locale][0];
}
