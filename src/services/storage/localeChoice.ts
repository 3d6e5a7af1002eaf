/**
 * The language a person chose with the toggle, kept across reloads (issue 8: the choice was lost
 * on reload). Per platform, like every stored key. Brands with one language (jiema, cloudnumber)
 * have no toggle and keep nothing. Not a session fact: logout and kicks leave it.
 */
import type { Platform } from '../api/contract/platform.ts';
import { PLATFORM_TABLE } from '../brand/platforms.ts';
import { LOCALES, type Locale } from '../i18n/locale.ts';
import { writeOrClear } from './quota.ts';

export interface LocaleChoice {
  read(): Locale | null;
  remember(locale: Locale): void;
}

export function localeChoice(platform: Platform, storage: Storage = window.localStorage): LocaleChoice {
  const key = `${platform}.locale`;
  const hasToggle = PLATFORM_TABLE[platform].languages.length > 1;
  return {
    read() {
      const stored = hasToggle ? storage.getItem(key) : null;
      return LOCALES.find((locale) => locale === stored) ?? null;
    },
    remember(locale) {
      if (hasToggle && storage.getItem(key) !== locale) writeOrClear(storage, key, locale);
    },
  };
}
