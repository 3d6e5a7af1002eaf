import type {
  ChatListAnswer,
  ChatListChanges,
  ChatListItem,
  ChatMessageEvent,
  ChatReadEvent,
  DelSmsAnswer,
  MessagesDeletedEvent,
  VirtualPhone,
} from '../../../services/api/contract/messaging.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { Locale } from '../../../services/i18n/locale.ts';
import type { OutboxNotification, QueuedText } from '../outbox/types.ts';
import type { OutgoingMessageOutput } from '../outgoingMessage/types.ts';
import type { DraftPick, NewChatDraft } from './draft.ts';

export type ChatListResult = ApiResult<ChatListAnswer>;
export type ChatChangesResult = ApiResult<ChatListChanges>;
export type MyNumbersResult = ApiResult<{ virtualPhones: VirtualPhone[] }>;
export type DeleteConversationResult = ApiResult<DelSmsAnswer>;

export interface DeleteConversationRequest {
  ownFullNumber: string;
  otherFullNumber: string;
}

export interface ChatsInput {
  /** spec 1 §4 Connection: whether sends may go now. */
  connected: boolean;
  /** The transcription languages are the locale's (spec 1 §4 Transcription). */
  locale: Locale;
  /** The account balance when known (spec 1 §5 Sending: it must be above 0). */
  balance?: string | null;
}

/** Read markers to send (issue 22 item 4): per conversation key, the date it was read up to. */
export interface MarkReadsRequest {
  marks: Readonly<Record<string, number>>;
}

/** The marks that could not reach the server (a network failure), to send again; refused ones are dropped. */
export interface MarkReadsResult {
  retry: Record<string, number>;
}

/** A new chat's recipient, checked for toll-free before the chat opens (spec 1 §5 Sending). */
export interface RecipientCheck {
  otherFullNumber: string;
}

/** The start-up refetch's input (spec 1 §4): the chat list just loaded. */
export interface RefetchRequest {
  list: readonly ChatListItem[];
}

/** spec 1 §4: whether the month changed since the last visit (the billing reload). */
export interface RefetchResult {
  monthChanged: boolean;
}

export interface ChatsContext {
  connected: boolean;
  /** Newest first, one per conversation key (`mergeChatList`). */
  list: ChatListItem[];
  /** The `since` of the next getChatListByDate; null before the first listing. */
  syncTime: number | null;
  /** The user's own numbers (the From picker; an own number's type sets attachment limits). */
  numbers: VirtualPhone[];
  /** spec 1 §4 Unread count: per conversation key. */
  unread: Record<string, number>;
  /** The chat being switched to (300 ms debounce) or open. */
  chosenKey: string | null;
  /** The view is within 200 px of the bottom (spec 1 §4 read rule). */
  nearBottom: boolean;
  /** The conversation awaiting the delete confirmation or being deleted. */
  deleteKey: string | null;
  locale: Locale;
  balance: string | null;
  /** The new chat being started (its key), while its recipient is checked. */
  startingKey: string | null;
  /** getVirtualPhoneList answered (before that, a chat's own number cannot be judged unowned). */
  numbersKnown: boolean;
  /** The new chat being written (spec 1 §2 new-chat header); emptied by `chat.new`. */
  draft: NewChatDraft;
  /**
   * What is typed in each conversation's message box and not yet sent, by conversation key: it
   * outlives the view (a tab switch, another chat opened meanwhile) and a refused send.
   */
  composerDrafts: Record<string, string>;
  /** Socket messages received since the last animation frame, oldest first (applied together, issue 8 item 23). */
  arrivals: ChatMessageEvent[];
  /** The message a search hit opens its conversation at, until the conversation is told. */
  focus: MessageFocus | null;
  /** Read markers waiting to go to the server, per conversation key: read up to this date (issue 22 item 4). */
  pendingReads: Record<string, number>;
  /** The batch of read markers on its way. */
  sendingReads: Record<string, number>;
  /**
   * The dates of the incoming messages this tab counted as unread itself, per conversation: a
   * listing read before they came does not count them, so they are added to its count.
   */
  countedArrivals: Record<string, number[]>;
}

/** A message to scroll to and highlight (a chosen search hit, issue 22 item 5). */
export interface MessageFocus {
  smsId: string;
  date: number;
}

export type ChatsEvent =
  /** A chat-list row was clicked (or a new chat's number chosen): opens after the 300 ms switch debounce. */
  | { type: 'chat.open'; key: string }
  | { type: 'chat.close' }
  /** From the search child: a hit was chosen — its conversation opens, at `focus` for a message hit. */
  | { type: 'search.show'; key: string; focus?: MessageFocus }
  /** The 'new chat' button: the new-chat header shows, nobody chosen yet. */
  | { type: 'chat.new' }
  /**
   * The new-chat header's number (Enter, or a suggestion picked), or 'message' on a contact:
   * `typed` as entered; `ownFullNumber` the From picker's choice (else a default own number).
   */
  | { type: 'chat.start'; otherTelCode: string; typed: string; ownFullNumber?: string }
  /** The new-chat header changed: the To code, what is typed, or the From number. */
  | { type: 'draft.change'; telCode?: string; typed?: string; ownFullNumber?: string }
  /**
   * The new-chat number is taken (Enter, Tab, or the field left — issue 8 item 18), or a contact
   * suggestion picked (`pick`): it starts as a `chat.start` of the draft.
   */
  | { type: 'draft.submit'; pick?: DraftPick }
  /** The account's balance changed (spec 1 §5 Sending). */
  | { type: 'account.balance'; balance: string }
  /** spec 1 §4 Unread count: focusing the input clears the open chat's count. */
  | { type: 'composer.focus' }
  /** The open chat's message box changed (typed, pasted, emptied after a send): kept for that chat. */
  | { type: 'composer.draft'; text: string }
  | { type: 'window.focus' }
  | { type: 'window.blur' }
  /** spec 1 §4 read rule: the conversation view is (not) within 200 px of the bottom. */
  | { type: 'conversation.scrolled'; nearBottom: boolean }
  /** A socket `message` (spec 1 §7), forwarded by the root. */
  | { type: 'message.received'; message: ChatMessageEvent }
  /** A socket `chatRead` (issue 22 item 4): a conversation read up to a date, in this tab or elsewhere. */
  | { type: 'chat.readElsewhere'; marker: ChatReadEvent }
  /** A socket `messagesDeleted` (issue 26 item 1): messages or a whole conversation deleted, here or elsewhere. */
  | { type: 'messages.deletedElsewhere'; deleted: MessagesDeletedEvent }
  /** Raised after a listing brought the server's unread counts. */
  | { type: 'unread.settle' }
  /** After a reconnect (the connection chart's `chats.refresh`): the list's changes and the open dialog's catch-up. */
  | { type: 'chats.refresh' }
  /** The numbers area bought, changed or took up a number again (spec 3 §4): the numbers are read again. */
  | { type: 'numbers.changed' }
  | { type: 'connection.lost' }
  | { type: 'connection.restored' }
  /** spec 1 §4 Deleting: a whole conversation, after the confirmation overlay. */
  | { type: 'chat.delete.request'; key: string }
  | { type: 'chat.delete.confirm' }
  | { type: 'chat.delete.cancel' }
  /** From the open conversation child. */
  | {
      type: 'conversation.outgoingSettled';
      ownFullNumber: string;
      otherFullNumber: string;
      output: OutgoingMessageOutput;
    }
  /** From the open conversation: the server holds no message of it any more (issue 26 item 1). */
  | { type: 'conversation.emptied'; ownFullNumber: string; otherFullNumber: string }
  /** issue 24 item 3, from the open conversation: a text written offline, for the outbox… */
  | { type: 'conversation.queue'; text: QueuedText }
  /** …or a waiting one deleted, which the outbox drops. */
  | { type: 'conversation.unqueue'; smsId: string }
  /** From the outbox child: a queued text's copy to show, or its outcome. */
  | OutboxNotification;
