/**
 * The root's own calls as actors, built from the API layer:
 * `appMachine.provide({ actors: { ...appActors(api), session: …, connection: …, window: … } })`.
 * Failures come back as values; the API layer's `onFailure` has already reported them as
 * `api.failure`, so the chart only decides what state to be in.
 */
import { fromPromise } from 'xstate';
import type { Account, ProfileAnswer } from '../../services/api/contract/endpoints.ts';
import type { Api } from '../../services/api/createApi.ts';
import type { ApiResult } from '../../services/api/result.ts';

export type AppApi = Pick<Api, 'getAccountInfo' | 'getProfile' | 'queryBalance'>;

export function appActors(api: AppApi) {
  return {
    /** GET /getAccountInfo → Account (web id, balance, capabilities). */
    loadAccount: fromPromise<ApiResult<Account>>(({ signal }) => api.getAccountInfo({}, { signal })),
    /** GET /getProfile → profile and its statuses (feeds the profile gate). */
    loadProfile: fromPromise<ApiResult<ProfileAnswer>>(({ signal }) => api.getProfile({}, { signal })),
    /** GET /queryBalance → { balance }. */
    queryBalance: fromPromise<ApiResult<{ balance: string }>>(({ signal }) => api.queryBalance({}, { signal })),
  };
}
