/**
 * The conversation chart's injected actors, built from the API and the socket:
 * `conversationMachine.provide({ actors: conversationActors(api, outgoingDeps) })`.
 */
import { fromPromise } from 'xstate';
import { MESSAGING_LIMITS } from '../../../services/api/contract/messaging.ts';
import type { Api } from '../../../services/api/createApi.ts';
import { conversationKey } from '../../../services/chats/conversationKey.ts';
import { messageFromDialog } from '../../../services/chats/message.ts';
import type { ChatHistory } from '../../../services/storage/chatHistory.ts';
import { type OutgoingMessageDeps, outgoingMessageActors } from '../outgoingMessage/outgoingMessage.actors.ts';
import { outgoingMessageMachine } from '../outgoingMessage/outgoingMessage.machine.ts';
import { transcriptionActors } from '../transcription/transcription.actors.ts';
import { transcriptionMachine } from '../transcription/transcription.machine.ts';
import type {
  CachedPage,
  ConversationContext,
  ConversationParties,
  DeleteMessageRequest,
  DeleteMessageResult,
  DialogPageRequest,
  DialogPageResult,
  MessagePriceRequest,
  MessagePriceResult,
} from './types.ts';

/**
 * issue 11 item 8: the price of a text, asked once per destination (own number and person) for
 * as long as the chats area runs; a failed answer is not kept, so the next choice asks again.
 */
export function messagePriceLoader(api: Pick<Api, 'getMessagePrice'>) {
  const known = new Map<string, Promise<MessagePriceResult>>();
  return ({ ownFullNumber, otherFullNumber }: MessagePriceRequest): Promise<MessagePriceResult> => {
    const key = `${ownFullNumber}>${otherFullNumber}`;
    let answer = known.get(key);
    if (!answer) {
      answer = api.getMessagePrice({ from: ownFullNumber, to: otherFullNumber }).then((result) => {
        if (!result.ok) known.delete(key);
        return result;
      });
      known.set(key, answer);
    }
    return answer;
  };
}

/** One `getDialogList` page (spec 1 §7, §9: page size 500), as client messages. */
export async function loadDialogPage(
  api: Pick<Api, 'getDialogList'>,
  { ownFullNumber, otherFullNumber, since, startTime }: DialogPageRequest,
  signal?: AbortSignal,
): Promise<DialogPageResult> {
  const result = await api.getDialogList(
    {
      ownFullNumber,
      otherFullNumber,
      pageSize: MESSAGING_LIMITS.dialogPageSize,
      ...(since === null ? {} : { since }),
      ...(startTime === null ? {} : { startTime }),
    },
    signal ? { signal } : {},
  );
  if (!result.ok) return result;
  return {
    ok: true,
    data: { messages: result.data.dialogList.map(messageFromDialog), nextStartTime: result.data.nextStartTime },
  };
}

export function conversationActors(
  api: Pick<Api, 'getDialogList' | 'delSms' | 'speechToText' | 'getMessagePrice'>,
  outgoing: OutgoingMessageDeps,
  history: Pick<ChatHistory, 'read'>,
) {
  const messagePrice = messagePriceLoader(api);
  return {
    loadMessagePrice: fromPromise<MessagePriceResult, MessagePriceRequest>(({ input }) => messagePrice(input)),
    readCachedMessages: fromPromise<CachedPage, ConversationParties>(async ({ input }) => ({
      messages: await history.read(conversationKey(input.ownFullNumber, input.otherFullNumber)),
    })),
    transcription: transcriptionMachine.provide({ actors: transcriptionActors(api) }),
    loadDialogPage: fromPromise<DialogPageResult, DialogPageRequest>(({ input, signal }) =>
      loadDialogPage(api, input, signal),
    ),
    deleteMessage: fromPromise<DeleteMessageResult, DeleteMessageRequest>(({ input, signal }) =>
      api.delSms({ smsId: input.smsId, date: input.date }, { signal }),
    ),
    outgoingMessage: outgoingMessageMachine.provide({ actors: outgoingMessageActors(outgoing) }),
  };
}

/**
 * Changes the server does not hold — a send settled (a failure it never stored is kept only
 * here) and a message deleted here — are written at once, not after the write interval: a reload
 * right after must neither lose the unsent message nor bring a deleted one back.
 */
const WRITTEN_AT_ONCE: ReadonlySet<string> = new Set([
  'outgoing.settled',
  // issue 24 item 3: a reload while offline must still show what waits in the outbox.
  'queued.shown',
  'queued.settled',
  'message.delete',
  'xstate.done.actor.deleteMessage',
  'messages.deleted',
]);

/** The conversation's messages kept locally after every change (spec 1 §3 Stored locally). */
export function conversationActions(history: Pick<ChatHistory, 'write'>) {
  return {
    persist: ({ context, event }: { context: ConversationContext; event: { type: string } }) => {
      if (!context.parties) return;
      const { ownFullNumber, otherFullNumber } = context.parties;
      const key = conversationKey(ownFullNumber, otherFullNumber);
      void history.write(key, context.messages, { now: WRITTEN_AT_ONCE.has(event.type) });
    },
  };
}
