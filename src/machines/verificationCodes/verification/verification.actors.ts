/**
 * The verification area's injected actors, built from the services (`verification.area.ts`).
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import { historyMachine } from '../../common/history/history.machine.ts';
import { loadSubscriptionPage } from '../../common/history/subscriptionPage.ts';
import type { HistoryPageResult, LoadHistoryRequest } from '../../common/history/types.ts';
import type { Clipboard } from '../../shared/area.ts';
import type { ResubscribeRequest, ResubscribeResult } from '../../shared/resubscribe.ts';
import { type NewCodeApi, newCodeActions, newCodeActors } from '../newCode/newCode.actors.ts';
import { newCodeMachine } from '../newCode/newCode.machine.ts';
import {
  type VerificationNumbersApi,
  verificationNumbersActions,
  verificationNumbersActors,
} from '../verificationNumbers/verificationNumbers.actors.ts';
import { verificationNumbersMachine } from '../verificationNumbers/verificationNumbers.machine.ts';

export type VerificationApi = NewCodeApi &
  VerificationNumbersApi &
  Pick<Api, 'getSubscriptionList' | 'reSubVerificationCodePhone'>;

export function verificationActors(api: VerificationApi, clipboard: Clipboard | undefined) {
  return {
    verificationNumbers: verificationNumbersMachine.provide({
      actors: verificationNumbersActors(api),
      actions: verificationNumbersActions(clipboard),
    }),
    newCode: newCodeMachine.provide({ actors: newCodeActors(api), actions: newCodeActions(clipboard) }),
    subscriptionHistory: historyMachine.provide({
      actors: {
        loadPage: fromPromise<HistoryPageResult, LoadHistoryRequest>(({ input, signal }) =>
          // Only the verification numbers' rows (the contract's `kind`).
          loadSubscriptionPage(api, input, 'verification', signal),
        ),
      },
    }),
    resubscribe: fromPromise<ResubscribeResult, ResubscribeRequest>(({ input, signal }) =>
      api.reSubVerificationCodePhone(input, { signal }),
    ),
  };
}
