/**
 * The plans page's injected actor and its one effect that needs a service:
 * `plansPageMachine.provide({ actors: plansPageActors(api), actions: plansPageActions(store) })`.
 */
import { fromPromise } from 'xstate';
import { apiBase } from '../../../services/api/apiBase.ts';
import type { Api } from '../../../services/api/createApi.ts';
import type { SessionStore } from '../../../services/storage/sessionStore.ts';
import type { PlansPageContext, PlansPageTargetResult } from './types.ts';

/**
 * The frame's address and origin: the contract's `url` is absolute or root-relative to the API
 * base, its `origin` '' for a relative one (then the API base's origin).
 */
export function resolveTarget(answer: { url: string; origin: string }, base: string): { url: string; origin: string } {
  const url = new URL(answer.url, `${base}/`);
  return { url: url.href, origin: answer.origin === '' ? url.origin : new URL(answer.origin).origin };
}

export function plansPageActors(api: Pick<Api, 'getPlansPage'>, base: () => string = apiBase) {
  return {
    loadTarget: fromPromise<PlansPageTargetResult>(async ({ signal }) => {
      const result = await api.getPlansPage({}, { signal });
      return result.ok ? { ok: true, data: resolveTarget(result.data, base()) } : result;
    }),
  };
}

export function plansPageActions(store: Pick<SessionStore, 'getToken'>) {
  return {
    /** decision: the frame gets the session only through the port, which posts to the configured origin. */
    postSession: ({ context }: { context: PlansPageContext }) => {
      const token = store.getToken();
      if (token) context.port?.post({ session: { token, platform: context.platform } });
    },
  };
}
