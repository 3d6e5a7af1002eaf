import { describe, expect, it } from 'vitest';
import {
  bareTelCode,
  cleanRecipientNumber,
  conversationKey,
  conversationKeyOf,
  isNanpTollFree,
  isWrongRegion,
  parseConversationKey,
  recipientNumber,
  SENDER_COLOURS,
  senderColour,
  senderColourIndex,
  truncateCountryCode,
} from '../../../../src/services/chats/index.ts';
import { isTollFreeDestination } from '../../../../src/services/chats/tollFree.ts';

describe('conversation key (spec 1 §3)', () => {
  it('is the own full number, a hyphen, the other full number', () => {
    expect(conversationKey('14155550100', '8613800138000')).toBe('14155550100-8613800138000');
    expect(conversationKeyOf({ ownFullNumber: '447700900123', otherFullNumber: '14155550199' })).toBe(
      '447700900123-14155550199',
    );
  });

  it('parses back into its two numbers, and refuses what is not a key', () => {
    expect(parseConversationKey('14155550100-8613800138000')).toEqual({
      ownFullNumber: '14155550100',
      otherFullNumber: '8613800138000',
    });
    for (const bad of ['14155550100', '-1415', '1415-', '1-2-3', '']) expect(parseConversationKey(bad), bad).toBeNull();
  });
});

describe('recipient number typed into a new chat (spec 1 §5)', () => {
  it('trims and removes dashes, spaces and parentheses', () => {
    expect(cleanRecipientNumber('  (415) 555-0100 ')).toBe('4155550100');
    expect(recipientNumber(' 020 7946-0958 ', '+44')).toBe('02079460958');
  });

  it('keeps only the last 11 characters', () => {
    expect(cleanRecipientNumber('008613800138000')).toBe('13800138000');
    expect(recipientNumber('+86 138 0013 8000', '+86')).toBe('13800138000');
  });

  it('drops a leading 1 when the own country code is +1 and 11 digits were given', () => {
    expect(recipientNumber('1 (415) 555-0100', '+1')).toBe('4155550100');
    expect(recipientNumber('+1 415 555 0100', '1')).toBe('4155550100');
    // Not for other own country codes, not for 10 digits, not when the 11 digits start otherwise.
    expect(recipientNumber('14155550100', '+44')).toBe('14155550100');
    expect(recipientNumber('1415555010', '+1')).toBe('1415555010');
    expect(recipientNumber('24155550100', '+1')).toBe('24155550100');
  });

  it('accepts a target only with at least 5 digits', () => {
    expect(recipientNumber('1234', '+1')).toBeNull();
    expect(recipientNumber('12-34', '+1')).toBeNull();
    expect(recipientNumber('12345', '+1')).toBe('12345');
    expect(recipientNumber('', '+1')).toBeNull();
  });

  it('refuses anything but digits after cleaning', () => {
    expect(recipientNumber('415.555.0100', '+1')).toBeNull();
    expect(recipientNumber('alice', '+1')).toBeNull();
    expect(recipientNumber('4155550100#', '+1')).toBeNull();
  });

  it('truncates the country-code input to 4 characters', () => {
    expect(truncateCountryCode('+1242')).toBe('+124');
    expect(truncateCountryCode(' 86 ')).toBe('86');
    expect(truncateCountryCode('123456')).toBe('1234');
    expect(bareTelCode(' +852 ')).toBe('852');
  });
});

describe('toll-free destinations (spec 1 §5 Sending)', () => {
  it.each([
    ['1', '8005550100'],
    ['+1', '8335550100'],
    ['1', '8445550100'],
    ['1', '8555550100'],
    ['1', '8665550100'],
    ['1', '8775550100'],
    ['1', '8885550100'],
    ['1', '18885550100'],
  ])('NANP +%s %s is toll-free', (telCode, number) => {
    expect(isNanpTollFree(telCode, number)).toBe(true);
    expect(isTollFreeDestination(telCode, number)).toBe(true);
  });

  it.each([
    ['44', '8001234567'],
    ['33', '800123456'],
    ['61', '1800123456'],
  ])('+%s %s is toll-free by libphonenumber', (telCode, number) => {
    expect(isNanpTollFree(telCode, number)).toBe(false);
    expect(isTollFreeDestination(telCode, number)).toBe(true);
  });

  it.each([
    ['1', '4155550100'],
    ['1', '8095550100'],
    ['44', '7700900123'],
    ['86', '13800138000'],
    ['86', '1065529988'],
  ])('+%s %s is not toll-free', (telCode, number) => {
    expect(isTollFreeDestination(telCode, number)).toBe(false);
  });
});

describe('sender colour (spec 1 §2, §9)', () => {
  it('has 7 colours', () => {
    expect(SENDER_COLOURS).toHaveLength(7);
    expect(new Set(SENDER_COLOURS).size).toBe(7);
  });

  it('is the last 4 digits modulo 7', () => {
    expect(senderColourIndex('14155550100')).toBe(100 % 7);
    expect(senderColourIndex('+1 (415) 555-9999')).toBe(9999 % 7);
    expect(senderColourIndex('8613800138007')).toBe(8007 % 7);
    expect(senderColourIndex('14155550700')).toBe(0);
    expect(senderColourIndex('12')).toBe(12 % 7);
    expect(senderColourIndex('')).toBe(0);
    expect(senderColour('14155550106')).toBe(SENDER_COLOURS[106 % 7]);
  });

  it('cycles through every colour', () => {
    const seen = new Set(
      Array.from({ length: 7 }, (_, index) => senderColour(`1415555${String(index).padStart(4, '0')}`)),
    );
    expect(seen.size).toBe(7);
  });

  it.each(SENDER_COLOURS)('%s has at least 4.5:1 contrast with white (readable as text or under white text)', (hex) => {
    const channel = (offset: number) => {
      const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('wrong region (spec 1 §8)', () => {
  it('is a different country code, written with or without +', () => {
    expect(isWrongRegion('+1', '1')).toBe(false);
    expect(isWrongRegion('+1', '+44')).toBe(true);
  });
});
