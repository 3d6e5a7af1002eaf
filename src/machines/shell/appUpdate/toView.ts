import type { SnapshotFrom } from 'xstate';
import type { AppUpdateMachine } from './appUpdate.machine.ts';

type Snapshot = SnapshotFrom<AppUpdateMachine>;

/** What the update notice shows: nothing, the notice, or the notice while the page reloads. */
export type AppUpdateView = 'hidden' | 'ready' | 'reloading';

export function selectAppUpdateView(snapshot: Snapshot): AppUpdateView {
  if (snapshot.matches('updateReady')) return 'ready';
  if (snapshot.matches('reloading')) return 'reloading';
  return 'hidden';
}
