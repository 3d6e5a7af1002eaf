/**
 * i18n keys (catalogue `errors`, src/services/i18n/messages) of the messages the login, captcha
 * and verification charts put in their context. The view translates them; charts never hold
 * display text.
 */
import type { MessageKey } from '../../../services/i18n/catalogue.ts';

export const FORM_MESSAGE = {
  /** spec 1 §5: 'please enter email address'. */
  emailRequired: 'error.form.emailRequired',
  /** spec 1 §5: 'please enter country code'. */
  telCodeRequired: 'error.form.telCodeRequired',
  /** spec 1 §5: the phone is required. */
  phoneRequired: 'error.form.phoneRequired',
  /** spec 1 §5: captcha text is required. */
  captchaRequired: 'error.form.captchaRequired',
  /** spec 1 §8 'captcha validation failed': the server refused the answer (100020). */
  captchaFailed: 'error.captchaFailed',
} as const satisfies Record<string, MessageKey>;

export type FormMessageKey = (typeof FORM_MESSAGE)[keyof typeof FORM_MESSAGE];

/** spec 2 §8: the alert of the third captcha failure in a row. */
export const TOO_MANY_CAPTCHA_ATTEMPTS = 'error.tooManyVerificationAttempts' satisfies MessageKey;
