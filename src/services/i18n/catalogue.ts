import type { Locale } from './locale.ts';
import { en } from './messages/en/index.ts';
import { zhCN } from './messages/zh-CN/index.ts';

/** Every message id; the English catalogue is the reference, the Chinese one must match it. */
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

const CATALOGUES: Record<Locale, Catalogue> = { en, 'zh-CN': zhCN };

/** The flat react-intl catalogue of a locale (`<IntlProvider messages={messagesFor(locale)}>`). */
export function messagesFor(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}
