/**
 * What the session keeps in localStorage (spec 1 §3 Stored locally): the token, the two
 * number-tip flags, the recently used app list and the captcha failure counter (spec 2 §4).
 * Keys are prefixed with the platform: accounts and tokens are per brand, and one development
 * host can show every brand (`?platform=`), so a brand never picks up another brand's token.
 *
 * The per-conversation message cache (IndexedDB, encrypted with WebCrypto) comes with the chats
 * issue; it is not here.
 */
import { z } from 'zod';
import type { Platform } from '../api/contract/platform.ts';
import { writeOrClear } from './quota.ts';

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

export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
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
  /** spec 1 §4: logout clears the stored token and the tip flags. */
  clearOnLogout(): void;
}

export interface SessionStoreOptions {
  platform: Platform;
  storage?: Storage;
  /** Storage overflowed and was cleared (spec 1 §8): show the translated alert. */
  onOverflow?(): void;
}

const AppList = z.array(z.string());

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
}: SessionStoreOptions): SessionStore {
  const key = {
    token: `${platform}.token`,
    tip: (tip: NumberTip) => `${platform}.tip.${tip}`,
    recentApps: `${platform}.recentApps`,
    captchaFailures: `${platform}.captchaFailures`,
  };
  const write = (name: string, value: string) => writeOrClear(storage, name, value, onOverflow);

  function recentApps(): string[] {
    try {
      const list = AppList.safeParse(JSON.parse(storage.getItem(key.recentApps) ?? '[]'));
      return list.success ? list.data.slice(0, RECENT_APPS_MAX) : [];
    } catch {
      return [];
    }
  }

  function captchaFailures(): CaptchaFailures {
    return readCaptchaFailures(storage.getItem(key.captchaFailures));
  }

  return {
    getToken: () => storage.getItem(key.token) || null,
    setToken: (token) => void write(key.token, token),
    clearToken: () => storage.removeItem(key.token),
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
      storage.removeItem(key.token);
      for (const tip of NUMBER_TIPS) storage.removeItem(key.tip(tip));
    },
  };
}
