/**
 * The new-number flow's injected actors, built from the API:
 * `newNumberMachine.provide({ actors: newNumberActors(api) })`. Refusals come back as values; the
 * API layer has already routed them (spec 1 §8: 400001 no credit, 100023 the profile gate).
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import { type IdSource, newId } from '../../../services/ids/newId.ts';
import type {
  AreasResult,
  BuyNumberRequest,
  BuyResult,
  FindNumbersRequest,
  LoadPlansRequest,
  NumbersResult,
  PlansResult,
} from './types.ts';

export type NewNumberApi = Pick<Api, 'getAreaCodeV2' | 'getVirtualPhoneByAreaCode' | 'getPlanList' | 'subVirtualPhone'>;

/** The answer's list, or the refusal as it was. */
function listOf<T, L>(result: ApiResult<T>, pick: (data: T) => L): ApiResult<L> {
  return result.ok ? { ok: true, data: pick(result.data) } : result;
}

export function newNumberActors(api: NewNumberApi, ids: IdSource = newId) {
  return {
    loadAreas: fromPromise<AreasResult>(async ({ signal }) =>
      listOf(await api.getAreaCodeV2({}, { signal }), (data) => data.areaCodeList),
    ),
    findNumbers: fromPromise<NumbersResult, FindNumbersRequest>(async ({ input, signal }) =>
      listOf(await api.getVirtualPhoneByAreaCode(input, { signal }), (data) => data.numberList),
    ),
    loadPlans: fromPromise<PlansResult, LoadPlansRequest>(async ({ input, signal }) =>
      listOf(await api.getPlanList(input, { signal }), (data) => data.planList),
    ),
    // Each attempt carries its own idempotency key: a request the network repeats charges once.
    buyNumber: fromPromise<BuyResult, BuyNumberRequest>(({ input, signal }) =>
      api.subVirtualPhone({ ...input, requestId: ids() }, { signal }),
    ),
  };
}
