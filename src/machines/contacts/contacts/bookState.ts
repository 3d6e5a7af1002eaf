/** Pure helpers of the contacts chart: the book, the selection and the saved contact behind a row. */
import type { SavedContact } from '../../../services/api/contract/contacts.ts';
import { contactsOf } from '../../../services/contacts/book.ts';
import { searchBook } from '../../../services/contacts/search.ts';
import type { AddressBook, BookContact } from '../../../services/contacts/types.ts';

/** The ids the list shows now (the search applied), in display order. */
export function visibleIds(book: AddressBook, query: string): string[] {
  return contactsOf(searchBook(book, query)).map((contact) => contact._id);
}

/** The selection without contacts that left the book. */
export function pruneSelection(selected: readonly string[], book: AddressBook): readonly string[] {
  const kept = selected.filter((id) => id in book.locations);
  return kept.length === selected.length ? selected : kept;
}

export function toggleId(selected: readonly string[], id: string): readonly string[] {
  return selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
}

/** The contact as the server saved it, without the book's flattened fields and keys. */
export function savedContactOf(contact: BookContact): SavedContact {
  return {
    _id: contact._id,
    name: contact.name,
    phoneList: contact.phoneList,
    email: contact.email,
    companyName: contact.companyName,
    note: contact.note,
    date: contact.date,
    deleted: false,
  };
}

/** The saved contacts of these ids (all when null), in book order. */
export function savedContacts(book: AddressBook, ids: readonly string[] | null): SavedContact[] {
  const wanted = ids === null ? null : new Set(ids);
  return contactsOf(book)
    .filter((contact) => wanted === null || wanted.has(contact._id))
    .map(savedContactOf);
}
