/**
 * The overlays' injected children, built from the services:
 * `overlaysMachine.provide({ actors: overlaysActors(api, store) })`.
 */
import { type AnyActorLogic, fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { SessionStore } from '../../../services/storage/sessionStore.ts';
import { captchaActions, captchaActors } from '../captcha/captcha.actors.ts';
import { captchaMachine } from '../captcha/captcha.machine.ts';

export function overlaysActors(api: Api, store: SessionStore) {
  return {
    captcha: captchaMachine.provide({ actors: captchaActors(api, store), actions: captchaActions(store) }),
    /**
     * The verification modal's chart, from a chunk of its own fetched at the modal's first opening
     * (`verifyContact.part.ts`); a chunk that cannot be fetched rejects, which the chart says.
     */
    loadVerifyContact: fromPromise<AnyActorLogic>(async () =>
      (await import('./verifyContact.part.ts')).verifyContactChart(api, store),
    ),
  };
}
