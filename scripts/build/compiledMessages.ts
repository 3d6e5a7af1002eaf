/**
 * A Vite plugin that serves each language's messages precompiled, as react-intl's message AST:
 * `import('virtual:messages/en/start')` (what the first screen shows), one module per part of
 * `PART_AREAS` (`virtual:messages/en/mainView`, …). The browser then never parses ICU messages, so the build
 * can leave out the parser (`@formatjs/icu-messageformat-parser` is aliased to its `no-parser`
 * entry in vite.config.ts), and each part of each language is a chunk of its own, loaded only
 * when needed.
 *
 * This is what `formatjs compile --ast` does, without a new dependency: the parser comes with
 * react-intl. The catalogues are TypeScript (`src/services/i18n/messages/`); the config imports
 * them through this file, so `vite` restarts its dev server when one changes.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { CATALOGUE_PARTS, type CataloguePart, messagePart, messagesFor } from '../../src/services/i18n/catalogue.ts';
import { LOCALES, type Locale } from '../../src/services/i18n/locale.ts';

export const MESSAGES_MODULE_PREFIX = 'virtual:messages/';
const RESOLVED_PREFIX = `\0${MESSAGES_MODULE_PREFIX}`;

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

function isPart(value: string): value is CataloguePart {
  return (CATALOGUE_PARTS as readonly string[]).includes(value);
}

/** The catalogue of a language (or one part of it) as react-intl's AST, by message id. */
export function compileCatalogue(locale: Locale, part?: CataloguePart): Record<string, ReturnType<typeof parse>> {
  const messages: Record<string, string | undefined> = part ? messagePart(locale, part) : messagesFor(locale);
  return Object.fromEntries(Object.entries(messages).map(([id, message = '']) => [id, parse(message)]));
}

export function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    resolveId(id) {
      return id.startsWith(MESSAGES_MODULE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const [locale = '', part = ''] = id.slice(RESOLVED_PREFIX.length).split('/');
      if (!isLocale(locale)) throw new Error(`no messages for the language '${locale}'`);
      if (!isPart(part)) throw new Error(`no part '${part}' of a catalogue (one of ${CATALOGUE_PARTS.join(', ')})`);
      // JSON.parse of a string literal is the fastest way for a browser to build a large object.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(locale, part)))});`;
    },
  };
}
