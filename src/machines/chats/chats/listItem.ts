/** A socket `message` as the chat list's row of its conversation (spec 1 §3 Chat-list item, §7). */
import { type ChatListItem, type ChatMessageEvent, MESSAGE_STATUS } from '../../../services/api/contract/messaging.ts';
import { conversationKey } from '../../../services/chats/conversationKey.ts';

export function chatListItemOf(event: ChatMessageEvent): ChatListItem {
  const out = event.direction === 'out';
  return {
    ownFullNumber: out ? event.fromNumber : event.toNumber,
    ownTelCode: out ? event.fromTelCode : event.toTelCode,
    ownNumber: out ? event.fromPhone : event.toPhone,
    otherFullNumber: out ? event.toNumber : event.fromNumber,
    otherTelCode: out ? event.toTelCode : event.fromTelCode,
    otherNumber: out ? event.toPhone : event.fromPhone,
    date: event.time,
    text: event.text,
    media: event.media,
    type: event.msgType,
    smsId: event.smsId,
    direction: event.direction,
    status: event.status === undefined || event.status === 0 ? MESSAGE_STATUS.sent : MESSAGE_STATUS.failed,
    deleted: false,
  };
}

export function conversationKeyOfEvent(event: ChatMessageEvent): string {
  return event.direction === 'out'
    ? conversationKey(event.fromNumber, event.toNumber)
    : conversationKey(event.toNumber, event.fromNumber);
}
