import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createMessageCache, MAX_CACHED_MESSAGES } from '../../../../src/services/storage/index.ts';
import { UNSENT_KEPT_MS } from '../../../../src/services/storage/messageCache.ts';

const Message = z.object({
  smsId: z.string(),
  date: z.number(),
  status: z.optional(z.number()),
  unsent: z.optional(z.literal(true)),
  queued: z.optional(z.literal(true)),
  text: z.string(),
});
type Message = z.infer<typeof Message>;

/** 22 October 2025, 19:00 UTC; retention keeps 1 July 2025 (UTC) onwards. */
const NOW = Date.UTC(2025, 9, 22, 19, 0);
const JULY_FIRST = Date.UTC(2025, 6, 1);
const KEY = '14155550100-14155550199';

const message = (smsId: string, date: number, extra: Partial<Message> = {}): Message => ({
  smsId,
  date,
  text: `secret text ${smsId}`,
  ...extra,
});

function cache({ owner = 'alice', now = NOW, onOverflow = vi.fn() } = {}) {
  return createMessageCache({ platform: 'pingme', owner, messageSchema: Message, onOverflow, now: () => now });
}

/** Everything stored in a database, raw, as another program reading the disk would see it. */
async function rawRecords(): Promise<Record<string, unknown[]>> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('pingme.messageCache');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const result: Record<string, unknown[]> = {};
  for (const store of Array.from(db.objectStoreNames)) {
    result[store] = await new Promise((resolve) => {
      const request = db.transaction(store).objectStore(store).getAll();
      request.onsuccess = () => resolve(request.result);
    });
  }
  db.close();
  return result;
}

beforeEach(() => {
  // A fresh, empty IndexedDB for every test.
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('messageCache', () => {
  it('stores and reads back a conversation, oldest first', async () => {
    const store = cache();
    const messages = [message('b', NOW - 1000), message('a', NOW - 5000)];
    expect(await store.writeConversation(KEY, messages)).toBe('written');
    expect(await store.readConversation(KEY)).toEqual([messages[1], messages[0]]);
    expect(await store.readConversation('14155550100-14155550111')).toEqual([]);
    store.close();
  });

  it('keeps a list snapshot encrypted, survives a reload, and forgets it at wipe (issue 24 item 2)', async () => {
    const first = cache();
    expect(await first.readSnapshot('chatList')).toBeNull();
    const list = { chatList: [{ smsId: 'x', text: 'secret row' }], syncTime: 5 };
    expect(await first.writeSnapshot('chatList', list)).toBe('written');
    first.close();
    const second = cache();
    expect(await second.readSnapshot('chatList')).toEqual(list);
    expect(JSON.stringify(await rawRecords())).not.toContain('secret row');
    await second.wipe();
    expect(await second.readSnapshot('chatList')).toBeNull();
    second.close();
  });

  it('survives a reload: a new cache object reads what the last one wrote', async () => {
    const first = cache();
    await first.writeConversation(KEY, [message('a', NOW)]);
    first.close();
    const second = cache();
    expect(await second.readConversation(KEY)).toEqual([message('a', NOW)]);
    second.close();
  });

  it('keeps only ciphertext on disk, under a non-extractable AES-GCM key, with a fresh IV per record', async () => {
    const store = cache();
    await store.writeConversation(KEY, [message('a', NOW)]);
    await store.writeConversation('14155550100-14155550111', [message('b', NOW)]);
    await store.writeMonthMarker('2025-10');
    store.close();

    const raw = await rawRecords();
    const dump = JSON.stringify(raw, (_key, value) =>
      value instanceof ArrayBuffer ? new TextDecoder().decode(value) : value,
    );
    expect(dump).not.toContain('secret text');
    expect(dump).not.toContain('2025-10');
    expect(dump).not.toContain('alice');

    const [key] = raw.secrets as CryptoKey[];
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key!.extractable).toBe(false);
    expect(key!.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();

    const ivs = (raw.conversations as { iv: Uint8Array }[]).map((record) => Array.from(record.iv).join());
    expect(ivs).toHaveLength(2);
    expect(ivs[0]!.split(',')).toHaveLength(12);
    expect(new Set(ivs).size).toBe(2);
  });

  it('creates the key once and reuses it', async () => {
    const generateKey = vi.spyOn(crypto.subtle, 'generateKey');
    const store = cache();
    await store.writeConversation(KEY, [message('a', NOW)]);
    await store.writeConversation(KEY, [message('a', NOW), message('b', NOW)]);
    store.close();
    const again = cache();
    await again.writeConversation(KEY, [message('c', NOW)]);
    expect(generateKey).toHaveBeenCalledOnce();
    again.close();
  });

  it('treats a record moved to another conversation as unreadable and drops it', async () => {
    const store = cache();
    await store.writeConversation(KEY, [message('a', NOW)]);
    store.close();
    // Copy the ciphertext of one conversation under another key, as tampering would.
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open('pingme.messageCache');
      request.onsuccess = () => resolve(request.result);
    });
    await new Promise<void>((resolve) => {
      const tx = db.transaction('conversations', 'readwrite');
      const get = tx.objectStore('conversations').get(KEY);
      get.onsuccess = () => tx.objectStore('conversations').put(get.result, 'other-key');
      tx.oncomplete = () => resolve();
    });
    db.close();
    const reopened = cache();
    expect(await reopened.readConversation('other-key')).toEqual([]);
    expect(await reopened.readConversation(KEY)).toEqual([message('a', NOW)]);
    reopened.close();
    expect((await rawRecords()).conversations).toHaveLength(1);
  });

  it('drops messages older than about four months on write and on read', async () => {
    const store = cache();
    const old = message('old', JULY_FIRST - 1);
    const kept = message('kept', JULY_FIRST);
    await store.writeConversation(KEY, [old, kept]);
    expect(await store.readConversation(KEY)).toEqual([kept]);
    store.close();

    // Read again a month later: July has left the window.
    const later = cache({ now: Date.UTC(2025, 10, 3) });
    expect(await later.readConversation(KEY)).toEqual([]);
    later.close();
  });

  it('drops whole conversations that went stale when it opens', async () => {
    const store = cache();
    await store.writeConversation(KEY, [message('a', Date.UTC(2025, 7, 5))]);
    await store.writeConversation('14155550100-14155550111', [message('b', NOW)]);
    store.close();
    const december = cache({ now: Date.UTC(2025, 11, 2) });
    expect(await december.readMonthMarker()).toBeNull(); // any call opens it
    december.close();
    const raw = await rawRecords();
    expect(raw.conversations).toHaveLength(1);
  });

  it('removes a conversation when written empty or deleted', async () => {
    const store = cache();
    await store.writeConversation(KEY, [message('a', NOW)]);
    await store.writeConversation(KEY, []);
    expect(await store.readConversation(KEY)).toEqual([]);
    await store.writeConversation(KEY, [message('a', NOW)]);
    await store.deleteConversation(KEY);
    expect(await store.readConversation(KEY)).toEqual([]);
    store.close();
    expect((await rawRecords()).conversations).toEqual([]);
  });

  it('keeps the newest 500 messages of a conversation and never a message still sending', async () => {
    const store = cache();
    const many = Array.from({ length: MAX_CACHED_MESSAGES + 20 }, (_, index) =>
      message(`m${index}`, NOW - 100_000 + index),
    );
    await store.writeConversation(KEY, [
      ...many,
      message('pending', NOW, { status: 1 }),
      message('failed', NOW, { status: 2 }),
    ]);
    const read = await store.readConversation(KEY);
    expect(read).toHaveLength(MAX_CACHED_MESSAGES);
    expect(read[0]!.smsId).toBe('m21');
    expect(read.map((entry) => entry.smsId)).not.toContain('pending');
    expect(read.at(-1)!.smsId).toBe('failed');
    store.close();
  });

  it('keeps a text waiting in the outbox (sending, but queued): a reload still shows it waiting (issue 24 item 3)', async () => {
    const store = cache();
    await store.writeConversation(KEY, [
      message('on-its-way', NOW - 2, { status: 1 }),
      message('waiting', NOW - 1, { status: 1, queued: true }),
    ]);
    expect(await store.readConversation(KEY)).toEqual([message('waiting', NOW - 1, { status: 1, queued: true })]);
    store.close();
  });

  it('keeps a failed send the server never stored for a week only, not for the months of history (issue 22)', async () => {
    const store = cache();
    const fresh = message('unsent-new', NOW - UNSENT_KEPT_MS + 60_000, { status: 2, unsent: true });
    const stale = message('unsent-old', NOW - UNSENT_KEPT_MS - 60_000, { status: 2, unsent: true });
    const stored = message('failed-stored', NOW - UNSENT_KEPT_MS - 60_000, { status: 2 });
    await store.writeConversation(KEY, [stale, stored, fresh]);
    expect((await store.readConversation(KEY)).map((m) => m.smsId)).toEqual(['failed-stored', 'unsent-new']);
    store.close();
    // Read a week later: the one kept at the write has aged out too.
    const later = cache({ now: NOW + UNSENT_KEPT_MS });
    expect((await later.readConversation(KEY)).map((m) => m.smsId)).toEqual(['failed-stored']);
    later.close();
  });

  it('keeps the composer drafts encrypted, across a reload, until written empty or wiped', async () => {
    const store = cache();
    expect(await store.readDrafts()).toEqual({});
    expect(await store.writeDrafts({ [KEY]: 'secret draft' })).toBe('written');
    expect(JSON.stringify(await rawRecords())).not.toContain('secret draft');
    store.close();
    const reloaded = cache();
    expect(await reloaded.readDrafts()).toEqual({ [KEY]: 'secret draft' });
    await reloaded.writeDrafts({});
    expect(await reloaded.readDrafts()).toEqual({});
    await reloaded.writeDrafts({ [KEY]: 'again' });
    await reloaded.wipe();
    expect(await reloaded.readDrafts()).toEqual({});
    reloaded.close();
    // Another account never sees them.
    const mine = cache();
    await mine.writeDrafts({ [KEY]: 'mine' });
    mine.close();
    const theirs = cache({ owner: 'bob' });
    expect(await theirs.readDrafts()).toEqual({});
    theirs.close();
  });

  it('drops a stored value that does not match the message shape', async () => {
    const loose = createMessageCache({
      platform: 'pingme',
      owner: 'alice',
      messageSchema: z.object({ smsId: z.string(), date: z.number() }),
      now: () => NOW,
    });
    await loose.writeConversation(KEY, [{ smsId: 'a', date: NOW }]);
    loose.close();
    const strict = cache();
    expect(await strict.readConversation(KEY)).toEqual([]);
    strict.close();
    expect((await rawRecords()).conversations).toEqual([]);
  });

  it('stores the current-month marker', async () => {
    const store = cache();
    expect(await store.readMonthMarker()).toBeNull();
    expect(await store.writeMonthMarker('2025-10')).toBe('written');
    expect(await store.readMonthMarker()).toBe('2025-10');
    store.close();
  });

  it('empties itself when opened for another account', async () => {
    const alice = cache();
    await alice.writeConversation(KEY, [message('a', NOW)]);
    await alice.writeMonthMarker('2025-10');
    alice.close();
    const bob = cache({ owner: 'bob' });
    expect(await bob.readConversation(KEY)).toEqual([]);
    expect(await bob.readMonthMarker()).toBeNull();
    bob.close();
  });

  it('wipe() at logout removes messages, marker and key; the next login starts afresh', async () => {
    const store = cache();
    await store.writeConversation(KEY, [message('a', NOW)]);
    await store.writeMonthMarker('2025-10');
    await store.wipe();
    const raw = await rawRecords();
    expect(raw).toEqual({ conversations: [], meta: [], secrets: [] });

    expect(await store.readConversation(KEY)).toEqual([]);
    expect(await store.writeConversation(KEY, [message('b', NOW)])).toBe('written');
    expect(await store.readConversation(KEY)).toEqual([message('b', NOW)]);
    store.close();
  });

  it('on a full disk clears IndexedDB and localStorage and reports it (spec 1 §8)', async () => {
    const onOverflow = vi.fn();
    const store = cache({ onOverflow });
    await store.writeConversation(KEY, [message('a', NOW)]);
    localStorage.setItem('pingme.token', 'tok');

    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === 'conversations') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    expect(await store.writeConversation('14155550100-14155550111', [message('b', NOW)])).toBe('cleared');
    expect(onOverflow).toHaveBeenCalledOnce();
    expect(localStorage.length).toBe(0);
    vi.mocked(IDBObjectStore.prototype.put).mockRestore();

    expect(await rawRecords()).toEqual({ conversations: [], meta: [], secrets: [] });
    // The cache keeps working afterwards.
    expect(await store.readConversation(KEY)).toEqual([]);
    expect(await store.writeConversation(KEY, [message('c', NOW)])).toBe('written');
    expect(await store.readConversation(KEY)).toEqual([message('c', NOW)]);
    store.close();
  });

  it('holds nothing, without failing, where IndexedDB is missing', async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error -- a browser profile without IndexedDB
    delete globalThis.indexedDB;
    try {
      const store = cache();
      expect(await store.writeConversation(KEY, [message('a', NOW)])).toBe('notStored');
      expect(await store.readConversation(KEY)).toEqual([]);
      expect(await store.readMonthMarker()).toBeNull();
      await store.deleteConversation(KEY);
      await store.wipe();
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});
