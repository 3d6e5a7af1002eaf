/**
 * The captcha image being fetched, and a wrong answer being counted, shared by the captcha chart
 * (modal) and the inline captchas of the login and verification forms. Charts using it declare
 * the actors `loadCaptcha` and `recordCaptchaFailure`, the actions `forgetCaptcha`, `showCaptcha`
 * (params ApiResult<CaptchaImage>) and `alertTooManyCaptchaAttempts`, and the guards `succeeded`
 * and `isTooManyAttempts`.
 */

import { outputOf } from '../params.ts';

/** `loading` → `shown` (the chart's name for "the image is on screen") or `unavailable`. */
export function captchaLoadingStates<TShown extends string>(shown: TShown) {
  return {
    loading: {
      description: 'A new captcha image is being fetched; the previous image and its text are gone.',
      entry: 'forgetCaptcha',
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        onDone: [
          {
            guard: { type: 'succeeded', params: outputOf },
            target: shown,
            actions: { type: 'showCaptcha', params: outputOf },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    unavailable: {
      description: 'The image could not be fetched; the person can ask for another one.',
      on: { 'captcha.reload': { target: 'loading' } },
    },
  } as const;
}

/** A wrong answer being added to the stored failure counter; then a new image loads. */
export const captchaCountingFailureState = {
  description: 'The server said the captcha text was wrong; the failure is being counted before a new image loads.',
  invoke: {
    id: 'recordCaptchaFailure',
    src: 'recordCaptchaFailure',
    onDone: [
      // spec 2 §4: the third failure alerts 'too many attempts' and re-initialises the captcha.
      {
        guard: { type: 'isTooManyAttempts', params: outputOf },
        target: 'loading',
        actions: 'alertTooManyCaptchaAttempts',
      },
      { target: 'loading' },
    ],
    onError: { target: 'loading' },
  },
} as const;
