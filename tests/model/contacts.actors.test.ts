/**
 * The address book's real actors against a fake API: the page loader (request, indexing,
 * tombstones), the chunked delete, the import parser on real files, the saves, the export
 * action — and the contacts chart provided with them, loading, syncing, saving and deleting
 * end to end.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { contactFormActors } from '../../src/machines/contacts/contactForm/contactForm.actors.ts';
import { parseImportFile } from '../../src/machines/contacts/contactImport/contactImport.actors.ts';
import {
  type BookStore,
  type ContactsApi,
  contactsActions,
  contactsActors,
  deleteInChunks,
  loadBookPage,
} from '../../src/machines/contacts/contacts/contacts.actors.ts';
import { contactsMachine } from '../../src/machines/contacts/contacts/contacts.machine.ts';
import {
  bookFailureOf,
  bookStatusOf,
  contactListOf,
  formActorOf,
  noticeOf,
  readOnlyNoticeOf,
} from '../../src/machines/contacts/contacts/toView.ts';
import type {
  AddressBookEntry,
  AddressBookPage,
  ContactDraft,
  GetCloudAddressBookRequest,
  SavedContact,
} from '../../src/services/api/contract/contacts.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import type { ApiResult } from '../../src/services/api/result.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';

function saved(id: string, name: string, phone: string, telCode: string, date = 1_000): SavedContact {
  return {
    _id: id,
    name,
    phoneList: [{ phone, telCode, tag: 'Mobile' }],
    email: '',
    companyName: '',
    note: '',
    date,
    deleted: false,
  };
}

const ANNA = saved('1', 'Anna Lee', '+12025550143', '1');
const ZHANG = saved('2', '张三', '+8613800138000', '86');
const EMILE = {
  ...saved('3', 'Émile Zola', '+33142685300', '33'),
  companyName: 'Zola & Fils',
  note: 'Met at the Lyon fair',
};

/** A tiny address-book server: ids in order, keyset pages, `since` listings with tombstones. */
function fakeServer(pageSize: number) {
  const rows = new Map<string, AddressBookEntry>();
  let clock = 1_000;
  let nextId = 10;
  const calls: { name: string; input: unknown }[] = [];
  const put = (contact: SavedContact) => rows.set(contact._id, { ...contact, date: ++clock });
  /** No network: every call fails before it reaches the server (issue 24 item 2). */
  const network = { down: false };
  const api: ContactsApi = {
    async getCloudAddressBook(input: GetCloudAddressBookRequest) {
      calls.push({ name: 'getCloudAddressBook', input });
      if (network.down) return networkFailure;
      const since = input.since === undefined ? null : Number(input.since);
      const after = input.startTime ?? '';
      const listed = [...rows.values()]
        .filter((row) => (since === null ? !row.deleted : row.date > since))
        .sort((a, b) => Number(a._id) - Number(b._id))
        .filter((row) => after === '' || Number(row._id) > Number(after));
      const page = listed.slice(0, pageSize);
      const last = page.at(-1);
      return ok<AddressBookPage>({
        addressBookList: page,
        nextStartTime: listed.length > pageSize && last ? last._id : null,
        syncTime: clock,
      });
    },
    async delCloudAddressBook({ ids }) {
      calls.push({ name: 'delCloudAddressBook', input: ids });
      const deleted = String(ids)
        .split(',')
        .filter((id) => rows.has(id));
      for (const id of deleted) rows.set(id, { _id: id, deleted: true, date: ++clock });
      return deleted.length > 0 ? ok({ deleted }) : refused(RETCODE.NOT_FOUND);
    },
    async createOrUpdateCloudAddressBook({ id, addressBook }) {
      calls.push({ name: 'createOrUpdateCloudAddressBook', input: { id, addressBook } });
      const draft = JSON.parse(addressBook) as ContactDraft;
      const contact: SavedContact = { ...draft, _id: id ?? String(nextId++), date: 0, deleted: false };
      put(contact);
      return ok({ ...contact, date: clock });
    },
  };
  return { api, rows, put, calls, network };
}

/** The encrypted local store as the contacts area uses it, in memory (the store is tested on its own). */
function memoryStore(): BookStore & { kept: SavedContact[] | null } {
  const store = {
    kept: null as SavedContact[] | null,
    readAddressBook: async () => (store.kept === null ? null : [...store.kept]),
    writeAddressBook: async (contacts: readonly SavedContact[]) => {
      store.kept = [...contacts];
    },
  };
  return store;
}

describe('loadBookPage', () => {
  it('asks for a page of 500 and indexes its contacts for the book; tombstones become removals', async () => {
    const seen: GetCloudAddressBookRequest[] = [];
    const api = {
      getCloudAddressBook: async (input: GetCloudAddressBookRequest) => {
        seen.push(input);
        return ok<AddressBookPage>({
          addressBookList: [ZHANG, { _id: '9', deleted: true, date: 1_200 }],
          nextStartTime: 'next',
          syncTime: 1_300,
        });
      },
    };
    const first = await loadBookPage(api, { since: null, startTime: null });
    const later = await loadBookPage(api, { since: 1_300, startTime: 'cursor' });
    expect(seen).toEqual([{ pageSize: 500 }, { pageSize: 500, since: 1_300, startTime: 'cursor' }]);
    expect(first.ok && first.data.upserts[0]).toMatchObject({
      _id: '2',
      letter: 'Z',
      sortKey: 'zhang san',
      phone0: '13800138000',
      formatPhone: '+86 138 0013 8000',
    });
    expect(later.ok && [later.data.removedIds, later.data.nextStartTime, later.data.syncTime]).toEqual([
      ['9'],
      'next',
      1_300,
    ]);
  });

  it('hands a failure back as it came', async () => {
    const failure = refused(RETCODE.TOO_FREQUENT);
    const api = { getCloudAddressBook: async (): Promise<ApiResult<AddressBookPage>> => failure };
    expect(await loadBookPage(api, { since: null, startTime: null })).toBe(failure);
  });
});

describe('deleteInChunks', () => {
  it('sends at most 1,000 comma-joined ids per call', async () => {
    const sent: string[][] = [];
    const api = {
      delCloudAddressBook: async ({ ids }: { ids: string }) => {
        sent.push(ids.split(','));
        return ok({ deleted: ids.split(',') });
      },
    };
    const ids = Array.from({ length: 2_500 }, (_, i) => String(i + 1));
    const outcome = await deleteInChunks(api, { ids });
    expect(sent.map((chunk) => chunk.length)).toEqual([1_000, 1_000, 500]);
    expect(outcome).toEqual({ deleted: ids, failure: null });
  });

  it('stops at a failure and reports what was deleted before it', async () => {
    let call = 0;
    const failure = refused(RETCODE.TOO_FREQUENT);
    const api = {
      delCloudAddressBook: async ({ ids }: { ids: string }) =>
        ++call === 1 ? ok({ deleted: ids.split(',') }) : failure,
    };
    const ids = Array.from({ length: 1_500 }, (_, i) => String(i + 1));
    expect(await deleteInChunks(api, { ids })).toEqual({ deleted: ids.slice(0, 1_000), failure });
  });
});

describe('saveContact', () => {
  it('sends the id on edit only, and the draft as JSON text (spec 3 §7)', async () => {
    const create = vi.fn(async () => ok(ANNA));
    const draft: ContactDraft = { name: 'Anna Lee', phoneList: ANNA.phoneList, email: '', companyName: '', note: '' };
    const { saveContact } = contactFormActors({ createOrUpdateCloudAddressBook: create });
    for (const input of [{ draft }, { id: '1', draft }]) {
      const actor = createActor(saveContact, { input }).start();
      await waitFor(actor, (s) => s.status === 'done');
    }
    expect(create.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      { addressBook: JSON.stringify(draft) },
      { id: '1', addressBook: JSON.stringify(draft) },
    ]);
  });
});

describe('parseImportFile', () => {
  const file = async (name: string) => new File([await readFile(resolve('tests/fixtures/contacts', name))], name);

  it('previews a real vCard file against the book', async () => {
    const result = await parseImportFile({
      file: await file('contacts-v4.vcf'),
      existing: [ANNA],
      defaultCallingCode: '1',
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.format).toBe('vcard');
    expect(result.preview.newContacts.map((row) => row.draft.name)).toEqual(['曾小贤', 'Émile Zola', '123 Movers']);
    expect(result.preview.duplicates.map((row) => [row.draft.name, row.matchedBy, row.target])).toEqual([
      ['Anna Lee', 'phone', expect.objectContaining({ kind: 'book', id: '1' })],
    ]);
  });

  it('refuses a file over 5 MB before reading it, and a file of another kind', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv');
    expect(await parseImportFile({ file: big, existing: [], defaultCallingCode: '1' })).toEqual({
      ok: false,
      error: 'contacts.import.error.tooLarge',
    });
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png');
    expect(await parseImportFile({ file: image, existing: [], defaultCallingCode: '1' })).toEqual({
      ok: false,
      error: 'contacts.import.error.unknownFormat',
    });
  });
});

describe('downloadExport', () => {
  const self = { send: vi.fn() } as unknown as AnyActorRef;

  it('hands the chosen format to the browser, named by the day, once its writers have arrived', async () => {
    const download = vi.fn();
    const { downloadExport } = contactsActions({
      store: memoryStore(),
      download,
      now: () => new Date('2025-06-01T08:00:00Z'),
    });
    await downloadExport({ self }, { contacts: [ANNA], format: 'vcard' });
    expect(download).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: 'contacts-2025-06-01.vcf', text: expect.stringContaining('FN:Anna Lee') }),
    );
  });

  it('says so when the writers cannot be fetched (offline, a new deployment), instead of doing nothing', async () => {
    const download = vi.fn();
    const send = vi.fn();
    const { downloadExport } = contactsActions({
      store: memoryStore(),
      download,
      loadWriters: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await downloadExport({ self: { send } as unknown as AnyActorRef }, { contacts: [ANNA], format: 'csv' });
    expect(send).toHaveBeenCalledWith({ type: 'notice.show', notice: { messageKey: 'contacts.exportFailed' } });
    expect(download).not.toHaveBeenCalled();
  });
});

describe('the contacts chart with its real actors', () => {
  it('loads every page, saves a contact, syncs the change, deletes and syncs a deletion from elsewhere', async () => {
    const server = fakeServer(2);
    for (const contact of [ANNA, ZHANG, EMILE]) server.put(contact);
    const store = memoryStore();
    const actor = createActor(contactsMachine.provide({ actors: contactsActors(server.api, store) })).start();
    await waitFor(actor, (s) => s.matches({ book: { ready: 'idle' } }));
    // Two pages of two, then the catch-up sync.
    expect(server.calls.map((call) => call.input)).toEqual([
      { pageSize: 500 },
      { pageSize: 500, startTime: '2' },
      { pageSize: 500, since: 1_003 },
    ]);
    expect(contactListOf(actor.getSnapshot()).contacts.map((c) => c.name)).toEqual(['Anna Lee', 'Émile Zola', '张三']);

    // Add a contact through the form: alert.t12, and the list reloads with it.
    actor.send({ type: 'contact.add', defaultTelCode: '86' });
    const form = formActorOf(actor.getSnapshot());
    form?.send({ type: 'form.change', field: 'name', value: '阿里' });
    form?.send({ type: 'form.phone.change', index: 0, field: 'phone', value: '139 1234 5678' });
    form?.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ dialog: 'none' }) && s.matches({ book: { ready: 'idle' } }));
    expect(noticeOf(actor.getSnapshot())).toEqual({ messageKey: 'alert.t12' });
    const names = () => contactListOf(actor.getSnapshot()).contacts.map((c) => c.name);
    expect(names()).toEqual(['阿里', 'Anna Lee', 'Émile Zola', '张三']);

    // Delete Anna: alert.t16; 张三 is deleted on another device and goes with the next sync.
    actor.send({ type: 'delete.request', ids: ['1'] });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ dialog: 'none' }));
    expect(noticeOf(actor.getSnapshot())).toEqual({ messageKey: 'alert.t16', values: { count: 1 } });
    await server.api.delCloudAddressBook({ ids: '2' });
    actor.send({ type: 'contacts.sync' });
    await waitFor(actor, (s) => s.matches({ book: { ready: 'idle' } }) && names().length === 2);
    expect(names()).toEqual(['阿里', 'Émile Zola']);
    actor.stop();
  });

  it("keeps the book as loaded; offline a reload shows it read-only, and the connection's return loads it again (issue 24 item 2)", async () => {
    const server = fakeServer(2);
    for (const contact of [ANNA, ZHANG, EMILE]) server.put(contact);
    const store = memoryStore();
    const provided = () =>
      contactsMachine.provide({ actors: contactsActors(server.api, store), actions: contactsActions({ store }) });
    const online = createActor(provided()).start();
    await waitFor(online, (s) => s.matches({ book: { ready: 'idle' } }));
    expect(store.kept?.map((contact) => contact.name).sort()).toEqual(['Anna Lee', 'Émile Zola', '张三']);
    online.stop();

    // The page is reloaded without a network: the kept book shows, indexed as a loaded one.
    server.network.down = true;
    const offline = createActor(provided()).start();
    await waitFor(offline, (s) => s.matches({ book: { unreached: 'kept' } }));
    const names = () => contactListOf(offline.getSnapshot()).contacts.map((c) => c.name);
    expect(bookStatusOf(offline.getSnapshot())).toBe('kept');
    // The browser never said it was offline: it is the server that cannot be reached.
    expect(readOnlyNoticeOf(offline.getSnapshot())).toBe('contacts.unreachable.kept');
    expect(names()).toEqual(['Anna Lee', 'Émile Zola', '张三']);
    // The kept book is searched as a loaded one: by company, by note (the row then shows its note).
    offline.send({ type: 'search.change', query: ' LYON ' });
    expect(contactListOf(offline.getSnapshot())).toMatchObject({ marked: 'LYON', noteShown: new Set([EMILE._id]) });
    expect(names()).toEqual(['Émile Zola']);
    offline.send({ type: 'search.change', query: 'fils' });
    expect(contactListOf(offline.getSnapshot()).noteShown).toEqual(new Set());
    expect(names()).toEqual(['Émile Zola']);
    offline.send({ type: 'search.change', query: '' });
    // Adding needs the server: no dialog opens, the notice says why.
    offline.send({ type: 'contact.add' });
    expect(formActorOf(offline.getSnapshot())).toBeNull();
    expect(noticeOf(offline.getSnapshot())).toEqual({ messageKey: 'contacts.needsServer' });
    // The browser reports its network gone: the same book, now said to be offline.
    offline.send({ type: 'network.offline' });
    expect(readOnlyNoticeOf(offline.getSnapshot())).toBe('contacts.offline.kept');
    offline.send({ type: 'notice.close' });
    offline.send({ type: 'contact.add' });
    expect(noticeOf(offline.getSnapshot())).toEqual({ messageKey: 'contacts.needsConnection' });

    // Back online, a contact changed meanwhile elsewhere comes with the book loaded again.
    server.network.down = false;
    await server.api.delCloudAddressBook({ ids: ZHANG._id });
    offline.send({ type: 'connection.restored' });
    await waitFor(offline, (s) => s.matches({ book: { ready: 'idle' } }));
    expect(names()).toEqual(['Anna Lee', 'Émile Zola']);
    expect(store.kept?.map((contact) => contact.name).sort()).toEqual(['Anna Lee', 'Émile Zola']);
    offline.stop();
  });

  it('the server out of reach with nothing kept says why (offline or the server), never an empty book', async () => {
    const server = fakeServer(2);
    server.network.down = true;
    const store = memoryStore();
    const actor = createActor(
      contactsMachine.provide({ actors: contactsActors(server.api, store), actions: contactsActions({ store }) }),
    ).start();
    await waitFor(actor, (s) => s.matches({ book: { unreached: 'unavailable' } }));
    // Only the server out of reach: said so, not 'offline'.
    expect(bookFailureOf(actor.getSnapshot())).toBe('contacts.unreachable.unavailable');
    // The browser says it has no network: the book is not available offline.
    actor.send({ type: 'network.offline' });
    expect(bookFailureOf(actor.getSnapshot())).toBe('contacts.offline.unavailable');
    actor.stop();
  });
});
