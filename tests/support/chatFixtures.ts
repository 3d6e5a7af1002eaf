/** Wire-shaped chat data for tests: a socket `message` event with everything but what a test cares about defaulted. */
import type { ChatMessageEvent } from '../../src/services/api/contract/messaging.ts';

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
