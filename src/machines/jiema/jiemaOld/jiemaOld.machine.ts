/**
 * JieMa's 'recently used number' tab (spec 3 §2 JieMa, §4 Old tab, §9). Choosing a service loads
 * its numbers (a star marks the subscribed ones); choosing a number loads the current month's SMS
 * (20); 'see more' steps back one month at a time until 20 more are loaded (GET /getCodeSmsList
 * pages inside a month with `nextPage`, and names the month before as `prevYm`).
 *
 * The click guards of spec 3 §9 are regions with named delays: after a service is chosen another
 * choice is ignored for 500 ms (`appGuard`), after 'see more' another press for 1 s (`moreGuard`).
 * decision: the guards ignore the click silently (no dialog), as the spec says 'ignores'.
 *
 * 'use this number again' (region `reuse`; decision, spec 3 §2 lists the old tab's terms alert,
 * §7 lockVerificationCodePhone takes a full number): the chosen number is locked again for its
 * service (the server allows one of the account's own numbers while no one else holds it). The
 * locked number goes to the tool (`jiema.reused`), which shows it in the new tab's receive panel;
 * 'no number available' (500000: someone else holds it now) is this tab's dialog, and with the
 * terms unticked the old tab's must-agree alert (with the code rate) shows instead.
 */
import { and, assign, not, setup, stateIn } from 'xstate';
import {
  cursorAfter,
  loadGoesOn,
  OLD_APP_GUARD_MS,
  SEE_MORE_GUARD_MS,
  SMS_HISTORY_PAGE,
} from '../../../services/verification/jiema.ts';
import { codeReceivingGuards, lockOutcomes } from '../../shared/codeReceiving.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import type {
  AppsResult,
  JiemaOldContext,
  JiemaOldEvent,
  JiemaOldInput,
  MonthRequest,
  MonthResult,
  NumbersResult,
  ReuseRequest,
  ReuseResult,
} from './types.ts';

const NO_NUMBER = { number: null, messages: [], target: SMS_HISTORY_PAGE, cursor: null, hasOlder: false } as const;

export const jiemaOldMachine = setup({
  types: {
    context: {} as JiemaOldContext,
    events: {} as JiemaOldEvent,
    input: {} as JiemaOldInput,
  },
  actors: {
    /** GET /getAppListByAccount. */
    loadApps: notProvided<AppsResult>('loadApps'),
    /** GET /getCodeNumberListByAccount {app}. */
    loadNumbers: notProvided<NumbersResult, { app: string }>('loadNumbers'),
    loadMonth: notProvided<MonthResult, MonthRequest>('loadMonth'),
    /** GET /lockVerificationCodePhone for the chosen past number. */
    lock: notProvided<ReuseResult, ReuseRequest>('lock'),
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
    toggleTerms: assign(({ context }) => ({ termsAccepted: !context.termsAccepted })),
    /** The locked number goes to the tool: the new tab's receive panel waits for its code. */
    storeLocked: ({ context }, result: ReuseResult) => {
      if (result.ok) toParent(context.parent, { type: 'jiema.reused', locked: result.data });
    },
    reportUnexpectedError: ({ event }) => console.error('jiemaOld: unexpected failure', event),
  },
  guards: {
    ...codeReceivingGuards,
    termsAccepted: ({ context }) => context.termsAccepted,
    appsEmpty: (_, result: AppsResult) => result.ok && result.data.length === 0,
    goesOn: ({ context }, result: MonthResult) =>
      result.ok &&
      loadGoesOn(context.messages.length + result.data.smsList.length, context.target, cursorAfter(result.data)),
    hasOlder: ({ context }) => context.hasOlder,
    /** Only while a number's messages show (the number is chosen). */
    numberChosen: stateIn({ list: { apps: 'messages' } }),
  },
}).createMachine({
  id: 'jiemaOld',
  description: "JieMa's 'recently used number': services, their numbers, and each number's messages month by month.",
  type: 'parallel',
  context: ({ input }) => ({
    parent: input.parent,
    termsAccepted: true,
    apps: [],
    app: null,
    numbers: [],
    ...NO_NUMBER,
  }),
  on: { 'terms.toggle': { actions: 'toggleTerms' } },
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
    reuse: {
      description: "'use this number again': the chosen number locked again for its service.",
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing under way.',
          on: { 'number.reuse': { guard: and(['numberChosen', 'termsAccepted']), target: 'locking' } },
        },
        locking: {
          description: 'GET /lockVerificationCodePhone for the chosen number.',
          invoke: {
            id: 'lock',
            src: 'lock',
            input: ({ context }): ReuseRequest => {
              const number = context.numbers.find((candidate) => candidate.oldPhone === context.number);
              return {
                app: context.app ?? '',
                code: number?.code ?? 'US',
                number: context.number ?? '',
                numberType: number?.numberType ?? 1,
              };
            },
            // Another refusal (profile, balance) was routed by the API layer.
            ...lockOutcomes({ locked: 'idle', noNumber: 'noNumber', refused: [{ target: 'idle' }] }),
          },
        },
        noNumber: {
          description: "The dialog 'temporarily no numbers, please retry': someone else holds it now.",
          on: { 'dialog.close': 'idle' },
        },
      },
    },
    termsAlert: {
      description: "spec 3 §2, §5: the old tab's must-agree-to-terms alert (with the code rate).",
      initial: 'hidden',
      states: {
        hidden: {
          description: 'No alert.',
          on: {
            'number.reuse': {
              guard: and(['numberChosen', not('termsAccepted'), stateIn({ reuse: 'idle' })]),
              target: 'shown',
            },
          },
        },
        shown: {
          description: "'use this number again' with the terms unticked.",
          on: { 'alert.close': 'hidden' },
        },
      },
    },
  },
});

export type JiemaOldMachine = typeof jiemaOldMachine;
