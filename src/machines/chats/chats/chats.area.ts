/**
 * The chats area as the root starts it (`../app/areas.ts`): the chats chart with its services.
 * Loaded with the first login, in its own chunk with the conversation and outgoing-message charts.
 */
import { appendMessages } from '../../../services/chats/merge.ts';
import type { AreaFactory } from '../../shared/area.ts';
import type { OutgoingMessageOutput } from '../outgoingMessage/types.ts';
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
      // issue 24 item 3: a queued text of a chat not open went: its kept copy takes the outcome
      // (a failure then shows with Retry and Delete). Only a copy still kept is changed.
      keepQueuedOutcome: (_: unknown, params: { key: string; output: OutgoingMessageOutput }) => {
        const { output } = params;
        if (output.outcome !== 'sent' && output.outcome !== 'failed') return;
        void history.update(params.key, (kept) =>
          kept.some((message) => message.smsId === output.message.smsId)
            ? appendMessages(kept, [output.message])
            : null,
        );
      },
      // The message boxes' unsent text survives a reload (docs/chats-views.md 'Drafts').
      persistDrafts: ({ context }: { context: ChatsContext }) => void history.writeDrafts(context.composerDrafts),
    },
  })) satisfies AreaFactory;
