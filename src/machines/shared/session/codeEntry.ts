/**
 * Chart fragments shared by the login (`session`) and the verification modal (`verifyContact`):
 * the inline image captcha, the code boxes and the resend countdown (spec 1 §4 Resend countdown,
 * §5 Verification forms, §8 wrong code and captcha; spec 2 §4 Verification modal).
 *
 * They are plain state configs that name their implementations, so each chart that uses them
 * must declare, in its `setup`:
 * - actors `loadCaptcha` (→ ApiResult<CaptchaImage>) and `recordCaptchaFailure` (→ CaptchaFailureVerdict);
 * - actions `forgetCaptcha`, `showCaptcha` (params ApiResult<CaptchaImage>), `alertTooManyCaptchaAttempts`,
 *   `rememberCode` (params { code }), `tickResendCountdown`;
 * - guards `succeeded` (params ApiResult), `isTooManyAttempts` (params verdict), `isCompleteCode`
 *   (params { code }), `isLastSecond`, `usesEmail`;
 * - the delay `resendCountdownTick`;
 * - for `resendCaptchaState`: the action `changeField` (params the event), `showCaptchaRequired`,
 *   and the guard `isCaptchaUnanswered`;
 * - for `imageCaptchaStates`: the actor `imageCaptcha` (the captcha chart), the guard
 *   `passedCaptcha` and the action `rememberCaptchaPass` (params CaptchaOutcome), the delay
 *   `captchaRetry`.
 * TypeScript checks every name against each chart's setup.
 */

import { captchaCountingFailureState, captchaLoadingStates } from '../captcha/loadingStates.ts';
import { eventOf, outputOf } from '../params.ts';

/** spec 1 §4, §9: resend is allowed 60 s after a code was requested. */
export const RESEND_COUNTDOWN_SECONDS = 60;

/** spec 1 §4: one tick per second, down to 0. */
export function nextResendSeconds(seconds: number): number {
  return Math.max(0, seconds - 1);
}

export { eventOf, outputOf };

/**
 * The image captcha shown beside a text field, whose answer travels with the next request
 * (no separate confirm call). Enter `loading` for a new image, `countingFailure` after a 100020.
 */
export const inlineCaptchaStates = {
  ...captchaLoadingStates('shown'),
  shown: {
    description: 'The captcha image is shown; the person types its text.',
    on: { 'captcha.reload': { target: 'loading' } },
  },
  countingFailure: captchaCountingFailureState,
} as const;

/** The code boxes being filled; the full code is emitted when the last box is (spec 1 §5). */
export const codeTypingState = {
  description: 'The boxes are being filled.',
  on: {
    'code.complete': {
      guard: { type: 'isCompleteCode', params: eventOf },
      target: 'verifying',
      actions: { type: 'rememberCode', params: eventOf },
    },
  },
} as const;

/** spec 1 §8: a wrong code marks the boxes (the view clears them); typing again unmarks them. */
export const codeWrongState = {
  description: 'The server said the code was wrong: the boxes are empty and marked.',
  on: {
    'code.edit': { target: 'typing' },
    'code.complete': {
      guard: { type: 'isCompleteCode', params: eventOf },
      target: 'verifying',
      actions: { type: 'rememberCode', params: eventOf },
    },
  },
} as const;

/** spec 1 §4: resend stays disabled for 60 s, one tick per second. */
export const resendCountingDownState = {
  description: 'Resend is disabled; the seconds left are shown.',
  after: {
    resendCountdownTick: [
      { guard: 'isLastSecond', target: 'ready', actions: 'tickResendCountdown' },
      { target: 'countingDown', reenter: true, actions: 'tickResendCountdown' },
    ],
  },
} as const;

/** spec 1 §4: an e-mail resend first needs the captcha answered; its text travels with the request. */
export const resendCaptchaState = {
  description: 'An e-mail resend first needs the captcha answered (spec 1 §4).',
  initial: 'loading',
  on: {
    'form.change': { actions: { type: 'changeField', params: eventOf } },
    'code.resend': [{ guard: 'isCaptchaUnanswered', actions: 'showCaptchaRequired' }, { target: 'requesting' }],
  },
  states: inlineCaptchaStates,
} as const;

/** spec 1 §4: at 0 resend is enabled; an e-mail resend first shows a captcha, a phone resend does not. */
export const resendReadyState = {
  description: 'The countdown reached 0: resend is enabled.',
  on: {
    'code.resend': [{ guard: 'usesEmail', target: 'captcha' }, { target: 'requesting' }],
  },
} as const;

/**
 * spec 1 §8 100028: too many code requests — the image captcha is solved (the nested captcha
 * chart confirms it for `nextApi`), then the code request is retried after 1 s. `giveUp` is where
 * a cancelled captcha returns to; `retry` is the request state.
 */
export function imageCaptchaStates<TInput>(paths: { input: TInput; giveUp: string; retry: string }) {
  return {
    solving: {
      description: 'The captcha modal is open (the nested captcha chart).',
      invoke: {
        id: 'imageCaptcha',
        src: 'imageCaptcha',
        input: paths.input,
        onDone: [
          {
            guard: { type: 'passedCaptcha', params: outputOf },
            target: 'waitingToRetry',
            actions: { type: 'rememberCaptchaPass', params: outputOf },
          },
          { target: paths.giveUp },
        ],
        onError: { target: paths.giveUp },
      },
    },
    waitingToRetry: {
      description: 'The captcha was solved; the code request is retried after 1 s (spec 1 §8).',
      after: { captchaRetry: { target: paths.retry } },
    },
  } as const;
}
