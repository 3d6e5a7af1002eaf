/**
 * Import, step one: real CSV and vCard files to records — columns recognised by their headers
 * (this product's own, Google, Outlook, Chinese), encodings (UTF-8 with BOM, GB18030), tags.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  detectFormat,
  readFileText,
  readRecords,
  tagFromVCardTypes,
  tagFromWord,
} from '../../../../src/services/contacts/importRecords.ts';
import { fixture } from './support.ts';

async function recordsOf(name: string) {
  const text = await readFileText(new Blob([await readFile(fixture(name))]));
  const result = readRecords(name, text);
  if (!result.ok) throw new Error(`${name}: ${result.error}`);
  return result;
}

describe('readRecords: CSV', () => {
  it('reads a Google Contacts export: BOM, quoted commas and line breaks, joined numbers, type columns', async () => {
    const { format, records } = await recordsOf('google-contacts.csv');
    expect(format).toBe('csv');
    expect(records[0]).toEqual({
      line: 2,
      name: 'Lee, Anna',
      email: 'anna.lee@example.com',
      companyName: 'Acme, Inc.',
      note: 'Met at the fair,\nbooth "12"',
      phones: [
        { raw: '(202) 555-0143', tag: 'Mobile' },
        { raw: '+1 202-555-0144', tag: 'Mobile' },
        { raw: '+44 20 7946 0958', tag: 'Work' },
      ],
    });
    // The quoted line break makes the next row start two lines further down.
    expect(records.map((r) => [r.line, r.name])).toEqual([
      [2, 'Lee, Anna'],
      [4, '张三'],
      [5, 'Émile Zola'],
      [6, '😀 Smiley'],
      [7, '007 Agent'],
      [8, 'Nobody Home'],
      [9, 'Bad Number'],
      [10, 'A name that is far too long for the book'],
    ]);
    expect(records[7]?.phones).toEqual([{ raw: '202-555-0177', tag: 'Mobile' }]);
  });

  it("reads an Outlook export separated by ';', with tags from the column names", async () => {
    const { records } = await recordsOf('outlook-semicolon.csv');
    expect(records[0]).toEqual({
      line: 2,
      name: 'Hans Müller',
      email: 'hans@example.de',
      companyName: 'Müller; Söhne GmbH',
      note: 'Ruft gern an',
      phones: [
        { raw: '+49 1512 3456789', tag: 'Mobile' },
        { raw: '+49 30 901820', tag: 'Work' },
      ],
    });
  });

  it('reads a GB18030 file with Chinese headers', async () => {
    const { records } = await recordsOf('chinese-gb18030.csv');
    expect(records).toEqual([
      {
        line: 2,
        name: '王小明',
        email: 'wang@example.cn',
        companyName: '北京某某科技',
        note: '老同学',
        phones: [
          { raw: '13800138001', tag: 'Mobile' },
          { raw: '010-12345678', tag: 'Work' },
        ],
      },
      {
        line: 3,
        name: '曾小贤',
        email: '',
        companyName: '',
        note: '',
        phones: [{ raw: '13800138002', tag: 'Mobile' }],
      },
    ]);
  });

  it("reads this product's own columns, and drops the quote that guards a formula-like cell", () => {
    const text =
      "Name,Phone 1,Tag 1,Phone 2,Tag 2,Email,Company,Note\r\n'=SUM(A1),+12025550143,Home,+8613800138000,work,,,'-done\r\n";
    const result = readRecords('export.csv', text);
    expect(result.ok && result.records).toEqual([
      {
        line: 2,
        name: '=SUM(A1)',
        email: '',
        companyName: '',
        note: '-done',
        phones: [
          { raw: '+12025550143', tag: 'Home' },
          { raw: '+8613800138000', tag: 'Work' },
        ],
      },
    ]);
  });

  it('refuses a table without a phone column, a header without rows and an empty file', () => {
    expect(readRecords('a.csv', 'Name,City\nAnna,Paris\n')).toEqual({
      ok: false,
      error: 'contacts.import.error.columns',
    });
    expect(readRecords('a.csv', 'Name,Phone\n')).toEqual({ ok: false, error: 'contacts.import.error.empty' });
    expect(readRecords('a.csv', '')).toEqual({ ok: false, error: 'contacts.import.error.empty' });
  });

  it('refuses more than 10,000 contacts', () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => `P${i},+1202555${String(i).padStart(4, '0')}`);
    expect(readRecords('big.csv', `Name,Phone\n${rows.join('\n')}`)).toEqual({
      ok: false,
      error: 'contacts.import.error.tooLarge',
    });
  });
});

describe('readRecords: vCard', () => {
  it('maps TYPE parameters to tags and a company card to its company name', async () => {
    const { format, records } = await recordsOf('contacts-v3.vcf');
    expect(format).toBe('vcard');
    expect(records.map((r) => [r.name, r.companyName, r.phones.map((p) => p.tag)])).toEqual([
      ['Anna Lee', 'Acme, Inc.', ['Mobile', 'Work', 'Home']],
      ['张三', '', ['Mobile']],
      ['😀 Smiley', '', ['Other']],
      ['Pizza Planet', 'Pizza Planet', ['Work']],
    ]);
  });

  it('refuses a vCard file without cards', () => {
    expect(readRecords('x.vcf', 'nothing here')).toEqual({ ok: false, error: 'contacts.import.error.empty' });
  });
});

describe('detectFormat', () => {
  it('knows vCard by its first line or extension, CSV by extension, and nothing else', () => {
    expect(detectFormat('contacts.txt', '\uFEFF  begin:vcard\r\n')).toBe('vcard');
    expect(detectFormat('Contacts.VCF', '')).toBe('vcard');
    expect(detectFormat('book.csv', 'Name')).toBe('csv');
    expect(detectFormat('photo.png', '\x89PNG')).toBeNull();
    expect(readRecords('photo.png', '\x89PNG')).toEqual({ ok: false, error: 'contacts.import.error.unknownFormat' });
  });
});

describe('tags', () => {
  it('reads tag words in English and Chinese, Other when unknown', () => {
    expect(
      ['Mobile', '* mobile', 'cell', '手机', 'Home', '住宅', 'business', '工作', 'Other', 'fax', ''].map(tagFromWord),
    ).toEqual(['Mobile', 'Mobile', 'Mobile', 'Mobile', 'Home', 'Home', 'Work', 'Work', 'Other', 'Other', 'Other']);
  });

  it('makes a cell number Mobile even when it is also work', () => {
    expect(tagFromVCardTypes(['work', 'cell'])).toBe('Mobile');
    expect(tagFromVCardTypes(['voice', 'work'])).toBe('Work');
    expect(tagFromVCardTypes(['HOME'])).toBe('Home');
    expect(tagFromVCardTypes(['fax'])).toBe('Other');
  });
});

describe('readFileText', () => {
  it('decodes UTF-8 (dropping the BOM), UTF-16 with a BOM, and GB18030', async () => {
    const utf8 = new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), '张三']);
    expect(await readFileText(utf8)).toBe('张三');
    const utf16 = new Uint8Array([0xff, 0xfe, 0x20, 0x5f, 0x09, 0x4e]);
    expect(await readFileText(new Blob([utf16]))).toBe('张三');
    const gb = await readFile(fixture('chinese-gb18030.csv'));
    expect((await readFileText(new Blob([gb]))).startsWith('姓名,手机')).toBe(true);
  });
});
