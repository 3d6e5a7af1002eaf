/**
 * The root actor (spec 1 §2 shell, §4 no-credit and unlock-bonus dialogs, §8 error routing).
 *
 * It owns the long-lived children — `session`, `window`, `profileGate`, and `connection` while
 * logged in — the active tab, the account summary, and every root overlay: alert sheet, snackbar,
 * dialogs, verification-modal request, progress. Every failed call reaches it as `api.failure`
 * (from the API layer's `onFailure`, or from a child) and is routed through the retcode table.
 */
import {
  type AnyActorRef,
  and,
  assertEvent,
  assign,
  enqueueActions,
  fromPromise,
  raise,
  sendTo,
  setup,
  spawnChild,
  stateIn,
  stopChild,
} from 'xstate';
import type { Account, ProfileAnswer } from '../../services/api/contract/endpoints.ts';
import type { ApiResult } from '../../services/api/result.ts';
import { routeFailure } from '../../services/api/retcodeTable.ts';
import { has } from '../../services/brand/brand.ts';
import { messageNotification } from '../../services/notify/messageNotification.ts';
import { captchaMachine } from '../captcha/captcha.machine.ts';
import { chatsMachine } from '../chats/chats.machine.ts';
import { connectionMachine } from '../connection/connection.machine.ts';
import { contactsMachine } from '../contacts/contacts.machine.ts';
import type { ContactsSnapshot } from '../contacts/toView.ts';
import { contactNameFor } from '../contacts/toView.ts';
import { notifierMachine } from '../notifier/notifier.machine.ts';
import type { OutgoingMessageOutput } from '../outgoingMessage/types.ts';
import { profileGateMachine } from '../profileGate/profileGate.machine.ts';
import { promotionMachine } from '../promotion/promotion.machine.ts';
import { sessionMachine } from '../session/session.machine.ts';
import type { VerifyContactOutcome } from '../verifyContact/types.ts';
import { verifyContactMachine } from '../verifyContact/verifyContact.machine.ts';
import { windowMachine } from '../window/window.machine.ts';
import { effectsOfRoute } from './routing.ts';
import { defaultTab, resolveTabRequest } from './tabs.ts';
import { ACCOUNT_SECTIONS, type AppContext, type AppEvent, type AppInput, type ModalAnswer } from './types.ts';

/** spec 1 §8, §9: a notice clears itself after 5 seconds. */
export const NOTICE_CLEAR_MS = 5000;

/**
 * The contact's name for a number, from the address-book child while it runs (a stand-in child
 * that keeps no book names nobody).
 */
function senderNameIn(contacts: AnyActorRef | undefined, fullNumber: string): string | null {
  const snapshot = contacts?.getSnapshot() as ContactsSnapshot | undefined;
  return snapshot?.context && 'book' in snapshot.context ? contactNameFor(snapshot, fullNumber) : null;
}

/** Params mapper: hands an invoked call's answer to a named guard or action. */
function outputOf<TOutput>({ event }: { event: { output: TOutput } }): TOutput {
  return event.output;
}

function notProvided(name: string): never {
  throw new Error(`app: the \`${name}\` actor must be provided (appActors from app.actors.ts)`);
}

/** Placeholders for the injected calls; the root provides `appActors(api)`. */
const loadAccountNotProvided = fromPromise<ApiResult<Account>>(async () => notProvided('loadAccount'));
const loadProfileNotProvided = fromPromise<ApiResult<ProfileAnswer>>(async () => notProvided('loadProfile'));
const queryBalanceNotProvided = fromPromise<ApiResult<{ balance: string }>>(async () => notProvided('queryBalance'));

/** The state each region returns to when the session ends (spec 1 §4: logout resets all state). */
const LOGGED_OUT_CONTEXT = {
  capabilities: null,
  account: null,
  profile: null,
  unreadTotal: 0,
  noCreditMessage: null,
  modal: null,
  verifyMode: null,
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
    notifier: notifierMachine,
    connection: connectionMachine,
    contacts: contactsMachine,
    chats: chatsMachine,
    captcha: captchaMachine,
    verifyContact: verifyContactMachine,
    promotion: promotionMachine,
    loadAccount: loadAccountNotProvided,
    loadProfile: loadProfileNotProvided,
    queryBalance: queryBalanceNotProvided,
  },
  actions: {
    // ── routing (spec 1 §8) ──
    routeApiFailure: enqueueActions(({ context, event, enqueue }, params: { captchaOpen: boolean }) => {
      assertEvent(event, 'api.failure');
      const route = routeFailure(event, { frontPage: context.frontPage, captchaOpen: params.captchaOpen });
      for (const effect of effectsOfRoute(route)) {
        if (effect.to === 'self') enqueue.raise(effect.event);
        else enqueue.sendTo(effect.to, effect.event);
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

    // ── account and profile ──
    // The account also carries the capabilities, which a restored session does not know yet.
    storeAccount: assign((_, result: ApiResult<Account>) =>
      result.ok
        ? {
            account: result.data,
            capabilities: { canInvite: result.data.canInvite, canSetInviter: result.data.canSetInviter },
          }
        : {},
    ),
    storeBalance: assign(({ context }, result: ApiResult<{ balance: string }>) =>
      result.ok && context.account ? { account: { ...context.account, balance: result.data.balance } } : {},
    ),
    startProfileLoad: spawnChild('loadProfile', { id: 'loadProfile' }),
    stopProfileLoad: stopChild('loadProfile'),
    /** A loaded profile feeds the gate (spec 1 §4 Profile gate). */
    applyProfile: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.loadProfile');
      const result = event.output;
      // A failed load was already routed by the API layer; the last known profile stays.
      if (!result.ok) return;
      enqueue.assign({ profile: result.data });
      enqueue.sendTo('profileGate', {
        type: 'gate.update',
        profileStatus: result.data.profileStatus,
        needSetPhone: result.data.needSetPhone,
      });
    }),
    /** Unexpected (thrown, not answered) failures of the root's own calls; the root may log them. */
    reportUnexpectedError: ({ event }) => {
      console.error('app: unexpected actor failure', event);
    },

    // ── tab, section, locale ──
    selectTab: assign({
      tab: ({ context, event }) => {
        assertEvent(event, 'tab.select');
        return resolveTabRequest(event.tab, context.platform, context.frontPage) ?? context.tab;
      },
    }),
    /**
     * spec 1 §2: switching tabs closes the right-side panel; opening contacts syncs the address
     * book's changes since its last load.
     */
    tellContactsAboutTab: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'tab.select');
      enqueue.sendTo('contacts', { type: 'detail.close' });
      if (resolveTabRequest(event.tab, context.platform, context.frontPage) === 'contacts') {
        enqueue.sendTo('contacts', { type: 'contacts.sync' });
      }
    }),
    selectAccountSection: assign({
      accountSection: ({ event }) => {
        assertEvent(event, 'account.section.select');
        return event.section;
      },
    }),
    /** spec 1 §4 no-credit: Recharge goes to the account tab, recharge section. */
    showRechargeSection: assign({ tab: 'account', accountSection: 'credit' }),
    refreshProfile: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'profile.refresh' })),
    toggleLocale: assign({ locale: ({ context }) => (context.locale === 'en' ? 'zh-CN' : 'en') }),
    storeUnreadTotal: assign({
      unreadTotal: ({ event }) => {
        assertEvent(event, 'unread.total');
        return Math.max(0, Math.floor(event.count));
      },
    }),

    // ── overlays ──
    storeAlert: assign({
      alert: ({ event }) => {
        assertEvent(event, 'alert.show');
        return event.notice;
      },
    }),
    clearAlert: assign({ alert: null }),
    storeSnackbar: assign({
      snackbar: ({ event }) => {
        assertEvent(event, 'snackbar.show');
        return event.notice;
      },
    }),
    clearSnackbar: assign({ snackbar: null }),
    storeErrorDialog: assign({
      errorDialogMessage: ({ event }) => {
        assertEvent(event, 'errorDialog.open');
        return event.retmsg;
      },
    }),
    storeNoCredit: assign({
      noCreditMessage: ({ event }) => {
        assertEvent(event, 'noCredit.open');
        return event.retmsg?.trim() ? event.retmsg : null;
      },
    }),
    storeModal: assign({
      modal: ({ event }) => {
        assertEvent(event, 'modal.show');
        const { type: _type, ...request } = event;
        return request;
      },
    }),
    /** Tell the flow that asked for the modal which button closed it, then forget the request. */
    answerModal: enqueueActions(({ context, enqueue }, params: { button: ModalAnswer['button'] }) => {
      const replyTo = context.modal?.replyTo;
      if (replyTo) enqueue.sendTo(replyTo, { type: 'modal.answered', button: params.button } satisfies ModalAnswer);
      enqueue.assign({ modal: null });
    }),
    storeTollFree: assign({
      tollFreeMessage: ({ event }) => {
        assertEvent(event, 'tollFreePrompt.open');
        return event.retmsg;
      },
    }),
    /** spec 1 §4 Unlock-bonus: Set Up Now opens the verified modal in 'updateForUnlockBonus' mode. */
    requestUnlockBonusVerify: enqueueActions(({ enqueue }) =>
      enqueue.raise({ type: 'verify.open', mode: 'updateForUnlockBonus' }),
    ),
    storeVerifyMode: assign({
      verifyMode: ({ event }) => {
        assertEvent(event, 'verify.open');
        return event.mode;
      },
    }),
    clearVerifyMode: assign({ verifyMode: null }),
    /** spec 2 §4: after a contact is saved, profile and balance are refreshed. */
    refreshAfterVerify: enqueueActions(({ enqueue }) => {
      enqueue.raise({ type: 'profile.refresh' });
      enqueue.raise({ type: 'balance.refresh' });
    }),
    /** spec 2 §4: mode updateForUnlockBonus then jumps to the redeemCode tab. */
    showRedeemCodeSection: assign({ tab: 'account', accountSection: 'redeemCode' }),
    /** The profile form lives in the account area's profile section (spec 2 §2). */
    showProfileSection: assign({ tab: 'account', accountSection: 'profile' }),
    storePaymentError: assign({
      paymentErrorMessage: ({ event }) => {
        assertEvent(event, 'paymentError.report');
        return event.retmsg;
      },
    }),
    clearPaymentError: assign({ paymentErrorMessage: '' }),
    addBusyKey: assign({
      busy: ({ context, event }) => {
        assertEvent(event, 'progress.start');
        return context.busy.includes(event.key) ? context.busy : [...context.busy, event.key];
      },
    }),
    removeBusyKey: assign({
      busy: ({ context, event }) => {
        assertEvent(event, 'progress.stop');
        return context.busy.filter((key) => key !== event.key);
      },
    }),
    /**
     * spec 1 §4: the chat list is fetched again on reconnect. The request is counted rather than
     * passed on as a one-off signal, so the chat list's owner sees it even if it starts later.
     */
    forwardToChats: sendTo('chats', ({ event }) => {
      assertEvent(event, ['message.received', 'connection.lost', 'connection.restored', 'chats.refresh']);
      return event;
    }),
    /** spec 1 §4 read rule: the chats area hears of the page's focus from the window chart. */
    tellChatsFocus: sendTo('chats', ({ event }) => {
      assertEvent(event, ['page.focused', 'page.blurred']);
      return { type: event.type === 'page.focused' ? ('window.focus' as const) : ('window.blur' as const) };
    }),
    /** spec 1 §5 Sending: the chats area checks the balance before a send. */
    tellChatsBalance: enqueueActions(({ context, enqueue }) => {
      if (context.account) enqueue.sendTo('chats', { type: 'account.balance', balance: context.account.balance });
    }),
    /** spec 1 §1, §4: a new message not read in front — the notifier shows it, then the sound. */
    announceMessage: enqueueActions(({ context, event, self, enqueue }) => {
      assertEvent(event, 'message.notify');
      // No snapshot while the chart is only being walked (path generation): nobody is named then.
      const senderName = senderNameIn(self.getSnapshot()?.children?.contacts, event.message.fromNumber);
      enqueue.sendTo('notifier', {
        type: 'notify.incoming',
        ...messageNotification(event.message, { senderName, locale: context.locale }),
      });
    }),
    /** spec 1 §4, §5, §8: what a settled send opens — the prompt of its status, or the alert. */
    followUpSend: enqueueActions(({ enqueue }, params: { output: OutgoingMessageOutput; captchaOpen: boolean }) => {
      const { output } = params;
      if (output.outcome === 'blocked') {
        enqueue.raise({ type: 'snackbar.show', notice: { messageKey: 'error.connectionDown' } });
      } else if (output.outcome === 'refused') {
        // The too-large notice was the red one under the composer; a processing failure is alerted.
        if (output.messageKey !== 'chats.attachment.tooLarge') {
          enqueue.raise({ type: 'alert.show', notice: { messageKey: output.messageKey } });
        }
      } else if (output.outcome === 'failed') {
        if (output.followUp === 'tollFreePrompt') enqueue.raise({ type: 'tollFreePrompt.open', retmsg: output.retmsg });
        else if (output.followUp === 'captcha') enqueue.raise({ type: 'captchaModal.open' });
        else if (output.followUp === 'noCredit') enqueue.raise({ type: 'noCredit.open', retmsg: output.retmsg });
        else if (!params.captchaOpen) {
          const notice = output.retmsg.trim()
            ? { text: output.retmsg }
            : { messageKey: 'error.messageUnsendable' as const };
          enqueue.raise({ type: 'alert.show', notice });
        }
      }
    }),
    /** spec 1 §5 Sending: a send refused before it went. */
    refuseSend: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'send.refused');
      if (event.reason === 'noCredit') enqueue.raise({ type: 'noCredit.open' });
      else enqueue.raise({ type: 'alert.show', notice: { messageKey: 'error.numberNotOwned' } });
    }),
    /** 'Message' on a contact (spec 3): the chats tab, with a chat to that number. */
    composeChat: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'chat.compose');
      enqueue.assign({ tab: 'chats' });
      enqueue.sendTo('chats', { type: 'chat.start', otherTelCode: event.telCode, typed: event.phone });
    }),
    /** Provided by the root (`rootActions`): a deleted conversation leaves local storage (spec 1 §4 Deleting). */
    forgetConversation: (_, _params: { key: string }) => {},
    /** Provided by the root (`rootActions`): logout wipes the local history (issue 3 deliverable 8). */
    wipeChatHistory: (_args) => {},
  },
  guards: {
    captchaModalOpen: stateIn('#app.dialog.captchaModal'),
    isAuthenticated: stateIn('#app.auth.authenticated'),
    answerOk: (_, result: ApiResult<unknown>) => result.ok,
    accountKnown: ({ context }) => context.account !== null,
    contactSaved: (_, outcome: VerifyContactOutcome) => outcome.status === 'saved',
    savedForUnlockBonus: (_, outcome: VerifyContactOutcome) =>
      outcome.status === 'saved' && outcome.mode === 'updateForUnlockBonus',
    tabSelectable: ({ context, event }) =>
      event.type === 'tab.select' && resolveTabRequest(event.tab, context.platform, context.frontPage) !== null,
    /** spec 1 §2: opening the account tab refreshes the profile if the profile panel is active. */
    opensAccountOnProfile: ({ context, event }) =>
      event.type === 'tab.select' &&
      context.tab !== 'account' &&
      resolveTabRequest(event.tab, context.platform, context.frontPage) === 'account' &&
      context.accountSection === 'profile',
    knownAccountSection: ({ event }) =>
      event.type === 'account.section.select' && (ACCOUNT_SECTIONS as readonly string[]).includes(event.section),
    /** spec 1 §2: the language toggle is hidden for single-language brands. */
    languageToggleShown: ({ context }) => has(context.platform, 'languageToggle'),
    /** Logged in and the account tab can be shown (spec 1 §4 no-credit Recharge: 'only if logged in'). */
    accountReachable: and([
      stateIn('#app.auth.authenticated'),
      ({ context }) => resolveTabRequest('account', context.platform, context.frontPage) === 'account',
    ]),
    chatsTabSelectable: ({ context }) => resolveTabRequest('chats', context.platform, context.frontPage) === 'chats',
    lastBusyKey: ({ context, event }) =>
      event.type === 'progress.stop' && context.busy.every((key) => key === event.key),
  },
  delays: {
    noticeClear: NOTICE_CLEAR_MS,
  },
}).createMachine({
  id: 'app',
  description:
    'The root: active tab, account, every overlay over the app, and the routing of every failed call through the retcode table.',
  type: 'parallel',
  context: ({ input }) => ({
    platform: input.platform,
    locale: input.locale,
    frontPage: input.frontPage,
    appList: input.appList,
    tab: defaultTab(input.platform, input.frontPage),
    accountSection: 'profile',
    capabilities: null,
    account: null,
    profile: null,
    unreadTotal: 0,
    alert: null,
    snackbar: null,
    errorDialogMessage: '',
    noCreditMessage: null,
    modal: null,
    tollFreeMessage: '',
    verifyMode: null,
    paymentErrorMessage: '',
    busy: [],
  }),
  invoke: [
    { id: 'session', src: 'session' },
    { id: 'window', src: 'window' },
    { id: 'profileGate', src: 'profileGate', input: {} },
    { id: 'notifier', src: 'notifier' },
    // The banner ad and the app-download dialog (spec 1 §2), logged in or not.
    { id: 'promotion', src: 'promotion', input: ({ context }) => ({ platform: context.platform }) },
  ],
  on: {
    'api.failure': [
      { guard: 'captchaModalOpen', actions: { type: 'routeApiFailure', params: { captchaOpen: true } } },
      { actions: { type: 'routeApiFailure', params: { captchaOpen: false } } },
    ],
    'tab.select': [
      {
        guard: and(['tabSelectable', 'opensAccountOnProfile', 'isAuthenticated']),
        actions: ['selectTab', 'refreshProfile', 'tellContactsAboutTab'],
      },
      // The address book runs only while logged in.
      { guard: and(['tabSelectable', 'isAuthenticated']), actions: ['selectTab', 'tellContactsAboutTab'] },
      { guard: 'tabSelectable', actions: 'selectTab' },
    ],
    'account.section.select': { guard: 'knownAccountSection', actions: 'selectAccountSection' },
    'locale.toggle': { guard: 'languageToggleShown', actions: 'toggleLocale' },
    'unread.total': { actions: 'storeUnreadTotal' },
  },
  states: {
    auth: {
      description: 'Whether someone is logged in, and the logged-in account.',
      initial: 'anonymous',
      states: {
        anonymous: {
          description: 'No session: the login view shows (or the verification panel in front-page mode).',
          on: {
            'session.loggedIn': { target: 'authenticated', actions: 'storeCapabilities' },
          },
        },
        authenticated: {
          description: 'Logged in: the main view; the socket is open and the address book loaded while here.',
          invoke: [
            { id: 'connection', src: 'connection', input: {} },
            // The cloud address book: the contacts tab shows it, chats name their parties from it.
            { id: 'contacts', src: 'contacts' },
            // Sending waits for the connection's `connection.restored`.
            {
              id: 'chats',
              src: 'chats',
              input: ({ context }) => ({
                connected: false,
                locale: context.locale,
                balance: context.account?.balance ?? null,
              }),
            },
          ],
          entry: 'startProfileLoad',
          exit: 'stopProfileLoad',
          on: {
            'session.tokenRefreshed': { actions: 'storeCapabilities' },
            'session.loggingOut': { target: 'signingOut' },
            'session.loggedOut': {
              target: 'anonymous',
              actions: ['resetForLoggedOut', 'resetProfileGate', 'wipeChatHistory'],
            },
            'profile.refresh': { actions: ['stopProfileLoad', 'startProfileLoad'] },
            // The finished call is let go, so the next refresh starts a fresh one.
            'xstate.done.actor.loadProfile': { actions: ['applyProfile', 'stopProfileLoad'] },
            'xstate.error.actor.loadProfile': { actions: ['reportUnexpectedError', 'stopProfileLoad'] },
            'profile.open': { guard: 'accountReachable', actions: 'showProfileSection' },
            // ── the chats area (spec 1 §4, §7) ──
            'message.received': { actions: 'forwardToChats' },
            'connection.lost': { actions: 'forwardToChats' },
            'connection.restored': { actions: 'forwardToChats' },
            'chats.refresh': { actions: 'forwardToChats' },
            'page.focused': { actions: 'tellChatsFocus' },
            'page.blurred': { actions: 'tellChatsFocus' },
            'message.notify': { actions: 'announceMessage' },
            'outgoing.settled': [
              {
                guard: 'captchaModalOpen',
                actions: { type: 'followUpSend', params: ({ event }) => ({ output: event.output, captchaOpen: true }) },
              },
              {
                actions: {
                  type: 'followUpSend',
                  params: ({ event }) => ({ output: event.output, captchaOpen: false }),
                },
              },
            ],
            'send.refused': { actions: 'refuseSend' },
            'chats.conversationDeleted': {
              actions: { type: 'forgetConversation', params: ({ event }) => ({ key: event.key }) },
            },
            'billing.reload': { actions: raise({ type: 'balance.refresh' }) },
            'chat.compose': { guard: 'chatsTabSelectable', actions: 'composeChat' },
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
                    actions: [{ type: 'storeAccount', params: outputOf }, 'tellChatsBalance'],
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
                      actions: [{ type: 'storeBalance', params: outputOf }, 'tellChatsBalance'],
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
              actions: ['resetForLoggedOut', 'resetProfileGate', 'wipeChatHistory'],
            },
          },
        },
      },
    },

    dialog: {
      description: 'One root dialog at a time; a newer request replaces the one showing.',
      initial: 'none',
      on: {
        'errorDialog.open': { target: '.errorDialog', actions: 'storeErrorDialog' },
        'noCredit.open': { target: '.noCredit', actions: 'storeNoCredit' },
        'unlockBonus.open': '.unlockBonus',
        'captchaModal.open': '.captchaModal',
        'modal.show': { target: '.modal', actions: 'storeModal' },
        'tollFreePrompt.open': { target: '.tollFreePrompt', actions: 'storeTollFree' },
        'session.loggedOut': '.none',
      },
      states: {
        none: { description: 'No root dialog shows.' },
        errorDialog: {
          description: "'Something Went Wrong' with the server's message and 'Okay' (spec 1 §8: 300002, 400000).",
          on: { 'errorDialog.close': 'none' },
        },
        noCredit: {
          description: "'Insufficient Balance' with Back / Recharge (spec 1 §4, §8: 400001).",
          on: {
            'noCredit.back': 'none',
            'noCredit.recharge': [
              { guard: 'accountReachable', target: 'none', actions: 'showRechargeSection' },
              { target: 'none' },
            ],
          },
        },
        unlockBonus: {
          description: "'Later' / 'Set Up Now' for the 0.2 reward (spec 1 §4 Unlock-bonus).",
          on: {
            'unlockBonus.later': 'none',
            'unlockBonus.setUp': { target: 'none', actions: 'requestUnlockBonusVerify' },
          },
        },
        captchaModal: {
          description: 'A captcha must be solved before the request can go through (spec 1 §8: 100010).',
          // The captcha chart runs the widget; it ends passed or cancelled, and either closes the modal.
          invoke: {
            id: 'captcha',
            src: 'captcha',
            input: {},
            onDone: 'none',
            onError: { target: 'none', actions: 'reportUnexpectedError' },
          },
          on: {
            'captchaModal.passed': 'none',
            'captchaModal.cancel': 'none',
          },
        },
        modal: {
          description: 'The generic modal another flow asked for (spec 1 §2).',
          on: {
            'modal.left': { target: 'none', actions: { type: 'answerModal', params: { button: 'left' } } },
            'modal.right': { target: 'none', actions: { type: 'answerModal', params: { button: 'right' } } },
            'modal.close': { target: 'none', actions: { type: 'answerModal', params: { button: 'dismissed' } } },
          },
        },
        tollFreePrompt: {
          description: "Toll-free registration prompt with the server's message (spec 1 §8: message status 300030).",
          on: { 'tollFreePrompt.close': 'none' },
        },
      },
    },

    verify: {
      description: 'The verification modal asked for (spec 2 §4), in `context.verifyMode`.',
      initial: 'hidden',
      on: { 'session.loggedOut': { target: '.hidden', actions: 'clearVerifyMode' } },
      states: {
        hidden: {
          description: 'No verification modal is asked for.',
          on: { 'verify.open': { guard: 'isAuthenticated', target: 'shown', actions: 'storeVerifyMode' } },
        },
        shown: {
          description: 'The verification modal runs in `context.verifyMode` (spec 2 §4).',
          invoke: {
            id: 'verifyContact',
            src: 'verifyContact',
            input: ({ context }) => ({
              mode: context.verifyMode ?? 'update',
              current: {
                phone: context.account?.accountInfo.phone ?? '',
                email: context.account?.accountInfo.email ?? '',
              },
            }),
            onDone: [
              {
                guard: { type: 'savedForUnlockBonus', params: outputOf },
                target: 'hidden',
                actions: ['clearVerifyMode', 'refreshAfterVerify', 'showRedeemCodeSection'],
              },
              {
                guard: { type: 'contactSaved', params: outputOf },
                target: 'hidden',
                actions: ['clearVerifyMode', 'refreshAfterVerify'],
              },
              { target: 'hidden', actions: 'clearVerifyMode' },
            ],
            onError: { target: 'hidden', actions: ['clearVerifyMode', 'reportUnexpectedError'] },
          },
          on: {
            // Another mode asked for while one shows: the modal starts over in the new mode.
            'verify.open': { target: 'shown', reenter: true, actions: 'storeVerifyMode' },
            'verify.close': { target: 'hidden', actions: 'clearVerifyMode' },
          },
        },
      },
    },

    alert: {
      description: 'The persistent bottom alert sheet with a close button (spec 1 §2).',
      initial: 'hidden',
      states: {
        hidden: {
          description: 'No alert shows.',
          on: { 'alert.show': { target: 'shown', actions: 'storeAlert' } },
        },
        shown: {
          description: 'The alert sheet shows `context.alert` until closed.',
          on: {
            'alert.show': { actions: 'storeAlert' },
            'alert.close': { target: 'hidden', actions: 'clearAlert' },
          },
        },
      },
    },

    snackbar: {
      description: 'The top snackbar notice; it clears itself after 5 s (spec 1 §8, §9).',
      initial: 'hidden',
      states: {
        hidden: {
          description: 'No snackbar shows.',
          on: { 'snackbar.show': { target: 'shown', actions: 'storeSnackbar' } },
        },
        shown: {
          description: 'The snackbar shows `context.snackbar` for 5 s.',
          after: { noticeClear: { target: 'hidden', actions: 'clearSnackbar' } },
          on: {
            // A newer notice replaces the text and gets its own 5 s.
            'snackbar.show': { target: 'shown', reenter: true, actions: 'storeSnackbar' },
            'snackbar.close': { target: 'hidden', actions: 'clearSnackbar' },
          },
        },
      },
    },

    progress: {
      description: 'The progress spinner: busy while any flow holds a key.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No flow is busy: no spinner.',
          on: { 'progress.start': { target: 'busy', actions: 'addBusyKey' } },
        },
        busy: {
          description: 'The spinner shows while the keys in `context.busy` are held.',
          on: {
            'progress.start': { actions: 'addBusyKey' },
            'progress.stop': [
              { guard: 'lastBusyKey', target: 'idle', actions: 'removeBusyKey' },
              { actions: 'removeBusyKey' },
            ],
          },
        },
      },
    },

    paymentError: {
      description: "spec 1 §8: a payment submit failure's message, kept for the payment dialog to show.",
      initial: 'none',
      on: { 'session.loggedOut': { target: '.none', actions: 'clearPaymentError' } },
      states: {
        none: {
          description: 'No payment submit error is kept.',
          on: { 'paymentError.report': { target: 'reported', actions: 'storePaymentError' } },
        },
        reported: {
          description: 'A payment submit error message is kept for the payment dialog.',
          on: {
            'paymentError.report': { actions: 'storePaymentError' },
            'paymentError.clear': { target: 'none', actions: 'clearPaymentError' },
          },
        },
      },
    },

    numberAvailability: {
      description: 'spec 1 §8: 500000 with HTTP 400 on the number lock — no number is available in this area.',
      initial: 'unknown',
      on: { 'session.loggedOut': '.unknown' },
      states: {
        unknown: {
          description: 'No number lock has said the area is out of numbers.',
          on: { 'numbers.noneAvailable': 'noneAvailable' },
        },
        noneAvailable: {
          description: 'A number lock answered that no number is available in this area.',
          on: { 'numberAvailability.reset': 'unknown' },
        },
      },
    },
  },
});

export type AppMachine = typeof appMachine;
