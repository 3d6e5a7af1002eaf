/**
 * Model-based test of the root chart (spec 1 §2 shell, §4 session, connection, window). Every
 * child (session, window, profileGate, notifier, overlays, connection, the areas) and every call is
 * a fake that records what it was sent; the chart's own logic is real. The overlays have their
 * own model test (`overlays.model.test.ts`).
 *
 * Most events are offered only from a resting root (settled, default facts), which keeps the
 * paths proportional to the transitions.
 */
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { appMachine } from '../../src/machines/shell/app/app.machine.ts';
import type { AreaId } from '../../src/machines/shell/app/areas.ts';
import { defaultTab } from '../../src/machines/shell/app/tabs.ts';
import {
  selectAccountLoading,
  selectAccountSummary,
  selectAccountUnavailable,
  selectBalanceRefreshing,
  selectCodeWaitTab,
  selectFrontPageReachable,
  selectRootView,
  selectTitleParts,
} from '../../src/machines/shell/app/toView.ts';
import type { AppInput, LoggedInParts } from '../../src/machines/shell/app/types.ts';
import type { Account, ProfileAnswer } from '../../src/services/api/contract/endpoints.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { chatMessageEvent } from '../support/chatFixtures.ts';
import { type Checks, fakeActor, type Replay, testModel } from '../support/model.ts';
import { PUSHED_CODE } from '../support/verificationFixtures.ts';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

const INPUT: AppInput = { platform: 'pingme', locale: 'en', frontPage: false, appList: false };
/** spec 1 §2: `/frontpage` — logged out, the front page (its own chunk) instead of the login view. */
const FRONT_PAGE_INPUT: AppInput = { ...INPUT, frontPage: true };

const ACCOUNT: Account = {
  accountInfo: { telCode: '1', phone: '2025550100', email: '', status: 0 },
  webchatId: '2025550100',
  balance: '12.5',
  gift: '0',
  canInvite: true,
  canSetInviter: false,
  needSetPhone: false,
};

const PROFILE: ProfileAnswer = {
  profileStatus: 0,
  profileStatus4Phone: 0,
  useCaseStatus: -1,
  needSetPhone: false,
  profile: {
    phone: '2025550100',
    email: '',
    firstName: '',
    lastName: '',
    address: '',
    city: '',
    province: '',
    country: '',
    regionCode: '',
    postalCode: '',
    canEdit: true,
    canEditDate: '',
    expireDate: '',
    featureOptions: [],
    userCaseOptions: [],
  },
};

/** The areas whose chunk is on its way (the area loader answers them one by one). */
function loadingAreas(s: AppSnapshot): AreaId[] {
  return (Object.keys(s.context.areas) as (AreaId | 'frontPage')[]).filter(
    (id): id is AreaId => id !== 'frontPage' && s.context.areas[id] === 'loading',
  );
}

/** Every area asked for runs (none on its way, none failed). */
const areasRunning = (s: AppSnapshot) =>
  Object.keys(s.context.areas).length > 0 && Object.values(s.context.areas).every((status) => status === 'running');

/** The logged-in parts' chunk as `loadLoggedIn` answers it: the notifier, the connection, the palette and the profile gate, here fakes. */
const LOGGED_IN_PARTS: LoggedInParts = {
  notifier: fakeActor('notifier'),
  connection: fakeActor('connection'),
  palette: fakeActor('palette'),
  profileGate: fakeActor('profileGate'),
};

const anonymous = (s: AppSnapshot) => s.matches({ auth: 'anonymous' });
const onFrontPage = (s: AppSnapshot) => s.matches({ auth: { anonymous: 'frontPage' } });
const authenticated = (s: AppSnapshot) => s.matches({ auth: 'authenticated' });
const signingOut = (s: AppSnapshot) => s.matches({ auth: 'signingOut' });
const readyIdle = (s: AppSnapshot) => s.matches({ auth: { authenticated: { ready: 'idle' } } });
const loadingProfile = (s: AppSnapshot) => 'loadProfile' in s.children;
/** The notifier's and the socket's chunk is on its way (logged in). */
const loadingParts = (s: AppSnapshot) => 'loadLoggedIn' in s.children;
/** The notifier and the socket run (their chunk arrived). */
const partsRunning = (s: AppSnapshot) => 'notifier' in s.children;

/** The facts the shell's own events change are at their start values. */
function defaults(s: AppSnapshot): boolean {
  const { context } = s;
  return (
    context.tab === defaultTab(context.platform, context.frontPage) &&
    // Logged in on the front-page address, only logout is walked (the rest is the same chart).
    (!context.frontPage || anonymous(s)) &&
    context.accountSection === 'profile' &&
    context.locale === 'en' &&
    context.unreadTotal === 0 &&
    context.codeWait === null &&
    context.pageFocused &&
    !context.pageOffline &&
    !context.connected &&
    (context.account === null || context.account.balance === ACCOUNT.balance) &&
    (context.capabilities === null || context.capabilities.canSetInviter === ACCOUNT.canSetInviter)
  );
}

/** Logged out, or logged in with the account loaded, the areas and the logged-in parts running and no call under way. */
const settled = (s: AppSnapshot) =>
  anonymous(s) || (readyIdle(s) && !loadingProfile(s) && partsRunning(s) && areasRunning(s));
const base = (s: AppSnapshot) => settled(s) && defaults(s);
/** Logged in and resting, but an area's code wait runs (spec 3 §4: the other tabs wait). */
const codeWaiting = (s: AppSnapshot) =>
  settled(s) &&
  authenticated(s) &&
  s.context.codeWait !== null &&
  defaults({ ...s, context: { ...s.context, codeWait: null } } as AppSnapshot);

const when = <T>(condition: boolean, payloads: readonly T[]): readonly T[] => (condition ? payloads : []);

function event(replay: Replay): EventObject & Record<string, unknown> {
  return replay.step.event as EventObject & Record<string, unknown>;
}

const NEW_MESSAGE = chatMessageEvent({
  fromNumber: '12025550101',
  fromPhone: '2025550101',
  text: 'Are we still on for today?',
});

const READ_MARKER = {
  ownFullNumber: '14155550100',
  otherFullNumber: '12025550101',
  readUpTo: 1_795_500_000_000,
  unread: 0,
};

/** What the root passes to the chats area unchanged, and what it tells it in its own words. */
const FORWARDED_TO_CHATS = new Set([
  'message.received',
  'chat.readElsewhere',
  'messages.deletedElsewhere',
  'connection.lost',
  'connection.restored',
  'chats.refresh',
  'numbers.changed',
]);
const FOCUS_FOR_CHATS: Record<string, string> = { 'page.focused': 'window.focus', 'page.blurred': 'window.blur' };
const NETWORK_FOR_CONTACTS: Record<string, string> = {
  'page.offline': 'network.offline',
  'page.online': 'network.online',
};

/** spec 1 §1, §4, §5: the root's facts reach the areas that hear them. */
function areasHold(snapshot: AppSnapshot, replay: Replay) {
  const step = event(replay);
  if (!authenticated(snapshot) || snapshot.context.areas.chats !== 'running') return;
  if (FORWARDED_TO_CHATS.has(step.type)) expect(replay.received('chats').at(-1)).toEqual(step);
  // issue 10: a code pushed over the socket goes to the verification area (New Code's polling).
  // (Only while it runs: it loads when its tab is first shown, and New Code runs only there.)
  if (step.type === 'sms.pushed') {
    if (snapshot.context.areas.verification === 'running') expect(replay.received('verification').at(-1)).toEqual(step);
    else expect(replay.running('verification')).toBeUndefined();
  }
  if (step.type in FOCUS_FOR_CHATS)
    expect(replay.received('chats').at(-1)).toEqual({ type: FOCUS_FOR_CHATS[step.type] });
  // issue 24 item 2: the browser's network reaches the address book (its changes need the server).
  if (step.type in NETWORK_FOR_CONTACTS && snapshot.context.areas.contacts === 'running')
    expect(replay.received('contacts').at(-1)).toEqual({ type: NETWORK_FOR_CONTACTS[step.type] });
  if (step.type === 'message.notify') {
    // spec 1 §1: notified only while the page is not in front; the stand-in book knows nobody.
    const notified = replay.received('notifier').at(-1);
    // Before the notifier's chunk has arrived the message shows in the app only.
    if (loadingParts(snapshot)) expect(replay.running('notifier')).toBeUndefined();
    else if (replay.previous?.context.pageFocused) expect(replay.effects.map((e) => e.type)).not.toContain('notify');
    else expect(notified).toEqual({ type: 'notify.message', message: NEW_MESSAGE, senderName: null });
  }
  if (step.type === 'code.notify') {
    // issue 10 item 7: the code in the title, only while the page is not in front.
    if (replay.previous?.context.pageFocused) expect(replay.effects.map((e) => e.type)).not.toContain('notify');
    else
      expect(replay.received('notifier').at(-1)).toEqual({
        type: 'notify.incoming',
        title: 'WhatsApp: 123456',
        body: { text: 'Your WhatsApp code: 123-456' },
      });
  }
  if (step.type === 'chat.compose') {
    expect(snapshot.context.tab).toBe('chats');
    expect(replay.received('chats').at(-1)).toEqual({ type: 'chat.start', otherTelCode: '1', typed: '3125550101' });
  }
  if (step.type === 'chat.show') {
    // issue 22 item 6: a click on a message's notification opens that conversation in the chats tab.
    expect(snapshot.context.tab).toBe('chats');
    expect(replay.received('chats').at(-1)).toEqual({ type: 'chat.open', key: '14155550101-13125550101' });
  }
  if (step.type === 'chat.draftFrom') {
    // spec 3 §3 addMessage: a new chat from that own number.
    expect(snapshot.context.tab).toBe('chats');
    expect(replay.received('chats').slice(-2)).toEqual([
      { type: 'chat.new' },
      { type: 'draft.change', ownFullNumber: '14155550101' },
    ]);
  }
  // The person's own choices (the tab bar, the shortcuts, the command palette; docs/keyboard.md).
  // No profile form is open here (the account area is a fake): a chosen tab is a `tab.select`.
  if (step.type === 'tab.choose') expect(snapshot.context.tab).toBe(step.tab);
  if (step.type === 'chat.new') {
    expect(snapshot.context.tab).toBe('chats');
    expect(replay.received('chats').at(-1)).toEqual({ type: 'chat.new' });
  }
  if (step.type === 'contact.show') {
    // The details are opened after the tab switch, whose `detail.close` would close them at once.
    expect(snapshot.context.tab).toBe('contacts');
    expect(replay.received('contacts').slice(-3)).toEqual([
      { type: 'detail.close' },
      { type: 'contacts.sync' },
      { type: 'detail.open', id: 'contact-1' },
    ]);
  }
  // spec 1 §4: the palette's Log out asks for confirmation, as the tab bar's button does.
  if (step.type === 'logout.request') expect(replay.received('session').at(-1)).toEqual({ type: 'logout.request' });
  if (
    step.type === 'xstate.done.actor.loadAccount' ||
    step.type === 'xstate.done.actor.queryBalance' ||
    step.type === 'balance.changed'
  ) {
    if (snapshot.context.account) {
      expect(replay.received('chats').at(-1)).toEqual({
        type: 'account.balance',
        balance: snapshot.context.account.balance,
      });
    }
  }
  if (step.type === 'tab.select' && replay.previous?.context.codeWait) {
    // spec 3 §4, issue 27 item 4: while a code wait runs the other tabs wait; the waiting area
    // shows 'operation in progress'.
    expect(snapshot.context.tab).toBe(replay.previous.context.tab);
    expect(replay.received('chats').at(-1)).toEqual({ type: 'tab.blocked' });
    // The tab bar reads the waiting area's tab (chats here): the others show disabled.
    expect(selectCodeWaitTab(snapshot)).toBe('chats');
  } else if (step.type === 'tab.select' && replay.previous && authenticated(replay.previous)) {
    // spec 1 §2: a tab switch closes the contact detail; opening contacts syncs the book.
    const told = replay.received('contacts').slice(-2);
    expect(told).toContainEqual({ type: 'detail.close' });
    if (snapshot.context.tab === 'contacts') expect(told).toContainEqual({ type: 'contacts.sync' });
  }
}

/**
 * While logged in each area loads (its own chunk) when first needed — the chats and the address
 * book at login, the others when their tab is first shown — and starts with what the root knows
 * then; a failed load starts none until `areas.retry` (issue 8 item 21).
 */
function areasStartHold(snapshot: AppSnapshot, replay: Replay) {
  const { areas, locale, account, connected, pageFocused, profile, tab, frontPage } = snapshot.context;
  const step = event(replay);
  // The notifier, the socket and the command palette run while logged in once their chunk has
  // arrived, whether the areas have arrived or not; the palette only where the tab bar shows (its
  // keyboard layer runs with the tab bar, docs/keyboard.md), not in front-page mode.
  // (Their loader asks again until the chunk arrives, so it fails only unexpectedly: nothing runs then.)
  if (step.type === 'xstate.done.actor.loadLoggedIn' || (!loadingParts(snapshot) && partsRunning(snapshot))) {
    expect(replay.running('connection')?.input).toEqual({});
    expect(replay.running('notifier')).toBeDefined();
    expect(replay.running('palette') !== undefined).toBe(!frontPage);
    expect(replay.running('profileGate')?.input).toEqual({});
    expect(snapshot.context.gateHeld).toBeNull();
  } else {
    expect(replay.running('connection')).toBeUndefined();
    expect(replay.running('notifier')).toBeUndefined();
    expect(replay.running('palette')).toBeUndefined();
    expect(replay.running('profileGate')).toBeUndefined();
    expect(snapshot.context.gateHeld).not.toBeNull();
  }
  // What is asked of the gate (a check, 100023's facts, a loaded profile) reaches it in the order
  // it came: at once where it runs, else held and told right after it starts.
  if (step.type === 'gate.check' || step.type === 'gate.update') {
    const { type: _type, ...payload } = step;
    const request = { type: step.type, ...payload };
    if (replay.previous && partsRunning(replay.previous))
      expect(replay.received('profileGate').at(-1)).toEqual(request);
    else expect(snapshot.context.gateHeld?.at(-1)).toEqual(request);
  }
  // Ctrl/Cmd+K: the palette opens at once where it runs, else as soon as its chunk has arrived.
  if (step.type === 'palette.open') {
    if (replay.previous && partsRunning(replay.previous))
      expect(replay.received('palette').at(-1)).toEqual({ type: 'palette.open' });
    else expect(snapshot.context.paletteAsked).toBe(true);
  }
  if (step.type === 'xstate.done.actor.loadLoggedIn') {
    expect(replay.received('palette')).toEqual(replay.previous?.context.paletteAsked ? [{ type: 'palette.open' }] : []);
    expect(snapshot.context.paletteAsked).toBe(false);
    expect(replay.received('profileGate')).toEqual(replay.previous?.context.gateHeld ?? []);
  }
  // At login the chunk is asked for; it is let go once it answered.
  if (step.type === 'session.loggedIn') expect(loadingParts(snapshot)).toBe(true);
  if (step.type.endsWith('.actor.loadLoggedIn')) expect(replay.running('loadLoggedIn')).toBeUndefined();
  // The area loader runs while logged in, whether the areas have arrived or not.
  expect(replay.running('areaLoader')).toBeDefined();
  // spec 1 §2: front-page mode hides the chats, contacts and account panels; at login only the
  // chats, the address book and the shown tab's area are asked for.
  if (step.type === 'session.loggedIn')
    expect(replay.received('areaLoader')).toEqual(
      (frontPage ? ['verification'] : ['chats', 'contacts']).map((id) => ({ type: 'area.load', id })),
    );
  // An area whose tab was never shown is not downloaded.
  // (These areas are shown by the tab of their own name.)
  for (const id of ['numbers', 'verification', 'account'] as const) {
    if (areas[id] === undefined) expect(replay.received('areaLoader')).not.toContainEqual({ type: 'area.load', id });
    else if (step.type === 'tab.select' && areas[id] === 'loading') expect(tab).toBe(id);
  }
  // The front page runs only while nobody is logged in.
  expect(replay.running('frontPage')).toBeUndefined();
  expect(replay.running('loadFrontPage')).toBeUndefined();
  for (const id of ['chats', 'contacts', 'numbers', 'verification', 'account'] as const) {
    expect(replay.running(id) !== undefined).toBe(areas[id] === 'running');
  }
  if (areas.numbers === 'running') expect(replay.running('numbers')?.input).toMatchObject({ firstVisitTip: true });
  // spec 3 §2: the verification area's left menu is hidden in front-page modes.
  if (areas.verification === 'running')
    expect(replay.running('verification')?.input).toMatchObject({ menu: !frontPage });
  // Nothing is held for an area that runs.
  for (const [id, status] of Object.entries(areas))
    if (status === 'running') expect(snapshot.context.held).not.toHaveProperty(id);
  if (step.type !== 'area.loaded') return;
  // An area that starts — at login or late — starts with the facts as they are now.
  const started = step.id as AreaId;
  const told = replay.received(started);
  const held = replay.previous?.context.held[started] ?? [];
  if (started === 'chats') {
    expect(replay.running('chats')?.input).toEqual({ connected, locale, balance: account?.balance ?? null });
    // A blur before the area started is not lost: the chats area starts knowing where the page is.
    expect(told).toEqual([...(pageFocused ? [] : [{ type: 'window.blur' }]), ...held]);
  }
  if (started === 'account') {
    // The root's profile as it is now, the root's section, then what was held (a return URL, a
    // profile that could not be loaded).
    expect(replay.running('account')?.input).toMatchObject({ platform: 'pingme', locale, profile });
    expect(told).toEqual([{ type: 'account.section', section: snapshot.context.accountSection }, ...held]);
  }
  // The numbers tab was opened: the area hears it is shown (its first-visit tip), then what was held.
  if (started === 'numbers') expect(told).toEqual([...(tab === 'numbers' ? [{ type: 'area.shown' }] : []), ...held]);
}

/** Title and tab facts that hold in every state. */
function titleHolds(snapshot: AppSnapshot) {
  const parts = selectTitleParts(snapshot);
  const { tab, unreadTotal } = snapshot.context;
  // The front page is titled like the main view (its tab is verification).
  const main = !snapshot.matches({ auth: { anonymous: 'login' } });
  expect(parts.platformName).toBe('PingMe');
  // spec 1 §2: '{tab label} | {platform name}' for account, numbers, verification and chats.
  expect(parts.tabLabelKey).toBe(main && tab !== 'contacts' ? `shell.tab.${tab}` : null);
  // spec 1 §2, §4: the chats title carries the total unread count, capped as 99+.
  const unread = main && tab === 'chats' && unreadTotal > 0 ? (unreadTotal > 99 ? '99+' : String(unreadTotal)) : null;
  expect(parts.unreadLabel).toBe(unread);
}

/** spec 1 §2 Tabs: an unknown tab value shows contacts (pingme has the contacts tab). */
function tabHolds(snapshot: AppSnapshot, replay: Replay) {
  const step = event(replay);
  if (step.type === 'tab.select' && step.tab === 'nonsense') expect(snapshot.context.tab).toBe('contacts');
}

/** Logged out: no session's children run, and logout reset the state (spec 1 §4). */
function loggedOutHolds(snapshot: AppSnapshot, replay: Replay) {
  titleHolds(snapshot);
  tabHolds(snapshot, replay);
  expect(replay.running('connection')).toBeUndefined();
  expect(replay.running('notifier')).toBeUndefined();
  expect(replay.running('palette')).toBeUndefined();
  // The gate runs only while someone is logged in: stopped at logout, it forgets the facts.
  expect(replay.running('profileGate')).toBeUndefined();
  expect(replay.running('loadLoggedIn')).toBeUndefined();
  expect(replay.running('chats')).toBeUndefined();
  expect(replay.running('contacts')).toBeUndefined();
  expect(snapshot.context.account).toBeNull();
  expect(snapshot.context.capabilities).toBeNull();
  if (event(replay).type === 'session.loggedOut') {
    // spec 1 §4: logout resets the state: default tab, no account, socket and areas stopped.
    expect(snapshot.context.tab).toBe(defaultTab(snapshot.context.platform, snapshot.context.frontPage));
    expect(snapshot.context.accountSection).toBe('profile');
    expect(snapshot.context.unreadTotal).toBe(0);
    expect(replay.running('loadProfile')).toBeUndefined();
    expect(snapshot.context.gateHeld).toEqual([]);
    expect(replay.received('overlays').at(-1)).toEqual({ type: 'session.ended' });
    expect(replay.effects.map((effect) => effect.type)).toContain('wipeChatHistory');
  }
}

const checks = {
  'auth.anonymous.entering': () => {
    throw new Error('entering is transient: the root never rests there');
  },
  'auth.anonymous.login': (snapshot, replay) => {
    loggedOutHolds(snapshot, replay);
    expect(selectRootView(snapshot)).toBe('login');
    // A front page's Log in stops its chart; without a front page none ever ran.
    expect(replay.running('frontPage')).toBeUndefined();
    expect(replay.running('loadFrontPage')).toBeUndefined();
    if (event(replay).type !== 'login.open') expect(snapshot.context.frontPage).toBe(false);
    // Back to the front page where there is one (pingme: only on the front-page address).
    expect(selectFrontPageReachable(snapshot)).toBe(snapshot.context.frontPage);
    // Without a front page, the login view's Back is not there to press: the root stays.
    if (event(replay).type === 'frontPage.open') expect(snapshot.context.frontPageMode).toBeNull();
  },
  'auth.anonymous.frontPage': (snapshot, replay) => {
    loggedOutHolds(snapshot, replay);
    // spec 1 §2: the front page instead of the login view, its chunk loaded, then its chart running.
    expect(selectRootView(snapshot)).toBe('frontPage');
    const { frontPage: areas } = snapshot.context.areas;
    // The login view's Back: the front page's chunk is loaded again and its chart restarts.
    if (event(replay).type === 'frontPage.open') expect(areas).toBe('loading');
    expect(replay.running('loadFrontPage') !== undefined).toBe(areas === 'loading');
    if (areas === 'running')
      expect(replay.running('frontPage')?.input).toEqual({ platform: 'pingme', mode: 'verification' });
    else expect(replay.running('frontPage')).toBeUndefined();
  },
  'auth.signingOut': (snapshot, replay) => {
    titleHolds(snapshot);
    // spec 1 §4: the confirmed logout closes the socket before the token is revoked.
    expect(selectRootView(snapshot)).toBe('main');
    expect(replay.running('connection')).toBeUndefined();
    // The palette goes with the session's other children.
    expect(replay.running('palette')).toBeUndefined();
  },
  'auth.authenticated.loadingAccount': (snapshot, replay) => {
    titleHolds(snapshot);
    expect(selectRootView(snapshot)).toBe('main');
    expect(selectAccountLoading(snapshot)).toBe(true);
    expect(replay.running('loadAccount')).toBeDefined();
    areasStartHold(snapshot, replay);
    if (event(replay).type === 'session.loggedIn') {
      expect(replay.running('loadProfile')).toBeDefined();
      expect(loadingAreas(snapshot)).toEqual(snapshot.context.frontPage ? ['verification'] : ['chats', 'contacts']);
      expect(snapshot.context.capabilities).toEqual({ canInvite: false, canSetInviter: false });
      expect(replay.received('overlays').at(-1)).toEqual({ type: 'session.started' });
    }
  },
  'auth.authenticated.accountUnavailable': (snapshot, replay) => {
    titleHolds(snapshot);
    expect(selectAccountUnavailable(snapshot)).toBe(true);
    expect(selectAccountSummary(snapshot)).toBeNull();
    areasStartHold(snapshot, replay);
  },
  'auth.authenticated.ready.idle': (snapshot, replay) => {
    titleHolds(snapshot);
    tabHolds(snapshot, replay);
    areasHold(snapshot, replay);
    areasStartHold(snapshot, replay);
    const step = event(replay);
    if (step.type === 'xstate.done.actor.queryBalance') {
      expect(selectAccountSummary(snapshot)).toEqual({ webchatId: ACCOUNT.webchatId, balance: '7.2500 Coins' });
    } else if (step.type === 'balance.changed') {
      // The announced figure shows as it is, and a queryBalance that was under way is dropped (it may have read before).
      expect(selectAccountSummary(snapshot)).toEqual({ webchatId: ACCOUNT.webchatId, balance: '3.5000 Coins' });
      expect(replay.running('queryBalance')).toBeUndefined();
    } else if (step.type === 'xstate.done.actor.loadAccount') {
      // spec 1 §1: pingme shows Coins with 4 decimals; the account carries the capabilities.
      expect(selectAccountSummary(snapshot)).toEqual({ webchatId: ACCOUNT.webchatId, balance: '12.5000 Coins' });
      expect(snapshot.context.capabilities).toEqual({ canInvite: true, canSetInviter: false });
      // The verification modal starts from the account's phone and e-mail.
      expect(replay.received('overlays').at(-1)).toEqual({ type: 'account.contact', phone: '2025550100', email: '' });
    }
    if (step.type === 'session.tokenRefreshed') {
      expect(snapshot.context.capabilities).toEqual({ canInvite: true, canSetInviter: true });
    }
    if (step.type === 'xstate.done.actor.loadProfile') {
      const answer = step.output as { ok: boolean };
      // A loaded profile feeds the gate (held until it runs); a failed load keeps the last known one.
      const update = { type: 'gate.update', profileStatus: 0, useCaseStatus: -1, needSetPhone: false };
      if (!answer.ok) expect(snapshot.context.gateHeld).toEqual(replay.previous?.context.gateHeld);
      else if (snapshot.context.gateHeld === null) expect(replay.received('profileGate').at(-1)).toEqual(update);
      else expect(snapshot.context.gateHeld.at(-1)).toEqual(update);
      expect(snapshot.context.profile).toEqual(answer.ok ? PROFILE : null);
      expect(replay.running('loadProfile')).toBeUndefined();
    }
    // spec 1 §2: opening the account tab refreshes the profile when its profile panel is active.
    if (
      step.type === 'profile.refresh' ||
      step.type === 'profile.open' ||
      (step.type === 'tab.select' && step.tab === 'account')
    ) {
      expect(replay.callsInStep.map((call) => call.id)).toEqual(['loadProfile']);
    } else if (step.type === 'tab.select') {
      expect(replay.callsInStep).toEqual([]);
    }
    // spec 1 §4 no-credit Recharge, spec 2 §2, §4: requests that open an account section.
    const section = { 'recharge.open': 'credit', 'profile.open': 'profile', 'redeemCode.open': 'redeemCode' }[
      step.type
    ];
    if (section) {
      expect([snapshot.context.tab, snapshot.context.accountSection]).toEqual(['account', section]);
      // The account area is told, so the section it runs is the one the root names (one that
      // loads is told when it starts).
      if (snapshot.context.areas.account === 'running')
        expect(replay.received('account')).toContainEqual({ type: 'account.section', section });
      else expect(snapshot.context.areas.account).toBe('loading');
    }
    // spec 3 §3 toRecharge: the recharge section hears the plans page's return URL (none otherwise).
    // (An account area on its way hears it once it starts.)
    if (step.type === 'recharge.open') {
      const told = { type: 'recharge.returnUrl', returnUrl: step.returnUrl ?? null };
      if (snapshot.context.areas.account === 'running') expect(replay.received('account').at(-1)).toEqual(told);
      else expect(snapshot.context.held.account?.at(-1)).toEqual(told);
    }
    // spec 2 §2, spec 3 §2: after a payment dialog with a return URL, the numbers tab's plans page.
    // spec 1 §2 banner: the numbers tab's TMO section (the US cell-phone plan).
    if (step.type === 'cellPlan.open') {
      expect(snapshot.context.tab).toBe('numbers');
      const cellPlan = { type: 'cellPlan.show' };
      if (snapshot.context.areas.numbers === 'running') expect(replay.received('numbers')).toContainEqual(cellPlan);
      else expect(snapshot.context.held.numbers?.at(-1)).toEqual(cellPlan);
    }
    if (step.type === 'plans.open') {
      expect(snapshot.context.tab).toBe('numbers');
      const plans = { type: 'section.select', section: 'plans' };
      if (snapshot.context.areas.numbers === 'running') expect(replay.received('numbers')).toContainEqual(plans);
      else expect(snapshot.context.held.numbers).toEqual([plans]);
    }
  },
  'auth.authenticated.ready.refreshingBalance': (snapshot, replay) => {
    titleHolds(snapshot);
    expect(selectBalanceRefreshing(snapshot)).toBe(true);
    expect(replay.running('queryBalance')).toBeDefined();
    areasStartHold(snapshot, replay);
    // The rest of the account stays shown while the balance refreshes.
    expect(selectAccountSummary(snapshot)).not.toBeNull();
  },
} satisfies Checks<typeof appMachine>;

testModel({
  name: 'app',
  machine: appMachine,
  inputs: [INPUT, FRONT_PAGE_INPUT],
  actions: {
    // Unexpected-failure logging is asserted through the states it leads to.
    reportUnexpectedError: () => {},
  },
  events: {
    // session child
    'session.loggedIn': (s) =>
      when(anonymous(s) && settled(s) && defaults(s) && s.context.areas.frontPage !== 'loading', [
        { token: 'token-1', canInvite: false, canSetInviter: false, restored: false },
      ]),
    'session.tokenRefreshed': (s) =>
      when(base(s) && authenticated(s), [{ token: 'token-2', canInvite: true, canSetInviter: true }]),
    'session.loggingOut': (s) => when(authenticated(s) && base(s), [{}]),
    'session.loggedOut': (s) => when(authenticated(s) || signingOut(s), [{ reason: 'kicked' as const }]),

    // the root's calls
    'xstate.done.actor.loadAccount': (s) => when(defaults(s), [{ output: ok(ACCOUNT) }, { output: networkFailure }]),
    'xstate.error.actor.loadAccount': (s) => when(defaults(s), [{ error: new Error('unexpected') }]),
    // Also while the account area loads: it starts with the answer, or hears that there is none.
    'xstate.done.actor.loadProfile': (s) =>
      when(readyIdle(s) && (defaults(s) || s.context.areas.account === 'loading'), [
        { actorId: 'loadProfile' as const, output: ok(PROFILE) },
        { actorId: 'loadProfile' as const, output: refused(RETCODE.SILENT_FAILURE) },
      ]),
    'xstate.error.actor.loadProfile': (s) =>
      when(readyIdle(s) && defaults(s), [{ actorId: 'loadProfile' as const, error: new Error('unexpected') }]),
    'xstate.done.actor.queryBalance': [{ output: ok({ balance: '7.25' }) }],
    'xstate.error.actor.queryBalance': { error: new Error('unexpected') },
    'xstate.done.actor.loadLoggedIn': (s) =>
      when(loadingParts(s) && defaults(s), [{ actorId: 'loadLoggedIn' as const, output: LOGGED_IN_PARTS }]),
    'xstate.error.actor.loadLoggedIn': (s) =>
      when(loadingParts(s) && defaults(s), [{ actorId: 'loadLoggedIn' as const, error: new Error('unexpected') }]),
    // the area loader's answers: each area's chunk, here a fake chart that records what it is told
    'area.loaded': (s) => loadingAreas(s).map((id) => ({ id, logic: fakeActor(id) })),
    'area.loadFailed': (s) =>
      when(
        defaults(s),
        loadingAreas(s).map((id) => ({ id, error: new Error('chunk not loaded') })),
      ),
    'areas.retry': (s) => when(Object.values(s.context.areas).includes('failed') && defaults(s), [{}]),
    // the logged-out front page (spec 1 §2, spec 3 §6)
    'xstate.done.actor.loadFrontPage': (s) =>
      when(onFrontPage(s) && defaults(s), [{ actorId: 'loadFrontPage' as const, output: fakeActor('frontPage') }]),
    'xstate.error.actor.loadFrontPage': (s) =>
      when(onFrontPage(s) && defaults(s), [
        { actorId: 'loadFrontPage' as const, error: new Error('chunk not loaded') },
      ]),
    'login.open': (s) => when(onFrontPage(s) && s.context.areas.frontPage === 'running' && defaults(s), [{}]),
    'frontPage.open': (s) => when(s.matches({ auth: { anonymous: 'login' } }) && defaults(s), [{}]),
    'account.reload': (s) =>
      when(defaults(s) && (s.matches({ auth: { authenticated: 'accountUnavailable' } }) || !loadingProfile(s)), [{}]),
    'balance.refresh': (s) => when(base(s), [{}]),
    // issue 22 item 3: the socket's announced balance, while the balance is shown or being read again.
    'balance.changed': (s) =>
      when(
        defaults(s) &&
          s.matches({ auth: { authenticated: 'ready' } }) &&
          !loadingProfile(s) &&
          partsRunning(s) &&
          areasRunning(s),
        [{ balance: '3.5' }],
      ),
    'profile.refresh': (s) => when(base(s), [{}]),
    'profile.open': (s) => when(base(s), [{}]),
    'recharge.open': (s) => when(base(s), [{}, { returnUrl: 'https://plans.example/checkout' }]),
    'plans.open': (s) => when(base(s), [{}]),
    'cellPlan.open': (s) => when(base(s), [{}]),
    'redeemCode.open': (s) => when(base(s), [{}]),

    // tabs, sections, language, title
    'tab.select': (s) => [
      ...when(base(s), [{ tab: 'account' }, { tab: 'numbers' }, { tab: 'nonsense' }]),
      ...when(codeWaiting(s), [{ tab: 'numbers' }]),
    ],
    // An area's code wait (here the chats area stands for it: the root only forwards to the area named).
    'codeWait.busy': (s) => [
      ...when(base(s) && authenticated(s), [{ area: 'chats', busy: true }]),
      ...when(codeWaiting(s), [{ area: 'chats', busy: false }]),
    ],
    'account.section.select': (s) => when(base(s) && authenticated(s), [{ section: 'credit' as const }]),
    'locale.toggle': (s) => when(base(s) && anonymous(s), [{}]),
    'unread.total': (s) => when(base(s) && authenticated(s), [{ count: 120 }]),

    // the connection's and the window's facts in; the areas' requests
    'message.received': (s) => when(base(s) && authenticated(s), [{ message: NEW_MESSAGE }]),
    // issue 22 item 4: a conversation read in another tab (or this one), for the chats area.
    'chat.readElsewhere': (s) => when(base(s) && authenticated(s), [{ marker: READ_MARKER }]),
    // issue 26 item 1: messages deleted in another tab (or this one), for the chats area.
    'messages.deletedElsewhere': (s) =>
      when(base(s) && authenticated(s), [
        { deleted: { ownFullNumber: '14155550100', otherFullNumber: '12025550101', smsIds: ['sms-1'] } },
      ]),
    'connection.lost': (s) => when(base(s) && authenticated(s), [{}]),
    // Also while the areas load: they then start connected.
    'connection.restored': (s) =>
      when(authenticated(s) && defaults(s) && (base(s) || loadingAreas(s).length > 0), [{}]),
    'chats.refresh': (s) => when(base(s) && authenticated(s), [{}]),
    'numbers.changed': (s) => when(base(s) && authenticated(s), [{}]),
    'sms.pushed': (s) => when(base(s) && authenticated(s), [PUSHED_CODE]),
    'page.focused': (s) => when(!s.context.pageFocused && settled(s), [{}]),
    'page.blurred': (s) => when(base(s), [{}]),
    // issue 24 item 2: the browser's network, lost and back (the window chart's word).
    'page.offline': (s) => when(base(s), [{}]),
    'page.online': (s) => when(s.context.pageOffline && settled(s), [{}]),
    // Also before the notifier's chunk has arrived (the areas may come first).
    'message.notify': (s) =>
      when(authenticated(s) && (settled(s) || (loadingParts(s) && readyIdle(s) && areasRunning(s))), [
        { message: NEW_MESSAGE },
      ]),
    'code.notify': (s) =>
      when(settled(s) && authenticated(s), [
        { appName: 'WhatsApp', code: '123456', text: 'Your WhatsApp code: 123-456' },
      ]),
    'chat.compose': (s) => when(base(s) && authenticated(s), [{ telCode: '1', phone: '3125550101' }]),
    'chat.draftFrom': (s) => when(base(s) && authenticated(s), [{ ownFullNumber: '14155550101' }]),
    'chat.show': (s) => when(base(s) && authenticated(s), [{ key: '14155550101-13125550101' }]),
    // the person's own choices: the tab bar, the shortcuts, the command palette (docs/keyboard.md)
    'tab.choose': (s) => when(base(s) && authenticated(s), [{ tab: 'numbers' }]),
    'chat.new': (s) => when(base(s) && authenticated(s), [{}]),
    'contact.show': (s) => when(base(s) && authenticated(s), [{ id: 'contact-1' }]),
    'logout.request': (s) => when(base(s) && authenticated(s), [{}]),
    // Also before the palette's chunk has arrived (right after login).
    'palette.open': (s) => when(authenticated(s) && defaults(s) && (base(s) || loadingParts(s)), [{}]),
    // Raised by the root itself after a chosen tab (a new chat, a contact's details).
    'area.request': [],
    // For the profile gate (a number action's check; 100023's facts, through the overlays): also
    // before the logged-in parts' chunk has arrived, when they are held.
    'gate.check': (s) =>
      when(authenticated(s) && defaults(s) && (base(s) || loadingParts(s)) && (s.context.gateHeld?.length ?? 0) < 2, [
        {},
      ]),
    'gate.update': (s) =>
      when(authenticated(s) && defaults(s) && (base(s) || loadingParts(s)) && (s.context.gateHeld?.length ?? 0) < 1, [
        { profileStatus: 1 as const, useCaseStatus: null, needSetPhone: false },
      ]),
  },
  serialize: (snapshot) => {
    const { context } = snapshot;
    return {
      tab: context.tab,
      section: context.accountSection,
      locale: context.locale,
      unread: context.unreadTotal,
      codeWait: context.codeWait,
      focused: context.pageFocused,
      offline: context.pageOffline,
      capabilities: context.capabilities,
      balance: context.account?.balance ?? null,
      profile: context.profile !== null,
      loadingProfile: 'loadProfile' in snapshot.children,
      parts: 'loadLoggedIn' in snapshot.children ? 'loading' : 'notifier' in snapshot.children ? 'running' : 'none',
      areas: context.areas,
      held: context.held,
      gateHeld: context.gateHeld?.map((request) => request.type) ?? 'running',
      connected: context.connected,
    };
  },
  checks,
});
