/** What the palette's view shows (issue 24 item 4). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PaletteMachine } from './palette.machine.ts';
import type { PaletteEntry } from './types.ts';

export type PaletteActor = ActorRefFrom<PaletteMachine>;
export type PaletteSnapshot = SnapshotFrom<PaletteMachine>;

/** Shown; a palette that does not run yet (its chunk on the way after login) counts as closed. */
export function isPaletteOpen(snapshot: PaletteSnapshot | undefined): boolean {
  return snapshot?.matches('open') ?? false;
}

export function paletteQueryOf(snapshot: PaletteSnapshot): string {
  return snapshot.context.query;
}

export function paletteResultsOf(snapshot: PaletteSnapshot): readonly PaletteEntry[] {
  return snapshot.context.results;
}

export function paletteActiveOf(snapshot: PaletteSnapshot): number {
  return snapshot.context.active;
}

export type PaletteStatus = 'loading' | 'unavailable' | 'searching' | 'results' | 'failed';

/**
 * 'loading' (what can be found is being gathered), 'unavailable' (it could not be: its code did
 * not arrive), 'searching' (first results not in yet), 'results', or 'failed' (the search could
 * not run).
 */
export function paletteStatusOf(snapshot: PaletteSnapshot): PaletteStatus {
  if (snapshot.matches({ open: 'gathering' })) return 'loading';
  if (snapshot.matches({ open: 'unavailable' })) return 'unavailable';
  if (snapshot.matches({ open: 'failed' })) return 'failed';
  return snapshot.matches({ open: 'results' }) ? 'results' : 'searching';
}
