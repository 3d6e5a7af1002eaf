/**
 * The session chart's injected actors and storage actions, built from the services:
 * `sessionMachine.provide({ actors: sessionActors(api, store), actions: sessionActions(store) })`.
 * The nested image captcha (100028) is the captcha chart provided with the same services.
 */
import { fromPromise } from 'xstate';
import type { LoginRequest, PreLoginRequest } from '../../services/api/contract/endpoints.ts';
import type { Api } from '../../services/api/createApi.ts';
import type { SessionStore } from '../../services/storage/sessionStore.ts';
import { captchaActions, captchaActors } from '../captcha/captcha.actors.ts';
import { captchaMachine } from '../captcha/captcha.machine.ts';
import type { RestoredSession, RevokeTokenResult, SubmitLoginCodeResult } from './types.ts';

export type SessionApi = Pick<Api, 'preLogin' | 'login' | 'refreshToken' | 'logout' | 'captcha' | 'confirmCaptcha'>;
export type SessionStorage = Pick<
  SessionStore,
  'getToken' | 'setToken' | 'clearOnLogout' | 'recordCaptchaFailure' | 'clearCaptchaFailures'
>;

export function sessionActors(api: SessionApi, store: SessionStorage) {
  const captcha = captchaActors(api, store);
  return {
    restoreSession: fromPromise<RestoredSession>(async () => {
      const token = store.getToken();
      return token ? { token } : null;
    }),
    requestLoginCode: fromPromise(({ input, signal }: { input: PreLoginRequest; signal: AbortSignal }) =>
      api.preLogin(input, { signal }),
    ),
    submitLoginCode: fromPromise(({ input, signal }: { input: LoginRequest; signal: AbortSignal }) =>
      api.login(input, { signal }),
    ),
    refreshToken: fromPromise<SubmitLoginCodeResult>(({ signal }) => api.refreshToken({}, { signal })),
    revokeToken: fromPromise<RevokeTokenResult>(({ signal }) => api.logout({}, { signal })),
    loadCaptcha: captcha.loadCaptcha,
    recordCaptchaFailure: captcha.recordCaptchaFailure,
    imageCaptcha: captchaMachine.provide({ actors: captcha, actions: captchaActions(store) }),
  };
}

export function sessionActions(store: SessionStorage) {
  return {
    /** spec 1 §4: login stores the token. */
    persistSession: (_: unknown, params: { token: string }) => store.setToken(params.token),
    /** spec 1 §4: logout (and a kick) removes the stored token and the tip flags. */
    forgetSession: () => store.clearOnLogout(),
    ...captchaActions(store),
  };
}
