/**
 * The address book chart's injected actors and provided actions, built from the services:
 * `contactsMachine.provide({ actors: contactsActors(api, store), actions: contactsActions({ store }) })`.
 * The export's writers are fetched with the first export (`loadWriters`).
 * The dialogs it runs are their charts provided with the same API. `store` is the encrypted local
 * store the chats keep their history in (`ChatHistory`), where the book is kept for reading
 * offline (issue 24 item 2).
 */
import { type AnyActorRef, fromPromise } from 'xstate';
import { CONTACT_LIMITS, type SavedContact } from '../../../services/api/contract/contacts.ts';
import type { Api } from '../../../services/api/createApi.ts';
import type { ApiFailure } from '../../../services/api/result.ts';
import { downloadFile } from '../../../services/contacts/download.ts';
import { type ContactIndexer, loadContactIndexer } from '../../../services/contacts/indexer.ts';
import type { ChatHistory } from '../../../services/storage/chatHistory.ts';
import { CONTACT_NOTICE } from '../../shared/contacts/notice.ts';
import { contactFormActors } from '../contactForm/contactForm.actors.ts';
import { contactFormMachine } from '../contactForm/contactForm.machine.ts';
import { contactImportActors } from '../contactImport/contactImport.actors.ts';
import { contactImportMachine } from '../contactImport/contactImport.machine.ts';
import type {
  DeleteContactsRequest,
  DeleteOutcome,
  ExportRequest,
  KeptBook,
  LoadPageRequest,
  LoadPageResult,
} from './types.ts';

/** Where the book is kept on the device: the encrypted local store (issue 24 item 2). */
export type BookStore = Pick<ChatHistory, 'readAddressBook' | 'writeAddressBook'>;

export type ContactsApi = Pick<Api, 'getCloudAddressBook' | 'delCloudAddressBook' | 'createOrUpdateCloudAddressBook'>;

/**
 * One page of GET /getCloudAddressBook (spec 3 §7: pageSize 500, since, startTime), its contacts
 * flattened and keyed for the book. The indexer's flattener (libphonenumber-js) loads while the
 * first page is fetched; pinyin-pro only once a page has a Chinese name (indexer.ts).
 */
export async function loadBookPage(
  api: Pick<Api, 'getCloudAddressBook'>,
  { since, startTime }: LoadPageRequest,
  signal?: AbortSignal,
  loadIndexer: (contacts?: readonly SavedContact[]) => Promise<ContactIndexer> = loadContactIndexer,
): Promise<LoadPageResult> {
  const [result] = await Promise.all([
    api.getCloudAddressBook(
      {
        pageSize: CONTACT_LIMITS.pageSize,
        ...(since === null ? {} : { since }),
        ...(startTime === null ? {} : { startTime }),
      },
      signal ? { signal } : {},
    ),
    loadIndexer(),
  ]);
  if (!result.ok) return result;
  const { addressBookList, nextStartTime, syncTime } = result.data;
  const live = addressBookList.flatMap((entry) => (entry.deleted ? [] : [entry]));
  const index = await loadIndexer(live);
  return {
    ok: true,
    data: {
      upserts: live.map(index),
      removedIds: addressBookList.flatMap((entry) => (entry.deleted ? [entry._id] : [])),
      nextStartTime,
      syncTime,
    },
  };
}

/**
 * POST /delCloudAddressBook with the ids comma-joined, at most the contract's limit per call
 * (select-all on a big book takes several). A failure stops the rest; what was deleted is kept.
 */
export async function deleteInChunks(
  api: Pick<Api, 'delCloudAddressBook'>,
  { ids }: DeleteContactsRequest,
  signal?: AbortSignal,
): Promise<DeleteOutcome> {
  const deleted: string[] = [];
  for (let start = 0; start < ids.length; start += CONTACT_LIMITS.idsPerDelete) {
    const chunk = ids.slice(start, start + CONTACT_LIMITS.idsPerDelete);
    const result = await api.delCloudAddressBook({ ids: chunk.join(',') }, signal ? { signal } : {});
    if (!result.ok) return { deleted, failure: result satisfies ApiFailure };
    deleted.push(...result.data.deleted);
  }
  return { deleted, failure: null };
}

/** The book kept on this device, indexed as a page is (null when none is kept). */
export async function readKeptBook(
  store: Pick<BookStore, 'readAddressBook'>,
  loadIndexer: (contacts?: readonly SavedContact[]) => Promise<ContactIndexer> = loadContactIndexer,
): Promise<KeptBook> {
  const kept = await store.readAddressBook();
  if (kept === null) return null;
  return kept.map(await loadIndexer(kept));
}

export function contactsActors(api: ContactsApi, store: BookStore) {
  return {
    loadPage: fromPromise<LoadPageResult, LoadPageRequest>(({ input, signal }) => loadBookPage(api, input, signal)),
    readKeptBook: fromPromise<KeptBook, void>(() => readKeptBook(store)),
    deleteContacts: fromPromise<DeleteOutcome, DeleteContactsRequest>(({ input, signal }) =>
      deleteInChunks(api, input, signal),
    ),
    contactForm: contactFormMachine.provide({ actors: contactFormActors(api) }),
    contactImport: contactImportMachine.provide({ actors: contactImportActors(api) }),
  };
}

export interface ContactsEffects {
  /** Where the book is kept for reading offline. */
  store: BookStore;
  /** Hands a file to the browser (default: a download link). */
  download?: typeof downloadFile;
  /** The clock that names the file (default: now). */
  now?: () => Date;
  /** Fetches the export's writers (default: their chunk, loaded with the first export). */
  loadWriters?: () => Promise<Pick<typeof import('../../../services/contacts/exportBook.ts'), 'exportContacts'>>;
}

const loadExportWriters = () => import('../../../services/contacts/exportBook.ts');

export function contactsActions({
  store,
  download = downloadFile,
  now = () => new Date(),
  loadWriters = loadExportWriters,
}: ContactsEffects) {
  return {
    /** The book as loaded now replaces the kept one; trouble is the store's to log (it never throws). */
    keepBook: (_: unknown, contacts: readonly SavedContact[]) => void store.writeAddressBook(contacts),
    /**
     * Export of the whole book or the checked contacts as CSV or vCard 4.0. The writers (~1.9 KB)
     * load with the first export, not with the chats tab (docs/delivery.md); writers that cannot be
     * fetched (offline, a new deployment) are said with a notice, never dropped in silence.
     */
    // The promise is the tests' to wait on; the chart ignores what an action returns.
    downloadExport: ({ self }: { self: AnyActorRef }, request: ExportRequest): Promise<void> => {
      const at = now();
      return loadWriters().then(
        ({ exportContacts }) => download(exportContacts(request.contacts, request.format, at)),
        () => self.send({ type: 'notice.show', notice: { messageKey: CONTACT_NOTICE.exportFailed } }),
      );
    },
  };
}
