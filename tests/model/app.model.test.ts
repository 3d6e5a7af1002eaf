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
import { appMachine } from '../../src/machines/app/app.machine.ts';
import { defaultTab } from '../../src/machines/app/tabs.ts';
import {
  selectAccountLoading,
  selectAccountSummary,
  selectAccountUnavailable,
  selectBalanceRefreshing,
  selectFrontPageReachable,
  selectRootView,
  selectTitleParts,
} from '../../src/machines/app/toView.ts';
import type { AppInput, LoadedAreas, LoggedInParts } from '../../src/machines/app/types.ts';
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

/** The areas' chunks as `loadAreas` answers them: the area charts, here fakes that record what they are told. */
const LOADED_AREAS: LoadedAreas = {
  chats: fakeActor('chats'),
  contacts: fakeActor('contacts'),
  numbers: fakeActor('numbers'),
  verification: fakeActor('verification'),
  account: fakeActor('account'),
};

/** The logged-in parts' chunk as `loadLoggedIn` answers it: the notifier and the connection, here fakes. */
const LOGGED_IN_PARTS: LoggedInParts = { notifier: fakeActor('notifier'), connection: fakeActor('connection') };

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
    context.pageFocused &&
    !context.connected &&
    (context.account === null || context.account.balance === ACCOUNT.balance) &&
    (context.capabilities === null || context.capabilities.canSetInviter === ACCOUNT.canSetInviter)
  );
}

/** Logged out, or logged in with the account loaded, the areas and the logged-in parts running and no call under way. */
const settled = (s: AppSnapshot) =>
  anonymous(s) || (readyIdle(s) && !loadingProfile(s) && partsRunning(s) && s.context.areas === 'running');
const base = (s: AppSnapshot) => settled(s) && defaults(s);

const when = <T>(condition: boolean, payloads: readonly T[]): readonly T[] => (condition ? payloads : []);

function event(replay: Replay): EventObject & Record<string, unknown> {
  return replay.step.event as EventObject & Record<string, unknown>;
}

const NEW_MESSAGE = chatMessageEvent({
  fromNumber: '12025550101',
  fromPhone: '2025550101',
  text: 'Are we still on for today?',
});

/** What the root passes to the chats area unchanged, and what it tells it in its own words. */
const FORWARDED_TO_CHATS = new Set([
  'message.received',
  'connection.lost',
  'connection.restored',
  'chats.refresh',
  'numbers.changed',
]);
const FOCUS_FOR_CHATS: Record<string, string> = { 'page.focused': 'window.focus', 'page.blurred': 'window.blur' };

/** spec 1 §1, §4, §5: the root's facts reach the areas that hear them. */
function areasHold(snapshot: AppSnapshot, replay: Replay) {
  const step = event(replay);
  if (!authenticated(snapshot) || snapshot.context.areas !== 'running') return;
  if (FORWARDED_TO_CHATS.has(step.type)) expect(replay.received('chats').at(-1)).toEqual(step);
  // issue 10: a code pushed over the socket goes to the verification area (New Code's polling).
  if (step.type === 'sms.pushed') expect(replay.received('verification').at(-1)).toEqual(step);
  if (step.type in FOCUS_FOR_CHATS)
    expect(replay.received('chats').at(-1)).toEqual({ type: FOCUS_FOR_CHATS[step.type] });
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
  if (step.type === 'chat.draftFrom') {
    // spec 3 §3 addMessage: a new chat from that own number.
    expect(snapshot.context.tab).toBe('chats');
    expect(replay.received('chats').slice(-2)).toEqual([
      { type: 'chat.new' },
      { type: 'draft.change', ownFullNumber: '14155550101' },
    ]);
  }
  if (step.type === 'xstate.done.actor.loadAccount' || step.type === 'xstate.done.actor.queryBalance') {
    if (snapshot.context.account) {
      expect(replay.received('chats').at(-1)).toEqual({
        type: 'account.balance',
        balance: snapshot.context.account.balance,
      });
    }
  }
  if (step.type === 'tab.select' && replay.previous && authenticated(replay.previous)) {
    // spec 1 §2: a tab switch closes the contact detail; opening contacts syncs the book.
    const told = replay.received('contacts').slice(-2);
    expect(told).toContainEqual({ type: 'detail.close' });
    if (snapshot.context.tab === 'contacts') expect(told).toContainEqual({ type: 'contacts.sync' });
  }
}

/**
 * While logged in the brand's areas load (their own chunks), then start with what the root knows
 * then; a failed load starts none until `areas.retry` (issue 8 item 21).
 */
function areasStartHold(snapshot: AppSnapshot, replay: Replay) {
  const { areas, locale, account, connected, pageFocused } = snapshot.context;
  // The notifier and the socket run while logged in once their chunk has arrived, whether the
  // areas have arrived or not.
  // (Their loader asks again until the chunk arrives, so it fails only unexpectedly: nothing runs then.)
  if (event(replay).type === 'xstate.done.actor.loadLoggedIn' || (!loadingParts(snapshot) && partsRunning(snapshot))) {
    expect(replay.running('connection')?.input).toEqual({});
    expect(replay.running('notifier')).toBeDefined();
  } else {
    expect(replay.running('connection')).toBeUndefined();
    expect(replay.running('notifier')).toBeUndefined();
  }
  // At login the chunk is asked for; it is let go once it answered.
  if (event(replay).type === 'session.loggedIn') expect(loadingParts(snapshot)).toBe(true);
  if (event(replay).type.endsWith('.actor.loadLoggedIn')) expect(replay.running('loadLoggedIn')).toBeUndefined();
  if (areas === 'loading')
    expect(replay.running('loadAreas')?.input).toEqual({
      // spec 1 §2: front-page mode hides the chats, contacts and account panels.
      ids: snapshot.context.frontPage
        ? ['numbers', 'verification']
        : ['chats', 'contacts', 'numbers', 'verification', 'account'],
    });
  else expect(replay.running('loadAreas')).toBeUndefined();
  // The front page runs only while nobody is logged in.
  expect(replay.running('frontPage')).toBeUndefined();
  expect(replay.running('loadFrontPage')).toBeUndefined();
  if (areas !== 'running') {
    expect(replay.running('chats')).toBeUndefined();
    expect(replay.running('contacts')).toBeUndefined();
    expect(replay.running('numbers')).toBeUndefined();
    return;
  }
  expect(replay.running('contacts')).toBeDefined();
  // spec 3 §1: pingme shows the numbers area's first-visit tip.
  expect(replay.running('numbers')?.input).toMatchObject({ firstVisitTip: true });
  // spec 3 §2: the verification area's left menu is hidden in front-page modes.
  expect(replay.running('verification')?.input).toMatchObject({ menu: !snapshot.context.frontPage });
  if (event(replay).type === 'xstate.done.actor.loadAreas') {
    expect(replay.running('chats')?.input).toEqual({ connected, locale, balance: account?.balance ?? null });
    // A blur before the areas started is not lost: the chats area starts knowing where the page is.
    expect(replay.received('chats')).toEqual(pageFocused ? [] : [{ type: 'window.blur' }]);
    // The account area starts on the root's section.
    expect(replay.received('account')).toEqual([{ type: 'account.section', section: snapshot.context.accountSection }]);
  }
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
    expect(replay.received('profileGate').at(-1)).toEqual({ type: 'gate.reset' });
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
    const { areas } = snapshot.context;
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
  },
  'auth.authenticated.loadingAccount': (snapshot, replay) => {
    titleHolds(snapshot);
    expect(selectRootView(snapshot)).toBe('main');
    expect(selectAccountLoading(snapshot)).toBe(true);
    expect(replay.running('loadAccount')).toBeDefined();
    areasStartHold(snapshot, replay);
    if (event(replay).type === 'session.loggedIn') {
      expect(replay.running('loadProfile')).toBeDefined();
      expect(snapshot.context.areas).toBe('loading');
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
      // A loaded profile feeds the gate; a failed load keeps the last known one.
      expect(replay.received('profileGate').at(-1)).toEqual(
        answer.ok ? { type: 'gate.update', profileStatus: 0, needSetPhone: false } : undefined,
      );
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
      // The account area is told, so the section it runs is the one the root names.
      if (snapshot.context.areas === 'running')
        expect(replay.received('account')).toContainEqual({ type: 'account.section', section });
    }
    // spec 3 §3 toRecharge: the recharge section hears the plans page's return URL (none otherwise).
    if (step.type === 'recharge.open' && snapshot.context.areas === 'running') {
      expect(replay.received('account').at(-1)).toEqual({
        type: 'recharge.returnUrl',
        returnUrl: step.returnUrl ?? null,
      });
    }
    // spec 2 §2, spec 3 §2: after a payment dialog with a return URL, the numbers tab's plans page.
    if (step.type === 'plans.open') {
      expect(snapshot.context.tab).toBe('numbers');
      if (snapshot.context.areas === 'running')
        expect(replay.received('numbers')).toContainEqual({ type: 'section.select', section: 'plans' });
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
      when(anonymous(s) && settled(s) && defaults(s) && s.context.areas !== 'loading', [
        { token: 'token-1', canInvite: false, canSetInviter: false, restored: false },
      ]),
    'session.tokenRefreshed': (s) =>
      when(base(s) && authenticated(s), [{ token: 'token-2', canInvite: true, canSetInviter: true }]),
    'session.loggingOut': (s) => when(authenticated(s) && base(s), [{}]),
    'session.loggedOut': (s) => when(authenticated(s) || signingOut(s), [{ reason: 'kicked' as const }]),

    // the root's calls
    'xstate.done.actor.loadAccount': (s) => when(defaults(s), [{ output: ok(ACCOUNT) }, { output: networkFailure }]),
    'xstate.error.actor.loadAccount': (s) => when(defaults(s), [{ error: new Error('unexpected') }]),
    'xstate.done.actor.loadProfile': (s) =>
      when(readyIdle(s) && defaults(s), [
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
    'xstate.done.actor.loadAreas': () => [{ actorId: 'loadAreas' as const, output: LOADED_AREAS }],
    'xstate.error.actor.loadAreas': (s) =>
      when(defaults(s), [{ actorId: 'loadAreas' as const, error: new Error('chunk not loaded') }]),
    'areas.retry': (s) => when(s.context.areas === 'failed' && defaults(s), [{}]),
    // the logged-out front page (spec 1 §2, spec 3 §6)
    'xstate.done.actor.loadFrontPage': (s) =>
      when(onFrontPage(s) && defaults(s), [{ actorId: 'loadFrontPage' as const, output: fakeActor('frontPage') }]),
    'xstate.error.actor.loadFrontPage': (s) =>
      when(onFrontPage(s) && defaults(s), [
        { actorId: 'loadFrontPage' as const, error: new Error('chunk not loaded') },
      ]),
    'login.open': (s) => when(onFrontPage(s) && s.context.areas === 'running' && defaults(s), [{}]),
    'frontPage.open': (s) => when(s.matches({ auth: { anonymous: 'login' } }) && defaults(s), [{}]),
    'account.reload': (s) =>
      when(defaults(s) && (s.matches({ auth: { authenticated: 'accountUnavailable' } }) || !loadingProfile(s)), [{}]),
    'balance.refresh': (s) => when(base(s), [{}]),
    'profile.refresh': (s) => when(base(s), [{}]),
    'profile.open': (s) => when(base(s), [{}]),
    'recharge.open': (s) => when(base(s), [{}, { returnUrl: 'https://plans.example/checkout' }]),
    'plans.open': (s) => when(base(s), [{}]),
    'redeemCode.open': (s) => when(base(s), [{}]),

    // tabs, sections, language, title
    'tab.select': (s) => when(base(s), [{ tab: 'account' }, { tab: 'numbers' }, { tab: 'nonsense' }]),
    'account.section.select': (s) => when(base(s) && authenticated(s), [{ section: 'credit' as const }]),
    'locale.toggle': (s) => when(base(s) && anonymous(s), [{}]),
    'unread.total': (s) => when(base(s) && authenticated(s), [{ count: 120 }]),

    // the connection's and the window's facts in; the areas' requests
    'message.received': (s) => when(base(s) && authenticated(s), [{ message: NEW_MESSAGE }]),
    'connection.lost': (s) => when(base(s) && authenticated(s), [{}]),
    // Also while the areas load: they then start connected.
    'connection.restored': (s) =>
      when(authenticated(s) && defaults(s) && (base(s) || s.context.areas === 'loading'), [{}]),
    'chats.refresh': (s) => when(base(s) && authenticated(s), [{}]),
    'numbers.changed': (s) => when(base(s) && authenticated(s), [{}]),
    'sms.pushed': (s) => when(base(s) && authenticated(s), [PUSHED_CODE]),
    'page.focused': (s) => when(!s.context.pageFocused && settled(s), [{}]),
    'page.blurred': (s) => when(base(s), [{}]),
    // Also before the notifier's chunk has arrived (the areas may come first).
    'message.notify': (s) =>
      when(authenticated(s) && (settled(s) || (loadingParts(s) && readyIdle(s) && s.context.areas === 'running')), [
        { message: NEW_MESSAGE },
      ]),
    'code.notify': (s) =>
      when(settled(s) && authenticated(s), [
        { appName: 'WhatsApp', code: '123456', text: 'Your WhatsApp code: 123-456' },
      ]),
    'chat.compose': (s) => when(base(s) && authenticated(s), [{ telCode: '1', phone: '3125550101' }]),
    'chat.draftFrom': (s) => when(base(s) && authenticated(s), [{ ownFullNumber: '14155550101' }]),
  },
  serialize: (snapshot) => {
    const { context } = snapshot;
    return {
      tab: context.tab,
      section: context.accountSection,
      locale: context.locale,
      unread: context.unreadTotal,
      focused: context.pageFocused,
      capabilities: context.capabilities,
      balance: context.account?.balance ?? null,
      profile: context.profile !== null,
      loadingProfile: 'loadProfile' in snapshot.children,
      parts: 'loadLoggedIn' in snapshot.children ? 'loading' : 'notifier' in snapshot.children ? 'running' : 'none',
      areas: context.areas,
      connected: context.connected,
    };
  },
  checks,
});
