/**
 * The cloud address book (spec 3 §2 Contacts, §4, §7; spec 1 §3 Contact as used in chats, §8
 * delete notices). Parallel regions:
 *
 * - `book`: the pages of GET /getCloudAddressBook (pageSize 500) are read until there is no next
 *   page, then the book is `ready`; later syncs read only what changed since the last one
 *   (updates and tombstones). A snackbar shows while the book first loads. Each listing read to
 *   its end, and each deletion, is kept on the device (`keepBook`, the encrypted local store);
 *   a load that cannot reach the server (the browser offline, or the server away) shows that
 *   kept book instead, read-only, or says there is none (issue 24 item 2, docs/pwa.md 'Offline').
 *   Which of the two causes is told is `network`'s to say, never guessed (docs/pwa.md
 *   'Offline or the server out of reach').
 * - `selection`: checking any contact switches to edit mode with delete (spec 3 §4).
 * - `detail`: the right-side panel of one contact.
 * - `dialog`: the add/edit dialog (the `contactForm` chart), the import dialog (`contactImport`),
 *   and the delete dialog with its progress overlay.
 * - `notice`: alert.t12–t17 and the import summary, each cleared after 5 s.
 * - `network`: whether the browser has a network, as the root tells it (the window chart's
 *   `network` region): offline, a book loaded before is read-only too.
 *
 * Every effect is an injected actor (`contactsActors(api, store)`) or a provided action
 * (`contactsActions({ store })`); the chart holds no display text.
 */
import { assign, raise, setup, stateIn } from 'xstate';
import type { SavedContact } from '../../../services/api/contract/contacts.ts';
import { applyChanges, buildBook, contactById, emptyBook, removeFromBook } from '../../../services/contacts/book.ts';
import { CONTACT_NOTICE, type ContactNotice } from '../../shared/contacts/notice.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { contactFormMachine } from '../contactForm/contactForm.machine.ts';
import type { ContactFormOutput } from '../contactForm/types.ts';
import { contactImportMachine } from '../contactImport/contactImport.machine.ts';
import type { ContactImportOutput } from '../contactImport/types.ts';
import { pruneSelection, savedContactOf, savedContacts, toggleId, visibleIds } from './bookState.ts';
import type {
  ContactsContext,
  ContactsEvent,
  DeleteContactsRequest,
  DeleteOutcome,
  ExportRequest,
  KeptBook,
  LoadPageRequest,
  LoadPageResult,
} from './types.ts';

/** spec 3 §4, §9; spec 1 §8, §9: a notice clears itself after 5 seconds. */
export const NOTICE_CLEAR_MS = 5000;

/** The book as it is now, as the device keeps it (`keepBook`'s params). */
const wholeBook = ({ context }: { context: ContactsContext }) => savedContacts(context.book, null);

/** Offline, a change the server must make is refused with this notice (issue 24 item 2). */
const refuseOffline = { type: 'showNotice', params: { messageKey: CONTACT_NOTICE.needsConnection } } as const;
/**
 * The browser has a network but the server could not be reached: the refusal says so, not 'back
 * online' — the person is online (docs/pwa.md 'Offline or the server out of reach').
 */
const refuseServerAway = { type: 'showNotice', params: { messageKey: CONTACT_NOTICE.needsServer } } as const;
/** What asks the server to change the book is refused, with the cause said, while it cannot be reached. */
const refusals = [
  { guard: 'browserOffline', actions: refuseOffline },
  { guard: 'serverAway', actions: refuseServerAway },
] as const;

function initialContext(): ContactsContext {
  return {
    book: emptyBook(),
    syncTime: null,
    cursor: null,
    query: '',
    selected: [],
    detailId: null,
    deleteIds: [],
    formInput: null,
    importCallingCode: null,
    notice: null,
  };
}

export const contactsMachine = setup({
  types: {
    context: {} as ContactsContext,
    events: {} as ContactsEvent,
    tags: {} as 'loadingBook' | 'busy',
  },
  actors: {
    /** GET /getCloudAddressBook: one page, its contacts indexed for the book (pinyin loaded lazily). */
    loadPage: notProvided<LoadPageResult, LoadPageRequest>('loadPage'),
    /** The book as last kept on this device, indexed like a page (null when none is kept). */
    readKeptBook: notProvided<KeptBook, void>('readKeptBook'),
    /** POST /delCloudAddressBook, in chunks of the contract's limit. */
    deleteContacts: notProvided<DeleteOutcome, DeleteContactsRequest>('deleteContacts'),
    contactForm: contactFormMachine,
    contactImport: contactImportMachine,
  },
  actions: {
    // ── the book ──
    applyPage: assign(({ context }, result: LoadPageResult) => {
      if (!result.ok) return {};
      const book = applyChanges(context.book, { upserts: result.data.upserts, removedIds: result.data.removedIds });
      return { book, cursor: result.data.nextStartTime, selected: pruneSelection(context.selected, book) };
    }),
    /** The listing was read to its end: its syncTime is where the next sync starts. */
    finishListing: assign((_, result: LoadPageResult) =>
      result.ok ? { syncTime: result.data.syncTime, cursor: null } : { cursor: null },
    ),
    /** A listing abandoned (failed, or restarted for a newer request) starts again at its first page. */
    forgetCursor: assign({ cursor: null }),
    /** A full load after a failure starts from an empty book, so nothing deleted meanwhile stays. */
    startOver: assign({ book: () => emptyBook(), cursor: null, syncTime: null, selected: [] }),
    /** The server out of reach: the kept book is what shows (issue 24 item 2; `hasKeptBook` said there is one). */
    showKeptBook: assign((_, kept: KeptBook) => ({ book: buildBook(kept ?? []) })),
    /**
     * Keeps the book as it is now on the device, for reading offline (issue 24 item 2); the root
     * provides it (`contactsActions`), writing to the encrypted local store.
     */
    keepBook: (_, _contacts: readonly SavedContact[]) => {},
    logListingFailure: (_, result: LoadPageResult | undefined) => {
      const why = result === undefined || result.ok ? 'unexpected error' : (result.reason ?? result.retcode);
      console.warn('contacts: loading the address book failed:', why);
    },

    // ── search and selection ──
    storeQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    toggleSelected: assign(({ context }, params: { id: string }) => ({
      selected: toggleId(context.selected, params.id),
    })),
    /** Select all: every contact the list shows now (the search applied). */
    selectVisible: assign(({ context }) => ({ selected: visibleIds(context.book, context.query) })),
    clearSelection: assign({ selected: [] }),

    // ── detail ──
    storeDetail: assign((_, params: { id: string }) => ({ detailId: params.id })),
    forgetDetail: assign({ detailId: null }),

    // ── dialogs ──
    storeAddRequest: assign((_, params: Extract<ContactsEvent, { type: 'contact.add' }>) => ({
      formInput: {
        mode: 'add' as const,
        ...(params.defaultTelCode === undefined ? {} : { defaultTelCode: params.defaultTelCode }),
        ...(params.prefill === undefined ? {} : { prefill: params.prefill }),
      },
    })),
    storeEditRequest: assign(({ context }, params: { id: string }) => {
      const contact = contactById(context.book, params.id);
      return { formInput: contact ? { mode: 'edit' as const, contact: savedContactOf(contact) } : null };
    }),
    forgetFormRequest: assign({ formInput: null }),
    storeImportRequest: assign((_, params: { defaultCallingCode: string | null }) => ({
      importCallingCode: params.defaultCallingCode,
    })),
    storeDeleteIds: assign(({ context }, params: { ids?: readonly string[] }) => ({
      deleteIds: params.ids ?? context.selected,
    })),
    forgetDeleteIds: assign({ deleteIds: [] }),
    /** spec 3 §4: the deleted contacts leave the grouped book, highest index first. */
    removeDeleted: assign(({ context }, outcome: DeleteOutcome) => {
      const book = removeFromBook(context.book, outcome.deleted);
      return { book, selected: pruneSelection(context.selected, book), deleteIds: [] };
    }),
    /** spec 3 §4: on success the right panel closes. */
    closeDetail: raise({ type: 'detail.close' }),
    /** spec 3 §4: after saving, the contact list reloads (only the changes are read). */
    requestSync: raise({ type: 'contacts.sync' }),
    reportUnexpectedError: ({ event }) => console.error('contacts: unexpected failure', event),

    // ── notices ──
    showNotice: raise((_, notice: ContactNotice) => ({ type: 'notice.show' as const, notice })),
    storeNotice: assign((_, params: { notice: ContactNotice }) => ({ notice: params.notice })),
    clearNotice: assign({ notice: null }),

    // ── export ──
    /** Builds the file and hands it to the browser; the root provides it (`contactsActions`). */
    downloadExport: (_, _request: ExportRequest) => {},
  },
  guards: {
    pageFailed: (_, result: LoadPageResult) => !result.ok,
    /**
     * The server could not be reached (the browser offline, or the server away: fetch failed), as
     * opposed to a refusal or a malformed answer.
     */
    unreachable: (_, result: LoadPageResult) => !result.ok && result.reason === 'network',
    hasKeptBook: (_, kept: KeptBook) => kept !== null,
    /** What changes the book needs the server (issue 24 item 2): the browser has no network… */
    browserOffline: stateIn({ network: 'offline' }),
    /** …or it has one, and the book shown is the kept copy (or none) because the server could not be reached. */
    serverAway: stateIn({ book: 'unreached' }),
    /** The browser says it has a network (the server may still be out of reach). */
    networkUp: stateIn({ network: 'online' }),
    hasNextPage: (_, result: LoadPageResult) => result.ok && result.data.nextStartTime !== null,
    isKnownContact: ({ context }, params: { id: string }) => params.id in context.book.locations,
    showsAnyContact: ({ context }) => visibleIds(context.book, context.query).length > 0,
    nothingSelected: ({ context }) => context.selected.length === 0,
    detailGone: ({ context }) => context.detailId === null || !(context.detailId in context.book.locations),
    hasDeleteTargets: ({ context }, params: { ids?: readonly string[] }) => (params.ids ?? context.selected).length > 0,
    canExport: ({ context }, params: { scope: 'all' | 'selection' }) =>
      params.scope === 'all' ? context.book.size > 0 : context.selected.length > 0,
    addedContact: (_, output: ContactFormOutput) => output.status === 'saved' && output.mode === 'add',
    editedContact: (_, output: ContactFormOutput) => output.status === 'saved' && output.mode === 'edit',
    importSaved: (_, output: ContactImportOutput) => output.status === 'done',
    deletedAll: ({ context }, outcome: DeleteOutcome) =>
      outcome.failure === null && context.deleteIds.every((id) => outcome.deleted.includes(id)),
  },
  delays: {
    noticeClear: NOTICE_CLEAR_MS,
  },
}).createMachine({
  id: 'contacts',
  description: 'The cloud address book: loading and syncing, selection, detail, the dialogs and the notices.',
  type: 'parallel',
  context: initialContext,
  on: {
    'search.change': { actions: { type: 'storeQuery', params: eventOf } },
    'export.request': {
      guard: { type: 'canExport', params: eventOf },
      actions: {
        type: 'downloadExport',
        params: ({ context, event }) => ({
          contacts: savedContacts(context.book, event.scope === 'all' ? null : context.selected),
          format: event.format,
        }),
      },
    },
  },
  states: {
    book: {
      description: 'The address book: its first full load, then incremental syncs.',
      initial: 'loading',
      states: {
        loading: {
          description:
            'The whole book is read page by page (pageSize 500) until no next page; the loading snackbar shows.',
          tags: ['loadingBook'],
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }): LoadPageRequest => ({ since: null, startTime: context.cursor }),
            onDone: [
              // issue 24 item 2: the server out of reach — the book kept on this device shows instead.
              {
                guard: { type: 'unreachable', params: outputOf },
                target: 'readingKept',
                actions: [{ type: 'logListingFailure', params: outputOf }, 'forgetCursor'],
              },
              {
                guard: { type: 'pageFailed', params: outputOf },
                target: 'failed',
                actions: [{ type: 'logListingFailure', params: outputOf }, 'forgetCursor'],
              },
              {
                guard: { type: 'hasNextPage', params: outputOf },
                target: 'loading',
                reenter: true,
                actions: { type: 'applyPage', params: outputOf },
              },
              // What changed while the pages were read comes with the catch-up sync.
              {
                target: 'ready.syncing',
                actions: [
                  { type: 'applyPage', params: outputOf },
                  { type: 'finishListing', params: outputOf },
                  { type: 'keepBook', params: wholeBook },
                ],
              },
            ],
            onError: {
              target: 'failed',
              actions: [{ type: 'logListingFailure', params: () => undefined }, 'forgetCursor'],
            },
          },
        },
        failed: {
          description:
            'The book could not be loaded (the failure was routed to the root); a sync or reload tries again.',
          on: {
            'contacts.reload': { target: 'loading', actions: 'startOver' },
            'contacts.sync': { target: 'loading', actions: 'startOver' },
          },
        },
        readingKept: {
          description:
            'The server could not be reached: the book kept on this device is read (the loading snackbar stays).',
          tags: ['loadingBook'],
          invoke: {
            id: 'readKeptBook',
            src: 'readKeptBook',
            onDone: [
              {
                guard: { type: 'hasKeptBook', params: outputOf },
                target: 'unreached.kept',
                actions: { type: 'showKeptBook', params: outputOf },
              },
              { target: 'unreached.unavailable' },
            ],
            // The store's calls answer trouble as "none kept"; anything else is unexpected, and still no book.
            onError: { target: 'unreached.unavailable', actions: 'reportUnexpectedError' },
          },
        },
        unreached: {
          description:
            "The server could not be reached (issue 24 item 2; the browser offline or the server away, as `network` tells): adding, editing, deleting and importing say why they cannot. The connection's return, Try again, or opening the tab while the browser has a network loads the book again.",
          on: {
            'connection.restored': { target: 'loading', actions: 'startOver' },
            'network.online': { target: 'loading', actions: 'startOver' },
            'contacts.reload': { target: 'loading', actions: 'startOver' },
            // Opening the tab while the browser says offline would only empty the list for a load bound to fail.
            'contacts.sync': { guard: 'networkUp', target: 'loading', actions: 'startOver' },
          },
          initial: 'unavailable',
          states: {
            kept: {
              description:
                "The book as last loaded on this device shows, read-only (search, detail and export work), under 'You are offline' or 'The server cannot be reached', as `network` tells.",
            },
            unavailable: {
              description:
                "Nothing is kept on this device: said so, never as an empty book — 'not available offline' while the browser is offline, 'the server cannot be reached' when only the server is out of reach.",
            },
          },
        },
        ready: {
          description: 'The book is loaded; changes are read on request.',
          initial: 'idle',
          on: {
            'contacts.reload': { target: 'loading', actions: 'startOver' },
          },
          states: {
            idle: {
              description: 'The book is as of the last sync.',
              // The network's return reads what changed while it was gone (issue 24 item 2).
              on: { 'contacts.sync': { target: 'syncing' }, 'network.online': { target: 'syncing' } },
            },
            syncing: {
              description: 'The changes since the last sync (updates and deletions) are read page by page.',
              invoke: {
                id: 'loadPage',
                src: 'loadPage',
                input: ({ context }): LoadPageRequest => ({ since: context.syncTime, startTime: context.cursor }),
                onDone: [
                  {
                    guard: { type: 'pageFailed', params: outputOf },
                    target: 'idle',
                    actions: [{ type: 'logListingFailure', params: outputOf }, 'forgetCursor'],
                  },
                  {
                    guard: { type: 'hasNextPage', params: outputOf },
                    target: 'syncing',
                    reenter: true,
                    actions: { type: 'applyPage', params: outputOf },
                  },
                  {
                    target: 'idle',
                    actions: [
                      { type: 'applyPage', params: outputOf },
                      { type: 'finishListing', params: outputOf },
                      { type: 'keepBook', params: wholeBook },
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: [{ type: 'logListingFailure', params: () => undefined }, 'forgetCursor'],
                },
              },
              on: {
                // A newer change may not be in this listing: read again from the last sync.
                'contacts.sync': { target: 'syncing', reenter: true, actions: 'forgetCursor' },
              },
            },
          },
        },
      },
    },

    selection: {
      description: 'Checked contacts; any checked contact is edit mode with delete (spec 3 §4).',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing is checked: the list is not in edit mode.',
          on: {
            'selection.toggle': {
              guard: { type: 'isKnownContact', params: eventOf },
              target: 'editing',
              actions: { type: 'toggleSelected', params: eventOf },
            },
            'selection.selectAll': { guard: 'showsAnyContact', target: 'editing', actions: 'selectVisible' },
          },
        },
        editing: {
          description: 'Some contacts are checked: edit mode, delete offered.',
          // Unchecking the last one, or its deletion, leaves edit mode.
          always: { guard: 'nothingSelected', target: 'idle' },
          on: {
            'selection.toggle': {
              guard: { type: 'isKnownContact', params: eventOf },
              actions: { type: 'toggleSelected', params: eventOf },
            },
            'selection.selectAll': { actions: 'selectVisible' },
            'selection.clear': { target: 'idle', actions: 'clearSelection' },
          },
        },
      },
    },

    detail: {
      description: "The right-side panel with one contact's detail.",
      initial: 'closed',
      states: {
        closed: {
          description: 'No contact detail shows.',
          on: {
            'detail.open': {
              guard: { type: 'isKnownContact', params: eventOf },
              target: 'open',
              actions: { type: 'storeDetail', params: eventOf },
            },
          },
        },
        open: {
          description: "The contact's detail shows on the right.",
          // A contact deleted (here or on another device) takes its panel with it.
          always: { guard: 'detailGone', target: 'closed', actions: 'forgetDetail' },
          on: {
            'detail.open': {
              guard: { type: 'isKnownContact', params: eventOf },
              actions: { type: 'storeDetail', params: eventOf },
            },
            'detail.close': { target: 'closed', actions: 'forgetDetail' },
          },
        },
      },
    },

    dialog: {
      description: 'One dialog of the address book at a time.',
      initial: 'none',
      states: {
        none: {
          description: 'No dialog shows.',
          // issue 24 item 2: while the server cannot be reached, what needs it says why instead of opening a dialog that cannot save.
          on: {
            'contact.add': [...refusals, { target: 'form', actions: { type: 'storeAddRequest', params: eventOf } }],
            'contact.edit': [
              ...refusals,
              {
                guard: { type: 'isKnownContact', params: eventOf },
                target: 'form',
                actions: { type: 'storeEditRequest', params: eventOf },
              },
            ],
            'import.open': [
              ...refusals,
              { target: 'importing', actions: { type: 'storeImportRequest', params: eventOf } },
            ],
            'delete.request': [
              ...refusals,
              {
                guard: { type: 'hasDeleteTargets', params: eventOf },
                target: 'confirmingDelete',
                actions: { type: 'storeDeleteIds', params: eventOf },
              },
            ],
          },
        },
        form: {
          description: 'The add/edit dialog runs (the contactForm chart).',
          invoke: {
            id: 'contactForm',
            src: 'contactForm',
            input: ({ context, self }) => ({ ...(context.formInput ?? { mode: 'add' as const }), parent: self }),
            onDone: [
              {
                guard: { type: 'addedContact', params: outputOf },
                target: 'none',
                actions: [
                  'forgetFormRequest',
                  { type: 'showNotice', params: { messageKey: CONTACT_NOTICE.added } },
                  'requestSync',
                ],
              },
              {
                guard: { type: 'editedContact', params: outputOf },
                target: 'none',
                actions: [
                  'forgetFormRequest',
                  { type: 'showNotice', params: { messageKey: CONTACT_NOTICE.edited } },
                  'requestSync',
                ],
              },
              { target: 'none', actions: 'forgetFormRequest' },
            ],
            onError: { target: 'none', actions: ['forgetFormRequest', 'reportUnexpectedError'] },
          },
        },
        importing: {
          description: 'The import dialog runs (the contactImport chart).',
          invoke: {
            id: 'contactImport',
            src: 'contactImport',
            input: ({ context }) => ({
              existing: savedContacts(context.book, null),
              defaultCallingCode: context.importCallingCode,
            }),
            onDone: [
              {
                guard: { type: 'importSaved', params: outputOf },
                target: 'none',
                actions: [
                  {
                    type: 'showNotice',
                    params: ({ event }) => {
                      const output = event.output as Extract<ContactImportOutput, { status: 'done' }>;
                      return {
                        messageKey: CONTACT_NOTICE.imported,
                        values: { created: output.created, updated: output.updated, failed: output.failed },
                      };
                    },
                  },
                  'requestSync',
                ],
              },
              { target: 'none' },
            ],
            onError: { target: 'none', actions: ['reportUnexpectedError', 'requestSync'] },
          },
        },
        confirmingDelete: {
          description: 'Delete 1 or several contacts? Cancel or Delete (spec 3 §2).',
          on: {
            'delete.confirm': { target: 'deleting' },
            'delete.cancel': { target: 'none', actions: 'forgetDeleteIds' },
          },
        },
        deleting: {
          description: 'The dialog closed and a progress overlay shows while the contacts are deleted.',
          tags: ['busy'],
          invoke: {
            id: 'deleteContacts',
            src: 'deleteContacts',
            input: ({ context }): DeleteContactsRequest => ({ ids: context.deleteIds }),
            onDone: [
              {
                guard: { type: 'deletedAll', params: outputOf },
                target: 'none',
                actions: [
                  'closeDetail',
                  {
                    type: 'showNotice',
                    params: ({ event }) => ({
                      messageKey: CONTACT_NOTICE.deleted,
                      values: { count: event.output.deleted.length },
                    }),
                  },
                  { type: 'removeDeleted', params: outputOf },
                  { type: 'keepBook', params: wholeBook },
                ],
              },
              // Some may have gone before the failure: they leave the book; t17 tells the rest stayed.
              {
                target: 'none',
                actions: [
                  { type: 'showNotice', params: { messageKey: CONTACT_NOTICE.deleteFailed } },
                  { type: 'removeDeleted', params: outputOf },
                  { type: 'keepBook', params: wholeBook },
                ],
              },
            ],
            onError: {
              target: 'none',
              actions: [
                'reportUnexpectedError',
                'forgetDeleteIds',
                { type: 'showNotice', params: { messageKey: CONTACT_NOTICE.deleteFailed } },
              ],
            },
          },
        },
      },
    },

    notice: {
      description: 'The notice of the last save, delete or import; it clears itself after 5 s.',
      initial: 'hidden',
      states: {
        hidden: {
          description: 'No notice shows.',
          on: { 'notice.show': { target: 'shown', actions: { type: 'storeNotice', params: eventOf } } },
        },
        shown: {
          description: '`context.notice` shows for 5 s.',
          after: { noticeClear: { target: 'hidden', actions: 'clearNotice' } },
          on: {
            // A newer notice replaces the shown one and gets its own 5 s.
            'notice.show': { target: 'shown', reenter: true, actions: { type: 'storeNotice', params: eventOf } },
            'notice.close': { target: 'hidden', actions: 'clearNotice' },
          },
        },
      },
    },

    network: {
      description:
        "Whether the browser has a network, as the root tells it (the window chart's network region; issue 24 item 2).",
      // Most pages open online; the root tells an area that starts offline at once.
      initial: 'online',
      states: {
        online: {
          description:
            "The browser has a network: the book can be changed, unless a load could not reach the server (then it is read-only and 'the server cannot be reached' is said).",
          on: { 'network.offline': 'offline' },
        },
        offline: {
          description:
            "No network: adding, editing, deleting and importing say they need the connection ('You are offline'); the book shown stays readable.",
          on: { 'network.online': 'online' },
        },
      },
    },
  },
});

export type ContactsMachine = typeof contactsMachine;
