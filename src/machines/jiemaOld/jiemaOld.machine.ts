/**
 * JieMa's 'recently used number' tab (spec 3 §2 JieMa, §4 Old tab, §9). Choosing a service loads
 * its numbers (a star marks the subscribed ones); choosing a number loads the current month's SMS
 * (20); 'see more' steps back one month at a time until 20 more are loaded (GET /getCodeSmsList
 * pages inside a month with `nextPage`, and names the month before as `prevYm`).
 *
 * The click guards of spec 3 §9 are regions with named delays: after a service is chosen another
 * choice is ignored for 500 ms (`appGuard`), after 'see more' another press for 1 s (`moreGuard`).
 * decision: the guards ignore the click silently (no dialog), as the spec says 'ignores'.
 */
import { and, assign, setup, stateIn } from 'xstate';
import {
  cursorAfter,
  loadGoesOn,
  OLD_APP_GUARD_MS,
  SEE_MORE_GUARD_MS,
  SMS_HISTORY_PAGE,
} from '../../services/verification/jiema.ts';
import { notProvided } from '../shared/notProvided.ts';
import { eventOf, outputOf } from '../shared/params.ts';
import type { AppsResult, JiemaOldContext, JiemaOldEvent, MonthRequest, MonthResult, NumbersResult } from './types.ts';

const NO_NUMBER = { number: null, messages: [], target: SMS_HISTORY_PAGE, cursor: null, hasOlder: false } as const;

export const jiemaOldMachine = setup({
  types: {
    context: {} as JiemaOldContext,
    events: {} as JiemaOldEvent,
  },
  actors: {
    /** GET /getAppListByAccount. */
    loadApps: notProvided<AppsResult>('loadApps'),
    /** GET /getCodeNumberListByAccount {app}. */
    loadNumbers: notProvided<NumbersResult, { app: string }>('loadNumbers'),
    loadMonth: notProvided<MonthResult, MonthRequest>('loadMonth'),
  },
  delays: { oldAppGuard: OLD_APP_GUARD_MS, seeMoreGuard: SEE_MORE_GUARD_MS },
  actions: {
    storeApps: assign((_, result: AppsResult) => (result.ok ? { apps: result.data } : {})),
    storeApp: assign((_, params: { app: string }) => ({ app: params.app, numbers: [], ...NO_NUMBER })),
    storeNumbers: assign((_, result: NumbersResult) => ({ numbers: result.ok ? result.data : [] })),
    storeNumber: assign((_, params: { number: string }) => ({ ...NO_NUMBER, number: params.number })),
    raiseTarget: assign(({ context }) => ({ target: context.messages.length + SMS_HISTORY_PAGE })),
    storePage: assign(({ context }, result: MonthResult) => {
      if (!result.ok) return { hasOlder: context.cursor !== null };
      const cursor = cursorAfter(result.data);
      return { messages: [...context.messages, ...result.data.smsList], cursor, hasOlder: cursor !== null };
    }),
    reportUnexpectedError: ({ event }) => console.error('jiemaOld: unexpected failure', event),
  },
  guards: {
    answerOk: (_, result: { ok: boolean }) => result.ok,
    appsEmpty: (_, result: AppsResult) => result.ok && result.data.length === 0,
    goesOn: ({ context }, result: MonthResult) =>
      result.ok &&
      loadGoesOn(context.messages.length + result.data.smsList.length, context.target, cursorAfter(result.data)),
    hasOlder: ({ context }) => context.hasOlder,
  },
}).createMachine({
  id: 'jiemaOld',
  description: "JieMa's 'recently used number': services, their numbers, and each number's messages month by month.",
  type: 'parallel',
  context: { apps: [], app: null, numbers: [], ...NO_NUMBER },
  states: {
    list: {
      description: 'Services, numbers, messages.',
      initial: 'loadingApps',
      states: {
        loadingApps: {
          description: 'GET /getAppListByAccount.',
          invoke: {
            id: 'loadApps',
            src: 'loadApps',
            onDone: [
              { guard: { type: 'appsEmpty', params: outputOf }, target: 'empty' },
              {
                guard: { type: 'answerOk', params: outputOf },
                target: 'apps',
                actions: { type: 'storeApps', params: outputOf },
              },
              { target: 'failed' },
            ],
            onError: { target: 'failed', actions: 'reportUnexpectedError' },
          },
        },
        empty: { description: 'There are no numbers yet.' },
        failed: {
          description: 'The services could not be read; a retry reads them again.',
          on: { 'apps.reload': 'loadingApps' },
        },
        apps: {
          description: 'The service list.',
          on: {
            'app.select': {
              guard: stateIn({ appGuard: 'open' }),
              target: '.loadingNumbers',
              reenter: true,
              actions: { type: 'storeApp', params: eventOf },
            },
          },
          initial: 'idle',
          states: {
            idle: { description: 'No service chosen yet.' },
            loadingNumbers: {
              description: 'GET /getCodeNumberListByAccount {app}.',
              invoke: {
                id: 'loadNumbers',
                src: 'loadNumbers',
                input: ({ context }) => ({ app: context.app ?? '' }),
                onDone: { target: 'numbers', actions: { type: 'storeNumbers', params: outputOf } },
                onError: { target: 'numbers', actions: 'reportUnexpectedError' },
              },
            },
            numbers: {
              description: 'The numbers of the service (a star on the subscribed ones).',
              on: { 'number.select': { target: 'messages', actions: { type: 'storeNumber', params: eventOf } } },
            },
            messages: {
              description: "A number's messages.",
              on: {
                'number.select': {
                  target: '.loading',
                  reenter: true,
                  actions: { type: 'storeNumber', params: eventOf },
                },
              },
              initial: 'loading',
              states: {
                loading: {
                  description: 'GET /getCodeSmsList, month after month back until the load holds 20 more.',
                  invoke: {
                    id: 'loadMonth',
                    src: 'loadMonth',
                    input: ({ context }) => ({
                      app: context.app ?? '',
                      number: context.number ?? '',
                      cursor: context.cursor,
                    }),
                    onDone: [
                      {
                        guard: { type: 'goesOn', params: outputOf },
                        target: 'loading',
                        reenter: true,
                        actions: { type: 'storePage', params: outputOf },
                      },
                      { target: 'shown', actions: { type: 'storePage', params: outputOf } },
                    ],
                    onError: { target: 'shown', actions: 'reportUnexpectedError' },
                  },
                },
                shown: {
                  description: "The messages; 'see more' while older ones may exist.",
                  on: {
                    'more.load': {
                      guard: and(['hasOlder', stateIn({ moreGuard: 'open' })]),
                      target: 'loading',
                      actions: 'raiseTarget',
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    appGuard: {
      description: 'spec 3 §9: another service choice is ignored for 500 ms.',
      initial: 'open',
      states: {
        open: { description: 'A choice counts.', on: { 'app.select': 'closed' } },
        closed: { description: 'Choices are ignored.', after: { oldAppGuard: 'open' } },
      },
    },
    moreGuard: {
      description: "spec 3 §9: another 'see more' is ignored for 1 s.",
      initial: 'open',
      states: {
        open: { description: 'A press counts.', on: { 'more.load': { guard: 'hasOlder', target: 'closed' } } },
        closed: { description: 'Presses are ignored.', after: { seeMoreGuard: 'open' } },
      },
    },
  },
});

export type JiemaOldMachine = typeof jiemaOldMachine;
