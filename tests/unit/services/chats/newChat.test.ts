import { describe, expect, it } from 'vitest';
import { newChatTarget, senderFor } from '../../../../src/services/chats/index.ts';

const US = { fullNumber: '14155550100', telCode: '1' };
const US_2 = { fullNumber: '13125550101', telCode: '+1' };
const UK = { fullNumber: '447700900100', telCode: '44' };

describe('senderFor', () => {
  it('sends from the picked own number', () => {
    expect(senderFor([US, US_2, UK], '1', UK.fullNumber)).toBe(UK);
  });

  it("otherwise (a contact's 'message') from the first own number of the recipient's country", () => {
    expect(senderFor([UK, US, US_2], '+1')).toBe(US);
    // A picked number that is not (or no longer) owned is no choice.
    expect(senderFor([UK, US], '1', '19995550000')).toBe(US);
  });

  it('else from the first own number, and from none without own numbers', () => {
    expect(senderFor([UK, US], '61')).toBe(UK);
    expect(senderFor([], '1')).toBeNull();
    expect(senderFor([], '1', US.fullNumber)).toBeNull();
  });
});

describe('newChatTarget', () => {
  it('keys the chat by the own and the other full number (spec 1 §3 conversation key)', () => {
    expect(newChatTarget(US, '+1', '415-555-0199')).toEqual({
      ok: true,
      key: '14155550100-14155550199',
      otherTelCode: '1',
      otherNumber: '4155550199',
    });
  });

  it('drops the trunk 1 of 11 digits typed for a +1 own number (spec 1 §5)', () => {
    expect(newChatTarget(US, '1', '1 (415) 555-0199')).toMatchObject({
      ok: true,
      key: '14155550100-14155550199',
      otherNumber: '4155550199',
    });
    // Only the last 11 characters count, so an international prefix goes too.
    expect(newChatTarget(US, '1', '+001 415 555 0199')).toMatchObject({ ok: true, otherNumber: '4155550199' });
    // 11 digits without the trunk 1 stay as typed.
    expect(newChatTarget(US, '1', '24155550199')).toMatchObject({ ok: true, otherNumber: '24155550199' });
    // Another own country code keeps all 11 digits.
    expect(newChatTarget(UK, '44', '17700900123')).toMatchObject({
      ok: true,
      key: '447700900100-4417700900123',
      otherNumber: '17700900123',
    });
  });

  it('refuses fewer than 5 digits, anything but digits, or no country code (spec 1 §5)', () => {
    expect(newChatTarget(US, '1', '55-01')).toEqual({ ok: false, reason: 'invalidRecipient' });
    expect(newChatTarget(US, '1', '415 555 01a9')).toEqual({ ok: false, reason: 'invalidRecipient' });
    expect(newChatTarget(US, ' + ', '4155550199')).toEqual({ ok: false, reason: 'invalidRecipient' });
  });

  it('refuses another country code than the own number’s: the wrong region (spec 1 §8)', () => {
    expect(newChatTarget(US, '44', '7700900123')).toEqual({ ok: false, reason: 'wrongRegion' });
    expect(newChatTarget(UK, '+1', '4155550199')).toEqual({ ok: false, reason: 'wrongRegion' });
  });

  it('judges the number before the region', () => {
    expect(newChatTarget(US, '44', '12')).toEqual({ ok: false, reason: 'invalidRecipient' });
  });
});
