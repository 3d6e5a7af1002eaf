/**
 * The chats chart's injected actors, built from the API, the socket and the local history:
 * `chatsMachine.provide({ actors: chatsActors(api, outgoingDeps, history) })`.
 */
import { fromPromise } from 'xstate';
import { MESSAGING_LIMITS } from '../../../services/api/contract/messaging.ts';
import type { Api } from '../../../services/api/createApi.ts';
import { parseConversationKey } from '../../../services/chats/conversationKey.ts';
import { mergeMessages } from '../../../services/chats/merge.ts';
import { messageFromDialog } from '../../../services/chats/message.ts';
import { formatYearMonth, recentMonths, yearMonthOf } from '../../../services/chats/months.ts';
import { refetchPlan } from '../../../services/chats/refetchPlan.ts';
import { MESSAGE_STATUS } from '../../../services/chats/types.ts';
import { nextFrame } from '../../../services/device/nextFrame.ts';
import type { ChatHistory } from '../../../services/storage/chatHistory.ts';
import { chatSearchActors } from '../chatSearch/chatSearch.actors.ts';
import { chatSearchMachine } from '../chatSearch/chatSearch.machine.ts';
import { conversationActions, conversationActors } from '../conversation/conversation.actors.ts';
import { conversationMachine } from '../conversation/conversation.machine.ts';
import { outboxOf } from '../outbox/outbox.actors.ts';
import type { OutgoingMessageDeps } from '../outgoingMessage/outgoingMessage.actors.ts';
import type {
  ChatChangesResult,
  ChatListResult,
  DeleteConversationRequest,
  DeleteConversationResult,
  MarkReadsRequest,
  MarkReadsResult,
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
  | 'markChatRead'
  | 'speechToText'
  | 'getMessagePrice'
  | 'searchChats'
>;

/**
 * spec 1 §4 Start-up refetch: the month check (a change reloads billing), then the newest
 * conversations' recent months — one dialog page per month unit — merged into what is kept.
 */
export async function refetchRecent(
  api: Pick<Api, 'getDialogList'>,
  history: Pick<ChatHistory, 'update' | 'takeMonthChange'>,
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
      // issue 26 item 1 (spec 1 §7: the server is the truth): a month the server answered whole
      // replaces what is kept of it — a message deleted elsewhere goes — but what it cannot hold
      // yet (an unsent failure, a send on its way) stays.
      const whole = new Set(
        recentMonths(now, months)
          .filter((_, index) => {
            const page = pages[index];
            return page?.ok === true && page.data.nextStartTime === null;
          })
          .map(formatYearMonth),
      );
      const held = new Set(fetched.map((message) => message.smsId));
      await history.update(key, (kept) => {
        const stale = kept.filter(
          (message) =>
            whole.has(formatYearMonth(yearMonthOf(message.date))) &&
            !held.has(message.smsId) &&
            message.unsent !== true &&
            message.status !== MESSAGE_STATUS.sending,
        );
        if (fetched.length === 0 && stale.length === 0) return null;
        const gone = new Set(stale.map((message) => message.smsId));
        return mergeMessages(
          kept.filter((message) => !gone.has(message.smsId)),
          fetched,
        );
      });
    }),
  );
  return { monthChanged };
}

/**
 * issue 22 item 4: each conversation's read marker goes to the server. A mark that could not reach
 * it (the network) is answered back to be sent again; one the server refused is not (it was
 * routed once by the API layer).
 */
export async function markChatsRead(
  api: Pick<Api, 'markChatRead'>,
  { marks }: MarkReadsRequest,
  signal: AbortSignal,
): Promise<MarkReadsResult> {
  const retry: Record<string, number> = {};
  await Promise.all(
    Object.entries(marks).map(async ([key, date]) => {
      const parties = parseConversationKey(key);
      if (!parties) return;
      const result = await api.markChatRead({ ...parties, date }, { signal });
      if (!result.ok && result.reason === 'network') retry[key] = date;
    }),
  );
  return { retry };
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
      const { isTollFreeFullNumber } = await import('../../../services/chats/tollFree.ts');
      return { tollFree: isTollFreeFullNumber(input.otherFullNumber) };
    }),
    markChatsRead: fromPromise<MarkReadsResult, MarkReadsRequest>(({ input, signal }) =>
      markChatsRead(api, input, signal),
    ),
    refetchRecent: fromPromise<RefetchResult, RefetchRequest>(({ input, signal }) =>
      refetchRecent(api, history, input, signal),
    ),
    nextFrame: fromPromise<void, void>(({ signal }) => nextFrame(signal)),
    readComposerDrafts: fromPromise<Record<string, string>, void>(() => history.readDrafts()),
    chatSearch: chatSearchMachine.provide({ actors: chatSearchActors(api) }),
    conversation: conversationMachine.provide({
      actors: conversationActors(api, outgoing, history),
      actions: conversationActions(history),
    }),
    outbox: outboxOf(outgoing, history),
  };
}
