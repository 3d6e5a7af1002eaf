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

/**
 * The chunks of a language, by the catalogue areas each holds (issue 8 item 21): the first
 * screen's; the main view's (the chats and contacts tabs, the tab bar, the logged-in overlays);
 * the numbers, verification and JieMa tools'; the account tab's; the front page's. Each is loaded
 * with the views that show it (`src/ui/catalogueParts.ts`); a key a view names must be in a part
 * loaded with it (`tests/unit/messageParts.test.ts`).
 */
export const PART_AREAS = {
  start: START_AREAS,
  mainView: ['chats', 'chatSearch', 'contacts', 'contactsView', 'conversationView', 'promotion'],
  numbers: ['numbers', 'numberFlows', 'verificationCodes', 'jiema'],
  account: ['account', 'profile', 'payments', 'developerApi', 'ledger', 'referral'],
  frontPage: ['frontPage'],
} as const satisfies Record<string, readonly string[]>;

export type CataloguePart = keyof typeof PART_AREAS;
export const CATALOGUE_PARTS = Object.keys(PART_AREAS) as CataloguePart[];

/** The messages of one part of a language's catalogue. */
export function messagePart(locale: Locale, part: CataloguePart): Partial<Catalogue> {
  const areas: readonly string[] = PART_AREAS[part];
  return Object.assign({}, ...areas.map((area) => AREAS_OF[locale][area]));
}
