/**
 * Types of the reusable image-captcha chart (spec 1 §3 Captcha: id, image markup, typed text;
 * spec 2 §3: plus a stored failure counter).
 */
import type { ApiResult } from '../../../services/api/result.ts';
import type { FORM_MESSAGE } from '../../shared/captcha/messageKeys.ts';

/** A captcha as the server drew it: the client-made id and the SVG markup. */
export interface CaptchaImage {
  captchaId: string;
  image: string;
}

/** What the chart hands back when it stops: the solved captcha, or the person gave up. */
export type CaptchaOutcome = { status: 'passed'; captchaId: string; text: string } | { status: 'cancelled' };

export interface CaptchaInput {
  /**
   * The request the solved captcha unlocks (`nextApi` of GET /confirmCaptcha, e.g. 'preLogin'
   * after a 100028 answer); absent for the root's 100010 captcha modal.
   */
  nextApi?: string;
}

export interface CaptchaContext {
  nextApi: string | undefined;
  captcha: CaptchaImage | null;
  /** The trimmed text of the last submit (spec 1 §5: captcha text is trimmed). */
  text: string;
  /** i18n key of the message under the text field, or null. */
  validationError: typeof FORM_MESSAGE.captchaRequired | typeof FORM_MESSAGE.captchaFailed | null;
}

export type CaptchaEvent =
  | { type: 'captcha.submit'; text: string }
  | { type: 'captcha.reload' }
  | { type: 'captcha.cancel' };

/** Input of the injected `confirmCaptcha` actor (GET /confirmCaptcha). */
export interface ConfirmCaptchaInput {
  captchaId: string;
  inputCaptcha: string;
  nextApi?: string;
}

export type { CaptchaFailureVerdict } from '../../shared/captcha/failureVerdict.ts';

export type LoadCaptchaResult = ApiResult<CaptchaImage>;
