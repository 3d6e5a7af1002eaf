/**
 * The address book kept for reading offline (issue 24 item 2), through the real store: the chats'
 * history over the IndexedDB message cache (fake-indexeddb), as the app builds it. It is a
 * snapshot beside the chat list, so it is encrypted, belongs to its account and leaves at logout
 * with the rest — proved here on the store itself, not on a stand-in.
 */
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedContact } from '../../../../src/services/api/contract/contacts.ts';
import { CachedMessage, createChatHistory } from '../../../../src/services/storage/chatHistory.ts';
import { createMessageCache } from '../../../../src/services/storage/messageCache.ts';

const ANNA: SavedContact = {
  _id: '17',
  name: 'Anna Secretname',
  phoneList: [{ phone: '+12025550143', telCode: '1', tag: 'Mobile' }],
  email: 'anna@example.com',
  companyName: '',
  note: 'met at the fair',
  date: 1_000,
  deleted: false,
};
const ZHANG: SavedContact = { ...ANNA, _id: '18', name: '张三', email: '', note: '' };

/** The store as `src/main.tsx` builds it, for the session `owner` (null: logged out). */
function store(owner: { current: string | null }) {
  return createChatHistory({ platform: 'pingme', owner: () => owner.current });
}

/** Every value in the brand's database, raw, as another program reading the disk would see it. */
async function rawDump(): Promise<string> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('pingme.messageCache');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const values: unknown[] = [];
  for (const name of Array.from(db.objectStoreNames)) {
    values.push(
      await new Promise((resolve) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result);
      }),
    );
  }
  db.close();
  return JSON.stringify(values, (_key, value) =>
    value instanceof ArrayBuffer ? new TextDecoder().decode(value) : value,
  );
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the kept address book (issue 24 item 2)', () => {
  it('is read back after a reload, encrypted on disk', async () => {
    const session = { current: 'token-a' };
    const first = store(session);
    expect(await first.readAddressBook()).toBeNull();
    await first.writeAddressBook([ANNA, ZHANG]);
    // A reload: a new store object over the same database.
    const second = store(session);
    expect(await second.readAddressBook()).toEqual([ANNA, ZHANG]);
    const dump = await rawDump();
    expect(dump).not.toContain('Secretname');
    expect(dump).not.toContain('anna@example.com');
    expect(dump).not.toContain('12025550143');
  });

  it('keeps an empty book as empty, not as unknown', async () => {
    const history = store({ current: 'token-a' });
    await history.writeAddressBook([]);
    expect(await history.readAddressBook()).toEqual([]);
  });

  it('leaves at logout with the rest of the store', async () => {
    const session: { current: string | null } = { current: 'token-a' };
    const history = store(session);
    await history.writeChatList({ chatList: [], syncTime: 5 });
    await history.writeAddressBook([ANNA]);
    // The root's `wipeChatHistory` at logout: the session is gone first, then the store is wiped.
    session.current = null;
    await history.wipe();
    expect(await rawDump()).not.toContain('snapshot:addressBook');
    session.current = 'token-a';
    expect(await store(session).readAddressBook()).toBeNull();
    expect(await store(session).readChatList()).toBeNull();
  });

  it("is never read by another account's session", async () => {
    await store({ current: 'token-a' }).writeAddressBook([ANNA]);
    expect(await store({ current: 'token-b' }).readAddressBook()).toBeNull();
  });

  it('is not shown when what storage holds no longer fits the schema', async () => {
    const cache = createMessageCache({
      platform: 'pingme',
      owner: 'token-a',
      messageSchema: CachedMessage,
    });
    await cache.writeSnapshot('addressBook', [{ _id: 'not an id', name: 3 }]);
    cache.close();
    expect(await store({ current: 'token-a' }).readAddressBook()).toBeNull();
  });
});
