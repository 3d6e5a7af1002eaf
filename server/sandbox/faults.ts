/**
 * Sandbox failure injection (`POST /sandbox/failNext`): an e2e test, or a person trying the
 * product, arms one retcode for one account's next call of one path, so the client's real
 * handling of that code (spec 1 §8) can be driven through the real server instead of a fake.
 * The HTTP registrar and the socket's `sendMessage` each ask `take` once per call; the carrier
 * delivery asks once per off-net message (`FAIL_NEXT_CARRIER_PATH`).
 *
 * decision: armed failures live in this process's memory. They are a test control of the
 * sandbox, not account data: they are gone after a restart and, with several server processes,
 * hold only in the process that took the request (run such tests against one process).
 */
import {
  endpoints,
  FAIL_NEXT_CARRIER_PATH,
  FAIL_NEXT_SOCKET_PATH,
  type LanguageCode,
  type ProfileGateData,
  RETCODE,
} from '../../src/services/api/contract/index.ts';
import { localized } from '../../src/services/api/contract/localizedText.ts';
import { type FailureReason, fail } from '../domain/failure.ts';
import { type AnswerBody, FAILURE_ANSWERS, failureBody } from '../http/answers.ts';
import type { LocalizedText } from '../i18n.ts';

/** An armed failure as it is answered: the HTTP status and the envelope. */
export interface InjectedFailure {
  status: number;
  body: AnswerBody;
}

type FaultRow = { reason: FailureReason } | { text: LocalizedText; data?: unknown };

/**
 * spec 1 §8: 100023 carries the stored profile status; 0 asks the person to complete the profile.
 * The use-case status is a new account's (0, shown and not answered), as `profileGate` sends it.
 */
const INCOMPLETE_PROFILE: Required<ProfileGateData> = {
  profileStatus: 0,
  needSetPhone: false,
  useCaseStatus: 0,
};

/**
 * The retcodes that can be armed: every code of spec 1 §8 and spec 2 §8, answered as this
 * server answers it elsewhere (the failure's own status and text) or, for codes no domain rule of
 * this server produces yet, with the message the spec gives that meaning.
 */
const FAULTS: ReadonlyMap<number, FaultRow> = new Map<number, FaultRow>([
  [
    RETCODE.ACCOUNT_SUSPENDED,
    { text: localized('Account suspended for suspicious activity', '账号因可疑活动已被暂停') },
  ],
  [RETCODE.CAPTCHA_REQUIRED, { text: localized('Please complete the captcha', '请完成图形验证') }],
  [RETCODE.TOKEN_INVALID, { reason: 'tokenInvalid' }],
  [RETCODE.TOKEN_EXPIRED, { reason: 'tokenExpired' }],
  [RETCODE.LOGGED_OUT, { reason: 'loggedOut' }],
  [RETCODE.CAPTCHA_FAILED, { reason: 'captchaFailed' }],
  [
    RETCODE.PROFILE_INCOMPLETE,
    { text: localized('Please complete your profile first', '请先完善个人资料'), data: INCOMPLETE_PROFILE },
  ],
  [RETCODE.NEED_UPDATE_PHONE, { text: localized('Please verify your phone number', '请先验证手机号码') }],
  [RETCODE.IMAGE_CAPTCHA_REQUIRED, { reason: 'imageCaptchaRequired' }],
  [RETCODE.ACCOUNT_DELETED, { text: localized('This account has been deleted', '该账号已被注销') }],
  [RETCODE.SOMETHING_WENT_WRONG, { text: localized('Something went wrong', '出错了') }],
  [
    RETCODE.TOLL_FREE_UNREGISTERED,
    {
      text: localized(
        'Your toll-free number must be registered before it can send messages',
        '您的免费电话号码需先完成登记才能发送消息',
      ),
    },
  ],
  [RETCODE.SERVER_ERROR, { reason: 'serverError' }],
  [RETCODE.INSUFFICIENT_BALANCE, { reason: 'insufficientBalance' }],
  [RETCODE.SERVICE_UNAVAILABLE, { reason: 'serviceUnavailable' }],
  // spec 1 §8, spec 2 §8: the payment submit codes, as the payment routes answer them.
  [RETCODE.PAYMENT_PROVIDER_FAILED, { reason: 'paymentProviderFailed' }],
  [RETCODE.PAYMENT_SUBMIT_FAILED, { reason: 'paymentSubmitFailed' }],
  [RETCODE.PAYMENT_AMOUNT_REFUSED, { reason: 'paymentAmountRefused' }],
  [RETCODE.PAYMENT_PRODUCT_UNKNOWN, { reason: 'paymentProductUnknown' }],
  [RETCODE.PAYMENT_METHOD_DISABLED, { reason: 'paymentMethodDisabled' }],
  [RETCODE.PAYMENT_NEEDS_PHONE, { reason: 'paymentNeedsPhone' }],
  [RETCODE.PAYMENT_NETWORK_REFUSED, { reason: 'paymentNetworkRefused' }],
  [RETCODE.PAYMENT_ORDER_EXPIRED, { reason: 'paymentOrderExpired' }],
  [RETCODE.PAYMENT_ORDER_CLOSED, { reason: 'paymentOrderClosed' }],
  [RETCODE.PAYMENT_TOO_MANY_ORDERS, { reason: 'paymentTooManyOrders' }],
  // spec 1 §8's silent list: no behaviour and never alerted; the text only reaches a log.
  ...[
    RETCODE.SILENT_FAILURE,
    RETCODE.SILENT_100004,
    RETCODE.SILENT_100006,
    RETCODE.SILENT_100015,
    RETCODE.SILENT_300033,
    RETCODE.SILENT_600000,
    RETCODE.SILENT_600002,
  ].map((retcode): [number, FaultRow] => [retcode, { text: localized('Request failed', '请求失败') }]),
]);

/** spec 1 §8: 500000 with HTTP 400 on a number lock is 'no number available' — armed there, it is that. */
const NUMBER_LOCK_PATHS: ReadonlySet<string> = new Set([endpoints.lockVerificationCodePhone.path]);

export const FAULT_RETCODES: readonly number[] = [...FAULTS.keys()];

/** The paths that can be armed: every `/web` endpoint that needs a session, and the socket's send. */
export const FAULT_PATHS: ReadonlySet<string> = new Set([
  ...Object.values(endpoints)
    .filter((def) => def.auth)
    .map((def) => def.path),
  FAIL_NEXT_SOCKET_PATH,
  FAIL_NEXT_CARRIER_PATH,
]);

export interface SandboxFaults {
  /** Arms `retcode` for the account's next call of `path` (both checked by the caller). */
  arm(accountId: number, path: string, retcode: number): void;
  /** The armed failure of this call, answered in `lang` and disarmed; null when none is armed. */
  take(accountId: number, path: string, lang: LanguageCode): InjectedFailure | null;
}

export function createSandboxFaults(): SandboxFaults {
  const armed = new Map<string, number>();
  const key = (accountId: number, path: string) => `${accountId} ${path}`;
  return {
    arm(accountId, path, retcode) {
      armed.set(key(accountId, path), retcode);
    },
    take(accountId, path, lang) {
      const retcode = armed.get(key(accountId, path));
      if (retcode === undefined) return null;
      armed.delete(key(accountId, path));
      return injectedFailure(retcode, path, lang);
    },
  };
}

function injectedFailure(retcode: number, path: string, lang: LanguageCode): InjectedFailure | null {
  const row =
    retcode === RETCODE.SERVICE_UNAVAILABLE && NUMBER_LOCK_PATHS.has(path)
      ? { reason: 'numberUnavailable' as const }
      : FAULTS.get(retcode);
  if (!row) return null;
  if ('reason' in row) return { status: FAILURE_ANSWERS[row.reason].status, body: failureBody(fail(row.reason), lang) };
  const body: AnswerBody = { retcode, retmsg: row.text[lang] };
  if (row.data !== undefined) body.data = row.data;
  return { status: 200, body };
}
