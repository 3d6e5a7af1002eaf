/**
 * The numbers area (spec 3 §2 Numbers area, the numbers tab). Parallel regions:
 *
 * - `section`: the left menu. Number Management is the `numberManagement` chart, invoked by the
 *   area itself so that it is kept alive between switches (spec 3 §2); the other sections run
 *   their chart while shown: `newNumber`, `planChange` (a number's Manage; Hosting numbers go to
 *   the embedded `plans` page instead), `history` (subscription history, with the re-subscribe
 *   dialog) and `settings` (only when the account may forward or use voicemail).
 * - `tip`: the first-visit tip dialog (spec 3 §2; not on wetalk and cloudnumber), shown the first
 *   time the tab opens until one of its two buttons is pressed, remembered on this browser.
 *
 * New Number, Manage and re-subscribe ask the profile gate first (`../shared/gate.ts`, spec 1 §4):
 * a known profile that is not ready shows the gate's notice, and Number Management stays on screen.
 *
 * The area talks to the rest of the app only through the actor system (`../shared/address.ts`).
 */
import { assign, sendTo, setup } from 'xstate';
import { historyMonths } from '../../../services/numbers/history.ts';
import { historyMachine } from '../../common/history/history.machine.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { askGate, gatingState } from '../../shared/gate.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import {
  NO_RESUBSCRIBE,
  type ResubscribeRequest,
  type ResubscribeResult,
  resubscribeRefusals,
  resubscribeStates,
  resubscribeUpdates,
} from '../../shared/resubscribe.ts';
import { newNumberMachine } from '../newNumber/newNumber.machine.ts';
import { numberManagementMachine } from '../numberManagement/numberManagement.machine.ts';
import { numberSettingsMachine } from '../numberSettings/numberSettings.machine.ts';
import { planChangeMachine } from '../planChange/planChange.machine.ts';
import type { PlanChangeOutput } from '../planChange/types.ts';
import { plansPageMachine } from '../plansPage/plansPage.machine.ts';
import type {
  ForwardingFacts,
  ManagedNumberRef,
  NumbersContext,
  NumbersEvent,
  NumbersInput,
  NumbersSection,
} from './types.ts';

export const numbersMachine = setup({
  types: {
    context: {} as NumbersContext,
    events: {} as NumbersEvent,
    input: {} as NumbersInput,
  },
  actors: {
    /** Whether this browser has seen the first-visit tip (local storage). */
    readTipSeen: notProvided<boolean>('readTipSeen'),
    /** POST /reSubVirtualPhone {historyId, date}. */
    resubscribe: notProvided<ResubscribeResult, ResubscribeRequest>('resubscribe'),
    numberManagement: numberManagementMachine,
    numberSettings: numberSettingsMachine,
    subscriptionHistory: historyMachine,
    /** The new-number flow (its calls provided by the root). */
    newNumber: newNumberMachine,
    /** The plan change of a non-Hosting number. */
    planChange: planChangeMachine,
    /** The hosted plans page in its frame (spec 3 §2, §3). */
    plansPage: plansPageMachine,
  },
  actions: {
    storeForwarding: assign((_, params: { forwarding: ForwardingFacts }) => ({ forwarding: params.forwarding })),
    storePlanChangeNumber: assign((_, params: { number: ManagedNumberRef }) => ({ planChangeNumber: params.number })),
    forgetPlanChangeNumber: assign({ planChangeNumber: null }),
    storeResubscribe: assign(resubscribeUpdates.store),
    storeResubscribeHint: assign(resubscribeUpdates.storeHint),
    forgetResubscribe: assign(resubscribeUpdates.forget),
    tellResubscribeTaken: resubscribeRefusals.tellResubscribeTaken,
    /** Provided by the root (`numbersActions`): the tip is not shown again on this browser. */
    rememberTipSeen: () => {},
    /** spec 3 §2: the tip's second button goes to the verification tab. */
    showVerificationTab: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'tab.select', tab: 'verification' }),
    /** spec 1 §2: switching tabs closes the right-side panel (the number's sidebar). */
    closeSidebar: sendTo('numberManagement', { type: 'sidebar.close' }),
    /** The list is read again (after a buy, a plan change, a re-subscribe). */
    reloadNumbers: sendTo('numberManagement', { type: 'numbers.reload' }),
    /** spec 3 §2: the chats' From picker shows the numbers as they are now. */
    tellNumbersChanged: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'numbers.changed' }),
    /** spec 3 §4: after a buy the balance is refreshed. */
    refreshBalance: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'balance.refresh' }),
    /** spec 3 §4: OK on the re-subscribe result reloads the month. */
    reloadHistory: sendTo('subscriptionHistory', { type: 'history.reload' }),
    reportUnexpectedError: ({ event }) => console.error('numbers: unexpected failure', event),
    /** spec 1 §4: the profile gate is asked before a number action (`../shared/gate.ts`). */
    askGate,
    /** issue 27 item 1: Manage on a cancelled number says what to do instead of a refusal. */
    tellResubscribeFirst: ({ system }) =>
      tell(system, SYSTEM_ID.overlays, {
        type: 'snackbar.show',
        notice: { messageKey: 'numbers.manage.resubscribeFirst' },
        tone: 'info',
      }),
  },
  guards: {
    /** spec 3 §2, §6: Settings only when forwarding or voicemail is available to the account. */
    settingsAvailable: ({ context }, params: { section: NumbersSection }) =>
      params.section === 'settings' &&
      context.forwarding !== null &&
      (context.forwarding.canForward || context.forwarding.canVoicemail),
    /** A list that no longer allows forwarding or voicemail closes Settings. */
    settingsGone: ({ context }) =>
      context.forwarding === null || !(context.forwarding.canForward || context.forwarding.canVoicemail),
    isSection: (_, params: { section: NumbersSection; expected: NumbersSection }) => params.section === params.expected,
    /** The number whose Manage the gate let through is a Hosting one (its plans page). */
    managesHosting: ({ context }) => context.planChangeNumber?.hosting === true,
    isCancelled: (_, params: { number: ManagedNumberRef }) => params.number.cancelled,
    planChanged: (_, output: PlanChangeOutput) => output.changed,
    showsTip: ({ context }) => context.firstVisitTip,
    tipSeen: (_, seen: boolean) => seen,
    answerOk: (_, result: ResubscribeResult) => result.ok,
    numberTaken: resubscribeRefusals.numberTaken,
  },
}).createMachine({
  id: 'numbers',
  description: 'The numbers tab: its left menu of sections and the first-visit tip.',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    forwarding: null,
    planChangeNumber: null,
    ...NO_RESUBSCRIBE,
  }),
  // spec 3 §2: Number Management is kept alive between switches: it runs as long as the area.
  invoke: { id: 'numberManagement', src: 'numberManagement', input: ({ self }) => ({ parent: self }) },
  on: {
    'numbers.listed': { actions: { type: 'storeForwarding', params: eventOf } },
    'forwarding.changed': { actions: { type: 'storeForwarding', params: eventOf } },
    'detail.close': { actions: 'closeSidebar' },
    'numbers.changed': { actions: ['reloadNumbers', 'refreshBalance', 'tellNumbersChanged'] },
  },
  states: {
    section: {
      description: 'The section the right side shows; the number list runs in every one of them.',
      initial: 'management',
      on: {
        // Another section chosen while Manage waits for the gate: that number is no longer being managed.
        'section.select': [
          {
            guard: { type: 'isSection', params: ({ event }) => ({ section: event.section, expected: 'management' }) },
            target: '.management',
            actions: 'forgetPlanChangeNumber',
          },
          {
            guard: { type: 'isSection', params: ({ event }) => ({ section: event.section, expected: 'newNumber' }) },
            target: '.gatingNewNumber',
            actions: 'forgetPlanChangeNumber',
          },
          {
            guard: { type: 'isSection', params: ({ event }) => ({ section: event.section, expected: 'history' }) },
            target: '.history',
            actions: 'forgetPlanChangeNumber',
          },
          {
            guard: { type: 'isSection', params: ({ event }) => ({ section: event.section, expected: 'plans' }) },
            target: '.plans',
            actions: 'forgetPlanChangeNumber',
          },
          {
            guard: { type: 'settingsAvailable', params: ({ event }) => ({ section: event.section }) },
            target: '.settings',
            actions: 'forgetPlanChangeNumber',
          },
        ],
        // spec 1 §2: the banner's TMO section is in Number Management. (Each region takes the
        // event on its own: one transition targeting both would re-enter the tip region too.)
        'cellPlan.show': { target: '.management' },
        'plan.manage': [
          { guard: { type: 'isCancelled', params: eventOf }, actions: 'tellResubscribeFirst' },
          { target: '.gatingManage', actions: { type: 'storePlanChangeNumber', params: eventOf } },
        ],
      },
      states: {
        management: { description: 'Number Management: the list, its search, the sidebar and the unsubscribe dialog.' },
        gatingNewNumber: gatingState('New Number asks the profile gate first (spec 1 §4).', {
          allowed: { target: 'newNumber' },
          blocked: { target: 'management' },
        }),
        gatingManage: gatingState(
          'Manage asks the profile gate first (spec 1 §4, issue 27: the plan change is gated like the other number actions).',
          {
            allowed: [
              // Hosting numbers are managed on the plans page (spec 3 §2, §3).
              { guard: 'managesHosting', target: 'plans', actions: 'forgetPlanChangeNumber' },
              { target: 'planChange' },
            ],
            blocked: { target: 'management', actions: 'forgetPlanChangeNumber' },
          },
        ),
        newNumber: {
          description: 'The new-number flow (step 1 number, step 2 plan); its OK goes back to Number Management.',
          // Chosen again while it shows: the flow goes on where it is (no second gate check).
          on: {
            'section.select': {
              guard: { type: 'isSection', params: ({ event }) => ({ section: event.section, expected: 'newNumber' }) },
            },
          },
          invoke: {
            id: 'newNumber',
            src: 'newNumber',
            input: ({ self }) => ({ parent: self }),
            // spec 3 §4: on success the list is refreshed (the chart refreshed the balance) and OK
            // returns to number management.
            // The chats' From picker shows the new number too (spec 3 §2).
            onDone: { target: 'management', actions: ['reloadNumbers', 'tellNumbersChanged'] },
            onError: { target: 'management', actions: 'reportUnexpectedError' },
          },
        },
        planChange: {
          description: 'The plan change of `planChangeNumber` (a non-Hosting number).',
          exit: 'forgetPlanChangeNumber',
          invoke: {
            id: 'planChange',
            src: 'planChange',
            input: ({ context, self }) => ({
              telCode: context.planChangeNumber?.telCode ?? '',
              phone: context.planChangeNumber?.phone ?? '',
              parent: self,
            }),
            onDone: [
              {
                guard: { type: 'planChanged', params: outputOf<PlanChangeOutput> },
                target: 'management',
                actions: ['reloadNumbers', 'tellNumbersChanged'],
              },
              { target: 'management' },
            ],
            onError: { target: 'management', actions: 'reportUnexpectedError' },
          },
        },
        history: {
          description: 'Subscription history: month tabs and pages; re-subscribe on a cancelled plan.',
          invoke: {
            id: 'subscriptionHistory',
            src: 'subscriptionHistory',
            // spec 3 §2: the current UTC month and the five before.
            input: ({ context }) => ({ months: historyMonths(context.now()), now: context.now }),
          },
          initial: 'browsing',
          states: resubscribeStates('POST /reSubVirtualPhone', [
            'reloadNumbers',
            'refreshBalance',
            'tellNumbersChanged',
          ]),
        },
        settings: {
          description: 'The call-forwarding and voicemail toggles.',
          always: { guard: 'settingsGone', target: 'management' },
          invoke: {
            id: 'numberSettings',
            src: 'numberSettings',
            input: ({ context, self }) => ({
              forwarding: context.forwarding ?? {
                canForward: false,
                canVoicemail: false,
                forward: false,
                voicemail: false,
              },
              parent: self,
            }),
          },
        },
        plans: {
          description: 'The embedded plans page (Hosting numbers are managed there); `managePhone` leads back.',
          invoke: {
            id: 'plansPage',
            src: 'plansPage',
            input: ({ context, self }) => ({ platform: context.platform, parent: self }),
          },
        },
      },
    },
    cellPlan: {
      description:
        "The US cell-phone plan of Number Management (spec 3 §2), the banner's TMO section (spec 1 §2): pingme always shows it, wetalk once its banner led there.",
      initial: 'notAskedFor',
      on: { 'cellPlan.show': { target: '.focusing' } },
      states: {
        notAskedFor: { description: 'No banner led here: it shows where the brand table says (pingme).' },
        focusing: {
          description:
            'The banner led here: the view shows it, scrolls to it and focuses it (after the first-visit tip).',
          on: { 'cellPlan.focused': 'shown' },
        },
        shown: { description: 'Shown and focused once; it stays shown while the area runs.' },
      },
    },
    tip: {
      description: 'The first-visit tip dialog (spec 3 §2).',
      initial: 'notShown',
      states: {
        notShown: {
          description: 'The tab has not been opened yet, or the brand shows no tip.',
          on: { 'area.shown': { guard: 'showsTip', target: 'checking' } },
        },
        checking: {
          description: 'Reading whether this browser has seen the tip.',
          invoke: {
            id: 'readTipSeen',
            src: 'readTipSeen',
            onDone: [{ guard: { type: 'tipSeen', params: outputOf }, target: 'done' }, { target: 'shown' }],
            onError: { target: 'shown', actions: 'reportUnexpectedError' },
          },
        },
        shown: {
          description: 'The tip dialog with its two bullet tips and two buttons.',
          on: {
            'tip.dismiss': { target: 'done', actions: 'rememberTipSeen' },
            'tip.toVerification': { target: 'done', actions: ['rememberTipSeen', 'showVerificationTab'] },
          },
        },
        done: { type: 'final', description: 'Seen: not shown again.' },
      },
    },
  },
});

export type NumbersMachine = typeof numbersMachine;
