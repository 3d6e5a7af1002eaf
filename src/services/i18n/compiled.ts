/**
 * The messages the app shows, one chunk per language, precompiled to react-intl's message AST at
 * build time (scripts/build/compiledMessages.ts): the browser downloads only the language it
 * shows and never parses an ICU message. Loaded once per language and kept; a failed load (e.g.
 * offline) is forgotten so the next call tries again.
 */
// The AST's type, from the parser's types (react-intl re-exports it; a service does not import React).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageKey } from './catalogue.ts';
import type { Locale } from './locale.ts';

export type CompiledCatalogue = Record<MessageKey, MessageFormatElement[]>;

const LOADERS: Record<Locale, () => Promise<{ default: CompiledCatalogue }>> = {
  en: () => import('virtual:messages/en'),
  'zh-CN': () => import('virtual:messages/zh-CN'),
};

const loading = new Map<Locale, Promise<CompiledCatalogue>>();
const loaded = new Map<Locale, CompiledCatalogue>();

export function loadCatalogue(locale: Locale): Promise<CompiledCatalogue> {
  let catalogue = loading.get(locale);
  if (!catalogue) {
    catalogue = LOADERS[locale]().then(
      (module) => {
        loaded.set(locale, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, catalogue);
  }
  return catalogue;
}

/** The catalogue of a language already loaded (the one on screen always is), else undefined. */
export function loadedCatalogue(locale: Locale): CompiledCatalogue | undefined {
  return loaded.get(locale);
}
