/**
 * The palette's search: the ranking and pinyin-pro load with it, when the palette first searches,
 * never with the login screen nor the main view (docs/delivery.md).
 */
import { fromPromise } from 'xstate';
import type { PaletteEntry, SearchInput } from './types.ts';

export const searchActor = fromPromise<PaletteEntry[], SearchInput>(async ({ input }) => {
  const { searchPalette } = await import('../../../services/keyboard/paletteSearch.ts');
  return searchPalette(input.entries, input.query);
});
