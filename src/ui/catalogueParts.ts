/**
 * Which parts of a language's messages each view waits for (issue 8 item 21: the chats tab after
 * login downloads only the messages it shows). The root loads them for the language on screen
 * (`App.tsx`): the main view waits for its parts, a tab's panel for its tab's too (`MainView.tsx`).
 * `tests/unit/messageParts.test.ts` checks that every key a view names is in a part loaded with it.
 */

import type { Tab } from '../services/brand/platforms.ts';
import type { CataloguePart } from '../services/i18n/catalogue.ts';

/** The main view: its tab bar, header and dialogs, the chats and contacts tabs, the logged-in overlays. */
export const MAIN_VIEW_PARTS: readonly CataloguePart[] = ['start', 'mainView'];

/**
 * What a tab's panel needs beyond the main view's parts (the account tab lists number
 * subscriptions too; JieMa's texts are in the front page's part, which its first screen loads).
 */
export const TAB_PARTS: Record<Tab, readonly CataloguePart[]> = {
  chats: [],
  contacts: [],
  numbers: ['numbers', 'frontPage'],
  verification: ['numbers', 'frontPage'],
  account: ['account', 'numbers', 'frontPage'],
};

/** The logged-out front page (its code tool shows JieMa's messages, in its part). */
export const FRONT_PAGE_PARTS: readonly CataloguePart[] = ['start', 'frontPage'];
