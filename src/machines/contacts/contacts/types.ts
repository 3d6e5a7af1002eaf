/**
 * Types of the address book chart (spec 3 §2 Contacts, §4 contacts selection, delete contact,
 * add/edit contact, §7 address-book calls; spec 1 §3 Contact as used in chats, §8 delete notices).
 */
import type { SavedContact } from '../../../services/api/contract/contacts.ts';
import type { ApiFailure, ApiResult } from '../../../services/api/result.ts';
import type { ExportFormat } from '../../../services/contacts/exportBook.ts';
import type { AddressBook, BookContact } from '../../../services/contacts/types.ts';
import type { ContactNotice, NoticeShowEvent } from '../../shared/contacts/notice.ts';
import type { ContactFormInput } from '../contactForm/types.ts';

export type { AddressBook, BookContact, ContactNotice, ExportFormat };

export interface ContactsContext {
  /** The letter-grouped book with its identity map (spec 1 §3). */
  book: AddressBook;
  /**
   * `syncTime` of the last listing read to its end: the `since` of the next incremental sync.
   * null until the book has loaded once.
   */
  syncTime: number | null;
  /** The `nextStartTime` of the listing being read, for its next page; null at its first page. */
  cursor: string | null;
  /** The search box (spec 3 §5: name or any phone; docs/contacts.md: e-mail, company and note too). */
  query: string;
  /** Checked contacts, in the order they were checked (spec 3 §4: any checked item is edit mode). */
  selected: readonly string[];
  /** The contact shown in the right-side detail panel. */
  detailId: string | null;
  /** The contacts the delete dialog is about (spec 3 §4: the dialog opens with the selected ids). */
  deleteIds: readonly string[];
  /** How the add/edit dialog was opened, while it is. */
  formInput: ContactFormInput | null;
  /** The country code numbers without one are read in, for the import dialog. */
  importCallingCode: string | null;
  /** The notice showing (alert.t12–t17, the import summary), cleared after 5 s. */
  notice: ContactNotice | null;
}

export type ContactsEvent =
  | { type: 'search.change'; query: string }
  | { type: 'selection.toggle'; id: string }
  | { type: 'selection.selectAll' }
  | { type: 'selection.clear' }
  | { type: 'detail.open'; id: string }
  | { type: 'detail.close' }
  /** The add dialog; `prefill` from a chat header (spec 1 §2: add contact with the party's number). */
  | { type: 'contact.add'; defaultTelCode?: string; prefill?: { telCode: string; phone: string; name?: string } }
  | { type: 'contact.edit'; id: string }
  /** `defaultCallingCode`: the person's own country code (null when the account has no phone). */
  | { type: 'import.open'; defaultCallingCode: string | null }
  /** Download the whole book or the checked contacts. */
  | { type: 'export.request'; format: ExportFormat; scope: 'all' | 'selection' }
  /** Without ids: the checked contacts (spec 3 §4); with ids: e.g. one contact from its row menu. */
  | { type: 'delete.request'; ids?: readonly string[] }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'notice.close' }
  /** Load only what changed since the last sync (the root sends it, e.g. when the tab opens). */
  | { type: 'contacts.sync' }
  /** Load the whole book again (after a failed load). */
  | { type: 'contacts.reload' }
  /** The chat socket is up again (the root's shared fact): offline, the book is loaded again (issue 24 item 2). */
  | { type: 'connection.restored' }
  /** The browser lost or regained its network (the root's shared fact from the window chart; issue 24 item 2). */
  | { type: 'network.offline' }
  | { type: 'network.online' }
  /** From the form dialog: its failure notice (alert.t13 / alert.t15). */
  | NoticeShowEvent;

/** One page of a listing, its contacts made ready for the book. */
export interface BookPage {
  /** Contacts added or changed. */
  upserts: readonly BookContact[];
  /** Tombstones: contacts deleted since the last sync. */
  removedIds: readonly string[];
  /** The next page's cursor, or null on the last page. */
  nextStartTime: string | null;
  syncTime: number;
}

/** Input of the injected `loadPage` actor (GET /getCloudAddressBook, pageSize 500). */
export interface LoadPageRequest {
  /** null for a full load; the last `syncTime` for an incremental sync. */
  since: number | null;
  startTime: string | null;
}

export type LoadPageResult = ApiResult<BookPage>;

/** The book as last kept on this device, its contacts indexed for the book; null when none is kept. */
export type KeptBook = readonly BookContact[] | null;

/** Input of the injected `deleteContacts` actor (POST /delCloudAddressBook, in chunks). */
export interface DeleteContactsRequest {
  ids: readonly string[];
}

/** Which ids the server deleted, and the failure that stopped it, if any. */
export interface DeleteOutcome {
  deleted: readonly string[];
  failure: ApiFailure | null;
}

/** Params of the provided `downloadExport` action. */
export interface ExportRequest {
  contacts: readonly SavedContact[];
  format: ExportFormat;
}
