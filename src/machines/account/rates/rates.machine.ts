/**
 * The rates screen (spec 2 §2 Rates screen, §7 getCountryRates, §9; issue 11 item 6): tabs make
 * calls, receive calls, SMS and numbers — as the brand has them (cloudnumber hides make calls and
 * so opens on receive calls). Make calls shows the per-minute rates from a picked country to every
 * country, 100 a page, the next page asked for when the list scrolls within 20 px of its bottom.
 * The other tabs are static tables (no state of their own).
 *
 * - The list is kept while another tab shows; coming back shows it again without a request.
 * - Another country starts the list again at its first page.
 * - A failed first page shows the failed state (the refusal was routed by the API layer) with a
 *   retry; a failed next page keeps the rows and scrolling may ask again.
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import type { RatesContext, RatesEvent, RatesInput, RatesPageRequest, RatesPageResult, RateTab } from './types.ts';

export const ratesMachine = setup({
  types: {
    context: {} as RatesContext,
    events: {} as RatesEvent,
    input: {} as RatesInput,
  },
  actors: {
    /** GET /getCountryRates {rateCountryCode, pageSize 100, pageNo}. */
    loadRates: notProvided<RatesPageResult, RatesPageRequest>('loadRates'),
  },
  actions: {
    storeCountry: assign((_, params: { countryCode: string }) => ({ countryCode: params.countryCode })),
    clearRates: assign({ rates: [], totalRows: 0, pageNo: 0 }),
    storePage: assign(({ context }, result: RatesPageResult) =>
      result.ok
        ? {
            rates: [...context.rates, ...result.data.rates],
            totalRows: result.data.totalRows,
            pageNo: context.pageNo + 1,
          }
        : {},
    ),
    reportUnexpectedError: ({ event }) => console.error('rates: unexpected failure', event),
  },
  guards: {
    answerOk: (_, result: RatesPageResult) => result.ok,
    /** The tab asked for is `expected` and the brand has it. */
    isTab: ({ context }, params: { tab: RateTab; expected: RateTab }) =>
      params.tab === params.expected && context.tabs.includes(params.tab),
    lacksMakeCalls: ({ context }) => !context.tabs.includes('makeCalls'),
    otherCountry: ({ context }, params: { countryCode: string }) =>
      /^[A-Z]{2}$/.test(params.countryCode) && params.countryCode !== context.countryCode,
    hasRates: ({ context }) => context.pageNo > 0,
    hasMore: ({ context }) => context.rates.length < context.totalRows,
  },
}).createMachine({
  id: 'rates',
  description: 'The rates screen: its tabs, and the make-calls list by country paged on scroll.',
  context: ({ input }) => ({ tabs: input.tabs, countryCode: input.countryCode, rates: [], totalRows: 0, pageNo: 0 }),
  initial: 'makeCalls',
  on: {
    'rates.tab': [
      {
        guard: { type: 'isTab', params: ({ event }) => ({ tab: event.tab, expected: 'makeCalls' }) },
        target: '.makeCalls',
      },
      {
        guard: { type: 'isTab', params: ({ event }) => ({ tab: event.tab, expected: 'receiveCalls' }) },
        target: '.receiveCalls',
      },
      { guard: { type: 'isTab', params: ({ event }) => ({ tab: event.tab, expected: 'sms' }) }, target: '.sms' },
      {
        guard: { type: 'isTab', params: ({ event }) => ({ tab: event.tab, expected: 'numbers' }) },
        target: '.numbers',
      },
    ],
  },
  states: {
    makeCalls: {
      description: 'Per-minute rates from the picked country to every country, paged on scroll.',
      initial: 'showing',
      on: {
        'rates.country': {
          guard: { type: 'otherCountry', params: eventOf },
          target: '.loading',
          actions: [{ type: 'storeCountry', params: eventOf }, 'clearRates'],
        },
      },
      states: {
        showing: {
          description:
            'On the tab: a brand without it opens on receive calls; a list loaded before shows again, else its first page loads.',
          always: [
            { guard: 'lacksMakeCalls', target: '#rates.receiveCalls' },
            { guard: 'hasRates', target: 'ready' },
            { target: 'loading' },
          ],
        },
        loading: {
          description: "The country's first page is under way.",
          invoke: {
            id: 'loadRates',
            src: 'loadRates',
            input: ({ context }) => ({ countryCode: context.countryCode, pageNo: 1 }),
            onDone: [
              {
                guard: { type: 'answerOk', params: outputOf },
                target: 'ready',
                actions: { type: 'storePage', params: outputOf },
              },
              { target: 'failed' },
            ],
            onError: { target: 'failed', actions: 'reportUnexpectedError' },
          },
        },
        ready: {
          description: 'The rates so far; scrolling near the bottom asks for the next page while pages remain.',
          on: { 'rates.more': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'The next page is under way; the rates so far stay.',
          invoke: {
            id: 'loadMoreRates',
            src: 'loadRates',
            input: ({ context }) => ({ countryCode: context.countryCode, pageNo: context.pageNo + 1 }),
            onDone: { target: 'ready', actions: { type: 'storePage', params: outputOf } },
            onError: { target: 'ready', actions: 'reportUnexpectedError' },
          },
        },
        failed: {
          description: 'The first page could not be read; retry or another country tries again.',
          on: { 'rates.retry': { target: 'loading' } },
        },
      },
    },
    receiveCalls: { description: 'The static table of inbound call rates (spec 2 §9).' },
    sms: { description: 'The static tables of SMS and MMS rates (spec 2 §9).' },
    numbers: { description: 'The static table of number prices (spec 2 §9).' },
  },
});

export type RatesMachine = typeof ratesMachine;
