/**
 * The developer API's keys and signatures (issue 13 item 5; docs/developer-api.md).
 *
 * A key signs the account's callbacks, so the server must read it back: it cannot be kept as a
 * hash. It is kept encrypted at rest instead — AES-256-GCM under a key derived from the server's
 * secret (`CALLBACK_KEY_SECRET`) — so a copy of the database alone does not reveal it. It is shown
 * to its owner only, and never logged.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

export interface KeyBox {
  seal(key: string): string;
  /** The key, or null when it cannot be opened (another secret than the one that sealed it, or a damaged value). */
  open(sealed: string): string | null;
}

export function createKeyBox(secret: string): KeyBox {
  // A fixed-size AES key from a secret of any length.
  const aesKey = createHash('sha256').update(`developer-api-keys\0${secret}`).digest();
  return {
    seal(key) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const text = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), text].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, text] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (iv?.length !== 12 || tag?.length !== 16 || !text) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** A new key: 32 random bytes, hex. */
export function newApiKey(): string {
  return randomBytes(32).toString('hex');
}

/** A new public user id: 16 hex digits (not the account's id, which would leak how many accounts exist). */
export function newUserId(): string {
  return randomBytes(8).toString('hex');
}

/**
 * The `X-Signature` of a callback: HMAC-SHA256, hex, over `${timestamp}.${body}` keyed by the
 * account's key; `timestamp` is the `X-Timestamp` header (seconds since the epoch).
 */
export function signCallback(key: string, timestamp: string, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
}
