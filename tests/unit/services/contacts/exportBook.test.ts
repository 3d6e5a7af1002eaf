/** Export as CSV or vCard 4.0, and back: export then import gives the same book. */
import { describe, expect, it } from 'vitest';
import type { ContactDraft } from '../../../../src/services/api/contract/contacts.ts';
import { contactsToCsv, contactsToVCard, exportContacts } from '../../../../src/services/contacts/exportBook.ts';
import { planImport, previewImport } from '../../../../src/services/contacts/importPreview.ts';
import { readRecords } from '../../../../src/services/contacts/importRecords.ts';

const BOOK: ContactDraft[] = [
  {
    name: 'Lee, Anna',
    phoneList: [
      { phone: '+12025550143', telCode: '1', tag: 'Mobile' },
      { phone: '+442079460958', telCode: '44', tag: 'Work' },
      { phone: '+33142685300', telCode: '33', tag: 'Home' },
      { phone: '+4930901820', telCode: '49', tag: 'Other' },
      { phone: '+8613800138000', telCode: '86', tag: 'Mobile' },
    ],
    email: 'anna.lee@example.com',
    companyName: 'Acme; "Inc"',
    note: 'Line one,\nline two\\ with a backslash',
  },
  {
    name: '张三',
    phoneList: [{ phone: '+8613800138001', telCode: '86', tag: 'Home' }],
    email: '',
    companyName: '北京科技',
    note: '老同学',
  },
  {
    name: '😀 Smiley',
    phoneList: [{ phone: '+12025550150', telCode: '1', tag: 'Other' }],
    email: '',
    companyName: '',
    note: '',
  },
  {
    name: '=cmd|calc',
    phoneList: [{ phone: '+12025550151', telCode: '1', tag: 'Work' }],
    email: '',
    companyName: '',
    note: '-1',
  },
  {
    name: '007',
    phoneList: [{ phone: '+447700900007', telCode: '44', tag: 'Mobile' }],
    email: '',
    companyName: '',
    note: '',
  },
];

/** Imports exported text into an empty book and returns what would be saved. */
function reimport(fileName: string, text: string): ContactDraft[] {
  const records = readRecords(fileName, text);
  if (!records.ok) throw new Error(records.error);
  const preview = previewImport(records.records, { defaultCallingCode: null, existing: [] });
  expect(preview.invalid).toEqual([]);
  expect(preview.duplicates).toEqual([]);
  return planImport(preview, {}).map((operation) => operation.draft);
}

describe('export then import gives the same book', () => {
  it('as CSV', () => {
    expect(reimport('contacts.csv', contactsToCsv(BOOK))).toEqual(BOOK);
  });

  it('as vCard 4.0', () => {
    expect(reimport('contacts.vcf', contactsToVCard(BOOK))).toEqual(BOOK);
  });
});

describe('contactsToCsv', () => {
  it('writes the own columns, and guards a formula-like cell with a quote', () => {
    const lines = contactsToCsv(BOOK).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFName,Phone 1,Tag 1,Phone 2,Tag 2,Phone 3,Tag 3,Phone 4,Tag 4,Phone 5,Tag 5,Email,Company,Note',
    );
    expect(lines).toContain("'=cmd|calc,+12025550151,Work,,,,,,,,,,,'-1");
  });
});

describe('exportContacts', () => {
  it('names the file by the day and gives its type', () => {
    const now = new Date('2025-06-01T23:30:00Z');
    expect(exportContacts(BOOK, 'csv', now)).toMatchObject({
      fileName: 'contacts-2025-06-01.csv',
      mimeType: 'text/csv;charset=utf-8',
    });
    expect(exportContacts(BOOK, 'vcard', now)).toMatchObject({
      fileName: 'contacts-2025-06-01.vcf',
      mimeType: 'text/vcard;charset=utf-8',
    });
  });
});
