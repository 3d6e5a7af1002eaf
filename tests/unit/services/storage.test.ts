import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionStore,
  isQuotaExceededError,
  RECENT_APPS_MAX,
  writeOrClear,
} from '../../../src/services/storage/index.ts';

beforeEach(() => localStorage.clear());

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
  it('stores, reads and clears the token per platform', () => {
    const pingme = createSessionStore({ platform: 'pingme' });
    const wephone = createSessionStore({ platform: 'wephone' });
    expect(pingme.getToken()).toBeNull();
    pingme.setToken('tok');
    expect(pingme.getToken()).toBe('tok');
    expect(wephone.getToken()).toBeNull();
    pingme.clearToken();
    expect(pingme.getToken()).toBeNull();
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

  it('clearOnLogout drops the token and tip flags but keeps the app list and captcha counter', () => {
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

  it('clears all storage and reports it when a write overflows (spec 1 §8)', () => {
    const { storage, state, inner } = fullableStorage();
    const onOverflow = vi.fn();
    const store = createSessionStore({ platform: 'pingme', storage, onOverflow });
    store.setToken('tok');
    inner.set('other.data', 'x');
    state.full = true;
    store.rememberApp('telegram');
    expect(onOverflow).toHaveBeenCalledOnce();
    expect(inner.size).toBe(0);
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
