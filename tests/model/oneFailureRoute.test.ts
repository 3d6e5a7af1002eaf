/**
 * One failure route (spec 1 §8, issue 8 item 2): a refused call goes through the retcode table
 * exactly once, whoever made it. The real API layer (`createApi`, its `onFailure` wired as
 * `src/main.tsx` wires it) answers through a fake fetch; the real root runs with every real child
 * chart (`rootActors`), only the socket, the page, the storage and the local history are fakes.
 * One refused call — by the root itself (`getAccountInfo`) or by the chats area (`getChatList`) —
 * must give one alert, one kick (logged out once, token removed once) or one captcha modal,
 * counted on the overlays' and the session's own snapshots and events.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromCallback, type InspectionEvent, waitFor } from 'xstate';
import { SYSTEM_ID, tell } from '../../src/machines/shared/address.ts';
import { rootActions, rootActors } from '../../src/machines/shell/app/app.actors.ts';
import { appMachine } from '../../src/machines/shell/app/app.machine.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { createApi } from '../../src/services/api/createApi.ts';
import type { SocketLink } from '../../src/services/socket/socketActor.ts';
import type { ChatHistory } from '../../src/services/storage/chatHistory.ts';
import { createSessionStore } from '../../src/services/storage/sessionStore.ts';

/** How long a condition may take to hold: the areas' modules load first, slow on a busy machine. */
const UNTIL = { timeout: 15_000 };

const BASE = 'http://127.0.0.1:9';

function memoryStorage(): Storage {
  const memory = new Map<string, string>();
  return {
    get length() {
      return memory.size;
    },
    key: (index) => [...memory.keys()][index] ?? null,
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
    clear: () => memory.clear(),
  };
}

/** The chats' local history, kept in memory (what is kept is not this test's business). */
const history: ChatHistory = {
  read: async () => [],
  write: async () => {},
  update: async () => {},
  remove: async () => {},
  takeMonthChange: async () => false,
  readChatList: async () => null,
  writeChatList: async () => {},
  readAddressBook: async () => null,
  writeAddressBook: async () => {},
  readDrafts: async () => ({}),
  writeDrafts: async () => {},
  readOutbox: async () => [],
  writeOutbox: async () => {},
  wipe: async () => {},
};

/** A socket that never connects: the root's connection chart waits, nothing else happens. */
const socket = {
  actor: fromCallback(() => {}),
  emitSendMessage: () => Promise.reject(new Error('no socket in this test')),
} as unknown as SocketLink;

const page = {
  innerWidth: 1280,
  innerHeight: 800,
  document: { hasFocus: () => true, hidden: false, addEventListener: () => {}, removeEventListener: () => {} },
  navigator: { onLine: true },
  addEventListener: () => {},
  removeEventListener: () => {},
};

/**
 * The server: the first call of `refusedPath` answers `retcode`; every other call stays
 * unanswered (until aborted), so no other answer can add an overlay of its own.
 */
function fakeServer(refusedPath: string, retcode: number) {
  const asked: string[] = [];
  const fetch = ((url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname.replace(/^\/web/, '');
    asked.push(path);
    if (path === refusedPath && asked.filter((p) => p === path).length === 1) {
      const body = JSON.stringify({ retcode, retmsg: `refused ${retcode}` });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

async function startLoggedIn(refusedPath: string, retcode: number) {
  const storage = memoryStorage();
  // The token is sealed at rest; this key stands in for the one kept in IndexedDB.
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const sessionKey = async () => key;
  // A session kept by an earlier visit, refreshed just now (so no refresh call at start).
  const earlier = createSessionStore({ platform: 'pingme', storage, sessionKey });
  await earlier.restore();
  earlier.setToken('token-1');
  await vi.waitUntil(() => storage.length > 0, UNTIL);
  const store = createSessionStore({ platform: 'pingme', storage, sessionKey });
  const clearToken = vi.spyOn(store, 'clearToken');
  const server = fakeServer(refusedPath, retcode);

  const counts = { routed: 0, kicks: 0 };
  const api = createApi({
    base: BASE,
    platform: 'pingme',
    getToken: () => store.getToken(),
    getLanguageCode: () => 'en',
    fetch: server.fetch,
    // As src/main.tsx: every refused HTTP call is routed once, at the boundary that made it.
    onFailure: (failure) => tell(app.system, SYSTEM_ID.overlays, { type: 'failure.route', ...failure }),
  });
  // No notification is shown here: a catalogue key stands for its text.
  const services = {
    api,
    store,
    socket,
    history,
    page,
    privateImages: { fetch: async () => null },
    translate: (key: string) => key,
  };
  const app = createActor(appMachine.provide({ actors: rootActors(services), actions: rootActions(services) }), {
    systemId: SYSTEM_ID.app,
    input: { platform: 'pingme', locale: 'en', frontPage: false, appList: false },
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.event') return;
      const to = inspection.actorRef as AnyActorRef;
      if (to === app.system.get(SYSTEM_ID.overlays) && inspection.event.type === 'failure.route') counts.routed++;
      if (to === app.system.get(SYSTEM_ID.session) && inspection.event.type === 'session.kick') counts.kicks++;
    },
  });
  app.start();

  const session = app.system.get(SYSTEM_ID.session) as AnyActorRef;
  await waitFor(session, (snapshot) => snapshot.matches('loggedIn'));
  const overlays = app.system.get(SYSTEM_ID.overlays) as AnyActorRef;
  // Each overlay counted as it appears on the overlays' snapshots; each logout as the session enters it.
  const shown = { alerts: [] as unknown[], captchaModals: 0, loggedOut: 0 };
  let alert: unknown = overlays.getSnapshot().context.alert;
  let captchaOpen = false;
  overlays.subscribe((snapshot) => {
    if (snapshot.context.alert !== alert && snapshot.context.alert !== null) shown.alerts.push(snapshot.context.alert);
    alert = snapshot.context.alert;
    const open = snapshot.matches({ dialog: 'captchaModal' });
    if (open && !captchaOpen) shown.captchaModals++;
    captchaOpen = open;
  });
  let loggedIn = true;
  session.subscribe((snapshot) => {
    const now = snapshot.matches('loggedIn');
    if (loggedIn && !now) shown.loggedOut++;
    loggedIn = now;
  });
  return { app, server, counts, shown, clearToken, overlays };
}

/** Lets every answer travel and every timer due in the next minute fire (simulated time). */
async function settle() {
  await vi.advanceTimersByTimeAsync(60_000);
}

const callers = [
  { by: 'the root itself', path: '/getAccountInfo' },
  { by: 'the chats area', path: '/getChatList' },
];

describe('one refused call, one effect (spec 1 §8, issue 8 item 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe.each(callers)('a call made by $by ($path)', ({ path }) => {
    it('a plain retcode shows exactly one alert', async () => {
      const { app, server, counts, shown, clearToken } = await startLoggedIn(path, RETCODE.BAD_REQUEST);
      await vi.waitUntil(() => server.asked.includes(path), UNTIL);
      await settle();
      expect(counts.routed).toBe(1);
      expect(shown.alerts).toEqual([expect.objectContaining({ text: `refused ${RETCODE.BAD_REQUEST}` })]);
      expect(shown.captchaModals).toBe(0);
      expect(counts.kicks).toBe(0);
      expect(shown.loggedOut).toBe(0);
      expect(clearToken).not.toHaveBeenCalled();
      app.stop();
    });

    it('100013 kicks once: one alert, logged out once, the token removed once', async () => {
      const { app, server, counts, shown, clearToken } = await startLoggedIn(path, RETCODE.TOKEN_EXPIRED);
      await vi.waitUntil(() => server.asked.includes(path), UNTIL);
      await settle();
      expect(counts.routed).toBe(1);
      expect(counts.kicks).toBe(1);
      expect(shown.loggedOut).toBe(1);
      expect(clearToken).toHaveBeenCalledTimes(1);
      expect(shown.alerts).toEqual([expect.objectContaining({ messageKey: 'error.tokenInvalidOrExpired' })]);
      expect(shown.captchaModals).toBe(0);
      app.stop();
    });

    it('100010 opens the captcha modal once, with no alert', async () => {
      const { app, server, counts, shown, clearToken } = await startLoggedIn(path, RETCODE.CAPTCHA_REQUIRED);
      await vi.waitUntil(() => server.asked.includes(path), UNTIL);
      await settle();
      expect(counts.routed).toBe(1);
      expect(shown.captchaModals).toBe(1);
      expect(shown.alerts).toEqual([]);
      expect(counts.kicks).toBe(0);
      expect(clearToken).not.toHaveBeenCalled();
      app.stop();
    });
  });
});
