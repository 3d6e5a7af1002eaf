/**
 * The address book as the client holds it (spec 1 §3 Contact as used in chats, spec 3 §3): the
 * saved contact from the contract, flattened for chats and the list, with the keys it is sorted
 * and searched by computed once when it enters the book.
 */
import type { ContactTag, SavedContact } from '../api/contract/contacts.ts';

export type { ContactDraft, ContactPhone, ContactTag, SavedContact } from '../api/contract/contacts.ts';

export type Letter =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'F'
  | 'G'
  | 'H'
  | 'I'
  | 'J'
  | 'K'
  | 'L'
  | 'M'
  | 'N'
  | 'O'
  | 'P'
  | 'Q'
  | 'R'
  | 'S'
  | 'T'
  | 'U'
  | 'V'
  | 'W'
  | 'X'
  | 'Y'
  | 'Z'
  | '#';

/** spec 3 §9: letter grouping A to Z plus '#' (digits, emoji and every other first character), in order. */
export const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as readonly Letter[];

/**
 * spec 1 §3: the contact flattened — phone0..4 (the national number), telCode0..4, tag0..4 (''
 * and Other for rows the contact does not have), shortPhone and formatPhone (of the first
 * number), formatPhone0..4 (spec 3 §3: the list shows up to three numbers; suggestions any).
 */
export interface FlatPhones {
  phone0: string;
  phone1: string;
  phone2: string;
  phone3: string;
  phone4: string;
  telCode0: string;
  telCode1: string;
  telCode2: string;
  telCode3: string;
  telCode4: string;
  tag0: ContactTag;
  tag1: ContactTag;
  tag2: ContactTag;
  tag3: ContactTag;
  tag4: ContactTag;
  /** The first number without its country code ('' for a contact without numbers). */
  shortPhone: string;
  /** The first number in international format, e.g. '+1 202 555 0100'. */
  formatPhone: string;
  formatPhone0: string;
  formatPhone1: string;
  formatPhone2: string;
  formatPhone3: string;
  formatPhone4: string;
}

/** A contact of the book: the saved contact, flattened, with its sort and search keys. */
export interface BookContact extends SavedContact, FlatPhones {
  /** Pinyin for Chinese characters, accents folded, lower case: what the book is sorted by. */
  sortKey: string;
  /** The group it sits in: the sort key's first letter, or '#'. */
  letter: Letter;
  /**
   * What a name search matches (spec 3 §5): the lower-cased name, the pinyin without spaces and
   * the initials, separated by a character nobody types.
   */
  searchName: string;
  /** Each number with '+', brackets and spaces stripped (spec 3 §5). */
  searchPhones: readonly string[];
  /**
   * What else a search matches (decision, docs/contacts.md: what a person remembers of a contact
   * beyond spec 3 §5's name and numbers): e-mail, company and note, lower-cased, separated as
   * `searchName` is.
   */
  searchDetails: string;
}

/** Separates the parts of `BookContact.searchName`, so a query never matches across two. */
export const SEARCH_SEPARATOR = '\u0000';

/** spec 1 §3 identity map: where a contact sits in the letter-grouped book. */
export interface ContactLocation {
  letter: Letter;
  index: number;
}

export interface ContactGroup {
  letter: Letter;
  /** Sorted by pinyin, then name, then id (a stable order). */
  contacts: readonly BookContact[];
}

/** The letter-grouped address book (spec 1 §3). Immutable: every change makes a new one. */
export interface AddressBook {
  /** Only the letters that have contacts, in the order A…Z, '#'. */
  groups: readonly ContactGroup[];
  /** spec 1 §3: each contact id → its list index and letter key. */
  locations: Readonly<Record<string, ContactLocation>>;
  size: number;
}
