/**
 * The contact form rules (spec 3 §5), in one place SHARED BY CLIENT AND SERVER (which is why it
 * lives in the contract): the add/edit form and the import preview validate with them, and the
 * server applies them again to every saved draft (the server never trusts the client). Pure: no
 * I/O, no clock, no locale.
 *
 * Decisions where the spec is silent:
 * - A contact needs at least one number: when no row has one, the first row's number gets t33.
 *   Rows whose number is empty are dropped (spec: "a row is included only if its phone number is
 *   filled") and their country code and tag are not checked.
 * - Lengths count characters as people see them (code points), so an emoji counts once.
 * - The number may be typed with spaces, brackets or hyphens, and may start with '+' and its own
 *   country code (a pasted full number, or the phone of a saved contact); those are removed
 *   before the digits-only check. The country code may be typed as '+1' or '+(1)'.
 * - A country code has 1 to 4 digits (spec 1 §5) and a number at most 15; longer ones get the
 *   field's "invalid" key (t32, t34).
 * - A missing tag means Other (spec 3 §3); an empty or unknown tag gets t36. Tags match the four
 *   options case-insensitively ('mobile' is Mobile).
 * - The e-mail pattern's "alphanumeric domain" may have sub-domains and inner hyphens
 *   (mail.example.co.uk) so real addresses pass; at most 254 characters.
 */
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_KEYS,
  CONTACT_TAGS,
  type ContactDraft,
  type ContactField,
  type ContactFieldError,
  type ContactPhone,
  type ContactRule,
  type ContactTag,
  DEFAULT_CONTACT_TAG,
} from './contacts.ts';

/** One phone row as the form holds it (or as a saved contact's `phoneList` entry). */
export interface ContactPhoneInput {
  telCode?: string;
  /** The national number; a leading '+' and this row's country code are accepted and removed. */
  phone?: string;
  tag?: string;
}

/** What the form holds, field by field, as typed. */
export interface ContactDraftInput {
  name?: string;
  phones?: readonly ContactPhoneInput[];
  email?: string;
  companyName?: string;
  note?: string;
}

/** The draft after the rules: trimmed, numbers in '+<telCode><number>' form, only filled rows. */
export type NormalisedDraft = ContactDraft;

export type ContactValidation = { ok: true; value: NormalisedDraft } | { ok: false; errors: ContactFieldError[] };

/** spec 3 §5: letters, digits, dot, underscore or hyphen, '@', an alphanumeric domain, '.', 2–4 letters. */
export const CONTACT_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\.)+[A-Za-z]{2,4}$/;

/** spec 1 §5, spec 3 §5: contact phones are compared with '+', brackets and spaces stripped. */
export function stripPhoneDecorations(phone: string): string {
  return phone.replace(/[+()[\]\s]/g, '');
}

/** The national part of a saved '+<telCode><number>' phone (for filling the edit form). */
export function nationalPart(phone: string, telCode: string): string {
  const compact = phone.replace(/[\s()[\]-]/g, '');
  const prefix = `+${telCode}`;
  return telCode !== '' && compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
}

/** A contact as saved or sent (`phoneList` rather than the form's `phones`), fields possibly absent. */
export interface ContactLike {
  name?: string;
  phoneList?: readonly ContactPhoneInput[];
  email?: string;
  companyName?: string;
  note?: string;
}

/**
 * The form's values for editing a saved contact, or for re-checking a sent draft on the server:
 * its '+<telCode><number>' phones are accepted by the rules as they are.
 */
export function draftInputFromContact(contact: ContactLike): ContactDraftInput {
  return {
    name: contact.name,
    phones: (contact.phoneList ?? []).map((row) => ({ telCode: row.telCode, phone: row.phone, tag: row.tag })),
    email: contact.email,
    companyName: contact.companyName,
    note: contact.note,
  };
}

export function validateContactDraft(draft: ContactDraftInput): ContactValidation {
  const errors: ContactFieldError[] = [];
  const report = (field: ContactField, rule: ContactRule) => errors.push({ field, key: CONTACT_MESSAGE_KEYS[rule] });

  const name = (draft.name ?? '').trim();
  if (name === '') report('name', 'nameRequired');
  else if (characterCount(name) > CONTACT_LIMITS.nameMax) report('name', 'nameTooLong');

  const rows = draft.phones ?? [];
  if (rows.length > CONTACT_LIMITS.phoneRows) report('phones', 'tooManyPhones');
  const checked = rows.map((row, index) => checkPhoneRow(row, index, report));
  if (!checked.some((row) => row.filled)) report('phones[0].phone', 'phoneRequired');
  const phoneList = checked.flatMap((row) => (row.accepted ? [row.accepted] : []));

  const email = (draft.email ?? '').trim();
  if (email !== '' && (email.length > CONTACT_LIMITS.emailMax || !CONTACT_EMAIL_PATTERN.test(email))) {
    report('email', 'emailInvalid');
  }

  const companyName = (draft.companyName ?? '').trim();
  if (characterCount(companyName) > CONTACT_LIMITS.companyMax) report('companyName', 'companyTooLong');

  const note = (draft.note ?? '').trim();
  if (characterCount(note) > CONTACT_LIMITS.noteMax) report('note', 'noteTooLong');

  if (errors.length > 0) return { ok: false, errors: sortByFormOrder(errors) };
  return { ok: true, value: { name, phoneList, email, companyName, note } };
}

interface CheckedRow {
  /** The row has a number, so it is sent (spec 3 §5). */
  filled: boolean;
  /** The normalised row when it is filled and passes every check. */
  accepted: ContactPhone | null;
}

function checkPhoneRow(
  row: ContactPhoneInput,
  index: number,
  report: (field: ContactField, rule: ContactRule) => void,
): CheckedRow {
  const telCode = (row.telCode ?? '').replace(/[+()\s]/g, '');
  const number = nationalPart(compactNumber(row.phone ?? ''), telCode);
  if (number === '') return { filled: false, accepted: null };

  let valid = true;
  if (telCode === '') {
    report(`phones[${index}].telCode`, 'telCodeRequired');
    valid = false;
  } else if (!isDigits(telCode, CONTACT_LIMITS.telCodeMaxDigits)) {
    report(`phones[${index}].telCode`, 'telCodeInvalid');
    valid = false;
  }
  if (!isDigits(number, CONTACT_LIMITS.phoneMaxDigits)) {
    report(`phones[${index}].phone`, 'phoneInvalid');
    valid = false;
  }
  const tag = readTag(row.tag);
  if (tag === null) {
    report(`phones[${index}].tag`, 'tagRequired');
    valid = false;
  }
  return { filled: true, accepted: valid && tag !== null ? { phone: `+${telCode}${number}`, telCode, tag } : null };
}

function compactNumber(phone: string): string {
  return phone.replace(/[\s()[\]-]/g, '');
}

function isDigits(value: string, maxLength: number): boolean {
  return value.length <= maxLength && /^\d+$/.test(value);
}

function readTag(tag: string | undefined): ContactTag | null {
  if (tag === undefined) return DEFAULT_CONTACT_TAG;
  const wanted = tag.trim().toLowerCase();
  return CONTACT_TAGS.find((option) => option.toLowerCase() === wanted) ?? null;
}

function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Errors in the order the form shows its fields, so the first one is the topmost. */
function sortByFormOrder(errors: ContactFieldError[]): ContactFieldError[] {
  const rank = (field: ContactField): number => {
    if (field === 'name') return 0;
    if (field === 'phones') return 1;
    const row = /^phones\[(\d+)\]\.(telCode|phone|tag)$/.exec(field);
    if (row) return 2 + Number(row[1]) * 3 + ['telCode', 'phone', 'tag'].indexOf(row[2] ?? '');
    return 1_000 + ['email', 'companyName', 'note'].indexOf(field);
  };
  return [...errors].sort((a, b) => rank(a.field) - rank(b.field));
}
