/**
 * The client's message (spec 1 §3 Message): the stored fields of the contract's `DialogMessage`,
 * the client-only status `sending` (spec 1 §4 Outgoing message status), and the transcript the
 * client keeps on a voicemail (stt, sttStatus). Built from the wire shapes here, so charts and
 * views never see raw server shapes (conventions: a boundary of builders).
 */
import { type ChatMessageEvent, type DialogMessage, MESSAGE_STATUS } from '../api/contract/messaging.ts';

export type ClientMessageStatus = (typeof MESSAGE_STATUS)[keyof typeof MESSAGE_STATUS];

export interface ChatMessage extends Omit<DialogMessage, 'status'> {
  status: ClientMessageStatus;
  /** spec 1 §3: the transcript of a voicemail, once transcribed. */
  stt?: string;
  /** spec 1 §3: the transcription is done. */
  sttStatus?: boolean;
  /**
   * Only on an own send this client made and the server never confirmed storing (its
   * acknowledgement refused it, or none came): it can be retried with the same smsId, and
   * deleting it is local (no server copy to delete). Any copy from the server clears it
   * (`mergeMessages`). docs/chats-views.md 'Failed messages'.
   */
  unsent?: true;
  /**
   * Only on an own text written while the connection was down (issue 24 item 3): it waits in the
   * outbox and goes, with this smsId, when the connection is back ('Waiting to send'). Deleting it
   * is local (it never left). Any later copy — sending, settled, the server's — clears it
   * (`mergeMessages`). docs/chats-views.md 'The outbox'.
   */
  queued?: true;
}

/** A message of a `getDialogList` page. */
export function messageFromDialog(message: DialogMessage): ChatMessage {
  return { ...message };
}

/**
 * A socket `message` event (spec 1 §7): an incoming message (no status: it was delivered, so
 * sent), or the echo of an own send (status 0, or a failure retcode → failed).
 */
export function messageFromEvent(event: ChatMessageEvent): ChatMessage {
  const failed = event.status !== undefined && event.status !== MESSAGE_STATUS.sent;
  return {
    smsId: event.smsId,
    date: event.time,
    direction: event.direction,
    type: event.msgType,
    text: event.text,
    media: event.media,
    status: failed ? MESSAGE_STATUS.failed : MESSAGE_STATUS.sent,
    highlightTarget: event.highlightTarget,
    highlightText: event.highlightText,
  };
}

/** The own and the other party's full numbers of a socket `message` event. */
export function partiesOfEvent(event: ChatMessageEvent): { ownFullNumber: string; otherFullNumber: string } {
  return event.direction === 'out'
    ? { ownFullNumber: event.fromNumber, otherFullNumber: event.toNumber }
    : { ownFullNumber: event.toNumber, otherFullNumber: event.fromNumber };
}

/** spec 1 §2: the spinner shows while a message is sending (status 1). */
export function isSending(message: Pick<ChatMessage, 'status'>): boolean {
  return message.status === MESSAGE_STATUS.sending;
}

/** spec 1 §2: the red alert icon shows on a failed message (status 2). */
export function isFailed(message: Pick<ChatMessage, 'status'>): boolean {
  return message.status === MESSAGE_STATUS.failed;
}

/** A failed send the server never stored: deleting it is local only. */
export function isUnsent(message: Pick<ChatMessage, 'status' | 'unsent'>): boolean {
  return message.unsent === true && isFailed(message);
}

/** A text waiting in the outbox for the connection: 'Waiting to send', deleted locally. */
export function isQueued(message: Pick<ChatMessage, 'queued'>): boolean {
  return message.queued === true;
}

/**
 * A failed text can be sent again with its own smsId (the server stores one smsId once, so a
 * retry never duplicates). decision: a failed attachment cannot — its file is not kept after the
 * send; the person picks it again.
 */
export function isRetryable(message: Pick<ChatMessage, 'status' | 'direction' | 'type'>): boolean {
  return isFailed(message) && message.direction === 'out' && message.type === 'sms';
}
