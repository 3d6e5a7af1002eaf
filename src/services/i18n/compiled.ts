/**
 * The messages the app shows, precompiled to react-intl's message AST at build time
 * (scripts/build/compiledMessages.ts), in a few chunks per language (`PART_AREAS`): `start`, what
 * the first screen shows (the login, the root's overlays, every error), loaded before the first
 * render, and the parts the views load with them (`src/ui/catalogueParts.ts`: the main view's,
 * each tool's, the front page's; issue 8 item 21). The browser
 * downloads only the language it shows and never parses an ICU message. Each part is loaded once
 * and kept; a failed load (e.g. offline) is forgotten so the next call tries again.
 */
// The AST's type, from the parser's types (react-intl re-exports it; a service does not import React).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CataloguePart, MessageKey } from './catalogue.ts';
import type { Locale } from './locale.ts';

export type CompiledCatalogue = Record<MessageKey, MessageFormatElement[]>;
type Loader = () => Promise<{ default: Partial<CompiledCatalogue> }>;

// One `import()` per chunk: Vite makes a chunk only of a literal specifier.
const LOADERS: Record<Locale, Record<CataloguePart, Loader>> = {
  en: {
    start: () => import('virtual:messages/en/start'),
    mainView: () => import('virtual:messages/en/mainView'),
    numbers: () => import('virtual:messages/en/numbers'),
    account: () => import('virtual:messages/en/account'),
    frontPage: () => import('virtual:messages/en/frontPage'),
  },
  'zh-CN': {
    start: () => import('virtual:messages/zh-CN/start'),
    mainView: () => import('virtual:messages/zh-CN/mainView'),
    numbers: () => import('virtual:messages/zh-CN/numbers'),
    account: () => import('virtual:messages/zh-CN/account'),
    frontPage: () => import('virtual:messages/zh-CN/frontPage'),
  },
};

const loading = new Map<string, Promise<unknown>>();
const loadedParts = new Map<string, Partial<CompiledCatalogue>>();
const failedParts = new Set<string>();
/** Per language, its loaded parts in one object (a new object when a part arrives). */
const merged = new Map<Locale, Partial<CompiledCatalogue>>();
const listeners = new Set<() => void>();

const partKey = (locale: Locale, part: CataloguePart) => `${locale}/${part}`;

function loadPart(locale: Locale, part: CataloguePart): Promise<unknown> {
  const key = partKey(locale, part);
  let load = loading.get(key);
  if (!load) {
    failedParts.delete(key);
    load = LOADERS[locale][part]().then(
      (module) => {
        loadedParts.set(key, module.default);
        merged.set(locale, { ...merged.get(locale), ...module.default });
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading.delete(key);
        failedParts.add(key);
        for (const listener of listeners) listener();
        throw error;
      },
    );
    loading.set(key, load);
  }
  return load;
}

/** Loads parts of a language's messages (each once); answers every part of it loaded so far. */
export async function loadCatalogue(
  locale: Locale,
  parts: readonly CataloguePart[] = ['start'],
): Promise<Partial<CompiledCatalogue>> {
  await Promise.all(parts.map((part) => loadPart(locale, part)));
  return merged.get(locale) ?? {};
}

/** The messages of a language loaded so far (the first screen's always are), else undefined. */
export function loadedCatalogue(locale: Locale): Partial<CompiledCatalogue> | undefined {
  return merged.get(locale);
}

/** Whether parts of a language are all loaded, still to come, or one failed at its last try. */
export function catalogueStatus(locale: Locale, parts: readonly CataloguePart[]): 'loaded' | 'pending' | 'failed' {
  const keys = parts.map((part) => partKey(locale, part));
  if (keys.every((key) => loadedParts.has(key))) return 'loaded';
  return keys.some((key) => failedParts.has(key)) ? 'failed' : 'pending';
}

/** Calls `listener` whenever a part arrives or fails (for `useSyncExternalStore`); answers the unsubscribe. */
export function onCatalogueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
