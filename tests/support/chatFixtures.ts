/** Wire-shaped chat data for tests, with everything but what a test cares about defaulted. */
import type { ChatListItem, ChatMessageEvent, DialogMessage } from '../../src/services/api/contract/messaging.ts';

export function chatMessageEvent(overrides: Partial<ChatMessageEvent> = {}): ChatMessageEvent {
  return {
    fromNumber: '14155550100',
    toNumber: '13125550101',
    fromPhone: '4155550100',
    toPhone: '3125550101',
    fromTelCode: '1',
    toTelCode: '1',
    direction: 'in',
    msgType: 'sms',
    text: 'hello',
    media: '',
    smsId: 'sms-1',
    time: 1_700_000_000_000,
    highlightTarget: '',
    highlightText: '',
    ...overrides,
  };
}

/** A stored message as `getDialogList` lists it (its text is its smsId, for easy assertions). */
export function dialogMessage(smsId: string, date: number, overrides: Partial<DialogMessage> = {}): DialogMessage {
  return {
    smsId,
    date,
    direction: 'in',
    type: 'sms',
    text: smsId,
    media: '',
    status: 0,
    highlightTarget: '',
    highlightText: '',
    ...overrides,
  };
}

/**
 * A chat-list row between `own` and `other`, North American full numbers ('1' and ten digits),
 * whose newest message (an inbound SMS, no text) is at `date`.
 */
export function chatListItem(
  own: string,
  other: string,
  date: number,
  overrides: Partial<ChatListItem> = {},
): ChatListItem {
  return {
    ownFullNumber: own,
    ownTelCode: '1',
    ownNumber: own.slice(1),
    otherFullNumber: other,
    otherTelCode: '1',
    otherNumber: other.slice(1),
    date,
    text: '',
    media: '',
    type: 'sms',
    smsId: `s${date}`,
    direction: 'in',
    status: 0,
    deleted: false,
    ...overrides,
  };
}
