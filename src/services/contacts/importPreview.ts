/**
 * Import, step two: the records of a file checked and compared with the book, as the preview the
 * person confirms before anything is saved. Every number is read with libphonenumber-js and
 * written in international form ('+<country code><number>'), numbers written without a country
 * code being read in the person's own country; every draft passes the form rules
 * (`validateContactDraft`, spec 3 §5), so nothing the form would refuse is saved.
 *
 * Decisions where the issue is silent:
 * - A row breaking a form rule (no name, a name over 20 characters, a bad e-mail …) is listed as
 *   invalid with that rule's message; nothing is cut or dropped silently.
 * - Numbers that cannot be read are left out of their contact and listed with it
 *   (`droppedPhones`); a row with no readable number is invalid. A contact keeps its first five
 *   numbers (spec 3 §9); the rest are listed as dropped too.
 * - A duplicate is a row sharing a number (compared in international form) or a name (ignoring
 *   case and spacing) with a contact of the book or an earlier row of the file. A number match
 *   wins over a name match, the book over the file. Merging keeps the first contact's name and
 *   filled fields, fills its empty ones and adds the new numbers (up to five).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { validateContactDraft } from '../api/contract/contactRules.ts';
import { CONTACT_LIMITS, type ContactDraft, type ContactPhone, type SavedContact } from '../api/contract/contacts.ts';
import {
  type DuplicateRow,
  type DuplicateTarget,
  type ImportPreview,
  type ImportReasonKey,
  type InvalidRow,
  mergeDrafts,
  type NewContactRow,
} from './importPlan.ts';
import type { ImportedRecord } from './importRecords.ts';

export type {
  DuplicateRow,
  DuplicateTarget,
  ImportOperation,
  ImportPreview,
  ImportReasonKey,
  InvalidRow,
  MergeChoice,
  MergeChoices,
  NewContactRow,
} from './importPlan.ts';
export { planImport } from './importPlan.ts';

export const IMPORT_REASON = {
  /** The row has no number at all. */
  noPhone: 'contacts.import.reason.noPhone',
  /** The row has numbers, none of which could be read. */
  invalidPhone: 'contacts.import.reason.invalidPhone',
} as const;

export interface PreviewOptions {
  /** The country code numbers without one are read in (the person's own); null when unknown. */
  defaultCallingCode: string | null;
  /** The book as it is now. */
  existing: readonly SavedContact[];
}

export interface ReadNumber {
  telCode: string;
  /** The national number, digits only. */
  national: string;
  /** '+' + country code + national number. */
  e164: string;
}

/**
 * A number as written ('(202) 555-0100', '+86 138 0013 8000', '0044 7911 123456') in
 * international form; null when it is not a possible number (or has no country code and none is
 * known).
 */
export function readNumber(raw: string, defaultCallingCode: string | null): ReadNumber | null {
  const text = raw.trim().replace(/^00(?=\d)/, '+');
  const parsed = parsePhoneNumberFromString(
    text,
    defaultCallingCode && !text.startsWith('+') ? { defaultCallingCode } : undefined,
  );
  if (!parsed?.isPossible()) return null;
  return { telCode: parsed.countryCallingCode, national: parsed.nationalNumber, e164: parsed.number };
}

/** The key a saved phone is compared by: its international form when readable. */
export function phoneKey(phone: string): string {
  return parsePhoneNumberFromString(phone)?.number ?? phone.replace(/[^\d+]/g, '');
}

/** Names compared ignoring case, width and spacing ('Anna  LEE' is 'anna lee'). */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

function draftOf(contact: SavedContact): ContactDraft {
  return {
    name: contact.name,
    phoneList: contact.phoneList,
    email: contact.email,
    companyName: contact.companyName,
    note: contact.note,
  };
}

type Checked = { ok: true; draft: ContactDraft; droppedPhones: string[] } | { ok: false; reason: ImportReasonKey };

/** A record's numbers read and its draft put through the form rules. */
function checkRecord(record: ImportedRecord, defaultCallingCode: string | null): Checked {
  if (record.phones.length === 0) return { ok: false, reason: IMPORT_REASON.noPhone };
  const read: { number: ReadNumber; tag: ContactPhone['tag'] }[] = [];
  const droppedPhones: string[] = [];
  const seen = new Set<string>();
  for (const phone of record.phones) {
    const number = readNumber(phone.raw, defaultCallingCode);
    if (number === null) droppedPhones.push(phone.raw);
    else if (seen.has(number.e164)) continue;
    else if (read.length >= CONTACT_LIMITS.phoneRows) droppedPhones.push(phone.raw);
    else {
      seen.add(number.e164);
      read.push({ number, tag: phone.tag });
    }
  }
  if (read.length === 0) return { ok: false, reason: IMPORT_REASON.invalidPhone };
  const validation = validateContactDraft({
    name: record.name,
    phones: read.map(({ number, tag }) => ({ telCode: number.telCode, phone: number.national, tag })),
    email: record.email,
    companyName: record.companyName,
    note: record.note,
  });
  if (!validation.ok) return { ok: false, reason: validation.errors[0]?.key ?? IMPORT_REASON.invalidPhone };
  return { ok: true, draft: validation.value, droppedPhones };
}

export function previewImport(records: readonly ImportedRecord[], options: PreviewOptions): ImportPreview {
  const phoneKeys: Record<string, string> = {};
  const keyOf = (phone: string): string => {
    phoneKeys[phone] ??= phoneKey(phone);
    return phoneKeys[phone];
  };
  const bookByPhone = new Map<string, DuplicateTarget>();
  const bookByName = new Map<string, DuplicateTarget>();
  for (const contact of options.existing) {
    const target: DuplicateTarget = { kind: 'book', id: contact._id, draft: draftOf(contact) };
    for (const entry of contact.phoneList) {
      const key = keyOf(entry.phone);
      if (!bookByPhone.has(key)) bookByPhone.set(key, target);
    }
    const name = nameKey(contact.name);
    if (!bookByName.has(name)) bookByName.set(name, target);
  }
  // Earlier rows of the file; a duplicate row stands for what it duplicates, so chains resolve.
  const fileByPhone = new Map<string, DuplicateTarget>();
  const fileByName = new Map<string, DuplicateTarget>();

  const newContacts: NewContactRow[] = [];
  const invalid: InvalidRow[] = [];
  const duplicates: DuplicateRow[] = [];

  for (const record of records) {
    const checked = checkRecord(record, options.defaultCallingCode);
    if (!checked.ok) {
      invalid.push({
        line: record.line,
        name: record.name,
        reason: checked.reason,
        phones: record.phones.map((p) => p.raw),
      });
      continue;
    }
    const row: NewContactRow = {
      key: `line-${record.line}`,
      line: record.line,
      draft: checked.draft,
      droppedPhones: checked.droppedPhones,
    };
    // The rows' numbers are already in international form: their own keys.
    const phones = row.draft.phoneList.map((entry) => {
      phoneKeys[entry.phone] = entry.phone;
      return entry.phone;
    });
    const name = nameKey(row.draft.name);
    const match = findMatch(phones, name, [
      [bookByPhone, bookByName],
      [fileByPhone, fileByName],
    ]);
    const standsFor: DuplicateTarget = match
      ? match.target
      : { kind: 'file', key: row.key, line: row.line, draft: row.draft };
    if (match) {
      const merged = mergeDrafts(match.target.draft, row.draft, keyOf);
      duplicates.push({
        ...row,
        matchedBy: match.by,
        target: match.target,
        merged: merged.draft,
        mergeDropsPhones: merged.dropped,
      });
    } else {
      newContacts.push(row);
    }
    for (const phone of phones) if (!fileByPhone.has(phone)) fileByPhone.set(phone, standsFor);
    if (!fileByName.has(name)) fileByName.set(name, standsFor);
  }
  return { total: records.length, phoneKeys, newContacts, invalid, duplicates };
}

type Index = Map<string, DuplicateTarget>;

function findMatch(
  phones: readonly string[],
  name: string,
  sources: readonly (readonly [Index, Index])[],
): { target: DuplicateTarget; by: 'phone' | 'name' } | null {
  for (const [byPhone, byName] of sources) {
    for (const phone of phones) {
      const target = byPhone.get(phone);
      if (target) return { target, by: 'phone' };
    }
    const target = byName.get(name);
    if (target) return { target, by: 'name' };
  }
  return null;
}
