/**
 * The login form's rules (spec 1 §5 Verification forms), as pure functions the chart's guards and
 * actions call, so they can be read and unit-tested without a chart.
 */
import type { LoginRequest, PreLoginRequest } from '../../services/api/contract/endpoints.ts';
import { FORM_MESSAGE, type FormMessageKey } from '../captcha/messageKeys.ts';
import type { FormField, LoginEntry, LoginMethod, SessionContext } from './types.ts';

/** spec 1 §9: country code at most 4 characters. */
export const TEL_CODE_MAX_LENGTH = 4;

/** spec 1 §5, §9: 4 boxes for a phone code, 6 for an e-mail code. */
export function codeLength(method: LoginMethod): 4 | 6 {
  return method === 'phone' ? 4 : 6;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How a typed value is kept: trimmed (spec 1 §5), the country code as at most 4 digits. */
export function normalizeField(field: FormField, value: string): string {
  switch (field) {
    case 'telCode':
      // A person may type or paste "+86"; only the digits are the code (spec 1 §5: truncated to 4).
      return value.replace(/\D/g, '').slice(0, TEL_CODE_MAX_LENGTH);
    case 'phone':
      // spec 1 §5 (recipient numbers): dashes, spaces and parentheses are not part of a number.
      return value.replace(/[\s()-]/g, '');
    case 'email':
    case 'captchaText':
      return value.trim();
  }
}

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

/** The captcha must be shown and answered before a request that carries it (spec 1 §4, §5). */
export function captchaProblem(context: Pick<SessionContext, 'captcha' | 'captchaText'>): FormMessageKey | null {
  return context.captcha === null || context.captchaText === '' ? FORM_MESSAGE.captchaRequired : null;
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

export function isCompleteCode(method: LoginMethod, code: string): boolean {
  return /^\d+$/.test(code) && code.length === codeLength(method);
}
