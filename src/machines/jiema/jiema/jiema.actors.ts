/** The JieMa tool's injected actors, built from the services (`jiema.area.ts`). */
import { fromPromise } from 'xstate';
import { GET_A_NEW_NUMBER, VERIFICATION_LIMITS } from '../../../services/api/contract/verificationCodes.ts';
import type { Api } from '../../../services/api/createApi.ts';
import type { Clipboard } from '../../shared/area.ts';
import { copyToClipboard } from '../../shared/clipboard.ts';
import { type CodeReceivingApi, codeReceivingActors } from '../../shared/codeReceivingActors.ts';
import { jiemaNewMachine } from '../jiemaNew/jiemaNew.machine.ts';
import type { JiemaLockRequest, LockResult } from '../jiemaNew/types.ts';
import { jiemaOldMachine } from '../jiemaOld/jiemaOld.machine.ts';
import type {
  AppsResult,
  MonthRequest,
  MonthResult,
  NumbersResult,
  ReuseRequest,
  ReuseResult,
} from '../jiemaOld/types.ts';

export type JiemaApi = CodeReceivingApi &
  Pick<Api, 'lockVerificationCodePhone' | 'getAppListByAccount' | 'getCodeNumberListByAccount' | 'getCodeSmsList'>;

export function jiemaActors(api: JiemaApi, clipboard: Clipboard | undefined) {
  // The catalogue, options, subscribe and polling calls are New Code's, shaped the same way.
  const shared = codeReceivingActors(api);
  return {
    jiemaNew: jiemaNewMachine.provide({
      actors: {
        loadCatalogue: shared.loadCatalogue,
        loadOptions: shared.loadOptions,
        subscribe: shared.subscribe,
        smsPolling: shared.smsPolling,
        lock: fromPromise<LockResult, JiemaLockRequest>(({ input, signal }) =>
          api.lockVerificationCodePhone(
            {
              app: input.app,
              code: input.code,
              number: GET_A_NEW_NUMBER,
              numberType: input.numberType,
              ...(input.lastApp ? { lastApp: input.lastApp } : {}),
              ...(input.lastNumber ? { lastNumber: input.lastNumber } : {}),
            },
            { signal },
          ),
        ),
      },
      actions: { copyText: copyToClipboard(clipboard, 'jiemaNew') },
    }),
    jiemaOld: jiemaOldMachine.provide({
      actors: {
        loadApps: fromPromise<AppsResult>(async ({ signal }) => {
          const result = await api.getAppListByAccount({}, { signal });
          return result.ok ? { ok: true, data: result.data.appList } : result;
        }),
        loadNumbers: fromPromise<NumbersResult, { app: string }>(async ({ input, signal }) => {
          const result = await api.getCodeNumberListByAccount(input, { signal });
          return result.ok ? { ok: true, data: result.data.list } : result;
        }),
        loadMonth: fromPromise<MonthResult, MonthRequest>(({ input, signal }) =>
          api.getCodeSmsList(
            {
              app: input.app,
              number: input.number,
              pageSize: VERIFICATION_LIMITS.smsPageSize,
              ...(input.cursor ? { ym: input.cursor.ym } : {}),
              ...(input.cursor?.nextPage ? { nextPage: input.cursor.nextPage } : {}),
            },
            { signal },
          ),
        ),
        // 'use this number again': the past number itself, named in full.
        lock: fromPromise<ReuseResult, ReuseRequest>(({ input, signal }) =>
          api.lockVerificationCodePhone(input, { signal }),
        ),
      },
    }),
  };
}
