/**
 * A history by month (spec 3 §2, §4 subscription history; spec 2 §2 histories): month tabs, the
 * month's total, and its pages loaded one after the other as the list scrolls near its bottom.
 * What a row is and how a page is asked for belong to the injected `loadPage` of each kind
 * (subscriptions, bills, calls, SMS); the chart only pages.
 *
 * - A month change, or a reload, starts the month again at its first page (spec 3 §4).
 * - The next page is asked for only while pages remain, and not again within 1 s of the last
 *   one (spec 3 §4: 1 s re-trigger lock). decision: the lock runs from when the page arrived, so
 *   a slow page cannot be followed at once by another.
 * - A failed first page shows the failed state (the refusal was routed by the API layer); a
 *   failed next page keeps the rows shown and the scroll may ask again after the lock.
 * - The month turns while it is open (spec 1 §4: a month change triggers a billing reload): the
 *   tabs shift by one; a person on the current month moves on to the new one (the one that is
 *   running), one on an older month stays on it while it is still a tab; the month reloads.
 */
import { assign, setup } from 'xstate';
import { untilMonthAfter } from '../../../services/calendar/monthTurn.ts';
import { historyMonths } from '../../../services/numbers/history.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import type { HistoryContext, HistoryEvent, HistoryInput, HistoryPageResult, LoadHistoryRequest } from './types.ts';

/** spec 3 §4: scrolling may ask for the next page again after 1 s. */
export const MORE_LOCK_MS = 1000;

export const historyMachine = setup({
  types: {
    context: {} as HistoryContext,
    events: {} as HistoryEvent,
    input: {} as HistoryInput,
  },
  actors: {
    /** One page of one month, shaped by the kind's loader. */
    loadPage: notProvided<HistoryPageResult, LoadHistoryRequest>('loadPage'),
  },
  delays: {
    moreLock: MORE_LOCK_MS,
    /** Until the month after the newest tab begins (0 if it already has: caught up at once). */
    untilMonthTurn: ({ context }) => untilMonthAfter(context.months[0] ?? '', context.now()),
  },
  actions: {
    storeMonth: assign((_, params: { month: string }) => ({ month: params.month })),
    clearRows: assign({ items: [], total: 0, next: null }),
    turnMonth: assign(({ context }) => {
      const months = historyMonths(context.now(), context.months.length);
      const wasCurrent = context.month === context.months[0];
      const month = wasCurrent || !months.includes(context.month) ? (months[0] ?? '') : context.month;
      return { months, month };
    }),
    storeFirstPage: assign((_, result: HistoryPageResult) =>
      result.ok ? { items: result.data.items, total: result.data.total, next: result.data.next } : {},
    ),
    appendPage: assign(({ context }, result: HistoryPageResult) =>
      result.ok
        ? { items: [...context.items, ...result.data.items], total: result.data.total, next: result.data.next }
        : {},
    ),
    reportUnexpectedError: ({ event }) => console.error('history: unexpected failure', event),
  },
  guards: {
    answerOk: (_, result: HistoryPageResult) => result.ok,
    hasMore: ({ context }) => context.next !== null,
    knownMonth: ({ context }, params: { month: string }) => context.months.includes(params.month),
  },
}).createMachine({
  id: 'history',
  description: 'A history by month: month tabs, a total, and pages loaded on scroll.',
  context: ({ input }) => ({
    now: input.now,
    months: input.months,
    month: input.months[0] ?? '',
    items: [],
    total: 0,
    next: null,
  }),
  on: {
    'history.month': {
      guard: { type: 'knownMonth', params: eventOf },
      target: '.loading',
      actions: [{ type: 'storeMonth', params: eventOf }, 'clearRows'],
    },
    'history.reload': { target: '.loading', actions: 'clearRows' },
  },
  initial: 'loading',
  states: {
    loading: {
      description: "The month's first page is under way.",
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ month: context.month, cursor: null }),
        onDone: [
          {
            guard: { type: 'answerOk', params: outputOf },
            target: 'ready',
            actions: { type: 'storeFirstPage', params: outputOf },
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed', actions: 'reportUnexpectedError' },
      },
    },
    ready: {
      description: "The month's rows so far; scrolling near the bottom asks for the next page.",
      on: { 'history.more': { guard: 'hasMore', target: 'loadingMore' } },
      after: { untilMonthTurn: { target: 'loading', actions: ['turnMonth', 'clearRows'] } },
    },
    loadingMore: {
      description: 'The next page is under way; the rows so far stay.',
      invoke: {
        id: 'loadMore',
        src: 'loadPage',
        input: ({ context }) => ({ month: context.month, cursor: context.next }),
        onDone: { target: 'locked', actions: { type: 'appendPage', params: outputOf } },
        onError: { target: 'locked', actions: 'reportUnexpectedError' },
      },
    },
    locked: {
      description: 'A page just arrived: scrolling does not ask again for 1 s.',
      after: { moreLock: 'ready' },
    },
    failed: {
      description: "The month's first page could not be read; a month tab or a reload tries again.",
      after: { untilMonthTurn: { target: 'loading', actions: ['turnMonth', 'clearRows'] } },
    },
  },
});

export type HistoryMachine = typeof historyMachine;
