export {
  CATALOGUE_PARTS,
  type Catalogue,
  type CataloguePart,
  type MessageKey,
  messagePart,
  messagesFor,
  PART_AREAS,
  START_AREAS,
} from './catalogue.ts';
export {
  type CompiledCatalogue,
  catalogueStatus,
  loadCatalogue,
  loadedCatalogue,
  onCatalogueChange,
} from './compiled.ts';
export { LANGUAGE_CODE_OF, LOCALES, type Locale } from './locale.ts';
