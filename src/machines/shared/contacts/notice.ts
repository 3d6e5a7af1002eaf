/**
 * The notices of the address book (spec 3 §4, §8; spec 1 §8): alert.t12–t17 after a save or a
 * delete, and the summary of an import. The contacts chart shows one at a time and clears it
 * after 5 s; the form chart asks for its failure notice with `notice.show`.
 */
import type { MessageKey } from '../../../services/i18n/catalogue.ts';

export const CONTACT_NOTICE = {
  /** spec 3 §4: a contact was added. */
  added: 'alert.t12',
  /** spec 3 §4: adding failed. */
  addFailed: 'alert.t13',
  /** spec 3 §4: a contact was edited. */
  edited: 'alert.t14',
  /** spec 3 §4: editing failed. */
  editFailed: 'alert.t15',
  /** spec 3 §4: contacts were deleted. */
  deleted: 'alert.t16',
  /** spec 3 §4: deleting failed. */
  deleteFailed: 'alert.t17',
  /** issue 24 item 2: offline, adding, editing, deleting or importing needs the connection. */
  needsConnection: 'contacts.needsConnection',
  /** Online but the server out of reach: the same changes need the server, which cannot be reached now. */
  needsServer: 'contacts.needsServer',
  /** The export's writers could not be fetched (their chunk loads with the first export). */
  exportFailed: 'contacts.exportFailed',
  /** An import finished: {created} added, {updated} merged, {failed} not saved. */
  imported: 'contacts.import.done',
} as const satisfies Record<string, MessageKey>;

export type ContactNoticeKey = (typeof CONTACT_NOTICE)[keyof typeof CONTACT_NOTICE];

export interface ContactNotice {
  messageKey: ContactNoticeKey;
  /** ICU values of the message (the import summary's counts). */
  values?: Readonly<Record<string, number>>;
}

/** What a dialog chart sends its parent (the contacts chart) to show a notice. */
export interface NoticeShowEvent {
  type: 'notice.show';
  notice: ContactNotice;
}
