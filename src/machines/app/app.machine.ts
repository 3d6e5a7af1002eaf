/**
 * The root actor (spec 1 §2 shell, §4 session, connection, window). A coordinator: it owns only
 * what is global —
 *
 * - the long-lived children: `session`, `window`, `profileGate` and `overlays` (every overlay,
 *   and the one route of refused calls), each under its systemId;
 * - while logged in: the `notifier` and the chat socket's `connection` (brands with chats) —
 *   loaded (`loadLoggedIn`, a chunk of their own) and then spawned — and the areas of the registry
 *   (`areas.ts`) the brand shows — loaded (`loadAreas`, their own chunks) and then spawned —,
 *   stopped at logout;
 * - the active tab and account section, the account summary and the page's focus.
 * - while nobody is logged in: which front page the address and the brand select (`frontPage.ts`,
 *   spec 1 §2) — its chunk loaded and its chart spawned as `frontPage` — or the login view.
 *
 * Children talk to each other through the actor system (`../shared/address.ts`); the root only
 * forwards its own facts (connection, focus, balance) to the areas that hear them.
 */
import {
  type AnyActorLogic,
  type AnyActorRef,
  and,
  assertEvent,
  assign,
  enqueueActions,
  fromPromise,
  setup,
  spawnChild,
  stateIn,
  stopChild,
} from 'xstate';
import type { Account, ProfileAnswer } from '../../services/api/contract/endpoints.ts';
import type { ApiResult } from '../../services/api/result.ts';
import { has } from '../../services/brand/brand.ts';
import { contactNameFor } from '../contacts/names.ts';
import type { ContactsSnapshot } from '../contacts/toView.ts';
import { overlaysMachine } from '../overlays/overlays.machine.ts';
import { profileGateMachine } from '../profileGate/profileGate.machine.ts';
import { promotionMachine } from '../promotion/promotion.machine.ts';
import { sessionMachine } from '../session/session.machine.ts';
import { SYSTEM_ID } from '../shared/address.ts';
import { outputOf } from '../shared/params.ts';
import { windowMachine } from '../window/window.machine.ts';
import { sectionEntry } from './accountSections.ts';
import type { AreaEntry, SharedFact } from './areas.ts';
import { frontPageChoice } from './frontPage.ts';
import { areasOf, defaultTab, resolveTabRequest } from './tabs.ts';
import type { AppContext, AppEvent, AppInput, LoadAreasInput, LoadedAreas, LoggedInParts } from './types.ts';

/**
 * The contact's name for a number, from the address-book area while it runs (nobody is named on
 * a brand without contacts).
 */
function senderNameIn(contacts: AnyActorRef | undefined, fullNumber: string): string | null {
  const snapshot = contacts?.getSnapshot() as ContactsSnapshot | undefined;
  return snapshot?.context && 'book' in snapshot.context ? contactNameFor(snapshot, fullNumber) : null;
}

/**
 * Whether the notifier runs: it arrives with the logged-in chunk (`loadLoggedIn`); a message or a
 * code before that still shows in the app, without a browser notification.
 */
function notifierIn(self: AnyActorRef): boolean {
  // No snapshot while the chart is only being walked (path generation): nothing runs then.
  const children: Record<string, unknown> | undefined = self.getSnapshot()?.children;
  return children?.notifier !== undefined;
}

function notProvided(name: string): never {
  throw new Error(`app: the \`${name}\` actor must be provided (rootActors from app.actors.ts)`);
}

/** Placeholders for the injected calls; the composition root provides `rootActors(services)`. */
const loadAccountNotProvided = fromPromise<ApiResult<Account>>(async () => notProvided('loadAccount'));
const loadProfileNotProvided = fromPromise<ApiResult<ProfileAnswer>>(async () => notProvided('loadProfile'));
const queryBalanceNotProvided = fromPromise<ApiResult<{ balance: string }>>(async () => notProvided('queryBalance'));
const loadAreasNotProvided = fromPromise<LoadedAreas, LoadAreasInput>(async () => notProvided('loadAreas'));
const loadFrontPageNotProvided = fromPromise<AnyActorLogic>(async () => notProvided('loadFrontPage'));
const loadLoggedInNotProvided = fromPromise<LoggedInParts>(async () => notProvided('loadLoggedIn'));

/** The areas running now: the brand's, once loaded and spawned (spec 1 §2, §7). */
function runningAreas(context: AppContext): readonly AreaEntry[] {
  return context.areas === 'running' ? areasOf(context.platform, context.frontPage) : [];
}

/** The running areas that hear a fact. */
function areasHearing(context: AppContext, fact: SharedFact['type']): readonly string[] {
  return runningAreas(context)
    .filter((area) => (area.hears as readonly string[]).includes(fact))
    .map((area) => area.id);
}

/** The state the root returns to when the session ends (spec 1 §4: logout resets all state). */
const LOGGED_OUT_CONTEXT = {
  capabilities: null,
  account: null,
  profile: null,
  unreadTotal: 0,
  connected: false,
  areas: 'none',
} as const satisfies Partial<AppContext>;

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    session: sessionMachine,
    window: windowMachine,
    profileGate: profileGateMachine,
    overlays: overlaysMachine,
    loadLoggedIn: loadLoggedInNotProvided,
    loadAreas: loadAreasNotProvided,
    loadFrontPage: loadFrontPageNotProvided,
    promotion: promotionMachine,
    loadAccount: loadAccountNotProvided,
    loadProfile: loadProfileNotProvided,
    queryBalance: queryBalanceNotProvided,
  },
  actions: {
    // ── the logged-in children ──
    /** The notifier's and the socket's chunk (issue 8 item 21: neither is in the login screen's code). */
    startLoggedInLoad: spawnChild('loadLoggedIn', { id: 'loadLoggedIn' }),
    stopLoggedInLoad: stopChild('loadLoggedIn'),
    /** The notifier, and the socket on brands with chats (spec 1 §7: jiema has no chat host). */
    startLoggedInChildren: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.loadLoggedIn');
      // An id for a logic handed over at run time is not in XState's types (only for named sources).
      enqueue.spawnChild(event.output.notifier, { id: 'notifier' } as never);
      if (has(context.platform, 'chatsTab'))
        enqueue.spawnChild(event.output.connection, { id: 'connection', input: {} } as never);
    }),
    startAreasLoad: enqueueActions(({ context, enqueue }) => {
      const ids = areasOf(context.platform, context.frontPage).map((area) => area.id);
      if (ids.length === 0) return;
      enqueue.assign({ areas: 'loading' });
      enqueue.spawnChild('loadAreas', { id: 'loadAreas', input: { ids } });
    }),
    stopAreasLoad: stopChild('loadAreas'),
    /** The loaded areas start, each under its row's id, with what the root knows now. */
    startAreas: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.loadAreas');
      const start = {
        platform: context.platform,
        locale: context.locale,
        balance: context.account?.balance ?? null,
        profile: context.profile,
        connected: context.connected,
        frontPage: context.frontPage,
      };
      for (const area of areasOf(context.platform, context.frontPage)) {
        const logic: AnyActorLogic | undefined = event.output[area.id];
        if (!logic) continue;
        // An id for a logic handed over at run time is not in XState's types (only for named sources).
        enqueue.spawnChild(logic, { id: area.id, input: area.input(start) } as never);
        // A blur before login is not lost: the area starts knowing where the page is.
        if ((area.hears as readonly string[]).includes('window.blur') && !context.pageFocused) {
          enqueue.sendTo(area.id, { type: 'window.blur' });
        }
        // The account area starts on the section the root names (a jump may have come first).
        if ((area.hears as readonly string[]).includes('account.section')) {
          enqueue.sendTo(area.id, { type: 'account.section', section: context.accountSection });
        }
      }
      enqueue.assign({ areas: 'running' });
    }),
    markAreasFailed: assign({ areas: 'failed' }),

    // ── the logged-out front page (spec 1 §2, spec 3 §6): its own chunk, like an area ──
    startFrontPageLoad: enqueueActions(({ enqueue }) => {
      enqueue.assign({ areas: 'loading' });
      enqueue.spawnChild('loadFrontPage', { id: 'loadFrontPage' });
    }),
    stopFrontPageLoad: stopChild('loadFrontPage'),
    startFrontPage: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.loadFrontPage');
      const input = { platform: context.platform, mode: context.frontPageMode };
      // An id for a logic handed over at run time is not in XState's types (only for named sources).
      enqueue.spawnChild(event.output, { id: 'frontPage', input } as never);
      enqueue.assign({ areas: 'running' });
    }),
    stopFrontPage: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('loadFrontPage');
      enqueue.stopChild('frontPage');
      enqueue.assign({ areas: 'none' });
    }),
    stopLoggedInChildren: enqueueActions(({ context, enqueue }) => {
      const ids = [
        'loadLoggedIn',
        'notifier',
        ...(has(context.platform, 'chatsTab') ? ['connection'] : []),
        'loadAreas',
        ...runningAreas(context).map((area) => area.id),
      ];
      for (const id of ids) enqueue.stopChild(id);
      enqueue.assign({ areas: 'none', connected: false });
    }),
    markConnected: assign({ connected: true }),
    markDisconnected: assign({ connected: false }),
    /** The connection's facts (spec 1 §4, §7), to the areas that hear them. */
    relayToAreas: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, [
        'message.received',
        'connection.lost',
        'connection.restored',
        'chats.refresh',
        'numbers.changed',
        'sms.pushed',
      ]);
      for (const id of areasHearing(context, event.type)) enqueue.sendTo(id, event);
    }),
    /** spec 1 §4 Window: the page's focus, for the read rule. */
    tellAreasFocus: enqueueActions(({ context, enqueue }) => {
      for (const id of areasHearing(context, 'window.focus')) enqueue.sendTo(id, { type: 'window.focus' });
    }),
    tellAreasBlur: enqueueActions(({ context, enqueue }) => {
      for (const id of areasHearing(context, 'window.blur')) enqueue.sendTo(id, { type: 'window.blur' });
    }),
    /** spec 1 §5 Sending: the balance must be above 0. */
    tellAreasBalance: enqueueActions(({ context, enqueue }) => {
      const { account } = context;
      if (!account) return;
      for (const id of areasHearing(context, 'account.balance')) {
        enqueue.sendTo(id, { type: 'account.balance', balance: account.balance });
      }
    }),
    /** spec 1 §2: switching tabs closes the right-side panel; an area hears when its tab opens. */
    tellAreasAboutTab: enqueueActions(({ context, enqueue }) => {
      for (const area of runningAreas(context)) {
        const events = area.tab === context.tab ? [...area.onTabSwitch, ...area.onShown] : area.onTabSwitch;
        for (const event of events) enqueue.sendTo(area.id, event);
      }
    }),

    // ── session ──
    storeCapabilities: assign({
      capabilities: ({ event }) => {
        assertEvent(event, ['session.loggedIn', 'session.tokenRefreshed']);
        return { canInvite: event.canInvite, canSetInviter: event.canSetInviter };
      },
    }),
    resetForLoggedOut: assign(({ context }) => ({
      ...LOGGED_OUT_CONTEXT,
      tab: defaultTab(context.platform, context.frontPage),
      accountSection: 'profile' as const,
    })),
    resetProfileGate: enqueueActions(({ enqueue }) => enqueue.sendTo('profileGate', { type: 'gate.reset' })),
    tellOverlaysSignedIn: enqueueActions(({ enqueue }) => enqueue.sendTo('overlays', { type: 'session.started' })),
    tellOverlaysSignedOut: enqueueActions(({ enqueue }) => enqueue.sendTo('overlays', { type: 'session.ended' })),

    // ── account and profile ──
    // The account also carries the capabilities, which a restored session does not know yet.
    // The answers come as `outputOf` their invokes; their params are read as `unknown` because
    // TypeScript cannot infer typed params through this setup's enqueue actions.
    storeAccount: assign((_, output: unknown) => {
      const result = output as ApiResult<Account>;
      return result.ok
        ? {
            account: result.data,
            capabilities: { canInvite: result.data.canInvite, canSetInviter: result.data.canSetInviter },
          }
        : {};
    }),
    /** The verification modal starts from the account's phone and e-mail (spec 2 §4). */
    tellOverlaysAccount: enqueueActions(({ context, enqueue }) => {
      if (!context.account) return;
      const { phone, email } = context.account.accountInfo;
      enqueue.sendTo('overlays', { type: 'account.contact', phone: phone ?? '', email: email ?? '' });
    }),
    storeBalance: assign(({ context }, output: unknown) => {
      const result = output as ApiResult<{ balance: string }>;
      return result.ok && context.account ? { account: { ...context.account, balance: result.data.balance } } : {};
    }),
    startProfileLoad: spawnChild('loadProfile', { id: 'loadProfile' }),
    stopProfileLoad: stopChild('loadProfile'),
    /**
     * A loaded profile feeds the gate (spec 1 §4 Profile gate) and the areas that show it (the
     * root is its one loader: `docs/profile.md`).
     */
    applyProfile: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.loadProfile');
      const result = event.output;
      // A failed load was already routed by the API layer; the last known profile stays.
      if (!result.ok) {
        enqueue('tellAreasProfileUnavailable');
        return;
      }
      enqueue.assign({ profile: result.data });
      for (const id of areasHearing(context, 'profile.loaded')) {
        enqueue.sendTo(id, { type: 'profile.loaded', profile: result.data });
      }
      enqueue.sendTo('profileGate', {
        type: 'gate.update',
        profileStatus: result.data.profileStatus,
        needSetPhone: result.data.needSetPhone,
      });
    }),
    /** The profile section shows its Try again when the root has no profile to give it. */
    tellAreasProfileUnavailable: enqueueActions(({ context, enqueue }) => {
      for (const id of areasHearing(context, 'profile.unavailable'))
        enqueue.sendTo(id, { type: 'profile.unavailable' });
    }),
    /** Unexpected (thrown, not answered) failures of the root's own calls; the root may log them. */
    reportUnexpectedError: ({ event }) => {
      console.error('app: unexpected actor failure', event);
    },

    // ── tab, section, locale, window ──
    selectTab: assign({
      tab: ({ context, event }) => {
        assertEvent(event, 'tab.select');
        return resolveTabRequest(event.tab, context.platform, context.frontPage) ?? context.tab;
      },
    }),
    selectAccountSection: assign({
      accountSection: ({ event }) => {
        assertEvent(event, 'account.section.select');
        return event.section;
      },
    }),
    /** The profile form lives in the account area's profile section (spec 2 §2). */
    showProfileSection: assign({ tab: 'account', accountSection: 'profile' }),
    /** spec 1 §4 no-credit: Recharge goes to the account tab, recharge section. */
    showRechargeSection: assign({ tab: 'account', accountSection: 'credit' }),
    /**
     * spec 3 §3 toRecharge: the recharge section pays with the plans page's return URL; any other
     * way to recharge has none.
     */
    tellAreasReturnUrl: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'recharge.open');
      for (const id of areasHearing(context, 'recharge.returnUrl')) {
        enqueue.sendTo(id, { type: 'recharge.returnUrl', returnUrl: event.returnUrl ?? null });
      }
    }),
    /** spec 2 §2, spec 3 §2: after a payment dialog with a return URL, the numbers tab and its plans page. */
    showPlansPage: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ tab: 'numbers' });
      if (runningAreas(context).some((area) => area.id === 'numbers')) {
        enqueue.sendTo('numbers', { type: 'section.select', section: 'plans' });
      }
    }),
    /** spec 2 §4: mode updateForUnlockBonus then jumps to the redeemCode section. */
    showRedeemCodeSection: assign({ tab: 'account', accountSection: 'redeemCode' }),
    /** The account area shows the section the root now names (its tab list or a jump from elsewhere). */
    tellAreasAccountSection: enqueueActions(({ context, enqueue }) => {
      for (const id of areasHearing(context, 'account.section')) {
        enqueue.sendTo(id, { type: 'account.section', section: context.accountSection });
      }
    }),
    toggleLocale: assign({ locale: ({ context }) => (context.locale === 'en' ? 'zh-CN' : 'en') }),
    storeUnreadTotal: assign({
      unreadTotal: ({ event }) => {
        assertEvent(event, 'unread.total');
        return Math.max(0, Math.floor(event.count));
      },
    }),
    markPageFocused: assign({ pageFocused: true }),
    markPageBlurred: assign({ pageFocused: false }),
    /** spec 1 §1: a browser notification and, 1 s later, a sound — only while the page is not in front. */
    announceMessage: enqueueActions(({ context, event, self, enqueue }) => {
      assertEvent(event, 'message.notify');
      if (context.pageFocused || !notifierIn(self)) return;
      // No snapshot while the chart is only being walked (path generation): nobody is named then.
      const senderName = senderNameIn(self.getSnapshot()?.children?.contacts, event.message.fromNumber);
      enqueue.sendTo('notifier', { type: 'notify.message', message: event.message, senderName });
    }),
    /**
     * issue 10 item 7: a verification SMS — a notification with the code (the service's name and
     * the code as title, the text as body) and its sound, only while the page is not in front.
     */
    announceCode: enqueueActions(({ context, event, self, enqueue }) => {
      assertEvent(event, 'code.notify');
      if (context.pageFocused || !notifierIn(self)) return;
      const title = event.code === null ? event.appName : `${event.appName}: ${event.code}`;
      enqueue.sendTo('notifier', { type: 'notify.incoming', title, body: { text: event.text } });
    }),
    /** 'Message' on a contact (spec 3): the chats tab, with a chat to that number. */
    composeChat: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'chat.compose');
      enqueue.assign({ tab: 'chats' });
      if (runningAreas(context).some((area) => area.id === 'chats')) {
        enqueue.sendTo('chats', { type: 'chat.start', otherTelCode: event.telCode, typed: event.phone });
      }
    }),
    /** spec 3 §3 addMessage: a new chat whose From is that own number. */
    draftChatFrom: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'chat.draftFrom');
      enqueue.assign({ tab: 'chats' });
      enqueue.sendTo('chats', { type: 'chat.new' });
      enqueue.sendTo('chats', { type: 'draft.change', ownFullNumber: event.ownFullNumber });
    }),
    refreshProfile: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'profile.refresh' })),
    /** Provided by the composition root (`rootActions`): logout wipes the local history (spec 1 §4). */
    wipeChatHistory: () => {},
  },
  guards: {
    isAuthenticated: stateIn('#app.auth.authenticated'),
    answerOk: (_, result: ApiResult<unknown>) => result.ok,
    accountKnown: ({ context }) => context.account !== null,
    tabSelectable: ({ context, event }) =>
      event.type === 'tab.select' && resolveTabRequest(event.tab, context.platform, context.frontPage) !== null,
    /** spec 1 §2: opening the account tab refreshes the profile if the profile panel is active. */
    opensAccountOnProfile: ({ context, event }) =>
      event.type === 'tab.select' &&
      context.tab !== 'account' &&
      resolveTabRequest(event.tab, context.platform, context.frontPage) === 'account' &&
      context.accountSection === 'profile',
    /** spec 2 §2: a section the tab list shows and opens for this brand, account and mode. */
    accountSectionOpens: ({ context, event }) =>
      event.type === 'account.section.select' && sectionEntry(context, event.section) === 'enabled',
    /** spec 1 §2: the language toggle is hidden for single-language brands. */
    languageToggleShown: ({ context }) => has(context.platform, 'languageToggle'),
    /** Logged in and the account tab can be shown (spec 1 §4 no-credit Recharge: 'only if logged in'). */
    accountReachable: and([
      stateIn('#app.auth.authenticated'),
      ({ context }) => resolveTabRequest('account', context.platform, context.frontPage) === 'account',
    ]),
    numbersReachable: ({ context }) => resolveTabRequest('numbers', context.platform, context.frontPage) === 'numbers',
    chatsTabSelectable: ({ context }) => resolveTabRequest('chats', context.platform, context.frontPage) === 'chats',
    areasFailed: ({ context }) => context.areas === 'failed',
    /** spec 1 §2: a front page shows while nobody is logged in (`frontPage.ts`). */
    showsFrontPage: ({ context }) => context.frontPageMode !== null,
  },
}).createMachine({
  id: 'app',
  description:
    'The root: the session, the window, the connection, the active tab and the account summary; the areas the brand shows run while logged in.',
  type: 'parallel',
  context: ({ input }) => {
    const choice = frontPageChoice(input.platform, input);
    return {
      platform: input.platform,
      locale: input.locale,
      frontPage: choice.pathMode,
      frontPageMode: choice.mode,
      tab: defaultTab(input.platform, choice.pathMode),
      accountSection: 'profile',
      pageFocused: true,
      ...LOGGED_OUT_CONTEXT,
    };
  },
  invoke: [
    { id: 'session', systemId: SYSTEM_ID.session, src: 'session' },
    { id: 'window', src: 'window' },
    { id: 'profileGate', systemId: SYSTEM_ID.profileGate, src: 'profileGate', input: {} },
    {
      id: 'overlays',
      systemId: SYSTEM_ID.overlays,
      src: 'overlays',
      input: ({ context }) => ({ frontPage: context.frontPage }),
    },
    // The banner ad and the app-download dialog (spec 1 §2), logged in or not.
    { id: 'promotion', src: 'promotion', input: ({ context }) => ({ platform: context.platform }) },
  ],
  on: {
    'account.section.select': {
      guard: 'accountSectionOpens',
      actions: ['selectAccountSection', 'tellAreasAccountSection'],
    },
    'locale.toggle': { guard: 'languageToggleShown', actions: 'toggleLocale' },
    'unread.total': { actions: 'storeUnreadTotal' },
    'page.focused': { actions: 'markPageFocused' },
    'page.blurred': { actions: 'markPageBlurred' },
  },
  states: {
    auth: {
      description: 'Whether someone is logged in, and the logged-in account.',
      initial: 'anonymous',
      on: {
        'tab.select': { guard: 'tabSelectable', actions: 'selectTab' },
      },
      states: {
        anonymous: {
          description: 'No session: the front page or the login view.',
          on: {
            'session.loggedIn': {
              target: 'authenticated',
              actions: ['storeCapabilities', 'tellOverlaysSignedIn'],
            },
          },
          initial: 'entering',
          states: {
            entering: {
              description: 'Chooses between the front page and the login view.',
              always: [{ guard: 'showsFrontPage', target: 'frontPage' }, { target: 'login' }],
            },
            login: {
              description: 'The login view; where a front page exists, its Back returns to it.',
              on: { 'frontPage.open': { guard: 'showsFrontPage', target: 'frontPage' } },
            },
            frontPage: {
              description: "The front page: its chunk loads, then its chart runs as 'frontPage'.",
              entry: 'startFrontPageLoad',
              exit: 'stopFrontPage',
              on: {
                'xstate.done.actor.loadFrontPage': { actions: ['startFrontPage', 'stopFrontPageLoad'] },
                'xstate.error.actor.loadFrontPage': {
                  actions: ['reportUnexpectedError', 'markAreasFailed', 'stopFrontPageLoad'],
                },
                'areas.retry': { guard: 'areasFailed', actions: 'startFrontPageLoad' },
                'login.open': 'login',
              },
            },
          },
        },
        authenticated: {
          description:
            'Logged in: the main view; the socket and the areas the brand shows run while here, the profile is loaded.',
          entry: ['startLoggedInLoad', 'startAreasLoad', 'startProfileLoad'],
          exit: ['stopLoggedInChildren', 'stopProfileLoad'],
          on: {
            'tab.select': [
              {
                guard: and(['tabSelectable', 'opensAccountOnProfile']),
                actions: ['selectTab', 'refreshProfile', 'tellAreasAboutTab'],
              },
              {
                guard: 'tabSelectable',
                actions: ['selectTab', 'tellAreasAboutTab'],
              },
            ],
            'session.tokenRefreshed': { actions: 'storeCapabilities' },
            'session.loggingOut': { target: 'signingOut' },
            'session.loggedOut': {
              target: 'anonymous',
              actions: ['resetForLoggedOut', 'resetProfileGate', 'tellOverlaysSignedOut', 'wipeChatHistory'],
            },
            'profile.refresh': { actions: ['stopProfileLoad', 'startProfileLoad'] },
            // The finished call is let go, so the next refresh starts a fresh one.
            'xstate.done.actor.loadProfile': { actions: ['applyProfile', 'stopProfileLoad'] },
            'xstate.error.actor.loadProfile': {
              actions: ['reportUnexpectedError', 'tellAreasProfileUnavailable', 'stopProfileLoad'],
            },
            // spec 1 §2: this opens the account tab on its profile section, so the profile is refreshed.
            'profile.open': {
              guard: 'accountReachable',
              actions: ['showProfileSection', 'tellAreasAccountSection', 'refreshProfile'],
            },
            'recharge.open': {
              guard: 'accountReachable',
              actions: ['showRechargeSection', 'tellAreasAccountSection', 'tellAreasReturnUrl'],
            },
            'plans.open': { guard: 'numbersReachable', actions: ['showPlansPage', 'tellAreasAboutTab'] },
            'redeemCode.open': {
              guard: 'accountReachable',
              actions: ['showRedeemCodeSection', 'tellAreasAccountSection'],
            },
            // ── facts of the connection, for the areas (spec 1 §4, §7) ──
            'message.received': { actions: 'relayToAreas' },
            'connection.lost': { actions: ['markDisconnected', 'relayToAreas'] },
            'connection.restored': { actions: ['markConnected', 'relayToAreas'] },
            'chats.refresh': { actions: 'relayToAreas' },
            'numbers.changed': { actions: 'relayToAreas' },
            'sms.pushed': { actions: 'relayToAreas' },
            'page.focused': { actions: ['markPageFocused', 'tellAreasFocus'] },
            'page.blurred': { actions: ['markPageBlurred', 'tellAreasBlur'] },
            'message.notify': { actions: 'announceMessage' },
            'code.notify': { actions: 'announceCode' },
            'chat.compose': { guard: 'chatsTabSelectable', actions: 'composeChat' },
            'chat.draftFrom': { guard: 'chatsTabSelectable', actions: 'draftChatFrom' },
            // ── the notifier's and the socket's chunk, and the areas' (issue 8 item 21) ──
            'xstate.done.actor.loadLoggedIn': { actions: ['startLoggedInChildren', 'stopLoggedInLoad'] },
            // The loader asks again until the chunk arrives (app.actors.ts): this is unexpected.
            'xstate.error.actor.loadLoggedIn': { actions: ['reportUnexpectedError', 'stopLoggedInLoad'] },
            'xstate.done.actor.loadAreas': { actions: ['startAreas', 'stopAreasLoad'] },
            'xstate.error.actor.loadAreas': { actions: ['reportUnexpectedError', 'markAreasFailed', 'stopAreasLoad'] },
            'areas.retry': { guard: 'areasFailed', actions: 'startAreasLoad' },
          },
          initial: 'loadingAccount',
          states: {
            loadingAccount: {
              description: 'getAccountInfo is under way; the shell shows a loading state for the account.',
              invoke: {
                id: 'loadAccount',
                src: 'loadAccount',
                onDone: [
                  {
                    guard: { type: 'answerOk', params: outputOf },
                    target: 'ready',
                    actions: [{ type: 'storeAccount', params: outputOf }, 'tellAreasBalance', 'tellOverlaysAccount'],
                  },
                  // A failed reload keeps the account already shown (its failure was routed).
                  { guard: 'accountKnown', target: 'ready' },
                  { target: 'accountUnavailable' },
                ],
                onError: [
                  { guard: 'accountKnown', target: 'ready', actions: 'reportUnexpectedError' },
                  { target: 'accountUnavailable', actions: 'reportUnexpectedError' },
                ],
              },
            },
            accountUnavailable: {
              description:
                'No account is known: getAccountInfo failed (its failure was routed); `account.reload` tries again.',
              on: { 'account.reload': 'loadingAccount' },
            },
            ready: {
              description: 'The account (web id, balance) is known.',
              on: { 'account.reload': 'loadingAccount' },
              initial: 'idle',
              states: {
                idle: {
                  description: 'The balance shown is the last one fetched.',
                  on: { 'balance.refresh': 'refreshingBalance' },
                },
                refreshingBalance: {
                  description: 'queryBalance is under way; the rest of the account stays shown.',
                  invoke: {
                    id: 'queryBalance',
                    src: 'queryBalance',
                    onDone: {
                      target: 'idle',
                      actions: [{ type: 'storeBalance', params: outputOf }, 'tellAreasBalance'],
                    },
                    onError: { target: 'idle', actions: 'reportUnexpectedError' },
                  },
                },
              },
            },
          },
        },
        signingOut: {
          description:
            'Logout was confirmed: the socket is already closed (spec 1 §4) while the token is revoked; the main view stays until the session ends.',
          on: {
            'session.loggedOut': {
              target: 'anonymous',
              actions: ['resetForLoggedOut', 'resetProfileGate', 'tellOverlaysSignedOut', 'wipeChatHistory'],
            },
          },
        },
      },
    },
  },
});

export type AppMachine = typeof appMachine;
