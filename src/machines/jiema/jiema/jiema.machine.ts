/**
 * The JieMa tool (spec 3 §2 JieMa): the verification tab on brands whose brand-table column
 * `verificationTool` is 'jiema'. Two tabs, 'get new number' (`jiemaNew`, kept running so a wait
 * survives a look at the other tab's list) and 'recently used number' (`jiemaOld`, read afresh on
 * every visit). While the new tab polls, choosing the other tab shows 'operation in progress'
 * (spec 3 §4) instead, and so does a click on another tab of the app (the root disables them while
 * this tool tells it `codeWait.busy`, and answers a click with `tab.blocked`). A past number the old tab locked again ('use this number again') is shown
 * in the new tab's receive panel, which waits for its code as for a new one.
 */
import { assign, sendTo, setup } from 'xstate';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { eventOf } from '../../shared/params.ts';
import { jiemaNewMachine } from '../jiemaNew/jiemaNew.machine.ts';
import { jiemaOldMachine } from '../jiemaOld/jiemaOld.machine.ts';
import type { JiemaReused } from '../jiemaOld/types.ts';

export type JiemaTab = 'new' | 'old';

export type JiemaEvent =
  | { type: 'tab.choose'; tab: JiemaTab }
  | { type: 'busy.dismiss' }
  /** Told by the new tab while it polls. */
  | { type: 'jiema.busy'; busy: boolean }
  /** The root: another app tab was chosen while the new tab polls (spec 3 §4). */
  | { type: 'tab.blocked' }
  /** spec 1 §2: switching the app's tabs closes the right-side panel (nothing to close here). */
  | { type: 'detail.close' }
  /** Told by the old tab: a past number locked again. */
  | JiemaReused;

export const jiemaMachine = setup({
  types: {
    context: {} as { busy: boolean },
    events: {} as JiemaEvent,
  },
  actors: { jiemaNew: jiemaNewMachine, jiemaOld: jiemaOldMachine },
  actions: {
    storeBusy: assign((_, params: { busy: boolean }) => ({ busy: params.busy })),
    /** spec 3 §4: the app's other tabs wait too (the root disables them). */
    tellAppBusy: ({ system }, params: { busy: boolean }) =>
      tell(system, SYSTEM_ID.app, { type: 'codeWait.busy', area: 'jiema', busy: params.busy }),
    /** The new tab's receive panel takes the number the old tab locked. */
    forwardReused: sendTo('jiemaNew', ({ event }) => event),
  },
  guards: {
    busy: ({ context }) => context.busy,
    isTab: (_, params: { tab: JiemaTab; expected: JiemaTab }) => params.tab === params.expected,
  },
}).createMachine({
  id: 'jiema',
  description: "The JieMa tool: 'get new number' and 'recently used number'.",
  type: 'parallel',
  context: { busy: false },
  invoke: { id: 'jiemaNew', src: 'jiemaNew', input: ({ self }) => ({ parent: self }) },
  on: {
    'jiema.busy': {
      actions: [
        { type: 'storeBusy', params: eventOf },
        { type: 'tellAppBusy', params: eventOf },
      ],
    },
  },
  states: {
    tab: {
      description: 'The tab shown.',
      initial: 'new',
      states: {
        new: {
          description: "'get new number'.",
          on: {
            // While polling the `busy` region answers instead (leaving would not stop the wait, but
            // spec 3 §4 keeps the other controls disabled).
            'tab.choose': [
              { guard: 'busy' },
              {
                guard: { type: 'isTab', params: ({ event }) => ({ tab: event.tab, expected: 'old' }) },
                target: 'old',
              },
            ],
          },
        },
        old: {
          description: "'recently used number' (its chart runs while shown).",
          invoke: { id: 'jiemaOld', src: 'jiemaOld', input: ({ self }) => ({ parent: self }) },
          on: {
            'jiema.reused': { target: 'new', actions: 'forwardReused' },
            'tab.choose': {
              guard: { type: 'isTab', params: ({ event }) => ({ tab: event.tab, expected: 'new' }) },
              target: 'new',
            },
          },
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
            'tab.choose': { guard: 'busy', target: 'shown' },
            // The app's tab bar: another tab chosen while the new tab polls (spec 3 §4).
            'tab.blocked': { guard: 'busy', target: 'shown' },
          },
        },
        shown: { description: 'A tab was chosen while the new tab polls.', on: { 'busy.dismiss': 'hidden' } },
      },
    },
  },
});

export type JiemaMachine = typeof jiemaMachine;
