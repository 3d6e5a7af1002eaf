/**
 * The smallest shapes the chat rules need. The contract (`api/contract/messaging.ts`) has the full
 * message and chat-list item; these functions are generic over the fields they use, so they work
 * on the client's own message type (with its stt fields) as well as on the wire shapes.
 */
export { MESSAGE_STATUS, MESSAGE_TYPES, type MessageType } from '../api/contract/messaging.ts';

export interface MessageLike {
  /** Client-made for outgoing messages (conventions: idempotency), the server's for incoming ones. */
  smsId: string;
  /** Epoch milliseconds. */
  date: number;
  /** An own send the server never confirmed storing (client only, see `ChatMessage.unsent`). */
  unsent?: true;
  /** An own text waiting in the outbox (client only, see `ChatMessage.queued`). */
  queued?: true;
}

export interface ChatListItemLike {
  ownFullNumber: string;
  otherFullNumber: string;
  /** Epoch milliseconds of the last message. */
  date: number;
  /** Type of the last message. */
  type: string;
}

/** A `getChatListByDate` tombstone: the conversation left the list at `date`. */
export interface ChatTombstoneLike {
  ownFullNumber: string;
  otherFullNumber: string;
  date: number;
  deleted: true;
}
