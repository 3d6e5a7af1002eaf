/**
 * The verification modal's chart (spec 2 §4), provided with its calls: a chunk of its own, fetched
 * when the modal is first asked for (`loadVerifyContact` in `overlays.actors.ts`), so no first
 * screen downloads it (issue 24 item 5, docs/delivery.md "Eighth round"). Imported only with
 * `import()`: a static import would bring it back into the start.
 */
import type { Api } from '../../../services/api/createApi.ts';
import type { SessionStore } from '../../../services/storage/sessionStore.ts';
import { captchaActions } from '../captcha/captcha.actors.ts';
import { verifyContactActors } from '../verifyContact/verifyContact.actors.ts';
import { verifyContactMachine } from '../verifyContact/verifyContact.machine.ts';

export function verifyContactChart(api: Api, store: SessionStore) {
  return verifyContactMachine.provide({ actors: verifyContactActors(api, store), actions: captchaActions(store) });
}
