/** What the numbers area's views read of its snapshot (spec 3 §2 Numbers area). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SubscriptionHistoryItem } from '../../../services/api/contract/numbers.ts';
import type { HistoryActor } from '../../common/history/toView.ts';
import type { NumberManagementActor } from '../numberManagement/toView.ts';
import type { NumberSettingsActor } from '../numberSettings/toView.ts';
import type { NumbersMachine } from './numbers.machine.ts';
import type { NumbersSection } from './types.ts';

/** A subscription history row (spec 3 §3), as the history chart's rows of this area. */
export type SubscriptionRow = SubscriptionHistoryItem;

export type NumbersActor = ActorRefFrom<NumbersMachine>;
type NumbersSnapshot = SnapshotFrom<NumbersMachine>;

/**
 * The section shown on the right; a plan change shows under Number Management in the menu. While
 * the profile gate is asked (an instant: it answers from what it knows) Number Management shows.
 */
export function sectionOf(snapshot: NumbersSnapshot): NumbersSection | 'planChange' {
  const { section } = snapshot.value;
  if (typeof section !== 'string') return 'history';
  return section === 'gatingNewNumber' || section === 'gatingManage' ? 'management' : section;
}

/** The menu entry that shows as current. */
export function menuEntryOf(snapshot: NumbersSnapshot): NumbersSection {
  const section = sectionOf(snapshot);
  return section === 'planChange' ? 'management' : section;
}

/** spec 3 §2: Settings shows only when forwarding or voicemail is available to the account. */
export function settingsShown(snapshot: NumbersSnapshot): boolean {
  const { forwarding } = snapshot.context;
  return forwarding !== null && (forwarding.canForward || forwarding.canVoicemail);
}

/**
 * The US cell-phone plan of Number Management (spec 3 §2): on brands whose table shows it (pingme),
 * and wherever the banner's TMO jump led (spec 1 §2: wetalk too). 'focus' while the jump waits for
 * the view to scroll to it and focus it.
 */
export function cellPlanOf(snapshot: NumbersSnapshot, brandShowsIt: boolean): 'hidden' | 'shown' | 'focus' {
  if (snapshot.matches({ cellPlan: 'focusing' })) return 'focus';
  if (brandShowsIt || snapshot.matches({ cellPlan: 'shown' })) return 'shown';
  return 'hidden';
}

export function tipOpen(snapshot: NumbersSnapshot): boolean {
  return snapshot.matches({ tip: 'shown' });
}

export function planChangeNumberOf(snapshot: NumbersSnapshot) {
  return snapshot.context.planChangeNumber;
}

/** The re-subscribe result dialog's hint, or null while it is closed (spec 3 §2). */
export function resubscribeHintOf(snapshot: NumbersSnapshot): string | null {
  return snapshot.matches({ section: { history: 'result' } }) ? snapshot.context.resubscribeHint : null;
}

export function resubscribing(snapshot: NumbersSnapshot): boolean {
  return snapshot.matches({ section: { history: 'resubscribing' } });
}

/** Number Management, running as long as the area (spec 3 §2: kept alive between switches). */
export function managementRefOf(snapshot: NumbersSnapshot): NumberManagementActor | undefined {
  return snapshot.children.numberManagement as NumberManagementActor | undefined;
}

export function settingsRefOf(snapshot: NumbersSnapshot): NumberSettingsActor | undefined {
  return snapshot.children.numberSettings as NumberSettingsActor | undefined;
}

export function historyRefOf(snapshot: NumbersSnapshot): HistoryActor | undefined {
  return snapshot.children.subscriptionHistory as HistoryActor | undefined;
}
