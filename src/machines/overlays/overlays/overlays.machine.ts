/**
 * Every overlay over the app (spec 1 §2 "Overlays at root level"), as one actor any chart
 * addresses by systemId `overlays` (`tell(system, SYSTEM_ID.overlays, request)`):
 *
 * - `dialog`: one root dialog at a time — the error dialog, no-credit, unlock-bonus, the 100010
 *   captcha modal, the toll-free prompt (decision, issue 26 item 5: the generic modal of spec 1 §2
 *   is a view component, `ui/common/GenericModal`, that each flow opens from its own state; no
 *   root route for it is kept while no flow needs one);
 * - `verify`: the verification modal asked for in a mode (spec 2 §4) — its chart is a chunk of its
 *   own, fetched at the first opening (`loadVerifyContact`) and spawned from then on;
 * - `alert`: the persistent bottom sheet; `snackbar`: the top notice that clears after 5 s;
 * - `progress`: the spinner while any flow holds a key.
 *
 * It is also the one route of refused calls: `failure.route` goes through the retcode table once
 * (spec 1 §8), whoever made the call, and becomes an alert, a dialog, a kick or a gate check.
 */
import {
  type AnyActorLogic,
  type AnyActorRef,
  and,
  assertEvent,
  assign,
  type DoneActorEvent,
  type EventObject,
  enqueueActions,
  setup,
  stateIn,
  stopChild,
} from 'xstate';
import { routeFailure } from '../../../services/api/retcodeTable.ts';
import { type CaptchaModalAnswer, SYSTEM_ID, tell } from '../../shared/address.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { outputOf } from '../../shared/params.ts';
import { captchaMachine } from '../captcha/captcha.machine.ts';
import type { CaptchaOutcome } from '../captcha/types.ts';
import type { VerifyContactOutcome } from '../verifyContact/types.ts';
import { effectsOfRoute } from './routing.ts';
import type { OverlaysContext, OverlaysEvent, OverlaysInput } from './types.ts';

/** spec 1 §8, §9: a notice clears itself after 5 seconds. */
export const NOTICE_CLEAR_MS = 5000;

/** How the captcha modal closed: passed only when the captcha chart ended with a solved captcha. */
function captchaOutcomeOf({ event }: { event: EventObject }): CaptchaOutcome {
  if (event.type !== 'xstate.done.actor.captcha') return { status: 'cancelled' };
  return (event as DoneActorEvent<CaptchaOutcome>).output;
}

/** What is forgotten when the session ends (spec 1 §4: logout resets all state). */
const SIGNED_OUT = {
  signedIn: false,
  account: { phone: '', email: '' },
  noCreditMessage: null,
  verifyMode: null,
  captchaNextApi: null,
  captchaWaiters: [],
} as const satisfies Partial<OverlaysContext>;

export const overlaysMachine = setup({
  types: {
    context: {} as OverlaysContext,
    events: {} as OverlaysEvent,
    input: {} as OverlaysInput,
  },
  actors: {
    captcha: captchaMachine,
    // The verification modal's chart, provided (overlays.actors.ts: a chunk of its own).
    loadVerifyContact: notProvided<AnyActorLogic>('loadVerifyContact'),
  },
  actions: {
    // ── routing (spec 1 §8) ──
    routeRefusedCall: enqueueActions(({ context, event, enqueue }, params: { captchaOpen: boolean }) => {
      assertEvent(event, 'failure.route');
      const route = routeFailure(event, { frontPage: context.frontPage, captchaOpen: params.captchaOpen });
      const origin = event.replyTo
        ? { endpoint: event.endpoint, replyTo: event.replyTo }
        : { endpoint: event.endpoint };
      for (const effect of effectsOfRoute(route, origin)) {
        if (effect.to === 'self') enqueue.raise(effect.event);
        // spec 1 §4, §8: a kicked code ends the session; 100023 feeds and checks the gate (through
        // the root, which runs it while someone is logged in).
        else if (effect.to === 'session') enqueue(({ system }) => tell(system, SYSTEM_ID.session, effect.event));
        else enqueue(({ system }) => tell(system, SYSTEM_ID.app, effect.event));
      }
    }),

    // ── session ──
    markSignedIn: assign({ signedIn: true }),
    forgetSession: assign(SIGNED_OUT),
    storeAccountContact: assign({
      account: ({ event }) => {
        assertEvent(event, 'account.contact');
        return { phone: event.phone, email: event.email };
      },
    }),

    // ── alert and snackbar ──
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
        return { notice: event.notice, tone: event.tone };
      },
    }),
    clearSnackbar: assign({ snackbar: null }),

    // ── dialogs ──
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
    /** spec 1 §4 no-credit: Recharge goes to the account tab, recharge section (the root decides if it can). */
    requestRecharge: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'recharge.open' }),
    storeTollFree: assign({
      tollFreeMessage: ({ event }) => {
        assertEvent(event, 'tollFreePrompt.open');
        return event.retmsg;
      },
    }),
    /** A newer 100010 while the modal shows: one captcha answers every waiting flow. */
    addCaptchaWaiter: assign(({ context, event }) => {
      assertEvent(event, 'captchaModal.open');
      const waiters: readonly AnyActorRef[] = event.replyTo
        ? [...context.captchaWaiters, event.replyTo]
        : context.captchaWaiters;
      return { captchaWaiters: waiters, captchaNextApi: context.captchaNextApi ?? event.nextApi };
    }),
    /** spec 1 §8 100010: once solved, each waiting flow retries; a closed captcha lets them fail. */
    answerCaptchaWaiters: enqueueActions(({ context, enqueue }, outcome: CaptchaOutcome) => {
      const answer: CaptchaModalAnswer =
        outcome.status === 'passed' ? { type: 'captcha.solved' } : { type: 'captcha.dismissed' };
      for (const waiter of context.captchaWaiters) enqueue.sendTo(waiter, answer);
      enqueue.assign({ captchaWaiters: [], captchaNextApi: null });
    }),
    /** spec 1 §4 Unlock-bonus: Set Up Now opens the verified modal in 'updateForUnlockBonus' mode. */
    requestUnlockBonusVerify: enqueueActions(({ enqueue }) =>
      enqueue.raise({ type: 'verify.open', mode: 'updateForUnlockBonus' }),
    ),

    // ── verification modal ──
    storeVerifyMode: assign({
      verifyMode: ({ event }) => {
        assertEvent(event, 'verify.open');
        return event.mode;
      },
    }),
    clearVerifyMode: assign({ verifyMode: null }),
    /** The modal's chart as its chunk brought it: later openings spawn it at once. */
    storeVerifyChart: assign((_, verifyChart: AnyActorLogic) => ({ verifyChart })),
    /** The modal runs in the mode asked for, from the account's current contacts (spec 2 §4). */
    startVerifyContact: enqueueActions(({ context, enqueue }) => {
      if (!context.verifyChart) return;
      // An id for a logic handed over at run time is not in XState's types (only for named sources).
      enqueue.spawnChild(context.verifyChart, {
        id: 'verifyContact',
        input: { mode: context.verifyMode ?? 'update', current: context.account },
      } as never);
    }),
    stopVerifyContact: stopChild('verifyContact'),
    /** Its chunk could not be fetched: said over the app; the next request asks for it again. */
    tellVerifyUnavailable: enqueueActions(({ enqueue }) =>
      enqueue.raise({ type: 'snackbar.show', notice: { messageKey: 'common.partNotLoaded' }, tone: 'error' }),
    ),
    /** spec 2 §4: after a contact is saved, profile and balance are refreshed. */
    // The whole account info, not only the balance: the phone or e-mail just saved changes the web
    // id and the account sections (spec 2 §2: redeemCode is enabled once a phone is set).
    refreshAfterVerify: ({ system }) => {
      tell(system, SYSTEM_ID.app, { type: 'profile.refresh' });
      tell(system, SYSTEM_ID.app, { type: 'account.reload' });
    },
    /** spec 2 §4: mode updateForUnlockBonus then jumps to the redeemCode section. */
    showRedeemCode: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'redeemCode.open' }),

    // ── progress ──
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
    reportUnexpectedError: ({ event }) => {
      console.error('overlays: unexpected actor failure', event);
    },
  },
  guards: {
    captchaModalOpen: stateIn({ dialog: 'captchaModal' }),
    signedIn: ({ context }) => context.signedIn,
    verifyChartLoaded: ({ context }) => context.verifyChart !== null,
    contactSaved: (_, outcome: VerifyContactOutcome) => outcome.status === 'saved',
    savedForUnlockBonus: (_, outcome: VerifyContactOutcome) =>
      outcome.status === 'saved' && outcome.mode === 'updateForUnlockBonus',
    lastBusyKey: ({ context, event }) =>
      event.type === 'progress.stop' && context.busy.every((key) => key === event.key),
  },
  delays: {
    noticeClear: NOTICE_CLEAR_MS,
  },
}).createMachine({
  id: 'overlays',
  description:
    'Every overlay over the app (alert sheet, snackbar, root dialogs, captcha modal, verification modal, progress) and the one route of refused calls through the retcode table.',
  type: 'parallel',
  context: ({ input }) => ({
    frontPage: input.frontPage,
    ...SIGNED_OUT,
    verifyChart: null,
    alert: null,
    snackbar: null,
    errorDialogMessage: '',
    tollFreeMessage: '',
    busy: [],
  }),
  on: {
    'failure.route': [
      { guard: 'captchaModalOpen', actions: { type: 'routeRefusedCall', params: { captchaOpen: true } } },
      { actions: { type: 'routeRefusedCall', params: { captchaOpen: false } } },
    ],
    'session.started': { actions: 'markSignedIn' },
    'account.contact': { actions: 'storeAccountContact' },
  },
  states: {
    dialog: {
      description: 'One root dialog at a time; a newer request replaces the one showing.',
      initial: 'none',
      on: {
        'errorDialog.open': { target: '.errorDialog', actions: 'storeErrorDialog' },
        'noCredit.open': { target: '.noCredit', actions: 'storeNoCredit' },
        'unlockBonus.open': '.unlockBonus',
        'tollFreePrompt.open': { target: '.tollFreePrompt', actions: 'storeTollFree' },
        'session.ended': { target: '.none', actions: 'forgetSession' },
      },
      states: {
        none: {
          description: 'No root dialog shows.',
          on: { 'captchaModal.open': { target: 'captchaModal', actions: 'addCaptchaWaiter' } },
        },
        errorDialog: {
          description: "'Something Went Wrong' with the server's message and 'Okay' (spec 1 §8: 300002, 400000).",
          on: {
            'errorDialog.close': 'none',
            'captchaModal.open': { target: 'captchaModal', actions: 'addCaptchaWaiter' },
          },
        },
        noCredit: {
          description: "'Insufficient Balance' with Back / Recharge (spec 1 §4, §8: 400001).",
          on: {
            'noCredit.back': 'none',
            'noCredit.recharge': { target: 'none', actions: 'requestRecharge' },
            'captchaModal.open': { target: 'captchaModal', actions: 'addCaptchaWaiter' },
          },
        },
        unlockBonus: {
          description: "'Later' / 'Set Up Now' for the 0.2 reward (spec 1 §4 Unlock-bonus).",
          on: {
            'unlockBonus.later': 'none',
            'unlockBonus.setUp': { target: 'none', actions: 'requestUnlockBonusVerify' },
            'captchaModal.open': { target: 'captchaModal', actions: 'addCaptchaWaiter' },
          },
        },
        captchaModal: {
          description:
            'A captcha must be solved before the refused request can go through (spec 1 §8: 100010); the flows waiting on it retry once it is solved.',
          // The captcha chart runs the widget; it ends passed or cancelled, and either closes the modal.
          // The waiting flows are answered once, on the way out, from the event that closes it:
          // exit actions run before a transition's own, so answering in `onDone` too would come
          // after the waiters were already let go. Replaced by another dialog, logout or a failed
          // widget, the flows still waiting are let go as dismissed.
          exit: { type: 'answerCaptchaWaiters', params: captchaOutcomeOf },
          invoke: {
            id: 'captcha',
            src: 'captcha',
            input: ({ context }) => (context.captchaNextApi ? { nextApi: context.captchaNextApi } : {}),
            onDone: 'none',
            onError: { target: 'none', actions: 'reportUnexpectedError' },
          },
          on: {
            // Another refusal while it shows: the same captcha answers that flow too.
            'captchaModal.open': { actions: 'addCaptchaWaiter' },
            'session.ended': { target: 'none', actions: 'forgetSession' },
          },
        },
        tollFreePrompt: {
          description: "Toll-free registration prompt with the server's message (spec 1 §8: message status 300030).",
          on: {
            'tollFreePrompt.close': 'none',
            'captchaModal.open': { target: 'captchaModal', actions: 'addCaptchaWaiter' },
          },
        },
      },
    },

    verify: {
      description: 'The verification modal asked for (spec 2 §4), in `context.verifyMode`.',
      initial: 'hidden',
      on: { 'session.ended': { target: '.hidden', actions: 'clearVerifyMode' } },
      states: {
        hidden: {
          description: 'No verification modal is asked for.',
          on: {
            'verify.open': [
              { guard: and(['signedIn', 'verifyChartLoaded']), target: 'shown', actions: 'storeVerifyMode' },
              { guard: 'signedIn', target: 'loading', actions: 'storeVerifyMode' },
            ],
          },
        },
        loading: {
          description:
            "The modal's chart is fetched (first opening; the progress veil shows): it then runs, or the snackbar says it could not be loaded.",
          invoke: {
            id: 'loadVerifyContact',
            src: 'loadVerifyContact',
            onDone: { target: 'shown', actions: { type: 'storeVerifyChart', params: outputOf } },
            onError: {
              target: 'hidden',
              actions: ['clearVerifyMode', 'reportUnexpectedError', 'tellVerifyUnavailable'],
            },
          },
          // Another mode asked for meanwhile: the modal starts in the newest.
          on: { 'verify.open': { actions: 'storeVerifyMode' } },
        },
        shown: {
          description:
            "The verification modal's chart (from its chunk, spawned as verifyContact) runs in `context.verifyMode` (spec 2 §4).",
          entry: 'startVerifyContact',
          exit: 'stopVerifyContact',
          on: {
            'xstate.done.actor.verifyContact': [
              {
                guard: { type: 'savedForUnlockBonus', params: outputOf },
                target: 'hidden',
                actions: ['clearVerifyMode', 'refreshAfterVerify', 'showRedeemCode'],
              },
              {
                guard: { type: 'contactSaved', params: outputOf },
                target: 'hidden',
                actions: ['clearVerifyMode', 'refreshAfterVerify'],
              },
              { target: 'hidden', actions: 'clearVerifyMode' },
            ],
            'xstate.error.actor.verifyContact': {
              target: 'hidden',
              actions: ['clearVerifyMode', 'reportUnexpectedError'],
            },
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
          description: 'The snackbar shows `context.snackbar` (red when it is an error) for 5 s.',
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
  },
});

export type OverlaysMachine = typeof overlaysMachine;
