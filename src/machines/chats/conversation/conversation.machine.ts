/**
 * One conversation (spec 1 §2 message display, §4 Outgoing message status, Incoming messages,
 * Chat input, Deleting; §7 getDialogList, delSms). Parallel regions:
 *
 * - `dialog`: no person chosen yet (a new chat), the first page loading, failed, or ready. When
 *   ready, three independent activities: older pages on scroll to the top (`history`), the
 *   catch-up after a reconnect (`sync`: the newest page read again, replacing what it covers, so
 *   what was deleted elsewhere meanwhile goes too), and
 *   deleting one message (`deletion`; a failed send the server never stored is removed locally,
 *   with no server call). A failed text's Retry (`message.retry`) sends it again with its smsId.
 *   The first page replaces what the kept history showed (spec 1 §7, `replaceWithFirstPage`: only
 *   sends not yet stored and live arrivals stay); later pages are merged by smsId
 *   (`mergeMessages`), so a message never shows twice and a late page never loses one. Messages
 *   deleted in another tab (`messages.deleted`, issue 26 item 1) go at once. A newest page that
 *   finds the conversation empty on the server tells the parent (`conversation.emptied`), which
 *   closes it when it listed it: deleted elsewhere while this tab was away.
 * - `sendButton`: the send button highlights for 600 ms after a send.
 *
 * A text written while the connection is down is not refused (issue 24 item 3, which changes spec 1
 * §4's "while disconnected or connecting, sending is blocked" into "sending waits"): the composer's
 * send, by the same credit and ownership rules, becomes a queued text with its smsId, handed to the
 * outbox through the parent (`conversation.queue`); its copy comes back as 'Waiting to send'
 * (`queued.shown`) and its outcome as `queued.settled`. That works in `ready` and in `failed` (a
 * reload while offline cannot load the dialog, but shows the kept history). Deleting a waiting
 * text is local (`conversation.unqueue`). An attachment still needs the connection.
 *
 * It starts with nobody chosen; the parent sends `conversation.choose` (at once for a chat that is
 * opened, after the number is typed for a new chat). Each send is an `outgoingMessage` actor spawned as `outgoing:<smsId>`; it tells this chart when
 * its message is added locally and when it settled, and this chart tells its parent.
 */
import { type AnyActorRef, and, assign, enqueueActions, or, raise, setup, stateIn } from 'xstate';
import {
  appendMessages,
  mergeMessages,
  removeMessage,
  replaceNewestPage,
  replaceWithFirstPage,
} from '../../../services/chats/merge.ts';
import { type ChatMessage, isQueued, isRetryable, isUnsent } from '../../../services/chats/message.ts';
import { MESSAGE_STATUS } from '../../../services/chats/types.ts';
import { newId } from '../../../services/ids/newId.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import { outgoingMessageMachine } from '../outgoingMessage/outgoingMessage.machine.ts';
import type { OutgoingContent, OutgoingMessageInput, OutgoingMessageOutput } from '../outgoingMessage/types.ts';
import { transcriptionMachine } from '../transcription/transcription.machine.ts';
import type { TranscriptionOutput } from '../transcription/types.ts';
import type {
  CachedPage,
  ConversationContext,
  ConversationEmitted,
  ConversationEvent,
  ConversationInput,
  ConversationNotification,
  ConversationParties,
  ConversationSendRefused,
  DeleteMessageRequest,
  DeleteMessageResult,
  DialogPageRequest,
  DialogPageResult,
  MessageFocus,
  MessagePriceRequest,
  MessagePriceResult,
  QueuedText,
} from './types.ts';

/** spec 1 §4 Chat input: the send button highlights for 600 ms. */
export const SEND_HIGHLIGHT_MS = 600;

/** The child asking what a text to the chosen person costs (issue 11 item 8). */
export const MESSAGE_PRICE_ID = 'messagePrice';

/** The id of the actor sending one message. */
export function outgoingActorId(smsId: string): string {
  return `outgoing:${smsId}`;
}

/** The id of the actor transcribing one voicemail. */
export function transcriptionActorId(smsId: string): string {
  return `transcription:${smsId}`;
}

/** spec 1 §5 Sending: a balance above 0 is needed; an unknown balance is left to the server. */
function lacksCredit(balance: string | null): boolean {
  return balance !== null && !(Number(balance) > 0);
}

function pageRequest(context: ConversationContext, since: number | null, startTime: number | null): DialogPageRequest {
  return {
    ownFullNumber: context.parties?.ownFullNumber ?? '',
    otherFullNumber: context.parties?.otherFullNumber ?? '',
    since,
    startTime,
  };
}

/** What one send (a new one or a retry) hands its `outgoingMessage` actor. */
function outgoingInput(
  context: ConversationContext,
  smsId: string,
  content: OutgoingContent,
  parent: AnyActorRef,
): OutgoingMessageInput {
  const parties = context.parties as ConversationParties;
  return {
    smsId,
    createdAt: context.now(),
    fromNumber: parties.ownFullNumber,
    toNumber: parties.otherFullNumber,
    ownNumberType: parties.ownNumberType,
    content,
    connected: context.connected,
    parent,
  };
}

/**
 * issue 24 item 3: a text written while the connection is down, as the outbox keeps it: the n-th
 * send's smsId (taken when it was written, kept until it is sent) and the date it was written.
 */
function queuedTextOf(context: ConversationContext, event: ConversationEvent): QueuedText | null {
  if (event.type !== 'composer.send' || event.content.kind !== 'text' || !context.parties) return null;
  const { ownFullNumber, otherFullNumber, ownNumberType } = context.parties;
  return {
    smsId: context.newId(context.sent),
    createdAt: context.now(),
    fromNumber: ownFullNumber,
    toNumber: otherFullNumber,
    ownNumberType,
    text: event.content.text,
  };
}

type Failure = { retcode: number; retmsg: string };

/**
 * Whether a newest page (the first, or a catch-up's) says the server holds nothing of the
 * conversation: it is the whole conversation and empty, and nothing held may be newer than it — no
 * send of this tab on its way (a queued text still waiting is not), no arrival while it loaded.
 * Read before the page is applied (which forgets what arrived meanwhile).
 */
function emptiedBy(context: ConversationContext, result: DialogPageResult | null) {
  return {
    emptied:
      result?.ok === true &&
      result.data.messages.length === 0 &&
      result.data.nextStartTime === null &&
      context.live.length === 0 &&
      !context.messages.some((message) => message.status === MESSAGE_STATUS.sending && !isQueued(message)),
  };
}

export const conversationMachine = setup({
  types: {
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
    emitted: {} as ConversationEmitted,
    input: {} as ConversationInput,
    tags: {} as 'apiBusy' | 'loadingOlder',
  },
  actors: {
    /** GET /getDialogList: one page, newest first, as client messages. */
    loadDialogPage: notProvided<DialogPageResult, DialogPageRequest>('loadDialogPage'),
    /** DELETE /delSms for one message. */
    deleteMessage: notProvided<DeleteMessageResult, DeleteMessageRequest>('deleteMessage'),
    /** The conversation's locally kept history (spec 1 §3 Stored locally), shown before the server answers. */
    readCachedMessages: notProvided<CachedPage, ConversationParties>('readCachedMessages'),
    outgoingMessage: outgoingMessageMachine,
    transcription: transcriptionMachine,
    /** GET /getMessagePrice: what one text to the chosen person costs (the cost preview). */
    loadMessagePrice: notProvided<MessagePriceResult, MessagePriceRequest>('loadMessagePrice'),
  },
  actions: {
    /**
     * Keeps the conversation's messages locally (the root provides it with the encrypted cache,
     * `conversationActions`); by default nothing is kept.
     */
    persist: (_args) => {},
    logCacheReadFailure: ({ event }) => console.warn('conversation: the local history could not be read', event),
    applyCached: assign(({ context }, cached: CachedPage) => ({
      messages: mergeMessages(cached.messages, context.messages),
    })),
    storeBalance: assign((_, params: { balance: string }) => ({ balance: params.balance })),
    /**
     * issue 11 item 8: the price of a text to the person just chosen, asked beside the dialog (a
     * person's own numbers only: an unowned one cannot send). The previous person's ask stops.
     */
    askPrice: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild(MESSAGE_PRICE_ID);
      enqueue.assign({ price: null });
      if (!context.parties?.owned) return;
      const { ownFullNumber, otherFullNumber } = context.parties;
      enqueue.spawnChild('loadMessagePrice', { id: MESSAGE_PRICE_ID, input: { ownFullNumber, otherFullNumber } });
    }),
    storePrice: assign((_, result: MessagePriceResult) => ({ price: result.ok ? { price: result.data.price } : null })),
    logPriceFailure: ({ event }) => console.warn('conversation: the message price could not be read', event),
    /** spec 1 §5 Sending: a send refused before it went — the no-credit prompt, or the alert. */
    refuseSend: ({ system }, params: { reason: ConversationSendRefused['reason'] }) =>
      tell(
        system,
        SYSTEM_ID.overlays,
        params.reason === 'noCredit'
          ? { type: 'noCredit.open' }
          : { type: 'alert.show', notice: { messageKey: 'error.numberNotOwned' } },
      ),
    startTranscription: enqueueActions(({ context, self, enqueue }, params: { smsId: string }) => {
      const voicemail = context.messages.find((message) => message.smsId === params.smsId);
      if (!voicemail) return;
      enqueue.spawnChild('transcription', {
        id: transcriptionActorId(params.smsId),
        input: { smsId: voicemail.smsId, url: voicemail.media, locale: context.locale, parent: self },
      });
      enqueue.assign({ transcribing: [...context.transcribing, params.smsId] });
    }),
    /** spec 1 §3 Message stt, sttStatus: the transcript stays on the voicemail. */
    applyTranscript: enqueueActions(({ context, enqueue }, params: { output: TranscriptionOutput }) => {
      const { output } = params;
      if (output.stt !== null) {
        const { stt } = output;
        enqueue.assign({
          messages: context.messages.map((message) =>
            message.smsId === output.smsId ? { ...message, stt, sttStatus: true } : message,
          ),
        });
      }
      enqueue.assign({ transcribing: context.transcribing.filter((smsId) => smsId !== output.smsId) });
      enqueue.stopChild(transcriptionActorId(output.smsId));
    }),
    choose: assign((_, params: { parties: ConversationParties; focus?: MessageFocus }) => ({
      parties: params.parties,
      focus: params.focus ? { smsId: params.focus.smsId, date: params.focus.date } : null,
      messages: [],
      olderCursor: null,
      deleting: null,
      live: [],
    })),
    storeFocus: assign((_, params: MessageFocus) => ({ focus: { smsId: params.smsId, date: params.date } })),
    /** A page toward the focused message failed: stop seeking it (no retry loop); what is held stays. */
    forgetFocus: assign({ focus: null }),
    /** spec 1 §7: the first page replaces what is held (only what the server cannot hold yet stays). */
    /** The newest page, while the kept history is still being read (`loading`). */
    holdFirstPage: assign((_, result: DialogPageResult) => ({ firstPage: result })),
    forgetFirstPage: assign({ firstPage: null }),
    applyFirstPage: assign(({ context }, result: DialogPageResult | null) =>
      result?.ok
        ? {
            messages: replaceWithFirstPage(context.messages, result.data.messages, new Set(context.live)),
            olderCursor: result.data.nextStartTime,
            live: [],
          }
        : {},
    ),
    applyOlderPage: assign(({ context }, result: DialogPageResult) =>
      result.ok
        ? { messages: mergeMessages(context.messages, result.data.messages), olderCursor: result.data.nextStartTime }
        : {},
    ),
    /**
     * issue 26 item 1: the newest page read again after a reconnect replaces what it covers, like a
     * first page (`replaceNewestPage`): a message deleted elsewhere while this tab was away goes.
     * Older pages loaded on scroll stay when the page reaches them; otherwise their cursor restarts.
     */
    applyCatchUpPage: assign(({ context }, result: DialogPageResult) => {
      if (!result.ok) return {};
      const { nextStartTime } = result.data;
      const replaced = replaceNewestPage(
        context.messages,
        result.data.messages,
        new Set(context.live),
        nextStartTime === null,
      );
      return {
        messages: replaced.messages,
        olderCursor: replaced.olderKept ? context.olderCursor : nextStartTime,
        live: [],
      };
    }),
    /** A page is asked for: what changes from now on may be newer than its answer (`live`). */
    forgetLive: assign({ live: [] }),
    /** An own send's local copy (spec 1 §4 Outgoing message status): appended, like arrivals. */
    addOutgoing: assign(({ context }, params: { message: ChatMessage }) => ({
      messages: appendMessages(context.messages, [params.message]),
    })),
    removeMessages: assign(({ context }, params: { smsIds: string[] }) => {
      const gone = new Set(params.smsIds);
      return { messages: context.messages.filter((message) => !gone.has(message.smsId)) };
    }),
    /** A frame's socket messages, appended in one go (issue 8 item 23: no re-sort per message). */
    appendArrivals: assign(({ context }, params: { messages: ChatMessage[] }) => ({
      messages: appendMessages(context.messages, params.messages),
      live: [...context.live, ...params.messages.map((message) => message.smsId)],
    })),
    /**
     * A failed send the server never stored (or a text still waiting in the outbox) goes from this
     * conversation and (by `persist`) from the local cache without a server call: there is no
     * server copy, and delSms would answer not-found (spec 1 §4 Deleting; its time label goes with it).
     */
    removeUnsent: assign(({ context }, params: { smsId: string }) => ({
      messages: removeMessage(context.messages, params.smsId),
    })),
    storeDeleting: assign(({ context }, params: { smsId: string }) => {
      const message = context.messages.find((m) => m.smsId === params.smsId);
      return { deleting: message ? { smsId: message.smsId, date: message.date } : null };
    }),
    // spec 1 §4 Deleting: the message goes (its time label with it, see `withTimeLabels`).
    removeDeleted: assign(({ context }) => ({
      messages: context.deleting ? removeMessage(context.messages, context.deleting.smsId) : context.messages,
      deleting: null,
    })),
    forgetDeleting: assign({ deleting: null }),
    sendOutgoing: enqueueActions(({ context, event, self, enqueue }) => {
      if (event.type !== 'composer.send' || !context.parties) return;
      const sent = context.sent + 1;
      const smsId = context.newId(sent);
      const id = outgoingActorId(smsId);
      enqueue.spawnChild('outgoingMessage', { id, input: outgoingInput(context, smsId, event.content, self) });
      enqueue.sendTo(id, { type: 'outgoing.send' });
      enqueue.assign({ pending: [...context.pending, smsId], sent });
      enqueue.emit({ type: 'composer.accepted', kind: event.content.kind });
    }),
    /**
     * issue 24 item 3: a text written while the connection is down goes to the outbox (through the
     * parent) with the smsId it keeps until it is sent; its copy comes back from there.
     */
    /** Counts the send (its smsId is the n-th send's) and tells the composer it was taken. */
    takeQueuedText: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ sent: context.sent + 1 });
      enqueue.emit({ type: 'composer.accepted', kind: 'text' });
    }),
    /**
     * issue 24 item 3: the text goes to the outbox (through the parent) with the smsId it keeps
     * until it is sent; its copy comes back from there ('Waiting to send').
     */
    tellOutbox: ({ context }, params: { text: QueuedText | null }) => {
      if (params.text)
        toParent<ConversationNotification>(context.parent, { type: 'conversation.queue', text: params.text });
    },
    /** A waiting text deleted: it leaves the outbox too, and never goes. */
    unqueue: ({ context }, params: { smsId: string }) =>
      toParent<ConversationNotification>(context.parent, { type: 'conversation.unqueue', smsId: params.smsId }),
    /** A queued text's outcome (spec 1 §4 Outgoing message status): sent, or failed with Retry and Delete. */
    applyQueuedOutcome: assign(({ context }, params: { output: OutgoingMessageOutput }) => {
      const { output } = params;
      if (output.outcome !== 'sent' && output.outcome !== 'failed') return {};
      return {
        messages: appendMessages(context.messages, [output.message]),
        live: [...context.live, output.message.smsId],
      };
    }),
    /**
     * A failed text's Retry: sent again as the same message — its own smsId, so the server, which
     * stores one smsId once (docs/messaging.md), can never store it twice. Its bubble shows as
     * sending again (`outgoing.added` replaces it by smsId).
     */
    retryOutgoing: enqueueActions(({ context, self, enqueue }, params: { smsId: string }) => {
      const failed = context.messages.find((message) => message.smsId === params.smsId);
      if (!failed || !context.parties) return;
      const id = outgoingActorId(failed.smsId);
      const content = { kind: 'text' as const, text: failed.text };
      enqueue.spawnChild('outgoingMessage', { id, input: outgoingInput(context, failed.smsId, content, self) });
      enqueue.sendTo(id, { type: 'outgoing.send' });
      enqueue.assign({ pending: [...context.pending, failed.smsId] });
    }),
    highlightSend: raise({ type: 'sendButton.highlight' } as const),
    settleOutgoing: enqueueActions(({ context, enqueue }, params: { smsId: string; output: OutgoingMessageOutput }) => {
      const { output } = params;
      if (output.outcome === 'sent' || output.outcome === 'failed') {
        enqueue.assign({
          messages: appendMessages(context.messages, [output.message]),
          live: [...context.live, output.message.smsId],
        });
      }
      enqueue.assign({ pending: context.pending.filter((smsId) => smsId !== params.smsId) });
      enqueue.stopChild(outgoingActorId(params.smsId));
    }),
    /** Sent moves the conversation to the top of the list; a failure's retmsg or prompt is routed. */
    notifySettled: ({ context }, params: { output: OutgoingMessageOutput }) => {
      if (!context.parties) return;
      const { ownFullNumber, otherFullNumber } = context.parties;
      toParent<ConversationNotification>(context.parent, {
        type: 'conversation.outgoingSettled',
        ownFullNumber,
        otherFullNumber,
        output: params.output,
      });
    },
    markConnected: assign({ connected: true }),
    markDisconnected: assign({ connected: false }),
    /** Sends on their way wait for the connection too (spec 1 §4 Connection). */
    forwardToOutgoing: enqueueActions(({ context, event, enqueue }) => {
      for (const smsId of context.pending) enqueue.sendTo(outgoingActorId(smsId), { type: event.type });
    }),
    requestChatListRefresh: ({ context }) =>
      toParent<ConversationNotification>(context.parent, { type: 'chats.refresh' }),
    /**
     * issue 26 item 1: the server holds nothing of this conversation any more — deleted elsewhere
     * while this tab was away, if the parent listed it. The parent decides (a new chat is empty too).
     */
    tellEmptied: ({ context }, params: { emptied: boolean }) => {
      if (!params.emptied || !context.parties) return;
      const { ownFullNumber, otherFullNumber } = context.parties;
      toParent<ConversationNotification>(context.parent, {
        type: 'conversation.emptied',
        ownFullNumber,
        otherFullNumber,
      });
    },
    /** A refused call was already routed once by the API layer; only an unexpected failure is logged. */
    reportFailure: (_, params: { endpoint: 'getDialogList' | 'delSms'; failure: Failure | null }) => {
      if (!params.failure) console.error(`conversation: ${params.endpoint} failed unexpectedly`);
    },
  },
  guards: {
    pageFailed: (_, result: DialogPageResult) => !result.ok,

    hasOlderPages: ({ context }) => context.olderCursor !== null,
    /** The focused message is older than every message held, and older pages remain: load the next. */
    focusIsOlder: ({ context }) => {
      const { focus, messages, olderCursor } = context;
      if (focus === null || olderCursor === null) return false;
      const oldest = messages[0]?.date;
      return oldest !== undefined && focus.date < oldest && !messages.some((m) => m.smsId === focus.smsId);
    },
    /** A message to delete on the server: held here, and not one still waiting in the outbox (that one never left). */
    isHeldMessage: ({ context }, params: { smsId: string }) =>
      context.messages.some((m) => m.smsId === params.smsId && !isQueued(m)),
    isQueuedMessage: ({ context }, params: { smsId: string }) =>
      context.messages.some((m) => m.smsId === params.smsId && isQueued(m)),
    /**
     * issue 24 item 3: a text the outbox takes — the connection down (spec 1 §4: not sent now),
     * the dialog shown (ready with no deletion running, or failed with its kept history: offline
     * after a reload). An attachment cannot wait: its upload needs the server.
     */
    canQueue: and([
      ({ context }) => !context.connected,
      ({ event }) => event.type === 'composer.send' && event.content.kind === 'text',
      or([stateIn({ dialog: { ready: { deletion: 'idle' } } }), stateIn({ dialog: 'failed' })]),
    ]),
    isPending: ({ context }, params: { smsId: string }) => context.pending.includes(params.smsId),
    isUnsentMessage: ({ context }, params: { smsId: string }) =>
      context.messages.some((m) => m.smsId === params.smsId && isUnsent(m)),
    /** The Retry names a failed text not already on its way again (read from the event: `and` passes no params). */
    isRetryableMessage: ({ context, event }) =>
      event.type === 'message.retry' &&
      !context.pending.includes(event.smsId) &&
      context.messages.some((m) => m.smsId === event.smsId && isRetryable(m)),
    deleteRefused: (_, result: DeleteMessageResult) => !result.ok,
    /**
     * spec 1 §4 Chat input: blocked while an API call runs; §4 Connection: while disconnected or
     * connecting. (decision, issue 26 item 5: "while numbers are picked" has no state here — the
     * From picker is the new-chat header's own list, which chooses the sender before a send.) The one rule: the composer asks the chart whether it can
     * take a send (`composerBlockOf`), it does not repeat it.
     */
    canSend: and([stateIn({ dialog: { ready: { deletion: 'idle' } } }), ({ context }) => context.connected]),
    lacksCredit: ({ context }) => lacksCredit(context.balance),
    sendsFromUnownedNumber: ({ context }) => context.parties !== null && !context.parties.owned,
    isUntranscribedVoicemail: ({ context }, params: { smsId: string }) =>
      !context.transcribing.includes(params.smsId) &&
      context.messages.some((m) => m.smsId === params.smsId && m.type === 'voicemail' && !m.sttStatus),
  },
  delays: {
    sendHighlight: SEND_HIGHLIGHT_MS,
  },
}).createMachine({
  id: 'conversation',
  description:
    'One conversation: its pages, catch-up, incoming and outgoing messages, deleting, and the composer rules.',
  type: 'parallel',
  context: ({ input }) => ({
    parent: input.parent,
    newId: input.newId ?? newId,
    now: input.now ?? Date.now,
    sent: 0,
    parties: null,
    connected: input.connected,
    locale: input.locale,
    balance: input.balance,
    messages: [],
    olderCursor: null,
    deleting: null,
    live: [],
    firstPage: null,
    pending: [],
    transcribing: [],
    price: null,
    focus: null,
  }),
  on: {
    'account.balance': { actions: { type: 'storeBalance', params: eventOf } },
    'conversation.focus': { actions: { type: 'storeFocus', params: eventOf } },
    // issue 26 item 1: deleted elsewhere — gone from the screen and the kept history.
    'messages.deleted': { actions: [{ type: 'removeMessages', params: eventOf }, 'persist'] },
    [`xstate.done.actor.${MESSAGE_PRICE_ID}`]: { actions: { type: 'storePrice', params: outputOf } },
    [`xstate.error.actor.${MESSAGE_PRICE_ID}`]: { actions: 'logPriceFailure' },
    'transcription.open': {
      guard: { type: 'isUntranscribedVoicemail', params: eventOf },
      actions: { type: 'startTranscription', params: eventOf },
    },
    'transcription.settled': { actions: [{ type: 'applyTranscript', params: eventOf }, 'persist'] },
    'connection.lost': { actions: ['markDisconnected', 'forwardToOutgoing'] },
    'connection.restored': { actions: ['markConnected', 'forwardToOutgoing'] },
    'outgoing.added': { actions: { type: 'addOutgoing', params: eventOf } },
    // issue 24 item 3: the outbox's texts, shown and settled in whatever state the dialog is.
    'queued.shown': { actions: [{ type: 'addOutgoing', params: eventOf }, 'persist'] },
    'queued.settled': { actions: [{ type: 'applyQueuedOutcome', params: eventOf }, 'persist'] },
    // A waiting text never left: deleting it is local, and the outbox drops it (any dialog state).
    'message.delete': {
      guard: { type: 'isQueuedMessage', params: eventOf },
      actions: [{ type: 'removeUnsent', params: eventOf }, 'persist', { type: 'unqueue', params: eventOf }],
    },
    'outgoing.settled': {
      guard: { type: 'isPending', params: eventOf },
      actions: [{ type: 'settleOutgoing', params: eventOf }, 'persist', { type: 'notifySettled', params: eventOf }],
    },
  },
  states: {
    dialog: {
      description: "The conversation's messages.",
      initial: 'noPerson',
      on: {
        'conversation.choose': { target: '.loading', actions: [{ type: 'choose', params: eventOf }, 'askPrice'] },
        // issue 24 item 3: sending waits — the same rules as a send (spec 1 §5), then the outbox.
        'composer.send': [
          { guard: and(['canQueue', 'lacksCredit']), actions: { type: 'refuseSend', params: { reason: 'noCredit' } } },
          {
            guard: and(['canQueue', 'sendsFromUnownedNumber']),
            actions: { type: 'refuseSend', params: { reason: 'notOwned' } },
          },
          {
            guard: 'canQueue',
            actions: [
              'takeQueuedText',
              // After the count: the n-th send's smsId.
              { type: 'tellOutbox', params: ({ context, event }) => ({ text: queuedTextOf(context, event) }) },
              'highlightSend',
            ],
          },
        ],
      },
      states: {
        noPerson: {
          description:
            'Nobody is chosen yet (a new chat, or before the parent names the open chat): the composer is disabled (spec 1 §4 Chat input).',
        },
        loading: {
          description:
            'The newest page loads (getDialogList, 500 newest first) while the history kept on this device is read; the composer waits. The page is applied once both are in: kept texts only this device holds (unsent, waiting to send) must be read before the page replaces the kept history. A catch-up asked meanwhile (the socket is back) loads it again.',
          tags: ['apiBusy'],
          type: 'parallel',
          entry: ['forgetLive', 'forgetFirstPage'],
          on: {
            // Kept by the page's `persist` (a write now could land before the kept history is read).
            'messages.received': { actions: { type: 'appendArrivals', params: eventOf } },
            // A page asked for before the socket came back may miss what was sent while it was down.
            'conversation.catchUp': { target: 'loading', reenter: true },
          },
          onDone: {
            target: 'ready',
            actions: [
              { type: 'tellEmptied', params: ({ context }) => emptiedBy(context, context.firstPage) },
              { type: 'applyFirstPage', params: ({ context }) => context.firstPage },
              'forgetFirstPage',
              'persist',
            ],
          },
          states: {
            kept: {
              description: 'The history kept on this device, shown at once when it is read first.',
              initial: 'reading',
              states: {
                reading: {
                  description: 'The kept history is being read (and decrypted).',
                  invoke: {
                    id: 'readCachedMessages',
                    src: 'readCachedMessages',
                    input: ({ context }) => context.parties as ConversationParties,
                    onDone: { target: 'read', actions: { type: 'applyCached', params: outputOf } },
                    // The cache never throws on expected trouble; anything else only costs the kept history.
                    onError: { target: 'read', actions: 'logCacheReadFailure' },
                  },
                },
                read: { type: 'final', description: 'Read (or it could not be: only the instant history is lost).' },
              },
            },
            page: {
              description: 'The newest page, held until the kept history is read.',
              initial: 'fetching',
              states: {
                fetching: {
                  description: 'getDialogList for the 500 newest messages.',
                  invoke: {
                    id: 'loadDialogPage',
                    src: 'loadDialogPage',
                    input: ({ context }) => pageRequest(context, null, null),
                    onDone: [
                      {
                        guard: { type: 'pageFailed', params: outputOf },
                        target: '#conversation.dialog.failed',
                        actions: {
                          type: 'reportFailure',
                          params: ({ event }) => ({
                            endpoint: 'getDialogList' as const,
                            failure: event.output.ok ? null : event.output,
                          }),
                        },
                      },
                      { target: 'fetched', actions: { type: 'holdFirstPage', params: outputOf } },
                    ],
                    onError: {
                      target: '#conversation.dialog.failed',
                      actions: { type: 'reportFailure', params: { endpoint: 'getDialogList', failure: null } },
                    },
                  },
                },
                fetched: { type: 'final', description: 'The page came: held until the kept history is read.' },
              },
            },
          },
        },
        failed: {
          description:
            'The dialog could not be loaded (the failure was routed); the locally kept history stays readable (offline, issue 24 item 2); a reload, or the socket coming back, tries again.',
          on: {
            'conversation.reload': { target: 'loading' },
            // The socket is back (a reload while offline could not load the dialog): it tries again.
            'conversation.catchUp': { target: 'loading' },
          },
          // A failure can come before the kept history is read (offline, at once): read it here too.
          invoke: {
            id: 'readCachedMessages',
            src: 'readCachedMessages',
            input: ({ context }) => context.parties as ConversationParties,
            onDone: { actions: { type: 'applyCached', params: outputOf } },
            onError: { actions: 'logCacheReadFailure' },
          },
        },
        ready: {
          description: 'The newest page is shown; the composer may send.',
          type: 'parallel',
          on: {
            'messages.received': { actions: [{ type: 'appendArrivals', params: eventOf }, 'persist'] },
            'composer.send': [
              // spec 1 §5 Sending: checked before anything is added; the root shows the prompt.
              {
                guard: and(['canSend', 'lacksCredit']),
                actions: { type: 'refuseSend', params: { reason: 'noCredit' } },
              },
              {
                guard: and(['canSend', 'sendsFromUnownedNumber']),
                actions: { type: 'refuseSend', params: { reason: 'notOwned' } },
              },
              { guard: 'canSend', actions: ['sendOutgoing', 'highlightSend'] },
            ],
            // A failed text's Retry goes by the same rules as a send (spec 1 §4 Chat input, §5 Sending).
            'message.retry': [
              {
                guard: and(['canSend', 'isRetryableMessage', 'lacksCredit']),
                actions: { type: 'refuseSend', params: { reason: 'noCredit' } },
              },
              {
                guard: and(['canSend', 'isRetryableMessage', 'sendsFromUnownedNumber']),
                actions: { type: 'refuseSend', params: { reason: 'notOwned' } },
              },
              {
                guard: and(['canSend', 'isRetryableMessage']),
                actions: { type: 'retryOutgoing', params: eventOf },
              },
            ],
          },
          states: {
            history: {
              description: 'Older pages, loaded on scroll to the top (spec 1 §2).',
              initial: 'idle',
              states: {
                idle: {
                  description:
                    'No older page is loading; one loads at once while a focused search hit is older than every message held.',
                  always: { guard: 'focusIsOlder', target: 'loadingOlder' },
                  on: { 'conversation.loadOlder': { guard: 'hasOlderPages', target: 'loadingOlder' } },
                },
                loadingOlder: {
                  description: 'The next older page loads (startTime = the last page’s nextStartTime).',
                  tags: ['loadingOlder'],
                  invoke: {
                    id: 'loadOlderPage',
                    src: 'loadDialogPage',
                    input: ({ context }) => pageRequest(context, null, context.olderCursor),
                    onDone: [
                      {
                        guard: { type: 'pageFailed', params: outputOf },
                        target: 'idle',
                        actions: [
                          {
                            type: 'reportFailure',
                            params: ({ event }) => ({
                              endpoint: 'getDialogList' as const,
                              failure: event.output.ok ? null : event.output,
                            }),
                          },
                          'forgetFocus',
                        ],
                      },
                      { target: 'idle', actions: [{ type: 'applyOlderPage', params: outputOf }, 'persist'] },
                    ],
                    onError: {
                      target: 'idle',
                      actions: [
                        { type: 'reportFailure', params: { endpoint: 'getDialogList', failure: null } },
                        'forgetFocus',
                      ],
                    },
                  },
                },
              },
            },
            sync: {
              description:
                'Catching up after a reconnect: the newest page read again replaces what it covers (issue 26 item 1).',
              initial: 'idle',
              states: {
                idle: {
                  description: 'Up to date as far as the socket told.',
                  on: { 'conversation.catchUp': { target: 'catchingUp' } },
                },
                catchingUp: {
                  description:
                    'getDialogList for the newest page again (one request): what was deleted elsewhere meanwhile goes, what came is added; sends on their way, queued and unsent texts, and what arrives meanwhile stay.',
                  entry: 'forgetLive',
                  on: {
                    // A newer reconnect: ask again, the answer may already be behind.
                    'conversation.catchUp': { target: 'catchingUp', reenter: true },
                  },
                  invoke: {
                    id: 'catchUpPage',
                    src: 'loadDialogPage',
                    input: ({ context }) => pageRequest(context, null, null),
                    onDone: [
                      {
                        guard: { type: 'pageFailed', params: outputOf },
                        target: 'idle',
                        actions: {
                          type: 'reportFailure',
                          params: ({ event }) => ({
                            endpoint: 'getDialogList' as const,
                            failure: event.output.ok ? null : event.output,
                          }),
                        },
                      },
                      {
                        target: 'idle',
                        actions: [
                          { type: 'tellEmptied', params: ({ context, event }) => emptiedBy(context, event.output) },
                          { type: 'applyCatchUpPage', params: outputOf },
                          'persist',
                        ],
                      },
                    ],
                    onError: {
                      target: 'idle',
                      actions: { type: 'reportFailure', params: { endpoint: 'getDialogList', failure: null } },
                    },
                  },
                },
              },
            },
            deletion: {
              description: 'Deleting one message (spec 1 §4 Deleting).',
              initial: 'idle',
              states: {
                idle: {
                  description: 'No message is being deleted.',
                  on: {
                    'message.delete': [
                      // Never stored: removed here and from the cache, no server call.
                      {
                        guard: { type: 'isUnsentMessage', params: eventOf },
                        actions: [{ type: 'removeUnsent', params: eventOf }, 'persist'],
                      },
                      {
                        guard: { type: 'isHeldMessage', params: eventOf },
                        target: 'deleting',
                        actions: { type: 'storeDeleting', params: eventOf },
                      },
                    ],
                  },
                },
                deleting: {
                  description: 'DELETE /delSms runs; the composer waits.',
                  tags: ['apiBusy'],
                  invoke: {
                    id: 'deleteMessage',
                    src: 'deleteMessage',
                    input: ({ context }) => context.deleting as DeleteMessageRequest,
                    onDone: [
                      {
                        guard: { type: 'deleteRefused', params: outputOf },
                        target: 'idle',
                        actions: [
                          {
                            type: 'reportFailure',
                            params: ({ event }) => ({
                              endpoint: 'delSms' as const,
                              failure: event.output.ok ? null : event.output,
                            }),
                          },
                          'forgetDeleting',
                        ],
                      },
                      { target: 'idle', actions: ['removeDeleted', 'persist', 'requestChatListRefresh'] },
                    ],
                    onError: {
                      target: 'idle',
                      actions: [
                        { type: 'reportFailure', params: { endpoint: 'delSms', failure: null } },
                        'forgetDeleting',
                      ],
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    sendButton: {
      description: 'The send button highlight (spec 1 §4 Chat input: 600 ms).',
      initial: 'plain',
      states: {
        plain: {
          description: 'The send button is not highlighted.',
          on: { 'sendButton.highlight': { target: 'highlighted' } },
        },
        highlighted: {
          description: 'A message was just sent: the button highlights for 600 ms.',
          // Another send restarts the 600 ms.
          on: { 'sendButton.highlight': { target: 'highlighted', reenter: true } },
          after: { sendHighlight: { target: 'plain' } },
        },
      },
    },
  },
});

export type ConversationMachine = typeof conversationMachine;
