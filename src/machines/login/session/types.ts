/**
 * Types of the `session` chart (spec 1 §4 Session and Resend countdown, §5 Verification forms,
 * §8 wrong code / captcha; names from notes/machines-contract.md).
 */
import type { LoginRequest, PreLoginRequest, Session } from '../../../services/api/contract/endpoints.ts';
import type { OutputOf } from '../../../services/api/contract/table.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { CaptchaImage } from '../../overlays/captcha/types.ts';
import type { LoggedOutReason, SessionNotification } from '../../shared/address.ts';
import type { FormMessageKey } from '../../shared/captcha/messageKeys.ts';
import type { FormField, LoginMethod } from '../../shared/session/formRules.ts';

export type { FormField, LoginMethod } from '../../shared/session/formRules.ts';
export type { LoggedOutReason };

export interface SessionContext {
  method: LoginMethod;
  /** The country code a form starts with when nothing was typed (brand and browser language). */
  suggestedTelCode: string;
  /** Country calling code, digits only, at most 4 (spec 1 §5). */
  telCode: string;
  phone: string;
  /** Trimmed. */
  email: string;
  /** Trimmed (spec 1 §5); the text typed for `captcha`. */
  captchaText: string;
  /** The inline captcha of the e-mail form or of an e-mail resend, once loaded. */
  captcha: CaptchaImage | null;
  /** A captcha solved in the 100028 image captcha: a one-time pass for the retried code request. */
  captchaPass: { captchaId: string; text: string } | null;
  /** i18n key of the form's message (spec 1 §5), or null. */
  validationError: FormMessageKey | null;
  /** The code last entered; kept after login (spec 1 §4: login stores the entered code). */
  code: string;
  /** Seconds left before resend is allowed (spec 1 §4: 60 → 0). */
  resendSeconds: number;
  token: string | null;
  canInvite: boolean;
  canSetInviter: boolean;
  /** Why the session last ended; null before any logout. */
  loggedOutReason: LoggedOutReason | null;
}

export type SessionEvent =
  | { type: 'login.method.select'; method: LoginMethod }
  | { type: 'form.change'; field: FormField; value: string }
  | { type: 'login.submit' }
  | { type: 'code.complete'; code: string }
  | { type: 'code.edit' }
  | { type: 'code.resend' }
  | { type: 'captcha.reload' }
  | { type: 'login.back' }
  | { type: 'logout.request' }
  | { type: 'logout.confirm' }
  | { type: 'logout.cancel' }
  /** From the root's retcode routing (100008, 100012, 100013, 100014, 200018). */
  | { type: 'session.kick'; retcode: number };

/** What the chart tells the root (by systemId `app`). */
export type { SessionNotification };

/** What the person typed at their last login, as stored (spec 1 §4). */
export interface LoginEntry {
  method: LoginMethod;
  telCode: string;
  phone: string;
  email: string;
}

/** Output of the injected `restoreSession` actor: what the session starts from. */
export interface RestoredSession {
  /** The stored token, or null. */
  token: string | null;
  /** The stored token was last refreshed 12 hours ago or more (or at an unknown time). */
  refreshDue: boolean;
  /** What was typed at the last login, or null. */
  entry: LoginEntry | null;
  /** The country code of a form with nothing stored. */
  suggestedTelCode: string;
}

export type RequestLoginCodeResult = ApiResult<OutputOf<'preLogin'>>;
export type RevokeTokenResult = ApiResult<OutputOf<'logout'>>;
export type SubmitLoginCodeResult = ApiResult<Session>;
export type { LoginRequest, PreLoginRequest, Session };
