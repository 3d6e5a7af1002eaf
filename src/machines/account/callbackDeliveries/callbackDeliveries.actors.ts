/** The delivery console's injected actors, built from the API (`../account/account.area.ts`). */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { DeliveriesRequest, DeliveriesResult, DeliveryResult } from './types.ts';

export type CallbackDeliveriesApi = Pick<
  Api,
  'getCallbackDeliveries' | 'getCallbackDelivery' | 'replayCallbackDelivery'
>;

export function callbackDeliveriesActors(api: CallbackDeliveriesApi) {
  return {
    loadDeliveries: fromPromise<DeliveriesResult, DeliveriesRequest>(({ input, signal }) =>
      api.getCallbackDeliveries(input, { signal }),
    ),
    loadDelivery: fromPromise<DeliveryResult, { id: string }>(({ input, signal }) =>
      api.getCallbackDelivery(input, { signal }),
    ),
    replayDelivery: fromPromise<DeliveryResult, { id: string }>(({ input, signal }) =>
      api.replayCallbackDelivery(input, { signal }),
    ),
  };
}
