/** The rates chart's injected actor: `ratesMachine.provide({ actors: ratesActors(api) })`. */
import { fromPromise } from 'xstate';
import { LEDGER_LIMITS } from '../../../services/api/contract/ledger.ts';
import type { Api } from '../../../services/api/createApi.ts';
import type { RatesPageRequest, RatesPageResult } from './types.ts';

export function ratesActors(api: Pick<Api, 'getCountryRates'>) {
  return {
    loadRates: fromPromise<RatesPageResult, RatesPageRequest>(async ({ input, signal }) => {
      const result = await api.getCountryRates(
        { rateCountryCode: input.countryCode, pageNo: input.pageNo, pageSize: LEDGER_LIMITS.ratesPageSize },
        { signal },
      );
      if (!result.ok) return result;
      return { ok: true, data: { rates: result.data.countryRateList, totalRows: result.data.totalRows } };
    }),
  };
}
