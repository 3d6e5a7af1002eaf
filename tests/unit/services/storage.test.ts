import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionStore,
  isQuotaExceededError,
  localeChoice,
  RECENT_APPS_MAX,
  writeOrClear,
} from '../../../src/services/storage/index.ts';

beforeEach(() => {
  localStorage.clear();
  globalThis.indexedDB = new IDBFactory();
});

const ENTRY = { method: 'phone', telCode: '1', phone: '2025550100', email: '' } as const;

/** A Storage whose writes overflow once `full` is set. */
function fullableStorage() {
  const inner = new Map<string, string>();
  const state = { full: false };
  const storage: Storage = {
    get length() {
      return inner.size;
    },
    key: (index) => [...inner.keys()][index] ?? null,
    getItem: (key) => inner.get(key) ?? null,
    setItem: (key, value) => {
      if (state.full) throw new DOMException('quota', 'QuotaExceededError');
      inner.set(key, value);
    },
    removeItem: (key) => void inner.delete(key),
    clear: () => inner.clear(),
  };
  return { storage, state, inner };
}

describe('sessionStore', () => {
  it('stores, reads and clears the token per platform', async () => {
    const pingme = createSessionStore({ platform: 'pingme' });
    const wephone = createSessionStore({ platform: 'wephone' });
    expect(pingme.getToken()).toBeNull();
    pingme.setToken('tok');
    expect(pingme.getToken()).toBe('tok');
    await pingme.flushed();
    expect((await wephone.restore()).token).toBeNull();
    expect(wephone.getToken()).toBeNull();
    pingme.clearToken();
    expect(pingme.getToken()).toBeNull();
  });

  it('keeps the token, its refresh time and the login entry encrypted across page loads', async () => {
    const first = createSessionStore({ platform: 'pingme', now: () => 1_000 });
    first.setToken('secret-token-0123456789');
    first.rememberLogin(ENTRY);
    await first.flushed();
    // At rest: nothing readable (spec 1 §3; issue 8: encrypted like the message cache).
    const raw = JSON.stringify({ ...localStorage });
    expect(raw).not.toContain('secret-token');
    expect(raw).not.toContain('2025550100');

    const reloaded = createSessionStore({ platform: 'pingme', suggestTelCode: async () => '44' });
    expect(reloaded.getToken()).toBeNull();
    expect(await reloaded.restore()).toEqual({
      token: 'secret-token-0123456789',
      refreshedAt: 1_000,
      entry: ENTRY,
      suggestedTelCode: '44',
    });
    expect(reloaded.getToken()).toBe('secret-token-0123456789');
  });

  it('reads a record sealed under another key as nothing stored', async () => {
    const first = createSessionStore({ platform: 'pingme' });
    first.setToken('secret-token-0123456789');
    await first.flushed();
    globalThis.indexedDB = new IDBFactory();
    vi.spyOn(console, 'warn').mockImplementationOnce(() => {});
    expect((await createSessionStore({ platform: 'pingme' }).restore()).token).toBeNull();
    expect(localStorage.getItem('pingme.session')).toBeNull();
  });

  it('takes over a token stored in clear by an older version, to be refreshed at once', async () => {
    localStorage.setItem('pingme.token', 'legacy-token-0123456789');
    const store = createSessionStore({ platform: 'pingme' });
    expect(await store.restore()).toMatchObject({ token: 'legacy-token-0123456789', refreshedAt: null });
    await store.flushed();
    expect(localStorage.getItem('pingme.token')).toBeNull();
    expect((await createSessionStore({ platform: 'pingme' }).restore()).token).toBe('legacy-token-0123456789');
  });

  it('a kick removes the token only; logout also forgets what was typed and the tips (spec 1 §4)', async () => {
    const store = createSessionStore({ platform: 'pingme' });
    store.setToken('tok');
    store.rememberLogin(ENTRY);
    store.dismissTip('numbersFirstVisit');
    store.clearToken();
    await store.flushed();
    expect(await createSessionStore({ platform: 'pingme' }).restore()).toMatchObject({ token: null, entry: ENTRY });
    expect(store.isTipDismissed('numbersFirstVisit')).toBe(true);
    store.clearOnLogout();
    await store.flushed();
    expect(await createSessionStore({ platform: 'pingme' }).restore()).toMatchObject({ token: null, entry: null });
    expect(localStorage.getItem('pingme.session')).toBeNull();
  });

  it('names the history owner by the account typed at login, and nobody while logged out', () => {
    const store = createSessionStore({ platform: 'pingme' });
    expect(store.historyOwner()).toBeNull();
    store.setToken('tok');
    expect(store.historyOwner()).toBe('tok');
    store.rememberLogin(ENTRY);
    expect(store.historyOwner()).toBe('+1 2025550100');
    store.clearToken();
    expect(store.historyOwner()).toBeNull();
  });

  it('remembers dismissed number tips', () => {
    const store = createSessionStore({ platform: 'pingme' });
    expect(store.isTipDismissed('numbersFirstVisit')).toBe(false);
    store.dismissTip('numbersFirstVisit');
    expect(store.isTipDismissed('numbersFirstVisit')).toBe(true);
    expect(store.isTipDismissed('newNumberTip')).toBe(false);
  });

  it('keeps the recently used apps newest first, without repeats, at most 10 (spec 1 §9)', () => {
    const store = createSessionStore({ platform: 'jiema' });
    for (let index = 1; index <= 12; index += 1) store.rememberApp(`app${index}`);
    store.rememberApp('app5');
    const apps = store.recentApps();
    expect(apps).toHaveLength(RECENT_APPS_MAX);
    expect(apps.slice(0, 3)).toEqual(['app5', 'app12', 'app11']);
    expect(apps.filter((app) => app === 'app5')).toHaveLength(1);
    expect(apps).not.toContain('app2');
  });

  it('reads a damaged app list as empty', () => {
    localStorage.setItem('jiema.recentApps', '{not json');
    expect(createSessionStore({ platform: 'jiema' }).recentApps()).toEqual([]);
    localStorage.setItem('jiema.recentApps', '{"a":1}');
    expect(createSessionStore({ platform: 'jiema' }).recentApps()).toEqual([]);
  });

  it('counts captcha failures 1, 2, then stores a timestamp and says too many (spec 2 §4)', () => {
    const store = createSessionStore({ platform: 'pingme' });
    expect(store.captchaFailures()).toEqual({ kind: 'count', count: 0 });
    expect(store.recordCaptchaFailure(1_000)).toBe('counted');
    expect(localStorage.getItem('pingme.captchaFailures')).toBe('1');
    expect(store.recordCaptchaFailure(2_000)).toBe('counted');
    expect(localStorage.getItem('pingme.captchaFailures')).toBe('2');
    expect(store.recordCaptchaFailure(1_760_000_000_000)).toBe('tooMany');
    expect(store.captchaFailures()).toEqual({ kind: 'tooMany', at: 1_760_000_000_000 });
    // A new round starts after the timestamp.
    expect(store.recordCaptchaFailure(1_760_000_000_500)).toBe('counted');
    expect(store.captchaFailures()).toEqual({ kind: 'count', count: 1 });
  });

  it('clears the captcha counter on success', () => {
    const store = createSessionStore({ platform: 'pingme' });
    store.recordCaptchaFailure();
    store.recordCaptchaFailure();
    store.clearCaptchaFailures();
    expect(store.captchaFailures()).toEqual({ kind: 'count', count: 0 });
    expect(store.recordCaptchaFailure()).toBe('counted');
  });

  it('clearOnLogout drops the token and tip flags but keeps the app list and captcha counter', async () => {
    const store = createSessionStore({ platform: 'pingme' });
    store.setToken('tok');
    store.dismissTip('numbersFirstVisit');
    store.dismissTip('newNumberTip');
    store.rememberApp('telegram');
    store.recordCaptchaFailure();
    store.clearOnLogout();
    expect(store.getToken()).toBeNull();
    expect(store.isTipDismissed('numbersFirstVisit')).toBe(false);
    expect(store.isTipDismissed('newNumberTip')).toBe(false);
    expect(store.recentApps()).toEqual(['telegram']);
    expect(store.captchaFailures()).toEqual({ kind: 'count', count: 1 });
  });

  it('clears all storage and reports it when a write overflows (spec 1 §8)', async () => {
    const { storage, state, inner } = fullableStorage();
    const onOverflow = vi.fn();
    const store = createSessionStore({ platform: 'pingme', storage, onOverflow });
    store.setToken('tok');
    await store.flushed();
    inner.set('other.data', 'x');
    state.full = true;
    store.rememberApp('telegram');
    expect(onOverflow).toHaveBeenCalledOnce();
    expect(inner.size).toBe(0);
  });
});

describe('localeChoice', () => {
  it('keeps the toggled language per platform (issue 8: the choice survived no reload)', () => {
    expect(localeChoice('pingme').read()).toBeNull();
    localeChoice('pingme').remember('zh-CN');
    expect(localeChoice('pingme').read()).toBe('zh-CN');
    expect(localeChoice('wephone').read()).toBeNull();
  });

  it('keeps nothing on brands with one language', () => {
    localeChoice('jiema').remember('en');
    expect(localeChoice('jiema').read()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('ignores a damaged value', () => {
    localStorage.setItem('pingme.locale', 'fr');
    expect(localeChoice('pingme').read()).toBeNull();
  });
});

describe('quota helpers', () => {
  it.each([
    [new DOMException('full', 'QuotaExceededError'), true],
    [new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'), true],
    [new DOMException('nope', 'SecurityError'), false],
    [new Error('QuotaExceededError'), false],
  ])('isQuotaExceededError(%s) is %s', (error, expected) => {
    expect(isQuotaExceededError(error)).toBe(expected);
  });

  it('writeOrClear rethrows anything but an overflow', () => {
    const storage = {
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      clear: vi.fn(),
    } as unknown as Storage;
    expect(() => writeOrClear(storage, 'k', 'v')).toThrow('denied');
    expect(storage.clear).not.toHaveBeenCalled();
  });

  it('writeOrClear returns whether the value was written', () => {
    const { storage, state } = fullableStorage();
    expect(writeOrClear(storage, 'k', 'v')).toBe(true);
    state.full = true;
    expect(writeOrClear(storage, 'k', 'w')).toBe(false);
    expect(storage.getItem('k')).toBeNull();
  });
});
