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

import { RETCODE } from '../../../services/api/contract/retcodes.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { CaptchaFailureVerdict, CaptchaOutcome } from '../../overlays/captcha/types.ts';
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

/**
 * The guards both code-entry charts judge answers with (spec 1 §8: 100028 asks for the image
 * captcha, 100014 is a wrong code). Spread into each chart's `setup({ guards })`.
 */
export const codeEntryGuards = {
  isLastSecond: ({ context }: { context: { resendSeconds: number } }) => context.resendSeconds <= 1,
  succeeded: (_: unknown, result: ApiResult<unknown>) => result.ok,
  needsImageCaptcha: (_: unknown, result: ApiResult<unknown>) => isRetcode(result, RETCODE.IMAGE_CAPTCHA_REQUIRED),
  isWrongCode: (_: unknown, result: ApiResult<unknown>) => isRetcode(result, RETCODE.WRONG_CODE),
  isTooManyAttempts: (_: unknown, verdict: CaptchaFailureVerdict) => verdict.tooManyAttempts,
  passedCaptcha: (_: unknown, outcome: CaptchaOutcome) => outcome.status === 'passed',
};

/** The timings both charts share (spec 1 §4, §8, §9). Spread into each chart's `setup({ delays })`. */
export const codeEntryDelays = {
  /** spec 1 §4 Resend countdown: one tick per second from 60 to 0. */
  resendCountdownTick: 1000,
  /** spec 1 §8, §9: after the 100028 image captcha, the code request is retried after 1 s. */
  captchaRetry: 1000,
};

export function isRetcode(result: ApiResult<unknown>, retcode: number): boolean {
  return !result.ok && result.retcode === retcode;
}

/** An invoked request of the code step: its actor id, which is also its implementation's name. */
interface CodeRequest<TId extends string, TInput> {
  id: TId;
  input: TInput;
}

/**
 * Step 2 of a code login or verification (spec 1 §4, §5, §8; spec 2 §4): the code boxes, checked
 * by `verify` when full, beside the resend button with its 60 s countdown, whose new request is
 * `request` (an e-mail resend asks the inline captcha first; 100028 goes to `imageCaptcha`).
 * What differs between the charts is passed in: the request and check actors, where a checked
 * code leads (`verified`), what a re-sent code stores (`resent`), and the way back (`back`).
 *
 * Besides what the fragments above need, each chart declares the actions `clearCode` and
 * `reloadResendCaptcha`, and the guards `rejectedCaptcha` (params ApiResult) and `usesEmail`.
 */
export function codeEntryState<
  const TVerifyId extends string,
  TVerifyInput,
  const TRequestId extends string,
  TRequestInput,
  const TVerified,
  const TResent,
>(chart: {
  description: string;
  resendDescription: string;
  back: { event: string; target: string };
  verify: CodeRequest<TVerifyId, TVerifyInput>;
  /** Where a right code leads, with what it does there. */
  verified: TVerified;
  request: CodeRequest<TRequestId, TRequestInput>;
  /** What a successful resend does besides restarting the countdown. */
  resent: TResent;
  imageCaptcha: string;
}) {
  return {
    description: chart.description,
    type: 'parallel',
    on: { [chart.back.event]: { target: chart.back.target } },
    states: {
      code: {
        description: 'The code boxes (4 for phone, 6 for e-mail).',
        initial: 'typing',
        states: {
          typing: codeTypingState,
          verifying: {
            description: 'The full code is being checked by the server.',
            tags: ['busy'],
            invoke: {
              id: chart.verify.id,
              src: chart.verify.id,
              input: chart.verify.input,
              onDone: [
                chart.verified,
                // spec 1 §8: a wrong code marks the boxes; the view clears them.
                { guard: { type: 'isWrongCode', params: outputOf }, target: 'wrong', actions: 'clearCode' },
                // Any other failure (expired code, too many attempts…): the root alerts it; the
                // boxes empty and an e-mail resend captcha, if shown, is renewed (spec 1 §8
                // "other failures reset the captcha").
                { target: 'typing', actions: ['clearCode', 'reloadResendCaptcha'] },
              ],
              onError: { target: 'typing', actions: 'clearCode' },
            },
          },
          wrong: codeWrongState,
        },
      },
      resend: {
        description: chart.resendDescription,
        initial: 'countingDown',
        states: {
          countingDown: resendCountingDownState,
          ready: resendReadyState,
          captcha: resendCaptchaState,
          requesting: {
            description: 'A new code is being requested.',
            tags: ['busy'],
            invoke: {
              id: chart.request.id,
              src: chart.request.id,
              input: chart.request.input,
              onDone: [
                { guard: { type: 'succeeded', params: outputOf }, target: 'countingDown', actions: chart.resent },
                { guard: { type: 'needsImageCaptcha', params: outputOf }, target: chart.imageCaptcha },
                { guard: { type: 'rejectedCaptcha', params: outputOf }, target: 'captcha.countingFailure' },
                // spec 1 §8: other failures reset the captcha.
                { guard: 'usesEmail', target: 'captcha' },
                { target: 'ready' },
              ],
              onError: [{ guard: 'usesEmail', target: 'captcha' }, { target: 'ready' }],
            },
          },
        },
      },
    },
  } as const;
}
