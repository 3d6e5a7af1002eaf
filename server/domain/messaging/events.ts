/**
 * The socket `message` event (spec 1 §7) and who gets it: every socket of an account, through its
 * account room — all tabs of the sender for its own sends, the recipient's tabs for what arrives.
 */
import type { ChatMessageEvent, CodeSmsEvent } from '../../../src/services/api/contract/index.ts';
import type { MessageRow } from '../../db/schema.ts';
import { splitFullNumber } from './phoneNumbers.ts';

export interface EventOutcome {
  /** Present on an echo of a send: 0, or the failure's retcode. */
  status?: number;
  retmsg?: string;
}

/** The event of a stored message, seen from its account (`from` is the own number when outbound). */
export function toMessageEvent(message: MessageRow, outcome: EventOutcome = {}): ChatMessageEvent {
  const outbound = message.direction === 'out';
  const from = splitFullNumber(outbound ? message.ownFullNumber : message.otherFullNumber);
  const to = splitFullNumber(outbound ? message.otherFullNumber : message.ownFullNumber);
  return {
    fromNumber: from.fullNumber,
    toNumber: to.fullNumber,
    fromPhone: from.number,
    toPhone: to.number,
    fromTelCode: from.telCode,
    toTelCode: to.telCode,
    direction: message.direction,
    msgType: message.type,
    text: message.text,
    media: message.media,
    smsId: message.smsId,
    time: message.date,
    ...(outcome.status === undefined ? {} : { status: outcome.status }),
    ...(outcome.retmsg === undefined ? {} : { retmsg: outcome.retmsg }),
    highlightTarget: message.highlightTarget,
    highlightText: message.highlightText,
  };
}

/** Every socket of an account joins this room (the socket layer joins it; the domain names it). */
export const accountRoom = (accountId: number) => `account:${accountId}`;

/**
 * What publishing needs of the socket layer: a room to emit to. A port, so the domain never
 * imports the socket layer (the socket hub satisfies it).
 */
export interface MessageEventSink {
  readonly io: {
    to(room: string): {
      emit(event: 'message', payload: ChatMessageEvent): unknown;
      /** Verification codes (server/domain/verificationCodes/inbound.ts). */
      emit(event: 'codeSms', payload: CodeSmsEvent): unknown;
    };
  };
}

export function publishToAccount(sockets: MessageEventSink, accountId: number, event: ChatMessageEvent): void {
  sockets.io.to(accountRoom(accountId)).emit('message', event);
}
