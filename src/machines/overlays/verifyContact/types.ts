/**
 * Types of the verification modal (spec 2 §4 Verification modal; spec 1 §5 Verification forms):
 * verify a phone or an e-mail with a code, then save it on the account.
 */
import type { ApiResult } from '../../../services/api/result.ts';
import type { VerifyMode } from '../../shared/address.ts';
import type { FormMessageKey } from '../../shared/captcha/messageKeys.ts';
import type { FormField, LoginMethod } from '../../shared/session/formRules.ts';
import type { CaptchaImage } from '../captcha/types.ts';

export type { VerifyMode };

/** What is verified: the two e-mail modes verify an e-mail, every other mode a phone. */
export type VerifyChannel = LoginMethod;

export interface VerifyContactInput {
  mode: VerifyMode;
  /**
   * The account's phone and e-mail now ('' when none; from `accountInfo`): saving sets a contact
   * the account does not have yet, and updates one it has.
   */
  current: { phone: string; email: string };
}

/** Request of a code (GET /getVerifyCode or POST /requestToVerifyEmail, by channel). */
export type VerifyCodeRequest =
  | { channel: 'phone'; telcode: string; phone: string; captchaId?: string }
  | { channel: 'email'; email: string; captchaId: string; inputCaptcha: string };

/** Check of a code (POST /validateCode or /validateCodeForEmail, by channel). */
export interface CheckCodeRequest {
  channel: VerifyChannel;
  verifyid: string;
  activationcode: string;
}

/** Saving the verified contact; the endpoint is chosen by `saveEndpoint`. */
export type SaveContactRequest =
  | { endpoint: 'setPhoneForAccount' | 'updatePhone'; telcode: string; phone: string; verifyid: string }
  | { endpoint: 'setEmailForAccount' | 'updateEmail'; email: string; verifyid: string };

export interface VerifyContactContext {
  mode: VerifyMode;
  channel: VerifyChannel;
  current: { phone: string; email: string };
  telCode: string;
  phone: string;
  email: string;
  captchaText: string;
  captcha: CaptchaImage | null;
  /** A captcha confirmed for the code request (step 1 of a phone, or the 100028 image captcha). */
  captchaPass: { captchaId: string; text: string } | null;
  validationError: FormMessageKey | null;
  code: string;
  /** The id of the code request the server answered with; the code check and the save send it. */
  verifyid: string;
  resendSeconds: number;
}

export type VerifyContactEvent =
  | { type: 'form.change'; field: FormField; value: string }
  | { type: 'verify.submit' }
  | { type: 'code.complete'; code: string }
  | { type: 'code.edit' }
  | { type: 'code.resend' }
  | { type: 'captcha.reload' }
  /** From the code step back to the number / e-mail step. */
  | { type: 'verify.back' }
  | { type: 'verify.close' };

/** What the modal hands back: the root refreshes profile and balance after a save (spec 2 §4). */
export type VerifyContactOutcome = { status: 'saved'; mode: VerifyMode } | { status: 'closed'; mode: VerifyMode };

export type VerifyCodeResult = ApiResult<{ verifyid: string }>;
export type EmptyResult = ApiResult<Record<string, never>>;
