export { type Catalogue, type MessageKey, messagesFor } from './catalogue.ts';
export { type CompiledCatalogue, loadCatalogue, loadedCatalogue } from './compiled.ts';
export { LANGUAGE_CODE_OF, LOCALES, type Locale } from './locale.ts';
