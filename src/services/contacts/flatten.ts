/**
 * spec 1 §3: a contact flattened as chats and the list use it — phone0..4, telCode0..4,
 * tag0..4, shortPhone and formatPhone (plus formatPhone0..2, spec 3 §3). Numbers are formatted
 * by the product's one phone format (`services/phone`) as it is now: the book's indexer
 * (`indexer.ts`) loads libphonenumber-js first when a number of the page needs it.
 */
import { nationalPart } from '../api/contract/contactRules.ts';
import { type ContactPhone, DEFAULT_CONTACT_TAG } from '../api/contract/contacts.ts';
import { currentPhoneFormat } from '../phone/phoneFormat.ts';
import type { FlatPhones } from './types.ts';

/** '+12025550100' (country code 1) → '+1 202 555 0100'. */
export function formatPhone(phone: string, telCode: string): string {
  if (phone === '') return '';
  return currentPhoneFormat().full(phone, telCode === '' ? undefined : telCode);
}

export function flattenPhones(phoneList: readonly ContactPhone[]): FlatPhones {
  const row = (index: number) => phoneList[index];
  const national = (index: number) => {
    const entry = row(index);
    return entry ? nationalPart(entry.phone, entry.telCode) : '';
  };
  const formatted = (index: number) => formatPhone(row(index)?.phone ?? '', row(index)?.telCode ?? '');
  const tag = (index: number) => row(index)?.tag ?? DEFAULT_CONTACT_TAG;
  const telCode = (index: number) => row(index)?.telCode ?? '';
  const first = formatted(0);
  return {
    phone0: national(0),
    phone1: national(1),
    phone2: national(2),
    phone3: national(3),
    phone4: national(4),
    telCode0: telCode(0),
    telCode1: telCode(1),
    telCode2: telCode(2),
    telCode3: telCode(3),
    telCode4: telCode(4),
    tag0: tag(0),
    tag1: tag(1),
    tag2: tag(2),
    tag3: tag(3),
    tag4: tag(4),
    shortPhone: national(0),
    formatPhone: first,
    formatPhone0: first,
    formatPhone1: formatted(1),
    formatPhone2: formatted(2),
    formatPhone3: formatted(3),
    formatPhone4: formatted(4),
  };
}
