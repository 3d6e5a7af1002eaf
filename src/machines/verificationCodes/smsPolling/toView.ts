/** What the receive panel reads of the polling chart (spec 3 §4 Polling; issue 10 item 7). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type DetectedCode, detectCode } from '../../../services/verification/detectCode.ts';
import type { SmsPollingMachine } from './smsPolling.machine.ts';
import type { CodeSms } from './types.ts';
import { remainingAtMark } from './window.ts';

export type SmsPollingActor = ActorRefFrom<SmsPollingMachine>;
type Snapshot = SnapshotFrom<SmsPollingMachine>;

export interface SmsRow extends CodeSms {
  /** spec 3 §4: the first message that arrived while polling is marked new. */
  fresh: boolean;
  /** The code a person can copy at once (issue 10 item 7), or null. */
  code: DetectedCode | null;
}

export function smsRows(messages: readonly CodeSms[], freshId: string | null): readonly SmsRow[] {
  return messages.map((sms) => ({ ...sms, fresh: sms.smsId === freshId, code: detectCode(sms.text) }));
}

export function messagesOf(snapshot: Snapshot): readonly SmsRow[] {
  return smsRows(snapshot.context.messages, snapshot.context.freshId);
}

/** The window is open, or its last check is out. */
export function pollingActive(snapshot: Snapshot): boolean {
  return snapshot.matches('polling') || snapshot.matches('closing');
}

/**
 * A check is out and its answer not yet handled: the wait's status is busy (aria-busy). Once it
 * reads not busy, the answer is merged and the next check is scheduled (5 s after it).
 */
export function checkingOf(snapshot: Snapshot): boolean {
  return snapshot.matches({ polling: 'checking' }) || snapshot.matches('closing');
}

/**
 * The countdown (ms), read from the wait's deadline at the last 5 s mark (issue 27 item 3: the
 * wall clock's, not a count of answers); 0 once the window closed. No clock is read by a view.
 */
export function remainingMsOf(snapshot: Snapshot): number {
  return snapshot.matches('polling') ? remainingAtMark(snapshot.context.window, snapshot.context.mark) : 0;
}

export function stopOf(snapshot: Snapshot) {
  return snapshot.context.stop;
}
