/**
 * A saved contact made ready for the book: flattened (spec 1 §3), with its pinyin sort key,
 * letter and search keys computed once. Heavy (libphonenumber-js through `flatten.ts`, and the
 * pinyin reader it is given), so the app reaches it only through `loadContactIndexer`.
 */

import { stripPhoneDecorations } from '../api/contract/contactRules.ts';
import type { SavedContact } from '../api/contract/contacts.ts';
import { flattenPhones } from './flatten.ts';
import type { ToPinyin } from './pinyin.ts';
import { letterOf, nameKeys } from './sortKey.ts';
import { type BookContact, SEARCH_SEPARATOR } from './types.ts';

export function toBookContact(contact: SavedContact, toPinyin: ToPinyin): BookContact {
  const { sortKey, initials } = nameKeys(contact.name, toPinyin);
  return {
    ...contact,
    ...flattenPhones(contact.phoneList),
    sortKey,
    letter: letterOf(sortKey),
    searchName: [contact.name.toLowerCase(), sortKey.replaceAll(' ', ''), initials].join(SEARCH_SEPARATOR),
    searchPhones: contact.phoneList.map((entry) => stripPhoneDecorations(entry.phone)),
  };
}
