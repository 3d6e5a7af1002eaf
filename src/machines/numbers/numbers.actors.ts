/**
 * The numbers area's injected actors and actions, built from the services:
 * `numbersMachine.provide({ actors: numbersActors(api, store), actions: numbersActions(store) })`.
 */
import { fromPromise } from 'xstate';
import type { SessionStore } from '../../services/storage/sessionStore.ts';

export interface NumbersServices {
  store: Pick<SessionStore, 'isTipDismissed' | 'dismissTip'>;
}

export function numbersActors({ store }: NumbersServices) {
  return {
    readTipSeen: fromPromise<boolean>(async () => store.isTipDismissed('numbersFirstVisit')),
  };
}

export function numbersActions({ store }: Pick<NumbersServices, 'store'>) {
  // spec 3 §2: the first-visit tip is not shown again once a button closed it (logout forgets it).
  return { rememberTipSeen: () => store.dismissTip('numbersFirstVisit') };
}
