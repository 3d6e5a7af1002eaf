/**
 * The root chart with its real `connection`, `profileGate` and `window` children (only the socket,
 * the DOM listener, the session and the calls are fakes): brand and front-page rules, timing, and
 * the round trips between the root and its children (spec 1 §2, §4, §8).
 */
import { describe, expect, it } from 'vitest';
import {
  type AnyActorLogic,
  type AnyActorRef,
  createActor,
  type EventObject,
  fromCallback,
  fromPromise,
  SimulatedClock,
  waitFor,
} from 'xstate';
import { accountMachine } from '../../src/machines/account/account/account.machine.ts';
import { profileMachine } from '../../src/machines/account/profile/profile.machine.ts';
import type { ProfileActor } from '../../src/machines/account/profile/toView.ts';
import { overlaysMachine } from '../../src/machines/overlays/overlays/overlays.machine.ts';
import {
  selectAlert,
  selectDialog,
  selectVerifyContactRef,
  selectVerifyRequest,
} from '../../src/machines/overlays/overlays/toView.ts';
import { profileGateMachine } from '../../src/machines/overlays/profileGate/profileGate.machine.ts';
import { selectGateNotice } from '../../src/machines/overlays/profileGate/toView.ts';
import { type RefusedCall, SYSTEM_ID, tell } from '../../src/machines/shared/address.ts';
import { rootActions, rootActors } from '../../src/machines/shell/app/app.actors.ts';
import { appMachine } from '../../src/machines/shell/app/app.machine.ts';
import type { AreaId } from '../../src/machines/shell/app/areas.ts';
import { defaultTab, resolveTabRequest, selectableTabs } from '../../src/machines/shell/app/tabs.ts';
import {
  selectChatsRef,
  selectConnectionRef,
  selectContactsRef,
  selectLanguageToggleShown,
  selectOverlaysRef,
  selectPaletteRef,
  selectProfileGateRef,
  selectRootView,
  selectTabBarShown,
  selectTitleParts,
  selectVisibleTabs,
} from '../../src/machines/shell/app/toView.ts';
import type { AppInput, AreaLoadRequest } from '../../src/machines/shell/app/types.ts';
import { connectionMachine } from '../../src/machines/shell/connection/connection.machine.ts';
import { selectCanSend } from '../../src/machines/shell/connection/toView.ts';
import type { SocketCommand, SocketReport } from '../../src/machines/shell/connection/types.ts';
import { paletteMachine } from '../../src/machines/shell/palette/palette.machine.ts';
import { paletteStatusOf } from '../../src/machines/shell/palette/toView.ts';
import { windowMachine } from '../../src/machines/shell/window/window.machine.ts';
import type { Account, ProfileAnswer } from '../../src/services/api/contract/endpoints.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { createApi } from '../../src/services/api/createApi.ts';
import { actionEntry } from '../../src/services/keyboard/gatherEntries.ts';
import type { PaletteEntry } from '../../src/services/keyboard/paletteEntries.ts';
import { createSocketLink } from '../../src/services/socket/socketActor.ts';
import { createChatHistory } from '../../src/services/storage/chatHistory.ts';
import { createSessionStore } from '../../src/services/storage/sessionStore.ts';
import { ok } from '../support/apiResults.ts';
import { chatMessageEvent } from '../support/chatFixtures.ts';
import { NO_KYC } from '../support/kycFixtures.ts';

const ACCOUNT: Account = {
  accountInfo: { telCode: '1', phone: '2025550100', email: 'demo@example.com', status: 0 },
  webchatId: '2025550100',
  balance: '-3.14159',
  gift: '0',
  canInvite: false,
  canSetInviter: true,
  needSetPhone: false,
};

const PROFILE: ProfileAnswer = {
  profileStatus: 2,
  profileStatus4Phone: 2,
  useCaseStatus: -1,
  needSetPhone: false,
  profile: {
    phone: '2025550100',
    email: 'demo@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '1 Main St',
    city: 'Springfield',
    province: 'IL',
    country: 'US',
    regionCode: 'US',
    postalCode: '62701',
    canEdit: true,
    canEditDate: '',
    expireDate: '',
    featureOptions: [],
    userCaseOptions: [],
  },
};

/** A callback actor that never finishes and records what it is sent. */
function recorder(into: EventObject[]) {
  return fromCallback<EventObject>(({ receive }) => receive((event) => into.push(event)));
}

/**
 * The area loader: each asked area's chunk arrives on the next turn, unless `held` keeps it back
 * (`release(id)` lets it arrive). `asked` records the areas asked for.
 */
function areaLoaderOf(areas: Partial<Record<AreaId, AnyActorLogic>>, held: ReadonlySet<AreaId> = new Set()) {
  const asked: AreaId[] = [];
  const waiting = new Map<AreaId, () => void>();
  const logic = fromCallback<AreaLoadRequest>(({ sendBack, receive }) =>
    receive(({ id }) => {
      asked.push(id);
      const arrive = () => {
        const area = areas[id];
        if (area) sendBack({ type: 'area.loaded', id, logic: area });
      };
      if (held.has(id)) waiting.set(id, arrive);
      else void Promise.resolve().then(arrive);
    }),
  );
  return { logic, asked, release: (id: AreaId) => waiting.get(id)?.() };
}

function start(input: Partial<AppInput> = {}, overrides: Record<string, AnyActorLogic> = {}) {
  const toSession: EventObject[] = [];
  const toVerify: EventObject[] = [];
  const toChats: EventObject[] = [];
  const toContacts: EventObject[] = [];
  const socket: { report?: (event: SocketReport) => void; open: boolean; commands: SocketCommand[] } = {
    open: false,
    commands: [],
  };
  const clock = new SimulatedClock();
  const actors: Record<string, AnyActorLogic> = {
    session: recorder(toSession),
    overlays: overlaysMachine.provide({
      // The verification modal's chart as its chunk brings it.
      actors: { loadVerifyContact: fromPromise(async () => recorder(toVerify)), captcha: recorder([]) as never },
    }),
    // The areas as their chunks arrive. The address book is the contacts chart's business
    // (tests/model/contacts.*), here it stays quiet; so is the chats area (tests/model/chats.*):
    // here only what the root tells it counts.
    areaLoader: areaLoaderOf({
      contacts: recorder(toContacts),
      chats: recorder(toChats),
      numbers: recorder([]),
      account: recorder([]),
      verification: recorder([]),
    }).logic,
    // The logged-out front page's chunk (front-page mode): a chart that only records.
    loadFrontPage: fromPromise(async () => recorder([])),
    loadAccount: fromPromise(async () => ok(ACCOUNT)),
    loadProfile: fromPromise(async () => ok(PROFILE)),
    queryBalance: fromPromise(async () => ok({ balance: '100' })),
    window: windowMachine.provide({ actors: { windowEvents: fromCallback(() => {}) } }),
    // The logged-in parts as their chunk arrives: the real connection, palette and profile gate charts, a quiet notifier.
    loadLoggedIn: fromPromise(async () => ({
      notifier: recorder([]),
      palette: paletteMachine,
      profileGate: profileGateMachine,
      connection: connectionMachine.provide({
        actors: {
          socket: fromCallback<SocketCommand>(({ sendBack, receive }) => {
            socket.open = true;
            socket.report = (event) => sendBack(event);
            receive((command) => socket.commands.push(command));
            return () => {
              socket.open = false;
            };
          }),
        },
      }),
    })),
    ...overrides,
  };
  const app = createActor(appMachine.provide({ actors: actors as never }), {
    clock,
    systemId: SYSTEM_ID.app,
    input: { platform: 'pingme', locale: 'en', frontPage: false, appList: false, ...input },
  }).start();
  return { app, clock, toSession, toVerify, toChats, toContacts, socket };
}

/** A refused call, routed as the API layer routes it: to the overlays, by systemId. */
function route(app: ReturnType<typeof start>['app'], failure: RefusedCall) {
  tell(app.system, SYSTEM_ID.overlays, { type: 'failure.route', ...failure });
}

function overlaysOf(app: ReturnType<typeof start>['app']) {
  const overlays = selectOverlaysRef(app.getSnapshot());
  if (!overlays) throw new Error('no overlays');
  return overlays.getSnapshot();
}

const PINGME = { platform: 'pingme', locale: 'en' } as const;

/** Lets the fake calls' promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The session chart's word that someone is logged in (a restored session). */
function logIn(app: ReturnType<typeof start>['app']) {
  app.send({ type: 'session.loggedIn', token: 't'.repeat(32), canInvite: false, canSetInviter: false, restored: true });
}

async function loggedIn(input: Partial<AppInput> = {}) {
  const setup = start(input);
  logIn(setup.app);
  await settle();
  return setup;
}

describe('tabs by brand and mode (spec 1 §2)', () => {
  it('selects the verification tab at start in front-page mode and hides the tab bar', () => {
    const { app } = start({ frontPage: true });
    const snapshot = app.getSnapshot();
    expect(snapshot.context.tab).toBe('verification');
    expect(selectTabBarShown(snapshot)).toBe(false);
    expect(selectVisibleTabs(snapshot)).toEqual([]);
    // Logged out, the front page shows (the verification panel with the public number list).
    expect(selectRootView(snapshot)).toBe('frontPage');
  });

  it('keeps the chats, contacts and account panels out of reach in front-page mode', () => {
    const { app } = start({ frontPage: true });
    for (const tab of ['chats', 'contacts', 'account', 'nonsense']) {
      app.send({ type: 'tab.select', tab });
      expect(app.getSnapshot().context.tab).toBe('verification');
    }
    app.send({ type: 'tab.select', tab: 'numbers' });
    expect(app.getSnapshot().context.tab).toBe('numbers');
  });

  it('shows contacts for an unknown tab value, unless the brand hides contacts', () => {
    const wetalk = start({ platform: 'wetalk' }).app;
    wetalk.send({ type: 'tab.select', tab: 'subscriptions' });
    expect(wetalk.getSnapshot().context.tab).toBe('contacts');

    const jiema = start({ platform: 'jiema', locale: 'zh-CN' }).app;
    expect(jiema.getSnapshot().context.tab).toBe('verification');
    for (const tab of ['chats', 'numbers', 'contacts', 'subscriptions']) {
      jiema.send({ type: 'tab.select', tab });
      expect(jiema.getSnapshot().context.tab).toBe('verification');
    }
  });

  it('asks the brand table which tabs exist', () => {
    expect(selectableTabs('cloudnumber', false)).toEqual(['chats', 'numbers', 'account']);
    expect(selectableTabs('jiema', true)).toEqual(['verification']);
    expect(defaultTab('wetalk', true)).toBe('numbers');
    expect(resolveTabRequest('verification', 'wetalk', false)).toBeNull();
  });

  it('toggles the language only on brands with two languages', () => {
    const pingme = start().app;
    expect(selectLanguageToggleShown(pingme.getSnapshot())).toBe(true);
    pingme.send({ type: 'locale.toggle' });
    expect(pingme.getSnapshot().context.locale).toBe('zh-CN');
    pingme.send({ type: 'locale.toggle' });
    expect(pingme.getSnapshot().context.locale).toBe('en');

    const cloud = start({ platform: 'cloudnumber', locale: 'zh-CN' }).app;
    expect(selectLanguageToggleShown(cloud.getSnapshot())).toBe(false);
    cloud.send({ type: 'locale.toggle' });
    expect(cloud.getSnapshot().context.locale).toBe('zh-CN');
  });

  it('titles the page with the tab label, the brand name in the UI language and the unread count', async () => {
    const { app } = await loggedIn({ platform: 'jiema', locale: 'zh-CN' });
    expect(selectTitleParts(app.getSnapshot())).toEqual({
      tabLabelKey: 'shell.tab.verification',
      platformName: '接码',
      unreadCount: 0,
      unreadLabel: null,
    });
    const pingme = (await loggedIn()).app;
    pingme.send({ type: 'unread.total', count: 42 });
    expect(selectTitleParts(pingme.getSnapshot())).toMatchObject({ tabLabelKey: 'shell.tab.chats', unreadLabel: '42' });
    pingme.send({ type: 'tab.select', tab: 'contacts' });
    // Contacts is not among the titled tabs: the brand name alone.
    expect(selectTitleParts(pingme.getSnapshot())).toMatchObject({ tabLabelKey: null, unreadLabel: null });
  });
});

describe('overlays through the root', () => {
  it('shows the fixed no-credit text on cloudnumber in Chinese (spec 1 §4)', () => {
    const { app } = start({ platform: 'cloudnumber', locale: 'zh-CN' });
    route(app, { endpoint: 'getAccountInfo', retcode: RETCODE.INSUFFICIENT_BALANCE, retmsg: 'x' });
    expect(selectDialog(overlaysOf(app), { platform: 'cloudnumber', locale: 'zh-CN' })).toEqual({
      kind: 'noCredit',
      text: { messageKey: 'error.noCredit.fixedText' },
    });
  });

  it('ignores kicked codes on the front page (spec 1 §8)', () => {
    const { app, toSession } = start({ frontPage: true });
    route(app, { endpoint: 'getVerifyCode', retcode: RETCODE.TOKEN_EXPIRED, retmsg: 'expired' });
    expect(toSession).toEqual([]);
    expect(selectAlert(overlaysOf(app))).toBeNull();
  });

  it('goes to the recharge section from the no-credit dialog only while logged in (spec 1 §4)', async () => {
    const anonymous = start().app;
    route(anonymous, { endpoint: 'x', retcode: RETCODE.INSUFFICIENT_BALANCE, retmsg: '' });
    selectOverlaysRef(anonymous.getSnapshot())?.send({ type: 'noCredit.recharge' });
    expect(anonymous.getSnapshot().context.tab).toBe('chats');

    const { app } = await loggedIn();
    route(app, { endpoint: 'x', retcode: RETCODE.INSUFFICIENT_BALANCE, retmsg: '' });
    selectOverlaysRef(app.getSnapshot())?.send({ type: 'noCredit.recharge' });
    expect(app.getSnapshot().context).toMatchObject({ tab: 'account', accountSection: 'credit' });
    expect(selectDialog(overlaysOf(app), PINGME)).toEqual({ kind: 'none' });
  });
});

describe('areas by brand (spec 1 §2, §7)', () => {
  it('runs the chats and contacts areas and the socket on pingme while logged in, and stops them at logout', async () => {
    const { app, socket } = await loggedIn();
    expect(selectChatsRef(app.getSnapshot())).toBeDefined();
    expect(selectContactsRef(app.getSnapshot())).toBeDefined();
    expect(socket.open).toBe(true);
    app.send({ type: 'session.loggedOut', reason: 'logout' });
    expect(selectChatsRef(app.getSnapshot())).toBeUndefined();
    expect(selectContactsRef(app.getSnapshot())).toBeUndefined();
  });

  it('runs no chats, no contacts and no chat socket on jiema', async () => {
    const { app, socket } = await loggedIn({ platform: 'jiema', locale: 'zh-CN' });
    expect(app.getSnapshot().matches({ auth: 'authenticated' })).toBe(true);
    expect(selectChatsRef(app.getSnapshot())).toBeUndefined();
    expect(selectContactsRef(app.getSnapshot())).toBeUndefined();
    expect(selectConnectionRef(app.getSnapshot())).toBeUndefined();
    expect(socket.open).toBe(false);
  });

  it('runs the command palette while logged in where the tab bar shows, and stops it at logout (docs/keyboard.md)', async () => {
    for (const platform of ['pingme', 'jiema'] as const) {
      const { app } = await loggedIn({ platform });
      const palette = selectPaletteRef(app.getSnapshot());
      expect(palette?.getSnapshot().value).toBe('closed');
      app.send({ type: 'session.loggedOut', reason: 'logout' });
      expect(selectPaletteRef(app.getSnapshot())).toBeUndefined();
      expect(palette?.getSnapshot().status).toBe('stopped');
    }
    // Front-page mode has no tab bar, so no keyboard layer to open it.
    const { app } = await loggedIn({ frontPage: true });
    expect(app.getSnapshot().matches({ auth: 'authenticated' })).toBe(true);
    expect(selectConnectionRef(app.getSnapshot())).toBeDefined();
    expect(selectPaletteRef(app.getSnapshot())).toBeUndefined();
  });

  it('runs chats but no contacts on cloudnumber', async () => {
    const { app } = await loggedIn({ platform: 'cloudnumber', locale: 'zh-CN' });
    expect(selectChatsRef(app.getSnapshot())).toBeDefined();
    expect(selectContactsRef(app.getSnapshot())).toBeUndefined();
  });

  it('tells the chats area about a blur that happened before login', async () => {
    const { app, toChats } = start();
    app.send({ type: 'page.blurred' });
    logIn(app);
    await settle();
    expect(toChats[0]).toEqual({ type: 'window.blur' });
  });

  it('tells the address book about a network lost before it started, and not the chats (issue 24 item 2)', async () => {
    const { app, toChats, toContacts } = start();
    // Offline, a reload: the window chart reports the lost network before the areas are loaded.
    app.send({ type: 'page.offline' });
    logIn(app);
    await settle();
    expect(toContacts).toContainEqual({ type: 'network.offline' });
    expect(toChats).not.toContainEqual({ type: 'network.offline' });
    app.send({ type: 'page.online' });
    expect(toContacts.at(-1)).toEqual({ type: 'network.online' });
  });
});

describe('logged in, with the real children', () => {
  it('loads the account and profile, formats the balance, and opens the socket only while logged in', async () => {
    const { app, socket } = start();
    expect(socket.open).toBe(false);
    logIn(app);
    // The socket opens as soon as its chunk has arrived.
    await settle();
    expect(socket.open).toBe(true);
    const snapshot = app.getSnapshot();
    expect(snapshot.matches({ auth: { authenticated: 'ready' } })).toBe(true);
    // A restored session learns its capabilities from the account.
    expect(snapshot.context.capabilities).toEqual({ canInvite: false, canSetInviter: true });
    expect(snapshot.context.profile).toEqual(PROFILE);

    app.send({ type: 'session.loggedOut', reason: 'logout' });
    expect(socket.open).toBe(false);
    expect(selectConnectionRef(app.getSnapshot())).toBeUndefined();
  });

  it('routes a socket refusal to the session as a kick, with the translated alert', async () => {
    const { app, socket, toSession } = await loggedIn();
    socket.report?.({ type: 'socket.failed', retcode: RETCODE.LOGGED_OUT, retmsg: 'revoked' });
    expect(toSession).toEqual([{ type: 'session.kick', retcode: RETCODE.LOGGED_OUT }]);
    expect(selectAlert(overlaysOf(app))).toEqual({ messageKey: 'error.loggedOut' });
  });

  it('passes the socket, its messages and its chat-list refresh on to the chats area (spec 1 §4, §7)', async () => {
    const { app, socket, toChats } = await loggedIn();
    const connection = selectConnectionRef(app.getSnapshot());
    socket.report?.({ type: 'socket.connected' });
    expect(selectCanSend(connection?.getSnapshot())).toBe(true);
    socket.report?.({ type: 'socket.disconnected', serverClosed: false });
    socket.report?.({ type: 'socket.reconnected' });
    socket.report?.({ type: 'socket.message', message: chatMessageEvent() });
    expect(toChats.map((event) => event.type)).toEqual([
      'account.balance',
      // The first connection catches up like a reconnect (issue 8 item 18).
      'chats.refresh',
      'connection.restored',
      'connection.lost',
      'chats.refresh',
      'connection.restored',
      'message.received',
    ]);
  });

  it('on 100023 updates the real gate, shows its notice, and its button opens the profile section', async () => {
    const { app } = await loggedIn();
    route(app, {
      endpoint: 'getVerifyCode',
      retcode: RETCODE.PROFILE_INCOMPLETE,
      retmsg: 'profile',
      data: { profileStatus: 0, needSetPhone: false },
    });
    const gate = selectProfileGateRef(app.getSnapshot());
    expect(selectGateNotice(gate?.getSnapshot())?.notice).toBe('askComplete');
    app.send({ type: 'tab.select', tab: 'numbers' });
    gate?.send({ type: 'gate.complete' });
    expect(app.getSnapshot().context).toMatchObject({ tab: 'account', accountSection: 'profile' });
  });

  it("holds what is asked of the gate until its chunk arrives, then tells it in order: the loaded profile, 100023's facts, a number action's check", async () => {
    let arrive = () => {};
    const loadLoggedIn = fromPromise(
      () =>
        new Promise((resolve) => {
          arrive = () =>
            resolve({
              notifier: recorder([]),
              connection: recorder([]),
              palette: recorder([]),
              profileGate: profileGateMachine,
            });
        }),
    );
    const { app } = start({}, { loadLoggedIn });
    logIn(app);
    await settle();
    // The profile (verified) has loaded; then a refused call says the profile is not filled, and a
    // number action asks the gate — all before the gate's chunk has arrived.
    route(app, {
      endpoint: 'getVerifyCode',
      retcode: RETCODE.PROFILE_INCOMPLETE,
      retmsg: 'profile',
      data: { profileStatus: 0, needSetPhone: false },
    });
    const answers: EventObject[] = [];
    const asker = createActor(recorder(answers)).start();
    tell(app.system, SYSTEM_ID.app, { type: 'gate.check', replyTo: asker });
    expect(selectProfileGateRef(app.getSnapshot())).toBeUndefined();
    expect(app.getSnapshot().context.gateHeld?.map((request) => request.type)).toEqual([
      'gate.update',
      'gate.update',
      'gate.check',
      'gate.check',
    ]);
    arrive();
    await settle();
    // The newest facts win, the notice shows, and the waiting action hears it is blocked: never left waiting.
    const gate = selectProfileGateRef(app.getSnapshot());
    expect(selectGateNotice(gate?.getSnapshot())?.notice).toBe('askComplete');
    expect(answers).toEqual([{ type: 'gate.blocked', notice: 'askComplete' }]);
    expect(app.getSnapshot().context.gateHeld).toBeNull();
  });

  it('on 100023 for the use case alone (profile 2, use case 1) shows the review notice in its use-case words', async () => {
    const { app } = await loggedIn();
    route(app, {
      endpoint: 'subVirtualPhone',
      retcode: RETCODE.PROFILE_INCOMPLETE,
      retmsg: 'profile',
      data: { profileStatus: 2, needSetPhone: false, useCaseStatus: 1 },
    });
    // spec 2 §4: verified only with the use case verified too; pendingUseCase (use case 1).
    const gate = selectProfileGateRef(app.getSnapshot());
    expect(selectGateNotice(gate?.getSnapshot())).toEqual({
      notice: 'reviewing',
      text: 'gate.reviewing.useCaseText',
      offersProfileForm: false,
      offersVerify: false,
    });
  });

  it("opens the verification modal in 'update' mode from the gate's set-a-phone notice", async () => {
    const { app } = await loggedIn();
    const gate = selectProfileGateRef(app.getSnapshot());
    gate?.send({ type: 'gate.update', profileStatus: 2, useCaseStatus: -1, needSetPhone: true });
    gate?.send({ type: 'gate.check' });
    expect(selectGateNotice(gate?.getSnapshot())?.notice).toBe('needPhone');
    gate?.send({ type: 'gate.verify' });
    expect(selectVerifyRequest(overlaysOf(app))).toBe('update');
    // Its chart comes with a chunk of its own, fetched at this first opening, then runs.
    expect(selectVerifyContactRef(overlaysOf(app))).toBeUndefined();
    await settle();
    expect(selectVerifyContactRef(overlaysOf(app))).toBeDefined();
  });

  it('resets the gate and the shell on logout', async () => {
    const { app } = await loggedIn();
    const gate = selectProfileGateRef(app.getSnapshot());
    app.send({ type: 'tab.select', tab: 'account' });
    app.send({ type: 'unread.total', count: 5 });
    tell(app.system, SYSTEM_ID.overlays, { type: 'unlockBonus.open' });
    app.send({ type: 'session.loggedOut', reason: 'kicked' });
    const snapshot = app.getSnapshot();
    expect(snapshot.context).toMatchObject({ tab: 'chats', account: null, profile: null, unreadTotal: 0 });
    expect(selectDialog(overlaysOf(app), PINGME)).toEqual({ kind: 'none' });
    // The gate runs only while someone is logged in: stopped, it forgets the facts (the next login starts a new one).
    expect(gate?.getSnapshot().status).toBe('stopped');
    expect(selectProfileGateRef(snapshot)).toBeUndefined();
  });
});

describe('the profile: the root is its one loader (docs/profile.md)', () => {
  it('makes one getProfile at login and exactly one when the account tab opens on profile', async () => {
    let getProfileCalls = 0;
    const newer = { ...PROFILE, profileStatus: 1 as const };
    // The real account area and profile section; only the calls are fakes.
    const account = accountMachine.provide({
      actors: { profile: profileMachine.provide({ actors: { loadKyc: fromPromise(async () => ok(NO_KYC)) } }) },
    });
    const { app } = start(
      {},
      {
        loadProfile: fromPromise(async () => {
          getProfileCalls += 1;
          return ok(getProfileCalls === 1 ? PROFILE : newer);
        }),
        areaLoader: areaLoaderOf({
          contacts: recorder([]),
          chats: recorder([]),
          numbers: recorder([]),
          verification: recorder([]),
          account,
        }).logic,
      },
    );
    logIn(app);
    await settle();
    await settle();
    const profile = () =>
      (app.getSnapshot().children.account as AnyActorRef | undefined)?.getSnapshot().children.profile as
        | ProfileActor
        | undefined;
    expect(getProfileCalls).toBe(1);
    // The account area loads when its tab is first shown.
    expect(profile()).toBeUndefined();

    // spec 1 §2: opening the account tab on its profile section refreshes the profile — one call.
    app.send({ type: 'tab.select', tab: 'account' });
    await settle();
    await settle();
    expect(getProfileCalls).toBe(2);
    // The section shows the root's newest profile, without a call of its own.
    expect(profile()?.getSnapshot().context.profile).toEqual(newer);
    expect(profile()?.getSnapshot().matches('viewing')).toBe(true);

    // Opening it again refreshes once more; each answer of the root reaches the section shown.
    app.send({ type: 'tab.select', tab: 'chats' });
    app.send({ type: 'tab.select', tab: 'account' });
    await settle();
    expect(getProfileCalls).toBe(3);
    expect(profile()?.getSnapshot().context.profile).toEqual(newer);
  });
});

describe('areas load when first needed (issue 8 item 21)', () => {
  it('loads the chats and the address book at login and every other area when its tab is first shown', async () => {
    const loader = areaLoaderOf({ chats: recorder([]), contacts: recorder([]), numbers: recorder([]) });
    const { app } = start({}, { areaLoader: loader.logic });
    logIn(app);
    await settle();
    expect(loader.asked).toEqual(['chats', 'contacts']);
    expect(app.getSnapshot().context.areas).toEqual({ chats: 'running', contacts: 'running' });
    app.send({ type: 'tab.select', tab: 'numbers' });
    expect(app.getSnapshot().context.areas.numbers).toBe('loading');
    await settle();
    expect(app.getSnapshot().context.areas.numbers).toBe('running');
    // Once loaded, an area stays: the tab opened again asks for nothing.
    app.send({ type: 'tab.select', tab: 'chats' });
    app.send({ type: 'tab.select', tab: 'numbers' });
    expect(loader.asked).toEqual(['chats', 'contacts', 'numbers']);
  });

  it('starts a late area with the connection, the balance and the profile as they are then', async () => {
    const toChats: (EventObject & Record<string, unknown>)[] = [];
    const toAccount: (EventObject & Record<string, unknown>)[] = [];
    const chats = fromCallback<EventObject, { connected: boolean; balance: string | null }>(({ input, receive }) => {
      toChats.push({ type: 'started', ...input });
      receive((event) => toChats.push(event));
    });
    const account = fromCallback<EventObject, { profile: ProfileAnswer | null }>(({ input, receive }) => {
      toAccount.push({ type: 'started', profile: input.profile });
      receive((event) => toAccount.push(event));
    });
    const loader = areaLoaderOf({ chats, contacts: recorder([]), account }, new Set<AreaId>(['chats']));
    const { app, socket } = start({}, { areaLoader: loader.logic });
    logIn(app);
    app.send({ type: 'page.blurred' });
    // The socket's chart arrives with the logged-in parts' chunk.
    await settle();
    socket.report?.({ type: 'socket.connected' });
    await settle();
    // The socket came up and the account arrived while the chats' chunk was on its way.
    expect(app.getSnapshot().context).toMatchObject({ connected: true, areas: { chats: 'loading' } });
    loader.release('chats');
    expect(toChats).toEqual([
      // The connection read the balance again (issue 22 item 3: events before it reached nobody).
      { type: 'started', connected: true, locale: 'en', balance: '100' },
      { type: 'window.blur' },
    ]);

    // The account tab, first opened after the profile arrived: its area starts with it.
    app.send({ type: 'tab.select', tab: 'account' });
    await settle();
    await settle();
    expect(toAccount[0]).toEqual({ type: 'started', profile: PROFILE });
    expect(toAccount[1]).toEqual({ type: 'account.section', section: 'profile' });
  });

  it('holds what is asked of an area on its way until it starts', async () => {
    const toAccount: EventObject[] = [];
    const toNumbers: EventObject[] = [];
    const loader = areaLoaderOf(
      { chats: recorder([]), contacts: recorder([]), account: recorder(toAccount), numbers: recorder(toNumbers) },
      new Set<AreaId>(['account', 'numbers']),
    );
    const { app } = start({}, { areaLoader: loader.logic, loadProfile: fromPromise(async () => ok(PROFILE)) });
    logIn(app);
    await settle();
    // spec 3 §3 toRecharge: the plans page's recharge opens the account tab with its return URL.
    app.send({ type: 'recharge.open', returnUrl: 'https://plans.example/back' });
    loader.release('account');
    expect(toAccount).toEqual([
      { type: 'account.section', section: 'credit' },
      { type: 'recharge.returnUrl', returnUrl: 'https://plans.example/back' },
    ]);
    // spec 3 §2: after the payment, the numbers tab's plans page — the area hears it is shown first.
    app.send({ type: 'plans.open' });
    loader.release('numbers');
    expect(toNumbers).toEqual([{ type: 'area.shown' }, { type: 'section.select', section: 'plans' }]);
    expect(app.getSnapshot().context.held).toEqual({});
  });

  it("says so when an area's chunk does not arrive, and 'Try again' loads it again", async () => {
    let fail = true;
    const asked: AreaId[] = [];
    const areaLoader = fromCallback<AreaLoadRequest>(({ sendBack, receive }) =>
      receive(({ id }) => {
        asked.push(id);
        if (id === 'numbers' && fail) sendBack({ type: 'area.loadFailed', id, error: new Error('offline') });
        else sendBack({ type: 'area.loaded', id, logic: recorder([]) });
      }),
    );
    const { app } = start({}, { areaLoader });
    logIn(app);
    await settle();
    app.send({ type: 'tab.select', tab: 'numbers' });
    expect(app.getSnapshot().context.areas.numbers).toBe('failed');
    // The other areas keep running.
    expect(app.getSnapshot().context.areas.chats).toBe('running');
    fail = false;
    app.send({ type: 'areas.retry' });
    expect(app.getSnapshot().context.areas.numbers).toBe('running');
    expect(asked).toEqual(['chats', 'contacts', 'numbers', 'numbers']);
  });
});

describe('the command palette and the shortcuts through the root (docs/keyboard.md)', () => {
  const ENTRIES: readonly PaletteEntry[] = [
    actionEntry('newChat', 'New chat', { type: 'chat.new' }),
    actionEntry('tab.numbers', 'Go to Numbers', { type: 'tab.choose', tab: 'numbers' }),
    actionEntry('logout', 'Log out', { type: 'logout.request' }),
    {
      id: 'contact:c-1',
      kind: 'contact',
      label: 'Grace Hopper',
      detail: '+1 202 555 0107',
      numbers: ['+1 202 555 0107'],
      command: { type: 'contact.show', id: 'c-1' },
    },
  ];

  /** The logged-in parts with the real palette, gathering `ENTRIES`; each chunk arrives when `arrive()` is called. */
  function partsArrivingOnCall() {
    const waiting: (() => void)[] = [];
    const loadLoggedIn = fromPromise(
      () =>
        new Promise((resolve) =>
          waiting.push(() =>
            resolve({
              notifier: recorder([]),
              connection: recorder([]),
              palette: paletteMachine.provide({ actors: { gather: fromPromise(async () => ENTRIES) } }),
              profileGate: recorder([]),
            }),
          ),
        ),
    );
    return { loadLoggedIn, arrive: () => waiting.shift()?.() };
  }

  /** Logged in with the palette running; `choose(query)` picks the best option for it, as Enter does. */
  async function withPalette(overrides: Record<string, AnyActorLogic> = {}) {
    const parts = partsArrivingOnCall();
    const setup = start({}, { loadLoggedIn: parts.loadLoggedIn, ...overrides });
    logIn(setup.app);
    parts.arrive();
    await settle();
    const palette = () => {
      const ref = selectPaletteRef(setup.app.getSnapshot());
      if (!ref) throw new Error('no palette');
      return ref;
    };
    const choose = async (query: string) => {
      setup.app.send({ type: 'palette.open' });
      palette().send({ type: 'query.change', text: query });
      palette().send({ type: 'choose' });
      // The held Enter chooses once the entries are gathered and the search (its own chunk) answered.
      await waitFor(palette(), (snapshot) => snapshot.matches('closed'));
    };
    return { ...setup, palette, choose };
  }

  it('opens at once, "Loading…" while it gathers what can be found, then searches it', async () => {
    const { app, palette } = await withPalette();
    app.send({ type: 'palette.open' });
    expect(paletteStatusOf(palette().getSnapshot())).toBe('loading');
    // Esc meanwhile closes it.
    palette().send({ type: 'palette.close' });
    expect(palette().getSnapshot().value).toBe('closed');
    app.send({ type: 'palette.open' });
    await waitFor(palette(), (snapshot) => snapshot.matches({ open: 'results' }));
    expect(palette().getSnapshot().context.entries).toEqual(ENTRIES);
  });

  it("carries out the chosen command by the root's rules: a contact's details after the switch to contacts", async () => {
    const { app, toContacts, choose } = await withPalette();
    await choose('grace');
    expect(app.getSnapshot().context.tab).toBe('contacts');
    // The switch's `detail.close` comes first, or it would close the details at once.
    expect(toContacts.slice(-3)).toEqual([
      { type: 'detail.close' },
      { type: 'contacts.sync' },
      { type: 'detail.open', id: 'c-1' },
    ]);
  });

  it('carries out a tab, a new chat and Log out (which asks the session for confirmation)', async () => {
    const { app, toChats, toSession, choose } = await withPalette();
    await choose('numbers');
    expect(app.getSnapshot().context.tab).toBe('numbers');
    await choose('new chat');
    expect(app.getSnapshot().context.tab).toBe('chats');
    expect(toChats.at(-1)).toEqual({ type: 'chat.new' });
    await choose('log out');
    expect(toSession.at(-1)).toEqual({ type: 'logout.request' });
  });

  it('Ctrl/Cmd+K before the palette runs opens it once its chunk arrives; a logout meanwhile drops it', async () => {
    const parts = partsArrivingOnCall();
    const { app } = start({}, { loadLoggedIn: parts.loadLoggedIn });
    logIn(app);
    app.send({ type: 'palette.open' });
    expect(app.getSnapshot().context.paletteAsked).toBe(true);
    parts.arrive();
    await settle();
    expect(selectPaletteRef(app.getSnapshot())?.getSnapshot().matches('open')).toBe(true);
    expect(app.getSnapshot().context.paletteAsked).toBe(false);

    app.send({ type: 'session.loggedOut', reason: 'logout' });
    logIn(app);
    app.send({ type: 'palette.open' });
    app.send({ type: 'session.loggedOut', reason: 'logout' });
    logIn(app);
    // The first session's chunk never answers (its loader was stopped); this session's does.
    parts.arrive();
    parts.arrive();
    await settle();
    expect(selectPaletteRef(app.getSnapshot())?.getSnapshot().value).toBe('closed');
  });

  it('a new chat asked for before the chats area runs is told once it starts', async () => {
    const toChats: EventObject[] = [];
    const loader = areaLoaderOf({ chats: recorder(toChats), contacts: recorder([]) }, new Set<AreaId>(['chats']));
    const { app } = start({}, { areaLoader: loader.logic });
    logIn(app);
    await settle();
    app.send({ type: 'chat.new' });
    expect(app.getSnapshot().context.held.chats).toEqual([{ type: 'chat.new' }]);
    loader.release('chats');
    expect(toChats).toContainEqual({ type: 'chat.new' });
    expect(app.getSnapshot().context.held).toEqual({});
  });

  it('a tab chosen while the profile form is open asks it first (spec 2 §2): Stay keeps the tab, Discard goes on', async () => {
    const account = accountMachine.provide({
      actors: { profile: profileMachine.provide({ actors: { loadKyc: fromPromise(async () => ok(NO_KYC)) } }) },
    });
    const { app } = start(
      {},
      {
        areaLoader: areaLoaderOf({ contacts: recorder([]), chats: recorder([]), numbers: recorder([]), account }).logic,
      },
    );
    logIn(app);
    await settle();
    app.send({ type: 'tab.choose', tab: 'account' });
    await settle();
    await settle();
    const profile = (app.getSnapshot().children.account as AnyActorRef).getSnapshot().children.profile as ProfileActor;
    profile.send({ type: 'profile.edit' });
    // Unchanged: the form closes and the tab changes at once.
    app.send({ type: 'tab.choose', tab: 'numbers' });
    expect(app.getSnapshot().context.tab).toBe('numbers');
    expect(profile.getSnapshot().matches('viewing')).toBe(true);

    app.send({ type: 'tab.choose', tab: 'account' });
    profile.send({ type: 'profile.edit' });
    profile.send({ type: 'form.change', field: 'city', value: 'Chicago' });
    app.send({ type: 'tab.choose', tab: 'chats' });
    expect(app.getSnapshot().context.tab).toBe('account');
    expect(profile.getSnapshot().matches({ editing: 'unsaved' })).toBe(true);
    profile.send({ type: 'unsaved.stay' });
    expect(app.getSnapshot().context.tab).toBe('account');
    app.send({ type: 'tab.choose', tab: 'chats' });
    profile.send({ type: 'unsaved.discard' });
    expect(app.getSnapshot().context.tab).toBe('chats');
  });
});

describe('rootActors', () => {
  it('builds every actor the root chart invokes from the services', () => {
    const api = createApi({
      base: 'http://localhost:8080',
      platform: 'pingme',
      getToken: () => null,
      getLanguageCode: () => 'en',
      fetch: () => Promise.reject(new Error('no network in this test')),
    });
    const memory = new Map<string, string>();
    const storage = {
      get length() {
        return memory.size;
      },
      key: (index: number) => [...memory.keys()][index] ?? null,
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
      clear: () => memory.clear(),
    } satisfies Storage;
    const store = createSessionStore({ platform: 'pingme', storage });
    const page = {
      innerWidth: 1280,
      innerHeight: 800,
      document: { hasFocus: () => true, hidden: false, addEventListener: () => {}, removeEventListener: () => {} },
      navigator: { onLine: true },
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    const history = createChatHistory({ platform: 'pingme', owner: () => null });
    const socket = createSocketLink({
      url: 'http://localhost:8080',
      platform: 'pingme',
      getToken: () => null,
      getLanguageCode: () => 'en',
    });
    const actors = rootActors({
      api,
      store,
      socket,
      page,
      history,
      privateImages: { fetch: async () => null },
      translate: (key) => key,
    });
    // Every invoked actor but the profile gate, which is pure and needs no service.
    const needServices = Object.keys(appMachine.implementations.actors).filter((id) => id !== 'profileGate');
    expect(needServices).toEqual(expect.arrayContaining(['areaLoader', 'overlays', 'loadLoggedIn']));
    expect(Object.keys(actors).sort()).toEqual(needServices.sort());
    // Type-checked against the chart's declared actors.
    expect(appMachine.provide({ actors, actions: rootActions({ history }) })).toBeDefined();
  });
});
