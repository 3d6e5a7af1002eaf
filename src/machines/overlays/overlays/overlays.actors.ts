/**
 * The overlays' injected children, built from the services:
 * `overlaysMachine.provide({ actors: overlaysActors(api, store) })`.
 */
import type { Api } from '../../../services/api/createApi.ts';
import type { SessionStore } from '../../../services/storage/sessionStore.ts';
import { captchaActions, captchaActors } from '../captcha/captcha.actors.ts';
import { captchaMachine } from '../captcha/captcha.machine.ts';
import { verifyContactActors } from '../verifyContact/verifyContact.actors.ts';
import { verifyContactMachine } from '../verifyContact/verifyContact.machine.ts';

export function overlaysActors(api: Api, store: SessionStore) {
  const captcha = { actors: captchaActors(api, store), actions: captchaActions(store) };
  return {
    captcha: captchaMachine.provide(captcha),
    verifyContact: verifyContactMachine.provide({ actors: verifyContactActors(api, store), actions: captcha.actions }),
  };
}
