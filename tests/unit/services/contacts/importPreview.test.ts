/**
 * Import, step two: numbers normalised to international form (the person's country by default),
 * the form rules applied, invalid rows with their reason, duplicates (same number or same name,
 * against the book and within the file) proposed for merging, the five-number limit; and the
 * saves a confirmed preview makes.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { mergeDrafts } from '../../../../src/services/contacts/importPlan.ts';
import {
  nameKey,
  phoneKey,
  planImport,
  previewImport,
  readNumber,
} from '../../../../src/services/contacts/importPreview.ts';
import { type ImportedRecord, readFileText, readRecords } from '../../../../src/services/contacts/importRecords.ts';
import { fixture, savedContact } from './support.ts';

function record(line: number, name: string, phones: string[], extra: Partial<ImportedRecord> = {}): ImportedRecord {
  return {
    line,
    name,
    email: '',
    companyName: '',
    note: '',
    phones: phones.map((raw) => ({ raw, tag: 'Other' })),
    ...extra,
  };
}

describe('readNumber', () => {
  it('reads numbers in international form, using the default country code when none is written', () => {
    expect(readNumber('(202) 555-0143', '1')).toEqual({ telCode: '1', national: '2025550143', e164: '+12025550143' });
    expect(readNumber('13800138000', '86')).toEqual({ telCode: '86', national: '13800138000', e164: '+8613800138000' });
    // A written country code wins over the default; 00 is the international prefix.
    expect(readNumber('+44 20 7946 0958', '86')?.e164).toBe('+442079460958');
    expect(readNumber('0044 20 7946 0958', '1')?.e164).toBe('+442079460958');
    // The trunk 0 of a national number is dropped.
    expect(readNumber('020 7946 0958', '44')?.e164).toBe('+442079460958');
  });

  it('refuses impossible numbers, and numbers without a country code when none is known', () => {
    expect(readNumber('12', '1')).toBeNull();
    expect(readNumber('not a number', '1')).toBeNull();
    expect(readNumber('2025550143', null)).toBeNull();
    expect(readNumber('+1 202 555 0143', null)?.e164).toBe('+12025550143');
  });
});

describe('keys', () => {
  it('compares saved numbers in international form and names ignoring case, width and spaces', () => {
    expect(phoneKey('+4402079460958')).toBe('+442079460958');
    expect(nameKey('  Anna   LEE ')).toBe('anna lee');
    expect(nameKey('ＡＮＮＡ')).toBe('anna');
  });
});

describe('previewImport', () => {
  it('sorts a real Google export into new contacts and invalid rows with their reason', async () => {
    const text = await readFileText(new Blob([await readFile(fixture('google-contacts.csv'))]));
    const records = readRecords('google-contacts.csv', text);
    if (!records.ok) throw new Error(records.error);
    const preview = previewImport(records.records, { defaultCallingCode: '1', existing: [] });
    expect(preview.total).toBe(8);
    expect(
      preview.newContacts.map((row) => [row.line, row.draft.name, row.draft.phoneList.map((p) => p.phone)]),
    ).toEqual([
      [2, 'Lee, Anna', ['+12025550143', '+12025550144', '+442079460958']],
      [4, '张三', ['+8613800138000']],
      [5, 'Émile Zola', ['+33142685300']],
      [6, '😀 Smiley', ['+12025550150']],
      [7, '007 Agent', ['+447700900007']],
    ]);
    expect(preview.newContacts[0]?.draft.phoneList[2]).toEqual({ phone: '+442079460958', telCode: '44', tag: 'Work' });
    expect(preview.invalid).toEqual([
      { line: 8, name: 'Nobody Home', reason: 'contacts.import.reason.noPhone', phones: [] },
      { line: 9, name: 'Bad Number', reason: 'contacts.import.reason.invalidPhone', phones: ['12'] },
      // spec 3 §5: the name is at most 20 characters (t30).
      {
        line: 10,
        name: 'A name that is far too long for the book',
        reason: 'contacts.form.t30',
        phones: ['202-555-0177'],
      },
    ]);
    expect(preview.duplicates).toEqual([]);
  });

  it('applies every form rule: name required, e-mail pattern, company and note lengths', () => {
    const preview = previewImport(
      [
        record(2, '', ['2025550101']),
        record(3, 'Bad Mail', ['2025550102'], { email: 'not-an-email' }),
        record(4, 'Big Company', ['2025550103'], { companyName: 'C'.repeat(21) }),
        record(5, 'Long Note', ['2025550104'], { note: 'n'.repeat(101) }),
        record(6, 'Just Right', ['2025550105'], { companyName: 'C'.repeat(20), note: 'n'.repeat(100) }),
      ],
      { defaultCallingCode: '1', existing: [] },
    );
    expect(preview.invalid.map((row) => [row.line, row.reason])).toEqual([
      [2, 'contacts.form.t12'],
      [3, 'contacts.form.t35'],
      [4, 'contacts.form.t39'],
      [5, 'contacts.form.t41'],
    ]);
    expect(preview.newContacts.map((row) => row.line)).toEqual([6]);
  });

  it('keeps the first five readable numbers and lists the rest and the unreadable ones as dropped', () => {
    const phones = [
      '2025550101',
      'oops',
      '2025550102',
      '2025550101',
      '2025550103',
      '2025550104',
      '2025550105',
      '2025550106',
    ];
    const [row] = previewImport([record(2, 'Many', phones)], { defaultCallingCode: '1', existing: [] }).newContacts;
    expect(row?.draft.phoneList.map((p) => p.phone)).toEqual([
      '+12025550101',
      '+12025550102',
      '+12025550103',
      '+12025550104',
      '+12025550105',
    ]);
    expect(row?.droppedPhones).toEqual(['oops', '2025550106']);
  });

  it('proposes merging a row sharing a number or a name with the book, number first', () => {
    const anna = savedContact('Anna Lee', ['+12025550143'], { email: 'anna@example.com' });
    const bob = savedContact('Bob', ['+12025550199']);
    const preview = previewImport(
      [
        record(2, 'Anna L.', ['+1 202 555 0143', '+44 20 7946 0958']),
        record(3, 'BOB', ['+1 202 555 0111'], { note: 'from the file' }),
        record(4, 'Carol', ['+1 202 555 0122']),
      ],
      { defaultCallingCode: '1', existing: [anna, bob] },
    );
    expect(preview.newContacts.map((row) => row.draft.name)).toEqual(['Carol']);
    const [byPhone, byName] = preview.duplicates;
    expect(byPhone).toMatchObject({ line: 2, matchedBy: 'phone', target: { kind: 'book', id: anna._id } });
    // Merging keeps the book's name and e-mail and adds the new number.
    expect(byPhone?.merged).toEqual({
      name: 'Anna Lee',
      phoneList: [
        { phone: '+12025550143', telCode: '1', tag: 'Mobile' },
        { phone: '+442079460958', telCode: '44', tag: 'Other' },
      ],
      email: 'anna@example.com',
      companyName: '',
      note: '',
    });
    expect(byName).toMatchObject({ line: 3, matchedBy: 'name', target: { kind: 'book', id: bob._id } });
    expect(byName?.merged.note).toBe('from the file');
  });

  it('finds duplicates within the file, and a row duplicating a duplicate resolves to the book contact', () => {
    const anna = savedContact('Anna', ['+12025550143']);
    const preview = previewImport(
      [
        record(2, 'Zed', ['2025550100']),
        record(3, 'Zed Again', ['202 555 0100', '202 555 0101']),
        record(4, 'anna', ['2025550177']),
        record(5, 'Anna Two', ['2025550177']),
      ],
      { defaultCallingCode: '1', existing: [anna] },
    );
    expect(preview.newContacts.map((row) => row.line)).toEqual([2]);
    expect(preview.duplicates.map((row) => [row.line, row.matchedBy, row.target.kind])).toEqual([
      [3, 'phone', 'file'],
      [4, 'name', 'book'],
      [5, 'phone', 'book'],
    ]);
    expect(preview.duplicates[0]?.target).toMatchObject({ kind: 'file', key: 'line-2', line: 2 });
  });

  it('says which numbers a merge would leave out beyond five', () => {
    const full = savedContact('Full', ['+12025550101', '+12025550102', '+12025550103', '+12025550104', '+12025550105']);
    const [row] = previewImport([record(2, 'Full', ['2025550106'])], {
      defaultCallingCode: '1',
      existing: [full],
    }).duplicates;
    expect(row?.merged.phoneList).toHaveLength(5);
    expect(row?.mergeDropsPhones).toEqual(['+12025550106']);
  });
});

describe('planImport', () => {
  const anna = savedContact('Anna', ['+12025550143']);
  const preview = previewImport(
    [
      record(2, 'Zed', ['2025550100']),
      record(3, 'Zed', ['2025550101']),
      record(4, 'Anna', ['2025550144']),
      record(5, 'Anna B', ['2025550143', '2025550145']),
      record(6, 'Yan', ['2025550188']),
    ],
    { defaultCallingCode: '1', existing: [anna] },
  );

  it('creates new rows and merges duplicates by default; several merges into one contact make one save', () => {
    expect(planImport(preview, {})).toEqual([
      {
        kind: 'create',
        lines: [2, 3],
        draft: {
          name: 'Zed',
          phoneList: [
            { phone: '+12025550100', telCode: '1', tag: 'Other' },
            { phone: '+12025550101', telCode: '1', tag: 'Other' },
          ],
          email: '',
          companyName: '',
          note: '',
        },
      },
      {
        kind: 'update',
        id: anna._id,
        lines: [4, 5],
        draft: {
          name: 'Anna',
          phoneList: [
            { phone: '+12025550143', telCode: '1', tag: 'Mobile' },
            { phone: '+12025550144', telCode: '1', tag: 'Other' },
            { phone: '+12025550145', telCode: '1', tag: 'Other' },
          ],
          email: '',
          companyName: '',
          note: '',
        },
      },
      expect.objectContaining({ kind: 'create', lines: [6] }),
    ]);
  });

  it('skips or keeps both as chosen', () => {
    const plan = planImport(preview, { 'line-3': 'keepBoth', 'line-4': 'skip', 'line-5': 'skip' });
    expect(plan.map((op) => [op.kind, op.lines, op.draft.name])).toEqual([
      ['create', [2], 'Zed'],
      ['create', [3], 'Zed'],
      ['create', [6], 'Yan'],
    ]);
  });

  it('does not add a number the book contact has in another written form (a trunk 0 kept by the form)', () => {
    const hans = savedContact('Hans', ['+4407911123456']);
    const duplicate = previewImport([record(2, 'Hans M', ['07911 123456', '07911 123457'])], {
      defaultCallingCode: '44',
      existing: [hans],
    });
    expect(duplicate.duplicates[0]?.matchedBy).toBe('phone');
    expect(planImport(duplicate, {})[0]?.draft.phoneList.map((p) => p.phone)).toEqual([
      '+4407911123456',
      '+447911123457',
    ]);
  });

  it('plans nothing when every duplicate is skipped and nothing is new', () => {
    const onlyDuplicates = previewImport([record(2, 'Anna', ['2025550143'])], {
      defaultCallingCode: '1',
      existing: [anna],
    });
    expect(planImport(onlyDuplicates, { 'line-2': 'skip' })).toEqual([]);
  });
});

describe('mergeDrafts', () => {
  it('fills only empty fields and never passes five numbers', () => {
    const target = { name: 'A', phoneList: [], email: 'a@example.com', companyName: '', note: '' };
    const incoming = { name: 'B', phoneList: [], email: 'b@example.com', companyName: 'Co', note: 'n' };
    expect(mergeDrafts(target, incoming, (phone) => phone).draft).toEqual({ ...target, companyName: 'Co', note: 'n' });
  });
});
