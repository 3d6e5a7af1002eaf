/**
 * The chat socket as the app builds it at start (`src/main.tsx`): the same link as
 * `createSocketLink`, whose code — and the message schemas it checks every event with, which
 * bring zod — is fetched when the connection chart first opens the socket after login, not with
 * the login screen (issue 8 item 21). socket.io-client itself comes later still, with the first
 * connection (`socketActor.ts`).
 */
import { fromCallback } from 'xstate';
import type { SendMessageAck, SendMessagePayload } from '../api/contract/messaging.ts';
import type { SocketActorDeps, SocketCommand, SocketLink } from './socketActor.ts';

export function lazySocketLink(deps: SocketActorDeps): Pick<SocketLink, 'actor' | 'emitSendMessage'> {
  let loading: Promise<SocketLink> | null = null;
  const load = () => {
    loading ??= import('./socketActor.ts').then(
      (module) => module.createSocketLink(deps),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const actor = fromCallback<SocketCommand>(({ sendBack, receive }) => {
    let stopped = false;
    let stop = () => {};
    let forward: ((command: SocketCommand) => void) | null = null;
    receive((command) => {
      if (forward) forward(command);
      // Before the code has arrived a reconnect asks for what is already under way: the first connection.
      else if (!loading) start();
    });
    const start = () => {
      load().then(
        (link) => {
          if (stopped) return;
          stop = link.run({
            sendBack,
            receive: (listener) => {
              forward = listener;
            },
          });
        },
        // The code could not be fetched (offline): a link that is down; the chart's next
        // `socket.reconnect` tries again.
        () => {
          if (!stopped) sendBack({ type: 'socket.disconnected', serverClosed: false });
        },
      );
    };
    start();
    return () => {
      stopped = true;
      stop();
    };
  });

  return {
    actor,
    emitSendMessage: async (payload: SendMessagePayload, signal: AbortSignal): Promise<SendMessageAck> =>
      (await load()).emitSendMessage(payload, signal),
  };
}
