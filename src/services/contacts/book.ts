/**
 * The letter-grouped address book (spec 1 §3: A to Z plus '#', sorted by pinyin; each contact id
 * maps to its list index and letter key). Pure and immutable: every change returns a new book,
 * and groups a change does not touch keep their arrays, so views that select one group are not
 * redrawn.
 */
import {
  type AddressBook,
  type BookContact,
  type ContactGroup,
  type ContactLocation,
  LETTERS,
  type Letter,
} from './types.ts';

const LETTER_RANK = new Map<Letter, number>(LETTERS.map((letter, rank) => [letter, rank]));

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Inside a group: pinyin, then the name as written, then the id, so the order never wobbles. */
export function compareContacts(a: BookContact, b: BookContact): number {
  return compareText(a.sortKey, b.sortKey) || compareText(a.name, b.name) || compareText(a._id, b._id);
}

export function emptyBook(): AddressBook {
  return { groups: [], locations: {}, size: 0 };
}

function locate(groups: readonly ContactGroup[]): Record<string, ContactLocation> {
  const locations: Record<string, ContactLocation> = {};
  for (const group of groups) {
    for (const [index, contact] of group.contacts.entries()) locations[contact._id] = { letter: group.letter, index };
  }
  return locations;
}

function fromGroups(groups: ContactGroup[]): AddressBook {
  const nonEmpty = groups.filter((group) => group.contacts.length > 0);
  nonEmpty.sort((a, b) => (LETTER_RANK.get(a.letter) ?? 0) - (LETTER_RANK.get(b.letter) ?? 0));
  return {
    groups: nonEmpty,
    locations: locate(nonEmpty),
    size: nonEmpty.reduce((sum, group) => sum + group.contacts.length, 0),
  };
}

export function buildBook(contacts: readonly BookContact[]): AddressBook {
  const byLetter = new Map<Letter, BookContact[]>();
  for (const contact of contacts) {
    const members = byLetter.get(contact.letter);
    if (members) members.push(contact);
    else byLetter.set(contact.letter, [contact]);
  }
  return fromGroups([...byLetter].map(([letter, members]) => ({ letter, contacts: members.sort(compareContacts) })));
}

export function contactById(book: AddressBook, id: string): BookContact | undefined {
  const location = book.locations[id];
  if (!location) return undefined;
  return book.groups.find((group) => group.letter === location.letter)?.contacts[location.index];
}

/**
 * spec 3 §4 delete: the contacts leave the grouped book highest index first, so the indexes
 * still to be removed stay right; only the groups they were in are rebuilt.
 */
export function removeFromBook(book: AddressBook, ids: Iterable<string>): AddressBook {
  const doomed = [...new Set(ids)]
    .map((id) => book.locations[id])
    .filter((location): location is ContactLocation => location !== undefined)
    .sort((a, b) => b.index - a.index);
  if (doomed.length === 0) return book;
  const changed = new Map<Letter, BookContact[]>();
  for (const { letter, index } of doomed) {
    let members = changed.get(letter);
    if (!members) {
      members = [...(book.groups.find((group) => group.letter === letter)?.contacts ?? [])];
      changed.set(letter, members);
    }
    members.splice(index, 1);
  }
  return fromGroups(book.groups.map((group) => ({ ...group, contacts: changed.get(group.letter) ?? group.contacts })));
}

/**
 * A page of a listing applied: contacts added or replaced (an edited contact may change its
 * letter), tombstones removed. A contact is placed by binary search, so a page of 500 into a book
 * of 10,000 touches only the groups it lands in.
 */
export function applyChanges(
  book: AddressBook,
  changes: { upserts: readonly BookContact[]; removedIds: readonly string[] },
): AddressBook {
  const replaced = changes.upserts.map((contact) => contact._id).filter((id) => id in book.locations);
  const without = removeFromBook(book, [...changes.removedIds, ...replaced]);
  if (changes.upserts.length === 0) return without;
  const groups = new Map<Letter, BookContact[]>(without.groups.map((group) => [group.letter, [...group.contacts]]));
  const touched = new Set<Letter>();
  // The last version of a contact within one page wins.
  const latest = new Map(changes.upserts.map((contact) => [contact._id, contact]));
  for (const contact of latest.values()) {
    const members = groups.get(contact.letter) ?? [];
    members.splice(insertionIndex(members, contact), 0, contact);
    groups.set(contact.letter, members);
    touched.add(contact.letter);
  }
  const untouched = new Map(without.groups.map((group) => [group.letter, group]));
  return fromGroups(
    [...groups].map(([letter, members]) =>
      touched.has(letter) ? { letter, contacts: members } : (untouched.get(letter) ?? { letter, contacts: members }),
    ),
  );
}

function insertionIndex(members: readonly BookContact[], contact: BookContact): number {
  let low = 0;
  let high = members.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const member = members[middle];
    if (member && compareContacts(member, contact) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Every contact of the book in display order. */
export function contactsOf(book: AddressBook): BookContact[] {
  return book.groups.flatMap((group) => [...group.contacts]);
}
