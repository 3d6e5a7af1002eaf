import type { SendMessageAck, SendMessagePayload } from '../../services/api/contract/messaging.ts';
import type { MessageKey } from '../../services/i18n/catalogue.ts';
import type { OwnNumberType } from '../../services/media/types.ts';
import type { ChatMessage } from '../conversation/message.ts';

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

/** What the parent does after a failed send (spec 1 §4, §5, §8). */
export type FailureFollowUp =
  /** 300030: the toll-free registration prompt with the brand's form link. */
  | 'tollFreePrompt'
  /** 100010: the captcha dialog. */
  | 'captcha'
  /** 400001: the no-credit prompt. */
  | 'noCredit'
  /** Any other status: the alert with the server's retmsg (unless the captcha dialog is open). */
  | 'alert';

export type OutgoingMessageOutput =
  /** spec 1 §4: status 0 — the stored message; the parent updates it and moves the conversation to the top. */
  | { outcome: 'sent'; message: ChatMessage }
  /** spec 1 §4: any other status — the message is failed (2) and the server's retmsg is routed. */
  | { outcome: 'failed'; message: ChatMessage; retcode: number; retmsg: string; followUp: FailureFollowUp }
  /** The connection was not up: nothing was added or sent; the composer keeps the text. */
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
  { type: 'outgoing.send' } | { type: 'connection.lost' } | { type: 'connection.restored' };

/** What the chart tells its parent. */
export type OutgoingMessageNotification =
  /** spec 1 §4: the message was added locally as sending (1). */
  | { type: 'outgoing.added'; message: ChatMessage }
  /** The send is over; the same value is the chart's output. */
  | { type: 'outgoing.settled'; smsId: string; output: OutgoingMessageOutput };
