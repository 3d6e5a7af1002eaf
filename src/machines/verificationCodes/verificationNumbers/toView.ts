/** What verification number management's views read of its snapshot (spec 3 §2). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type NumberSidebarFields, sidebarFieldsOf } from '../../shared/numbers/numberSidebarView.ts';
import { appsOf, keyOf, matchesCodeNumber, rowOf } from './rows.ts';
import type { ChangeKind, CodeNumber } from './types.ts';
import type { VerificationNumbersMachine } from './verificationNumbers.machine.ts';

export type { CodeNumber };
export { keyOf };

export type VerificationNumbersActor = ActorRefFrom<VerificationNumbersMachine>;
type Snapshot = SnapshotFrom<VerificationNumbersMachine>;

/** The rows after the search and the app filter. */
export function visibleRowsOf(snapshot: Snapshot): readonly CodeNumber[] {
  const { numbers, query, appFilter } = snapshot.context;
  return numbers.filter((number) => (appFilter === '' || number.app === appFilter) && matchesCodeNumber(number, query));
}

export function listStatusOf(snapshot: Snapshot): 'loading' | 'ready' | 'failed' {
  if (snapshot.matches({ list: 'failed' })) return 'failed';
  return snapshot.context.listed ? 'ready' : 'loading';
}

export function filterOf(snapshot: Snapshot) {
  return { query: snapshot.context.query, app: snapshot.context.appFilter, apps: appsOf(snapshot.context.numbers) };
}

export interface CodeSidebarView extends NumberSidebarFields {
  number: CodeNumber;
  /** spec 3 §6: only subscribed numbers are editable. */
  editable: boolean;
}

export function sidebarOf(snapshot: Snapshot): CodeSidebarView | null {
  const { numbers, selected } = snapshot.context;
  const number = rowOf(numbers, selected);
  if (!snapshot.matches({ sidebar: 'open' }) || !number) return null;
  return { number, ...sidebarFieldsOf(snapshot), editable: number.subStatus === 1 };
}

export function changeDialogOf(snapshot: Snapshot): { number: CodeNumber; kind: ChangeKind; busy: boolean } | null {
  const { change, numbers } = snapshot.context;
  const number = rowOf(numbers, change?.key ?? null);
  if (!change || !number || snapshot.matches({ change: 'idle' })) return null;
  return { number, kind: change.kind, busy: !snapshot.matches({ change: 'confirming' }) };
}
