/**
 * The calls New Code and the JieMa tool make alike (spec 3 §7), as injected actors: the catalogue,
 * the numbers on offer, subscribing and the polling chart with its poll call. The answers are
 * shaped into the charts' types here (the API layer's builders stay at the wire).
 */
import { fromPromise } from 'xstate';
import type { CodeCountryCode } from '../../services/api/contract/verificationCodes.ts';
import type { Api } from '../../services/api/createApi.ts';
import { smsPollingMachine } from '../verificationCodes/smsPolling/smsPolling.machine.ts';
import type { CheckSmsRequest, CheckSmsResult } from '../verificationCodes/smsPolling/types.ts';
import type { CatalogueResult, ChangeResult, PhoneOptionsResult } from './codeReceiving.ts';

export type CodeReceivingApi = Pick<
  Api,
  'getAppList' | 'getVerificationCodePhoneListV2' | 'pollVerificationCodeSms' | 'subVerificationCodePhone'
>;

/** The poll call (GET /pollVerificationCodeSms {app, phone, count}) as one check of the polling chart. */
function checkSmsActor(api: Pick<Api, 'pollVerificationCodeSms'>) {
  return fromPromise<CheckSmsResult, CheckSmsRequest>(async ({ input, signal }) => {
    const result = await api.pollVerificationCodeSms(
      { app: input.app, phone: input.number, count: input.count },
      { signal },
    );
    return result.ok ? { ok: true, data: { messages: result.data.smsList, locked: result.data.locked } } : result;
  });
}

export function codeReceivingActors(api: CodeReceivingApi) {
  return {
    loadCatalogue: fromPromise<CatalogueResult>(async ({ signal }) => {
      const result = await api.getAppList({}, { signal });
      return result.ok ? { ok: true, data: { apps: result.data.appList, countries: result.data.countrys } } : result;
    }),
    loadOptions: fromPromise<PhoneOptionsResult, { app: string; code: CodeCountryCode }>(async ({ input, signal }) => {
      const result = await api.getVerificationCodePhoneListV2(input, { signal });
      return result.ok ? { ok: true, data: result.data.phoneList } : result;
    }),
    subscribe: fromPromise<ChangeResult, { app: string; number: string }>(({ input, signal }) =>
      api.subVerificationCodePhone(input, { signal }),
    ),
    smsPolling: smsPollingMachine.provide({ actors: { checkSms: checkSmsActor(api) } }),
  };
}
