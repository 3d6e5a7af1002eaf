/** The front page's injected calls (both need no token), shaped into the chart's types. */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { CatalogueResult, CodeCountryCode, PublicOptionsResult } from './types.ts';

export type FrontPageApi = Pick<Api, 'getAppList' | 'getPublicCodePhoneList'>;

export function frontPageActors(api: FrontPageApi) {
  return {
    loadCatalogue: fromPromise<CatalogueResult>(async ({ signal }) => {
      const result = await api.getAppList({}, { signal });
      return result.ok ? { ok: true, data: { apps: result.data.appList, countries: result.data.countrys } } : result;
    }),
    loadOptions: fromPromise<PublicOptionsResult, { app: string; code: CodeCountryCode }>(async ({ input, signal }) => {
      const result = await api.getPublicCodePhoneList(input, { signal });
      return result.ok ? { ok: true, data: result.data.phoneList } : result;
    }),
  };
}
