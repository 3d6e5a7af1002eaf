/**
 * The root actor (spec 1 §2 shell, §4 session, connection, window). A coordinator: it owns only
 * what is global —
 *
 * - the long-lived children: `session`, `window` and `overlays` (every overlay, and the one
 *   route of refused calls), each under its systemId;
 * - while logged in: the `notifier`, the chat socket's `connection` (brands with chats), the
 *   command `palette` (wherever the tab bar shows) and the `profileGate` — loaded (`loadLoggedIn`,
 *   a chunk of their own) and then spawned; what is asked of the gate comes to the root, which
 *   hands it on or holds it until the gate runs — and the areas of the registry (`areas.ts`) the
 *   brand shows — each loaded (by the `areaLoader`, its own chunk) when its tab is first shown (or
 *   at login, for the chats and the address book) and then spawned —, stopped at logout;
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
  type AnyEventObject,
  and,
  assertEvent,
  assign,
  type EventObject,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  spawnChild,
  stateIn,
  stopChild,
} from 'xstate';
import type { Account, ProfileAnswer } from '../../../services/api/contract/endpoints.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import { has } from '../../../services/brand/brand.ts';
import { monthOf, untilMonthAfter } from '../../../services/calendar/monthTurn.ts';
import { type ProfileActor, selectHoldsForm } from '../../account/profile/holdsForm.ts';
import { contactNameFor } from '../../contacts/contacts/names.ts';
import type { ContactsSnapshot } from '../../contacts/contacts/toView.ts';
import { sessionMachine } from '../../login/session/session.machine.ts';
import { overlaysMachine } from '../../overlays/overlays/overlays.machine.ts';
import { type GateRequest, SYSTEM_ID } from '../../shared/address.ts';
import { outputOf } from '../../shared/params.ts';
import { promotionMachine } from '../promotion/promotion.machine.ts';
import { windowMachine } from '../window/window.machine.ts';
import { sectionEntry } from './accountSections.ts';
import type { AreaId, SharedFact } from './areas.ts';
import { frontPageChoice } from './frontPage.ts';
import { areasOf, defaultTab, resolveTabRequest } from './tabs.ts';
import type {
  AppContext,
  AppEvent,
  AppInput,
  AreaLoadRequest,
  AreaStatuses,
  HeldRequests,
  LoggedInParts,
} from './types.ts';

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

/** A child of the root, if it runs (none while the chart is only being walked: path generation). */
function childIn(self: AnyActorRef, id: string): AnyActorRef | undefined {
  const children: Record<string, AnyActorRef | undefined> | undefined = self.getSnapshot()?.children;
  return children?.[id];
}

/**
 * The account area's profile form while it is open (spec 2 §2: leaving the tab asks it first).
 * The account area hosts the profile section as its child `profile`.
 */
function openProfileFormIn(self: AnyActorRef): ProfileActor | undefined {
  const profile = childIn(self, 'account')?.getSnapshot()?.children?.profile as ProfileActor | undefined;
  return selectHoldsForm(profile?.getSnapshot()) ? profile : undefined;
}

/**
 * A tab as the person chooses it (the tab bar, the palette, a shortcut): the profile form with
 * changes asks Discard / Stay On Page first — it goes on with a `tab.select` itself once
 * discarded (spec 2 §2) — else it is a `tab.select` and the root's tab rules apply.
 */
function chooseTab(
  enqueue: { sendTo: (to: AnyActorRef, event: AnyEventObject) => void; raise: (event: AppEvent) => void },
  context: AppContext,
  self: AnyActorRef,
  tab: string,
) {
  const form = openProfileFormIn(self);
  const to = resolveTabRequest(tab, context.platform, context.frontPage);
  if (form && to !== null && to !== context.tab) enqueue.sendTo(form, { type: 'form.leave', to: { tab: to } });
  else enqueue.raise({ type: 'tab.select', tab });
}

function notProvided(name: string): never {
  throw new Error(`app: the \`${name}\` actor must be provided (rootActors from app.actors.ts)`);
}

/** Placeholders for the injected calls; the composition root provides `rootActors(services)`. */
const loadAccountNotProvided = fromPromise<ApiResult<Account>>(async () => notProvided('loadAccount'));
const loadProfileNotProvided = fromPromise<ApiResult<ProfileAnswer>>(async () => notProvided('loadProfile'));
const queryBalanceNotProvided = fromPromise<ApiResult<{ balance: string }>>(async () => notProvided('queryBalance'));
const areaLoaderNotProvided = fromCallback<AreaLoadRequest>(() => notProvided('areaLoader'));
const loadFrontPageNotProvided = fromPromise<AnyActorLogic>(async () => notProvided('loadFrontPage'));
const loadLoggedInNotProvided = fromPromise<LoggedInParts>(async () => notProvided('loadLoggedIn'));

/**
 * The logged-in parts (`loggedIn.parts.ts`) this brand and address run, each under its key: the
 * profile gate and the notifier always; the socket on brands with chats (spec 1 §7: jiema has no
 * chat host); the palette where the tab bar shows, i.e. not in front-page mode (its keyboard layer
 * runs only with the tab bar, docs/keyboard.md).
 */
function loggedInPartsOf(context: AppContext): readonly (keyof LoggedInParts)[] {
  return [
    'profileGate',
    'notifier',
    ...(has(context.platform, 'chatsTab') ? (['connection'] as const) : []),
    ...(context.frontPage ? [] : (['palette'] as const)),
  ];
}

/** The areas running now: the brand's, once loaded and spawned (spec 1 §2, §7). */
function runningAreas(context: AppContext): ReturnType<typeof areasOf> {
  return areasOf(context.platform, context.frontPage).filter((area) => context.areas[area.id] === 'running');
}

/**
 * The brand's areas needed now whose chunk was not asked for yet: those that start at login and
 * the shown tab's (issue 8 item 21: an area whose tab is not shown yet is not downloaded).
 */
function areasToLoad(context: AppContext): readonly AreaId[] {
  return areasOf(context.platform, context.frontPage)
    .filter((area) => (area.startsAtLogin || area.tab === context.tab) && context.areas[area.id] === undefined)
    .map((area) => area.id);
}

/** The brand's areas whose chunk could not be fetched. */
function failedAreas(context: AppContext): readonly AreaId[] {
  return areasOf(context.platform, context.frontPage)
    .filter((area) => context.areas[area.id] === 'failed')
    .map((area) => area.id);
}

/** The areas marked as loading. */
function loadingAreas(areas: AreaStatuses, ids: readonly AreaId[]): AreaStatuses {
  return { ...areas, ...Object.fromEntries(ids.map((id) => [id, 'loading'])) };
}

/**
 * What is told to an area that does not run yet: held until it starts while its chunk is on its
 * way (or failed, until 'Try again'); dropped for an area never asked for (not the brand's).
 */
function heldWith(context: AppContext, id: AreaId, events: readonly EventObject[]): HeldRequests {
  if (context.areas[id] === undefined) return context.held;
  return { ...context.held, [id]: [...(context.held[id] ?? []), ...events] };
}

/** The areas that hear a fact: those running (or also those on their way, to hold it for them). */
function areasHearing(
  context: AppContext,
  fact: SharedFact['type'],
  which: 'running' | 'evenLoading' = 'running',
): readonly AreaId[] {
  const areas =
    which === 'running'
      ? runningAreas(context)
      : areasOf(context.platform, context.frontPage).filter((area) => context.areas[area.id] !== undefined);
  return areas.filter((area) => (area.hears as readonly string[]).includes(fact)).map((area) => area.id);
}

/** The state the root returns to when the session ends (spec 1 §4: logout resets all state). */
const LOGGED_OUT_CONTEXT = {
  capabilities: null,
  account: null,
  profile: null,
  unreadTotal: 0,
  codeWait: null,
  connected: false,
  areas: {},
  held: {},
  paletteAsked: false,
  gateHeld: [],
} as const satisfies Partial<AppContext>;

/** A request for the profile gate: told to it if it runs, else held until it starts (`gateHeld`). */
function tellGate(
  enqueue: { sendTo: (to: string, event: GateRequest) => void; assign: (values: Partial<AppContext>) => void },
  context: AppContext,
  request: GateRequest,
) {
  if (context.gateHeld === null) enqueue.sendTo('profileGate', request);
  else enqueue.assign({ gateHeld: [...context.gateHeld, request] });
}

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    session: sessionMachine,
    window: windowMachine,
    overlays: overlaysMachine,
    loadLoggedIn: loadLoggedInNotProvided,
    areaLoader: areaLoaderNotProvided,
    loadFrontPage: loadFrontPageNotProvided,
    promotion: promotionMachine,
    loadAccount: loadAccountNotProvided,
    loadProfile: loadProfileNotProvided,
    queryBalance: queryBalanceNotProvided,
  },
  actions: {
    // ── the logged-in children ──
    /** The notifier's, the socket's and the palette's chunk (issue 8 item 21: none is in the login screen's code). */
    startLoggedInLoad: spawnChild('loadLoggedIn', { id: 'loadLoggedIn' }),
    stopLoggedInLoad: stopChild('loadLoggedIn'),
    /** The logged-in parts this brand and address run (`loggedInPartsOf`). */
    startLoggedInChildren: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.loadLoggedIn');
      const parts = loggedInPartsOf(context);
      for (const id of parts) {
        // An id for a logic handed over at run time is not in XState's types (only for named sources).
        enqueue.spawnChild(event.output[id], { id, input: {} } as never);
      }
      // Ctrl/Cmd+K pressed while the chunk was on its way: the palette opens now.
      if (context.paletteAsked && parts.includes('palette')) enqueue.sendTo('palette', { type: 'palette.open' });
      // What was asked of the gate meanwhile (a loaded profile, a check), in the order it came.
      for (const request of context.gateHeld ?? []) enqueue.sendTo('profileGate', request);
      enqueue.assign({ paletteAsked: false, gateHeld: null });
    }),
    /** A number action's check or 100023's facts (through the overlays): to the gate (`tellGate`). */
    tellGate: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['gate.check', 'gate.update']);
      tellGate(enqueue, context, event);
    }),
    /**
     * Ctrl/Cmd+K: the palette opens, at once if it runs, else as soon as its chunk arrives (right
     * after login); where it does not run (front-page mode) nothing opens.
     */
    openPalette: enqueueActions(({ context, self, enqueue }) => {
      const palette = childIn(self, 'palette');
      if (palette) enqueue.sendTo(palette, { type: 'palette.open' });
      else if (loggedInPartsOf(context).includes('palette')) enqueue.assign({ paletteAsked: true });
    }),
    /** The tab bar's, the palette's or a shortcut's choice of tab (`chooseTab`). */
    chooseTab: enqueueActions(({ context, event, self, enqueue }) => {
      assertEvent(event, 'tab.choose');
      chooseTab(enqueue, context, self, event.tab);
    }),
    /**
     * Ctrl/Cmd+Shift+N or the palette's New chat: the chats tab chosen, then (after its switch) a
     * new chat there, told once the chats area runs.
     */
    newChat: enqueueActions(({ context, self, enqueue }) => {
      chooseTab(enqueue, context, self, 'chats');
      enqueue.raise({ type: 'area.request', id: 'chats', request: { type: 'chat.new' } });
    }),
    /**
     * The palette's contact: the contacts tab chosen, then its details — after the switch, whose
     * `detail.close` (spec 1 §2) would otherwise close them at once.
     */
    showContact: enqueueActions(({ context, event, self, enqueue }) => {
      assertEvent(event, 'contact.show');
      chooseTab(enqueue, context, self, 'contacts');
      enqueue.raise({ type: 'area.request', id: 'contacts', request: { type: 'detail.open', id: event.id } });
    }),
    /** What the root asked of an area: told now if it runs, else held until it starts. */
    tellArea: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'area.request');
      if (context.areas[event.id] === 'running') enqueue.sendTo(event.id, event.request);
      else enqueue.assign(({ context: now }) => ({ held: heldWith(now, event.id, [event.request]) }));
    }),
    /** The palette's Log out: the session asks for confirmation (spec 1 §4), as for the tab bar's button. */
    requestLogout: enqueueActions(({ enqueue }) => enqueue.sendTo('session', { type: 'logout.request' })),
    /** The area loader (each area's chunk on request) runs while logged in. */
    startAreaLoader: spawnChild('areaLoader', { id: 'areaLoader' }),
    /** The areas needed now (at login, or their tab shown) start loading, each its own chunk. */
    loadShownAreas: enqueueActions(({ context, enqueue }) => {
      const ids = areasToLoad(context);
      if (ids.length === 0) return;
      enqueue.assign({ areas: loadingAreas(context.areas, ids) });
      for (const id of ids) enqueue.sendTo('areaLoader', { type: 'area.load', id });
    }),
    /** 'Try again': the areas whose chunk did not arrive load again. */
    retryAreas: enqueueActions(({ context, enqueue }) => {
      const ids = failedAreas(context);
      enqueue.assign({ areas: loadingAreas(context.areas, ids) });
      for (const id of ids) enqueue.sendTo('areaLoader', { type: 'area.load', id });
    }),
    /**
     * A loaded area starts under its row's id with what the root knows now (an area that starts
     * late missed the facts told before), then hears what was held for it.
     */
    startArea: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'area.loaded');
      const { id, logic } = event;
      const area = areasOf(context.platform, context.frontPage).find((row) => row.id === id);
      // Only an area asked for and still awaited starts (never twice).
      if (!area || context.areas[id] !== 'loading') return;
      const start = {
        platform: context.platform,
        locale: context.locale,
        balance: context.account?.balance ?? null,
        profile: context.profile,
        connected: context.connected,
        frontPage: context.frontPage,
      };
      // An id for a logic handed over at run time is not in XState's types (only for named sources).
      enqueue.spawnChild(logic, { id, input: area.input(start) } as never);
      // A blur before the area started is not lost: it starts knowing where the page is.
      if ((area.hears as readonly string[]).includes('window.blur') && !context.pageFocused) {
        enqueue.sendTo(id, { type: 'window.blur' });
      }
      // Nor is a lost network (issue 24 item 2): offline, a reload reports it before the areas start.
      if ((area.hears as readonly string[]).includes('network.offline') && context.pageOffline) {
        enqueue.sendTo(id, { type: 'network.offline' });
      }
      // The account area starts on the section the root names (a jump may have come first).
      if ((area.hears as readonly string[]).includes('account.section')) {
        enqueue.sendTo(id, { type: 'account.section', section: context.accountSection });
      }
      // Its tab is shown (it loaded because it was opened): it hears so, as when a tab opens.
      if (area.tab === context.tab) for (const shown of area.onShown) enqueue.sendTo(id, shown);
      for (const held of context.held[id] ?? []) enqueue.sendTo(id, held);
      const { [id]: _told, ...stillHeld } = context.held;
      enqueue.assign({ areas: { ...context.areas, [id]: 'running' }, held: stillHeld });
    }),
    markAreaFailed: assign(({ context, event }) => {
      assertEvent(event, 'area.loadFailed');
      return { areas: { ...context.areas, [event.id]: 'failed' } };
    }),
    markFrontPageFailed: assign({ areas: { frontPage: 'failed' } }),

    // ── the logged-out front page (spec 1 §2, spec 3 §6): its own chunk, like an area ──
    startFrontPageLoad: enqueueActions(({ enqueue }) => {
      enqueue.assign({ areas: { frontPage: 'loading' } });
      enqueue.spawnChild('loadFrontPage', { id: 'loadFrontPage' });
    }),
    stopFrontPageLoad: stopChild('loadFrontPage'),
    startFrontPage: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.loadFrontPage');
      const input = { platform: context.platform, mode: context.frontPageMode };
      // An id for a logic handed over at run time is not in XState's types (only for named sources).
      enqueue.spawnChild(event.output, { id: 'frontPage', input } as never);
      enqueue.assign({ areas: { frontPage: 'running' } });
    }),
    stopFrontPage: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('loadFrontPage');
      enqueue.stopChild('frontPage');
      enqueue.assign({ areas: {} });
    }),
    stopLoggedInChildren: enqueueActions(({ context, enqueue }) => {
      const ids = [
        'loadLoggedIn',
        ...loggedInPartsOf(context),
        'areaLoader',
        ...runningAreas(context).map((area) => area.id),
      ];
      for (const id of ids) enqueue.stopChild(id);
      enqueue.assign({ areas: {}, held: {}, connected: false });
    }),
    markConnected: assign({ connected: true }),
    markDisconnected: assign({ connected: false }),
    /** The connection's facts (spec 1 §4, §7), to the areas that hear them. */
    relayToAreas: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, [
        'message.received',
        'chat.readElsewhere',
        'messages.deletedElsewhere',
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
    /** issue 24 item 2: the browser's network, for the areas whose changes need the server. */
    tellAreasOffline: enqueueActions(({ context, enqueue }) => {
      for (const id of areasHearing(context, 'network.offline')) enqueue.sendTo(id, { type: 'network.offline' });
    }),
    tellAreasOnline: enqueueActions(({ context, enqueue }) => {
      for (const id of areasHearing(context, 'network.online')) enqueue.sendTo(id, { type: 'network.online' });
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
    /** The balance the server announced after a committed charge or credit (the socket's `balance` event). */
    storeAnnouncedBalance: assign(({ context, event }) => {
      assertEvent(event, 'balance.changed');
      return context.account ? { account: { ...context.account, balance: event.balance } } : {};
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
      tellGate(enqueue, context, {
        type: 'gate.update',
        profileStatus: result.data.profileStatus,
        useCaseStatus: result.data.useCaseStatus,
        needSetPhone: result.data.needSetPhone,
      });
    }),
    /**
     * The profile section shows its Try again when the root has no profile to give it (an area on
     * its way hears it once it starts: its start carries only the last known profile).
     */
    tellAreasProfileUnavailable: enqueueActions(({ context, enqueue }) => {
      for (const id of areasHearing(context, 'profile.unavailable', 'evenLoading')) {
        const fact = { type: 'profile.unavailable' } as const;
        if (context.areas[id] === 'running') enqueue.sendTo(id, fact);
        else enqueue.assign(({ context: now }) => ({ held: heldWith(now, id, [fact]) }));
      }
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
      // The account area may be on its way (the jump opened its tab): it hears the URL once it starts.
      for (const id of areasHearing(context, 'recharge.returnUrl', 'evenLoading')) {
        const fact = { type: 'recharge.returnUrl', returnUrl: event.returnUrl ?? null } as const;
        if (context.areas[id] === 'running') enqueue.sendTo(id, fact);
        else enqueue.assign(({ context: now }) => ({ held: heldWith(now, id, [fact]) }));
      }
    }),
    /** spec 2 §2, spec 3 §2: after a payment dialog with a return URL, the numbers tab and its plans page. */
    showNumbersTab: assign({ tab: 'numbers' }),
    tellNumbersPlans: enqueueActions(({ context, enqueue }) => {
      const request = { type: 'section.select', section: 'plans' } as const;
      if (context.areas['numbers'] === 'running') enqueue.sendTo('numbers', request);
      else enqueue.assign(({ context: now }) => ({ held: heldWith(now, 'numbers', [request]) }));
    }),
    /** spec 1 §2: the banner's TMO section — the numbers area shows and focuses its US cell-phone plan. */
    tellNumbersCellPlan: enqueueActions(({ context, enqueue }) => {
      const request = { type: 'cellPlan.show' } as const;
      if (context.areas['numbers'] === 'running') enqueue.sendTo('numbers', request);
      else enqueue.assign(({ context: now }) => ({ held: heldWith(now, 'numbers', [request]) }));
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
    storeCodeWait: assign({
      codeWait: ({ context, event }) => {
        assertEvent(event, 'codeWait.busy');
        if (event.busy) return event.area;
        return context.codeWait === event.area ? null : context.codeWait;
      },
    }),
    /** spec 3 §4: a tab chosen while a code wait runs: the waiting area says 'operation in progress'. */
    tellCodeWaitBlocked: enqueueActions(({ context, enqueue }) => {
      const area = runningAreas(context).find((entry) => entry.id === context.codeWait);
      if (area) enqueue.sendTo(area.id, { type: 'tab.blocked' });
    }),
    storeUnreadTotal: assign({
      unreadTotal: ({ event }) => {
        assertEvent(event, 'unread.total');
        return Math.max(0, Math.floor(event.count));
      },
    }),
    markPageFocused: assign({ pageFocused: true }),
    markPageBlurred: assign({ pageFocused: false }),
    markPageOffline: assign({ pageOffline: true }),
    markPageOnline: assign({ pageOffline: false }),
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
      // The chats area loads at login; one still on its way starts the chat once it runs.
      const request = { type: 'chat.start', otherTelCode: event.telCode, typed: event.phone } as const;
      if (context.areas['chats'] === 'running') enqueue.sendTo('chats', request);
      else enqueue.assign(({ context: now }) => ({ held: heldWith(now, 'chats', [request]) }));
    }),
    /** issue 22 item 6: a click on a message's notification opens its conversation in the chats tab. */
    showChatsTab: assign({ tab: 'chats' }),
    openNotifiedChat: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'chat.show');
      const request = { type: 'chat.open', key: event.key } as const;
      if (context.areas.chats === 'running') enqueue.sendTo('chats', request);
      else enqueue.assign(({ context: now }) => ({ held: heldWith(now, 'chats', [request]) }));
    }),
    /** spec 3 §3 addMessage: a new chat whose From is that own number. */
    draftChatFrom: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'chat.draftFrom');
      enqueue.assign({ tab: 'chats' });
      const requests = [{ type: 'chat.new' }, { type: 'draft.change', ownFullNumber: event.ownFullNumber }] as const;
      if (context.areas.chats === 'running') for (const request of requests) enqueue.sendTo('chats', request);
      else enqueue.assign(({ context: now }) => ({ held: heldWith(now, 'chats', requests) }));
    }),
    refreshProfile: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'profile.refresh' })),
    /** Provided by the composition root (`rootActions`): logout wipes the local history (spec 1 §4). */
    wipeChatHistory: () => {},
  },
  delays: {
    /** Until the next UTC month begins (spec 1 §4). */
    untilMonthTurn: ({ context }) => untilMonthAfter(monthOf(context.now()), context.now()),
  },
  guards: {
    isAuthenticated: stateIn('#app.auth.authenticated'),
    answerOk: (_, result: ApiResult<unknown>) => result.ok,
    accountKnown: ({ context }) => context.account !== null,
    tabSelectable: ({ context, event }) =>
      event.type === 'tab.select' && resolveTabRequest(event.tab, context.platform, context.frontPage) !== null,
    /**
     * spec 3 §4: while a code wait runs, the other tabs are disabled. The waiting area's own tab
     * stays open to choose (a top-up from New Code's balance card leaves it for the account tab).
     */
    codeWaitElsewhere: ({ context, event }) => {
      if (event.type !== 'tab.select' || context.codeWait === null) return false;
      const requested = resolveTabRequest(event.tab, context.platform, context.frontPage);
      const waitingTab = areasOf(context.platform, context.frontPage).find((area) => area.id === context.codeWait)?.tab;
      return requested !== context.tab && requested !== waitingTab;
    },
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
    contactsTabSelectable: ({ context }) =>
      resolveTabRequest('contacts', context.platform, context.frontPage) === 'contacts',
    areasFailed: ({ context }) => failedAreas(context).length > 0,
    frontPageFailed: ({ context }) => context.areas.frontPage === 'failed',
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
      now: input.now ?? Date.now,
      frontPage: choice.pathMode,
      frontPageMode: choice.mode,
      tab: defaultTab(input.platform, choice.pathMode),
      accountSection: 'profile',
      pageFocused: true,
      // Most pages open online; the window chart reports an offline start at once.
      pageOffline: false,
      ...LOGGED_OUT_CONTEXT,
    };
  },
  invoke: [
    { id: 'session', systemId: SYSTEM_ID.session, src: 'session' },
    { id: 'window', src: 'window' },
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
    'page.offline': { actions: 'markPageOffline' },
    'page.online': { actions: 'markPageOnline' },
  },
  states: {
    auth: {
      description: 'Whether someone is logged in, and the logged-in account.',
      initial: 'anonymous',
      on: {
        'tab.select': { guard: 'tabSelectable', actions: 'selectTab' },
        // The tab bar's (and the palette's) choice: the profile form asks first, then a `tab.select`.
        'tab.choose': { actions: 'chooseTab' },
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
                  actions: ['reportUnexpectedError', 'markFrontPageFailed', 'stopFrontPageLoad'],
                },
                'areas.retry': { guard: 'frontPageFailed', actions: 'startFrontPageLoad' },
                'login.open': 'login',
              },
            },
          },
        },
        authenticated: {
          description:
            'Logged in: the main view; the socket, the command palette, the profile gate and the areas the brand shows run while here, the profile is loaded.',
          entry: ['startLoggedInLoad', 'startAreaLoader', 'loadShownAreas', 'startProfileLoad'],
          exit: ['stopLoggedInChildren', 'stopProfileLoad'],
          on: {
            'tab.select': [
              { guard: and(['tabSelectable', 'codeWaitElsewhere']), actions: 'tellCodeWaitBlocked' },
              {
                guard: and(['tabSelectable', 'opensAccountOnProfile']),
                actions: ['selectTab', 'loadShownAreas', 'refreshProfile', 'tellAreasAboutTab'],
              },
              {
                guard: 'tabSelectable',
                actions: ['selectTab', 'loadShownAreas', 'tellAreasAboutTab'],
              },
            ],
            'session.tokenRefreshed': { actions: 'storeCapabilities' },
            'session.loggingOut': { target: 'signingOut' },
            'session.loggedOut': {
              target: 'anonymous',
              actions: ['resetForLoggedOut', 'tellOverlaysSignedOut', 'wipeChatHistory'],
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
              actions: ['showProfileSection', 'loadShownAreas', 'tellAreasAccountSection', 'refreshProfile'],
            },
            'recharge.open': {
              guard: 'accountReachable',
              actions: ['showRechargeSection', 'loadShownAreas', 'tellAreasAccountSection', 'tellAreasReturnUrl'],
            },
            'plans.open': {
              guard: 'numbersReachable',
              actions: ['showNumbersTab', 'loadShownAreas', 'tellNumbersPlans', 'tellAreasAboutTab'],
            },
            'cellPlan.open': {
              guard: 'numbersReachable',
              actions: ['showNumbersTab', 'loadShownAreas', 'tellNumbersCellPlan', 'tellAreasAboutTab'],
            },
            'redeemCode.open': {
              guard: 'accountReachable',
              actions: ['showRedeemCodeSection', 'loadShownAreas', 'tellAreasAccountSection'],
            },
            // ── facts of the connection, for the areas (spec 1 §4, §7) ──
            'message.received': { actions: 'relayToAreas' },
            'chat.readElsewhere': { actions: 'relayToAreas' },
            'messages.deletedElsewhere': { actions: 'relayToAreas' },
            'connection.lost': { actions: ['markDisconnected', 'relayToAreas'] },
            'connection.restored': { actions: ['markConnected', 'relayToAreas'] },
            'chats.refresh': { actions: 'relayToAreas' },
            'numbers.changed': { actions: 'relayToAreas' },
            'sms.pushed': { actions: 'relayToAreas' },
            'page.focused': { actions: ['markPageFocused', 'tellAreasFocus'] },
            'page.blurred': { actions: ['markPageBlurred', 'tellAreasBlur'] },
            'page.offline': { actions: ['markPageOffline', 'tellAreasOffline'] },
            'page.online': { actions: ['markPageOnline', 'tellAreasOnline'] },
            'message.notify': { actions: 'announceMessage' },
            'code.notify': { actions: 'announceCode' },
            'codeWait.busy': { actions: 'storeCodeWait' },
            'chat.compose': { guard: 'chatsTabSelectable', actions: 'composeChat' },
            'chat.draftFrom': { guard: 'chatsTabSelectable', actions: 'draftChatFrom' },
            'chat.show': {
              guard: 'chatsTabSelectable',
              actions: ['showChatsTab', 'tellAreasAboutTab', 'openNotifiedChat'],
            },
            // ── the person's own choices: the tab bar, the shortcuts and the command palette (docs/keyboard.md) ──
            'chat.new': { guard: 'chatsTabSelectable', actions: 'newChat' },
            'contact.show': { guard: 'contactsTabSelectable', actions: 'showContact' },
            'area.request': { actions: 'tellArea' },
            'logout.request': { actions: 'requestLogout' },
            'palette.open': { actions: 'openPalette' },
            // ── the profile gate's requests (number actions, 100023), held until it runs ──
            'gate.check': { actions: 'tellGate' },
            'gate.update': { actions: 'tellGate' },
            // ── the notifier's, the socket's and the palette's chunk, and the areas', each when first needed (issue 8 item 21) ──
            'xstate.done.actor.loadLoggedIn': { actions: ['startLoggedInChildren', 'stopLoggedInLoad'] },
            // The loader asks again until the chunk arrives (app.actors.ts): this is unexpected.
            'xstate.error.actor.loadLoggedIn': { actions: ['reportUnexpectedError', 'stopLoggedInLoad'] },
            'area.loaded': { actions: 'startArea' },
            'area.loadFailed': { actions: ['reportUnexpectedError', 'markAreaFailed'] },
            'areas.retry': { guard: 'areasFailed', actions: 'retryAreas' },
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
              on: {
                'account.reload': 'loadingAccount',
                // issue 22 item 3: a charge or credit committed (this tab's or another's). The
                // announced figure was read after that commit, so it replaces a queryBalance still
                // under way, which may have read before it (every later change announces itself).
                'balance.changed': { target: '.idle', actions: ['storeAnnouncedBalance', 'tellAreasBalance'] },
              },
              initial: 'idle',
              states: {
                idle: {
                  description:
                    'The balance shown is the last one fetched or announced on the socket; the month turn fetches it again.',
                  on: { 'balance.refresh': 'refreshingBalance' },
                  // spec 1 §4: a month change triggers a billing reload (monthly charges fall due).
                  after: { untilMonthTurn: 'refreshingBalance' },
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
              actions: ['resetForLoggedOut', 'tellOverlaysSignedOut', 'wipeChatHistory'],
            },
          },
        },
      },
    },
  },
});

export type AppMachine = typeof appMachine;
