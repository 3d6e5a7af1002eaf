/**
 * The outbox chart as the chats area runs it (issue 24 item 3): its queue read from and kept in
 * the encrypted local store (`ChatHistory.readOutbox` / `writeOutbox`, behind the store's one
 * write lock like every other write), and its texts sent on the root's socket.
 */
import { fromPromise } from 'xstate';
import type { ChatHistory } from '../../../services/storage/chatHistory.ts';
import { type OutgoingMessageDeps, outgoingMessageActors } from '../outgoingMessage/outgoingMessage.actors.ts';
import { outgoingMessageMachine } from '../outgoingMessage/outgoingMessage.machine.ts';
import { outboxMachine } from './outbox.machine.ts';
import type { OutboxContext, QueuedText } from './types.ts';

export function outboxOf(outgoing: OutgoingMessageDeps, history: Pick<ChatHistory, 'readOutbox' | 'writeOutbox'>) {
  return outboxMachine.provide({
    actors: {
      readOutbox: fromPromise<QueuedText[], void>(() => history.readOutbox()),
      outgoingMessage: outgoingMessageMachine.provide({ actors: outgoingMessageActors(outgoing) }),
    },
    actions: {
      // Asked at once after every change, so the store's lock keeps the order of the changes.
      persist: ({ context }: { context: OutboxContext }) => void history.writeOutbox(context.queue),
    },
  });
}
