/** The slider captcha's injected actor: `sliderCaptchaMachine.provide({ actors: sliderCaptchaActors(api) })`. */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { SliderPuzzle } from './types.ts';

export function sliderCaptchaActors(api: Pick<Api, 'getSliderCaptcha'>) {
  return {
    loadPuzzle: fromPromise<ApiResult<SliderPuzzle>>(({ signal }) => api.getSliderCaptcha({}, { signal })),
  };
}
