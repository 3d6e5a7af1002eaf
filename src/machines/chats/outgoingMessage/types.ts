import type { AnyActorRef } from 'xstate';
import type { SendMessageAck, SendMessagePayload } from '../../../services/api/contract/messaging.ts';
import type { ChatMessage } from '../../../services/chats/message.ts';
import type { MessageKey } from '../../../services/i18n/catalogue.ts';
import type { OwnNumberType } from '../../../services/media/types.ts';
import type { CaptchaModalAnswer } from '../../shared/address.ts';

/** What the person sends: a text, or one attachment with an optional caption. */
export type OutgoingContent = { kind: 'text'; text: string } | { kind: 'attachment'; file: File; caption?: string };

export interface OutgoingMessageInput {
  /** The client-made idempotency key (conventions): a retried send never duplicates. */
  smsId: string;
  /** Epoch ms of the send: the local message's date until the server's acknowledgement dates it. */
  createdAt: number;
  /** The own number (full). */
  fromNumber: string;
  /** The recipient (full). */
  toNumber: string;
  ownNumberType: OwnNumberType;
  content: OutgoingContent;
  /** spec 1 §4 Connection: sending is blocked while disconnected or connecting. */
  connected: boolean;
  /** The hosting chart, told of this chart's progress (passed by the host: `parent: self`). */
  parent?: AnyActorRef;
}

/** The attachment made ready for the socket (spec 1 §5 Attachments), or why it cannot go. */
export type PreparedUpload =
  | { ok: true; fileBuffer: ArrayBuffer; fileName: string; fileType: string }
  | { ok: false; reason: 'tooLarge' | 'failed' };

export interface PrepareUploadRequest {
  file: File;
  ownNumberType: OwnNumberType;
}

export type { SendMessageAck, SendMessagePayload };

export type OutgoingMessageOutput =
  /** spec 1 §4: status 0 — the stored message; the parent updates it and moves the conversation to the top. */
  | { outcome: 'sent'; message: ChatMessage }
  /**
   * spec 1 §4: any other status — the message is failed (2); the chart routed the status through
   * the retcode table (the alert with the retmsg, or the prompt it calls for).
   */
  | { outcome: 'failed'; message: ChatMessage; retcode: number; retmsg: string }
  /** The connection was not up (an attachment): nothing was added or sent; the composer keeps it. */
  | { outcome: 'blocked' }
  /** The attachment was refused before sending (spec 1 §5, §8); nothing was added. */
  | { outcome: 'refused'; messageKey: MessageKey };

export interface OutgoingMessageContext {
  input: OutgoingMessageInput;
  connected: boolean;
  /** The local copy once added (status 1), then as the server settled it. */
  message: ChatMessage | null;
  payload: SendMessagePayload | null;
  result: OutgoingMessageOutput;
}

export type OutgoingMessageEvent =
  /** Sends the message handed over in the input (the parent sends it right after spawning). */
  | { type: 'outgoing.send' }
  /** issue 24 item 3: the outbox queues a text written offline (shown 'Waiting to send')… */
  | { type: 'outgoing.queue' }
  /** …and releases it when its turn comes, the connection being back. */
  | { type: 'outgoing.release' }
  | { type: 'connection.lost' }
  | { type: 'connection.restored' }
  /** The captcha modal a 100010 opened was solved (retry) or closed (the send fails). */
  | CaptchaModalAnswer;

/** What the chart tells its parent. */
export type OutgoingMessageNotification =
  /** spec 1 §4: the message was added locally as sending (1). */
  | { type: 'outgoing.added'; message: ChatMessage }
  /** The send is over; the same value is the chart's output. */
  | { type: 'outgoing.settled'; smsId: string; output: OutgoingMessageOutput };
