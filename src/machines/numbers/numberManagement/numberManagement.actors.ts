/**
 * Number Management's injected actors and its one provided action, built from the services:
 * `numberManagementMachine.provide({ actors: numberManagementActors(api), actions: numberManagementActions(clipboard) })`.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { Clipboard } from '../../shared/area.ts';
import { copyToClipboard } from '../../shared/clipboard.ts';
import type { NumberChangeResult, NumberListResult, SaveInfoRequest, UnsubscribeRequest } from './types.ts';

export type NumberManagementApi = Pick<Api, 'getVirtualPhoneList' | 'updateNumberInfo' | 'unSubVirtualPhone'>;

export function numberManagementActors(api: NumberManagementApi) {
  return {
    loadNumbers: fromPromise<NumberListResult>(({ signal }) => api.getVirtualPhoneList({}, { signal })),
    saveInfo: fromPromise<NumberChangeResult, SaveInfoRequest>(({ input, signal }) =>
      api.updateNumberInfo(input, { signal }),
    ),
    unsubscribe: fromPromise<NumberChangeResult, UnsubscribeRequest>(({ input, signal }) =>
      api.unSubVirtualPhone(input, { signal }),
    ),
  };
}

export function numberManagementActions(clipboard: Clipboard | undefined) {
  return { copyNumber: copyToClipboard(clipboard, 'numberManagement') };
}
