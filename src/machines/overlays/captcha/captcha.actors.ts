/**
 * The captcha chart's injected actors and storage actions, built from the services:
 * `captchaMachine.provide({ actors: captchaActors(api, store), actions: captchaActions(store) })`.
 * The session and verification charts reuse these for their inline captchas.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { SessionStore } from '../../../services/storage/sessionStore.ts';
import type { CaptchaFailureVerdict, CaptchaImage, ConfirmCaptchaInput } from './types.ts';

export type CaptchaApi = Pick<Api, 'captcha' | 'confirmCaptcha'>;
export type CaptchaStore = Pick<SessionStore, 'recordCaptchaFailure' | 'clearCaptchaFailures'>;

export function captchaActors(api: CaptchaApi, store: CaptchaStore) {
  return {
    loadCaptcha: fromPromise<ApiResult<CaptchaImage>>(({ signal }) =>
      // The server issues the id, bound to this visitor (server/domain/captcha.ts).
      api.captcha({}, { signal }),
    ),
    confirmCaptcha: fromPromise(({ input, signal }: { input: ConfirmCaptchaInput; signal: AbortSignal }) =>
      api.confirmCaptcha(input, { signal }),
    ),
    recordCaptchaFailure: fromPromise<CaptchaFailureVerdict>(async () => ({
      tooManyAttempts: store.recordCaptchaFailure() === 'tooMany',
    })),
  };
}

export function captchaActions(store: CaptchaStore) {
  return {
    clearCaptchaFailures: () => store.clearCaptchaFailures(),
  };
}
