/**
 * The palette's search: the ranking and pinyin-pro load with it, when the palette first searches,
 * never with the login screen nor the main view (docs/delivery.md).
 *
 * What it searches is gathered by its host (`gather`, provided by the root with the logged-in
 * parts): only the host knows where the chats, the address book and the actions are.
 */
import { fromPromise } from 'xstate';
import type { PaletteEntry, SearchInput } from './types.ts';

export const searchActor = fromPromise<PaletteEntry[], SearchInput>(async ({ input }) => {
  const { searchPalette } = await import('../../../services/keyboard/paletteSearch.ts');
  return searchPalette(input.entries, input.query);
});

/**
 * Gathers what can be found right now (rejects when its code could not be fetched, e.g. offline).
 * Until the host provides it (`loggedIn.parts.ts`): running the chart without it is a bug.
 */
export const gatherNotProvided = fromPromise<readonly PaletteEntry[]>(async () => {
  throw new Error('palette: the `gather` actor must be provided (loggedIn.parts.ts)');
});
