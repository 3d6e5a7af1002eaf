/** The per-language compiled catalogues served by the `compiled-messages` Vite plugin. */
declare module 'virtual:messages/*' {
  import type { CompiledCatalogue } from './compiled.ts';

  const catalogue: CompiledCatalogue;
  export default catalogue;
}
