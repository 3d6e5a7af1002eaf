/**
 * The root's children that exist only while someone is logged in and are not areas: the chat
 * socket's `connection`, the `notifier` and the command `palette`. A chunk of its own, loaded at
 * login (`loadLoggedIn` in the root), so the login screen downloads none of these charts (issue 8
 * item 21, docs/delivery.md). Imported only with `import()` (app.actors.ts): a static import would
 * bring them back into the start.
 */
import type { SocketLink } from '../../../services/socket/socketActor.ts';
import { connectionActors } from '../connection/connection.actors.ts';
import { connectionMachine } from '../connection/connection.machine.ts';
import { notifierActions, notifierActors, type Translate } from '../notifier/notifier.actions.ts';
import { notifierMachine } from '../notifier/notifier.machine.ts';
import { paletteMachine } from '../palette/palette.machine.ts';
import type { LoggedInParts } from './types.ts';

export interface LoggedInServices {
  socket: Pick<SocketLink, 'actor'>;
  translate: Translate;
}

export function loggedInParts({ socket, translate }: LoggedInServices): LoggedInParts {
  return {
    connection: connectionMachine.provide({ actors: connectionActors(socket) }),
    notifier: notifierMachine.provide({ actions: notifierActions(translate), actors: notifierActors() }),
    // Its search (the ranking, pinyin-pro) is a chunk of its own, fetched at the first search.
    palette: paletteMachine,
  };
}
