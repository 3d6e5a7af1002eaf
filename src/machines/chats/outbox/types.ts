import type { AnyActorRef } from 'xstate';
import type { ChatMessage } from '../../../services/chats/message.ts';
import type { QueuedText } from '../../../services/storage/chatHistory.ts';
import type { OutgoingMessageNotification, OutgoingMessageOutput } from '../outgoingMessage/types.ts';

export type { QueuedText };

export interface OutboxInput {
  /** spec 1 §4 Connection: whether the chat socket is up now (the chats chart's). */
  connected: boolean;
  /** The hosting chart (the chats chart), told what to show and what settled. */
  parent?: AnyActorRef;
}

export interface OutboxContext {
  parent: AnyActorRef | undefined;
  connected: boolean;
  /** The texts waiting, in the order written; the first is the next to go. */
  queue: QueuedText[];
}

export type OutboxEvent =
  /** A text written while the connection was down (from the conversation, through the chats chart). */
  | { type: 'outbox.add'; text: QueuedText }
  /** A waiting text deleted before it went: it never leaves (no server call). */
  | { type: 'outbox.discard'; smsId: string }
  | { type: 'connection.lost' }
  | { type: 'connection.restored' }
  /** What each queued text's `outgoingMessage` actor tells (its parent is this chart). */
  | OutgoingMessageNotification;

/** What the outbox tells the chats chart. */
export type OutboxNotification =
  /** A queued text's copy to show in its conversation: 'Waiting to send', then sending. */
  | { type: 'outbox.message'; ownFullNumber: string; otherFullNumber: string; message: ChatMessage }
  /** A queued text was sent or failed (spec 1 §4 Outgoing message status), like any send. */
  | { type: 'outbox.settled'; ownFullNumber: string; otherFullNumber: string; output: OutgoingMessageOutput };
