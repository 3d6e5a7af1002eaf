/**
 * The chats chart's injected actors, built from the API, the socket and the local history:
 * `chatsMachine.provide({ actors: chatsActors(api, outgoingDeps, history) })`.
 */
import { fromPromise } from 'xstate';
import { MESSAGING_LIMITS } from '../../services/api/contract/messaging.ts';
import type { Api } from '../../services/api/createApi.ts';
import { mergeMessages } from '../../services/chats/merge.ts';
import { messageFromDialog } from '../../services/chats/message.ts';
import { formatYearMonth, recentMonths } from '../../services/chats/months.ts';
import { refetchPlan } from '../../services/chats/refetchPlan.ts';
import { nextFrame } from '../../services/device/nextFrame.ts';
import type { ChatHistory } from '../../services/storage/chatHistory.ts';
import { conversationActions, conversationActors } from '../conversation/conversation.actors.ts';
import { conversationMachine } from '../conversation/conversation.machine.ts';
import type { OutgoingMessageDeps } from '../outgoingMessage/outgoingMessage.actors.ts';
import type {
  ChatChangesResult,
  ChatListResult,
  DeleteConversationRequest,
  DeleteConversationResult,
  MyNumbersResult,
  RecipientCheck,
  RefetchRequest,
  RefetchResult,
} from './types.ts';

export type ChatsApi = Pick<
  Api,
  | 'getChatList'
  | 'getChatListByDate'
  | 'getVirtualPhoneList'
  | 'getDialogList'
  | 'delSms'
  | 'speechToText'
  | 'getMessagePrice'
>;

/**
 * spec 1 §4 Start-up refetch: the month check (a change reloads billing), then the newest
 * conversations' recent months — one dialog page per month unit — merged into what is kept.
 */
export async function refetchRecent(
  api: Pick<Api, 'getDialogList'>,
  history: Pick<ChatHistory, 'read' | 'write' | 'takeMonthChange'>,
  { list }: RefetchRequest,
  signal: AbortSignal,
  now = Date.now(),
): Promise<RefetchResult> {
  const monthChanged = await history.takeMonthChange(now);
  await Promise.all(
    refetchPlan(list, now).map(async ({ key, item, months }) => {
      const pages = await Promise.all(
        recentMonths(now, months).map((month) =>
          api.getDialogList(
            {
              ownFullNumber: item.ownFullNumber,
              otherFullNumber: item.otherFullNumber,
              pageSize: MESSAGING_LIMITS.dialogPageSize,
              ym: formatYearMonth(month),
            },
            { signal },
          ),
        ),
      );
      const fetched = pages.flatMap((page) => (page.ok ? page.data.dialogList.map(messageFromDialog) : []));
      if (fetched.length > 0) await history.write(key, mergeMessages(await history.read(key), fetched));
    }),
  );
  return { monthChanged };
}

export function chatsActors(api: ChatsApi, outgoing: OutgoingMessageDeps, history: ChatHistory) {
  return {
    loadChatList: fromPromise<ChatListResult, void>(async ({ signal }) => {
      const result = await api.getChatList({ months: MESSAGING_LIMITS.chatListMonths }, { signal });
      if (result.ok) {
        void history.writeChatList(result.data);
        return result;
      }
      // issue 24 item 2: without a network the list last loaded on this device is shown (the tab
      // bar says 'Offline'); back online, the reconnect reads the list again (spec 1 §4).
      if (result.reason === 'network') {
        const kept = await history.readChatList();
        if (kept) return { ok: true, data: kept };
      }
      return result;
    }),
    loadChatChanges: fromPromise<ChatChangesResult, { since: number }>(({ input, signal }) =>
      api.getChatListByDate({ since: input.since }, { signal }),
    ),
    loadMyNumbers: fromPromise<MyNumbersResult, void>(({ signal }) => api.getVirtualPhoneList({}, { signal })),
    deleteConversation: fromPromise<DeleteConversationResult, DeleteConversationRequest>(({ input, signal }) =>
      api.delSms({ from: input.ownFullNumber, to: input.otherFullNumber }, { signal }),
    ),
    // The number-type metadata is big: loaded when a chat is first started.
    isTollFreeRecipient: fromPromise<{ tollFree: boolean }, RecipientCheck>(async ({ input }) => {
      const { isTollFreeFullNumber } = await import('../../services/chats/tollFree.ts');
      return { tollFree: isTollFreeFullNumber(input.otherFullNumber) };
    }),
    refetchRecent: fromPromise<RefetchResult, RefetchRequest>(({ input, signal }) =>
      refetchRecent(api, history, input, signal),
    ),
    nextFrame: fromPromise<void, void>(({ signal }) => nextFrame(signal)),
    conversation: conversationMachine.provide({
      actors: conversationActors(api, outgoing, history),
      actions: conversationActions(history),
    }),
  };
}
