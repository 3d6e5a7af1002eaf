/**
 * The one door to the heavy part of the address book, loaded on first use in chunks of their
 * own and shared afterwards: the contact flattener always, libphonenumber-js only for a book
 * with a number outside North America (`needsPhoneParser`), pinyin-pro only for a book that has
 * a name with a Chinese character in it (most books of English-speaking users never need its
 * ~110 KB brotli). A failed load is retried on the next call.
 */
import type { SavedContact } from '../api/contract/contacts.ts';
import { loadPhoneParser, needsPhoneParser } from '../phone/phoneFormat.ts';
import { hasHan } from './han.ts';
import { loadPinyin, type ToPinyin } from './pinyin.ts';
import type { BookContact } from './types.ts';

export type ContactIndexer = (contact: SavedContact) => BookContact;

type BookContactModule = typeof import('./bookContact.ts');

let loadingBookContact: Promise<BookContactModule> | null = null;

function loadBookContact(): Promise<BookContactModule> {
  loadingBookContact ??= import('./bookContact.ts').catch((error: unknown) => {
    loadingBookContact = null;
    throw error;
  });
  return loadingBookContact;
}

/** Without pinyin-pro: only ever asked about names with no Chinese character, so never called. */
const NO_PINYIN: ToPinyin = (text) => Array.from(text);

/**
 * An indexer for `contacts` (a page of the book, or a contact being saved). Called without
 * contacts it starts loading the flattener, e.g. while the first page is fetched.
 */
export async function loadContactIndexer(
  contacts: readonly Pick<SavedContact, 'name' | 'phoneList'>[] = [],
): Promise<ContactIndexer> {
  const chinese = contacts.some((contact) => hasHan(contact.name));
  const foreign = contacts.some((contact) =>
    contact.phoneList.some((entry) => needsPhoneParser(entry.phone, entry.telCode === '' ? undefined : entry.telCode)),
  );
  const [{ toBookContact }, toPinyin] = await Promise.all([
    loadBookContact(),
    chinese ? loadPinyin() : Promise.resolve(NO_PINYIN),
    foreign ? loadPhoneParser() : undefined,
  ]);
  return (contact) => toBookContact(contact, toPinyin);
}
