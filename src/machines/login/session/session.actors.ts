/**
 * The session chart's injected actors and storage actions, built from the services:
 * `sessionMachine.provide({ actors: sessionActors(api, store), actions: sessionActions(store) })`.
 * The nested image captcha (100028) is the captcha chart provided with the same services.
 */
import { fromPromise } from 'xstate';
import type { LoginRequest, PreLoginRequest } from '../../../services/api/contract/endpoints.ts';
import type { Api } from '../../../services/api/createApi.ts';
import type { SessionStore } from '../../../services/storage/sessionStore.ts';
import { captchaActions, captchaActors } from '../../overlays/captcha/captcha.actors.ts';
import { captchaMachine } from '../../overlays/captcha/captcha.machine.ts';
import { TOKEN_REFRESH_MS } from './timing.ts';
import type { LoginEntry, RestoredSession, RevokeTokenResult, SubmitLoginCodeResult } from './types.ts';

export type SessionApi = Pick<Api, 'preLogin' | 'login' | 'refreshToken' | 'logout' | 'captcha' | 'confirmCaptcha'>;
export type SessionStorage = Pick<
  SessionStore,
  | 'restore'
  | 'setToken'
  | 'clearToken'
  | 'rememberLogin'
  | 'clearOnLogout'
  | 'recordCaptchaFailure'
  | 'clearCaptchaFailures'
>;

export function sessionActors(api: SessionApi, store: SessionStorage, now: () => number = Date.now) {
  const captcha = captchaActors(api, store);
  return {
    restoreSession: fromPromise<RestoredSession>(async () => {
      const { token, refreshedAt, entry, suggestedTelCode } = await store.restore();
      // A daily visitor's token is renewed as the page opens, so it never reaches its expiry.
      const refreshDue = refreshedAt === null || now() - refreshedAt >= TOKEN_REFRESH_MS;
      return { token, refreshDue, entry, suggestedTelCode };
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
    /** spec 1 §4: login (and each refresh) stores the token, with the time it was renewed. */
    persistSession: (_: unknown, params: { token: string }) => store.setToken(params.token),
    /** spec 1 §4: login stores the entered country code, phone and e-mail. */
    rememberLogin: (_: unknown, params: LoginEntry) => store.rememberLogin(params),
    /** spec 1 §4: a kick (or an expired token) removes the stored token, nothing else. */
    forgetToken: () => store.clearToken(),
    /** spec 1 §4: logout removes the stored token, the tip flags and what was typed. */
    forgetSession: () => store.clearOnLogout(),
    ...captchaActions(store),
  };
}
