/** CSV export of a loaded month, call durations, bill rows (issue 11 item 5). */
import { describe, expect, it, vi } from 'vitest';
import type { BillEntry } from '../../../../src/services/api/contract/ledger.ts';
import {
  billCells,
  billPhrase,
  callMinutes,
  ledgerMonths,
  receiptUrlOf,
  toCsv,
} from '../../../../src/services/ledger/index.ts';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('writes a header and rows with CRLF, a BOM first', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe(`${BOM}a,b\r\n1,x\r\n`);
  });

  it.each([
    ['a comma', 'a,b', '"a,b"'],
    ['a quote, doubled', 'say "hi"', '"say ""hi"""'],
    ['a line break', 'one\ntwo', '"one\ntwo"'],
    ['a CR LF', 'one\r\ntwo', '"one\r\ntwo"'],
    ['an edge space', ' padded', '" padded"'],
    ['Chinese as it is', '你好', '你好'],
    ['a formula, defused', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a text starting with @', '@home', "'@home"],
    ['a negative amount stays a number', '-0.0150', '-0.0150'],
    ['a text starting with -', '-rf', "'-rf"],
  ])('quotes %s', (_, cell, written) => {
    expect(toCsv(['h'], [[cell]])).toBe(`${BOM}h\r\n${written}\r\n`);
  });

  it('writes an empty month as its header only', () => {
    expect(toCsv(['date', 'charge'], [])).toBe(`${BOM}date,charge\r\n`);
  });
});

describe('callMinutes', () => {
  it.each([
    [0, 0],
    [1, 1],
    [59, 1],
    [60, 1],
    [61, 2],
    [3600, 60],
    [3601, 61],
  ])('%i s → %i min', (seconds, minutes) => {
    expect(callMinutes(seconds)).toBe(minutes);
  });
});

describe('bill rows', () => {
  const recharge: BillEntry = {
    _id: '7',
    type: 1,
    date: Date.UTC(2026, 10, 3, 4, 5, 6),
    createTime: Date.UTC(2026, 10, 3, 4, 5, 6),
    charge: '10.0000',
    beforeBalance: '1.0000',
    afterBalance: '11.0000',
    purchaseMethod: 'paypal',
    options: { amount: '10', gift: '1', purchaseMethod: 'paypal', receiptUrl: '/web/receipt/7' },
  };

  it('links the receipt of a recharge only where the brand shows receipts', () => {
    expect(receiptUrlOf(recharge, true)).toBe(`${window.location.origin}/web/receipt/7`);
    expect(receiptUrlOf(recharge, false)).toBeNull();
    expect(receiptUrlOf({ ...recharge, type: 4 }, true)).toBeNull();
    expect(receiptUrlOf({ ...recharge, options: {} }, true)).toBeNull();
  });

  it('opens the receipt on the API server, which may be another origin than the page', () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.example.com/');
    try {
      expect(receiptUrlOf(recharge, true)).toBe('https://api.example.com/web/receipt/7');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('says what each type was', () => {
    expect(billPhrase(recharge)).toEqual({
      key: 'ledger.bill.recharge',
      values: { amount: '10', gift: '1', method: 'paypal' },
    });
    const call = {
      ...recharge,
      type: 3 as const,
      options: { direction: 'in', from: '14155550100', to: '12025550100', type: 1, duration: 61 },
    };
    expect(billPhrase(call)).toEqual({
      key: 'ledger.bill.callIn',
      values: { from: '+14155550100', to: '+12025550100', minutes: 2 },
    });
    expect(billPhrase({ ...recharge, type: 10, options: { type: 9 } }).key).toBe('ledger.bill.other.6');
    expect(
      billPhrase({ ...recharge, type: 50, options: { type: 2, number: '1', cardType: 1, validityType: 3 } }).key,
    ).toBe('ledger.bill.localPlanNumber');
  });

  it('exports a row with its UTC date and balances', () => {
    expect(billCells(recharge, 'Recharge')).toEqual([
      '2026-11-03 04:05:06',
      1,
      'Recharge',
      '10.0000',
      '1.0000',
      '11.0000',
    ]);
  });

  it('shows the current UTC month and the three before', () => {
    expect(ledgerMonths(Date.UTC(2026, 1, 10))).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
