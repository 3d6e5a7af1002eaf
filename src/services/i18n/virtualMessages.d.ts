/** One part of a language's compiled catalogue, served by the `compiled-messages` Vite plugin. */
declare module 'virtual:messages/*' {
  import type { CompiledCatalogue } from './compiled.ts';

  const catalogue: Partial<CompiledCatalogue>;
  export default catalogue;
}
