/**
 * The chats tab (spec 1 §2 Chats tab, §4 Incoming messages, Unread count, Deleting, §7
 * getChatList, getChatListByDate, getVirtualPhoneList, delSms). Parallel regions:
 *
 * - `list`: the chat list for 4 months (getChatList), then only what changed since its syncTime
 *   (getChatListByDate) on `chats.refresh` — after a reconnect or a deletion. Rows are merged by
 *   conversation key (`mergeChatList`), so nothing shows twice and a late answer never moves a
 *   conversation back in time. A tombstone of a row shown here (deleted while this tab was away)
 *   is handled as a live `messagesDeleted` of the whole conversation.
 * - `numbers`: the user's own numbers (getVirtualPhoneList, the numbers area's list): the From picker
 *   and each number's type.
 * - `chat`: none, drafting, starting, or open — an open chat runs the `conversation` chart as the
 *   child `conversation` at once, and is marked read after the 300 ms debounce of spec 1 §4.
 * - `page`: focused or not; `scroll`: within 200 px of the bottom or not. A chat counts as read
 *   when it is open, the page focused and the view near the bottom (spec 1 §4).
 * - `deletion`: deleting a whole conversation after the confirmation overlay.
 * - `search` (the invoked child `chatSearch`, issue 22 item 5): the search box over the list; a
 *   chosen hit comes back as `search.show`, which opens its conversation at its message.
 * - `arrivals`: socket messages are applied together at an animation frame, at most one frame per
 *   400 ms (issue 8 item 23: a burst costs one list merge and one conversation update per frame,
 *   not per message). The read rule,
 *   unread counts and notifications are decided as each message arrives; its row and its place in
 *   the open conversation wait for the frame (`nextFrame`, injected: the browser's animation frame).
 *
 * - `outbox` (the invoked child, issue 24 item 3): texts written while the connection is down wait
 *   there (kept encrypted) and go one after another when it is back; the open conversation shows
 *   them ('Waiting to send') and their outcome, and a chat not open has its kept history updated.
 *
 * - `readMarkers`: what this tab read goes to the server as read markers (issue 22 item 4), at most
 *   one batch per second, so the badges survive a reload and every other tab and device clears them.
 *
 * Unread counts are per conversation key; the total goes to the parent as `unread.total` (the
 * title) whenever it changes. The server keeps them (issue 22 item 4): the chat listings answer
 * each conversation's count, which replaces this tab's, and a conversation read anywhere on the
 * account comes as `chat.readElsewhere` with its count after the marker.
 */
import { and, assign, enqueueActions, fromPromise, raise, sendTo, setup, stateIn } from 'xstate';
import type {
  ChatListEntry,
  ChatListItem,
  ChatMessageEvent,
  ChatReadEvent,
  MessagesDeletedEvent,
} from '../../../services/api/contract/messaging.ts';
import { conversationKey, conversationKeyOf, parseConversationKey } from '../../../services/chats/conversationKey.ts';
import { mergeChatList, removeConversation, removedByTombstones } from '../../../services/chats/merge.ts';
import { type ChatMessage, messageFromEvent } from '../../../services/chats/message.ts';
import { newChatTarget, senderFor } from '../../../services/chats/newChat.ts';
import { bareTelCode } from '../../../services/chats/recipientNumber.ts';
import { MESSAGE_STATUS } from '../../../services/chats/types.ts';
import { currentPhoneFormat } from '../../../services/phone/phoneFormat.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { chatSearchMachine } from '../chatSearch/chatSearch.machine.ts';
import { conversationMachine } from '../conversation/conversation.machine.ts';
import { outboxMachine } from '../outbox/outbox.machine.ts';
import type { QueuedText } from '../outbox/types.ts';
import type { OutgoingMessageOutput } from '../outgoingMessage/types.ts';
import { type DraftPick, EMPTY_DRAFT, startOfDraft } from './draft.ts';
import { chatListItemOf, conversationKeyOfEvent } from './listItem.ts';
import type {
  ChatChangesResult,
  ChatListResult,
  ChatsContext,
  ChatsEvent,
  ChatsInput,
  DeleteConversationRequest,
  DeleteConversationResult,
  MarkReadsRequest,
  MarkReadsResult,
  MessageFocus,
  MyNumbersResult,
  RecipientCheck,
  RefetchRequest,
  RefetchResult,
} from './types.ts';

/**
 * spec 1 §4 Unread count: switching chats is debounced by 300 ms. decision: the debounce holds
 * back only the read-marking (issue 8 item 21): a chat opens and fetches at once, and counts as
 * read once it stayed chosen for 300 ms, so paging through the list does not mark every chat read.
 */
export const CHAT_SWITCH_MS = 300;

/** The open chat stayed chosen for 300 ms: it can count as read (spec 1 §4). */
const READ = { chat: { open: 'read' } } as const;
const OPENING = { chat: { open: 'opening' } } as const;

/** The conversation key a `messagesDeleted` names. */
function keyOfDeletion(event: { deleted: MessagesDeletedEvent }): string {
  return conversationKey(event.deleted.ownFullNumber, event.deleted.otherFullNumber);
}

/**
 * decision (issue 22 item 4): read markers go to the server at most once per second. A person
 * reading a burst at the bottom reads every message as it arrives; one request per message would
 * be hundreds, one per second is the same truth a moment later.
 */
export const READ_MARK_REST_MS = 1000;

export function unreadTotal(unread: Readonly<Record<string, number>>): number {
  return Object.values(unread).reduce((sum, count) => sum + count, 0);
}

function withoutKey<T>(byKey: Readonly<Record<string, T>>, key: string | null): Record<string, T> {
  if (key === null || !(key in byKey)) return { ...byKey };
  const { [key]: _cleared, ...rest } = byKey;
  return rest;
}

/** A settled own send moves its conversation's row to the top (spec 1 §4 Outgoing message status). */
function touchRow(list: readonly ChatListItem[], key: string, output: OutgoingMessageOutput): ChatListItem[] {
  if (output.outcome !== 'sent') return [...list];
  const row = list.find((item) => conversationKeyOf(item) === key);
  if (!row) return [...list];
  const { message } = output;
  return mergeChatList(list, [
    {
      ...row,
      date: message.date,
      text: message.text,
      media: message.media,
      type: message.type,
      smsId: message.smsId,
      direction: message.direction,
      status: 0,
    },
  ]);
}

type Failure = { retcode: number; retmsg: string };

/** The date of the newest message this tab knows of in a conversation (its row, or a queued arrival). */
function newestDateOf(context: ChatsContext, key: string): number | null {
  const row = context.list.find((item) => conversationKeyOf(item) === key);
  const dates = context.arrivals
    .filter((message) => conversationKeyOfEvent(message) === key)
    .map((message) => message.time);
  if (row) dates.push(row.date);
  return dates.length > 0 ? Math.max(...dates) : null;
}

/** A read marker to send: the later of the one waiting for this conversation and `date`. */
function withMark(marks: Readonly<Record<string, number>>, key: string, date: number): Record<string, number> {
  return { ...marks, [key]: Math.max(marks[key] ?? date, date) };
}

/** The most counted arrivals kept per conversation (the badge shows 99+ beyond 99). */
const COUNTED_ARRIVALS_MAX = 100;

/**
 * The server's unread counts of listed rows replace this tab's (issue 22 item 4); rows without one
 * keep it. A message this tab counted that is newer than the listing (its date after the answer's
 * `syncTime`: it committed after the listing was read) is not in the server's count, so it is
 * added; older ones are in it and are forgotten.
 */
function withServerCounts(
  context: Pick<ChatsContext, 'unread' | 'countedArrivals'>,
  rows: readonly ChatListEntry[],
  syncTime: number,
): Pick<ChatsContext, 'unread' | 'countedArrivals'> {
  let unread: Record<string, number> = { ...context.unread };
  let countedArrivals: Record<string, number[]> = { ...context.countedArrivals };
  for (const row of rows) {
    if (row.deleted || row.unread === undefined) continue;
    const key = conversationKeyOf(row);
    const later = (countedArrivals[key] ?? []).filter((date) => date > syncTime);
    const count = row.unread + later.length;
    unread = count > 0 ? { ...unread, [key]: count } : withoutKey(unread, key);
    countedArrivals = later.length > 0 ? { ...countedArrivals, [key]: later } : withoutKey(countedArrivals, key);
  }
  return { unread, countedArrivals };
}

/** The arrivals of the chat whose conversation is open, as its messages. */
function arrivalsFor(context: ChatsContext): ChatMessage[] {
  return context.arrivals
    .filter((message) => conversationKeyOfEvent(message) === context.chosenKey)
    .map(messageFromEvent);
}

/**
 * decision: after a frame that applied arrivals, the next waits at least this long (issue 8 item
 * 23). A burst is then drawn a few times a second, each time with every message since, instead of
 * once per message; the newest still shows well within the 1 s the issue allows. A message after
 * a quiet spell is applied at the next frame, as before.
 */
export const ARRIVALS_REST_MS = 400;

/** The arrivals' frame came (or could not be waited for): the same is applied either way. */
const applyFrame = () =>
  [
    {
      guard: and([stateIn({ chat: 'open' }), 'hasArrivalsForOpenChat']),
      target: 'resting',
      actions: ['forwardArrivals', 'applyArrivals'],
    },
    { target: 'resting', actions: 'applyArrivals' },
  ] as const;

type ChatStart = { otherTelCode: string; typed: string; ownFullNumber?: string };

/** The own number a `chat.start` sends from and what its typed number makes (null: no own number). */
function newChatOf(context: ChatsContext, start: ChatStart) {
  const own = senderFor(context.numbers, start.otherTelCode, start.ownFullNumber);
  return { own, target: own ? newChatTarget(own, start.otherTelCode, start.typed) : null };
}

/** The conversation an event names by its two numbers (an outbox message, a conversation found emptied). */
function keyOfParties({ event }: { event: { ownFullNumber: string; otherFullNumber: string } }): { key: string } {
  return { key: conversationKey(event.ownFullNumber, event.otherFullNumber) };
}

export const chatsMachine = setup({
  types: {
    context: {} as ChatsContext,
    events: {} as ChatsEvent,
    input: {} as ChatsInput,
    tags: {} as 'loadingList' | 'deleting',
  },
  actors: {
    /** GET /getChatList (months 4). */
    loadChatList: notProvided<ChatListResult, void>('loadChatList'),
    /** GET /getChatListByDate since the last syncTime. */
    loadChatChanges: notProvided<ChatChangesResult, { since: number }>('loadChatChanges'),
    /** GET /getVirtualPhoneList (spec 3 §7): the From picker and the ownership checks. */
    loadMyNumbers: notProvided<MyNumbersResult, void>('loadMyNumbers'),
    /** DELETE /delSms of a whole conversation (from the own number, to the other). */
    deleteConversation: notProvided<DeleteConversationResult, DeleteConversationRequest>('deleteConversation'),
    /** spec 1 §5 Sending: toll-free destinations are not supported (true when the recipient is one). */
    isTollFreeRecipient: notProvided<{ tollFree: boolean }, RecipientCheck>('isTollFreeRecipient'),
    /** POST /markChatRead per conversation (issue 22 item 4); answers the marks to try again (network failures). */
    markChatsRead: notProvided<MarkReadsResult, MarkReadsRequest>('markChatsRead'),
    /** spec 1 §4 Start-up refetch: the newest conversations' recent months into the local history. */
    refetchRecent: notProvided<RefetchResult, RefetchRequest>('refetchRecent'),
    /**
     * Settles when the next frame is about to be drawn (the browser provides `requestAnimationFrame`,
     * `chatsActors`). decision: without a screen (a test, a root that provides none) the arrivals of
     * one task are applied together right after it.
     */
    nextFrame: fromPromise<void, void>(async () => {}),
    /**
     * The composer drafts kept across reloads (the encrypted local store, `chats.area.ts`).
     * decision: without a store (a test, a root that provides none) there is nothing to restore.
     */
    readComposerDrafts: fromPromise<Record<string, string>, void>(async () => ({})),
    conversation: conversationMachine,
    /** The search box over the chat list (issue 22 item 5). */
    chatSearch: chatSearchMachine,
    /** Texts written while the connection is down (issue 24 item 3). */
    outbox: outboxMachine,
  },
  actions: {
    // Rows the socket brought while the list loaded stay (the merge keeps the newer of two).
    applyList: assign(({ context }, result: ChatListResult) =>
      result.ok
        ? {
            list: mergeChatList(context.list, result.data.chatList),
            syncTime: result.data.syncTime,
            ...withServerCounts(context, result.data.chatList, result.data.syncTime),
          }
        : {},
    ),
    applyChanges: assign(({ context }, result: ChatChangesResult) =>
      result.ok
        ? {
            list: mergeChatList<ChatListItem>(context.list, result.data.chatList),
            syncTime: result.data.syncTime,
            ...withServerCounts(context, result.data.chatList, result.data.syncTime),
          }
        : {},
    ),
    /**
     * issue 26 item 1: a conversation deleted elsewhere while this tab's socket was down (offline,
     * or the socket cut) reached no `messagesDeleted` here; the reconnect's listing answers its
     * tombstone instead. Each tombstone that takes a row of this tab's list away is handled as that
     * event is (`messages.deletedElsewhere` with no smsIds, the one path): the open pane closes,
     * the kept history, the counts and the draft go. One older than a message still waiting for
     * its frame here (news since: the row comes back with it) removes nothing. Before `applyChanges`,
     * which merges the tombstones into the list.
     */
    raiseTombstoneDeletions: enqueueActions(({ context, enqueue }, result: ChatChangesResult) => {
      if (!result.ok) return;
      for (const tombstone of removedByTombstones(context.list, result.data.chatList)) {
        const { ownFullNumber, otherFullNumber, date } = tombstone;
        if ((newestDateOf(context, conversationKey(ownFullNumber, otherFullNumber)) ?? date) > date) continue;
        enqueue.raise({
          type: 'messages.deletedElsewhere',
          deleted: { ownFullNumber, otherFullNumber, smsIds: null },
        });
      }
    }),
    /** issue 26 item 1: a conversation found deleted is handled as a live `messagesDeleted` of it. */
    raiseDeletionOfConversation: raise((_, parties: { ownFullNumber: string; otherFullNumber: string }) => ({
      type: 'messages.deletedElsewhere' as const,
      deleted: { ownFullNumber: parties.ownFullNumber, otherFullNumber: parties.otherFullNumber, smsIds: null },
    })),
    /** The server's counts are in: the open chat, read here, stays read (and is marked so again). */
    settleUnread: raise({ type: 'unread.settle' } as const),
    applyNumbers: assign((_, result: MyNumbersResult) =>
      result.ok ? { numbers: result.data.virtualPhones, numbersKnown: true } : {},
    ),
    chooseChat: assign((_, params: { key: string }) => ({ chosenKey: params.key })),
    /** A search hit's message: the conversation about to open starts there (`chooseOpenParties`). */
    storeFocus: assign((_, params: { focus?: MessageFocus }) => ({ focus: params.focus ?? null })),
    forgetFocus: assign({ focus: null }),
    /** A search hit of the chat already open: it goes to that message (older pages load if needed). */
    focusConversation: enqueueActions(({ enqueue }, params: { focus?: MessageFocus }) => {
      const { focus } = params;
      if (focus) enqueue.sendTo('conversation', { type: 'conversation.focus' as const, ...focus });
    }),
    /** A new chat's recipient passed the rules (spec 1 §5); its toll-free check runs next. */
    storeStartingKey: assign(({ context }, params: ChatStart) => {
      const { target } = newChatOf(context, params);
      return { startingKey: target?.ok ? target.key : null };
    }),
    openStartedChat: assign(({ context }) => ({ chosenKey: context.startingKey, startingKey: null })),
    forgetStartingKey: assign({ startingKey: null }),
    clearDraft: assign({ draft: EMPTY_DRAFT }),
    changeDraft: assign(({ context }, change: { telCode?: string; typed?: string; ownFullNumber?: string }) => ({
      draft: {
        telCode: change.telCode ?? context.draft.telCode,
        typed: change.typed ?? context.draft.typed,
        ownFullNumber: change.ownFullNumber ?? context.draft.ownFullNumber,
      },
    })),
    /** A picked suggestion reads as typed; the draft then starts (`chat.start`). */
    submitDraft: enqueueActions(({ context, enqueue }, params: { pick?: DraftPick }) => {
      if (params.pick) enqueue.assign({ draft: { ...context.draft, typed: params.pick.shown } });
      enqueue.raise(startOfDraft(context.draft, context.numbers, params.pick));
    }),
    /** spec 1 §5, §8: why the typed number cannot be a chat (the snackbar). */
    refuseStart: ({ context, system }, params: ChatStart) => {
      const { own, target } = newChatOf(context, params);
      if (!own || !target || target.ok) return;
      const notice =
        target.reason === 'wrongRegion'
          ? {
              messageKey: 'chats.wrongRegion' as const,
              values: {
                ownNumber: currentPhoneFormat().full(own.fullNumber, own.telCode),
                otherTelCode: bareTelCode(params.otherTelCode),
              },
            }
          : { messageKey: 'error.cannotSendToNumber' as const };
      tell(system, SYSTEM_ID.overlays, { type: 'snackbar.show', notice, tone: 'error' });
    },
    refuseTollFree: ({ system }) =>
      tell(system, SYSTEM_ID.overlays, { type: 'alert.show', notice: { messageKey: 'error.tollFreeNotSupported' } }),
    storeBalance: assign((_, params: { balance: string }) => ({ balance: params.balance })),
    forwardBalance: sendTo('conversation', (_, params: { balance: string }) => ({
      type: 'account.balance' as const,
      balance: params.balance,
    })),
    /** spec 1 §4: a month change triggers a billing reload (the root refreshes the balance). */
    announceMonthChange: ({ system }, result: RefetchResult) => {
      if (result.monthChanged) tell(system, SYSTEM_ID.app, { type: 'balance.refresh' });
    },
    forgetChat: assign({ chosenKey: null }),
    /** The open chat's unsent text, kept per conversation (an empty box keeps nothing). */
    keepComposerDraft: assign(({ context }, params: { text: string }) => {
      const others = withoutKey(context.composerDrafts, context.chosenKey);
      return {
        composerDrafts:
          params.text === '' || context.chosenKey === null ? others : { ...others, [context.chosenKey]: params.text },
      };
    }),
    /**
     * Keeps the drafts in the encrypted local store after every change, so a reload keeps them
     * (provided by `chats.area.ts` with the history); by default nothing is kept.
     */
    persistDrafts: (_args) => {},
    /** Drafts kept before the reload; what was typed since the start wins over a kept copy. */
    restoreDrafts: assign(({ context }, kept: Record<string, string>) => ({
      composerDrafts: { ...kept, ...context.composerDrafts },
    })),
    logDraftsReadFailure: ({ event }) => console.warn('chats: the kept drafts could not be read', event),
    /**
     * spec 1 §4 Outgoing message status, §8: a failure that arrives on the `message` echo (a
     * carrier refusal after the send was stored, a send of another tab) shows the server's
     * message like a refused acknowledgement — through the one failure route, so the silent and
     * captcha-open rules hold. A send of this tab still waiting for its acknowledgement is left to
     * it (the acknowledgement carries the same failure), so it is not said twice; so is a text of
     * the outbox on its way.
     */
    alertLateFailure: ({ self, system }, params: { message: ChatMessageEvent }) => {
      const { status, retmsg, smsId } = params.message;
      if (status === undefined || status === MESSAGE_STATUS.sent) return;
      const { conversation: open, outbox } = self.getSnapshot().children;
      if (open?.getSnapshot().context.pending.includes(smsId)) return;
      // A text of the outbox on its way is the outbox's send: its acknowledgement says it (issue 24 item 3).
      if (outbox?.getSnapshot().context.queue.some((text: QueuedText) => text.smsId === smsId)) return;
      tell(system, SYSTEM_ID.overlays, {
        type: 'failure.route',
        endpoint: 'sendMessage',
        retcode: status,
        retmsg: retmsg ?? '',
      });
    },
    /**
     * issue 22 item 4: the open chat is read (spec 1 §4) and had unread messages: its marker goes to
     * the server, up to the newest message this tab knows of in it. Before `clearOpenUnread`.
     */
    markOpenRead: assign(({ context }) => {
      const key = context.chosenKey;
      const date = key === null ? null : newestDateOf(context, key);
      if (key === null || date === null || (context.unread[key] ?? 0) === 0) return {};
      return { pendingReads: withMark(context.pendingReads, key, date) };
    }),
    /** issue 22 item 4: an incoming message read as it arrived (open, in front, at the bottom) is marked read. */
    markArrivalRead: assign(({ context }, params: { message: ChatMessageEvent }) => ({
      pendingReads: withMark(context.pendingReads, conversationKeyOfEvent(params.message), params.message.time),
    })),
    /** The marks waiting go out in one batch; the next wait for it and the rest after it. */
    takePendingReads: assign(({ context }) => ({ sendingReads: context.pendingReads, pendingReads: {} })),
    /** Marks that could not reach the server go again with the next batch (a later one for the same chat wins). */
    requeueReads: assign(({ context }, result: MarkReadsResult) => {
      let pendingReads = { ...context.pendingReads };
      for (const [key, date] of Object.entries(result.retry)) pendingReads = withMark(pendingReads, key, date);
      return { pendingReads, sendingReads: {} };
    }),
    forgetSendingReads: assign({ sendingReads: {} }),
    /**
     * issue 22 item 4: a conversation was read up to a date (in another tab or device, or this one):
     * its count becomes the server's count after the marker, and the title follows.
     */
    applyReadMarker: assign(({ context }, params: { marker: ChatReadEvent }) => {
      const key = conversationKey(params.marker.ownFullNumber, params.marker.otherFullNumber);
      return {
        unread:
          params.marker.unread > 0
            ? { ...context.unread, [key]: params.marker.unread }
            : withoutKey(context.unread, key),
        countedArrivals: withoutKey(context.countedArrivals, key),
      };
    }),
    /** spec 1 §4 Unread count: cleared when the chat is opened or the input focused. */
    clearOpenUnread: assign(({ context }) => ({
      unread: withoutKey(context.unread, context.chosenKey),
      countedArrivals: withoutKey(context.countedArrivals, context.chosenKey),
    })),
    /** spec 1 §4 Incoming messages: an incoming message raises its conversation's count unless read. */
    countUnread: assign(({ context }, params: { message: ChatMessageEvent }) => {
      const key = conversationKeyOfEvent(params.message);
      const counted = [...(context.countedArrivals[key] ?? []), params.message.time].slice(-COUNTED_ARRIVALS_MAX);
      return {
        unread: { ...context.unread, [key]: (context.unread[key] ?? 0) + 1 },
        countedArrivals: { ...context.countedArrivals, [key]: counted },
      };
    }),
    queueArrival: assign(({ context }, params: { message: ChatMessageEvent }) => ({
      arrivals: [...context.arrivals, params.message],
    })),
    /** The rows of the frame's arrivals, merged into the list in one go. */
    applyArrivals: assign(({ context }) => ({
      list: mergeChatList(context.list, context.arrivals.map(chatListItemOf)),
      arrivals: [],
    })),
    /** The open conversation gets its arrivals of the frame as one batch. */
    forwardArrivals: sendTo('conversation', ({ context }) => ({
      type: 'messages.received' as const,
      messages: arrivalsFor(context),
    })),
    notifyMessage: ({ system }, params: { message: ChatMessageEvent }) =>
      tell(system, SYSTEM_ID.app, { type: 'message.notify', message: params.message }),
    reportUnreadTotal: ({ context, system }) =>
      tell(system, SYSTEM_ID.app, { type: 'unread.total', count: unreadTotal(context.unread) }),
    storeNearBottom: assign((_, params: { nearBottom: boolean }) => ({ nearBottom: params.nearBottom })),
    markConnected: assign({ connected: true }),
    markDisconnected: assign({ connected: false }),
    // ── the outbox (issue 24 item 3) ──
    queueText: sendTo('outbox', (_, params: { text: QueuedText }) => ({
      type: 'outbox.add' as const,
      text: params.text,
    })),
    unqueueText: sendTo('outbox', (_, params: { smsId: string }) => ({
      type: 'outbox.discard' as const,
      smsId: params.smsId,
    })),
    tellOutboxConnection: sendTo('outbox', ({ event }) => ({
      type: event.type === 'connection.lost' ? ('connection.lost' as const) : ('connection.restored' as const),
    })),
    showQueued: sendTo('conversation', (_, params: { message: ChatMessage }) => ({
      type: 'queued.shown' as const,
      message: params.message,
    })),
    tellQueuedSettled: sendTo('conversation', (_, params: { output: OutgoingMessageOutput }) => ({
      type: 'queued.settled' as const,
      output: params.output,
    })),
    /**
     * A queued text of a chat not open settled: its kept copy ('Waiting to send') takes the outcome
     * (provided with the history); a failure then shows with Retry and Delete when it is opened.
     */
    keepQueuedOutcome: (_, _params: { key: string; output: OutgoingMessageOutput }) => {},
    forwardConnection: sendTo('conversation', ({ event }) => ({
      type: event.type === 'connection.lost' ? ('connection.lost' as const) : ('connection.restored' as const),
    })),
    chooseOpenParties: sendTo('conversation', ({ context }) => {
      const parties = parseConversationKey(context.chosenKey ?? '') ?? { ownFullNumber: '', otherFullNumber: '' };
      const own = context.numbers.find((phone) => phone.fullNumber === parties.ownFullNumber);
      return {
        type: 'conversation.choose' as const,
        // decision: before the numbers are known the sender counts as owned (the server checks anyway).
        parties: {
          ...parties,
          ownNumberType: own?.type ?? ('local' as const),
          owned: own !== undefined || !context.numbersKnown,
        },
        // Opened from a search hit: at that message.
        ...(context.focus ? { focus: context.focus } : {}),
      };
    }),
    catchUpConversation: sendTo('conversation', { type: 'conversation.catchUp' as const }),
    applySettled: assign(
      ({ context }, params: { ownFullNumber: string; otherFullNumber: string; output: OutgoingMessageOutput }) => ({
        list: touchRow(context.list, conversationKey(params.ownFullNumber, params.otherFullNumber), params.output),
      }),
    ),
    storeDeleteKey: assign((_, params: { key: string }) => ({ deleteKey: params.key })),
    forgetDeleteKey: assign({ deleteKey: null }),
    /**
     * A conversation deleted elsewhere while its delete confirmation shows here: the question has
     * no object any more, so it closes (as Cancel would) instead of ending in a not-found answer.
     */
    dismissDeleteOf: enqueueActions(({ context, enqueue }, params: { key: string }) => {
      if (context.deleteKey === params.key) enqueue.raise({ type: 'chat.delete.cancel' });
    }),
    /** spec 1 §4 Deleting: the conversation leaves the list, memory and (by the root) local storage. */
    removeDeleted: assign(({ context }) => ({
      list: context.deleteKey === null ? context.list : removeConversation(context.list, context.deleteKey),
      unread: withoutKey(context.unread, context.deleteKey),
      countedArrivals: withoutKey(context.countedArrivals, context.deleteKey),
      composerDrafts: withoutKey(context.composerDrafts, context.deleteKey),
      deleteKey: null,
    })),
    /** spec 1 §4 Deleting: the conversation also leaves local storage (provided with the history). */
    forgetConversation: (_, _params: { key: string }) => {},
    /** issue 26 item 1: messages deleted elsewhere also leave local storage (provided with the history). */
    forgetMessages: (_, _params: { key: string; smsIds: string[] }) => {},
    /** issue 26 item 1: a conversation deleted in another tab leaves the list, its counts and its draft. */
    removeDeletedElsewhere: assign(({ context }, params: { deleted: MessagesDeletedEvent }) => {
      const key = keyOfDeletion(params);
      return {
        list: removeConversation(context.list, key),
        unread: withoutKey(context.unread, key),
        countedArrivals: withoutKey(context.countedArrivals, key),
        composerDrafts: withoutKey(context.composerDrafts, key),
      };
    }),
    /** issue 26 item 1: the open conversation drops messages deleted in another tab. */
    tellConversationDeleted: sendTo('conversation', (_, params: { deleted: MessagesDeletedEvent }) => ({
      type: 'messages.deleted' as const,
      smsIds: params.deleted.smsIds ?? [],
    })),
    refreshList: raise({ type: 'chats.refresh' } as const),
    closeChat: raise({ type: 'chat.close' } as const),
    /** A refused call was already routed once by the API layer; only an unexpected failure is logged. */
    reportFailure: (_, params: { endpoint: string; failure: Failure | null }) => {
      if (!params.failure) console.error(`chats: ${params.endpoint} failed unexpectedly`);
    },
  },
  guards: {
    failed: (_, result: { ok: boolean }) => !result.ok,
    hasSyncTime: ({ context }) => context.syncTime !== null,
    isOtherChat: ({ context }, params: { key: string }) => params.key !== context.chosenKey,
    isChosenChat: ({ context }, params: { key: string }) => params.key === context.chosenKey,
    isListed: ({ context }, params: { key: string }) =>
      context.list.some((item) => conversationKeyOf(item) === params.key),
    isListedChosenChat: ({ context }, params: { key: string }) =>
      params.key === context.chosenKey && context.list.some((item) => conversationKeyOf(item) === params.key),
    /** spec 1 §4: read = open + page focused + within 200 px of the bottom. */
    isNearBottom: ({ context }) => context.nearBottom,
    scrolledNearBottom: (_, params: { nearBottom: boolean }) => params.nearBottom,
    isOwnEcho: (_, params: { message: ChatMessageEvent }) => params.message.direction === 'out',
    isForChosenChat: ({ context }, params: { message: ChatMessageEvent }) =>
      conversationKeyOfEvent(params.message) === context.chosenKey,
    hasArrivals: ({ context }) => context.arrivals.length > 0,
    hasPendingReads: ({ context }) => Object.keys(context.pendingReads).length > 0,
    isMarkerOfOpenChat: ({ context }, params: { marker: ChatReadEvent }) =>
      conversationKey(params.marker.ownFullNumber, params.marker.otherFullNumber) === context.chosenKey,
    hasArrivalsForOpenChat: ({ context }) =>
      context.arrivals.some((message) => conversationKeyOfEvent(message) === context.chosenKey),
    deletesOpenChat: ({ context }) => context.deleteKey !== null && context.deleteKey === context.chosenKey,
    isWholeConversation: (_, params: { deleted: MessagesDeletedEvent }) => params.deleted.smsIds === null,
    isDeletionOfOpenChat: ({ context }, params: { deleted: MessagesDeletedEvent }) =>
      keyOfDeletion(params) === context.chosenKey,
    isWholeDeletionOfOpenChat: ({ context }, params: { deleted: MessagesDeletedEvent }) =>
      params.deleted.smsIds === null && keyOfDeletion(params) === context.chosenKey,
    /** spec 1 §5: an own number to send from, and a recipient that passes the rules. */
    isStartable: ({ context }, params: ChatStart) => newChatOf(context, params).target?.ok === true,
    /** spec 1 §5: without an own number the no-number card shows instead. */
    hasOwnNumber: ({ context }) => context.numbers.length > 0,
    isTollFree: (_, isTollFree: { tollFree: boolean }) => isTollFree.tollFree,
  },
  delays: {
    chatSwitch: CHAT_SWITCH_MS,
    arrivalsRest: ARRIVALS_REST_MS,
    readMarkRest: READ_MARK_REST_MS,
  },
}).createMachine({
  id: 'chats',
  description: 'The chats tab: the chat list, the open chat, unread counts and the read rule, deleting a conversation.',
  type: 'parallel',
  context: ({ input }) => ({
    connected: input.connected,
    list: [],
    syncTime: null,
    numbers: [],
    unread: {},
    chosenKey: null,
    nearBottom: true,
    deleteKey: null,
    locale: input.locale,
    balance: input.balance ?? null,
    startingKey: null,
    numbersKnown: false,
    draft: EMPTY_DRAFT,
    composerDrafts: {},
    arrivals: [],
    focus: null,
    pendingReads: {},
    sendingReads: {},
    countedArrivals: {},
  }),
  invoke: [
    {
      id: 'chatSearch',
      src: 'chatSearch',
      input: ({ self }) => ({ parent: self }),
    },
    {
      id: 'outbox',
      src: 'outbox',
      input: ({ context, self }) => ({ connected: context.connected, parent: self }),
    },
  ],
  on: {
    'connection.lost': { actions: ['markDisconnected', 'tellOutboxConnection'] },
    'connection.restored': { actions: ['markConnected', 'tellOutboxConnection'] },
    // issue 24 item 3: sending waits — the outbox takes what is written offline.
    'conversation.queue': { actions: { type: 'queueText', params: eventOf } },
    'conversation.unqueue': { actions: { type: 'unqueueText', params: eventOf } },
    'outbox.message': {
      guard: and([{ type: 'isChosenChat', params: keyOfParties }, stateIn({ chat: 'open' })]),
      actions: { type: 'showQueued', params: eventOf },
    },
    'outbox.settled': [
      {
        guard: and([{ type: 'isChosenChat', params: keyOfParties }, stateIn({ chat: 'open' })]),
        actions: [
          { type: 'applySettled', params: eventOf },
          { type: 'tellQueuedSettled', params: eventOf },
        ],
      },
      {
        actions: [
          { type: 'applySettled', params: eventOf },
          {
            type: 'keepQueuedOutcome',
            params: ({ event }) => ({ key: keyOfParties({ event }).key, output: event.output }),
          },
        ],
      },
    ],
    'conversation.outgoingSettled': { actions: { type: 'applySettled', params: eventOf } },
    'account.balance': [
      {
        guard: stateIn({ chat: 'open' }),
        actions: [
          { type: 'storeBalance', params: eventOf },
          { type: 'forwardBalance', params: eventOf },
        ],
      },
      { actions: { type: 'storeBalance', params: eventOf } },
    ],
    'conversation.scrolled': [
      // spec 1 §4: scrolled back near the bottom of the open chat in front: it is read.
      {
        guard: and([{ type: 'scrolledNearBottom', params: eventOf }, stateIn(READ), stateIn({ page: 'focused' })]),
        actions: [{ type: 'storeNearBottom', params: eventOf }, 'markOpenRead', 'clearOpenUnread', 'reportUnreadTotal'],
      },
      { actions: { type: 'storeNearBottom', params: eventOf } },
    ],
    // spec 1 §4 Incoming messages: decided as each arrives; its row and the open conversation wait for the frame (`arrivals`).
    'message.received': [
      // Own sends (echoed to every tab) are never unread; a failure on the echo is said.
      {
        guard: { type: 'isOwnEcho', params: eventOf },
        actions: [
          { type: 'queueArrival', params: eventOf },
          { type: 'alertLateFailure', params: eventOf },
        ],
      },
      // spec 1 §4: read — open, page focused, within 200 px of the bottom.
      {
        guard: and([
          { type: 'isForChosenChat', params: eventOf },
          stateIn(READ),
          stateIn({ page: 'focused' }),
          'isNearBottom',
        ]),
        actions: [
          { type: 'queueArrival', params: eventOf },
          { type: 'markArrivalRead', params: eventOf },
        ],
      },
      // Open in front but scrolled up: counted, not notified.
      {
        guard: and([{ type: 'isForChosenChat', params: eventOf }, stateIn(READ), stateIn({ page: 'focused' })]),
        actions: [
          { type: 'queueArrival', params: eventOf },
          { type: 'countUnread', params: eventOf },
          'reportUnreadTotal',
        ],
      },
      // Open in a background page: counted and notified.
      {
        guard: and([{ type: 'isForChosenChat', params: eventOf }, stateIn({ chat: 'open' })]),
        actions: [
          { type: 'queueArrival', params: eventOf },
          { type: 'countUnread', params: eventOf },
          'reportUnreadTotal',
          { type: 'notifyMessage', params: eventOf },
        ],
      },
      {
        actions: [
          { type: 'queueArrival', params: eventOf },
          { type: 'countUnread', params: eventOf },
          'reportUnreadTotal',
          { type: 'notifyMessage', params: eventOf },
        ],
      },
    ],
    // issue 26 item 1: what was deleted (here or in another tab) goes from the list, the open chat and the cache.
    'messages.deletedElsewhere': [
      {
        guard: { type: 'isWholeDeletionOfOpenChat', params: eventOf },
        actions: [
          { type: 'forgetConversation', params: ({ event }) => ({ key: keyOfDeletion(event) }) },
          { type: 'removeDeletedElsewhere', params: eventOf },
          { type: 'dismissDeleteOf', params: ({ event }) => ({ key: keyOfDeletion(event) }) },
          'persistDrafts',
          'reportUnreadTotal',
          'closeChat',
        ],
      },
      {
        guard: { type: 'isWholeConversation', params: eventOf },
        actions: [
          { type: 'forgetConversation', params: ({ event }) => ({ key: keyOfDeletion(event) }) },
          { type: 'removeDeletedElsewhere', params: eventOf },
          { type: 'dismissDeleteOf', params: ({ event }) => ({ key: keyOfDeletion(event) }) },
          'persistDrafts',
          'reportUnreadTotal',
        ],
      },
      {
        // The open conversation rewrites the kept history itself; the row's preview comes with a refresh.
        guard: and([{ type: 'isDeletionOfOpenChat', params: eventOf }, stateIn({ chat: 'open' })]),
        actions: [{ type: 'tellConversationDeleted', params: eventOf }, 'refreshList'],
      },
      {
        actions: [
          {
            type: 'forgetMessages',
            params: ({ event }) => ({ key: keyOfDeletion(event), smsIds: event.deleted.smsIds ?? [] }),
          },
          'refreshList',
        ],
      },
    ],
    // issue 22 item 4: a conversation read up to a date, here or in another tab or device.
    'chat.readElsewhere': [
      // The open chat read in this tab stays read: its own mark goes (or went) to the server.
      {
        guard: and([
          { type: 'isMarkerOfOpenChat', params: eventOf },
          stateIn(READ),
          stateIn({ page: 'focused' }),
          'isNearBottom',
        ]),
      },
      { actions: [{ type: 'applyReadMarker', params: eventOf }, 'reportUnreadTotal'] },
    ],
    // The server's counts came with a listing (issue 22 item 4).
    'unread.settle': [
      {
        guard: and([stateIn(READ), stateIn({ page: 'focused' }), 'isNearBottom']),
        actions: ['markOpenRead', 'clearOpenUnread', 'reportUnreadTotal'],
      },
      { actions: 'reportUnreadTotal' },
    ],
  },
  states: {
    list: {
      description: 'The chat list, newest first.',
      initial: 'loading',
      states: {
        loading: {
          description:
            'GET /getChatList for 4 months (spec 1 §9). A refresh asked meanwhile (the first socket connection) starts it again, so the answer is no older than the connection.',
          tags: ['loadingList'],
          // Issue 8 item 18: an answer computed before the socket connected may miss a message
          // sent in between, which the socket did not push either.
          on: { 'chats.refresh': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadChatList',
            src: 'loadChatList',
            onDone: [
              {
                guard: { type: 'failed', params: outputOf },
                target: 'failed',
                actions: {
                  type: 'reportFailure',
                  params: ({ event }) => ({ endpoint: 'getChatList', failure: event.output.ok ? null : event.output }),
                },
              },
              { target: 'ready', actions: [{ type: 'applyList', params: outputOf }, 'settleUnread'] },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'reportFailure', params: { endpoint: 'getChatList', failure: null } },
            },
          },
        },
        failed: {
          description: 'The list could not be loaded (the failure was routed); a refresh tries again.',
          on: { 'chats.refresh': { target: 'loading' } },
        },
        ready: {
          description: 'The list is shown; changes are read on request.',
          initial: 'idle',
          states: {
            idle: {
              description: 'The list is as of its syncTime plus the socket messages since.',
              on: { 'chats.refresh': { target: 'syncing' } },
            },
            syncing: {
              description: 'GET /getChatListByDate since the syncTime: new rows and tombstones.',
              on: { 'chats.refresh': { target: 'syncing', reenter: true } },
              invoke: {
                id: 'loadChatChanges',
                src: 'loadChatChanges',
                input: ({ context }) => ({ since: context.syncTime ?? 0 }),
                onDone: [
                  {
                    guard: { type: 'failed', params: outputOf },
                    target: 'idle',
                    actions: {
                      type: 'reportFailure',
                      params: ({ event }) => ({
                        endpoint: 'getChatListByDate',
                        failure: event.output.ok ? null : event.output,
                      }),
                    },
                  },
                  {
                    target: 'idle',
                    actions: [
                      { type: 'raiseTombstoneDeletions', params: outputOf },
                      { type: 'applyChanges', params: outputOf },
                      'settleUnread',
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'reportFailure', params: { endpoint: 'getChatListByDate', failure: null } },
                },
              },
            },
          },
        },
      },
    },
    numbers: {
      description: "The user's own numbers (getVirtualPhoneList).",
      initial: 'loading',
      states: {
        loading: {
          description: 'GET /getVirtualPhoneList runs.',
          // A change while the list is read is read again, so the older answer never shows.
          on: { 'numbers.changed': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadMyNumbers',
            src: 'loadMyNumbers',
            onDone: [
              {
                guard: { type: 'failed', params: outputOf },
                target: 'failed',
                actions: {
                  type: 'reportFailure',
                  params: ({ event }) => ({
                    endpoint: 'getVirtualPhoneList',
                    failure: event.output.ok ? null : event.output,
                  }),
                },
              },
              { target: 'ready', actions: { type: 'applyNumbers', params: outputOf } },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'reportFailure', params: { endpoint: 'getVirtualPhoneList', failure: null } },
            },
          },
        },
        failed: {
          description: 'The numbers could not be loaded; a refresh tries again.',
          on: { 'chats.refresh': { target: 'loading' }, 'numbers.changed': { target: 'loading' } },
        },
        ready: {
          description: 'The own numbers are known.',
          on: { 'numbers.changed': { target: 'loading' } },
        },
      },
    },
    chat: {
      description:
        'Which chat is open (spec 1 §4: switching is debounced by 300 ms, which holds back only its read-marking).',
      initial: 'none',
      on: {
        'chat.new': { target: '.drafting', actions: ['forgetChat', 'clearDraft'] },
        // spec 1 §2, §5: a new chat's number (or a contact's 'message'), whatever the pane shows.
        'chat.start': [
          {
            guard: { type: 'isStartable', params: eventOf },
            target: '.starting',
            actions: ['forgetChat', { type: 'storeStartingKey', params: eventOf }],
          },
          {
            guard: 'hasOwnNumber',
            target: '.drafting',
            actions: ['forgetChat', { type: 'refuseStart', params: eventOf }],
          },
          { target: '.drafting', actions: 'forgetChat' },
        ],
        // Issue 22 item 5: a chosen search hit opens its conversation at its message, whatever the
        // pane shows (an open chat handles it itself: not a re-entry of this region, which would
        // re-enter every region of the chart).
        'search.show': {
          target: '.open',
          actions: [
            'forgetStartingKey',
            { type: 'chooseChat', params: eventOf },
            { type: 'storeFocus', params: eventOf },
          ],
        },
      },
      states: {
        none: {
          description: 'No chat is open: the empty-state picture.',
          on: { 'chat.open': { target: 'open', actions: { type: 'chooseChat', params: eventOf } } },
        },
        drafting: {
          description:
            'The new-chat header: To and From are being chosen, nobody yet (spec 1 §2); without an own number the no-number card shows.',
          on: {
            'draft.change': { actions: { type: 'changeDraft', params: eventOf } },
            'draft.submit': { actions: { type: 'submitDraft', params: eventOf } },
            'chat.open': { target: 'open', actions: { type: 'chooseChat', params: eventOf } },
            'chat.close': { target: 'none' },
          },
        },
        starting: {
          description: 'A new chat passed the number rules; its recipient is checked for toll-free (spec 1 §5).',
          invoke: {
            id: 'isTollFreeRecipient',
            src: 'isTollFreeRecipient',
            input: ({ context }): RecipientCheck => {
              const parties = parseConversationKey(context.startingKey ?? '');
              return { otherFullNumber: parties?.otherFullNumber ?? '' };
            },
            onDone: [
              {
                guard: { type: 'isTollFree', params: outputOf },
                target: 'drafting',
                actions: ['refuseTollFree', 'forgetStartingKey'],
              },
              { target: 'open', actions: 'openStartedChat' },
            ],
            // decision: a check that could not run (its code failed to load) does not keep the chat shut; the server refuses toll-free sends too.
            onError: {
              target: 'open',
              actions: [{ type: 'reportFailure', params: { endpoint: 'tollFree', failure: null } }, 'openStartedChat'],
            },
          },
          on: {
            'chat.open': {
              target: 'open',
              actions: [{ type: 'chooseChat', params: eventOf }, 'forgetStartingKey'],
            },
            'chat.close': { target: 'none', actions: 'forgetStartingKey' },
          },
        },
        open: {
          description:
            'The chosen chat is open: its conversation runs; it fetches and is marked read when no other choice follows within 300 ms (spec 1 §4, §9: rapid clicks fetch only the chat finally chosen).',
          invoke: {
            id: 'conversation',
            src: 'conversation',
            input: ({ context, self }) => ({
              connected: context.connected,
              locale: context.locale,
              balance: context.balance,
              parent: self,
            }),
          },
          initial: 'opening',
          states: {
            opening: {
              description:
                'Just chosen: nothing is fetched yet; the load and the read-marking wait 300 ms for another choice (spec 1 §4, §9 switching is debounced).',
              after: { chatSwitch: { target: 'read' } },
            },
            read: {
              description:
                'Chosen for 300 ms: its conversation loads (at the search hit, if any), its unread count was cleared, and it counts as read while in front at the bottom.',
              entry: ['chooseOpenParties', 'forgetFocus', 'markOpenRead', 'clearOpenUnread', 'reportUnreadTotal'],
            },
          },
          on: {
            'chat.open': {
              guard: { type: 'isOtherChat', params: eventOf },
              target: 'open',
              reenter: true,
              actions: { type: 'chooseChat', params: eventOf },
            },
            'chat.close': { target: 'none', actions: 'forgetChat' },
            'search.show': [
              // A hit of the chat just chosen: its conversation is not chosen yet, so it starts there.
              {
                guard: and([{ type: 'isChosenChat', params: eventOf }, stateIn(OPENING)]),
                actions: { type: 'storeFocus', params: eventOf },
              },
              // A hit of the chat already open: it goes to the hit's message.
              {
                guard: { type: 'isChosenChat', params: eventOf },
                actions: { type: 'focusConversation', params: eventOf },
              },
              {
                target: 'open',
                reenter: true,
                actions: [
                  { type: 'chooseChat', params: eventOf },
                  { type: 'storeFocus', params: eventOf },
                ],
              },
            ],
            'composer.focus': { actions: ['markOpenRead', 'clearOpenUnread', 'reportUnreadTotal'] },
            'composer.draft': { actions: [{ type: 'keepComposerDraft', params: eventOf }, 'persistDrafts'] },
            'chats.refresh': { actions: 'catchUpConversation' },
            // issue 26 item 1: a listed chat the server no longer holds was deleted while this tab was
            // away. The list's own refresh, which answers its tombstone, may wait up to 60 s after a
            // reconnect (spec 1 §4); the open chat's catch-up does not, so it closes now, the same way.
            'conversation.emptied': {
              guard: { type: 'isListedChosenChat', params: keyOfParties },
              actions: { type: 'raiseDeletionOfConversation', params: eventOf },
            },
            'connection.lost': { actions: ['markDisconnected', 'forwardConnection', 'tellOutboxConnection'] },
            // Issue 3 item 6: the open dialog catches up as soon as the socket is back (the chat
            // list's own refresh may wait up to 60 s after a server close, spec 1 §4).
            'connection.restored': {
              actions: ['markConnected', 'forwardConnection', 'tellOutboxConnection', 'catchUpConversation'],
            },
          },
        },
      },
    },
    refetch: {
      description:
        'spec 1 §4 Start-up refetch: once the chat list is in, the newest conversations are refetched into the local history.',
      initial: 'waiting',
      states: {
        waiting: {
          description: 'The chat list has not loaded yet.',
          always: { guard: stateIn({ list: 'ready' }), target: 'running' },
        },
        running: {
          description: 'The newest 4 conversations are refetched for 4/3/2/1 months by age (0 for verification codes).',
          invoke: {
            id: 'refetchRecent',
            src: 'refetchRecent',
            input: ({ context }): RefetchRequest => ({ list: context.list }),
            onDone: { target: 'done', actions: { type: 'announceMonthChange', params: outputOf } },
            onError: {
              target: 'done',
              actions: { type: 'reportFailure', params: { endpoint: 'refetchRecent', failure: null } },
            },
          },
        },
        done: { description: 'The start-up refetch is over (its month check told the root of a month change).' },
      },
    },
    page: {
      // decision: the tab starts focused; the root forwards `window.blur` when the window chart says otherwise.
      description: 'Whether the page has focus (spec 1 §4 read rule).',
      initial: 'focused',
      states: {
        focused: {
          description: 'The page is in front.',
          on: { 'window.blur': { target: 'blurred' } },
        },
        blurred: {
          description: 'The page is in the background: every incoming message notifies and counts.',
          on: {
            'window.focus': [
              // Back in front with the open chat scrolled to the bottom: it is read.
              {
                guard: and([stateIn(READ), 'isNearBottom']),
                target: 'focused',
                actions: ['markOpenRead', 'clearOpenUnread', 'reportUnreadTotal'],
              },
              { target: 'focused' },
            ],
          },
        },
      },
    },
    deletion: {
      description: 'Deleting a whole conversation (spec 1 §4 Deleting).',
      initial: 'idle',
      states: {
        idle: {
          description: 'No deletion is asked.',
          on: {
            'chat.delete.request': {
              guard: { type: 'isListed', params: eventOf },
              target: 'confirming',
              actions: { type: 'storeDeleteKey', params: eventOf },
            },
          },
        },
        confirming: {
          description: 'The confirmation overlay shows.',
          on: {
            'chat.delete.confirm': { target: 'deleting' },
            'chat.delete.cancel': { target: 'idle', actions: 'forgetDeleteKey' },
          },
        },
        deleting: {
          description: 'DELETE /delSms of the whole conversation runs.',
          tags: ['deleting'],
          invoke: {
            id: 'deleteConversation',
            src: 'deleteConversation',
            input: ({ context }) =>
              parseConversationKey(context.deleteKey ?? '') ?? { ownFullNumber: '', otherFullNumber: '' },
            onDone: [
              {
                guard: { type: 'failed', params: outputOf },
                target: 'idle',
                actions: [
                  {
                    type: 'reportFailure',
                    params: ({ event }) => ({ endpoint: 'delSms', failure: event.output.ok ? null : event.output }),
                  },
                  'forgetDeleteKey',
                ],
              },
              // The open chat goes with it.
              {
                guard: 'deletesOpenChat',
                target: 'idle',
                actions: [
                  { type: 'forgetConversation', params: ({ context }) => ({ key: context.deleteKey ?? '' }) },
                  'removeDeleted',
                  'persistDrafts',
                  'reportUnreadTotal',
                  'closeChat',
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'forgetConversation', params: ({ context }) => ({ key: context.deleteKey ?? '' }) },
                  'removeDeleted',
                  'persistDrafts',
                  'reportUnreadTotal',
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: [{ type: 'reportFailure', params: { endpoint: 'delSms', failure: null } }, 'forgetDeleteKey'],
            },
          },
        },
      },
    },
    drafts: {
      description:
        'The composer drafts kept in the encrypted local store: read once at the start (a reload keeps them), written after every change.',
      initial: 'restoring',
      states: {
        restoring: {
          description: 'The kept drafts are read; typing meanwhile is kept and wins over a kept copy.',
          invoke: {
            id: 'readComposerDrafts',
            src: 'readComposerDrafts',
            onDone: { target: 'restored', actions: { type: 'restoreDrafts', params: outputOf } },
            // The store never throws on expected trouble; anything else only costs the kept drafts.
            onError: { target: 'restored', actions: 'logDraftsReadFailure' },
          },
        },
        restored: { description: 'The kept drafts are in; the message box shows its chat’s.' },
      },
    },
    readMarkers: {
      description:
        'What this tab read goes to the server as read markers (issue 22 item 4), at most one batch per second: the badges survive a reload, and every tab and device clears them.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No read marker waits to be sent.',
          always: { guard: 'hasPendingReads', target: 'sending', actions: 'takePendingReads' },
        },
        sending: {
          description: 'POST /markChatRead for each conversation read since the last batch; newer marks wait.',
          invoke: {
            id: 'markChatsRead',
            src: 'markChatsRead',
            input: ({ context }): MarkReadsRequest => ({ marks: context.sendingReads }),
            onDone: { target: 'resting', actions: { type: 'requeueReads', params: outputOf } },
            onError: {
              target: 'resting',
              actions: [
                { type: 'reportFailure', params: { endpoint: 'markChatRead', failure: null } },
                'forgetSendingReads',
              ],
            },
          },
        },
        resting: {
          description: 'A batch just went: marks made meanwhile wait for the second to pass.',
          after: { readMarkRest: { target: 'idle' } },
        },
      },
    },
    arrivals: {
      description:
        'Socket messages are applied together at an animation frame, at most one per 400 ms (issue 8 item 23): the list merges their rows once, the open conversation gets its own as one batch.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Every message received is applied.',
          always: { guard: 'hasArrivals', target: 'waiting' },
        },
        waiting: {
          description: 'Messages arrived since the last frame; more join them until it comes.',
          invoke: {
            id: 'nextFrame',
            src: 'nextFrame',
            onDone: applyFrame(),
            // A frame that cannot be waited for must not hold messages back.
            onError: applyFrame(),
          },
        },
        resting: {
          description:
            'Arrivals were just applied: more join the queue for 400 ms, so a burst is drawn a few times a second, not once per message.',
          after: { arrivalsRest: { target: 'idle' } },
        },
      },
    },
  },
});

export type ChatsMachine = typeof chatsMachine;
