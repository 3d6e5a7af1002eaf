/**
 * The letter-grouped book (spec 1 §3, spec 3 §2, §9): A to Z plus '#', sorted by pinyin, with the
 * identity map; deletes leave it highest index first; pages of changes move contacts between
 * letters.
 */
import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  buildBook,
  contactById,
  contactsOf,
  emptyBook,
  removeFromBook,
} from '../../../../src/services/contacts/book.ts';
import { letterOf, nameKeys } from '../../../../src/services/contacts/sortKey.ts';
import type { AddressBook } from '../../../../src/services/contacts/types.ts';
import { bookContact, toPinyin } from './support.ts';

const names = (book: AddressBook) => book.groups.map((group) => [group.letter, group.contacts.map((c) => c.name)]);

describe('sort keys (spec 1 §3: by pinyin)', () => {
  it.each([
    ['张三', 'zhang san', 'zs', 'Z'],
    ['李四', 'li si', 'ls', 'L'],
    // A name's first character reads as a surname: 曾 is zeng, 单 is shan.
    ['曾小贤', 'zeng xiao xian', 'zxx', 'Z'],
    ['单田芳', 'shan tian fang', 'stf', 'S'],
    ['吕布', 'lv bu', 'lb', 'L'],
    ['Émile Zola', 'emile zola', 'ez', 'E'],
    ['Øyvind Straße', 'oyvind strasse', 'os', 'O'],
    ['anna LEE', 'anna lee', 'al', 'A'],
    ['张 Wei', 'zhang wei', 'zw', 'Z'],
    ['007 Agent', '007 agent', '0a', '#'],
    ['😀 Smiley', '😀 smiley', '😀s', '#'],
    ['  ', '', '', '#'],
  ])('%s → %s (%s) under %s', (name, sortKey, initials, letter) => {
    const keys = nameKeys(name, toPinyin);
    expect(keys).toEqual({ sortKey, initials });
    expect(letterOf(keys.sortKey)).toBe(letter);
  });
});

describe('buildBook', () => {
  it('groups A to Z then #, Chinese names under their pinyin letter, in pinyin order', () => {
    const book = buildBook(
      ['😀 Smiley', '张三', 'Zoe', '阿里', 'Anna', '007', 'émile', 'Bob', '李四', 'Émile', '#hash', '张伟'].map(
        (name) => bookContact(name),
      ),
    );
    expect(names(book)).toEqual([
      ['A', ['阿里', 'Anna']],
      ['B', ['Bob']],
      ['E', ['Émile', 'émile']],
      ['L', ['李四']],
      ['Z', ['张三', '张伟', 'Zoe']],
      ['#', ['#hash', '007', '😀 Smiley']],
    ]);
    expect(book.size).toBe(12);
  });

  it('keeps an order that never wobbles: pinyin, then the name as written, then the id', () => {
    const twins = [bookContact('Anna'), bookContact('Anna'), bookContact('anna')];
    const once = contactsOf(buildBook(twins)).map((c) => c._id);
    const reversed = contactsOf(buildBook([...twins].reverse())).map((c) => c._id);
    expect(reversed).toEqual(once);
    expect(contactsOf(buildBook(twins)).map((c) => c.name)).toEqual(['Anna', 'Anna', 'anna']);
  });

  it('maps every id to its list index and letter key (spec 1 §3 identity map)', () => {
    const book = buildBook(['Anna', 'Amy', '张三', '42'].map((name) => bookContact(name)));
    for (const group of book.groups) {
      for (const [index, contact] of group.contacts.entries()) {
        expect(book.locations[contact._id]).toEqual({ letter: group.letter, index });
        expect(contactById(book, contact._id)).toBe(contact);
      }
    }
    expect(contactById(book, 'nobody')).toBeUndefined();
  });
});

describe('removeFromBook (spec 3 §4: highest index first)', () => {
  it('removes several contacts of one group and re-indexes the rest', () => {
    const contacts = ['Aa', 'Ab', 'Ac', 'Ad', 'Bob'].map((name) => bookContact(name));
    const book = buildBook(contacts);
    const [aa, ab, ac, ad, bob] = contacts;
    const after = removeFromBook(book, [ab?._id ?? '', ad?._id ?? '']);
    expect(names(after)).toEqual([
      ['A', ['Aa', 'Ac']],
      ['B', ['Bob']],
    ]);
    expect(after.locations[ac?._id ?? '']).toEqual({ letter: 'A', index: 1 });
    expect(after.locations[aa?._id ?? '']).toEqual({ letter: 'A', index: 0 });
    // An untouched group keeps its array, so a view of it is not redrawn.
    expect(after.groups[1]?.contacts).toBe(book.groups[1]?.contacts);
    expect(after.locations[bob?._id ?? '']).toEqual({ letter: 'B', index: 0 });
  });

  it('drops a group left empty and ignores unknown ids', () => {
    const contacts = ['Anna', 'Bob'].map((name) => bookContact(name));
    const book = buildBook(contacts);
    expect(names(removeFromBook(book, [contacts[1]?._id ?? '', 'unknown']))).toEqual([['A', ['Anna']]]);
    expect(removeFromBook(book, ['unknown'])).toBe(book);
  });
});

describe('applyChanges (a page of a listing)', () => {
  it('adds contacts in order, replaces edited ones (moving letter) and removes tombstones', () => {
    const anna = bookContact('Anna');
    const bob = bookContact('Bob');
    const book = buildBook([anna, bob]);
    const renamed = { ...bookContact('Zoe'), _id: anna._id };
    const zhang = bookContact('张三');
    const after = applyChanges(book, { upserts: [zhang, renamed], removedIds: [bob._id] });
    expect(names(after)).toEqual([['Z', ['张三', 'Zoe']]]);
    expect(after.locations[anna._id]).toEqual({ letter: 'Z', index: 1 });
    expect(after.size).toBe(2);
  });

  it('takes the last version of a contact within one page', () => {
    const first = bookContact('Amy');
    const second = { ...bookContact('Amelia'), _id: first._id };
    const after = applyChanges(emptyBook(), { upserts: [first, second], removedIds: [] });
    expect(contactsOf(after).map((c) => c.name)).toEqual(['Amelia']);
  });

  it('builds the same book page by page as at once (a 1,200-contact book in pages of 500)', () => {
    const contacts = Array.from({ length: 1_200 }, (_, i) => bookContact(i % 3 === 0 ? `张${i}` : `Name ${i}`));
    let paged = emptyBook();
    for (let start = 0; start < contacts.length; start += 500) {
      paged = applyChanges(paged, { upserts: contacts.slice(start, start + 500), removedIds: [] });
    }
    const whole = buildBook(contacts);
    expect(contactsOf(paged).map((c) => c._id)).toEqual(contactsOf(whole).map((c) => c._id));
    expect(paged.locations).toEqual(whole.locations);
  });
});
