import type { AnyActorRef } from 'xstate';
import type { ApiResult } from '../../../services/api/result.ts';
import type { ChatMessage } from '../../../services/chats/message.ts';
import type { Locale } from '../../../services/i18n/locale.ts';
import type { OwnNumberType } from '../../../services/media/types.ts';
import type { QueuedText } from '../../../services/storage/chatHistory.ts';

export type { QueuedText };

import type { OutgoingContent, OutgoingMessageOutput } from '../outgoingMessage/types.ts';
import type { TranscriptionSettled } from '../transcription/types.ts';

/** The two parties of the open conversation (spec 1 §3 chat identity). */
export interface ConversationParties {
  ownFullNumber: string;
  otherFullNumber: string;
  /** The own number's type (attachment limits differ for Hosting, spec 1 §5). */
  ownNumberType: OwnNumberType;
  /** spec 1 §5 Sending: the sender must be a number the user owns (an expired one is not). */
  owned: boolean;
}

/**
 * Makes the smsId of a send (conventions: client-made, so a retry cannot duplicate). `sequence` is
 * the how-manieth send this conversation took (1, 2 …): a random source ignores it, a test's makes
 * predictable ids from it. The page's source is `newId` of `services/ids`.
 */
export type SmsIdSource = (sequence: number) => string;

export interface ConversationInput {
  /** spec 1 §4 Connection: whether sends may go now. */
  connected: boolean;
  /** The transcription languages are the locale's (spec 1 §4 Transcription). */
  locale: Locale;
  /** The account balance when known (spec 1 §5 Sending: it must be above 0). */
  balance: string | null;
  /** The hosting chart, told of this chart's progress (passed by the host: `parent: self`). */
  parent?: AnyActorRef;
  /** Defaults to `newId` of `services/ids` (randomUUID, or getRandomValues on a plain-http origin). */
  newId?: SmsIdSource;
  /** Epoch ms now: the date of a message until the server dates it. Defaults to `Date.now`. */
  now?: () => number;
}

/** Why a send was refused before it went (spec 1 §5 Sending). */
export type SendRefusal = 'noCredit' | 'notOwned';
export type ConversationSendRefused = { type: 'send.refused'; reason: SendRefusal };

/** One `getDialogList` request (spec 1 §7): newest first; `startTime` pages back, `since` catches up. */
export interface DialogPageRequest {
  ownFullNumber: string;
  otherFullNumber: string;
  since: number | null;
  startTime: number | null;
}

/** The conversation's locally kept messages, oldest first. */
export interface CachedPage {
  messages: ChatMessage[];
}

export type DialogPageResult = ApiResult<{ messages: ChatMessage[]; nextStartTime: number | null }>;

export interface DeleteMessageRequest {
  smsId: string;
  date: number;
}

/** GET /getMessagePrice for the chosen parties (asked once per destination: the loader keeps answers). */
export interface MessagePriceRequest {
  ownFullNumber: string;
  otherFullNumber: string;
}
export type MessagePriceResult = ApiResult<{ price: string | null }>;

export type DeleteMessageResult = ApiResult<{ deleted: number }>;

export interface ConversationContext {
  /** The hosting chart (from the input); absent when the chart runs on its own. */
  parent: AnyActorRef | undefined;
  newId: SmsIdSource;
  now: () => number;
  /** Sends taken so far (the next smsId's `sequence` is one more). */
  sent: number;
  parties: ConversationParties | null;
  connected: boolean;
  locale: Locale;
  balance: string | null;
  /** Oldest first, one per smsId (`mergeMessages`). */
  messages: ChatMessage[];
  /** The `startTime` of the next older page; null when the oldest page is loaded. */
  olderCursor: number | null;
  /** The message being deleted. */
  deleting: DeleteMessageRequest | null;
  /**
   * smsIds that arrived (socket) or whose send settled here since the newest page was last asked
   * for: that page (the first, or the catch-up's) keeps them — they may be newer than its answer —
   * unlike the locally kept history and what was deleted elsewhere, which it replaces (spec 1 §7).
   */
  live: string[];
  /**
   * The newest page once it has come while the kept history was still being read (`loading`): it is
   * applied after that history, which holds what only this device has (unsent, waiting to send).
   */
  firstPage: DialogPageResult | null;
  /** smsIds of the outgoing messages still on their way (their actors are `outgoing:<smsId>`). */
  pending: string[];
  /** smsIds of the voicemails being transcribed (their actors are `transcription:<smsId>`). */
  transcribing: string[];
  /**
   * What one text to the chosen person costs (issue 11 item 8: the composer's cost preview), once
   * the server said; null while it is not known. `price` null: the route is not sold.
   */
  price: { price: string | null } | null;
  /**
   * The message a chosen search hit points at (issue 22 item 5): the view scrolls to it and
   * highlights it; older pages load until it is held. A new object per choice, so choosing the
   * same hit again scrolls again.
   */
  focus: MessageFocus | null;
}

/** A message to show and highlight: its smsId, and its date (how far back its page is). */
export interface MessageFocus {
  smsId: string;
  date: number;
}

export type ConversationEvent =
  /** A person was chosen (a new chat's number and own number, or a chat opened): its dialog loads. */
  | { type: 'conversation.choose'; parties: ConversationParties; focus?: MessageFocus }
  /** A search hit of this conversation: show that message, highlighted (older pages load until it is in). */
  | ({ type: 'conversation.focus' } & MessageFocus)
  /** issue 26 item 1: messages of this conversation were deleted (in this tab or another): they go. */
  | { type: 'messages.deleted'; smsIds: string[] }
  | { type: 'conversation.reload' }
  /** Scrolled to the top: the next older page (spec 1 §2). */
  | { type: 'conversation.loadOlder' }
  /** After a reconnect: the newest page again, so what came and what went meanwhile show (issue 3 deliverable 6, issue 26 item 1). */
  | { type: 'conversation.catchUp' }
  /** The socket messages of this conversation since the last animation frame, oldest first (the parent batches them). */
  | { type: 'messages.received'; messages: ChatMessage[] }
  /**
   * spec 1 §4 Deleting: one message. One the server never stored (`unsent`) is removed here and
   * from the local cache without a server call.
   */
  | { type: 'message.delete'; smsId: string }
  /** A failed text's Retry: sent again with its own smsId (never a duplicate). */
  | { type: 'message.retry'; smsId: string }
  /**
   * The composer's send (Enter or the button). The chart makes its smsId and date; when it takes
   * the send it emits `composer.accepted` (the composer then clears what was sent).
   */
  | { type: 'composer.send'; content: OutgoingContent }
  | { type: 'connection.lost' }
  | { type: 'connection.restored' }
  | { type: 'account.balance'; balance: string }
  /** A voicemail's 'Transcribe': its transcription runs as the child `transcription:<smsId>`. */
  | { type: 'transcription.open'; smsId: string }
  /** From a transcription child: it ended, with or without a transcript. */
  | TranscriptionSettled
  /** Raised by the chart itself after an accepted send. */
  | { type: 'sendButton.highlight' }
  /** From an outgoing message child. */
  | { type: 'outgoing.added'; message: ChatMessage }
  | { type: 'outgoing.settled'; smsId: string; output: OutgoingMessageOutput }
  /** issue 24 item 3, from the outbox (through the parent): a queued text's copy ('Waiting to send', then sending). */
  | { type: 'queued.shown'; message: ChatMessage }
  /** …and its outcome once it went: sent, or failed with Retry and Delete like any send. */
  | { type: 'queued.settled'; output: OutgoingMessageOutput };

/** What the chart emits to whoever listens (`actor.on`): the composer. */
export type ConversationEmitted =
  /** The send was taken: its message is on its way (a refused one is not; the text stays). */
  { type: 'composer.accepted'; kind: OutgoingContent['kind'] };

/** What the chart tells its parent (the `chats` chart, or the root). */
export type ConversationNotification =
  /**
   * A send is over: sent (the chat list moves the conversation to the top), failed (route the
   * retmsg / prompt by `followUp`), blocked or refused (show `messageKey`).
   */
  | {
      type: 'conversation.outgoingSettled';
      ownFullNumber: string;
      otherFullNumber: string;
      output: OutgoingMessageOutput;
    }
  /** A message was deleted: the chat-list row may have changed, read the list's changes. */
  | { type: 'chats.refresh' }
  /**
   * issue 26 item 1: the newest page (the first, or a catch-up's) answered that the server holds no
   * message of this conversation, and nothing of this tab is on its way in it or arrived meanwhile.
   */
  | { type: 'conversation.emptied'; ownFullNumber: string; otherFullNumber: string }
  /** issue 24 item 3: a text written while the connection is down, for the outbox. */
  | { type: 'conversation.queue'; text: QueuedText }
  /** issue 24 item 3: a waiting text was deleted: the outbox drops it (it never goes). */
  | { type: 'conversation.unqueue'; smsId: string }
  /** A send was refused before it went: the no-credit prompt or the alert (spec 1 §5). */
  | ConversationSendRefused;
/** A refused call, routed through the retcode table (spec 1 §8). */
