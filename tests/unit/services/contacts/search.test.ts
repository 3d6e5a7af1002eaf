/**
 * Search (spec 3 §5: name or any phone; +, brackets and spaces stripped; docs/contacts.md: the
 * e-mail, company and note too), naming a chat party by number (spec 1 §3), and the new-chat
 * suggestions (spec 1 §2: by name or number only).
 */
import { describe, expect, it } from 'vitest';
import { buildBook, contactsOf } from '../../../../src/services/contacts/book.ts';
import {
  contactForNumber,
  noteMatches,
  parseQuery,
  searchBook,
  suggestNumbers,
} from '../../../../src/services/contacts/search.ts';
import { bookContact } from './support.ts';

const zhang = bookContact('张三', ['+8613800138000']);
const anna = bookContact('Anna Lee', ['+12025550143', '+442079460958']);
const emile = bookContact('Émile Zola', ['+33142685300']);
const li = bookContact('李娜', ['+8613900139000'], {
  email: 'Li.Na@Harbour.example',
  companyName: '蓝海物流 Blue Sea',
  note: 'Met at the 2024 trade fair; 喜欢喝茶',
});
const book = buildBook([zhang, anna, emile, li]);
const found = (query: string) => contactsOf(searchBook(book, query)).map((c) => c.name);

describe('parseQuery', () => {
  it('reads a number with its decorations as digits, anything else as text', () => {
    expect(parseQuery(' +1 (202) 555-0143 ')).toEqual({ text: '+1 (202) 555-0143', digits: '12025550143' });
    expect(parseQuery('Anna')).toEqual({ text: 'anna', digits: null });
    expect(parseQuery('   ')).toEqual({ text: '', digits: null });
  });
});

describe('searchBook', () => {
  it('gives the same book for an empty query', () => {
    expect(searchBook(book, '  ')).toBe(book);
  });

  it('finds by name, case-insensitively, and by pinyin or initials', () => {
    expect(found('anna')).toEqual(['Anna Lee']);
    expect(found('LEE')).toEqual(['Anna Lee']);
    expect(found('张')).toEqual(['张三']);
    expect(found('zhang')).toEqual(['张三']);
    expect(found('zhang san')).toEqual(['张三']);
    expect(found('zs')).toEqual(['张三']);
    expect(found('emile')).toEqual(['Émile Zola']);
    expect(found('nobody')).toEqual([]);
  });

  it('finds by any of the numbers, with +, brackets, spaces and hyphens stripped', () => {
    expect(found('+44 20 7946')).toEqual(['Anna Lee']);
    expect(found('(202) 555-0143')).toEqual(['Anna Lee']);
    expect(found('138 0013')).toEqual(['张三']);
    expect(found('+33')).toEqual(['Émile Zola']);
  });

  it('finds by e-mail, company or note, case-insensitively, in either language', () => {
    expect(found('li.na@harbour')).toEqual(['李娜']);
    expect(found('HARBOUR.EXAMPLE')).toEqual(['李娜']);
    expect(found('蓝海')).toEqual(['李娜']);
    expect(found('blue sea')).toEqual(['李娜']);
    expect(found('trade fair')).toEqual(['李娜']);
    expect(found('喝茶')).toEqual(['李娜']);
    // A number-like query finds a note's digits as well as a number's.
    expect(found('2024')).toEqual(['李娜']);
    // No match spans two fields (e-mail then company).
    expect(found('example蓝海')).toEqual([]);
    // Pinyin stays the name's: a Chinese company is found by its characters.
    expect(found('lanhai')).toEqual([]);
    expect(found('ln')).toEqual(['李娜']);
  });

  it('tells which contacts show their note (the list has no note column)', () => {
    expect(noteMatches(li, ' TRADE ')).toBe(true);
    expect(noteMatches(li, '李')).toBe(false);
    expect(noteMatches(li, '')).toBe(false);
  });

  it('keeps the letter groups and re-indexes the matches', () => {
    const shown = searchBook(buildBook([zhang, anna, emile]), 'e');
    expect(shown.groups.map((g) => g.letter)).toEqual(['A', 'E']);
    expect(shown.locations[emile._id]).toEqual({ letter: 'E', index: 0 });
    expect(shown.size).toBe(2);
  });
});

describe('contactForNumber (spec 1 §3: the display name is the contact name)', () => {
  it('finds the contact by a full number however it is written', () => {
    expect(contactForNumber(book, '12025550143')?.name).toBe('Anna Lee');
    expect(contactForNumber(book, '+44 20 7946 0958')?.name).toBe('Anna Lee');
    expect(contactForNumber(book, '8613800138000')?.name).toBe('张三');
    expect(contactForNumber(book, '12025550100')).toBeUndefined();
  });
});

describe('suggestNumbers (spec 1 §2: suggestions in the new-chat number input)', () => {
  it('offers the matching numbers of contacts matching by number', () => {
    expect(suggestNumbers(book, '7946')).toEqual([
      {
        contactId: anna._id,
        name: 'Anna Lee',
        phone: '+442079460958',
        telCode: '44',
        shortPhone: '2079460958',
        formatPhone: '+44 20 7946 0958',
        tag: 'Mobile',
      },
    ]);
  });

  it('offers no contact found only by its e-mail, company or note (a suggestion shows a name and a number)', () => {
    expect(suggestNumbers(book, 'trade fair')).toEqual([]);
    expect(suggestNumbers(book, '蓝海')).toEqual([]);
  });

  it('offers every number of a contact matching by name, and stops at the limit', () => {
    expect(suggestNumbers(book, 'anna').map((s) => s.phone)).toEqual(['+12025550143', '+442079460958']);
    expect(suggestNumbers(book, 'anna', 1)).toHaveLength(1);
    expect(suggestNumbers(book, '')).toEqual([]);
  });
});
