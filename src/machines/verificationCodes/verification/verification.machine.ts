/**
 * The verification area (spec 3 §2 Verification, the verification tab). Parallel regions:
 *
 * - `section`: the left menu. Verification number management runs as long as the area (like the
 *   numbers area's list, it keeps its search and sidebar between switches); New Code runs while
 *   shown (`newCode`, also in get-code mode after a number's Get Code); Subscription History is the
 *   generic history chart over the verification rows, with re-subscribing a cancelled one.
 * - `busy`: while New Code polls, the menu waits: choosing another section shows the 'operation in
 *   progress' dialog instead (spec 3 §4 "other tabs and controls are disabled and a click shows
 *   'operation in progress'"). The app's tab bar waits too (issue 27 item 4): the area tells the
 *   root `codeWait.busy`, the root disables the other tabs and answers a click on one with
 *   `tab.blocked`, which shows the same dialog here.
 *
 * Get Code and re-subscribe ask the profile gate first (`../shared/gate.ts`, spec 1 §4).
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
import { newCodeMachine } from '../newCode/newCode.machine.ts';
import type { GetCodeTarget, NewCodeOutput } from '../newCode/types.ts';
import { verificationNumbersMachine } from '../verificationNumbers/verificationNumbers.machine.ts';
import type { VerificationContext, VerificationEvent, VerificationInput, VerificationSection } from './types.ts';

export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as VerificationInput,
  },
  actors: {
    verificationNumbers: verificationNumbersMachine,
    newCode: newCodeMachine,
    subscriptionHistory: historyMachine,
    /** POST /reSubVerificationCodePhone {historyId, date}. */
    resubscribe: notProvided<ResubscribeResult, ResubscribeRequest>('resubscribe'),
  },
  actions: {
    storeBusy: assign((_, params: { busy: boolean }) => ({ busy: params.busy })),
    clearBusy: assign({ busy: false }),
    /** spec 3 §4: the app's other tabs wait with this area's menu (the root disables them). */
    tellAppBusy: ({ system }, params: { busy: boolean }) =>
      tell(system, SYSTEM_ID.app, { type: 'codeWait.busy', area: 'verification', busy: params.busy }),
    storeGetCode: assign((_, params: { target: GetCodeTarget }) => ({ getCode: params.target })),
    forgetGetCode: assign({ getCode: null }),
    closeSidebar: sendTo('verificationNumbers', { type: 'sidebar.close' }),
    reloadNumbers: sendTo('verificationNumbers', { type: 'numbers.reload' }),
    forwardPushed: sendTo('newCode', ({ event }) => event),
    storeResubscribe: assign(resubscribeUpdates.store),
    storeResubscribeHint: assign(resubscribeUpdates.storeHint),
    forgetResubscribe: assign(resubscribeUpdates.forget),
    tellResubscribeTaken: resubscribeRefusals.tellResubscribeTaken,
    reloadHistory: sendTo('subscriptionHistory', { type: 'history.reload' }),
    refreshBalance: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'balance.refresh' }),
    reportUnexpectedError: ({ event }) => console.error('verification: unexpected failure', event),
    /** spec 1 §4: the profile gate is asked before a number action (`../shared/gate.ts`). */
    askGate,
  },
  guards: {
    busy: ({ context }) => context.busy,
    menuHidden: ({ context }) => !context.menu,
    isSection: (_, params: { section: VerificationSection; expected: VerificationSection }) =>
      params.section === params.expected,
    subscribed: (_, output: NewCodeOutput) => output.subscribed,
    answerOk: (_, result: ResubscribeResult) => result.ok,
    numberTaken: resubscribeRefusals.numberTaken,
  },
}).createMachine({
  id: 'verification',
  description: 'The verification tab: its left menu, New Code, the verification numbers and their history.',
  type: 'parallel',
  context: ({ input }) => ({ ...input, busy: false, getCode: null, ...NO_RESUBSCRIBE }),
  // Kept alive between switches, as Number Management is (spec 3 §2).
  invoke: { id: 'verificationNumbers', src: 'verificationNumbers', input: ({ self }) => ({ parent: self }) },
  on: {
    'newCode.busy': {
      actions: [
        { type: 'storeBusy', params: eventOf },
        { type: 'tellAppBusy', params: eventOf },
      ],
    },
    'detail.close': { actions: 'closeSidebar' },
  },
  states: {
    section: {
      description: 'The section on the right.',
      initial: 'management',
      on: {
        // While New Code polls the `busy` region answers instead (a transition of this region to
        // the dialog would leave and re-enter the section, stopping the polling).
        'section.select': [
          { guard: 'busy' },
          {
            guard: { type: 'isSection', params: ({ event }) => ({ section: event.section, expected: 'newCode' }) },
            target: '.newCode',
            actions: 'forgetGetCode',
          },
          {
            guard: { type: 'isSection', params: ({ event }) => ({ section: event.section, expected: 'history' }) },
            target: '.history',
          },
          { target: '.management' },
        ],
        'code.get': [
          { guard: 'busy' },
          { target: '.gatingGetCode', actions: { type: 'storeGetCode', params: eventOf } },
        ],
      },
      states: {
        management: {
          description: 'Verification number management (without the menu New Code is the only section).',
          // spec 3 §2: no menu in front-page modes — the start, and every return, is New Code.
          always: { guard: 'menuHidden', target: 'newCode' },
        },
        gatingGetCode: gatingState('Get Code asks the profile gate first (spec 1 §4, spec 3 §4).', {
          allowed: { target: 'newCode' },
          blocked: { target: 'management', actions: 'forgetGetCode' },
        }),
        newCode: {
          description: 'New Code (get-code mode when `getCode` is set).',
          // A New Code stopped while polling tells nobody: the menu is free again.
          exit: ['clearBusy', { type: 'tellAppBusy', params: { busy: false } }],
          on: {
            'sms.pushed': { actions: 'forwardPushed' },
            'newCode.subscribed': { actions: ['reloadNumbers', 'refreshBalance'] },
          },
          invoke: {
            id: 'newCode',
            src: 'newCode',
            input: ({ context, self }) => ({ getCode: context.getCode, parent: self }),
            onDone: [
              {
                // spec 3 §4: after subscribing, the view returns to number management.
                guard: { type: 'subscribed', params: outputOf },
                target: 'management',
                actions: ['forgetGetCode', 'reloadNumbers', 'refreshBalance'],
              },
              { target: 'management', actions: 'forgetGetCode' },
            ],
            onError: { target: 'management', actions: ['forgetGetCode', 'reportUnexpectedError'] },
          },
        },
        history: {
          description: 'Subscription history of the verification numbers; re-subscribe on a cancelled one.',
          invoke: {
            id: 'subscriptionHistory',
            src: 'subscriptionHistory',
            input: ({ context }) => ({ months: historyMonths(context.now()), now: context.now }),
          },
          initial: 'browsing',
          states: resubscribeStates('POST /reSubVerificationCodePhone', ['reloadNumbers', 'refreshBalance']),
        },
      },
    },
    busy: {
      description: "The 'operation in progress' dialog.",
      initial: 'hidden',
      states: {
        hidden: {
          description: 'No dialog.',
          on: {
            'section.select': { guard: 'busy', target: 'shown' },
            'code.get': { guard: 'busy', target: 'shown' },
            // The app's tab bar: another tab chosen while New Code polls (spec 3 §4).
            'tab.blocked': { guard: 'busy', target: 'shown' },
          },
        },
        shown: {
          description: 'A section was chosen while New Code polls.',
          on: { 'busy.dismiss': 'hidden' },
        },
      },
    },
  },
});

export type VerificationMachine = typeof verificationMachine;
