/** The search chart's injected actor: `chatSearchMachine.provide({ actors: chatSearchActors(api) })`. */
import { fromPromise } from 'xstate';
import { SEARCH_LIMITS } from '../../../services/api/contract/search.ts';
import type { Api } from '../../../services/api/createApi.ts';
import type { SearchRequest, SearchResult } from './types.ts';

export function chatSearchActors(api: Pick<Api, 'searchChats'>) {
  return {
    searchChats: fromPromise<SearchResult, SearchRequest>(({ input, signal }) =>
      api.searchChats(
        {
          query: input.query,
          pageSize: SEARCH_LIMITS.pageSize,
          ...(input.before === undefined ? {} : { before: input.before }),
        },
        { signal },
      ),
    ),
  };
}
