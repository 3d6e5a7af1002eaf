/**
 * The cloud address book over real HTTP (spec 3 §7): saving, listing in pages, `since` changes
 * with tombstones, deleting, the form rules applied again by the server (spec 3 §5), and
 * isolation between accounts and brands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RULE_TEXTS } from '../../server/i18n.ts';
import {
  type AddressBookEntry,
  type AddressBookPage,
  CONTACT_LIMITS,
  CONTACT_MESSAGE_KEYS,
  type ContactMessageKey,
  type ContactValidationData,
  DEMO_ACCOUNTS,
  type Platform,
  RETCODE,
  type SavedContact,
} from '../../src/services/api/contract/index.ts';
import {
  type Answer,
  call,
  loginWithPhone,
  request,
  startTestServer,
  type TestServer,
  uniquePhone,
} from './helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface Caller {
  token: string;
  platform: Platform;
}

async function newCaller(platform: Platform = 'pingme', phone = uniquePhone()): Promise<Caller> {
  return { token: await loginWithPhone(t.url, platform, phone), platform };
}

function draft(name: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    phoneList: [{ phone: '+12025550123', telCode: '1', tag: 'Mobile' }],
    email: '',
    companyName: '',
    note: '',
    ...overrides,
  };
}

function save(caller: Caller, addressBook: unknown, id?: string): Promise<Answer<SavedContact>> {
  const text = typeof addressBook === 'string' ? addressBook : JSON.stringify(addressBook);
  return call(
    t.url,
    'createOrUpdateCloudAddressBook',
    id === undefined ? { addressBook: text } : { id, addressBook: text },
    caller,
  );
}

async function create(caller: Caller, name: string, overrides: Record<string, unknown> = {}): Promise<SavedContact> {
  const answer = await save(caller, draft(name, overrides));
  if (answer.body.retcode !== 0 || !answer.body.data) throw new Error(`save failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

function list(
  caller: Caller,
  query: { pageSize?: number; since?: number; startTime?: string } = {},
): Promise<Answer<AddressBookPage>> {
  return call(t.url, 'getCloudAddressBook', query, caller);
}

async function page(caller: Caller, query: Parameters<typeof list>[1] = {}): Promise<AddressBookPage> {
  const answer = await list(caller, query);
  if (answer.status !== 200 || !answer.body.data) throw new Error(`list failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** Every page of one listing, as the client reads them ("paged until no next", spec 3 §7). */
async function listAll(
  caller: Caller,
  query: { pageSize?: number; since?: number } = {},
  betweenPages: (pageIndex: number, read: readonly AddressBookEntry[]) => Promise<void> = async () => {},
): Promise<{ entries: AddressBookEntry[]; pages: number; syncTimes: Set<number> }> {
  const entries: AddressBookEntry[] = [];
  const syncTimes = new Set<number>();
  let startTime: string | undefined;
  let pages = 0;
  do {
    const current = await page(caller, { ...query, ...(startTime ? { startTime } : {}) });
    entries.push(...current.addressBookList);
    syncTimes.add(current.syncTime);
    pages += 1;
    startTime = current.nextStartTime ?? undefined;
    if (startTime) await betweenPages(pages, entries);
  } while (startTime);
  return { entries, pages, syncTimes };
}

function remove(caller: Caller, ids: readonly string[] | string) {
  return call(t.url, 'delCloudAddressBook', { ids: typeof ids === 'string' ? ids : ids.join(',') }, caller);
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  }
  return results;
}

function idsOf(entries: readonly AddressBookEntry[]): string[] {
  return entries.map((entry) => entry._id);
}

describe('saving, listing and deleting', () => {
  it('creates a contact and answers it normalised, with an id and the change time', async () => {
    const me = await newCaller();
    const before = t.clock.now().getTime();
    const saved = await create(me, '  Alice  ', {
      phoneList: [
        { phone: '+12025550100', telCode: '1', tag: 'Mobile' },
        { phone: '+447911123456', telCode: '44' },
      ],
      email: ' alice@example.com ',
      companyName: 'ACME',
      note: 'met at the fair',
    });
    expect(saved).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      name: 'Alice',
      phoneList: [
        { phone: '+12025550100', telCode: '1', tag: 'Mobile' },
        { phone: '+447911123456', telCode: '44', tag: 'Other' },
      ],
      email: 'alice@example.com',
      companyName: 'ACME',
      note: 'met at the fair',
      date: expect.any(Number),
      deleted: false,
    });
    expect(saved.date).toBeGreaterThanOrEqual(before);
    expect(saved.date).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await page(me)).addressBookList).toEqual([saved]);
  });

  it('accepts the optional fields absent or null, and drops rows without a number', async () => {
    const me = await newCaller();
    const answer = await save(me, {
      name: 'Bob',
      phoneList: [
        { phone: '', telCode: '1', tag: 'Home' },
        { phone: '2025550100', telCode: '1', tag: 'Home' },
      ],
      email: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'Bob',
      phoneList: [{ phone: '+12025550100', telCode: '1', tag: 'Home' }],
      email: '',
      companyName: '',
      note: '',
    });
  });

  it('edits a contact by id: replaced fields, same id, a later date', async () => {
    const me = await newCaller();
    const original = await create(me, 'Carol');
    t.clock.advance(1_000);
    const answer = await save(me, draft('Caroline', { note: 'new note' }), original._id);
    expect(answer.status).toBe(200);
    const edited = answer.body.data;
    expect(edited).toMatchObject({ _id: original._id, name: 'Caroline', note: 'new note' });
    expect(edited?.date).toBeGreaterThan(original.date);
    expect((await page(me)).addressBookList).toEqual([edited]);
  });

  it('deletes several contacts and lists only the rest', async () => {
    const me = await newCaller();
    const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((name) => create(me, name)));
    if (!a || !b || !c) throw new Error('not created');
    const answer = await remove(me, [c._id, a._id]);
    expect(answer).toMatchObject({ status: 200, body: { retcode: 0, data: { deleted: [c._id, a._id] } } });
    expect(idsOf((await page(me)).addressBookList)).toEqual([b._id]);
  });

  it('treats duplicate ids and empty segments as separators, and a retried delete as done', async () => {
    const me = await newCaller();
    const a = await create(me, 'A');
    expect((await remove(me, `${a._id},${a._id},`)).body.data).toEqual({ deleted: [a._id] });
    // The answer of the first call was "lost": the retry still succeeds.
    expect(await remove(me, a._id)).toMatchObject({ status: 200, body: { data: { deleted: [a._id] } } });
  });

  it('refuses to edit a deleted contact (100005)', async () => {
    const me = await newCaller();
    const a = await create(me, 'A');
    await remove(me, [a._id]);
    expect(await save(me, draft('A again'), a._id)).toMatchObject({
      status: 404,
      body: { retcode: RETCODE.NOT_FOUND },
    });
  });

  it('refuses more ids than one call may delete', async () => {
    const me = await newCaller();
    const ids = Array.from({ length: CONTACT_LIMITS.idsPerDelete + 1 }, (_, index) => String(index + 1));
    expect(await remove(me, ids)).toMatchObject({ status: 400, body: { retcode: RETCODE.BAD_REQUEST } });
  });
});

describe('change times (`date`)', () => {
  it('strictly increase within an account, for concurrent saves and when the clock goes back', async () => {
    const me = await newCaller();
    const concurrent = await Promise.all(Array.from({ length: 20 }, (_, index) => create(me, `N${index}`)));
    expect(new Set(concurrent.map((contact) => contact.date)).size).toBe(20);
    const last = Math.max(...concurrent.map((contact) => contact.date));
    t.clock.advance(-60_000);
    try {
      // The clock now reads a minute before the last change: the next change still comes after it.
      expect((await create(me, 'Clock went back')).date).toBe(last + 1);
    } finally {
      t.clock.advance(60_000);
    }
  });

  it('are the same for every contact of one delete and later than the contacts’ last edit', async () => {
    const me = await newCaller();
    const [a, b] = await Promise.all([create(me, 'A'), create(me, 'B')]);
    if (!a || !b) throw new Error('not created');
    const { syncTime } = await page(me);
    await remove(me, [a._id, b._id]);
    const changes = (await page(me, { since: syncTime })).addressBookList;
    expect(changes).toHaveLength(2);
    expect(new Set(changes.map((entry) => entry.date)).size).toBe(1);
    expect(changes[0]?.date).toBeGreaterThan(Math.max(a.date, b.date));
  });
});

describe('paging', () => {
  it('answers 500 per page by default, every page with the same syncTime, and null after the last', async () => {
    const me = await newCaller();
    await inBatches(
      Array.from({ length: 501 }, (_, index) => index),
      25,
      (index) => create(me, `P${index}`),
    );
    const first = await page(me);
    expect(first.addressBookList).toHaveLength(CONTACT_LIMITS.pageSize);
    expect(first.nextStartTime).toEqual(expect.any(String));
    const second = await page(me, { startTime: first.nextStartTime ?? '' });
    expect(second.addressBookList).toHaveLength(1);
    expect(second.nextStartTime).toBeNull();
    expect(second.syncTime).toBe(first.syncTime);
  });

  it('answers a full last page with a null cursor (no empty extra page)', async () => {
    const me = await newCaller();
    await inBatches([0, 1, 2, 3], 4, (index) => create(me, `E${index}`));
    const first = await page(me, { pageSize: 2 });
    const second = await page(me, { pageSize: 2, startTime: first.nextStartTime ?? '' });
    expect(second.addressBookList).toHaveLength(2);
    expect(second.nextStartTime).toBeNull();
  });

  it('answers an empty book with one empty page', async () => {
    const me = await newCaller();
    expect(await page(me)).toEqual({ addressBookList: [], nextStartTime: null, syncTime: 0 });
  });

  it('refuses a cursor it did not issue, or one of the other listing kind (400, never 5xx)', async () => {
    const me = await newCaller();
    await inBatches([0, 1, 2], 3, (index) => create(me, `C${index}`));
    const full = await page(me, { pageSize: 1 });
    const changes = await page(me, { pageSize: 1, since: 0 });
    for (const query of [
      { startTime: 'garbage' },
      { startTime: 'f.1.2.3' },
      { startTime: full.nextStartTime ?? '', since: 0 },
      { startTime: changes.nextStartTime ?? '' },
    ]) {
      expect(await list(me, query)).toMatchObject({ status: 400, body: { retcode: RETCODE.BAD_REQUEST } });
    }
  });

  it('reads 1,200 contacts in pages of 500 with edits, creations and deletions between pages: none missed or repeated', async () => {
    const me = await newCaller();
    const contacts = await inBatches(
      Array.from({ length: 1_200 }, (_, index) => index),
      25,
      (index) => create(me, `Person ${index}`),
    );
    const allIds = contacts.map((contact) => contact._id);
    const editedIds: string[] = [];
    const deletedIds: string[] = [];
    const createdIds: string[] = [];
    let seenBeforeEdits: string[] = [];

    const listing = await listAll(me, {}, async (pagesRead) => {
      if (pagesRead !== 1) return;
      // After page 1: edit 50 contacts already read and 50 not yet read, delete 10 unread,
      // create 5 — every change moves `date` past everything the listing has seen.
      seenBeforeEdits = allIds.slice(0, 500);
      const edits = [...allIds.slice(0, 50), ...allIds.slice(900, 950)];
      editedIds.push(...edits);
      await inBatches(edits, 25, (id) => save(me, draft(`Edited ${id}`), id));
      deletedIds.push(...allIds.slice(1_100, 1_110));
      await remove(me, deletedIds);
      createdIds.push(
        ...(await inBatches([0, 1, 2, 3, 4], 5, (index) => create(me, `New ${index}`))).map((c) => c._id),
      );
    });

    const listedIds = idsOf(listing.entries);
    expect(listing.pages).toBe(3);
    expect(listing.syncTimes.size).toBe(1);
    expect(new Set(listedIds).size).toBe(listedIds.length);
    const expected = [...allIds.filter((id) => !deletedIds.includes(id)), ...createdIds];
    expect([...listedIds].sort()).toEqual([...expected].sort());
    // Created 25 at a time, contacts of one batch commit in any order on a real PostgreSQL.
    expect([...listedIds.slice(0, 500)].sort()).toEqual([...seenBeforeEdits].sort());
    expect(listing.entries.every((entry) => !entry.deleted)).toBe(true);

    // The next sync from the listing's syncTime brings every change made while it was read:
    // the edits in their new version, the creations, and the deletions as tombstones.
    const [syncTime] = [...listing.syncTimes];
    const sync = await listAll(me, { since: syncTime ?? 0 });
    const byId = new Map(sync.entries.map((entry) => [entry._id, entry]));
    expect(byId.size).toBe(sync.entries.length);
    expect([...byId.keys()].sort()).toEqual([...editedIds, ...deletedIds, ...createdIds].sort());
    for (const id of editedIds) expect(byId.get(id)).toMatchObject({ name: `Edited ${id}`, deleted: false });
    for (const id of deletedIds) expect(byId.get(id)).toEqual({ _id: id, deleted: true, date: expect.any(Number) });

    // Nothing changed since: an empty sync that keeps the same syncTime.
    const nextSync = await page(me, { since: sync.syncTimes.values().next().value ?? 0 });
    expect(nextSync.addressBookList).toEqual([]);
    expect(nextSync.syncTime).toBe(sync.syncTimes.values().next().value);
  }, 120_000);
});

describe('`since` changes', () => {
  it('answers updates, creations and tombstones after `since`, oldest first', async () => {
    const me = await newCaller();
    const [keep, edit, drop] = await Promise.all(['Keep', 'Edit', 'Drop'].map((name) => create(me, name)));
    if (!keep || !edit || !drop) throw new Error('not created');
    const { syncTime } = await page(me);

    const edited = (await save(me, draft('Edited'), edit._id)).body.data;
    await remove(me, [drop._id]);
    const added = await create(me, 'Added');

    const changes = await page(me, { since: syncTime });
    expect(changes.addressBookList).toEqual([
      edited,
      { _id: drop._id, deleted: true, date: expect.any(Number) },
      added,
    ]);
    const dates = changes.addressBookList.map((entry) => entry.date);
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(changes.syncTime).toBe(added.date);
    // since=0 is every change ever: the live contacts and the tombstone.
    expect(new Set(idsOf((await page(me, { since: 0 })).addressBookList))).toEqual(
      new Set([keep._id, edit._id, drop._id, added._id]),
    );
    // A full listing has no tombstones.
    expect(idsOf((await page(me)).addressBookList).sort()).toEqual([keep._id, edit._id, added._id].sort());
  });

  it('pages changes by (date, id) with edits between pages: no repeats, and the rest comes in the next sync', async () => {
    const me = await newCaller();
    const contacts = await inBatches(
      Array.from({ length: 30 }, (_, index) => index),
      10,
      (index) => create(me, `S${index}`),
    );
    const ids = contacts.map((contact) => contact._id);
    // Three contacts of the first page (created 10 at a time, a batch commits in any order) and
    // three of the last batch, which no first page can hold.
    const edited: string[] = [];
    const sync = await listAll(me, { since: 0, pageSize: 7 }, async (pagesRead, read) => {
      if (pagesRead !== 1) return;
      edited.push(...idsOf(read.slice(0, 3)), ...ids.slice(20, 23));
      await inBatches(edited, 6, (id) => save(me, draft(`Later ${id}`), id));
    });
    const syncIds = idsOf(sync.entries);
    expect(new Set(syncIds).size).toBe(syncIds.length);
    // The unread contacts edited meanwhile are left to the next sync, in their new version.
    expect([...syncIds].sort()).toEqual(ids.filter((id) => !ids.slice(20, 23).includes(id)).sort());
    const next = await listAll(me, { since: [...sync.syncTimes][0] ?? 0, pageSize: 7 });
    expect(new Set(idsOf(next.entries))).toEqual(new Set(edited));
    expect(next.entries.every((entry) => !entry.deleted && entry.name.startsWith('Later '))).toBe(true);
  });
});

describe('the server applies the form rules (spec 3 §5)', () => {
  const K = CONTACT_MESSAGE_KEYS;
  const row = (overrides: Record<string, unknown>) => ({
    phone: '+12025550123',
    telCode: '1',
    tag: 'Mobile',
    ...overrides,
  });
  const cases: [string, Record<string, unknown>, ContactMessageKey, string][] = [
    ['no name', { name: '  ' }, K.nameRequired, 'name'],
    ['a 21-character name', { name: 'n'.repeat(21) }, K.nameTooLong, 'name'],
    [
      'no country code',
      { phoneList: [row({ phone: '2025550123', telCode: '' })] },
      K.telCodeRequired,
      'phones[0].telCode',
    ],
    [
      'a country code with letters',
      { phoneList: [row({ phone: '2025550123', telCode: '1x' })] },
      K.telCodeInvalid,
      'phones[0].telCode',
    ],
    ['no number at all', { phoneList: [] }, K.phoneRequired, 'phones[0].phone'],
    ['a number with letters', { phoneList: [row({ phone: '+1202555abcd' })] }, K.phoneInvalid, 'phones[0].phone'],
    ['a bad e-mail', { email: 'someone@localhost' }, K.emailInvalid, 'email'],
    ['an unknown tag', { phoneList: [row({}), row({ tag: 'Fax' })] }, K.tagRequired, 'phones[1].tag'],
    ['an empty tag', { phoneList: [row({ tag: '' })] }, K.tagRequired, 'phones[0].tag'],
    ['a 21-character company', { companyName: 'c'.repeat(21) }, K.companyTooLong, 'companyName'],
    ['a 101-character note', { note: 'n'.repeat(101) }, K.noteTooLong, 'note'],
    [
      'six numbers',
      { phoneList: Array.from({ length: 6 }, (_, i) => row({ phone: `+1202555010${i}` })) },
      K.tooManyPhones,
      'phones',
    ],
  ];

  it.each(
    cases,
  )('refuses %s: 400, 100001, the rule’s text and every error in data', async (_, overrides, key, field) => {
    const me = await newCaller();
    const answer = await save(me, draft('Valid', overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.retcode).toBe(RETCODE.BAD_REQUEST);
    expect(answer.body.retmsg).toBe(CONTACT_RULE_TEXTS[key].en);
    expect((answer.body.data as unknown as ContactValidationData).errors).toEqual([{ field, key }]);
    expect((await page(me)).addressBookList).toEqual([]);
  });

  it('accepts the boundaries: 20-character name and company, 100-character note, five numbers', async () => {
    const me = await newCaller();
    const answer = await save(
      me,
      draft('n'.repeat(20), {
        companyName: 'c'.repeat(20),
        note: 'n'.repeat(100),
        phoneList: Array.from({ length: 5 }, (_, i) => row({ phone: `+1202555010${i}` })),
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data?.phoneList).toHaveLength(5);
  });

  it('reports every broken rule in form order and the first one as retmsg, in Chinese too', async () => {
    const me = await newCaller();
    const answer = await call(
      t.url,
      'createOrUpdateCloudAddressBook',
      { addressBook: JSON.stringify(draft('', { email: 'x', note: 'n'.repeat(101) })) },
      { ...me, lang: 'zh_cn' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.retmsg).toBe(CONTACT_RULE_TEXTS[K.nameRequired].zh_cn);
    expect((answer.body.data as unknown as ContactValidationData).errors.map((error) => error.field)).toEqual([
      'name',
      'email',
      'note',
    ]);
  });

  it.each([
    ['text that is not JSON', 'not json', 'addressBook must be the JSON text of a contact'],
    ['a JSON array', '[1,2]', 'addressBook must be the JSON text of a contact'],
    ['a JSON string', '"Alice"', 'addressBook must be the JSON text of a contact'],
    ['JSON null', 'null', 'addressBook must be the JSON text of a contact'],
    ['a name of the wrong type', JSON.stringify({ name: 5, phoneList: [] }), 'addressBook.name must be a string'],
    ['phoneList not a list', JSON.stringify({ name: 'A', phoneList: 'x' }), 'addressBook.phoneList'],
    [
      'a phone of the wrong type',
      JSON.stringify({ name: 'A', phoneList: [{ phone: 1, telCode: '1' }] }),
      'addressBook.phoneList.0.phone',
    ],
  ])('refuses %s (400, 100001)', async (_, text, retmsg) => {
    const me = await newCaller();
    const answer = await save(me, text);
    expect(answer.status).toBe(400);
    expect(answer.body.retcode).toBe(RETCODE.BAD_REQUEST);
    expect(answer.body.retmsg).toContain(retmsg);
  });

  it('refuses an addressBook that is not text, and a malformed listing query', async () => {
    const me = await newCaller();
    const notText = await call(t.url, 'createOrUpdateCloudAddressBook', { addressBook: { name: 'A' } }, me);
    expect(notText).toMatchObject({ status: 400, body: { retcode: RETCODE.BAD_REQUEST } });
    for (const query of [
      { pageSize: 0 },
      { pageSize: 501 },
      { pageSize: 1.5 },
      { since: -5 },
      { since: 'yesterday' },
    ]) {
      const answer = await call(t.url, 'getCloudAddressBook', query, me);
      expect(answer).toMatchObject({ status: 400, body: { retcode: RETCODE.BAD_REQUEST } });
    }
  });
});

describe('isolation', () => {
  it('between accounts: lists, edits and deletes only the caller’s contacts', async () => {
    const alice = await newCaller();
    const mallory = await newCaller();
    const secret = await create(alice, 'Secret', { note: 'private' });
    const own = await create(mallory, 'Own');

    expect(idsOf((await page(mallory)).addressBookList)).toEqual([own._id]);
    expect(idsOf((await page(mallory, { since: 0 })).addressBookList)).toEqual([own._id]);

    const edit = await save(mallory, draft('Hijacked'), secret._id);
    expect(edit).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    expect(edit.body.data).toBeUndefined();

    expect(await remove(mallory, [secret._id])).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    // Mixed with an own id: only the own one is deleted and reported.
    expect((await remove(mallory, [secret._id, own._id])).body.data).toEqual({ deleted: [own._id] });

    expect((await page(alice)).addressBookList).toEqual([secret]);
  });

  it('refuses ids that are no contact at all as not found', async () => {
    const me = await newCaller();
    expect(await remove(me, ['999999999'])).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    expect(await save(me, draft('X'), '999999999')).toMatchObject({
      status: 404,
      body: { retcode: RETCODE.NOT_FOUND },
    });
  });

  it('between brands: the same phone on another brand has another address book', async () => {
    const phone = uniquePhone();
    const onPingme = await newCaller('pingme', phone);
    const onWetalk = await newCaller('wetalk', phone);
    const contact = await create(onPingme, 'Brand friend');
    expect((await page(onWetalk)).addressBookList).toEqual([]);
    expect(await save(onWetalk, draft('Taken'), contact._id)).toMatchObject({ status: 404 });
    expect(await remove(onWetalk, [contact._id])).toMatchObject({ status: 404 });
    // A pingme token is not accepted for wetalk at all.
    const crossed = await call(t.url, 'getCloudAddressBook', {}, { token: onPingme.token, platform: 'wetalk' });
    expect(crossed.status).toBe(401);
  });

  it('needs a token', async () => {
    const { status, text } = await request(t.url, '/web/getCloudAddressBook', { query: { platform: 'pingme' } });
    expect(status).toBe(401);
    expect(JSON.parse(text)).toMatchObject({ retcode: RETCODE.TOKEN_INVALID });
  });
});

describe('sandbox demo data', () => {
  it('gives the two demo accounts of every brand each other as Demo Friend, and nothing else', async () => {
    const [first, second] = DEMO_ACCOUNTS;
    for (const platform of ['pingme', 'jiema'] as const) {
      const a = await newCaller(platform, first.phone);
      const b = await newCaller(platform, second.phone);
      const aBook = (await page(a)).addressBookList;
      const bBook = (await page(b)).addressBookList;
      expect(aBook).toEqual([
        expect.objectContaining({
          name: 'Demo Friend',
          phoneList: [{ phone: `+${second.telCode}${second.phone}`, telCode: second.telCode, tag: 'Mobile' }],
        }),
      ]);
      expect(bBook).toEqual([
        expect.objectContaining({
          name: 'Demo Friend',
          phoneList: [{ phone: `+${first.telCode}${first.phone}`, telCode: first.telCode, tag: 'Mobile' }],
        }),
      ]);
    }
  });
});
