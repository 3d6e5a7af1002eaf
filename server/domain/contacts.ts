/**
 * A contact is where a code goes and what identifies an account on its brand: a phone
 * (country calling code + national number) or an e-mail address.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { type Failure, fail } from './failure.ts';

export type Contact = { kind: 'phone'; telCode: string; phone: string } | { kind: 'email'; email: string };
export type PhoneContact = Extract<Contact, { kind: 'phone' }>;

/**
 * Validates `+telCode phone` with libphonenumber-js and returns it in canonical form (the
 * national number without a trunk prefix: '+44 07911…' becomes telCode 44, phone 7911…), so one
 * person cannot end up with two accounts by typing the number two ways.
 */
export function phoneContact(telCode: string, phone: string): PhoneContact | Failure {
  const parsed = parsePhoneNumberFromString(`+${telCode}${phone}`);
  // A number whose digits re-split into another calling code is not the number the user meant.
  if (!parsed?.isPossible() || parsed.countryCallingCode !== telCode) return fail('phoneNotSupported');
  return { kind: 'phone', telCode, phone: parsed.nationalNumber };
}

/** E-mails arrive lower-cased and trimmed from the contract's `Email` schema. */
export function emailContact(email: string): Contact {
  return { kind: 'email', email };
}

/** Where a code is sent, and the key of the sandbox outbox: '+1 2025550100' or the e-mail. */
export function destinationOf(contact: Contact): string {
  return contact.kind === 'phone' ? `+${contact.telCode} ${contact.phone}` : contact.email;
}

export function channelOf(contact: Contact): 'sms' | 'email' {
  return contact.kind === 'phone' ? 'sms' : 'email';
}
