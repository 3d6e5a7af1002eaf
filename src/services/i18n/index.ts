export { type Catalogue, type MessageKey, messagesFor } from './catalogue.ts';
export { LANGUAGE_CODE_OF, LOCALES, type Locale } from './locale.ts';
