/**
 * Types of the root `app` chart (spec 1 §2 shell, §4 session, connection, window). Overlays have
 * their own chart (`../overlays`); the requests any chart may send the root are `AppRequest` in
 * `../shared/address.ts`.
 */
import type { AnyActorLogic, AnyEventObject, DoneActorEvent, ErrorActorEvent, EventObject } from 'xstate';
import type { Account, ProfileAnswer } from '../../../services/api/contract/endpoints.ts';
import type { Platform } from '../../../services/api/contract/platform.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import { ACCOUNT_SECTIONS, type AccountSection, type Tab } from '../../../services/brand/platforms.ts';
import type { Locale } from '../../../services/i18n/locale.ts';
import type { FrontPageMode } from '../../frontPage/frontPage/types.ts';
import type { SessionNotification } from '../../login/session/types.ts';
import type { AppRequest, GateRequest } from '../../shared/address.ts';
import type { ConnectionNotification } from '../connection/types.ts';
import type { WindowNotification } from '../window/types.ts';
import type { AreaId } from './areas.ts';

/** The account area's sections (spec 2 §2) live in the brand table; `logout` is a button there. */
export { ACCOUNT_SECTIONS, type AccountSection, type Tab };

export interface AppInput {
  platform: Platform;
  locale: Locale;
  /** The page path contains `/frontpage`: logged-out front-page mode (spec 1 §2). */
  frontPage: boolean;
  /** The page path contains `/applist`: the app-list front page (spec 1 §2). */
  appList: boolean;
  /** Epoch ms now (the month turn reloads the balance, spec 1 §4). Defaults to `Date.now`. */
  now?: () => number;
}

/** `capabilities` of the logged-in session (spec 1 §6: from login and token refresh). */
export interface SessionCapabilities {
  canInvite: boolean;
  canSetInviter: boolean;
}

export interface AppContext {
  platform: Platform;
  locale: Locale;
  now: () => number;
  /**
   * The address selected a front-page mode (`/frontpage`, `/applist`) on a brand that has a front
   * page: the tab bar and the chats, contacts and account panels are hidden and the kick codes
   * are ignored, logged in or not (spec 1 §2, §8).
   */
  frontPage: boolean;
  /** The front page shown while nobody is logged in (`frontPage.ts`); null = the login view. */
  frontPageMode: FrontPageMode | null;
  tab: Tab;
  accountSection: AccountSection;
  capabilities: SessionCapabilities | null;
  account: Account | null;
  profile: ProfileAnswer | null;
  /** Total unread messages over all chats, for the page title (spec 1 §2). */
  unreadTotal: number;
  /** spec 3 §4: the area whose code wait runs (the other tabs are disabled), or null. */
  codeWait: string | null;
  /** spec 1 §4 Window: the page has focus and is visible (notifications only when it is not). */
  pageFocused: boolean;
  /** issue 24 item 2: the browser has no network (the window chart's `network` region), told to the areas that start after. */
  pageOffline: boolean;
  /** spec 1 §4 Connection: the chat socket is up (told to the areas that start after it came up). */
  connected: boolean;
  /**
   * Where each of the brand's areas (`areas.ts`) stands while logged in: absent until its chunk is
   * asked for (its tab first shown, or login for the areas that start then), `loading` while it
   * is fetched, `running` once spawned, `failed` when it could not be fetched (`areas.retry` tries
   * again). While logged out on a front page, `frontPage` is the front page's chunk.
   */
  areas: AreaStatuses;
  /**
   * What was asked of an area whose chunk is still on its way (a jump's return URL, a section, a
   * chat to start), told to it right after it starts.
   */
  held: HeldRequests;
  /**
   * Ctrl/Cmd+K came before the palette runs (its chunk, with the other logged-in parts, still on
   * its way after login): it opens once it starts. Forgotten at logout.
   */
  paletteAsked: boolean;
  /**
   * What was asked of the profile gate (a number action's check, 100023's facts, the loaded
   * profile) while its chunk, with the other logged-in parts, is on its way: told to it, in order,
   * once it starts; null while it runs. Forgotten at logout, as the gate is.
   */
  gateHeld: readonly GateRequest[] | null;
}

export type AreaStatus = 'loading' | 'running' | 'failed';

export type AreaStatuses = Partial<Record<AreaId | 'frontPage', AreaStatus>>;

export type HeldRequests = Partial<Record<AreaId, readonly EventObject[]>>;

/**
 * What the root asks of its area loader (`areaLoader`, running while logged in): fetch this
 * area's chunk.
 */
export interface AreaLoadRequest {
  type: 'area.load';
  id: AreaId;
}

/** What the area loader answers: the area's chart, provided with its services, or why not. */
export type AreaLoaderNotification =
  | { type: 'area.loaded'; id: AreaId; logic: AnyActorLogic }
  | { type: 'area.loadFailed'; id: AreaId; error: unknown };

/**
 * What `loadLoggedIn` answers: the logged-in children that are not areas, provided with their
 * services (`loggedIn.parts.ts`, a chunk of its own). Each is spawned under its key.
 */
export interface LoggedInParts {
  connection: AnyActorLogic;
  notifier: AnyActorLogic;
  /** The command palette (issue 24 item 4; docs/keyboard.md): the keyboard layer of the main view opens it. */
  palette: AnyActorLogic;
  /** The profile gate (spec 1 §4): number actions and 100023 ask it, through the root. */
  profileGate: AnyActorLogic;
}

/** Events the views send. */
export type AppUiEvent =
  /** `tab` is a string: values from links may be unknown (spec 1 §2: unknown → contacts). */
  | { type: 'tab.select'; tab: string }
  | { type: 'account.section.select'; section: AccountSection }
  | { type: 'locale.toggle' }
  | { type: 'account.reload' }
  /** The areas (or the front page) could not be loaded (a chunk failed to arrive): try again. */
  | { type: 'areas.retry' }
  /** spec 1 §2: the front page's way to the login view. */
  | { type: 'login.open' }
  /** decision: the login view's way back to the front page, where the brand and address have one. */
  | { type: 'frontPage.open' }
  /**
   * A tab as the person chooses it (the tab bar, the palette, `/`): the profile form with changes
   * asks Discard / Stay On Page first (spec 2 §2), then it is a `tab.select`.
   */
  | { type: 'tab.choose'; tab: string }
  /** Ctrl/Cmd+Shift+N or the palette: the chats tab chosen, a new chat there (docs/keyboard.md). */
  | { type: 'chat.new' }
  /** The palette: the contacts tab chosen, the contact's details there. */
  | { type: 'contact.show'; id: string }
  /** The palette's Log out: the session asks for confirmation, as for the tab bar's button (spec 1 §4). */
  | { type: 'logout.request' }
  /** Ctrl/Cmd+K: the command palette opens (at once, or as soon as it runs after login). */
  | { type: 'palette.open' };

/**
 * What the root raises for itself: a request for the area of a tab just chosen, told after the
 * tab switch (which closes its panel, spec 1 §2), or held until the area runs.
 */
export interface AreaRequest {
  type: 'area.request';
  id: AreaId;
  request: AnyEventObject;
}

/** What the root's own children tell it: the socket's facts and the window's focus. */
export type ChildNotification = ConnectionNotification | WindowNotification;

/**
 * What the `session` child tells the root: `session.loggedIn {token, canInvite, canSetInviter,
 * restored}`, `session.tokenRefreshed {token, canInvite, canSetInviter}`,
 * `session.loggedOut {reason}`.
 */
export type { SessionNotification };

/**
 * The spawned `loadProfile` call's completion (spawned, not invoked, so it can be restarted by
 * `profile.refresh` without leaving `auth.authenticated`).
 */
export type ProfileLoadEvent =
  | DoneActorEvent<ApiResult<ProfileAnswer>, 'loadProfile'>
  | ErrorActorEvent<unknown, 'loadProfile'>;

/** The spawned `loadLoggedIn` call's completion (the connection's, the notifier's and the palette's chunk, at login). */
export type LoggedInLoadEvent =
  | DoneActorEvent<LoggedInParts, 'loadLoggedIn'>
  | ErrorActorEvent<unknown, 'loadLoggedIn'>;

/** The front page's chunk, fetched while nobody is logged in on a front page: its chart, provided. */
export type FrontPageLoadEvent =
  | DoneActorEvent<AnyActorLogic, 'loadFrontPage'>
  | ErrorActorEvent<unknown, 'loadFrontPage'>;

export type AppEvent =
  | AppUiEvent
  | AreaRequest
  | AppRequest
  | GateRequest
  | ChildNotification
  | SessionNotification
  | ProfileLoadEvent
  | AreaLoaderNotification
  | LoggedInLoadEvent
  | FrontPageLoadEvent;
