/** Wire-shaped chat data for tests, with everything but what a test cares about defaulted. */
import type { ChatMessageEvent, DialogMessage } from '../../src/services/api/contract/messaging.ts';

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
