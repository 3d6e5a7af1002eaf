/**
 * The captcha image being fetched, shared by the captcha chart (modal) and the inline captchas of
 * the login and verification forms. Charts using it declare the actor `loadCaptcha`, the actions
 * `forgetCaptcha` and `showCaptcha` (params ApiResult<CaptchaImage>) and the guard `succeeded`.
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
