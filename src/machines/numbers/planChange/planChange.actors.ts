/**
 * The plan-change flow's injected actors, built from the API:
 * `planChangeMachine.provide({ actors: planChangeActors(api) })`.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type {
  ChangeRequest,
  ChangeResult,
  LoadManagedPlansRequest,
  ManagedPlansResult,
  PreChangeRequest,
  PreChangeResult,
} from './types.ts';

export type PlanChangeApi = Pick<Api, 'getManagePlanList' | 'preChangePlan' | 'changePlan'>;

export function planChangeActors(api: PlanChangeApi) {
  return {
    loadPlans: fromPromise<ManagedPlansResult, LoadManagedPlansRequest>(({ input, signal }) =>
      api.getManagePlanList(input, { signal }),
    ),
    preChange: fromPromise<PreChangeResult, PreChangeRequest>(({ input, signal }) =>
      api.preChangePlan(input, { signal }),
    ),
    changePlan: fromPromise<ChangeResult, ChangeRequest>(({ input, signal }) => api.changePlan(input, { signal })),
  };
}
