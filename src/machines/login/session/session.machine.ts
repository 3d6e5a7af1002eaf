/**
 * The session: logging in by phone or e-mail, keeping the token fresh, logging out, being kicked
 * (spec 1 §4 Session and Resend countdown, §5 Verification forms, §8 wrong code and captcha,
 * spec 2 §4 captcha failure counter). State names are the ones of notes/machines-contract.md.
 *
 * Every effect is an injected actor or a named action; the root provides them
 * (`sessionActors(api, store)`, `sessionActions(store)`), tests provide fakes.
 */
import { assign, raise, setup } from 'xstate';
import { RETCODE } from '../../../services/api/contract/retcodes.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import { captchaMachine } from '../../overlays/captcha/captcha.machine.ts';
import type { CaptchaFailureVerdict, CaptchaImage, CaptchaOutcome } from '../../overlays/captcha/types.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { FORM_MESSAGE, TOO_MANY_CAPTCHA_ATTEMPTS } from '../../shared/captcha/messageKeys.ts';
import { notProvided } from '../../shared/notProvided.ts';
import {
  codeEntryDelays,
  codeEntryGuards,
  codeEntryState,
  eventOf,
  imageCaptchaStates,
  inlineCaptchaStates,
  isRetcode,
  nextResendSeconds,
  outputOf,
  RESEND_COUNTDOWN_SECONDS,
} from '../../shared/session/codeEntry.ts';
import { captchaProblem, isCompleteCode, normalizeField } from '../../shared/session/formRules.ts';
import { formProblem, loginCodeRequest, loginEntry, loginRequest } from './loginForm.ts';
import { TOKEN_REFRESH_MS } from './timing.ts';
import type {
  FormField,
  LoggedOutReason,
  LoginEntry,
  LoginMethod,
  LoginRequest,
  PreLoginRequest,
  RequestLoginCodeResult,
  RestoredSession,
  RevokeTokenResult,
  SessionContext,
  SessionEvent,
  SubmitLoginCodeResult,
} from './types.ts';

export { RESEND_COUNTDOWN_SECONDS };

function initialContext(): SessionContext {
  return {
    method: 'phone',
    suggestedTelCode: '',
    telCode: '',
    phone: '',
    email: '',
    captchaText: '',
    captcha: null,
    captchaPass: null,
    validationError: null,
    code: '',
    resendSeconds: RESEND_COUNTDOWN_SECONDS,
    token: null,
    canInvite: false,
    canSetInviter: false,
    loggedOutReason: null,
  };
}

const baseSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'justReset' | 'busy',
  },
  actors: {
    /** Reads the stored token (spec 1 §3 Stored locally). */
    restoreSession: notProvided<RestoredSession>('restoreSession'),
    /** POST /preLogin: sends a code to the phone or e-mail. */
    requestLoginCode: notProvided<RequestLoginCodeResult, PreLoginRequest>('requestLoginCode'),
    /** POST /login. */
    submitLoginCode: notProvided<SubmitLoginCodeResult, LoginRequest>('submitLoginCode'),
    /** GET /refreshToken. */
    refreshToken: notProvided<SubmitLoginCodeResult>('refreshToken'),
    /** POST /logout: the server revokes the token. */
    revokeToken: notProvided<RevokeTokenResult>('revokeToken'),
    /** GET /captcha with a fresh client-made id: the inline captcha of the e-mail form and resend. */
    loadCaptcha: notProvided<ApiResult<CaptchaImage>>('loadCaptcha'),
    /** Counts a wrong captcha answer in the stored counter (spec 2 §4). */
    recordCaptchaFailure: notProvided<CaptchaFailureVerdict>('recordCaptchaFailure'),
    /** The image captcha of a 100028 answer; the root provides it with its services. */
    imageCaptcha: captchaMachine,
  },
  actions: {
    // ── the form ──
    selectMethod: assign((_, params: { method: LoginMethod }) => ({ method: params.method, validationError: null })),
    changeField: assign((_, params: { field: FormField; value: string }) => ({
      [params.field]: normalizeField(params.field, params.value),
      validationError: null,
    })),
    showFormProblem: assign({ validationError: ({ context }) => formProblem(context) }),
    showCaptchaRequired: assign({ validationError: FORM_MESSAGE.captchaRequired }),

    // ── captchas ──
    forgetCaptcha: assign({ captcha: null, captchaText: '' }),
    showCaptcha: assign((_, result: ApiResult<CaptchaImage>) => (result.ok ? { captcha: result.data } : {})),
    rememberCaptchaPass: assign((_, outcome: CaptchaOutcome) =>
      outcome.status === 'passed' ? { captchaPass: { captchaId: outcome.captchaId, text: outcome.text } } : {},
    ),
    forgetCaptchaPass: assign({ captchaPass: null }),
    /** Storage write of "success clears the counter"; the root provides it. */
    clearCaptchaFailures: () => {},
    alertTooManyCaptchaAttempts: ({ system }) =>
      tell(system, SYSTEM_ID.overlays, { type: 'alert.show', notice: { messageKey: TOO_MANY_CAPTCHA_ATTEMPTS } }),

    // ── the code ──
    startResendCountdown: assign({ resendSeconds: RESEND_COUNTDOWN_SECONDS, validationError: null }),
    tickResendCountdown: assign({ resendSeconds: ({ context }) => nextResendSeconds(context.resendSeconds) }),
    rememberCode: assign((_, params: { code: string }) => ({ code: params.code })),
    clearCode: assign({ code: '' }),
    /** spec 1 §8 "other failures reset the captcha": a shown resend captcha is replaced. */
    reloadResendCaptcha: raise({ type: 'captcha.reload' }),

    // ── the session ──
    /**
     * The stored token, and the form as the person last filled it (spec 1 §4: login stores what
     * was entered), or with the suggested country code for a first visit.
     */
    restore: assign((_, restored: RestoredSession) => ({
      token: restored.token,
      suggestedTelCode: restored.suggestedTelCode,
      ...(restored.entry ?? { method: 'phone' as const, telCode: restored.suggestedTelCode, phone: '', email: '' }),
    })),
    storeSession: assign((_, result: SubmitLoginCodeResult) =>
      result.ok
        ? {
            token: result.data.token,
            canInvite: result.data.canInvite,
            canSetInviter: result.data.canSetInviter,
            loggedOutReason: null,
          }
        : {},
    ),
    /** spec 1 §4: logout resets all state; the form starts again from the suggested country code. */
    resetSession: assign(({ context }) => ({
      ...initialContext(),
      suggestedTelCode: context.suggestedTelCode,
      telCode: context.suggestedTelCode,
      loggedOutReason: 'logout' as const,
    })),
    /** Kicked or expired: the token is gone; what the person typed stays for the next login. */
    dropToken: assign((_, params: { reason: LoggedOutReason }) => ({
      token: null,
      canInvite: false,
      canSetInviter: false,
      loggedOutReason: params.reason,
      code: '',
    })),
    /** Storage write of the token and its refresh time (spec 1 §4: login stores the token); provided. */
    persistSession: (_, _params: { token: string }) => {},
    /** Storage write of what was typed (spec 1 §4: login stores the entered code, phone, e-mail); provided. */
    rememberLogin: (_, _params: LoginEntry) => {},
    /** Storage: removes the token only (spec 1 §4: a kick); provided. */
    forgetToken: () => {},
    /** Storage: removes the token, the tip flags and what was typed (spec 1 §4: logout); provided. */
    forgetSession: () => {},
    /** spec 1 §8: token refresh failures are only logged. */
    logRefreshFailure: (_, result: ApiResult<unknown> | undefined) => {
      const why = result === undefined || result.ok ? 'unexpected error' : (result.reason ?? result.retcode);
      console.warn('session: token refresh failed:', why);
    },

    // ── to the root (systemId `app`) ──
    notifyLoggedIn: ({ context, system }, params: { restored: boolean }) =>
      tell(system, SYSTEM_ID.app, {
        type: 'session.loggedIn',
        token: context.token ?? '',
        canInvite: context.canInvite,
        canSetInviter: context.canSetInviter,
        restored: params.restored,
      }),
    notifyTokenRefreshed: ({ context, system }) =>
      tell(system, SYSTEM_ID.app, {
        type: 'session.tokenRefreshed',
        token: context.token ?? '',
        canInvite: context.canInvite,
        canSetInviter: context.canSetInviter,
      }),
    notifyLoggingOut: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'session.loggingOut' }),
    notifyLoggedOut: ({ system }, params: { reason: LoggedOutReason }) =>
      tell(system, SYSTEM_ID.app, { type: 'session.loggedOut', reason: params.reason }),
  },
  guards: {
    hasStoredToken: (_, restored: RestoredSession) => restored.token !== null && restored.token !== '',
    /** The stored token was renewed 12 hours ago or more: renew it now (issue 8: a daily user is never expired). */
    hasStoredTokenDueForRefresh: (_, restored: RestoredSession) =>
      restored.token !== null && restored.token !== '' && restored.refreshDue,
    usesEmail: ({ context }) => context.method === 'email',
    switchesToEmail: ({ context }, params: { method: LoginMethod }) =>
      context.method === 'phone' && params.method === 'email',
    switchesToPhone: ({ context }, params: { method: LoginMethod }) =>
      context.method === 'email' && params.method === 'phone',
    isFormInvalid: ({ context }) => formProblem(context) !== null,
    isCaptchaUnanswered: ({ context }) => captchaProblem(context) !== null,
    isCompleteCode: ({ context }, params: { code: string }) => isCompleteCode(context.method, params.code),
    ...codeEntryGuards,
    /** 100020 on an e-mail request: the inline captcha's answer was wrong. */
    rejectedCaptcha: ({ context }, result: ApiResult<unknown>) =>
      context.method === 'email' && isRetcode(result, RETCODE.CAPTCHA_FAILED),
    /** The server answered and said no; not a network failure or an unreadable answer. */
    isRefusedByServer: (_, result: ApiResult<unknown>) => !result.ok && result.reason === undefined,
  },
  delays: {
    ...codeEntryDelays,
    /** spec 1 §4, §9: every 12 hours (see timing.ts). */
    tokenRefresh: TOKEN_REFRESH_MS,
    /** spec 1 §4, §9: the reset flag stays set for 5 s after a logout. */
    resetFlag: 5000,
  },
});

const sessionSetup = baseSetup.extend({
  actions: {
    /** spec 2 §4: a success clears the counter — only when a captcha took part in the request. */
    clearCaptchaFailuresIfUsed: baseSetup.enqueueActions(({ context, enqueue }) => {
      if (context.method === 'email' || context.captchaPass !== null) enqueue('clearCaptchaFailures');
    }),
  },
});

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  description: 'Who is logged in: the login form and code entry, the token and its refresh, logout and kicks.',
  context: initialContext,
  initial: 'restoring',
  states: {
    restoring: {
      description: 'The stored token is being read.',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasStoredTokenDueForRefresh', params: outputOf },
            target: '#session.loggedIn.refresh.refreshing',
            actions: [
              { type: 'restore', params: outputOf },
              { type: 'notifyLoggedIn', params: { restored: true } },
            ],
          },
          {
            guard: { type: 'hasStoredToken', params: outputOf },
            target: 'loggedIn',
            actions: [
              { type: 'restore', params: outputOf },
              // A dead stored token comes back as a kick through the root's retcode routing.
              { type: 'notifyLoggedIn', params: { restored: true } },
            ],
          },
          { target: 'loggedOut', actions: { type: 'restore', params: outputOf } },
        ],
        onError: { target: 'loggedOut' },
      },
    },

    loggedOut: {
      description: 'Nobody is logged in: the login view shows.',
      initial: 'form',
      states: {
        form: {
          description: 'The person chooses phone or e-mail and fills the form.',
          type: 'parallel',
          on: {
            'form.change': { actions: { type: 'changeField', params: eventOf } },
            'login.submit': [{ guard: 'isFormInvalid', actions: 'showFormProblem' }, { target: 'requestingCode' }],
          },
          states: {
            captcha: {
              description: 'The e-mail form carries an image captcha; the phone form has none.',
              initial: 'none',
              on: {
                'login.method.select': [
                  {
                    guard: { type: 'switchesToEmail', params: eventOf },
                    target: '.loading',
                    actions: { type: 'selectMethod', params: eventOf },
                  },
                  {
                    guard: { type: 'switchesToPhone', params: eventOf },
                    target: '.none',
                    actions: { type: 'selectMethod', params: eventOf },
                  },
                ],
              },
              states: {
                none: {
                  description: 'The phone form: no captcha. A form opened for e-mail moves on at once to load one.',
                  always: { guard: 'usesEmail', target: 'loading' },
                },
                ...inlineCaptchaStates,
              },
            },
            reset: {
              description: 'Whether a logout just happened (spec 1 §4: reset flag for 5 s).',
              initial: 'settled',
              states: {
                settled: { description: 'No logout in the last 5 seconds (or the form was already sent).' },
                justReset: {
                  description: 'A logout reset everything less than 5 seconds ago.',
                  tags: ['justReset'],
                  after: { resetFlag: { target: 'settled' } },
                },
              },
            },
          },
        },

        requestingCode: {
          description: 'The code is being sent to the phone or e-mail.',
          tags: ['busy'],
          exit: 'forgetCaptchaPass',
          invoke: {
            id: 'requestLoginCode',
            src: 'requestLoginCode',
            input: ({ context }) => loginCodeRequest(context),
            onDone: [
              {
                guard: { type: 'succeeded', params: outputOf },
                target: 'codeEntry',
                actions: ['startResendCountdown', 'clearCode', 'clearCaptchaFailuresIfUsed'],
              },
              { guard: { type: 'needsImageCaptcha', params: outputOf }, target: 'imageCaptcha' },
              { guard: { type: 'rejectedCaptcha', params: outputOf }, target: 'form.captcha.countingFailure' },
              // spec 1 §8: other failures reset the captcha — the e-mail form loads a new one.
              { target: 'form' },
            ],
            onError: { target: 'form' },
          },
        },

        imageCaptcha: {
          description: 'Too many code requests (100028): an image captcha must be solved, then the request is retried.',
          initial: 'solving',
          states: imageCaptchaStates({
            input: { nextApi: 'preLogin' },
            giveUp: '#session.loggedOut.form',
            retry: '#session.loggedOut.requestingCode',
          }),
        },

        codeEntry: codeEntryState({
          description: 'A code was sent: the person types it into the boxes; resend unlocks after 60 s.',
          resendDescription: 'The resend button (spec 1 §4 Resend countdown).',
          back: { event: 'login.back', target: 'form' },
          verify: { id: 'submitLoginCode', input: ({ context }: { context: SessionContext }) => loginRequest(context) },
          verified: {
            guard: { type: 'succeeded', params: outputOf },
            target: '#session.loggedIn',
            actions: [
              { type: 'storeSession', params: outputOf },
              {
                type: 'persistSession',
                params: ({ context }: { context: SessionContext }) => ({ token: context.token ?? '' }),
              },
              { type: 'rememberLogin', params: ({ context }: { context: SessionContext }) => loginEntry(context) },
              { type: 'notifyLoggedIn', params: { restored: false } },
            ],
          },
          request: {
            id: 'requestLoginCode',
            input: ({ context }: { context: SessionContext }) => loginCodeRequest(context),
          },
          resent: ['startResendCountdown', 'clearCaptchaFailuresIfUsed'],
          imageCaptcha: '#session.loggedOut.imageCaptcha',
        }),
      },
    },

    loggedIn: {
      description: 'A token is held: the app is usable.',
      type: 'parallel',
      on: {
        'session.kick': {
          target: 'loggedOut',
          actions: [
            'forgetToken',
            { type: 'dropToken', params: { reason: 'kicked' } },
            { type: 'notifyLoggedOut', params: { reason: 'kicked' } },
          ],
        },
      },
      states: {
        refresh: {
          description:
            'The token is renewed every 12 hours (spec 1 §4), and at once on a restore when its last renewal is that old.',
          initial: 'waiting',
          states: {
            waiting: {
              description: 'The next refresh is scheduled.',
              after: { tokenRefresh: { target: 'refreshing' } },
            },
            refreshing: {
              description: 'The token is being renewed.',
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                onDone: [
                  {
                    guard: { type: 'succeeded', params: outputOf },
                    target: 'waiting',
                    actions: [
                      { type: 'storeSession', params: outputOf },
                      { type: 'persistSession', params: ({ context }) => ({ token: context.token ?? '' }) },
                      'notifyTokenRefreshed',
                    ],
                  },
                  // spec 1 §4: refresh failure clears the token — when the server refused it.
                  {
                    guard: { type: 'isRefusedByServer', params: outputOf },
                    target: '#session.loggedOut',
                    actions: [
                      { type: 'logRefreshFailure', params: outputOf },
                      'forgetToken',
                      { type: 'dropToken', params: { reason: 'expired' } },
                      { type: 'notifyLoggedOut', params: { reason: 'expired' } },
                    ],
                  },
                  // spec 1 §4: a failure is only logged — the server could not be asked; next tick retries.
                  { target: 'waiting', actions: { type: 'logRefreshFailure', params: outputOf } },
                ],
                onError: { target: 'waiting', actions: 'logRefreshFailure' },
              },
            },
          },
        },
        logout: {
          description: 'Logout, after a confirmation (spec 1 §4).',
          initial: 'idle',
          states: {
            idle: {
              description: 'No logout asked for.',
              on: { 'logout.request': { target: 'confirming' } },
            },
            confirming: {
              description: 'The confirmation overlay is open.',
              on: {
                'logout.confirm': { target: 'revoking' },
                'logout.cancel': { target: 'idle' },
              },
            },
            revoking: {
              description: 'The server is told to revoke the token; whatever it answers, the session ends.',
              tags: ['busy'],
              entry: 'notifyLoggingOut',
              invoke: {
                id: 'revokeToken',
                src: 'revokeToken',
                onDone: {
                  target: '#session.loggedOut.form.reset.justReset',
                  actions: ['forgetSession', 'resetSession', { type: 'notifyLoggedOut', params: { reason: 'logout' } }],
                },
                onError: {
                  target: '#session.loggedOut.form.reset.justReset',
                  actions: ['forgetSession', 'resetSession', { type: 'notifyLoggedOut', params: { reason: 'logout' } }],
                },
              },
            },
          },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
