/**
 * The socket.io contract of `/webchat` (spec 1 §7). The session travels in the handshake query.
 */

import { z } from 'zod/mini';
import type { IdentifierRole } from './defineEndpoint.ts';
import type { CallbackDeliveryEvent } from './developerApi.ts';
import { Money } from './endpoints.ts';
import {
  type ChatMessageEvent,
  type ChatReadEvent,
  type MessagesDeletedEvent,
  type SendMessageAck,
  SendMessagePayload,
} from './messaging.ts';
import type { PaymentEvent } from './payments.ts';
import type { LanguageCode, Platform } from './platform.ts';
import type { CodeSmsEvent } from './verificationCodes.ts';

export const SOCKET_PATH = '/webchat';

export interface SocketHandshakeQuery {
  token: string;
  platform: Platform;
  /** The language of the server's texts on this socket (spec 1 §7: zh_cn or en). */
  languagecode: LanguageCode;
}

/** A failure the server reports on the socket before closing it (e.g. revoked token → 100014). */
export interface SocketErrorPayload {
  retcode: number;
  retmsg: string;
}

/**
 * Socket event `balance` (server → client, to every tab of the account): the account's balance
 * changed — a send, a code, a number bought or renewed, a top-up, a reward… (docs/payments.md,
 * "The balance event"). Published after the change committed, with the balance read then.
 */
export const BalanceEvent = z.object({ balance: Money });
export type BalanceEvent = z.infer<typeof BalanceEvent>;

/** Server → client events beyond socket.io's own (connect, disconnect, reconnect…). */
export interface ServerToClientEvents {
  error: (payload: SocketErrorPayload) => void;
  /** A message sent from this account (echo to all its tabs) or received by it (messaging.ts). */
  message: (payload: ChatMessageEvent) => void;
  /** A conversation's read marker moved (messaging.ts, issue 22 item 4), to all the account's tabs. */
  chatRead: (payload: ChatReadEvent) => void;
  /** Messages (or a whole conversation) of the account were deleted (messaging.ts, issue 26 item 1), to all its tabs. */
  messagesDeleted: (payload: MessagesDeletedEvent) => void;
  /** An SMS arrived on one of the account's leased verification numbers (verificationCodes.ts), to all its tabs. */
  codeSms: (payload: CodeSmsEvent) => void;
  /** A payment order of this account was settled: its outcome and the new balance (payments.ts). */
  payment: (payload: PaymentEvent) => void;
  /** The account's balance changed (BalanceEvent above), to all its tabs: the header and the send guard follow it. */
  balance: (payload: BalanceEvent) => void;
  /** One of the account's callback deliveries changed (developerApi.ts), to all its tabs: the console reads it again. */
  callbackDelivery: (payload: CallbackDeliveryEvent) => void;
}

export interface ClientToServerEvents {
  /** Sends an SMS or MMS; the acknowledgement says sent (status 0) or why not (messaging.ts). */
  sendMessage: (payload: SendMessagePayload, ack: (answer: SendMessageAck) => void) => void;
}

/**
 * Every client → server event with its payload schema and identifying fields (see
 * `IdentifierRole`), for the suites that work from the contract (fuzzer, isolation matrix).
 */
export const SOCKET_EVENTS = {
  sendMessage: {
    payload: SendMessagePayload,
    identifiers: { fromNumber: 'ownNumber', toNumber: 'otherNumber', smsId: 'smsId' },
  },
} as const satisfies Record<
  keyof ClientToServerEvents,
  { payload: unknown; identifiers: Readonly<Record<string, IdentifierRole>> }
>;
