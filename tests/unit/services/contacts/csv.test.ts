/** CSV as spreadsheets write it: quoted delimiters, doubled quotes, line breaks, a BOM, ';' or tab. */
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../../../src/services/contacts/csv.ts';

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and quoted line breaks, with their starting lines', () => {
    const text = '\uFEFFName,Note\r\n"Lee, Anna","Met at the fair,\r\nbooth ""12"""\r\nBob,plain\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['Name', 'Note'] },
      { line: 2, cells: ['Lee, Anna', 'Met at the fair,\nbooth "12"'] },
      { line: 4, cells: ['Bob', 'plain'] },
    ]);
  });

  it('takes the delimiter from the first line', () => {
    expect(parseCsv('a;b\n"1;2";3').map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['1;2', '3'],
    ]);
    expect(parseCsv('a\tb\n1,5\t3').map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['1,5', '3'],
    ]);
  });

  it('accepts LF and CR line ends, a missing last line end, and skips blank rows', () => {
    expect(parseCsv('a,b\r1,2\n\n,\n3,4').map((r) => [r.line, r.cells])).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
      [5, ['3', '4']],
    ]);
  });
});

describe('toCsv', () => {
  it('quotes only what needs it and reads back the same', () => {
    const rows = [
      ['Name', 'Note'],
      ['Lee, Anna', 'line one\nline "two"'],
      ['张三', ' padded '],
    ];
    const text = toCsv(rows);
    expect(text.startsWith('\uFEFFName,Note\r\n"Lee, Anna","line one\nline ""two"""\r\n')).toBe(true);
    expect(parseCsv(text).map((r) => r.cells)).toEqual(rows);
  });
});
