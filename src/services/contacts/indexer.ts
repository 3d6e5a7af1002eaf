/**
 * The one door to the heavy part of the address book: pinyin-pro and libphonenumber-js are
 * loaded on first use, in their own chunks, and shared afterwards. A failed load is retried on
 * the next call.
 */
import type { SavedContact } from '../api/contract/contacts.ts';
import { loadPinyin } from './pinyin.ts';
import type { BookContact } from './types.ts';

export type ContactIndexer = (contact: SavedContact) => BookContact;

let loading: Promise<ContactIndexer> | null = null;

export function loadContactIndexer(): Promise<ContactIndexer> {
  loading ??= Promise.all([import('./bookContact.ts'), loadPinyin()]).then(
    ([{ toBookContact }, toPinyin]): ContactIndexer =>
      (contact) =>
        toBookContact(contact, toPinyin),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
