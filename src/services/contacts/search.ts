/**
 * Finding contacts (spec 3 §5: search matches the name or any phone; phones are compared with
 * '+', brackets and spaces stripped; decision, docs/contacts.md: the address book's search also
 * matches the e-mail, company and note), naming a chat's other party by its number (spec 1 §3: the
 * display name is the contact name), and the suggestions of the new-chat number input.
 */
import { contactForNumber, numberKey } from './numberIndex.ts';
import {
  type AddressBook,
  type BookContact,
  type ContactGroup,
  type ContactLocation,
  SEARCH_SEPARATOR,
} from './types.ts';

export interface ContactQuery {
  /** Lower-cased, trimmed; '' matches everything. */
  text: string;
  /** The query as a number: its digits when it has nothing but digits and decorations, else null. */
  digits: string | null;
}

/** spec 3 §5 decorations, plus the hyphens and dots people type in numbers. */
const NUMBER_DECORATIONS = /[+()[\]\s.-]/g;

export function parseQuery(query: string): ContactQuery {
  const text = query.trim().toLowerCase();
  const stripped = text.replace(NUMBER_DECORATIONS, '');
  return { text, digits: /^\d+$/.test(stripped) ? stripped : null };
}

/**
 * spec 3 §5: a name matches when it contains the text, or its pinyin (without spaces) or initials
 * do, so 'zhang', 'zs' and '张' all find 张三. A number query matches any of the contact's numbers.
 * What the new-chat number input offers by (its suggestions show a name and a number, nothing else).
 */
export function matchesNameOrNumber(contact: BookContact, query: ContactQuery): boolean {
  if (query.text === '') return true;
  if (query.digits !== null && contact.searchPhones.some((phone) => phone.includes(query.digits ?? ''))) return true;
  if (query.text.includes(SEARCH_SEPARATOR)) return false;
  return contact.searchName.includes(query.text) || contact.searchName.includes(query.text.replace(/\s+/g, ''));
}

/**
 * The address book's search: the name or a number as above, or the e-mail, company or note
 * containing the text as typed (decision: no pinyin for them — a person recalls a company or a
 * note by its words, and pinyin-pro loads only for Chinese names).
 */
export function matchesQuery(contact: BookContact, query: ContactQuery): boolean {
  if (matchesNameOrNumber(contact, query)) return true;
  return !query.text.includes(SEARCH_SEPARATOR) && contact.searchDetails.includes(query.text);
}

/** The contact's note holds the query (the list, which has no note column, then shows the note). */
export function noteMatches(contact: BookContact, query: string): boolean {
  const text = parseQuery(query).text;
  return text !== '' && contact.note.toLowerCase().includes(text);
}

/** The book narrowed to the contacts matching the query, still grouped; the same book for ''. */
export function searchBook(book: AddressBook, query: string): AddressBook {
  const parsed = parseQuery(query);
  if (parsed.text === '') return book;
  const groups: ContactGroup[] = [];
  const locations: Record<string, ContactLocation> = {};
  let size = 0;
  for (const group of book.groups) {
    const contacts = group.contacts.filter((contact) => matchesQuery(contact, parsed));
    if (contacts.length === 0) continue;
    groups.push({ letter: group.letter, contacts });
    for (const [index, contact] of contacts.entries()) locations[contact._id] = { letter: group.letter, index };
    size += contacts.length;
  }
  return { groups, locations, size };
}

// Naming a number lives in its own small module: the root names a notification's sender with it.
export { contactForNumber, numberKey };

/** One number of a contact offered by the new-chat number input. */
export interface NumberSuggestion {
  contactId: string;
  name: string;
  /** '+' + country code + number, as saved. */
  phone: string;
  telCode: string;
  /** The number without its country code. */
  shortPhone: string;
  formatPhone: string;
  tag: BookContact['tag0'];
}

function suggestionsOf(contact: BookContact): NumberSuggestion[] {
  const flat = [
    [contact.phone0, contact.formatPhone0],
    [contact.phone1, contact.formatPhone1],
    [contact.phone2, contact.formatPhone2],
    [contact.phone3, contact.formatPhone3],
    [contact.phone4, contact.formatPhone4],
  ] as const;
  return contact.phoneList.map((entry, index) => ({
    contactId: contact._id,
    name: contact.name,
    phone: entry.phone,
    telCode: entry.telCode,
    shortPhone: flat[index]?.[0] ?? '',
    formatPhone: flat[index]?.[1] ?? entry.phone,
    tag: entry.tag,
  }));
}

/**
 * Suggestions for the new-chat number input (spec 1 §2): the numbers of the contacts whose name
 * or number matches what was typed, in book order. A number query offers the matching numbers
 * of a contact (all of them when it matched by name).
 */
export function suggestNumbers(book: AddressBook, typed: string, limit = 8): NumberSuggestion[] {
  const query = parseQuery(typed);
  if (query.text === '') return [];
  const found: NumberSuggestion[] = [];
  for (const group of book.groups) {
    for (const contact of group.contacts) {
      if (!matchesNameOrNumber(contact, query)) continue;
      const all = suggestionsOf(contact);
      const digits = query.digits;
      const byNumber = digits === null ? [] : all.filter((s) => numberKey(s.phone).includes(digits));
      for (const suggestion of byNumber.length > 0 ? byNumber : all) {
        found.push(suggestion);
        if (found.length >= limit) return found;
      }
    }
  }
  return found;
}
