/** Contacts for the address-book unit tests, indexed by the real services (pinyin-pro included). */
import { resolve } from 'node:path';
import type { SavedContact } from '../../../../src/services/api/contract/contacts.ts';
import { toBookContact } from '../../../../src/services/contacts/bookContact.ts';
import { loadPinyin } from '../../../../src/services/contacts/pinyin.ts';
import type { BookContact } from '../../../../src/services/contacts/types.ts';
import { loadPhoneParser } from '../../../../src/services/phone/phoneFormat.ts';

export const toPinyin = await loadPinyin();
// As the book's indexer does before it indexes numbers from outside North America.
await loadPhoneParser();

let nextId = 1;

export function savedContact(
  name: string,
  phones: readonly string[] = ['+12025550100'],
  extra: Partial<SavedContact> = {},
): SavedContact {
  const id = String(nextId++);
  return {
    _id: id,
    name,
    phoneList: phones.map((phone) => {
      const telCode = phone.startsWith('+86')
        ? '86'
        : phone.startsWith('+44')
          ? '44'
          : phone.startsWith('+33')
            ? '33'
            : '1';
      return { phone, telCode, tag: 'Mobile' as const };
    }),
    email: '',
    companyName: '',
    note: '',
    date: 1_000,
    deleted: false,
    ...extra,
  };
}

export function bookContact(name: string, phones?: readonly string[], extra?: Partial<SavedContact>): BookContact {
  return toBookContact(savedContact(name, phones, extra), toPinyin);
}

/** A sample file of tests/fixtures/contacts (tests run from the project root). */
export const fixture = (name: string) => resolve('tests/fixtures/contacts', name);
