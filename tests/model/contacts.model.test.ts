/**
 * Model-based test of the address book chart (spec 3 §2, §4, §7; spec 1 §3, §8): paths from
 * `xstate/graph` replayed on a real actor with fake pages, fake deletes and fake dialogs, and a
 * simulated clock for the 5 s notices. The pages carry contacts indexed by the real services
 * (pinyin-pro included), so grouping and the identity map are checked on real data. With the
 * server out of reach (issue 24 item 2), the book kept on the device shows read-only, or is said to
 * be unavailable — 'offline' only while the browser says so, 'the server cannot be reached' otherwise.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { savedContactOf, savedContacts, visibleIds } from '../../src/machines/contacts/contacts/bookState.ts';
import {
  type BookStore,
  type ContactsApi,
  contactsActions,
  contactsActors,
} from '../../src/machines/contacts/contacts/contacts.actors.ts';
import { contactsMachine, NOTICE_CLEAR_MS } from '../../src/machines/contacts/contacts/contacts.machine.ts';
import {
  bookFailureOf,
  bookStatusOf,
  contactListOf,
  deleteCountOf,
  detailOf,
  dialogOf,
  isDeleting,
  isEditMode,
  isEmptyBook,
  noticeOf,
  readOnlyNoticeOf,
  showsLoadingSnackbar,
} from '../../src/machines/contacts/contacts/toView.ts';
import type { BookPage, DeleteOutcome, KeptBook, LoadPageResult } from '../../src/machines/contacts/contacts/types.ts';
import type { SavedContact } from '../../src/services/api/contract/contacts.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { contactById } from '../../src/services/contacts/book.ts';
import { toBookContact } from '../../src/services/contacts/bookContact.ts';
import { loadPinyin } from '../../src/services/contacts/pinyin.ts';
import { LETTERS } from '../../src/services/contacts/types.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type ContactsSnapshot = SnapshotFrom<typeof contactsMachine>;
type ContactsReplay = Replay<ContactsSnapshot>;

// The actor factory fits the chart (checked by the compiler, never run here).
export const provideWithServices = (api: ContactsApi, store: BookStore) =>
  contactsMachine.provide({ actors: contactsActors(api, store), actions: contactsActions({ store }) });

const toPinyin = await loadPinyin();

function saved(id: string, name: string, phone: string, telCode: string): SavedContact {
  return {
    _id: id,
    name,
    phoneList: [{ phone, telCode, tag: 'Mobile' }],
    email: '',
    companyName: '',
    note: '',
    date: 1_000,
    deleted: false,
  };
}

const ANNA = saved('1', 'Anna Lee', '+12025550143', '1');
const ZHANG = saved('2', '张三', '+8613800138000', '86');
const EMILE = saved('3', 'Émile Zola', '+33142685300', '33');
const ANNA_RENAMED = { ...saved('1', '李安娜', '+12025550143', '1'), date: 1_500 };

const index = (contact: SavedContact) => toBookContact(contact, toPinyin);
const page = (data: BookPage): LoadPageResult => ok(data);

/** The full load: two pages. */
const FULL_PAGE_1 = page({ upserts: [ANNA, ZHANG].map(index), removedIds: [], nextStartTime: 'c1', syncTime: 1_000 });
const FULL_PAGE_2 = page({ upserts: [EMILE].map(index), removedIds: [], nextStartTime: null, syncTime: 1_000 });
/** A sync with nothing new. */
const NO_CHANGES = (syncTime: number) => page({ upserts: [], removedIds: [], nextStartTime: null, syncTime });
/** A sync of two pages: Anna renamed (she moves from A to L), then 张三 deleted elsewhere. */
const SYNC_PAGE_1 = page({ upserts: [index(ANNA_RENAMED)], removedIds: [], nextStartTime: 's1', syncTime: 2_000 });
const SYNC_PAGE_2 = page({ upserts: [], removedIds: [ZHANG._id], nextStartTime: null, syncTime: 2_000 });

const DELETE_REFUSED = refused(RETCODE.NOT_FOUND);
/** The server answered the listing with a refusal: not a missing network, so nothing kept is read. */
const LOAD_REFUSED = refused(RETCODE.NOT_FOUND);
/** issue 24 item 2: the book as last kept on the device (Anna and 张三), indexed like a page. */
const KEPT: KeptBook = [ANNA, ZHANG].map(index);
/** What changes the book on the server: while it cannot be reached, each says why. */
const NEEDS_SERVER = new Set(['contact.add', 'contact.edit', 'import.open', 'delete.request']);
const PREFILL = { telCode: '86', phone: '+8613912345678' };
const unexpected = { error: new Error('unexpected failure') };

// ── when the world may act (keeps the explored states few while every transition is taken) ──

const dialogNone = (s: ContactsSnapshot) => s.matches({ dialog: 'none' });
const quiet = (s: ContactsSnapshot) =>
  dialogNone(s) &&
  s.matches({ notice: 'hidden' }) &&
  s.matches({ detail: 'closed' }) &&
  s.matches({ selection: 'idle' });
const inBook = (s: ContactsSnapshot, id: string) => id in s.context.book.locations;
/** issue 24 item 2: the browser has no network, or the book shown is the kept one (or none). */
const offline = (s: ContactsSnapshot | undefined) =>
  s !== undefined && (s.matches({ network: 'offline' }) || s.matches({ book: 'unreached' }));
/**
 * Why a change is refused: 'offline' only when the browser says it has no network; with one, the
 * server cannot be reached (docs/pwa.md 'Offline or the server out of reach').
 */
const refusalOf = (s: ContactsSnapshot) =>
  s.matches({ network: 'offline' }) ? 'contacts.needsConnection' : 'contacts.needsServer';

const events = {
  'search.change': (s) =>
    quiet(s) && s.matches({ book: { ready: 'idle' } }) ? [{ query: s.context.query === '' ? 'zhang' : '' }] : [],
  'selection.toggle': (s) => (dialogNone(s) && inBook(s, ANNA._id) ? [{ id: ANNA._id }] : []),
  'selection.selectAll': (s) => (dialogNone(s) && s.context.book.size > 0 ? [{}] : []),
  'selection.clear': (s) => (dialogNone(s) ? [{}] : []),
  'detail.open': (s) =>
    dialogNone(s) && s.matches({ selection: 'idle' }) && inBook(s, ZHANG._id) ? [{ id: ZHANG._id }] : [],
  'detail.close': (s) => (dialogNone(s) ? [{}] : []),
  'contact.add': (s) => (quiet(s) ? [{ prefill: PREFILL }] : []),
  'contact.edit': (s) => (quiet(s) && inBook(s, ANNA._id) ? [{ id: ANNA._id }] : []),
  'import.open': (s) =>
    quiet(s) && (s.matches({ book: 'ready' }) || s.matches({ book: 'unreached' })) ? [{ defaultCallingCode: '1' }] : [],
  'export.request': (s) =>
    dialogNone(s) && s.matches({ book: { ready: 'idle' } })
      ? [
          { format: 'csv', scope: 'all' },
          { format: 'vcard', scope: 'selection' },
        ]
      : [],
  'delete.request': (s) => {
    if (!dialogNone(s) || !s.matches({ notice: 'hidden' })) return [];
    if (s.matches({ detail: 'open' })) return [{ ids: [ZHANG._id] }];
    return s.matches({ selection: 'editing' }) ? [{}] : [];
  },
  'delete.confirm': {},
  'delete.cancel': {},
  'notice.close': {},
  'notice.show': (s) => (s.matches({ dialog: 'form' }) ? [{ notice: { messageKey: 'alert.t13' as const } }] : []),
  'contacts.sync': (s) => (dialogNone(s) && s.matches({ notice: 'hidden' }) ? [{}] : []),
  'contacts.reload': (s) => (quiet(s) ? [{}] : []),
  // The socket is up again (the root's fact): only the offline book listens (issue 24 item 2).
  'connection.restored': (s) => (quiet(s) && s.matches({ book: 'unreached' }) ? [{}] : []),
  // The root's word on the browser's network (the window chart): lost over a loaded book, and back.
  'network.offline': (s) =>
    quiet(s) && s.matches({ network: 'online' }) && s.matches({ book: { ready: 'idle' } }) ? [{}] : [],
  'network.online': (s) => (quiet(s) && offline(s) ? [{}] : []),
  'xstate.done.actor.loadPage': (s) => {
    const { cursor, syncTime } = s.context;
    if (s.matches({ book: 'loading' }))
      return cursor === null
        ? [{ output: FULL_PAGE_1 }, { output: networkFailure }, { output: LOAD_REFUSED }]
        : [{ output: FULL_PAGE_2 }];
    if (cursor === 's1') return [{ output: SYNC_PAGE_2 }];
    return syncTime === 1_000
      ? [{ output: NO_CHANGES(1_000) }, { output: SYNC_PAGE_1 }, { output: networkFailure }]
      : [{ output: NO_CHANGES(syncTime ?? 0) }];
  },
  'xstate.error.actor.loadPage': unexpected,
  'xstate.done.actor.readKeptBook': [{ output: KEPT }, { output: null }],
  'xstate.error.actor.readKeptBook': unexpected,
  'xstate.done.actor.contactForm': (s) => [
    { output: { status: 'cancelled', mode: s.context.formInput?.mode ?? 'add' } },
    {
      output:
        s.context.formInput?.mode === 'edit'
          ? { status: 'saved', mode: 'edit', contact: ANNA_RENAMED }
          : { status: 'saved', mode: 'add', contact: saved('9', 'New', PREFILL.phone, PREFILL.telCode) },
    },
  ],
  'xstate.error.actor.contactForm': unexpected,
  'xstate.done.actor.contactImport': [
    { output: { status: 'done', stoppedEarly: false, created: 2, updated: 1, skipped: 0, invalid: 1, failed: 0 } },
    { output: { status: 'cancelled' } },
  ],
  'xstate.error.actor.contactImport': unexpected,
  'xstate.done.actor.deleteContacts': (s) => [
    { output: { deleted: s.context.deleteIds, failure: null } satisfies DeleteOutcome },
    { output: { deleted: [], failure: DELETE_REFUSED } as DeleteOutcome },
  ],
  'xstate.error.actor.deleteContacts': unexpected,
} satisfies EventTable<typeof contactsMachine>;

// ── what each state promises ─────────────────────────────────────────────────

function event(replay: ContactsReplay): { type: string; output?: unknown } {
  return replay.step.event as { type: string; output?: unknown };
}

const effectsOf = (replay: ContactsReplay, type: string) => replay.effects.filter((e) => e.type === type);

/** spec 1 §3: groups A–Z then '#', pinyin order inside, and the identity map points at each row. */
function checkBook(snapshot: ContactsSnapshot) {
  const { book } = snapshot.context;
  const ranks = book.groups.map((group) => LETTERS.indexOf(group.letter));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  for (const group of book.groups) {
    const keys = group.contacts.map((contact) => contact.sortKey);
    expect(keys).toEqual([...keys].sort());
    for (const [i, contact] of group.contacts.entries()) {
      expect(contact.letter).toBe(group.letter);
      expect(book.locations[contact._id]).toEqual({ letter: group.letter, index: i });
    }
  }
  expect(Object.keys(book.locations).length).toBe(book.size);
  // Chinese names sit under their pinyin letter (张三 → Z; 李安娜 → L), accents fold (Émile → E).
  for (const [id, letter] of [
    [ZHANG._id, 'Z'],
    [EMILE._id, 'E'],
  ] as const) {
    if (id in book.locations) expect(book.locations[id]?.letter).toBe(letter);
  }
  const anna = contactById(book, ANNA._id);
  if (anna) expect(anna.letter).toBe(anna.name === ANNA_RENAMED.name ? 'L' : 'A');
  // The list shows the search's matches ('zhang' finds 张三 by pinyin).
  const list = contactListOf(snapshot);
  expect(list.contacts.map((c) => c._id)).toEqual(visibleIds(book, snapshot.context.query));
  expect(list.groups.reduce((sum, g) => sum + g.count, 0)).toBe(list.contacts.length);
  if (snapshot.context.query === 'zhang')
    expect(list.contacts.map((c) => c.name)).toEqual(inBook(snapshot, ZHANG._id) ? ['张三'] : []);
  // The rows mark the search as typed; only a row shown shows its note.
  expect(list.marked).toBe(snapshot.context.query.trim());
  for (const id of list.noteShown) expect(list.contacts.some((c) => c._id === id)).toBe(true);
}

/**
 * issue 24 item 2: the book is kept on the device exactly when a listing was read to its end or
 * contacts were deleted — as it is then, whole.
 */
function checkKept(snapshot: ContactsSnapshot, replay: ContactsReplay) {
  const e = event(replay);
  const result = e.output as LoadPageResult | undefined;
  const listed = e.type === 'xstate.done.actor.loadPage' && result?.ok === true && result.data.nextStartTime === null;
  const deleted = e.type === 'xstate.done.actor.deleteContacts';
  expect(effectsOf(replay, 'keepBook').map((effect) => effect.params)).toEqual(
    listed || deleted ? [savedContacts(snapshot.context.book, null)] : [],
  );
}

/** The server out of reach, nothing it must do starts: no dialog, no call, and the notice says why. */
function checkRefusedOffline(snapshot: ContactsSnapshot, replay: ContactsReplay) {
  if (!NEEDS_SERVER.has(event(replay).type) || !replay.previous || !offline(replay.previous)) return;
  expect(dialogOf(snapshot)).toBe('none');
  expect(replay.callsInStep).toEqual([]);
  expect(noticeOf(snapshot)).toEqual({ messageKey: refusalOf(replay.previous) });
}

function checkPageApplied(snapshot: ContactsSnapshot, replay: ContactsReplay) {
  const e = event(replay);
  if (e.type !== 'xstate.done.actor.loadPage') return;
  const result = e.output as LoadPageResult;
  if (!result.ok) return;
  for (const contact of result.data.upserts) expect(snapshot.context.book.locations[contact._id]).toBeDefined();
  for (const id of result.data.removedIds) expect(snapshot.context.book.locations[id]).toBeUndefined();
}

const checks = {
  'book.loading': (snapshot, replay) => {
    checkBook(snapshot);
    checkPageApplied(snapshot, replay);
    // spec 3 §7: pages of 500 by startTime, without since, until no next page.
    expect(replay.running('loadPage')?.input).toEqual({ since: null, startTime: snapshot.context.cursor });
    expect(showsLoadingSnackbar(snapshot)).toBe(true);
    expect(bookStatusOf(snapshot)).toBe('loading');
    if (['contacts.reload', 'contacts.sync', 'connection.restored', 'network.online'].includes(event(replay).type)) {
      // A reload starts over from an empty book.
      expect(snapshot.context.book.size).toBe(0);
    }
  },
  'book.failed': (snapshot, replay) => {
    expect(replay.running('loadPage')).toBeUndefined();
    expect(bookStatusOf(snapshot)).toBe('failed');
    expect(showsLoadingSnackbar(snapshot)).toBe(false);
    expect(snapshot.context.cursor).toBeNull();
    // A refusal of the server is not offline: what the device keeps is not read in its place.
    expect(replay.callsInStep.map((call) => call.id)).not.toContain('readKeptBook');
  },
  'book.readingKept': (snapshot, replay) => {
    // issue 24 item 2: only a listing that could not reach the server reads the kept book.
    if (event(replay).type === 'xstate.done.actor.loadPage') {
      expect((event(replay).output as LoadPageResult).ok).toBe(false);
      expect(event(replay).output).toMatchObject({ reason: 'network' });
    }
    expect(replay.running('readKeptBook')).toBeDefined();
    expect(replay.running('loadPage')).toBeUndefined();
    expect(snapshot.context.cursor).toBeNull();
    expect(showsLoadingSnackbar(snapshot)).toBe(true);
    expect(bookStatusOf(snapshot)).toBe('loading');
  },
  'book.unreached.kept': (snapshot, replay) => {
    checkBook(snapshot);
    // The book as last kept shows, read-only; nothing is kept again from it.
    expect(bookStatusOf(snapshot)).toBe('kept');
    expect(bookFailureOf(snapshot)).toBeNull();
    // The notice names the cause: the browser offline, or (with a network) the server out of reach.
    expect(readOnlyNoticeOf(snapshot)).toBe(
      snapshot.matches({ network: 'offline' }) ? 'contacts.offline.kept' : 'contacts.unreachable.kept',
    );
    expect(Object.keys(snapshot.context.book.locations).sort()).toEqual(KEPT?.map((c) => c._id).sort());
    expect(showsLoadingSnackbar(snapshot)).toBe(false);
    expect(effectsOf(replay, 'keepBook')).toEqual([]);
    checkRefusedOffline(snapshot, replay);
  },
  'book.unreached.unavailable': (snapshot, replay) => {
    // Nothing kept: said so, never shown as an empty book (issue 22, issue 24 item 2) — 'not
    // available offline' when the browser has no network, 'the server cannot be reached' when only the server is out of reach.
    expect(bookStatusOf(snapshot)).toBe('unavailable');
    expect(bookFailureOf(snapshot)).toBe(
      snapshot.matches({ network: 'offline' }) ? 'contacts.offline.unavailable' : 'contacts.unreachable.unavailable',
    );
    expect(readOnlyNoticeOf(snapshot)).toBeNull();
    expect(isEmptyBook(snapshot)).toBe(false);
    expect(snapshot.context.book.size).toBe(0);
    expect(showsLoadingSnackbar(snapshot)).toBe(false);
    checkRefusedOffline(snapshot, replay);
  },
  'book.ready.idle': (snapshot, replay) => {
    checkBook(snapshot);
    checkPageApplied(snapshot, replay);
    checkKept(snapshot, replay);
    expect(replay.running('loadPage')).toBeUndefined();
    expect(snapshot.context.cursor).toBeNull();
    expect(snapshot.context.syncTime).not.toBeNull();
    expect(showsLoadingSnackbar(snapshot)).toBe(false);
  },
  'book.ready.syncing': (snapshot, replay) => {
    checkBook(snapshot);
    checkPageApplied(snapshot, replay);
    checkKept(snapshot, replay);
    // The network's return reads what changed while it was gone.
    if (event(replay).type === 'network.online')
      expect(replay.callsInStep.map((call) => call.id)).toContain('loadPage');
    // Only what changed since the last complete listing.
    expect(replay.running('loadPage')?.input).toEqual({
      since: snapshot.context.syncTime,
      startTime: snapshot.context.cursor,
    });
    expect(showsLoadingSnackbar(snapshot)).toBe(false);
  },
  'network.online': (snapshot, replay) => {
    // Read-only only while the kept book shows (the server could not be reached): never 'offline' here.
    expect(readOnlyNoticeOf(snapshot)).toBe(
      snapshot.matches({ book: { unreached: 'kept' } }) ? 'contacts.unreachable.kept' : null,
    );
    if (event(replay).type === 'network.online' && replay.previous?.matches({ book: 'unreached' })) {
      // The network's return loads the book again (issue 24 item 2).
      expect(snapshot.matches({ book: 'loading' })).toBe(true);
    }
  },
  'network.offline': (snapshot, replay) => {
    // Opening the tab offline does not empty the kept book for a load bound to fail.
    if (event(replay).type === 'contacts.sync' && replay.previous?.matches({ book: 'unreached' }))
      expect(snapshot.matches({ book: 'unreached' })).toBe(true);
    // A book loaded before the network went stays readable, read-only; the dialogs that change it do not open.
    expect(readOnlyNoticeOf(snapshot)).toBe(
      snapshot.matches({ book: 'ready' }) || snapshot.matches({ book: { unreached: 'kept' } })
        ? 'contacts.offline.kept'
        : null,
    );
    expect(dialogOf(snapshot)).toBe('none');
  },
  'selection.idle': (snapshot) => {
    expect(snapshot.context.selected).toEqual([]);
    expect(isEditMode(snapshot)).toBe(false);
  },
  'selection.editing': (snapshot, replay) => {
    // spec 3 §4: any checked contact is edit mode; checked contacts are in the book.
    expect(isEditMode(snapshot)).toBe(true);
    expect(snapshot.context.selected.length).toBeGreaterThan(0);
    for (const id of snapshot.context.selected) expect(inBook(snapshot, id)).toBe(true);
    if (event(replay).type === 'selection.selectAll') {
      expect(snapshot.context.selected).toEqual(visibleIds(snapshot.context.book, snapshot.context.query));
    }
  },
  'detail.closed': (snapshot, replay) => {
    expect(detailOf(snapshot)).toBeNull();
    expect(snapshot.context.detailId).toBeNull();
    const e = event(replay);
    if (replay.previous?.matches({ detail: 'open' }) && e.type === 'xstate.done.actor.deleteContacts') {
      // spec 3 §4: a successful delete closes the right panel.
      expect((e.output as DeleteOutcome).failure).toBeNull();
    }
  },
  'detail.open': (snapshot) => {
    expect(detailOf(snapshot)?._id).toBe(snapshot.context.detailId);
  },
  'dialog.none': (snapshot, replay) => {
    for (const id of ['contactForm', 'contactImport', 'deleteContacts']) expect(replay.running(id)).toBeUndefined();
    expect(dialogOf(snapshot)).toBe('none');
    const e = event(replay);
    if (e.type === 'xstate.done.actor.deleteContacts') {
      const outcome = e.output as DeleteOutcome;
      // spec 3 §4: deleted contacts leave the book (chats read names from it, so they follow).
      for (const id of outcome.deleted) expect(inBook(snapshot, id)).toBe(false);
      expect(snapshot.context.deleteIds).toEqual([]);
    }
    checkKept(snapshot, replay);
    if (e.type === 'export.request') {
      // The whole book, or the checked contacts in book order, in the chosen format.
      const { format, scope } = e as unknown as { format: string; scope: 'all' | 'selection' };
      expect(effectsOf(replay, 'downloadExport').map((effect) => effect.params)).toEqual([
        { format, contacts: savedContacts(snapshot.context.book, scope === 'all' ? null : snapshot.context.selected) },
      ]);
    }
    const saved = e.type === 'xstate.done.actor.contactForm' && (e.output as { status: string }).status === 'saved';
    const imported = e.type === 'xstate.done.actor.contactImport' && (e.output as { status: string }).status === 'done';
    // spec 3 §4: after saving, the list reloads — a loaded book reads what changed.
    if ((saved || imported) && replay.previous?.matches({ book: 'ready' })) {
      expect(snapshot.matches({ book: { ready: 'syncing' } })).toBe(true);
      expect(replay.callsInStep.map((call) => call.id)).toContain('loadPage');
    }
  },
  'dialog.form': (snapshot, replay) => {
    expect(dialogOf(snapshot)).toBe('form');
    const input = replay.running('contactForm')?.input;
    if (event(replay).type === 'contact.edit') {
      const anna = snapshot.context.book.groups.flatMap((g) => g.contacts).find((c) => c._id === ANNA._id);
      expect(input).toEqual({
        mode: 'edit',
        contact: anna ? savedContactOf(anna) : undefined,
        parent: expect.anything(),
      });
    } else if (event(replay).type === 'contact.add') {
      // spec 1 §2: 'add contact' from a chat header, prefilled with the party's number.
      expect(input).toEqual({ mode: 'add', prefill: PREFILL, parent: expect.anything() });
    }
  },
  'dialog.importing': (snapshot, replay) => {
    expect(dialogOf(snapshot)).toBe('import');
    expect(replay.running('contactImport')).toBeDefined();
    if (event(replay).type === 'import.open') {
      expect(replay.running('contactImport')?.input).toEqual({
        existing: savedContacts(snapshot.context.book, null),
        defaultCallingCode: '1',
      });
    }
  },
  'dialog.confirmingDelete': (snapshot, replay) => {
    // spec 3 §4: the dialog opens with the selected ids (or the row's).
    expect(dialogOf(snapshot)).toBe('confirmDelete');
    expect(deleteCountOf(snapshot)).toBeGreaterThan(0);
    if (event(replay).type === 'delete.request') {
      const expected = snapshot.matches({ detail: 'open' }) ? [ZHANG._id] : snapshot.context.selected;
      expect(snapshot.context.deleteIds).toEqual(expected);
    }
  },
  'dialog.deleting': (snapshot, replay) => {
    // spec 3 §4: the dialog closes and a progress overlay shows.
    expect(isDeleting(snapshot)).toBe(true);
    expect(replay.running('deleteContacts')?.input).toEqual({ ids: snapshot.context.deleteIds });
  },
  'notice.hidden': (snapshot, replay) => {
    expect(noticeOf(snapshot)).toBeNull();
    if (event(replay).type.startsWith('xstate.after.noticeClear')) expect(replay.elapsed).toBe(NOTICE_CLEAR_MS);
  },
  'notice.shown': (snapshot, replay) => {
    const notice = noticeOf(snapshot);
    expect(notice).toEqual(snapshot.context.notice);
    const e = event(replay);
    const output = e.output as Record<string, unknown> | undefined;
    if (e.type === 'xstate.done.actor.contactForm' && output?.status === 'saved') {
      expect(notice?.messageKey).toBe(output.mode === 'edit' ? 'alert.t14' : 'alert.t12');
    } else if (e.type === 'xstate.done.actor.deleteContacts') {
      const outcome = output as unknown as DeleteOutcome;
      expect(notice).toEqual(
        outcome.failure === null
          ? { messageKey: 'alert.t16', values: { count: outcome.deleted.length } }
          : { messageKey: 'alert.t17' },
      );
    } else if (e.type === 'xstate.error.actor.deleteContacts') {
      expect(notice).toEqual({ messageKey: 'alert.t17' });
    } else if (e.type === 'xstate.done.actor.contactImport') {
      expect(notice).toEqual({ messageKey: 'contacts.import.done', values: { created: 2, updated: 1, failed: 0 } });
    } else if (e.type === 'notice.show') {
      expect(notice).toEqual({ messageKey: 'alert.t13' });
    } else if (NEEDS_SERVER.has(e.type)) {
      // Only with the server out of reach does a request to change the book end in a notice rather than a dialog.
      expect(replay.previous && offline(replay.previous)).toBe(true);
      if (replay.previous) expect(notice).toEqual({ messageKey: refusalOf(replay.previous) });
    }
  },
} satisfies Checks<typeof contactsMachine>;

testModel({
  name: 'contacts',
  machine: contactsMachine,
  events,
  checks,
  // Logging of expected failures is not what is tested here.
  actions: { logListingFailure: () => {}, reportUnexpectedError: () => {} },
  serialize: (snapshot) => ({
    // Counts, not lists: paths stay proportional to the transitions (docs/architecture.md, Tests).
    book: Object.keys(snapshot.context.book.locations).length,
    cursor: snapshot.context.cursor,
    syncTime: snapshot.context.syncTime,
    query: snapshot.context.query,
    selected: snapshot.context.selected.length,
    detail: snapshot.context.detailId,
    deleting: snapshot.context.deleteIds,
    form: snapshot.context.formInput?.mode ?? null,
    notice: snapshot.context.notice?.messageKey ?? null,
    network: snapshot.matches({ network: 'offline' }),
  }),
});
