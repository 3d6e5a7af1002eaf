/**
 * The verification-form rules both the login (`session`) and the verification modal
 * (`verifyContact`) apply (spec 1 §5 Verification forms, §9 limits), as pure functions their
 * guards and actions call. Shared here so neither chart reaches into the other's folder.
 */
import { FORM_MESSAGE, type FormMessageKey } from '../captcha/messageKeys.ts';

/** How the person identifies: a phone number with its country code, or an e-mail address. */
export type LoginMethod = 'phone' | 'email';
/** The form fields a `field.change` may name. */
export type FormField = 'telCode' | 'phone' | 'email' | 'captchaText';

/** spec 1 §9: country code at most 4 characters. */
export const TEL_CODE_MAX_LENGTH = 4;

/** spec 1 §5, §9: 4 boxes for a phone code, 6 for an e-mail code. */
export function codeLength(method: LoginMethod): 4 | 6 {
  return method === 'phone' ? 4 : 6;
}

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

/** The captcha must be shown and answered before a request that carries it (spec 1 §4, §5). */
export function captchaProblem(context: { captcha: unknown; captchaText: string }): FormMessageKey | null {
  return context.captcha === null || context.captchaText === '' ? FORM_MESSAGE.captchaRequired : null;
}

export function isCompleteCode(method: LoginMethod, code: string): boolean {
  return /^\d+$/.test(code) && code.length === codeLength(method);
}
