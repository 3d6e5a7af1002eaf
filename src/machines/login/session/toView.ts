/** What the login view and the logout overlay show, derived from the session chart. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FormMessageKey } from '../../shared/captcha/messageKeys.ts';
import { codeLength } from '../../shared/session/formRules.ts';
import type { SessionMachine } from './session.machine.ts';
import type { LoggedOutReason, LoginMethod } from './types.ts';

export type SessionActor = ActorRefFrom<SessionMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

export type SessionStep = 'restoring' | 'form' | 'imageCaptcha' | 'code' | 'loggedIn';
export type ResendStatus = 'countingDown' | 'ready' | 'captcha' | 'requesting';
export type LogoutStatus = 'idle' | 'confirming' | 'revoking';

export interface SessionView {
  step: SessionStep;
  method: LoginMethod;
  telCode: string;
  phone: string;
  email: string;
  captchaText: string;
  /** The inline captcha (e-mail form, e-mail resend): SVG markup, or null while loading. */
  captchaImage: string | null;
  captchaId: string | null;
  captchaLoading: boolean;
  /** The captcha image could not be fetched: offer the reload. */
  captchaUnavailable: boolean;
  validationError: FormMessageKey | null;
  /** A code request is under way (or about to be retried after the image captcha). */
  busy: boolean;
  codeLength: 4 | 6;
  /** The server said the code was wrong: mark the (cleared) boxes. */
  codeWrong: boolean;
  verifying: boolean;
  /** The resend control; null outside code entry. */
  resend: ResendStatus | null;
  resendSeconds: number;
  /** spec 1 §4: a logout happened less than 5 s ago. */
  justReset: boolean;
  loggedOutReason: LoggedOutReason | null;
  /** The logout overlay; null when logged out. */
  logout: LogoutStatus | null;
}

function stepOf(snapshot: SessionSnapshot): SessionStep {
  if (snapshot.matches('restoring')) return 'restoring';
  if (snapshot.matches('loggedIn')) return 'loggedIn';
  if (snapshot.matches({ loggedOut: 'codeEntry' })) return 'code';
  if (snapshot.matches({ loggedOut: { imageCaptcha: 'solving' } })) return 'imageCaptcha';
  return 'form';
}

function resendOf(snapshot: SessionSnapshot): ResendStatus | null {
  const statuses: readonly ResendStatus[] = ['countingDown', 'ready', 'captcha', 'requesting'];
  return statuses.find((status) => snapshot.matches({ loggedOut: { codeEntry: { resend: status } } })) ?? null;
}

function logoutOf(snapshot: SessionSnapshot): LogoutStatus | null {
  const statuses: readonly LogoutStatus[] = ['idle', 'confirming', 'revoking'];
  return statuses.find((status) => snapshot.matches({ loggedIn: { logout: status } })) ?? null;
}

function captchaIs(snapshot: SessionSnapshot, status: 'loading' | 'unavailable'): boolean {
  return (
    snapshot.matches({ loggedOut: { form: { captcha: status } } }) ||
    snapshot.matches({ loggedOut: { codeEntry: { resend: { captcha: status } } } })
  );
}

export function sessionToView(snapshot: SessionSnapshot): SessionView {
  const { context } = snapshot;
  return {
    step: stepOf(snapshot),
    method: context.method,
    telCode: context.telCode,
    phone: context.phone,
    email: context.email,
    captchaText: context.captchaText,
    captchaImage: context.captcha?.image ?? null,
    captchaId: context.captcha?.captchaId ?? null,
    captchaLoading:
      captchaIs(snapshot, 'loading') || snapshot.matches({ loggedOut: { form: { captcha: 'countingFailure' } } }),
    captchaUnavailable: captchaIs(snapshot, 'unavailable'),
    validationError: context.validationError,
    busy:
      snapshot.matches({ loggedOut: 'requestingCode' }) ||
      snapshot.matches({ loggedOut: { imageCaptcha: 'waitingToRetry' } }),
    codeLength: codeLength(context.method),
    codeWrong: snapshot.matches({ loggedOut: { codeEntry: { code: 'wrong' } } }),
    verifying: snapshot.matches({ loggedOut: { codeEntry: { code: 'verifying' } } }),
    resend: resendOf(snapshot),
    resendSeconds: context.resendSeconds,
    justReset: snapshot.hasTag('justReset'),
    loggedOutReason: context.loggedOutReason,
    logout: logoutOf(snapshot),
  };
}
