/**
 * The local message cache (spec 1 §3 Stored locally, §5 Local data, §8; issue 3 deliverable 8):
 * per-conversation messages and the current-month marker in IndexedDB, every value encrypted
 * (see cacheCrypto.ts), history older than about four months dropped, an overflow clearing all
 * local storage, and `wipe()` at logout.
 *
 * Expected trouble is a value, never a throw: a record that does not decrypt or parse reads as
 * empty (and is removed), a browser without IndexedDB (some private modes) gets a cache that
 * holds nothing, and a full disk gives 'cleared'. The chats chart can treat every call as safe.
 *
 * Decisions:
 * - One database per platform (`<platform>.messageCache`), like the session keys; it remembers
 *   (as a SHA-256 fingerprint) the account it belongs to, and opening it for another account
 *   empties it first, so a shared browser never shows one account's history to another.
 * - Retention is `retentionCutoff(now)`: the current month and the three before it, the months
 *   the chat list is fetched for. The date of a conversation's newest message is kept in clear
 *   beside the ciphertext so stale conversations can be dropped without decrypting them.
 * - A conversation keeps at most its newest MAX_CACHED_MESSAGES (one dialog page): enough to show
 *   history at once on reload; older pages come from the server on scroll.
 * - Messages still sending (status 1) are not kept: after a reload nobody is waiting for their
 *   acknowledgement, and the refetch shows them if the server has them. A text waiting in the
 *   outbox (`queued`, issue 24 item 3) is kept: it goes after the reload, and shows as waiting.
 * - A failed send the server never stored (`unsent`) is kept, so after a reload it can still be
 *   retried or deleted — but for `UNSENT_KEPT_MS` (7 days) only, not for the months of history:
 *   a week-old refusal is no longer a send anyone waits for, and the server has no copy to
 *   bring it back (docs/chats-views.md 'Failed messages').
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { z } from 'zod/mini';
import type { Platform } from '../api/contract/platform.ts';
import { retentionCutoff } from '../chats/months.ts';
import { MESSAGE_STATUS } from '../chats/types.ts';
import { decryptJson, type EncryptedRecord, encryptJson, fingerprint, generateCacheKey } from './cacheCrypto.ts';
import { isQuotaExceededError } from './quota.ts';

/** spec 1 §9 page size of the dialog list. */
export const MAX_CACHED_MESSAGES = 500;

/** How long a failed send the server never stored stays in the cache (decision, see above). */
export const UNSENT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export interface CacheableMessage {
  smsId: string;
  /** Epoch milliseconds. */
  date: number;
  status?: number;
  /** Never stored by the server: kept for `UNSENT_KEPT_MS` only. */
  unsent?: true;
  /** Waiting in the outbox (status 1, not yet sent): kept, unlike a send on its way. */
  queued?: true;
}

/** Whether a message is still kept: within the retention, and an unsent one within its week. */
function isKept(message: CacheableMessage, cutoff: number, at: number): boolean {
  return message.date >= cutoff && !(message.unsent && message.date < at - UNSENT_KEPT_MS);
}

/**
 * 'written'; 'cleared' when the disk was full and all local storage was cleared (the user has been
 * told through `onOverflow`); 'notStored' when IndexedDB is unavailable or failed otherwise.
 */
export type CacheWriteOutcome = 'written' | 'cleared' | 'notStored';

export interface MessageCache<T extends CacheableMessage> {
  /** The cached messages of a conversation, oldest first ([] when none or unreadable). */
  readConversation(key: string): Promise<T[]>;
  /** Replaces a conversation's cached messages (an empty list removes it). */
  writeConversation(key: string, messages: readonly T[]): Promise<CacheWriteOutcome>;
  /** spec 1 §4 Deleting: a deleted conversation leaves local storage too. */
  deleteConversation(key: string): Promise<void>;
  /** The stored current-month marker ('YYYY-MM', see `monthMarker`), null on a first visit. */
  readMonthMarker(): Promise<string | null>;
  writeMonthMarker(marker: string): Promise<CacheWriteOutcome>;
  /**
   * A list kept whole for reading offline (issue 24 item 2: the chat list, the address book), encrypted like the
   * messages; what it holds is the caller's to check. null when none or unreadable.
   */
  readSnapshot(name: SnapshotName): Promise<unknown>;
  writeSnapshot(name: SnapshotName, value: unknown): Promise<CacheWriteOutcome>;
  /** The composer's unsent text per conversation key ({} when none or unreadable). */
  readDrafts(): Promise<Record<string, string>>;
  /** Replaces the kept drafts (an empty record removes them). */
  writeDrafts(drafts: Readonly<Record<string, string>>): Promise<CacheWriteOutcome>;
  /** Logout: removes every cached message, the marker and the encryption key. */
  wipe(): Promise<void>;
  close(): void;
}

export interface MessageCacheOptions<T extends CacheableMessage> {
  platform: Platform;
  /** The account the history belongs to (e.g. its web id). */
  owner: string;
  /** Checks what comes out of storage: a stored value is data from outside like any other. */
  messageSchema: z.ZodMiniType<T>;
  /** spec 1 §8: storage overflowed and was cleared; show the translated alert `error.storageOverflow`. */
  onOverflow?(): void;
  /** Cleared with the databases on overflow (spec 1 §8: all local storage). */
  localStorage?: Storage;
  crypto?: Crypto;
  now?(): number;
}

/** The lists kept whole beside the conversations: the chat list, the address book (issue 24 item 2) and the outbox's queued texts (item 3). */
export type SnapshotName = 'chatList' | 'addressBook' | 'outbox';

interface ConversationRecord extends EncryptedRecord {
  /** Date of the newest message, in clear, for retention without decryption. */
  newest: number;
}

interface CacheSchema extends DBSchema {
  secrets: { key: 'messageKey'; value: CryptoKey };
  conversations: { key: string; value: ConversationRecord; indexes: { byNewest: number } };
  meta: {
    key: 'owner' | 'monthMarker' | 'composerDrafts' | `snapshot:${SnapshotName}`;
    value: string | EncryptedRecord;
  };
}

type CacheDatabase = IDBPDatabase<CacheSchema>;

const STORES = ['secrets', 'conversations', 'meta'] as const;
const MONTH_MARKER_SLOT = 'meta:monthMarker';
const DRAFTS_SLOT = 'meta:composerDrafts';
const Drafts = z.record(z.string(), z.string());
const conversationSlot = (key: string) => `conversation:${key}`;
const snapshotSlot = (name: SnapshotName) => `meta:snapshot:${name}`;

/** A quota error as IndexedDB reports it: a DOMException, or a transaction aborted because of one. */
function isQuotaError(error: unknown): boolean {
  return (
    isQuotaExceededError(error) ||
    (typeof error === 'object' && error !== null && 'name' in error && error.name === 'QuotaExceededError')
  );
}

/** The brand's IndexedDB database (one per brand: brands may share an origin in development). */
export const messageCacheName = (platform: Platform) => `${platform}.messageCache`;

export function createMessageCache<T extends CacheableMessage>({
  platform,
  owner,
  messageSchema,
  onOverflow,
  localStorage = globalThis.localStorage,
  crypto = globalThis.crypto,
  now = Date.now,
}: MessageCacheOptions<T>): MessageCache<T> {
  const name = messageCacheName(platform);
  const messageList = z.array(messageSchema);
  let opening: Promise<CacheDatabase | null> | null = null;

  async function deleteStale(db: CacheDatabase): Promise<void> {
    const tx = db.transaction('conversations', 'readwrite');
    const stale = IDBKeyRange.upperBound(retentionCutoff(now()), true);
    for (let cursor = await tx.store.index('byNewest').openCursor(stale); cursor; cursor = await cursor.continue()) {
      await cursor.delete();
    }
    await tx.done;
  }

  async function clearStores(db: CacheDatabase): Promise<void> {
    const tx = db.transaction(STORES, 'readwrite');
    await Promise.all([...STORES.map((store) => tx.objectStore(store).clear()), tx.done]);
  }

  async function open(): Promise<CacheDatabase | null> {
    if (typeof indexedDB === 'undefined') return null;
    const db = await openDB<CacheSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore('secrets');
        database.createObjectStore('conversations').createIndex('byNewest', 'newest');
        database.createObjectStore('meta');
      },
      // Another tab upgrades the schema: let it, this connection reopens on next use.
      blocking() {
        db.close();
        opening = null;
      },
    });
    const ownerPrint = await fingerprint(crypto, `${platform}:${owner}`);
    if ((await db.get('meta', 'owner')) !== ownerPrint) {
      await clearStores(db);
      await db.put('meta', ownerPrint, 'owner');
    }
    await deleteStale(db);
    return db;
  }

  /** The database, opened once; null when IndexedDB cannot be used here. */
  function database(): Promise<CacheDatabase | null> {
    opening ??= open().catch((error: unknown) => {
      console.warn('message cache unavailable', error);
      opening = null;
      return null;
    });
    return opening;
  }

  /**
   * The encryption key, created on first use. The candidate is generated before the transaction
   * (WebCrypto calls would let it auto-commit); read-then-add inside one transaction means two
   * tabs starting at once agree on one key.
   */
  async function messageKey(db: CacheDatabase): Promise<CryptoKey> {
    const stored = await db.get('secrets', 'messageKey');
    if (stored) return stored;
    const candidate = await generateCacheKey(crypto);
    const tx = db.transaction('secrets', 'readwrite');
    const existing = await tx.store.get('messageKey');
    if (!existing) await tx.store.add(candidate, 'messageKey');
    await tx.done;
    return existing ?? candidate;
  }

  /** spec 1 §8: on overflow all local storage is cleared and the user told. */
  async function overflow(db: CacheDatabase, error: unknown): Promise<'cleared'> {
    console.warn('local storage full: clearing it', error);
    try {
      await clearStores(db);
    } catch (clearError) {
      console.warn('could not clear the message cache', clearError);
    }
    db.close();
    opening = null;
    localStorage?.clear();
    onOverflow?.();
    return 'cleared';
  }

  async function write(run: (db: CacheDatabase, key: CryptoKey) => Promise<void>): Promise<CacheWriteOutcome> {
    const db = await database();
    if (!db) return 'notStored';
    try {
      await run(db, await messageKey(db));
      return 'written';
    } catch (error) {
      if (isQuotaError(error)) return overflow(db, error);
      console.warn('message cache write failed', error);
      return 'notStored';
    }
  }

  return {
    async readConversation(key) {
      const db = await database();
      if (!db) return [];
      try {
        const record = await db.get('conversations', key);
        if (!record) return [];
        const messages = messageList.parse(
          await decryptJson(crypto, await messageKey(db), conversationSlot(key), record),
        );
        const at = now();
        const cutoff = retentionCutoff(at);
        return messages.filter((message) => isKept(message, cutoff, at));
      } catch (error) {
        // Written under a key that is gone, damaged, or of an older message shape: drop it.
        console.warn('dropping an unreadable cached conversation', error);
        await db.delete('conversations', key).catch(() => undefined);
        return [];
      }
    },

    writeConversation(key, messages) {
      const at = now();
      const cutoff = retentionCutoff(at);
      const kept = messages
        .filter(
          (message) => isKept(message, cutoff, at) && (message.status !== MESSAGE_STATUS.sending || message.queued),
        )
        .sort((a, b) => a.date - b.date)
        .slice(-MAX_CACHED_MESSAGES);
      return write(async (db, cryptoKey) => {
        const newest = kept.at(-1)?.date;
        if (newest === undefined) {
          await db.delete('conversations', key);
          return;
        }
        const record = await encryptJson(crypto, cryptoKey, conversationSlot(key), kept);
        await db.put('conversations', { ...record, newest }, key);
      });
    },

    async deleteConversation(key) {
      try {
        await (await database())?.delete('conversations', key);
      } catch (error) {
        console.warn('could not delete a cached conversation', error);
      }
    },

    async readMonthMarker() {
      const db = await database();
      if (!db) return null;
      try {
        const record = await db.get('meta', 'monthMarker');
        if (!record || typeof record === 'string') return null;
        const marker = await decryptJson(crypto, await messageKey(db), MONTH_MARKER_SLOT, record);
        return typeof marker === 'string' ? marker : null;
      } catch {
        return null;
      }
    },

    writeMonthMarker(marker) {
      return write(async (db, cryptoKey) => {
        await db.put('meta', await encryptJson(crypto, cryptoKey, MONTH_MARKER_SLOT, marker), 'monthMarker');
      });
    },

    async readSnapshot(name) {
      const db = await database();
      if (!db) return null;
      try {
        const record = await db.get('meta', `snapshot:${name}`);
        if (!record || typeof record === 'string') return null;
        return await decryptJson(crypto, await messageKey(db), snapshotSlot(name), record);
      } catch {
        return null;
      }
    },

    writeSnapshot(name, value) {
      return write(async (db, cryptoKey) => {
        await db.put('meta', await encryptJson(crypto, cryptoKey, snapshotSlot(name), value), `snapshot:${name}`);
      });
    },

    async readDrafts() {
      const db = await database();
      if (!db) return {};
      try {
        const record = await db.get('meta', 'composerDrafts');
        if (!record || typeof record === 'string') return {};
        return Drafts.parse(await decryptJson(crypto, await messageKey(db), DRAFTS_SLOT, record));
      } catch (error) {
        console.warn('dropping unreadable composer drafts', error);
        await db.delete('meta', 'composerDrafts').catch(() => undefined);
        return {};
      }
    },

    writeDrafts(drafts) {
      return write(async (db, cryptoKey) => {
        if (Object.keys(drafts).length === 0) {
          await db.delete('meta', 'composerDrafts');
          return;
        }
        await db.put('meta', await encryptJson(crypto, cryptoKey, DRAFTS_SLOT, drafts), 'composerDrafts');
      });
    },

    async wipe() {
      const db = await database();
      if (!db) return;
      try {
        await clearStores(db);
      } catch (error) {
        console.warn('could not wipe the message cache', error);
      }
      // The next use (another login) starts from scratch: owner, key and all.
      db.close();
      opening = null;
    },

    close() {
      void opening?.then((db) => db?.close());
      opening = null;
    },
  };
}
