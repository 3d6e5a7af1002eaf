/** What a history view reads (month tabs, total, rows, loading). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { HistoryMachine } from './history.machine.ts';

export type HistoryActor = ActorRefFrom<HistoryMachine>;
type Snapshot = SnapshotFrom<HistoryMachine>;

export function monthsOf(snapshot: Snapshot): { months: readonly string[]; month: string } {
  return { months: snapshot.context.months, month: snapshot.context.month };
}

export function totalOf(snapshot: Snapshot): number {
  return snapshot.context.total;
}

/**
 * The rows so far. The kind that provided the loader knows their shape: `rowsOf<SubscriptionHistoryItem>`.
 */
export function rowsOf<TRow>(snapshot: Snapshot): readonly TRow[] {
  return snapshot.context.items as readonly TRow[];
}

export function historyStatusOf(snapshot: Snapshot): 'loading' | 'loadingMore' | 'ready' | 'failed' {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadingMore')) return 'loadingMore';
  if (snapshot.matches('failed')) return 'failed';
  return 'ready';
}
