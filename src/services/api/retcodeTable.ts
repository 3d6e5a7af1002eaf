/**
 * THE retcode table (spec 1 §8, spec 2 §8): for each server code, whether its message is alerted,
 * whether it is ignored on the logged-out front page, and what the app does. `routeFailure` reads
 * it; the root actor carries out the action and shows the alert.
 */
import type { MessageKey } from '../i18n/catalogue.ts';
import { isProfileGateData, type ProfileStatus, type UseCaseStatus } from './contract/profileGate.ts';
import { RETCODE } from './contract/retcodes.ts';
import type { ApiFailure } from './result.ts';

export type RetcodeAction =
  | { type: 'none' }
  /** Logout and mark kicked: close the socket, drop the token (spec 1 §4 Session). */
  | { type: 'kick'; retcode: number }
  | { type: 'captchaModal' }
  | { type: 'captchaFailed' }
  /** `useCaseStatus` null: not known (see `gateFactsOf`). */
  | { type: 'profileGate'; profileStatus: ProfileStatus; useCaseStatus: UseCaseStatus | null; needSetPhone: boolean }
  | { type: 'verifyModal'; mode: 'update2' }
  | { type: 'imageCaptchaRetry'; retryAfterMs: number }
  | { type: 'paymentError'; retmsg: string }
  | { type: 'errorDialog'; retmsg: string }
  /** `retmsg` absent: the dialog shows its default text. */
  | { type: 'noCredit'; retmsg?: string }
  | { type: 'tollFreePrompt'; retmsg: string }
  | { type: 'noNumberAvailable' };

/** A text to show: the server's words, or a catalogue key with the values its ICU message uses. */
export type RetcodeAlert =
  | { text: string }
  | { messageKey: MessageKey; values?: Readonly<Record<string, string | number>> };

export interface RetcodeRoute {
  alert: RetcodeAlert | null;
  action: RetcodeAction;
}

/** What routing needs of a failure: the endpoint and HTTP status matter for 500000 only. */
export type RoutableFailure = Pick<ApiFailure, 'retcode' | 'retmsg' | 'data' | 'httpStatus'> & { endpoint?: string };

export interface RouteContext {
  /** Logged-out front-page mode (`/frontpage`): kicked codes mean nothing there. */
  frontPage: boolean;
  /** No alert while a captcha modal is open (spec 1 §8). */
  captchaOpen: boolean;
}

/**
 * The gate's facts in a 100023 body. The code itself means "profile not complete": without
 * readable data, status 0 is its meaning. decision (docs/profile.md): a body without
 * `useCaseStatus` (a server from before it was sent) leaves it unknown, except beside a verified
 * profile (2), where the refusal can only be the use case's (spec 2 §4): it reads as not answered
 * (0), so the person is asked to complete the profile rather than left with no word at all.
 */
function gateFactsOf(data: unknown): Omit<Extract<RetcodeAction, { type: 'profileGate' }>, 'type'> {
  if (!isProfileGateData(data)) return { profileStatus: 0, useCaseStatus: null, needSetPhone: false };
  const { profileStatus, needSetPhone, useCaseStatus } = data;
  return { profileStatus, needSetPhone, useCaseStatus: useCaseStatus ?? (profileStatus === 2 ? 0 : null) };
}

interface RetcodeRow {
  codes: readonly number[];
  /**
   * 'silent': never alerted (spec 1 §8 silent list, and 100012). 'retmsg': the server's message.
   * A message key: the translated text (spec 1 §8 for 100013/100014; decision for this product's
   * own codes, whose meanings the client knows, so the alert follows the UI language).
   */
  alert: 'silent' | 'retmsg' | MessageKey;
  /**
   * With 'retmsg': what is alerted when the server's message is empty (issue 22 item 8: a kick
   * never logs a person out without a word saying why), in the UI language.
   */
  fallback?: MessageKey;
  /** spec 1 §8: the kicked codes 100012, 100013, 100014, 200018 are ignored on the front page. */
  ignoredOnFrontPage?: boolean;
  action(failure: RoutableFailure): RetcodeAction;
}

const NONE: RetcodeAction = { type: 'none' };
const none = (): RetcodeAction => NONE;
const kick = (failure: RoutableFailure): RetcodeAction => ({ type: 'kick', retcode: failure.retcode });

/** spec 1 §9: the code request is retried 1000 ms after the image captcha is solved. */
export const IMAGE_CAPTCHA_RETRY_MS = 1000;

/**
 * Endpoints that lock a number for the user; a 500000 there with HTTP 400 means no number is
 * free (spec 3 §8). The endpoint itself (`GET /lockVerificationCodePhone`) comes with the
 * verification issue under this name.
 */
export const NUMBER_LOCK_ENDPOINTS: ReadonlySet<string> = new Set(['lockVerificationCodePhone']);

/**
 * Endpoints whose flow words every refusal itself, so the table adds no alert when the code only
 * alerts (what the code does — a kick, a dialog — still happens). The contact form shows the
 * server's verdict by field (100001) and its own 'could not be saved' notice (spec 3 §4 alert.t13
 * / alert.t15): an alert of the same refusal would be a second message (issue 27 item 5).
 */
export const SELF_WORDED_ENDPOINTS: ReadonlySet<string> = new Set(['createOrUpdateCloudAddressBook']);

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export const RETCODE_TABLE: readonly RetcodeRow[] = [
  // spec 1 §8 silent list, codes with no behaviour of their own.
  {
    codes: [
      RETCODE.SILENT_FAILURE,
      RETCODE.SILENT_100004,
      RETCODE.SILENT_100006,
      RETCODE.SILENT_100015,
      RETCODE.SILENT_300033,
      RETCODE.SILENT_600000,
      RETCODE.SILENT_600002,
    ],
    alert: 'silent',
    action: none,
  },
  // Suspended: kicked (also stops verification polling); applies on the front page too.
  { codes: [RETCODE.ACCOUNT_SUSPENDED], alert: 'retmsg', fallback: 'error.accountSuspended', action: kick },
  { codes: [RETCODE.CAPTCHA_REQUIRED], alert: 'silent', action: () => ({ type: 'captchaModal' }) },
  // Token missing or unknown: never alerted.
  { codes: [RETCODE.TOKEN_INVALID], alert: 'silent', ignoredOnFrontPage: true, action: kick },
  { codes: [RETCODE.TOKEN_EXPIRED], alert: 'error.tokenInvalidOrExpired', ignoredOnFrontPage: true, action: kick },
  { codes: [RETCODE.LOGGED_OUT], alert: 'error.loggedOut', ignoredOnFrontPage: true, action: kick },
  {
    codes: [RETCODE.ACCOUNT_DELETED],
    alert: 'retmsg',
    fallback: 'error.accountDeleted',
    ignoredOnFrontPage: true,
    action: kick,
  },
  { codes: [RETCODE.CAPTCHA_FAILED], alert: 'silent', action: () => ({ type: 'captchaFailed' }) },
  {
    codes: [RETCODE.PROFILE_INCOMPLETE],
    alert: 'silent',
    action: (failure) => ({ type: 'profileGate', ...gateFactsOf(failure.data) }),
  },
  { codes: [RETCODE.NEED_UPDATE_PHONE], alert: 'silent', action: () => ({ type: 'verifyModal', mode: 'update2' }) },
  {
    codes: [RETCODE.IMAGE_CAPTCHA_REQUIRED],
    alert: 'silent',
    action: () => ({ type: 'imageCaptchaRetry', retryAfterMs: IMAGE_CAPTCHA_RETRY_MS }),
  },
  {
    codes: [
      RETCODE.PAYMENT_PROVIDER_FAILED,
      RETCODE.PAYMENT_SUBMIT_FAILED,
      ...range(RETCODE.PAYMENT_ERROR_FIRST, RETCODE.PAYMENT_ERROR_LAST),
    ],
    alert: 'silent',
    action: (failure) => ({ type: 'paymentError', retmsg: failure.retmsg }),
  },
  {
    codes: [RETCODE.SOMETHING_WENT_WRONG, RETCODE.SERVER_ERROR],
    alert: 'silent',
    action: (failure) => ({ type: 'errorDialog', retmsg: failure.retmsg }),
  },
  {
    codes: [RETCODE.INSUFFICIENT_BALANCE],
    alert: 'silent',
    action: (failure) => (failure.retmsg ? { type: 'noCredit', retmsg: failure.retmsg } : { type: 'noCredit' }),
  },
  // A message status, not an HTTP answer. decision: not alerted, since the prompt itself shows
  // the server's message (spec 1 §8: "any OTHER failed message status ... shows it as an alert").
  {
    codes: [RETCODE.TOLL_FREE_UNREGISTERED],
    alert: 'silent',
    action: (failure) => ({ type: 'tollFreePrompt', retmsg: failure.retmsg }),
  },
  {
    codes: [RETCODE.SERVICE_UNAVAILABLE],
    alert: 'silent',
    action: (failure) =>
      failure.httpStatus === 400 && failure.endpoint !== undefined && NUMBER_LOCK_ENDPOINTS.has(failure.endpoint)
        ? { type: 'noNumberAvailable' }
        : NONE,
  },

  // This product's own codes (contract/retcodes.ts): alerted in the UI language.
  { codes: [RETCODE.WRONG_CODE], alert: 'error.codeIncorrect', action: none },
  { codes: [RETCODE.CODE_EXPIRED], alert: 'error.codeExpired', action: none },
  { codes: [RETCODE.VERIFICATION_FAILED], alert: 'error.verificationFailed', action: none },
  { codes: [RETCODE.MAX_ATTEMPTS], alert: 'error.maxRetryAttempts', action: none },
  { codes: [RETCODE.PHONE_NOT_SUPPORTED], alert: 'error.phoneNotSupported', action: none },
  { codes: [RETCODE.EMAIL_INVALID], alert: 'error.emailIncorrect', action: none },
  { codes: [RETCODE.TOO_FREQUENT], alert: 'error.tooFrequent', action: none },
  { codes: [RETCODE.NOT_AUTHORIZED], alert: 'error.notAuthorized', action: none },
  // spec 1 §5: a toll-free recipient gets its own message, never the registration prompt of 300030.
  { codes: [RETCODE.TOLL_FREE_DESTINATION], alert: 'error.tollFreeNotSupported', action: none },
];

/** Any code not in the table: its message is alerted, nothing else happens (spec 1 §8). */
const UNLISTED: RetcodeRow = { codes: [], alert: 'retmsg', action: none };

const ROW_OF_CODE = new Map(RETCODE_TABLE.flatMap((row) => row.codes.map((code) => [code, row] as const)));

function alertOf(row: RetcodeRow, retmsg: string): RetcodeAlert | null {
  if (row.alert === 'silent') return null;
  if (row.alert === 'retmsg') return retmsgAlert(retmsg) ?? (row.fallback ? { messageKey: row.fallback } : null);
  return { messageKey: row.alert };
}

export function routeFailure(failure: RoutableFailure, ctx: RouteContext): RetcodeRoute {
  const row = ROW_OF_CODE.get(failure.retcode) ?? UNLISTED;
  if (ctx.frontPage && row.ignoredOnFrontPage) return { alert: null, action: NONE };
  const action = row.action(failure);
  const worded =
    action.type === 'none' && failure.endpoint !== undefined && SELF_WORDED_ENDPOINTS.has(failure.endpoint);
  return {
    alert:
      ctx.captchaOpen || worded
        ? null
        : isMessageStatus(failure, row, action)
          ? retmsgAlert(failure.retmsg)
          : alertOf(row, failure.retmsg),
    action,
  };
}

/**
 * spec 1 §4 Outgoing message status ('the alert shows the server message') and §8 'Chat and
 * message errors' ('any other failed message status with a message shows it as an alert unless
 * the captcha dialog is open'): a send's failed status — its acknowledgement or a late `message`
 * echo — is alerted even when the code is one the silent list mutes for a call (e.g. 500000, the
 * carrier's 'temporarily unsendable'); a code with a prompt of its own (100010, 300030, 400001, the
 * kicks) keeps its prompt instead.
 */
function isMessageStatus(failure: RoutableFailure, row: RetcodeRow, action: RetcodeAction): boolean {
  return failure.endpoint === 'sendMessage' && row.alert === 'silent' && action.type === 'none';
}

function retmsgAlert(retmsg: string): RetcodeAlert | null {
  return retmsg.trim() ? { text: retmsg } : null;
}
