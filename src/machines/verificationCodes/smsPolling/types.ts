/** Types of the SMS polling chart (spec 3 §4 Polling, §9). */
import type { AnyActorRef } from 'xstate';
import type { CodeSms, CodeSmsEvent } from '../../../services/api/contract/verificationCodes.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { WaitWindow } from './window.ts';

/** An SMS received on a verification number (spec 3 §3 SMS item: text, date, smsId, charge, from). */
export type { CodeSms };

/** One check (spec 3 §7: 'Poll SMS sends app, phone and the remaining count'). */
export interface CheckSmsRequest {
  app: string;
  /** The full number (country code and number, digits only). */
  number: string;
  /** The checks left in the window, this one included. */
  count: number;
}

/** The messages of the number so far, newest first, and whether the server still holds the lock. */
export type CheckSmsResult = ApiResult<{ messages: readonly CodeSms[]; locked: boolean }>;

export interface SmsPollingInput {
  app: string;
  number: string;
  /** Messages already there (get-code mode on a subscribed number): not new. */
  known?: readonly CodeSms[];
  /** The New Code flow, told `polling.checked` after every check (its `onDone` says why it stopped). */
  parent?: AnyActorRef;
  /** The lock's end (ms, the server's clock): honoured when it closes the window earlier (window.ts). */
  expiresAt?: number;
  /** The wall clock (default `Date.now`; tests give the simulated one). */
  now?: () => number;
}

export type PollingStop = 'expired' | 'kicked';

export interface SmsPollingContext {
  app: string;
  number: string;
  parent: AnyActorRef | undefined;
  /** Newest first. */
  messages: readonly CodeSms[];
  /** The newest message that arrived while polling (spec 3 §4: marked new), or null. */
  freshId: string | null;
  now: () => number;
  /** When the window opened and closes (window.ts). */
  window: WaitWindow;
  /** The last 5 s mark reached (0: the check at once); the spec's counter is the marks left. */
  mark: number;
  /** Why it stopped, once it did. */
  stop: PollingStop | null;
}

/**
 * An SMS pushed over the socket (`codeSms`: the app and number it arrived on): shown at once when it
 * is this wait's number; polling stays the mechanism that does not depend on the socket.
 */
export type SmsPushed = { type: 'sms.pushed' } & CodeSmsEvent;

export type SmsPollingEvent = SmsPushed;

/** What the chart tells its host after every check. */
export type SmsPollingNotification = { type: 'polling.checked'; arrived: number; newest: CodeSms | null };

/** Why the wait ended, and the messages it saw (they stay on screen). */
export interface SmsPollingOutput {
  reason: PollingStop;
  messages: readonly CodeSms[];
  freshId: string | null;
}
