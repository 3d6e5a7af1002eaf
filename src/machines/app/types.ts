/**
 * Types of the root `app` chart (spec 1 §2 shell and overlays, §4 no-credit and unlock-bonus,
 * §8 error routing). Names follow `notes/machines-contract.md`.
 */
import type { AnyActorRef, DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Account, ProfileAnswer } from '../../services/api/contract/endpoints.ts';
import type { Platform } from '../../services/api/contract/platform.ts';
import type { ApiResult } from '../../services/api/result.ts';
import type { RetcodeAlert } from '../../services/api/retcodeTable.ts';
import type { Tab } from '../../services/brand/platforms.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import type { ChatsNotification } from '../chats/types.ts';
import type { ConnectionNotification } from '../connection/types.ts';
import type { VerifyMode } from '../profileGate/types.ts';
import type { SessionNotification } from '../session/types.ts';
import type { WindowNotification } from '../window/types.ts';

export type { Tab, VerifyMode };

/** The account area's sections (spec 2 §2); `logout` is an action there, not a section. */
export const ACCOUNT_SECTIONS = [
  'profile',
  'rates',
  'credit',
  'history',
  'api',
  'sms',
  'call',
  'invite',
  'redeemCode',
  'numberManagement',
  'subscriptionHistory',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export interface AppInput {
  platform: Platform;
  locale: Locale;
  /** The page path contains `/frontpage`: logged-out front-page mode (spec 1 §2). */
  frontPage: boolean;
  /** The page path contains `/applist`: the app-list front page (spec 1 §2). */
  appList: boolean;
}

/** A text for the alert sheet or the snackbar: the server's words, or a catalogue key. */
export type Notice = RetcodeAlert;

export type ModalAvatar = 'gift' | 'person' | 'warning' | 'review' | 'oops';

/** The generic modal of spec 1 §2, as asked for by another flow. */
export interface ModalRequest {
  avatar: ModalAvatar;
  title: string;
  body: string;
  leftLabel?: string;
  rightLabel?: string;
  /** Receives `modal.answered {button}` when the modal closes. */
  replyTo?: AnyActorRef;
}

export type ModalButton = 'left' | 'right' | 'dismissed';
export type ModalAnswer = { type: 'modal.answered'; button: ModalButton };

/** `capabilities` of the logged-in session (spec 1 §6: from login and token refresh). */
export interface SessionCapabilities {
  canInvite: boolean;
  canSetInviter: boolean;
}

export interface AppContext {
  platform: Platform;
  locale: Locale;
  frontPage: boolean;
  appList: boolean;
  tab: Tab;
  accountSection: AccountSection;
  capabilities: SessionCapabilities | null;
  account: Account | null;
  profile: ProfileAnswer | null;
  /** Total unread messages over all chats, for the page title (spec 1 §2). */
  unreadTotal: number;
  alert: Notice | null;
  snackbar: Notice | null;
  /** Payloads of the dialog region's states. */
  errorDialogMessage: string;
  /** null: the no-credit dialog shows its default text (spec 1 §8). */
  noCreditMessage: string | null;
  modal: ModalRequest | null;
  tollFreeMessage: string;
  /** The mode the verification modal was asked for, while the `verify` region is `shown`. */
  verifyMode: VerifyMode | null;
  /** spec 1 §8: a payment submit failure's message, kept for the payment dialog. */
  paymentErrorMessage: string;
  /** Keys of operations showing the progress spinner. */
  busy: readonly string[];
}

/** Any call's failure, reported by the API layer's `onFailure` or by a child (spec 1 §8). */
export interface ApiFailureEvent {
  type: 'api.failure';
  endpoint: string;
  retcode: number;
  retmsg: string;
  data?: unknown;
  httpStatus?: number;
}

/** Events the views send. */
export type AppUiEvent =
  /** `tab` is a string: values from links may be unknown (spec 1 §2: unknown → contacts). */
  | { type: 'tab.select'; tab: string }
  | { type: 'account.section.select'; section: AccountSection }
  | { type: 'locale.toggle' }
  | { type: 'alert.close' }
  | { type: 'snackbar.close' }
  | { type: 'errorDialog.close' }
  | { type: 'noCredit.back' }
  | { type: 'noCredit.recharge' }
  | { type: 'unlockBonus.open' }
  | { type: 'unlockBonus.later' }
  | { type: 'unlockBonus.setUp' }
  | ({ type: 'modal.show' } & ModalRequest)
  | { type: 'modal.left' }
  | { type: 'modal.right' }
  | { type: 'modal.close' }
  | { type: 'captchaModal.passed' }
  | { type: 'captchaModal.cancel' }
  | { type: 'tollFreePrompt.close' }
  | { type: 'verify.close' }
  | { type: 'account.reload' }
  /** 'Message' on a contact (spec 3): the chats tab, with a chat to that number. */
  | { type: 'chat.compose'; telCode: string; phone: string };

/** Events other flows (and the routing itself) send to ask for something shown or done. */
export type AppRequestEvent =
  | { type: 'alert.show'; notice: Notice }
  | { type: 'snackbar.show'; notice: Notice }
  | { type: 'errorDialog.open'; retmsg: string }
  | { type: 'noCredit.open'; retmsg?: string }
  | { type: 'captchaModal.open' }
  | { type: 'tollFreePrompt.open'; retmsg: string }
  | { type: 'verify.open'; mode: VerifyMode }
  | { type: 'profile.open' }
  | { type: 'paymentError.report'; retmsg: string }
  | { type: 'paymentError.clear' }
  | { type: 'numbers.noneAvailable' }
  | { type: 'numberAvailability.reset' }
  | { type: 'balance.refresh' }
  | { type: 'profile.refresh' }
  | { type: 'unread.total'; count: number }
  | { type: 'progress.start'; key: string }
  | { type: 'progress.stop'; key: string }
  | ApiFailureEvent;

/** What the children of the chats area tell the root (socket, window focus, the chats chart). */
export type ChatsAreaEvent = ConnectionNotification | WindowNotification | ChatsNotification;

/**
 * What the `session` child tells the root: `session.loggedIn {token, canInvite, canSetInviter,
 * restored}`, `session.tokenRefreshed {token, canInvite, canSetInviter}`,
 * `session.loggedOut {reason}`.
 */
export type { SessionNotification };

/**
 * The spawned `loadProfile` call's completion (spawned, not invoked, so it can be restarted by
 * `profile.refresh` without leaving `auth.authenticated`).
 */
export type ProfileLoadEvent =
  | DoneActorEvent<ApiResult<ProfileAnswer>, 'loadProfile'>
  | ErrorActorEvent<unknown, 'loadProfile'>;

export type AppEvent = AppUiEvent | AppRequestEvent | ChatsAreaEvent | SessionNotification | ProfileLoadEvent;
