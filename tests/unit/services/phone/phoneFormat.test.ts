/** The one phone-number format (issue 8 item 4; spec 1 §3 "otherwise the formatted number"). */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { needsPhoneParser, phoneFormat } from '../../../../src/services/phone/phoneFormat.ts';

const loaded = phoneFormat(parsePhoneNumberFromString);
const plain = phoneFormat(null);

describe('phoneFormat', () => {
  it('writes a number internationally once libphonenumber-js is here', () => {
    expect(loaded.full('12025550100')).toBe('+1 202 555 0100');
    expect(loaded.full('+8613800138000', '86')).toBe('+86 138 0013 8000');
    expect(loaded.parts('1', '(202) 555-0100')).toBe('+1 202 555 0100');
    expect(loaded.parts('+44', '7700 900123')).toBe('+44 7700 900123');
  });

  it('writes +code national while it loads, or for a number it cannot read', () => {
    expect(plain.full('447700900123', '44')).toBe('+44 7700900123');
    expect(plain.full('447700900123')).toBe('+447700900123');
    expect(plain.parts('44', '7700900123')).toBe('+44 7700900123');
    expect(loaded.full('999123', '999')).toBe('+999 123');
  });

  it('writes a North American number as libphonenumber-js does, without it (issue 8 item 21)', () => {
    for (const number of ['12025550100', '18005550100', '12021234567', '19995550100', '16135550100']) {
      expect(plain.full(number, '1')).toBe(loaded.full(number, '1'));
      expect(plain.split(number)).toEqual(loaded.split(number));
      expect(needsPhoneParser(number, '1')).toBe(false);
    }
    expect(plain.parts('1', '(202) 555-0100')).toBe('+1 202 555 0100');
    // Not North American, or not a full ten-digit number: the parser is needed (and asked for).
    expect(needsPhoneParser('447700900123', '44')).toBe(true);
    expect(needsPhoneParser('11234567890', '1')).toBe(true);
    expect(needsPhoneParser('55501', '')).toBe(false);
    const asked: string[] = [];
    const waiting = phoneFormat(null, () => asked.push('parser'));
    waiting.full('12025550100', '1');
    expect(asked).toEqual([]);
    waiting.full('447700900123', '44');
    expect(asked).toEqual(['parser']);
  });

  it('shows a short code (no country code) as it is', () => {
    expect(loaded.full('55501', '')).toBe('55501');
    expect(loaded.parts('', '55501')).toBe('55501');
  });

  it('splits a full number into country code and national number when it can', () => {
    expect(loaded.split('447700900123')).toEqual({ telCode: '44', phone: '7700900123' });
    expect(plain.split('447700900123')).toBeNull();
  });
});
