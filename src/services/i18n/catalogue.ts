import type { Locale } from './locale.ts';
import { AREAS as EN_AREAS, en } from './messages/en/index.ts';
import { AREAS as ZH_AREAS, zhCN } from './messages/zh-CN/index.ts';

/** Every message id; the English catalogue is the reference, the Chinese one must match it. */
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

const CATALOGUES: Record<Locale, Catalogue> = { en, 'zh-CN': zhCN };
const AREAS_OF: Record<Locale, Record<string, Record<string, string>>> = { en: EN_AREAS, 'zh-CN': ZH_AREAS };

/** The flat react-intl catalogue of a locale (`<IntlProvider messages={messagesFor(locale)}>`). */
export function messagesFor(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}

/**
 * The catalogue areas the first screen needs: the login, the root's overlays and notifications,
 * every error. Each language's start chunk holds only these; the rest follows when someone is
 * logged in or a front page opens (issue 8 item 21; docs/delivery.md). A key a start file names
 * must be in one of them (`tests/unit/startChunk.test.ts`).
 */
export const START_AREAS = ['common', 'errors', 'shell'] as const;

/** The two chunks of a language: what the first screen shows, and everything else. */
export type CataloguePart = 'start' | 'rest';
export const CATALOGUE_PARTS: readonly CataloguePart[] = ['start', 'rest'];

/** The messages of one part of a language's catalogue. */
export function messagePart(locale: Locale, part: CataloguePart): Partial<Catalogue> {
  const inStart = (area: string) => (START_AREAS as readonly string[]).includes(area);
  const areas = Object.entries(AREAS_OF[locale]).filter(([area]) => inStart(area) === (part === 'start'));
  return Object.assign({}, ...areas.map(([, messages]) => messages));
}
