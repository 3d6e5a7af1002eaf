/** What the verification modal shows, derived from its chart. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FormMessageKey } from '../../shared/captcha/messageKeys.ts';
import { codeLength } from '../../shared/session/formRules.ts';
import type { VerifyChannel, VerifyMode } from './types.ts';
import type { VerifyContactMachine } from './verifyContact.machine.ts';

export type VerifyContactActor = ActorRefFrom<VerifyContactMachine>;
export type VerifyContactSnapshot = SnapshotFrom<VerifyContactMachine>;

export type VerifyStep = 'contact' | 'imageCaptcha' | 'code' | 'saving' | 'done';
export type VerifyResendStatus = 'countingDown' | 'ready' | 'captcha' | 'requesting';

export interface VerifyContactView {
  mode: VerifyMode;
  channel: VerifyChannel;
  step: VerifyStep;
  telCode: string;
  phone: string;
  email: string;
  captchaText: string;
  captchaImage: string | null;
  captchaId: string | null;
  captchaLoading: boolean;
  captchaUnavailable: boolean;
  validationError: FormMessageKey | null;
  /** A request is under way: disable the buttons. */
  busy: boolean;
  codeLength: 4 | 6;
  codeWrong: boolean;
  verifying: boolean;
  resend: VerifyResendStatus | null;
  resendSeconds: number;
}

function stepOf(snapshot: VerifyContactSnapshot): VerifyStep {
  if (snapshot.status === 'done') return 'done';
  if (snapshot.matches('codeEntry')) return 'code';
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches({ imageCaptcha: 'solving' })) return 'imageCaptcha';
  return 'contact';
}

function resendOf(snapshot: VerifyContactSnapshot): VerifyResendStatus | null {
  const statuses: readonly VerifyResendStatus[] = ['countingDown', 'ready', 'captcha', 'requesting'];
  return statuses.find((status) => snapshot.matches({ codeEntry: { resend: status } })) ?? null;
}

function captchaIs(snapshot: VerifyContactSnapshot, status: 'loading' | 'unavailable' | 'countingFailure'): boolean {
  return (
    snapshot.matches({ contact: { filling: status } }) ||
    snapshot.matches({ codeEntry: { resend: { captcha: status } } })
  );
}

export function verifyContactToView(snapshot: VerifyContactSnapshot): VerifyContactView {
  const { context } = snapshot;
  return {
    mode: context.mode,
    channel: context.channel,
    step: stepOf(snapshot),
    telCode: context.telCode,
    phone: context.phone,
    email: context.email,
    captchaText: context.captchaText,
    captchaImage: context.captcha?.image ?? null,
    captchaId: context.captcha?.captchaId ?? null,
    captchaLoading: captchaIs(snapshot, 'loading') || captchaIs(snapshot, 'countingFailure'),
    captchaUnavailable: captchaIs(snapshot, 'unavailable'),
    validationError: context.validationError,
    busy: snapshot.hasTag('busy') || snapshot.matches({ imageCaptcha: 'waitingToRetry' }),
    codeLength: codeLength(context.channel),
    codeWrong: snapshot.matches({ codeEntry: { code: 'wrong' } }),
    verifying: snapshot.matches({ codeEntry: { code: 'verifying' } }),
    resend: resendOf(snapshot),
    resendSeconds: context.resendSeconds,
  };
}
