/**
 * The root's injected actors, built from the services.
 *
 * `appActors(api)` are the root's own calls. `rootActors(services)` is everything the root chart
 * needs — its calls and every child chart (the overlays; the connection, the notifier and each
 * area of the registry from their chunks) provided with its own services — so the composition root can write
 * `appMachine.provide({ actors: rootActors(services), actions: rootActions(services) })`.
 * Failures come back as values; the API layer's `onFailure` has already routed them (once)
 * through the overlays, so the chart only decides what state to be in.
 */
import { type AnyActorLogic, fromCallback, fromPromise } from 'xstate';
import type { Account, ProfileAnswer } from '../../../services/api/contract/endpoints.ts';
import type { Api } from '../../../services/api/createApi.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { SocketLink } from '../../../services/socket/socketActor.ts';
import type { ChatHistory } from '../../../services/storage/chatHistory.ts';
import type { SessionStore } from '../../../services/storage/sessionStore.ts';
import { sessionActions, sessionActors } from '../../login/session/session.actors.ts';
import { sessionMachine } from '../../login/session/session.machine.ts';
import { overlaysActors } from '../../overlays/overlays/overlays.actors.ts';
import { overlaysMachine } from '../../overlays/overlays/overlays.machine.ts';
import type { AreaServices } from '../../shared/area.ts';
import type { Translate } from '../notifier/notifier.actions.ts';
import { promotionActors } from '../promotion/promotion.actors.ts';
import { promotionMachine } from '../promotion/promotion.machine.ts';
import type { WindowLike } from '../window/types.ts';
import { windowActors } from '../window/window.actors.ts';
import { windowMachine } from '../window/window.machine.ts';
import { AREAS } from './areas.ts';
import type { LoggedInServices } from './loggedIn.parts.ts';
import type { AreaLoaderNotification, AreaLoadRequest, LoggedInParts } from './types.ts';

export type AppApi = Pick<Api, 'getAccountInfo' | 'getProfile' | 'queryBalance'>;

export function appActors(api: AppApi) {
  return {
    /** GET /getAccountInfo → Account (web id, balance, capabilities). */
    loadAccount: fromPromise<ApiResult<Account>>(({ signal }) => api.getAccountInfo({}, { signal })),
    /** GET /getProfile → profile and its statuses (feeds the profile gate). */
    loadProfile: fromPromise<ApiResult<ProfileAnswer>>(({ signal }) => api.getProfile({}, { signal })),
    /** GET /queryBalance → { balance }. */
    queryBalance: fromPromise<ApiResult<{ balance: string }>>(({ signal }) => api.queryBalance({}, { signal })),
  };
}

export interface RootServices extends AreaServices {
  api: Api;
  store: SessionStore;
  /** The chat socket: the connection chart's actor, and acknowledged sends. */
  socket: Pick<SocketLink, 'actor' | 'emitSendMessage'>;
  /** The chats' encrypted local history. */
  history: ChatHistory;
  /** The browser window (focus, blur, size). */
  page: WindowLike;
  /** A catalogue message in the language on screen (the notification's media marker). */
  translate: Translate;
}

/**
 * The area loader: for each `area.load {id}`, imports that row of the registry (`areas.ts`: its
 * `load()`, a chunk of its own), provides it with the services it uses and answers `area.loaded`
 * with it (or `area.loadFailed`). Stopped at logout: an answer that comes later is dropped.
 */
function areaLoader(services: AreaServices) {
  return fromCallback<AreaLoadRequest>(({ sendBack, receive }) => {
    let stopped = false;
    const answer = (notification: AreaLoaderNotification) => {
      if (!stopped) sendBack(notification);
    };
    receive(({ id }) => {
      const area = AREAS.find((row) => row.id === id);
      if (!area) return;
      area.load().then(
        (factory) => answer({ type: 'area.loaded', id, logic: factory(services) }),
        (error: unknown) => answer({ type: 'area.loadFailed', id, error }),
      );
    });
    return () => {
      stopped = true;
    };
  });
}

/** How long the logged-in parts' loader waits before it asks for their chunk again. */
const LOGGED_IN_RETRY_MS = [1_000, 5_000, 15_000] as const;

/** Resolves after `ms`, or rejects as soon as the actor is stopped. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * The notifier and the socket's connection chart, from a chunk of their own (`loggedIn.parts.ts`),
 * provided with their services. Without them nobody is told of a message, so a chunk that does
 * not arrive is asked for again — 1, 5, then every 15 s, as a dropped socket reconnects — until it
 * does or logout stops the loader.
 */
function loadLoggedIn(services: LoggedInServices) {
  return fromPromise<LoggedInParts>(async ({ signal }) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return (await import('./loggedIn.parts.ts')).loggedInParts(services);
      } catch (error) {
        console.error('app: the logged-in parts could not be loaded', error);
        await pause(LOGGED_IN_RETRY_MS[Math.min(attempt, LOGGED_IN_RETRY_MS.length - 1)] ?? 0, signal);
      }
    }
  });
}

/**
 * The logged-out front page (spec 1 §2, spec 3 §6): its chart provided with its calls, from a
 * chunk of its own (the login screen downloads none of it).
 */
function loadFrontPage(api: Api) {
  return fromPromise<AnyActorLogic>(async () =>
    (await import('../../frontPage/frontPage/frontPage.area.ts')).frontPageArea(api),
  );
}

/** Every actor the root chart invokes, each child chart provided with the services it uses. */
export function rootActors(services: RootServices) {
  const { api, store, socket, page, translate } = services;
  return {
    ...appActors(api),
    session: sessionMachine.provide({ actors: sessionActors(api, store), actions: sessionActions(store) }),
    window: windowMachine.provide({ actors: windowActors(page) }),
    loadLoggedIn: loadLoggedIn({ socket, translate }),
    overlays: overlaysMachine.provide({ actors: overlaysActors(api, store) }),
    areaLoader: areaLoader(services),
    loadFrontPage: loadFrontPage(api),
    promotion: promotionMachine.provide({ actors: promotionActors(api) }),
  };
}

/** The root's own effect on the local history (spec 1 §4: logout wipes it). */
export function rootActions({ history }: Pick<RootServices, 'history'>) {
  return {
    /**
     * spec 1 §4: logout wipes the local history; a kick or an expired token removes only the
     * token, so the same person logging in again finds their history (another account's login
     * never reads it: the history belongs to the account, `SessionStore.historyOwner`).
     */
    wipeChatHistory: ({ event }: { event: { type: string } }) => {
      if ('reason' in event && event.reason === 'logout') void history.wipe();
    },
  };
}
