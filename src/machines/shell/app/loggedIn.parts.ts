/**
 * The root's children that exist only while someone is logged in and are not areas: the chat
 * socket's `connection`, the `notifier`, the command `palette` and the `profileGate` (used only by
 * number actions and 100023, both logged in). A chunk of its own, loaded at
 * login (`loadLoggedIn` in the root), so the login screen downloads none of these charts (issue 8
 * item 21, docs/delivery.md). Imported only with `import()` (app.actors.ts): a static import would
 * bring them back into the start.
 */
import { fromPromise } from 'xstate';
import type { PaletteEntry } from '../../../services/keyboard/paletteEntries.ts';
import { loadedPhoneParser, phoneFormat, requestPhoneParser } from '../../../services/phone/phoneFormat.ts';
import type { SocketLink } from '../../../services/socket/socketActor.ts';
import { profileGateMachine } from '../../overlays/profileGate/profileGate.machine.ts';
import { SYSTEM_ID } from '../../shared/address.ts';
import { connectionActors } from '../connection/connection.actors.ts';
import { connectionMachine } from '../connection/connection.machine.ts';
import { notifierActions, notifierActors, type Translate } from '../notifier/notifier.actions.ts';
import { notifierMachine } from '../notifier/notifier.machine.ts';
import { paletteMachine } from '../palette/palette.machine.ts';
import type { AppSnapshot } from './toView.ts';
import type { LoggedInParts } from './types.ts';

export interface LoggedInServices {
  socket: Pick<SocketLink, 'actor'>;
  translate: Translate;
}

/**
 * The palette's `gather`: what can be found now, read off the root's snapshot (the chats, the
 * address book, the numbers, the actions the brand offers) in the language on screen. Its code
 * (`paletteFacts.ts`) is fetched at the first opening, not with the chats tab (docs/delivery.md);
 * a fetch that fails rejects (the palette says so) and the next opening asks again.
 */
function gatherPaletteEntries(translate: Translate) {
  return fromPromise<readonly PaletteEntry[]>(async ({ system }) => {
    const { paletteEntriesNow } = await import('./paletteFacts.ts');
    const app = system.get(SYSTEM_ID.app);
    if (!app) throw new Error('palette: no root to gather from');
    // The numbers as the views write them: international ones once libphonenumber-js is in.
    const format = phoneFormat(loadedPhoneParser(), requestPhoneParser);
    return paletteEntriesNow(app.getSnapshot() as AppSnapshot, format, translate);
  });
}

export function loggedInParts({ socket, translate }: LoggedInServices): LoggedInParts {
  return {
    connection: connectionMachine.provide({ actors: connectionActors(socket) }),
    notifier: notifierMachine.provide({ actions: notifierActions(translate), actors: notifierActors() }),
    // Its gathering and its search (the ranking, pinyin-pro) are chunks of their own, fetched when first used.
    palette: paletteMachine.provide({ actors: { gather: gatherPaletteEntries(translate) } }),
    profileGate: profileGateMachine,
  };
}
