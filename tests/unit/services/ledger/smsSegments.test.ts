/** The composer's segment counter (issue 11 item 8): GSM-7 vs UCS-2, single and multi-part limits. */
import { describe, expect, it } from 'vitest';
import { balanceCovers } from '../../../../src/services/ledger/cost.ts';
import { smsSegments } from '../../../../src/services/ledger/smsSegments.ts';

const repeat = (text: string, times: number) => text.repeat(times);

describe('smsSegments', () => {
  it.each([
    // [case, text, encoding, segments, units, remaining]
    ['empty', '', 'gsm7', 0, 0, 160],
    ['one GSM-7 character', 'a', 'gsm7', 1, 1, 159],
    ['160 GSM-7 characters fit one SMS', repeat('a', 160), 'gsm7', 1, 160, 0],
    ['161 split into parts of 153', repeat('a', 161), 'gsm7', 2, 161, 145],
    ['306 are two full parts', repeat('a', 306), 'gsm7', 2, 306, 0],
    ['307 need a third part', repeat('a', 307), 'gsm7', 3, 307, 152],
    ['GSM-7 accents stay GSM-7', 'Café à Zürich ñ', 'gsm7', 1, 15, 145],
    ['an extension character counts twice', '€', 'gsm7', 1, 2, 158],
    ['80 extension characters are 160 septets', repeat('{', 80), 'gsm7', 1, 160, 0],
    ['an escape pair is never split across parts', `${repeat('a', 152)}€${repeat('a', 10)}`, 'gsm7', 2, 164, 141],
    ['line breaks are GSM-7', 'a\nb\r\nc', 'gsm7', 1, 6, 154],
    ['Chinese forces UCS-2', '你好', 'ucs2', 1, 2, 68],
    ['70 UCS-2 characters fit one SMS', repeat('中', 70), 'ucs2', 1, 70, 0],
    ['71 split into parts of 67', repeat('中', 71), 'ucs2', 2, 71, 63],
    ['one emoji makes the whole text UCS-2', `${repeat('a', 69)}😀`, 'ucs2', 2, 71, 63],
    ['an emoji is two UTF-16 units', '😀', 'ucs2', 1, 2, 68],
    ['a surrogate pair is never split across parts', `${repeat('a', 66)}😀${repeat('a', 10)}`, 'ucs2', 2, 78, 55],
    ['a character outside both tables (ç lower-case) forces UCS-2', 'ç', 'ucs2', 1, 1, 69],
  ] as const)('%s', (_, text, encoding, segments, units, remaining) => {
    expect(smsSegments(text)).toEqual({ encoding, segments, units, remaining });
  });
});

describe('balanceCovers', () => {
  it.each([
    ['1.0000', '0.015', true],
    ['0.0150', '0.015', true],
    ['0.0149', '0.015', false],
    ['0', '0.015', false],
    ['-0.5', '0.015', false],
    [null, '0.015', true],
  ] as const)('%s covers %s: %s', (balance, price, covers) => {
    expect(balanceCovers(balance, price)).toBe(covers);
  });
});
