/** What the receive panel reads of the polling chart (spec 3 §4 Polling; issue 10 item 7). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type DetectedCode, detectCode } from '../../services/verification/detectCode.ts';
import { SMS_POLL_MS } from '../../services/verification/rules.ts';
import type { SmsPollingMachine } from './smsPolling.machine.ts';
import type { CodeSms } from './types.ts';

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

export function pollingActive(snapshot: Snapshot): boolean {
  return snapshot.matches('polling');
}

/**
 * A check is out and its answer not yet handled: the wait's status is busy (aria-busy). Once it
 * reads not busy, the answer is merged and the next check is scheduled (5 s after it).
 */
export function checkingOf(snapshot: Snapshot): boolean {
  return snapshot.matches({ polling: 'checking' });
}

/**
 * The time left in the window, in the counter's 5 s steps (ms); 0 once stopped. The counter
 * counts a check as it goes out: while the check sent at k × 5 s runs, `remaining` is 35 − k, and
 * the window has 180 − 5k = 5 × (remaining + 1) seconds left.
 */
export function remainingMsOf(snapshot: Snapshot): number {
  return snapshot.matches('polling') ? (snapshot.context.remaining + 1) * SMS_POLL_MS : 0;
}

export function stopOf(snapshot: Snapshot) {
  return snapshot.context.stop;
}
