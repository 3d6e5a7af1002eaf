/** What the verification area's views read of its snapshot (spec 3 §2 Verification). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { HistoryActor } from '../../common/history/toView.ts';
import type { NewCodeActor } from '../newCode/toView.ts';
import type { VerificationNumbersActor } from '../verificationNumbers/toView.ts';
import type { VerificationSection } from './types.ts';
import type { VerificationMachine } from './verification.machine.ts';

export type VerificationActor = ActorRefFrom<VerificationMachine>;
type Snapshot = SnapshotFrom<VerificationMachine>;

/** The section on the right; while Get Code asks the profile gate (an instant), the list shows. */
export function sectionOf(snapshot: Snapshot): VerificationSection {
  const { section } = snapshot.value;
  if (typeof section !== 'string') return 'history';
  return section === 'gatingGetCode' ? 'management' : section;
}

/** spec 3 §2: the left menu (hidden in front-page modes). */
export function menuShown(snapshot: Snapshot): boolean {
  return snapshot.context.menu;
}

export function busyDialogOpen(snapshot: Snapshot): boolean {
  return snapshot.matches({ busy: 'shown' });
}

/** New Code polls: the menu looks disabled (a click shows 'operation in progress'). */
export function pollingBusy(snapshot: Snapshot): boolean {
  return snapshot.context.busy;
}

export function resubscribeHintOf(snapshot: Snapshot): string | null {
  return snapshot.matches({ section: { history: 'result' } }) ? snapshot.context.resubscribeHint : null;
}

export function resubscribing(snapshot: Snapshot): boolean {
  return snapshot.matches({ section: { history: 'resubscribing' } });
}

export function numbersRefOf(snapshot: Snapshot): VerificationNumbersActor | undefined {
  return snapshot.children.verificationNumbers as VerificationNumbersActor | undefined;
}

export function newCodeRefOf(snapshot: Snapshot): NewCodeActor | undefined {
  return snapshot.children.newCode as NewCodeActor | undefined;
}

export function historyRefOf(snapshot: Snapshot): HistoryActor | undefined {
  return snapshot.children.subscriptionHistory as HistoryActor | undefined;
}
