/**
 * Exporting the book, or a selection of it, as CSV or vCard 4.0. Both read back through the
 * import to the same contacts: CSV in this product's own columns, vCard with TYPE parameters
 * for the tags (Mobile is 'cell'; Other has no type).
 */
import { CONTACT_LIMITS, type ContactDraft, type ContactTag } from '../api/contract/contacts.ts';
import { toCsv } from './csv.ts';
import { toVCards } from './vcard.ts';

export type ExportFormat = 'csv' | 'vcard';

export interface ExportFile {
  fileName: string;
  mimeType: string;
  text: string;
}

/** The CSV columns, in order: Name, Phone 1, Tag 1 … Phone 5, Tag 5, Email, Company, Note. */
export const CSV_HEADER: readonly string[] = [
  'Name',
  ...Array.from({ length: CONTACT_LIMITS.phoneRows }, (_, i) => [`Phone ${i + 1}`, `Tag ${i + 1}`]).flat(),
  'Email',
  'Company',
  'Note',
];

const VCARD_TYPE: Record<ContactTag, string | null> = { Mobile: 'cell', Home: 'home', Work: 'work', Other: null };

/**
 * decision: a text cell starting like a formula ('=', '+', '-', '@') is written behind a quote,
 * so a spreadsheet program shows it instead of running it; the import drops the quote again.
 * Phone cells hold validated '+digits' numbers and are written as they are.
 */
function guardCell(text: string): string {
  return /^'*[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function contactsToCsv(contacts: readonly ContactDraft[]): string {
  const rows = contacts.map((contact) => [
    guardCell(contact.name),
    ...Array.from({ length: CONTACT_LIMITS.phoneRows }, (_, i) => {
      const entry = contact.phoneList[i];
      return entry ? [entry.phone, entry.tag] : ['', ''];
    }).flat(),
    guardCell(contact.email),
    guardCell(contact.companyName),
    guardCell(contact.note),
  ]);
  return toCsv([CSV_HEADER, ...rows]);
}

export function contactsToVCard(contacts: readonly ContactDraft[]): string {
  return toVCards(
    contacts.map((contact) => ({
      name: contact.name,
      phones: contact.phoneList.map((entry) => ({ value: entry.phone, type: VCARD_TYPE[entry.tag] })),
      email: contact.email,
      organization: contact.companyName,
      note: contact.note,
    })),
  );
}

/** The file to download: 'contacts-2025-06-01.csv' or '.vcf', named by the day (UTC) it was made. */
export function exportContacts(contacts: readonly ContactDraft[], format: ExportFormat, now: Date): ExportFile {
  const day = now.toISOString().slice(0, 10);
  return format === 'csv'
    ? { fileName: `contacts-${day}.csv`, mimeType: 'text/csv;charset=utf-8', text: contactsToCsv(contacts) }
    : { fileName: `contacts-${day}.vcf`, mimeType: 'text/vcard;charset=utf-8', text: contactsToVCard(contacts) };
}
