/**
 * A saved contact made ready for the book: flattened (spec 1 §3), with its pinyin sort key,
 * letter and search keys computed once. Reached only through `loadContactIndexer`, which loads
 * what its numbers and names need (libphonenumber-js, the pinyin reader it is given).
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
    searchDetails: [contact.email, contact.companyName, contact.note]
      .map((field) => field.toLowerCase())
      .join(SEARCH_SEPARATOR),
  };
}
