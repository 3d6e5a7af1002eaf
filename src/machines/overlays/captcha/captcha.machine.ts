/**
 * The image-captcha widget and modal (spec 1 §3 Captcha, §8 "a wrong captcha loads a new
 * captcha"; spec 2 §4 captcha failure counter). The root uses it for the 100010 captcha modal,
 * the session for the 100028 image captcha before a code request is retried.
 *
 * loading → ready (image shown) → captcha.submit → confirming (GET /confirmCaptcha with the
 * caller's nextApi) → passed (final; output { status: 'passed', captchaId, text }).
 * A wrong answer (100020) is counted, then a new captcha is loaded under 'Captcha validation
 * failed.' (spec 1 §8 message by meaning), which stays until the next answer or a new image asked
 * for; any other failure also loads a new one ("other failures reset the captcha"). captcha.cancel ends with { status: 'cancelled' }.
 */
import { assign, setup } from 'xstate';
import { RETCODE } from '../../../services/api/contract/retcodes.ts';
import type { OutputOf } from '../../../services/api/contract/table.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { captchaCountingFailureState, captchaLoadingStates } from '../../shared/captcha/loadingStates.ts';
import { FORM_MESSAGE, TOO_MANY_CAPTCHA_ATTEMPTS } from '../../shared/captcha/messageKeys.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { outputOf } from '../../shared/params.ts';
import type {
  CaptchaContext,
  CaptchaEvent,
  CaptchaFailureVerdict,
  CaptchaImage,
  CaptchaInput,
  CaptchaOutcome,
  ConfirmCaptchaInput,
} from './types.ts';

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    input: {} as CaptchaInput,
    output: {} as CaptchaOutcome,
  },
  actors: {
    /** GET /captcha with a freshly generated id (the actor makes the id). */
    loadCaptcha: notProvided<ApiResult<CaptchaImage>>('loadCaptcha'),
    /** GET /confirmCaptcha. */
    confirmCaptcha: notProvided<ApiResult<OutputOf<'confirmCaptcha'>>, ConfirmCaptchaInput>('confirmCaptcha'),
    /** Counts a wrong answer in the stored failure counter (spec 2 §4). */
    recordCaptchaFailure: notProvided<CaptchaFailureVerdict>('recordCaptchaFailure'),
  },
  actions: {
    /** A new image: the old one and its text go; a wrong answer's message stays over the new one. */
    forgetCaptcha: assign({ captcha: null }),
    forgetValidationError: assign({ validationError: null }),
    showCaptchaFailed: assign({ validationError: FORM_MESSAGE.captchaFailed }),
    showCaptcha: assign((_, result: ApiResult<CaptchaImage>) => (result.ok ? { captcha: result.data } : {})),
    rememberText: assign((_, params: { text: string }) => ({ text: params.text.trim(), validationError: null })),
    showTextRequired: assign({ validationError: FORM_MESSAGE.captchaRequired }),
    /** Storage write of "success clears the counter"; the root provides it. */
    clearCaptchaFailures: () => {},
    alertTooManyCaptchaAttempts: ({ system }) =>
      tell(system, SYSTEM_ID.overlays, { type: 'alert.show', notice: { messageKey: TOO_MANY_CAPTCHA_ATTEMPTS } }),
  },
  guards: {
    succeeded: (_, result: ApiResult<unknown>) => result.ok,
    rejectedAnswer: (_, result: ApiResult<unknown>) => !result.ok && result.retcode === RETCODE.CAPTCHA_FAILED,
    isTextBlank: (_, params: { text: string }) => params.text.trim() === '',
    isTooManyAttempts: (_, verdict: CaptchaFailureVerdict) => verdict.tooManyAttempts,
  },
}).createMachine({
  id: 'captcha',
  description: 'An image captcha the person must solve before a protected request goes through.',
  context: ({ input }) => ({ nextApi: input.nextApi, captcha: null, text: '', validationError: null }),
  initial: 'loading',
  on: {
    'captcha.cancel': { target: '.cancelled' },
  },
  states: {
    ...captchaLoadingStates('ready'),
    ready: {
      description: 'The image is shown and the person types what it says.',
      on: {
        'captcha.reload': { target: 'loading', actions: 'forgetValidationError' },
        'captcha.submit': [
          { guard: { type: 'isTextBlank', params: ({ event }) => event }, actions: 'showTextRequired' },
          { target: 'confirming', actions: { type: 'rememberText', params: ({ event }) => event } },
        ],
      },
    },
    confirming: {
      description: 'The typed text is being checked by the server.',
      invoke: {
        id: 'confirmCaptcha',
        src: 'confirmCaptcha',
        input: ({ context }) => ({
          captchaId: context.captcha?.captchaId ?? '',
          inputCaptcha: context.text,
          ...(context.nextApi === undefined ? {} : { nextApi: context.nextApi }),
        }),
        onDone: [
          { guard: { type: 'succeeded', params: outputOf }, target: 'passed', actions: 'clearCaptchaFailures' },
          {
            guard: { type: 'rejectedAnswer', params: outputOf },
            target: 'countingFailure',
            actions: 'showCaptchaFailed',
          },
          // spec 1 §8: other failures reset the captcha
          { target: 'loading' },
        ],
        onError: { target: 'loading' },
      },
    },
    countingFailure: captchaCountingFailureState,
    passed: {
      type: 'final',
      description: 'The server accepted the answer; the captcha id is now a pass for the next request.',
      output: ({ context }) => ({
        status: 'passed' as const,
        captchaId: context.captcha?.captchaId ?? '',
        text: context.text,
      }),
    },
    cancelled: {
      type: 'final',
      description: 'The person closed the captcha without solving it.',
      output: { status: 'cancelled' as const },
    },
  },
  output: ({ event }) => event.output as CaptchaOutcome,
});

export type CaptchaMachine = typeof captchaMachine;
