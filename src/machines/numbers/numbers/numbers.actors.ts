/**
 * The numbers area's injected actors and actions, built from the services:
 * `numbersMachine.provide({ actors: numbersActors(api, store), actions: numbersActions(store) })`.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { SessionStore } from '../../../services/storage/sessionStore.ts';
import { historyMachine } from '../../common/history/history.machine.ts';
import { loadSubscriptionPage } from '../../common/history/subscriptionPage.ts';
import type { HistoryPageResult, LoadHistoryRequest } from '../../common/history/types.ts';
import type { Clipboard } from '../../shared/area.ts';
import type { ResubscribeRequest, ResubscribeResult } from '../../shared/resubscribe.ts';
import { numberManagementActions, numberManagementActors } from '../numberManagement/numberManagement.actors.ts';
import { numberManagementMachine } from '../numberManagement/numberManagement.machine.ts';
import { numberSettingsActors } from '../numberSettings/numberSettings.actors.ts';
import { numberSettingsMachine } from '../numberSettings/numberSettings.machine.ts';

export type NumbersApi = Pick<
  Api,
  | 'getVirtualPhoneList'
  | 'updateNumberInfo'
  | 'unSubVirtualPhone'
  | 'setForward'
  | 'setVoicemail'
  | 'getSubscriptionList'
  | 'reSubVirtualPhone'
>;

export interface NumbersServices {
  api: NumbersApi;
  store: Pick<SessionStore, 'isTipDismissed' | 'dismissTip'>;
  clipboard: Clipboard | undefined;
}

export function numbersActors({ api, store, clipboard }: NumbersServices) {
  return {
    readTipSeen: fromPromise<boolean>(async () => store.isTipDismissed('numbersFirstVisit')),
    resubscribe: fromPromise<ResubscribeResult, ResubscribeRequest>(({ input, signal }) =>
      api.reSubVirtualPhone(input, { signal }),
    ),
    numberManagement: numberManagementMachine.provide({
      actors: numberManagementActors(api),
      actions: numberManagementActions(clipboard),
    }),
    numberSettings: numberSettingsMachine.provide({ actors: numberSettingsActors(api) }),
    subscriptionHistory: historyMachine.provide({
      actors: {
        loadPage: fromPromise<HistoryPageResult, LoadHistoryRequest>(({ input, signal }) =>
          loadSubscriptionPage(api, input, 'number', signal),
        ),
      },
    }),
  };
}

export function numbersActions({ store }: Pick<NumbersServices, 'store'>) {
  // spec 3 §2: the first-visit tip is not shown again once a button closed it (logout forgets it).
  return { rememberTipSeen: () => store.dismissTip('numbersFirstVisit') };
}
