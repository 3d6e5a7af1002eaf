/**
 * Verification number management's injected actors and its provided action:
 * `verificationNumbersMachine.provide({ actors: verificationNumbersActors(api), actions: … })`.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { Clipboard } from '../../shared/area.ts';
import { copyToClipboard } from '../../shared/clipboard.ts';
import type { CodeNumberChangeResult, CodeNumberKey, CodeNumberListResult, SaveCodeInfoRequest } from './types.ts';

export type VerificationNumbersApi = Pick<
  Api,
  'getCodeNumberListByAccount' | 'updateCodeNumberInfo' | 'subVerificationCodePhone' | 'unSubVerificationCodePhone'
>;

export function verificationNumbersActors(api: VerificationNumbersApi) {
  return {
    loadNumbers: fromPromise<CodeNumberListResult>(async ({ signal }) => {
      const result = await api.getCodeNumberListByAccount({}, { signal });
      return result.ok ? { ok: true, data: result.data.list } : result;
    }),
    saveInfo: fromPromise<CodeNumberChangeResult, SaveCodeInfoRequest>(({ input, signal }) =>
      api.updateCodeNumberInfo(input, { signal }),
    ),
    subscribe: fromPromise<CodeNumberChangeResult, CodeNumberKey>(({ input, signal }) =>
      api.subVerificationCodePhone(input, { signal }),
    ),
    unsubscribe: fromPromise<CodeNumberChangeResult, CodeNumberKey>(({ input, signal }) =>
      api.unSubVerificationCodePhone(input, { signal }),
    ),
  };
}

export function verificationNumbersActions(clipboard: Clipboard | undefined) {
  return { copyNumber: copyToClipboard(clipboard, 'verificationNumbers') };
}
