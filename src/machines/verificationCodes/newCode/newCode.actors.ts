/**
 * New Code's injected actors and its one provided action, built from the services:
 * `newCodeMachine.provide({ actors: newCodeActors(api), actions: newCodeActions(clipboard) })`.
 * The answers are shaped into the chart's types here (the API layer's builders stay at the wire).
 */
import { fromPromise } from 'xstate';
import { VERIFICATION_LIMITS } from '../../../services/api/contract/verificationCodes.ts';
import type { Api } from '../../../services/api/createApi.ts';
import type { Clipboard } from '../../shared/area.ts';
import { copyToClipboard } from '../../shared/clipboard.ts';
import { codeReceivingActors } from '../../shared/codeReceivingActors.ts';
import type { ChangeResult, EarlierResult, FeeResult, LockRequest, LockResult, SendCodeSmsRequest } from './types.ts';

export type NewCodeApi = Pick<
  Api,
  | 'getAppList'
  | 'getVerificationCodePhoneListV2'
  | 'getCodeNumberFeeByAppV2'
  | 'lockVerificationCodePhone'
  | 'pollVerificationCodeSms'
  | 'subVerificationCodePhone'
  | 'sendCodeSms'
  | 'getVerificationCodeSmsList'
>;

export function newCodeActors(api: NewCodeApi) {
  return {
    ...codeReceivingActors(api),
    loadFee: fromPromise<FeeResult, { app: string }>(async ({ input, signal }) => {
      const result = await api.getCodeNumberFeeByAppV2(input, { signal });
      if (!result.ok) return result;
      // Every type's: step 1 shows the one of the number chosen (issue 27 item 4).
      const fees = result.data.feeList.map((fee) => ({
        numberType: fee.numberType,
        subRent: fee.subRent,
        codeRate: fee.codeRate,
      }));
      return { ok: true, data: fees };
    }),
    lock: fromPromise<LockResult, LockRequest>(({ input, signal }) =>
      api.lockVerificationCodePhone(
        {
          app: input.app,
          code: input.code,
          number: input.number,
          numberType: input.numberType === 2 ? 2 : 1,
          // The first lock names no previous one.
          ...(input.lastApp ? { lastApp: input.lastApp } : {}),
          ...(input.lastNumber ? { lastNumber: input.lastNumber } : {}),
        },
        { signal },
      ),
    ),
    sendSms: fromPromise<ChangeResult, SendCodeSmsRequest>(({ input, signal }) => api.sendCodeSms(input, { signal })),
    loadEarlier: fromPromise<EarlierResult, { app: string; number: string }>(async ({ input, signal }) => {
      const result = await api.getVerificationCodeSmsList(
        { ...input, count: VERIFICATION_LIMITS.smsPageSize },
        { signal },
      );
      return result.ok ? { ok: true, data: result.data.smsList } : result;
    }),
  };
}

export function newCodeActions(clipboard: Clipboard | undefined) {
  return { copyText: copyToClipboard(clipboard, 'newCode') };
}
