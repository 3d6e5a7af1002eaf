/**
 * Types of the `overlays` chart (spec 1 §2 "Overlays at root level", §4 no-credit and
 * unlock-bonus dialogs, §8 error routing). Any chart asks for an overlay with the requests of
 * `../shared/address.ts` (`OverlaysRequest`), sent by systemId.
 */
import type { AnyActorLogic, AnyActorRef, DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Notice, OverlaysRequest, RefusedCall, SnackbarTone, VerifyMode } from '../../shared/address.ts';
import type { VerifyContactOutcome } from '../verifyContact/types.ts';

export type { Notice, OverlaysRequest, RefusedCall, SnackbarTone, VerifyMode };

export interface OverlaysInput {
  /** Logged-out front-page mode: the kicked codes mean nothing there (spec 1 §8). */
  frontPage: boolean;
}

/** The phone and e-mail on the account, which the verification modal starts from (spec 2 §4). */
export interface AccountContact {
  phone: string;
  email: string;
}

export interface OverlaysContext {
  frontPage: boolean;
  /** Whether someone is logged in: the verification modal needs an account (told by the root). */
  signedIn: boolean;
  account: AccountContact;
  alert: Notice | null;
  snackbar: { notice: Notice; tone: SnackbarTone } | null;
  /** Payloads of the dialog region's states. */
  errorDialogMessage: string;
  /** null: the no-credit dialog shows its default text (spec 1 §8). */
  noCreditMessage: string | null;
  tollFreeMessage: string;
  /** The endpoint the solved captcha is a pass for (`nextApi` of GET /confirmCaptcha). */
  captchaNextApi: string | null;
  /** Flows waiting on the captcha modal: each hears `captcha.solved` or `captcha.dismissed`. */
  captchaWaiters: readonly AnyActorRef[];
  /** The mode the verification modal was asked for, while the `verify` region is `shown`. */
  verifyMode: VerifyMode | null;
  /**
   * The verification modal's chart once its chunk has arrived (`loadVerifyContact`, at the first
   * opening); kept across sessions, as the code is.
   */
  verifyChart: AnyActorLogic | null;
  /** Keys of operations showing the progress spinner. */
  busy: readonly string[];
}

/** Requests only the routing itself raises (a retcode's meaning, never asked for directly). */
export type OverlaysInternalEvent =
  | Extract<OverlaysRequest, { type: 'alert.show' | 'noCredit.open' | 'verify.open' }>
  | { type: 'errorDialog.open'; retmsg: string }
  | { type: 'captchaModal.open'; nextApi: string; replyTo?: AnyActorRef }
  | { type: 'tollFreePrompt.open'; retmsg: string };

/** Events the views send. */
export type OverlaysUiEvent =
  | { type: 'alert.close' }
  | { type: 'snackbar.close' }
  | { type: 'errorDialog.close' }
  | { type: 'noCredit.back' }
  | { type: 'noCredit.recharge' }
  | { type: 'unlockBonus.later' }
  | { type: 'unlockBonus.setUp' }
  | { type: 'tollFreePrompt.close' }
  | { type: 'verify.close' };

/** What the root tells the overlays about the session. */
export type OverlaysSessionEvent =
  | { type: 'session.started' }
  | { type: 'session.ended' }
  | ({ type: 'account.contact' } & AccountContact);

/** The verification modal's chart (spawned while `verify` is `shown`) ended or failed. */
export type VerifyContactEndEvent =
  | DoneActorEvent<VerifyContactOutcome, 'verifyContact'>
  | ErrorActorEvent<unknown, 'verifyContact'>;

export type OverlaysEvent =
  | OverlaysRequest
  | OverlaysInternalEvent
  | OverlaysUiEvent
  | OverlaysSessionEvent
  | VerifyContactEndEvent;
