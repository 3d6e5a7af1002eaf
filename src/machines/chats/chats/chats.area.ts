/**
 * The chats area as the root starts it (`../app/areas.ts`): the chats chart with its services.
 * Loaded with the first login, in its own chunk with the conversation and outgoing-message charts.
 */
import type { AreaFactory } from '../../shared/area.ts';
import { chatsActors } from './chats.actors.ts';
import { chatsMachine } from './chats.machine.ts';
import type { ChatsContext } from './types.ts';

export const chatsArea = (({ api, socket, history }) =>
  chatsMachine.provide({
    actors: chatsActors(api, { emitSendMessage: socket.emitSendMessage }, history),
    // spec 1 §4 Deleting: a deleted conversation also leaves local storage.
    actions: {
      forgetConversation: (_: unknown, params: { key: string }) => void history.remove(params.key),
      // issue 26 item 1: messages deleted in another tab leave the kept history of a chat not open here.
      forgetMessages: (_: unknown, params: { key: string; smsIds: string[] }) => {
        const gone = new Set(params.smsIds);
        void history.update(params.key, (kept) => kept.filter((message) => !gone.has(message.smsId)));
      },
      // The message boxes' unsent text survives a reload (docs/chats-views.md 'Drafts').
      persistDrafts: ({ context }: { context: ChatsContext }) => void history.writeDrafts(context.composerDrafts),
    },
  })) satisfies AreaFactory;
