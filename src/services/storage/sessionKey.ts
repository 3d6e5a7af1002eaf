/**
 * The key that encrypts the stored session (token, refresh time, what was typed at login), like
 * the message cache's key (cacheCrypto.ts): random, generated once per browser profile and brand,
 * kept in IndexedDB as a NON-EXTRACTABLE CryptoKey, so a copy of localStorage alone is unreadable.
 *
 * A browser without IndexedDB (some private modes) answers null: the session is then kept in
 * memory only and a reload asks for a login again (decision: never fall back to clear text).
 */
import { type DBSchema, openDB } from 'idb';
import type { Platform } from '../api/contract/platform.ts';
import { generateCacheKey } from './cacheCrypto.ts';

interface KeySchema extends DBSchema {
  secrets: { key: 'sessionKey'; value: CryptoKey };
}

export type SessionKeySource = () => Promise<CryptoKey | null>;

export function indexedDbSessionKey(platform: Platform, crypto: Crypto = globalThis.crypto): SessionKeySource {
  let key: Promise<CryptoKey | null> | null = null;

  async function open(): Promise<CryptoKey | null> {
    if (typeof indexedDB === 'undefined') return null;
    const db = await openDB<KeySchema>(`${platform}.session`, 1, {
      upgrade: (database) => void database.createObjectStore('secrets'),
    });
    try {
      const stored = await db.get('secrets', 'sessionKey');
      if (stored) return stored;
      // Generated outside the transaction (a WebCrypto call would let it auto-commit); read-then-add
      // inside one transaction means two tabs starting at once agree on one key.
      const candidate = await generateCacheKey(crypto);
      const tx = db.transaction('secrets', 'readwrite');
      const existing = await tx.store.get('sessionKey');
      if (!existing) await tx.store.add(candidate, 'sessionKey');
      await tx.done;
      return existing ?? candidate;
    } finally {
      db.close();
    }
  }

  return () => {
    key ??= open().catch((error: unknown) => {
      console.warn('session key unavailable: the session is kept in memory only', error);
      return null;
    });
    return key;
  };
}
