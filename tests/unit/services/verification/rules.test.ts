/** The verification screens' rules (spec 3 §4, §5, §9): search, Next, number type, sending, the tip. */
import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canSend,
  matchesSearch,
  nextTip,
  recipientOf,
  remainingLabel,
  SMS_CHECKS,
  searchShown,
  subscribeShown,
  type Tip,
  type TipEvent,
  tipIndex,
} from '../../../../src/services/verification/rules.ts';

const NUMBER = { phone: '2125550100', telCode: '1', numberName: 'Shop' };

describe('New Code step 1 (spec 3 §5, §9)', () => {
  it('shows the search box only above 4 numbers', () => {
    expect([0, 4, 5].map(searchShown)).toEqual([false, false, true]);
  });

  it('matches the number with or without its country code, or the name', () => {
    expect(matchesSearch(NUMBER, '')).toBe(true);
    expect(matchesSearch(NUMBER, '555')).toBe(true);
    expect(matchesSearch(NUMBER, '+1 212')).toBe(true);
    expect(matchesSearch(NUMBER, 'shop')).toBe(true);
    expect(matchesSearch(NUMBER, '999')).toBe(false);
    expect(matchesSearch({ phone: '2125550100', telCode: '1' }, 'shop')).toBe(false);
  });

  it.each([
    [NUMBER, true, '', true],
    [null, true, '', false],
    [NUMBER, false, '', false],
    [NUMBER, true, '555', true],
    // A number the search hides cannot be taken.
    [NUMBER, true, '999', false],
  ] as const)('Next with %j, terms %s, search %j → %s', (selected, termsAccepted, search, expected) => {
    expect(canGoNext({ selected, termsAccepted, search })).toBe(expected);
  });
});

describe('number types (spec 3 §5)', () => {
  it('type 1 allows subscribing, type 2 hides the button', () => {
    expect(subscribeShown(1)).toBe(true);
    expect(subscribeShown(2)).toBe(false);
  });
});

describe('sending (spec 3 §5)', () => {
  it('needs text and a recipient; plus signs stripped', () => {
    expect(recipientOf('+44', '7700 900123')).toBe('447700900123');
    expect(recipientOf('+', '123')).toBeNull();
    expect(canSend('hi', '+1', '2125550100')).toBe(true);
    expect(canSend('  ', '+1', '2125550100')).toBe(false);
    expect(canSend('hi', '+1', '')).toBe(false);
  });
});

describe('polling window (spec 3 §9)', () => {
  it('makes 36 checks in 180 s', () => expect(SMS_CHECKS).toBe(36));
  it('shows the remaining time as m:ss', () => {
    expect(remainingLabel(180_000)).toBe('3:00');
    expect(remainingLabel(4_001)).toBe('0:05');
    expect(remainingLabel(-5)).toBe('0:00');
  });
});

describe('the receive tip (spec 3 §4)', () => {
  const walk = (events: TipEvent[]): Tip => events.reduce(nextTip, 'instructions' as Tip);

  it('goes instructions → copied number → receiving → received (index 3) → copied code', () => {
    expect(walk(['number.locked'])).toBe('instructions');
    expect(walk(['number.copied'])).toBe('copiedNumber');
    expect(walk(['number.copied', 'check.empty'])).toBe('receiving');
    expect(walk(['number.copied', 'check.empty', 'sms.received'])).toBe('received');
    expect(tipIndex('received')).toBe(3);
    expect(walk(['number.copied', 'check.empty', 'sms.received', 'code.copied'])).toBe('copiedCode');
    expect(tipIndex('copiedCode')).toBe(4);
  });

  it('stays on instructions while nothing was copied, and keeps "received" once a message arrived', () => {
    expect(walk(['check.empty', 'check.empty'])).toBe('instructions');
    expect(walk(['code.copied'])).toBe('instructions');
    expect(walk(['sms.received', 'number.copied', 'check.empty'])).toBe('received');
    expect(walk(['sms.received', 'code.copied', 'number.locked'])).toBe('instructions');
  });
});
