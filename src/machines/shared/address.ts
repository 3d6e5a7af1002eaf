/**
 * The actor system's address book: the global actors every chart may talk to by `systemId`
 * (conventions: "a chart that needs a global service sends to it by systemId through the actor
 * system, not by bubbling events up through its parents"), and the requests each one accepts.
 *
 * A chart asks with `tell(system, SYSTEM_ID.overlays, request)`. Outside a running root (a model
 * test, the statechart export) nobody is registered under the id and the request simply goes
 * nowhere, which is what a chart run on its own wants.
 *
 * Only types and ids live here, so every chart folder can import it without importing another
 * chart: `src/machines/overlays` and `src/machines/app` implement the requests.
 */
import type { AnyActorRef } from 'xstate';
import type { CallbackDelivery } from '../../services/api/contract/developerApi.ts';
import type { ChatMessageEvent, ChatReadEvent, MessagesDeletedEvent } from '../../services/api/contract/messaging.ts';
import type { ProfileStatus, UseCaseStatus } from '../../services/api/contract/profileGate.ts';
import type { CodeSmsEvent } from '../../services/api/contract/verificationCodes.ts';
import type { RetcodeAlert } from '../../services/api/retcodeTable.ts';
import type { AccountSection, Tab } from '../../services/brand/index.ts';
import type { PaletteCommand } from '../../services/keyboard/paletteEntries.ts';

export const SYSTEM_ID = {
  /** The root: session, window, connection, the active tab, the account summary. */
  app: 'app',
  /** Every overlay over the app, and the routing of refused calls (`failure.route`). */
  overlays: 'overlays',
  /** The login and the token (`session.kick` from the retcode table). */
  session: 'session',
  /** The callback delivery console while it is open (`deliveries.changed` from the socket). */
  callbackDeliveries: 'callbackDeliveries',
} as const;

export type SystemId = (typeof SYSTEM_ID)[keyof typeof SYSTEM_ID];

/** A text for the alert sheet or the snackbar: the server's words, or a catalogue key. */
export type Notice = RetcodeAlert;

/** spec 1 §8 "error snackbars are red": how a snackbar looks. */
export type SnackbarTone = 'error' | 'info';

/**
 * Modes of the verification modal (spec 2 §4). The modal itself is the `verifyContact` chart,
 * hosted by the overlays; the gate and the retcode table only ask for it in a mode.
 */
export type VerifyMode =
  | 'email'
  | 'emailFromProfile'
  | 'update'
  | 'update2'
  | 'updateFromProfile'
  | 'updateForUnlockBonus'
  | 'charge';

/**
 * A refused call (spec 1 §8): its answer, to be routed through the retcode table once. Sent by
 * the boundary that made the call: the API layer for HTTP, the socket's charts for the socket.
 */
export interface RefusedCall {
  /** The endpoint (`getChatList`, `sendMessage`, `socket` …): 500000 and the captcha pass need it. */
  endpoint: string;
  retcode: number;
  retmsg: string;
  data?: unknown;
  httpStatus?: number;
  /**
   * Who waits for the captcha a 100010 asks for: it hears `captcha.solved` or
   * `captcha.dismissed` when the captcha modal closes (spec 1 §8: a send is retried after it).
   */
  replyTo?: AnyActorRef;
}

/** What the captcha modal tells each `replyTo` waiting on it when it closes. */
export type CaptchaModalAnswer = { type: 'captcha.solved' } | { type: 'captcha.dismissed' };

/** Requests the `overlays` actor accepts from any chart. */
export type OverlaysRequest =
  | ({ type: 'failure.route' } & RefusedCall)
  | { type: 'alert.show'; notice: Notice }
  | { type: 'snackbar.show'; notice: Notice; tone: SnackbarTone }
  | { type: 'noCredit.open'; retmsg?: string }
  | { type: 'unlockBonus.open' }
  | { type: 'verify.open'; mode: VerifyMode }
  | { type: 'progress.start'; key: string }
  | { type: 'progress.stop'; key: string };

/** Requests the root (`app`) accepts from any chart. */
export type AppRequest =
  /** The title's unread total (spec 1 §2: '(n) …', 99+). */
  | { type: 'unread.total'; count: number }
  /** spec 1 §1, §4: a message not read in front — notified if the page is not in front. */
  | { type: 'message.notify'; message: ChatMessageEvent }
  /** The balance changed on the server (a month change, a verified contact). */
  | { type: 'balance.refresh' }
  /**
   * spec 3 §4: a code wait runs (or ended) in the area `area` (its registry id): meanwhile the
   * app's other tabs are disabled, and choosing one tells that area `tab.blocked` (its 'operation
   * in progress' dialog).
   */
  | { type: 'codeWait.busy'; area: string; busy: boolean }
  /**
   * The balance as the server announced it after a committed charge or credit (the socket's
   * `balance` event, issue 22 item 3): shown as it is, no call needed.
   */
  | { type: 'balance.changed'; balance: string }
  | { type: 'profile.refresh' }
  /** The profile form: the account area's profile section (spec 2 §2). */
  | { type: 'profile.open' }
  /**
   * spec 1 §4 no-credit Recharge: the account tab, recharge section; from the plans page (spec 3
   * §3 toRecharge) with the URL to come back to after paying.
   */
  | { type: 'recharge.open'; returnUrl?: string }
  /** spec 2 §2, spec 3 §2: after a payment dialog with a return URL, the numbers tab's plans page. */
  | { type: 'plans.open' }
  /**
   * spec 1 §2 banner (pingme, wetalk): the numbers tab's TMO section — Number Management's US
   * cell-phone plan (spec 3 §2), scrolled to and focused (issue 22 item 8).
   */
  | { type: 'cellPlan.open' }
  /** spec 2 §4: after the unlock-bonus verification, the redeem-code section. */
  | { type: 'redeemCode.open' }
  /** The account info again (spec 2 §4 Redeem: after a redeem; its capabilities change too). */
  | { type: 'account.reload' }
  /**
   * A section of the account tab (redeem's Congrats → invite; the profile form, once its changes
   * are discarded); the root's rules decide if it opens.
   */
  | { type: 'account.section.select'; section: AccountSection }
  /** A tab a chart leads to (the banner ad: the numbers tab, spec 1 §2); the root decides if the brand shows it. */
  | { type: 'tab.select'; tab: Tab }
  /**
   * A number was bought, changed or taken up again (spec 3 §4): the chats' From picker reads the
   * list again (spec 3 §2: the new number appears there).
   */
  | { type: 'numbers.changed' }
  /** 'Message' on a contact (spec 3): the chats tab, with a chat to that number. */
  | { type: 'chat.compose'; telCode: string; phone: string }
  /** A click on a message's notification (issue 22 item 6): the chats tab, that conversation open. */
  | { type: 'chat.show'; key: string }
  /** spec 3 §3 addMessage (the plans page): the chats tab, a new chat from that own number. */
  | { type: 'chat.draftFrom'; ownFullNumber: string }
  /**
   * A verification SMS arrived (issue 10 item 7): a desktop notification with the code, only while
   * the page is not in front (as for messages, spec 1 §1).
   */
  | { type: 'code.notify'; appName: string; code: string | null; text: string };

/** spec 1 §4 Session: why a session ended. */
export type LoggedOutReason = 'logout' | 'kicked' | 'expired';

/** What the `session` chart tells the root. */
export type SessionNotification =
  | {
      type: 'session.loggedIn';
      token: string;
      canInvite: boolean;
      canSetInviter: boolean;
      /**
       * True when the token came from storage: the capabilities are not known yet (false until the
       * root's account load says otherwise).
       */
      restored: boolean;
    }
  /** A refreshed token replaced the old one (every 12 h); the socket uses it at its next attempt. */
  | { type: 'session.tokenRefreshed'; token: string; canInvite: boolean; canSetInviter: boolean }
  /**
   * The person confirmed logout and the token is about to be revoked: the root closes the socket
   * first (spec 1 §4: the confirmation closes the socket), so the server's kick of the revoked
   * token's socket is never mistaken for being kicked.
   */
  | { type: 'session.loggingOut' }
  | { type: 'session.loggedOut'; reason: LoggedOutReason };

/**
 * What the `window` chart tells the root: the page came in front, or left it (spec 1 §4 Window);
 * the browser lost or regained its network (issue 24 item 2: areas that need the server say so).
 */
export type WindowNotification =
  | { type: 'page.focused' }
  | { type: 'page.blurred' }
  | { type: 'page.offline' }
  | { type: 'page.online' };

/** What the `connection` chart tells the root, which forwards it to the areas that hear it. */
export type ConnectionNotification =
  /** The chat list should be fetched again (spec 1 §4: on reconnect). */
  | { type: 'chats.refresh' }
  /** A socket `message` (spec 1 §7), for the chats area. */
  | { type: 'message.received'; message: ChatMessageEvent }
  /** A socket `chatRead` (issue 22 item 4): a conversation's read marker moved, for the chats area. */
  | { type: 'chat.readElsewhere'; marker: ChatReadEvent }
  | { type: 'messages.deletedElsewhere'; deleted: MessagesDeletedEvent }
  /** A socket `codeSms` (issue 10): a code on a verification number, for the verification area. */
  | ({ type: 'sms.pushed' } & CodeSmsEvent)
  /** The socket is up: sending is allowed (spec 1 §4). */
  | { type: 'connection.restored' }
  /** The socket is down or reconnecting: sending is blocked (spec 1 §4). */
  | { type: 'connection.lost' };

/**
 * New facts for the profile gate (getProfile, a 100023 answer): spec 1 §8 stores profileStatus and
 * needSetPhone; spec 2 §4 needs the use-case status too (null: a 100023 that did not carry it).
 */
export interface GateUpdate {
  type: 'gate.update';
  profileStatus: ProfileStatus;
  useCaseStatus: UseCaseStatus | null;
  needSetPhone: boolean;
}

/**
 * What is asked of the profile gate (the retcode table's 100023, number actions): sent to the
 * root, which hands it to the gate — a logged-in child from the logged-in parts' chunk — or holds
 * it until the gate runs (docs/delivery.md "Eighth round").
 */
export type GateRequest = GateUpdate | { type: 'gate.check'; replyTo?: AnyActorRef };

interface Requests {
  overlays: OverlaysRequest;
  /** The command palette's chosen command is a root event as it is (docs/keyboard.md). */
  app: AppRequest | PaletteCommand | SessionNotification | WindowNotification | ConnectionNotification | GateRequest;
  session: { type: 'session.kick'; retcode: number };
  callbackDeliveries: { type: 'deliveries.changed'; delivery: CallbackDelivery };
}

/**
 * Sends a request to a global actor by its systemId, if one runs. Call it from an action
 * implementation: `({ system }) => tell(system, SYSTEM_ID.overlays, { type: 'alert.show', notice })`.
 */
export function tell<TId extends SystemId>(system: AnyActorRef['system'], systemId: TId, request: Requests[TId]): void {
  system.get(systemId)?.send(request);
}
