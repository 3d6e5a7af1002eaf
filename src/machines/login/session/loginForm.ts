/**
 * The login form's rules (spec 1 §5 Verification forms), as pure functions the chart's guards and
 * actions call, so they can be read and unit-tested without a chart.
 */
import type { LoginRequest, PreLoginRequest } from '../../../services/api/contract/endpoints.ts';
import { FORM_MESSAGE, type FormMessageKey } from '../../shared/captcha/messageKeys.ts';
import { captchaProblem } from '../../shared/session/formRules.ts';
import type { LoginEntry, SessionContext } from './types.ts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first rule the form breaks, as the message to show; null when it can be sent. */
export function formProblem(context: SessionContext): FormMessageKey | null {
  if (context.method === 'phone') {
    if (context.telCode === '') return FORM_MESSAGE.telCodeRequired;
    if (context.phone === '') return FORM_MESSAGE.phoneRequired;
    return null;
  }
  // spec 1 §5 gives one message for the e-mail, used for a missing and a malformed address alike.
  if (!EMAIL_SHAPE.test(context.email)) return FORM_MESSAGE.emailRequired;
  return captchaProblem(context);
}

/** POST /preLogin body: phone (with the 100028 pass when retrying), or e-mail with its captcha. */
export function loginCodeRequest(context: SessionContext): PreLoginRequest {
  const pass = context.captchaPass;
  if (context.method === 'phone') {
    return {
      telCode: context.telCode,
      phone: context.phone,
      ...(pass === null ? {} : { captchaId: pass.captchaId }),
    };
  }
  return pass === null
    ? { email: context.email, captchaId: context.captcha?.captchaId ?? '', inputCaptcha: context.captchaText }
    : { email: context.email, captchaId: pass.captchaId, inputCaptcha: pass.text };
}

/** What login stores of the form (spec 1 §4: the entered code, phone and e-mail). */
export function loginEntry(context: SessionContext): LoginEntry {
  return { method: context.method, telCode: context.telCode, phone: context.phone, email: context.email };
}

/** POST /login body. */
export function loginRequest(context: SessionContext): LoginRequest {
  return context.method === 'phone'
    ? { telCode: context.telCode, phone: context.phone, code: context.code }
    : { email: context.email, code: context.code };
}
