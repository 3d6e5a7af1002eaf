/**
 * What the address book views (and chats) show, derived from the contacts chart. Selectors
 * return the same objects while what they derive from is unchanged, so narrow `useSelector`
 * calls do not redraw a 10,000-row list for an unrelated change.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { contactById, contactsOf } from '../../../services/contacts/book.ts';
import {
  contactForNumber,
  type NumberSuggestion,
  noteMatches,
  searchBook,
  suggestNumbers,
} from '../../../services/contacts/search.ts';
import type { AddressBook, BookContact, Letter } from '../../../services/contacts/types.ts';
import type { ContactNotice } from '../../shared/contacts/notice.ts';
import type { ContactFormActor } from '../contactForm/toView.ts';
import type { ContactImportActor } from '../contactImport/toView.ts';
import type { ContactsMachine } from './contacts.machine.ts';

export type ContactsActor = ActorRefFrom<ContactsMachine>;
export type ContactsSnapshot = SnapshotFrom<ContactsMachine>;

/** The list as a grouped virtualised list takes it (react-virtuoso `GroupedVirtuoso`). */
export interface ContactList {
  /** The letters shown, in order, with how many rows each has (`groupCounts`). */
  groups: readonly { letter: Letter; count: number }[];
  /** Every row in display order; row i of the list is `contacts[i]`. */
  contacts: readonly BookContact[];
  /** What the rows mark in the name, numbers, e-mail and company (the search as typed; '' none). */
  marked: string;
  /** The contacts whose note holds the search: their row shows the note, marked (there is no note column). */
  noteShown: ReadonlySet<string>;
}

/**
 * `kept`: the book kept on this device shows, read-only, because the server could not be reached;
 * `unavailable`: the same with nothing kept — said so, never shown as an empty book (issue 24 item 2).
 */
export type BookStatus = 'loading' | 'failed' | 'ready' | 'kept' | 'unavailable';
export type ContactsDialog = 'none' | 'form' | 'import' | 'confirmDelete' | 'deleting';

const lists = new WeakMap<AddressBook, { query: string; list: ContactList }>();

/** The rows the list shows: the book narrowed by the search, grouped A–Z then '#'. */
export function contactListOf(snapshot: ContactsSnapshot): ContactList {
  const { book, query } = snapshot.context;
  const cached = lists.get(book);
  if (cached && cached.query === query) return cached.list;
  const shown = searchBook(book, query);
  const contacts = contactsOf(shown);
  const list: ContactList = {
    groups: shown.groups.map((group) => ({ letter: group.letter, count: group.contacts.length })),
    contacts,
    marked: query.trim(),
    noteShown: new Set(contacts.filter((contact) => noteMatches(contact, query)).map((contact) => contact._id)),
  };
  lists.set(book, { query, list });
  return list;
}

/** The whole book (chats name their parties from it). */
export function bookOf(snapshot: ContactsSnapshot): AddressBook {
  return snapshot.context.book;
}

/** spec 3 §2: the count beside the name column's title. */
export function contactCountOf(snapshot: ContactsSnapshot): number {
  return snapshot.context.book.size;
}

export function bookStatusOf(snapshot: ContactsSnapshot): BookStatus {
  // Reading the kept book is still loading, as far as the person can tell.
  if (snapshot.matches({ book: 'loading' }) || snapshot.matches({ book: 'readingKept' })) return 'loading';
  if (snapshot.matches({ book: 'failed' })) return 'failed';
  if (snapshot.matches({ book: { unreached: 'kept' } })) return 'kept';
  if (snapshot.matches({ book: 'unreached' })) return 'unavailable';
  return 'ready';
}

/**
 * The book could not be loaded and nothing shows in its place: why, with Try again beside it.
 *
 * decision (docs/pwa.md 'Offline or the server out of reach'): 'offline' is said only when the
 * browser says it has no network (the `network` region, from the window chart); a load that could
 * not reach the server while the browser has a network says the server cannot be reached — the
 * person is online, and checking their network would not help. A refusal of the server stays
 * 'could not be loaded'.
 */
export function bookFailureOf(
  snapshot: ContactsSnapshot,
): 'contacts.loadFailed' | 'contacts.offline.unavailable' | 'contacts.unreachable.unavailable' | null {
  if (snapshot.matches({ book: 'failed' })) return 'contacts.loadFailed';
  if (!snapshot.matches({ book: { unreached: 'unavailable' } })) return null;
  return snapshot.matches({ network: 'offline' }) ? 'contacts.offline.unavailable' : 'contacts.unreachable.unavailable';
}

/**
 * issue 24 item 2: the book shows read-only — the kept copy, or one loaded before the network
 * went — and the notice above it says why (the cause as `bookFailureOf` tells it), or null.
 */
export function readOnlyNoticeOf(
  snapshot: ContactsSnapshot,
): 'contacts.offline.kept' | 'contacts.unreachable.kept' | null {
  if (snapshot.matches({ network: 'offline' }))
    return snapshot.matches({ book: 'ready' }) || snapshot.matches({ book: { unreached: 'kept' } })
      ? 'contacts.offline.kept'
      : null;
  return snapshot.matches({ book: { unreached: 'kept' } }) ? 'contacts.unreachable.kept' : null;
}

/** spec 3 §2: a snackbar shows while the address book loads. */
export function showsLoadingSnackbar(snapshot: ContactsSnapshot): boolean {
  return snapshot.hasTag('loadingBook');
}

/** spec 3 §2: the empty state (three instructions) once a loaded (or kept) book has no contact. */
export function isEmptyBook(snapshot: ContactsSnapshot): boolean {
  const status = bookStatusOf(snapshot);
  return (status === 'ready' || status === 'kept') && snapshot.context.book.size === 0;
}

export function queryOf(snapshot: ContactsSnapshot): string {
  return snapshot.context.query;
}

/** spec 3 §4: any checked contact puts the list in edit mode with delete. */
export function isEditMode(snapshot: ContactsSnapshot): boolean {
  return snapshot.matches({ selection: 'editing' });
}

const selectedSets = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The checked ids, for a row's checkbox (`selectedIdsOf(s).has(id)`). */
export function selectedIdsOf(snapshot: ContactsSnapshot): ReadonlySet<string> {
  const { selected } = snapshot.context;
  let set = selectedSets.get(selected);
  if (!set) {
    set = new Set(selected);
    selectedSets.set(selected, set);
  }
  return set;
}

export function selectedCountOf(snapshot: ContactsSnapshot): number {
  return snapshot.context.selected.length;
}

/** The select-all checkbox is ticked: every row shown is checked (and some are shown). */
export function allShownSelected(snapshot: ContactsSnapshot): boolean {
  const { contacts } = contactListOf(snapshot);
  const selected = selectedIdsOf(snapshot);
  return contacts.length > 0 && contacts.every((contact) => selected.has(contact._id));
}

/** The contact of the right-side panel, or null when it is closed. */
export function detailOf(snapshot: ContactsSnapshot): BookContact | null {
  const { detailId, book } = snapshot.context;
  if (!snapshot.matches({ detail: 'open' }) || detailId === null) return null;
  return contactById(book, detailId) ?? null;
}

export function dialogOf(snapshot: ContactsSnapshot): ContactsDialog {
  if (snapshot.matches({ dialog: 'form' })) return 'form';
  if (snapshot.matches({ dialog: 'importing' })) return 'import';
  if (snapshot.matches({ dialog: 'confirmingDelete' })) return 'confirmDelete';
  if (snapshot.matches({ dialog: 'deleting' })) return 'deleting';
  return 'none';
}

/** spec 3 §2: the delete dialog asks about 1 or several contacts. */
export function deleteCountOf(snapshot: ContactsSnapshot): number {
  return snapshot.context.deleteIds.length;
}

/** spec 3 §4: the progress overlay while contacts are deleted. */
export function isDeleting(snapshot: ContactsSnapshot): boolean {
  return snapshot.hasTag('busy');
}

/** The add/edit dialog's actor while it is open (its view reads `contactFormToView`). */
export function formActorOf(snapshot: ContactsSnapshot): ContactFormActor | null {
  return (snapshot.children.contactForm as ContactFormActor | undefined) ?? null;
}

/** The import dialog's actor while it is open (its view reads `contactImportToView`). */
export function importActorOf(snapshot: ContactsSnapshot): ContactImportActor | null {
  return (snapshot.children.contactImport as ContactImportActor | undefined) ?? null;
}

/** The notice showing (alert.t12–t17, the import summary), or null. */
export function noticeOf(snapshot: ContactsSnapshot): ContactNotice | null {
  return snapshot.matches({ notice: 'shown' }) ? snapshot.context.notice : null;
}

export { contactNameFor } from './names.ts';

/** The contact with this number (a chat header offers 'add contact' only when there is none). */
export function contactFor(snapshot: ContactsSnapshot, fullNumber: string): BookContact | null {
  return contactForNumber(snapshot.context.book, fullNumber) ?? null;
}

/** spec 1 §2: suggestions in the new-chat number input. */
export function suggestionsFor(snapshot: ContactsSnapshot, typed: string, limit?: number): NumberSuggestion[] {
  return suggestNumbers(snapshot.context.book, typed, limit);
}
