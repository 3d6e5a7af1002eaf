/**
 * The callback delivery console (issue 13 item 2, beyond the spec), under API management while
 * the access is verified: the deliveries newest first, a page of 20, optionally only the failed
 * ones; one delivery's body and the receiver's answer; Replay (a new delivery of the same body,
 * signed anew). Live while open: the server pushes the socket `callbackDelivery` event when a
 * delivery of the account changes (an attempt recorded, a replay queued), which reaches this
 * chart by its systemId as `deliveries.changed`; the page (and the open delivery, if it is the one
 * that changed) is read again. A slow poll (`fallbackPoll`, 60 s) stays only for what happened
 * while the socket was down — decision in docs/developer-api.md.
 */
import { assign, raise, setup } from 'xstate';
import { DEVELOPER_API_LIMITS } from '../../../services/api/contract/developerApi.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import type {
  CallbackDeliveriesContext,
  CallbackDeliveriesEvent,
  DeliveriesRequest,
  DeliveriesResult,
  DeliveryResult,
} from './types.ts';

/** How often the open console asks again without being told: only events missed while the socket was down. */
export const FALLBACK_POLL_MS = 60_000;

const pageCount = (context: CallbackDeliveriesContext) =>
  Math.max(1, Math.ceil(context.totalRows / DEVELOPER_API_LIMITS.deliveryPageSize));

export const callbackDeliveriesMachine = setup({
  types: {
    context: {} as CallbackDeliveriesContext,
    events: {} as CallbackDeliveriesEvent,
    tags: {} as 'busy',
  },
  delays: { fallbackPoll: FALLBACK_POLL_MS },
  actors: {
    /** GET /getCallbackDeliveries. */
    loadDeliveries: notProvided<DeliveriesResult, DeliveriesRequest>('loadDeliveries'),
    /** GET /getCallbackDelivery. */
    loadDelivery: notProvided<DeliveryResult, { id: string }>('loadDelivery'),
    /** POST /replayCallbackDelivery. */
    replayDelivery: notProvided<DeliveryResult, { id: string }>('replayDelivery'),
  },
  actions: {
    storeList: assign((_, result: DeliveriesResult) =>
      result.ok ? { list: result.data.list, totalRows: result.data.totalRows } : {},
    ),
    setFilter: assign((_, params: { failedOnly: boolean }) => ({ failedOnly: params.failedOnly, page: 1 })),
    setPage: assign((_, params: { page: number }) => ({ page: params.page })),
    setOpen: assign((_, params: { id: string }) => ({ openId: params.id, detail: null })),
    storeDetail: assign((_, result: DeliveryResult) =>
      result.ok ? { detail: result.data.delivery, openId: result.data.delivery.id } : {},
    ),
    closeDetail: assign({ openId: null, detail: null }),
    /** A replay is a new delivery: the list shows it at once. */
    askListAgain: raise({ type: 'deliveries.reload' }),
  },
  guards: {
    answered: (_, result: { ok: boolean }) => result.ok,
    isOpenDelivery: ({ context, event }) => event.type === 'deliveries.changed' && event.delivery.id === context.openId,
    pageExists: ({ context }, params: { page: number }) =>
      Number.isInteger(params.page) &&
      params.page >= 1 &&
      params.page <= pageCount(context) &&
      params.page !== context.page,
  },
}).createMachine({
  id: 'callbackDeliveries',
  description: 'The callback delivery console: the list (live while open) and one delivery with Replay.',
  type: 'parallel',
  context: { page: 1, failedOnly: false, list: [], totalRows: 0, openId: null, detail: null },
  states: {
    list: {
      description: 'The deliveries, newest first, a page of 20, optionally only the failed ones.',
      initial: 'loading',
      on: {
        'deliveries.filter': { target: '.loading', actions: { type: 'setFilter', params: eventOf } },
        'deliveries.page': {
          guard: { type: 'pageExists', params: eventOf },
          target: '.loading',
          actions: { type: 'setPage', params: eventOf },
        },
      },
      states: {
        loading: {
          description:
            'GET /getCallbackDeliveries for the page and filter; asked anew when a delivery changes meanwhile.',
          tags: ['busy'],
          on: { 'deliveries.changed': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadDeliveries',
            src: 'loadDeliveries',
            input: ({ context }): DeliveriesRequest => ({ page: context.page, failedOnly: context.failedOnly }),
            onDone: [
              {
                guard: { type: 'answered', params: outputOf },
                target: 'showing',
                actions: { type: 'storeList', params: outputOf },
              },
              { target: 'unavailable' },
            ],
            onError: { target: 'unavailable' },
          },
        },
        unavailable: {
          description: 'The list could not be loaded: try again.',
          on: { 'deliveries.reload': 'loading' },
        },
        showing: {
          description: 'The list; asked again when a delivery changes (socket), or after 60 s without news.',
          after: { fallbackPoll: 'refreshing' },
          on: { 'deliveries.reload': 'refreshing', 'deliveries.changed': 'refreshing' },
        },
        refreshing: {
          description:
            'The same page asked again, the list staying on screen; asked anew when another change comes meanwhile.',
          on: { 'deliveries.changed': { target: 'refreshing', reenter: true } },
          invoke: {
            id: 'refreshDeliveries',
            src: 'loadDeliveries',
            input: ({ context }): DeliveriesRequest => ({ page: context.page, failedOnly: context.failedOnly }),
            onDone: { target: 'showing', actions: { type: 'storeList', params: outputOf } },
            onError: { target: 'showing' },
          },
        },
      },
    },
    detail: {
      description: 'One delivery: its body, the answer, Replay.',
      initial: 'closed',
      on: {
        'delivery.open': { target: '.loading', actions: { type: 'setOpen', params: eventOf } },
      },
      states: {
        closed: { description: 'No delivery open.' },
        loading: {
          description: 'GET /getCallbackDelivery.',
          tags: ['busy'],
          invoke: {
            id: 'loadDelivery',
            src: 'loadDelivery',
            input: ({ context }) => ({ id: context.openId ?? '' }),
            onDone: [
              {
                guard: { type: 'answered', params: outputOf },
                target: 'open',
                actions: { type: 'storeDetail', params: outputOf },
              },
              { target: 'closed', actions: 'closeDetail' },
            ],
            onError: { target: 'closed', actions: 'closeDetail' },
          },
        },
        open: {
          description: 'The body sent and the start of the answer; Replay.',
          on: {
            'delivery.close': { target: 'closed', actions: 'closeDetail' },
            'delivery.replay': 'replaying',
            'deliveries.changed': { guard: 'isOpenDelivery', target: 'refreshing' },
          },
        },
        refreshing: {
          description:
            'The open delivery changed (socket): GET /getCallbackDelivery again, the detail staying on screen.',
          on: {
            'delivery.close': { target: 'closed', actions: 'closeDetail' },
            'delivery.replay': 'replaying',
            'deliveries.changed': { guard: 'isOpenDelivery', target: 'refreshing', reenter: true },
          },
          invoke: {
            id: 'refreshDelivery',
            src: 'loadDelivery',
            input: ({ context }) => ({ id: context.openId ?? '' }),
            onDone: [
              {
                guard: { type: 'answered', params: outputOf },
                target: 'open',
                actions: { type: 'storeDetail', params: outputOf },
              },
              { target: 'open' },
            ],
            onError: { target: 'open' },
          },
        },
        replaying: {
          description: 'POST /replayCallbackDelivery: the new delivery opens and the list is asked again.',
          tags: ['busy'],
          invoke: {
            id: 'replayDelivery',
            src: 'replayDelivery',
            input: ({ context }) => ({ id: context.openId ?? '' }),
            onDone: [
              {
                guard: { type: 'answered', params: outputOf },
                target: 'open',
                actions: [{ type: 'storeDetail', params: outputOf }, 'askListAgain'],
              },
              { target: 'open' },
            ],
            onError: { target: 'open' },
          },
        },
      },
    },
  },
});

export type CallbackDeliveriesMachine = typeof callbackDeliveriesMachine;
