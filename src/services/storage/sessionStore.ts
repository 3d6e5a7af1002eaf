/**
 * What the session keeps in the browser (spec 1 §3 Stored locally): the token, the two number-tip
 * flags, the recently used app list and the captcha failure counter (spec 2 §4). Keys are
 * prefixed with the platform: accounts and tokens are per brand, and one development host can
 * show every brand (`?platform=`), so a brand never picks up another brand's token.
 *
 * The session itself — token, the time of its last refresh, and what was typed at login (spec 1
 * §4: "login stores the token and the entered code, phone and e-mail") — is one record encrypted
 * with AES-GCM under a non-extractable key (sessionKey.ts), like the message cache. It is read
 * once at start (`restore`) and then held in memory, so `getToken()` stays synchronous for the
 * API and the socket; writes are encrypted in the background, in order.
 *
 * decision: "the entered code" is the country code the person chose (the one-time verification
 * code is worthless once used and is never stored).
 */
import type { Platform } from '../api/contract/platform.ts';
import { decryptJson, encryptJson } from './cacheCrypto.ts';
import { writeOrClear } from './quota.ts';
import { indexedDbSessionKey, type SessionKeySource } from './sessionKey.ts';

/** The two dismissible tips of the numbers area (spec 3 §2: first-visit tip dialog, new-number tip box). */
export const NUMBER_TIPS = ['numbersFirstVisit', 'newNumberTip'] as const;
export type NumberTip = (typeof NUMBER_TIPS)[number];

/** spec 1 §9. */
export const RECENT_APPS_MAX = 10;

/**
 * spec 2 §4: the first captcha failure stores 1, the second 2, the third replaces the counter with
 * its timestamp (the caller re-initialises the captcha and alerts 'too many attempts').
 * decision: a failure after that starts a new round at 1.
 */
export type CaptchaFailures = { kind: 'count'; count: 0 | 1 | 2 } | { kind: 'tooMany'; at: number };

/** What the person typed at their last login (spec 1 §4), to fill the form when they come back. */
export interface LoginEntry {
  method: 'phone' | 'email';
  telCode: string;
  phone: string;
  email: string;
}

export interface StoredSession {
  token: string | null;
  /** Epoch ms of the login or of the last refresh of `token`. */
  refreshedAt: number | null;
  entry: LoginEntry | null;
}

// Checked by hand, not with zod: the session is read before the login screen shows, and zod
// comes with the API's contract after the first call (issue 8 item 21).
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isLoginEntry(value: unknown): value is LoginEntry {
  if (!isRecord(value)) return false;
  const { method, telCode, phone, email } = value;
  return (
    (method === 'phone' || method === 'email') &&
    typeof telCode === 'string' &&
    typeof phone === 'string' &&
    typeof email === 'string'
  );
}

/** The decrypted record, or an error: a record that does not fit is as good as none. */
function readStoredSession(value: unknown): StoredSession {
  if (!isRecord(value)) throw new Error('stored session is not a record');
  const { token, refreshedAt, entry } = value;
  if (token !== null && typeof token !== 'string') throw new Error('stored token is not a string');
  if (refreshedAt !== null && !Number.isFinite(refreshedAt)) throw new Error('stored refresh time is not a number');
  if (entry !== null && !isLoginEntry(entry)) throw new Error('stored login entry does not fit');
  return { token, refreshedAt: refreshedAt as number | null, entry };
}

/** What the session starts from when the page opens. */
export interface RestoredRecord extends StoredSession {
  /** The country code to prefill when nothing was stored (the brand's and the browser's). */
  suggestedTelCode: string;
}

export interface SessionStore {
  /** Reads and decrypts the stored session into memory; call once, before `getToken`. */
  restore(): Promise<RestoredRecord>;
  /** The token in memory (after `restore`), or null. */
  getToken(): string | null;
  /** Keeps a token from a login or a refresh, with `refreshedAt` now. */
  setToken(token: string): void;
  /** A kick or an expiry: the token goes, the rest stays (spec 1 §4). */
  clearToken(): void;
  /** spec 1 §4: login stores what was entered. */
  rememberLogin(entry: LoginEntry): void;
  /**
   * Whose the local chat history is while a session is held: the account as typed at login (so a
   * kicked person who logs in again keeps it), else the token; null when logged out.
   */
  historyOwner(): string | null;
  isTipDismissed(tip: NumberTip): boolean;
  dismissTip(tip: NumberTip): void;
  /** Most recent first, at most RECENT_APPS_MAX, no repeats. */
  recentApps(): string[];
  rememberApp(app: string): void;
  captchaFailures(): CaptchaFailures;
  /** Counts one failure and says whether it was the one too many. */
  recordCaptchaFailure(now?: number): 'counted' | 'tooMany';
  /** A solved captcha clears the counter. */
  clearCaptchaFailures(): void;
  /** spec 1 §4: logout clears the stored token, the tip flags and what was typed at login. */
  clearOnLogout(): void;
  /** Resolves once every write so far is stored (tests, page unload). */
  flushed(): Promise<void>;
}

export interface SessionStoreOptions {
  platform: Platform;
  storage?: Storage;
  /** Storage overflowed and was cleared (spec 1 §8): show the translated alert. */
  onOverflow?(): void;
  /** The session's encryption key (default: a non-extractable key in IndexedDB). */
  sessionKey?: SessionKeySource;
  /** The country code a first visitor's form starts with (`suggestTelCode`). */
  suggestTelCode?(): Promise<string>;
  crypto?: Crypto;
  now?(): number;
}

const SESSION_SLOT = 'session';
const FALLBACK_TEL_CODE = '1';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function readSealedRecord(value: unknown): { iv: string; data: string } {
  if (!isRecord(value) || typeof value.iv !== 'string' || typeof value.data !== 'string') {
    throw new Error('stored session is not a sealed record');
  }
  return { iv: value.iv, data: value.data };
}

const isAppList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((app) => typeof app === 'string');

function readCaptchaFailures(raw: string | null): CaptchaFailures {
  const value = Number(raw);
  if (raw === null || !Number.isInteger(value) || value <= 0) return { kind: 'count', count: 0 };
  if (value === 1 || value === 2) return { kind: 'count', count: value };
  return { kind: 'tooMany', at: value };
}

export function createSessionStore({
  platform,
  storage = window.localStorage,
  onOverflow,
  sessionKey = indexedDbSessionKey(platform),
  suggestTelCode = async () => FALLBACK_TEL_CODE,
  crypto = globalThis.crypto,
  now = Date.now,
}: SessionStoreOptions): SessionStore {
  const key = {
    session: `${platform}.session`,
    /** Where tokens were kept in clear before the session was encrypted; read once and removed. */
    legacyToken: `${platform}.token`,
    tip: (tip: NumberTip) => `${platform}.tip.${tip}`,
    recentApps: `${platform}.recentApps`,
    captchaFailures: `${platform}.captchaFailures`,
  };
  const write = (name: string, value: string) => writeOrClear(storage, name, value, onOverflow);

  function recentApps(): string[] {
    try {
      const list: unknown = JSON.parse(storage.getItem(key.recentApps) ?? '[]');
      return isAppList(list) ? list.slice(0, RECENT_APPS_MAX) : [];
    } catch {
      return [];
    }
  }

  function captchaFailures(): CaptchaFailures {
    return readCaptchaFailures(storage.getItem(key.captchaFailures));
  }

  let session: StoredSession = { token: null, refreshedAt: null, entry: null };
  let writing: Promise<void> = Promise.resolve();

  async function unseal(): Promise<StoredSession | null> {
    const raw = storage.getItem(key.session);
    if (raw === null) return null;
    try {
      const sealed = readSealedRecord(JSON.parse(raw));
      const cryptoKey = await sessionKey();
      if (!cryptoKey) return null;
      const record = { iv: fromBase64(sealed.iv), data: fromBase64(sealed.data) };
      return readStoredSession(await decryptJson(crypto, cryptoKey, `${platform}:${SESSION_SLOT}`, record));
    } catch (error) {
      // Another key (a cleared IndexedDB) or damaged bytes: nothing usable is stored.
      console.warn('stored session unreadable: starting logged out', error);
      storage.removeItem(key.session);
      return null;
    }
  }

  /** Stores the record as it is when the write runs; writes run one after another. */
  function persist(): Promise<void> {
    writing = writing.then(async () => {
      const current = session;
      if (current.token === null && current.entry === null) {
        storage.removeItem(key.session);
        return;
      }
      const cryptoKey = await sessionKey();
      if (!cryptoKey) return;
      const sealed = await encryptJson(crypto, cryptoKey, `${platform}:${SESSION_SLOT}`, current);
      // A newer change may have come while encrypting; its own write follows this one.
      write(key.session, JSON.stringify({ iv: toBase64(sealed.iv), data: toBase64(new Uint8Array(sealed.data)) }));
    });
    writing = writing.catch((error: unknown) => console.warn('session could not be stored', error));
    return writing;
  }

  function update(change: Partial<StoredSession>): void {
    session = { ...session, ...change };
    void persist();
  }

  return {
    async restore() {
      const [stored, suggestedTelCode] = await Promise.all([unseal(), suggestTelCode().catch(() => FALLBACK_TEL_CODE)]);
      session = stored ?? session;
      const legacy = storage.getItem(key.legacyToken);
      if (legacy !== null) {
        storage.removeItem(key.legacyToken);
        // Its refresh time is unknown: it is refreshed at once.
        if (session.token === null && legacy !== '') update({ token: legacy, refreshedAt: null });
      }
      return { ...session, suggestedTelCode };
    },
    getToken: () => session.token,
    setToken: (token) => update({ token, refreshedAt: now() }),
    clearToken: () => update({ token: null, refreshedAt: null }),
    rememberLogin: (entry) => update({ entry }),
    historyOwner() {
      if (session.token === null) return null;
      const { entry } = session;
      if (entry === null) return session.token;
      return entry.method === 'email' ? entry.email : `+${entry.telCode} ${entry.phone}`;
    },
    isTipDismissed: (tip) => storage.getItem(key.tip(tip)) === '1',
    dismissTip: (tip) => void write(key.tip(tip), '1'),
    recentApps,
    rememberApp(app) {
      const list = [app, ...recentApps().filter((known) => known !== app)].slice(0, RECENT_APPS_MAX);
      write(key.recentApps, JSON.stringify(list));
    },
    captchaFailures,
    recordCaptchaFailure(now = Date.now()) {
      const current = captchaFailures();
      if (current.kind === 'count' && current.count === 2) {
        write(key.captchaFailures, String(now));
        return 'tooMany';
      }
      write(key.captchaFailures, current.kind === 'count' ? String(current.count + 1) : '1');
      return 'counted';
    },
    clearCaptchaFailures: () => storage.removeItem(key.captchaFailures),
    clearOnLogout() {
      update({ token: null, refreshedAt: null, entry: null });
      for (const tip of NUMBER_TIPS) storage.removeItem(key.tip(tip));
    },
    flushed: () => writing,
  };
}
