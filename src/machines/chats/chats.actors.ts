/**
 * The chats chart's injected actors, built from the API and the socket:
 * `chatsMachine.provide({ actors: chatsActors(api, outgoingDeps) })`.
 */
import { fromPromise } from 'xstate';
import { MESSAGING_LIMITS } from '../../services/api/contract/messaging.ts';
import type { Api } from '../../services/api/createApi.ts';
import { conversationActors } from '../conversation/conversation.actors.ts';
import { conversationMachine } from '../conversation/conversation.machine.ts';
import type { OutgoingMessageDeps } from '../outgoingMessage/outgoingMessage.actors.ts';
import type {
  ChatChangesResult,
  ChatListResult,
  DeleteConversationRequest,
  DeleteConversationResult,
  MyNumbersResult,
} from './types.ts';

export type ChatsApi = Pick<Api, 'getChatList' | 'getChatListByDate' | 'getMyNumbers' | 'getDialogList' | 'delSms'>;

export function chatsActors(api: ChatsApi, outgoing: OutgoingMessageDeps) {
  return {
    loadChatList: fromPromise<ChatListResult, void>(({ signal }) =>
      api.getChatList({ months: MESSAGING_LIMITS.chatListMonths }, { signal }),
    ),
    loadChatChanges: fromPromise<ChatChangesResult, { since: number }>(({ input, signal }) =>
      api.getChatListByDate({ since: input.since }, { signal }),
    ),
    loadMyNumbers: fromPromise<MyNumbersResult, void>(({ signal }) => api.getMyNumbers({}, { signal })),
    deleteConversation: fromPromise<DeleteConversationResult, DeleteConversationRequest>(({ input, signal }) =>
      api.delSms({ from: input.ownFullNumber, to: input.otherFullNumber }, { signal }),
    ),
    conversation: conversationMachine.provide({ actors: conversationActors(api, outgoing) }),
  };
}
