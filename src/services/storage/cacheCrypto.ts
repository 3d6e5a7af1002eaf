/**
 * Encryption of the local message cache with WebCrypto AES-GCM.
 *
 * The spec keeps local data under a key derived from the browser platform and agent (spec 1 §3
 * Stored locally); anyone can derive that key again. Instead (issue 3 deliverable 8) the key is
 * random, generated once per browser profile and stored in IndexedDB as a NON-EXTRACTABLE
 * CryptoKey: script can use it but never read its bytes, so a copied database file or a dump of
 * storage through an extension or devtools export is unreadable on its own.
 *
 * Every record gets its own random 96-bit IV, and is bound to its storage slot through the
 * additional authenticated data, so a record moved to another conversation fails to decrypt.
 */

export const CACHE_KEY_ALGORITHM = { name: 'AES-GCM', length: 256 } as const;

export interface EncryptedRecord {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function generateCacheKey(crypto: Crypto): Promise<CryptoKey> {
  return crypto.subtle.generateKey(CACHE_KEY_ALGORITHM, false, ['encrypt', 'decrypt']);
}

/** Encrypts `value` as JSON, bound to `slot` (e.g. 'conversation:<key>'). */
export async function encryptJson(
  crypto: Crypto,
  key: CryptoKey,
  slot: string,
  value: unknown,
): Promise<EncryptedRecord> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(slot) },
    key,
    encoder.encode(JSON.stringify(value)),
  );
  return { iv, data };
}

/** The JSON value of a record; throws when the key, the slot or the bytes do not match. */
export async function decryptJson(
  crypto: Crypto,
  key: CryptoKey,
  slot: string,
  record: { iv: Uint8Array<ArrayBuffer>; data: BufferSource },
): Promise<unknown> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: record.iv, additionalData: encoder.encode(slot) },
    key,
    record.data,
  );
  return JSON.parse(decoder.decode(plain));
}

/** SHA-256 hex of a text: the cache remembers whose it is without keeping the account id in clear. */
export async function fingerprint(crypto: Crypto, text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
