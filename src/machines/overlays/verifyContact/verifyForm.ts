/**
 * The verification modal's rules (spec 2 §4, §5; spec 1 §5) as pure functions for its guards,
 * actions and actor inputs.
 */
import { FORM_MESSAGE, type FormMessageKey } from '../../shared/captcha/messageKeys.ts';
import { captchaProblem } from '../../shared/session/formRules.ts';
import type {
  CheckCodeRequest,
  SaveContactRequest,
  VerifyChannel,
  VerifyCodeRequest,
  VerifyContactContext,
  VerifyMode,
} from './types.ts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function channelOf(mode: VerifyMode): VerifyChannel {
  return mode === 'email' || mode === 'emailFromProfile' ? 'email' : 'phone';
}

/** Step 1: the contact and the captcha are required (spec 2 §5). */
export function contactProblem(context: VerifyContactContext): FormMessageKey | null {
  if (context.channel === 'phone') {
    if (context.telCode === '') return FORM_MESSAGE.telCodeRequired;
    if (context.phone === '') return FORM_MESSAGE.phoneRequired;
  } else if (!EMAIL_SHAPE.test(context.email)) {
    return FORM_MESSAGE.emailRequired;
  }
  return captchaProblem(context);
}

/**
 * The code request: with the confirmed captcha (phone step 1, or after a 100028), with the typed
 * captcha (e-mail), or with none (a phone resend: spec 1 §4).
 */
export function verifyCodeRequest(context: VerifyContactContext): VerifyCodeRequest {
  const pass = context.captchaPass;
  if (context.channel === 'phone') {
    return {
      channel: 'phone',
      telcode: context.telCode,
      phone: context.phone,
      ...(pass === null ? {} : { captchaId: pass.captchaId }),
    };
  }
  return pass === null
    ? {
        channel: 'email',
        email: context.email,
        captchaId: context.captcha?.captchaId ?? '',
        inputCaptcha: context.captchaText,
      }
    : { channel: 'email', email: context.email, captchaId: pass.captchaId, inputCaptcha: pass.text };
}

export function checkCodeRequest(context: VerifyContactContext): CheckCodeRequest {
  return { channel: context.channel, verifyid: context.verifyid, activationcode: context.code };
}

/**
 * decision (spec 2 §4 "saved through the call that fits the mode"): the mode decides phone or
 * e-mail; whether the account already has one decides set or update — so a first phone (update2,
 * updateForUnlockBonus, charge on an e-mail account) is set, and a changed one is updated.
 */
export function saveContactRequest(context: VerifyContactContext): SaveContactRequest {
  if (context.channel === 'phone') {
    return {
      endpoint: context.current.phone === '' ? 'setPhoneForAccount' : 'updatePhone',
      telcode: context.telCode,
      phone: context.phone,
      verifyid: context.verifyid,
    };
  }
  return {
    endpoint: context.current.email === '' ? 'setEmailForAccount' : 'updateEmail',
    email: context.email,
    verifyid: context.verifyid,
  };
}

/** The request a solved image captcha (100028) unlocks. */
export function nextApiOf(channel: VerifyChannel): string {
  return channel === 'phone' ? 'getVerifyCode' : 'requestToVerifyEmail';
}
