/**
 * The redeem chart's injected actors, built from the services:
 * `redeemMachine.provide({ actors: redeemActors(api, store), actions: redeemActions(store) })`.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { SessionStore } from '../../../services/storage/sessionStore.ts';
import { sliderCaptchaActors } from '../../common/sliderCaptcha/sliderCaptcha.actors.ts';
import { sliderCaptchaMachine } from '../../common/sliderCaptcha/sliderCaptcha.machine.ts';
import type { CaptchaFailureVerdict, InviterAnswer, SetInviterInput } from './types.ts';

export type RedeemApi = Pick<Api, 'getInviter' | 'setInviter' | 'getSliderCaptcha'>;
export type RedeemStore = Pick<SessionStore, 'recordCaptchaFailure' | 'clearCaptchaFailures'>;

export function redeemActors(api: RedeemApi, store: RedeemStore) {
  return {
    loadInviter: fromPromise<ApiResult<InviterAnswer>>(({ signal }) => api.getInviter({}, { signal })),
    setInviter: fromPromise(({ input, signal }: { input: SetInviterInput; signal: AbortSignal }) =>
      api.setInviter(input, { signal }),
    ),
    recordCaptchaFailure: fromPromise<CaptchaFailureVerdict>(async () => ({
      tooManyAttempts: store.recordCaptchaFailure() === 'tooMany',
    })),
    slider: sliderCaptchaMachine.provide({ actors: sliderCaptchaActors(api) }),
  };
}

export function redeemActions(store: RedeemStore) {
  return { clearCaptchaFailures: () => store.clearCaptchaFailures() };
}
