/**
 * Naming a chat's other party by its number (spec 1 §3: the display name is the contact name).
 * Apart from the rest of the search (`search.ts`), so what names a notification's sender is small.
 */
import type { AddressBook, BookContact } from './types.ts';

/** A number as chats key it: digits only ('+1 (202) 555-0100' → '12025550100'). */
export function numberKey(fullNumber: string): string {
  return fullNumber.replace(/\D/g, '');
}

const numberIndexes = new WeakMap<AddressBook, Map<string, BookContact>>();

/** Contacts by each of their numbers (digits only); built once per book. */
function numberIndex(book: AddressBook): Map<string, BookContact> {
  let index = numberIndexes.get(book);
  if (!index) {
    index = new Map();
    for (const group of book.groups) {
      for (const contact of group.contacts) {
        // When two contacts share a number, the first in book order names it.
        for (const phone of contact.searchPhones) if (!index.has(phone)) index.set(phone, contact);
      }
    }
    numberIndexes.set(book, index);
  }
  return index;
}

/** The contact with this number (country code included, any decoration), if any. */
export function contactForNumber(book: AddressBook, fullNumber: string): BookContact | undefined {
  return numberIndex(book).get(numberKey(fullNumber));
}
