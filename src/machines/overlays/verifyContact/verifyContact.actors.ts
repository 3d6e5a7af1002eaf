/**
 * The verification modal's injected actors, built from the services:
 * `verifyContactMachine.provide({ actors: verifyContactActors(api, store), actions: captchaActions(store) })`.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import { type CaptchaStore, captchaActions, captchaActors } from '../captcha/captcha.actors.ts';
import { captchaMachine } from '../captcha/captcha.machine.ts';
import type {
  CheckCodeRequest,
  EmptyResult,
  SaveContactRequest,
  VerifyCodeRequest,
  VerifyCodeResult,
} from './types.ts';

export type VerifyContactApi = Pick<
  Api,
  | 'captcha'
  | 'confirmCaptcha'
  | 'getVerifyCode'
  | 'requestToVerifyEmail'
  | 'validateCode'
  | 'validateCodeForEmail'
  | 'setPhoneForAccount'
  | 'updatePhone'
  | 'setEmailForAccount'
  | 'updateEmail'
>;

type Args<TInput> = { input: TInput; signal: AbortSignal };

export function verifyContactActors(api: VerifyContactApi, store: CaptchaStore) {
  const captcha = captchaActors(api, store);
  return {
    ...captcha,
    requestVerifyCode: fromPromise<VerifyCodeResult, VerifyCodeRequest>(
      ({ input, signal }: Args<VerifyCodeRequest>) => {
        if (input.channel === 'phone') {
          const { channel: _phone, ...query } = input;
          return api.getVerifyCode(query, { signal });
        }
        const { channel: _email, ...body } = input;
        return api.requestToVerifyEmail(body, { signal });
      },
    ),
    checkVerifyCode: fromPromise<EmptyResult, CheckCodeRequest>(({ input, signal }: Args<CheckCodeRequest>) => {
      const body = { verifyid: input.verifyid, activationcode: input.activationcode };
      return input.channel === 'phone'
        ? api.validateCode(body, { signal })
        : api.validateCodeForEmail(body, { signal });
    }),
    saveContact: fromPromise<EmptyResult, SaveContactRequest>(({ input, signal }: Args<SaveContactRequest>) => {
      switch (input.endpoint) {
        case 'setPhoneForAccount':
        case 'updatePhone': {
          const { endpoint, ...body } = input;
          return api[endpoint](body, { signal });
        }
        case 'setEmailForAccount':
        case 'updateEmail': {
          const { endpoint, ...body } = input;
          return api[endpoint](body, { signal });
        }
      }
    }),
    imageCaptcha: captchaMachine.provide({ actors: captcha, actions: captchaActions(store) }),
  };
}
