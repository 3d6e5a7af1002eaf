/**
 * Model-based test of the callback delivery console (issue 13 item 2): the list live while open
 * (asked again when the socket says a delivery changed, or after 60 s without news), the
 * failures filter, paging, one delivery's detail (read again when it is the one that changed) and
 * Replay — paths from `xstate/graph`, replayed on a real actor with fake calls.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  callbackDeliveriesMachine,
  FALLBACK_POLL_MS,
} from '../../src/machines/account/callbackDeliveries/callbackDeliveries.machine.ts';
import { callbackDeliveriesToView } from '../../src/machines/account/callbackDeliveries/toView.ts';
import type { CallbackDelivery, CallbackDeliveryDetail } from '../../src/services/api/contract/developerApi.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snap = SnapshotFrom<typeof callbackDeliveriesMachine>;
const unexpected = { error: new Error('unexpected failure') };

const delivery = (id: string, state: CallbackDelivery['state'], replayOf: string | null = null): CallbackDelivery => ({
  id,
  event: 'codeSms',
  state,
  createdAt: 1_795_500_000_000,
  attempts: state === 'pending' ? 1 : 2,
  nextAttemptAt: state === 'pending' ? 1_795_500_060_000 : null,
  httpStatus: state === 'failed' ? 400 : 200,
  latencyMs: 12,
  error: state === 'failed' ? 'HTTP 400' : '',
  url: 'https://example.com/hook',
  replayOf,
});
const detail = (row: CallbackDelivery): CallbackDeliveryDetail => ({
  ...row,
  body: '{"app":"whatsapp"}',
  responseSnippet: 'ok',
});
const LIST = [delivery('3', 'delivered'), delivery('2', 'failed'), delivery('1', 'pending')];

const events = {
  'deliveries.reload': {},
  'deliveries.filter': (s: Snap) => [{ failedOnly: !s.context.failedOnly }],
  'deliveries.page': [{ page: 2 }, { page: 1 }, { page: 9 }],
  'delivery.open': [{ id: '2' }],
  'delivery.close': {},
  'delivery.replay': {},
  // The socket's callbackDelivery: the open delivery ('2') changed, or another one did.
  'deliveries.changed': [{ delivery: delivery('2', 'delivered') }, { delivery: delivery('9', 'pending') }],
  'xstate.done.actor.loadDeliveries': [{ output: ok({ list: LIST, totalRows: 45 }) }, { output: networkFailure }],
  'xstate.error.actor.loadDeliveries': unexpected,
  'xstate.done.actor.refreshDeliveries': [{ output: ok({ list: LIST, totalRows: 46 }) }],
  'xstate.error.actor.refreshDeliveries': unexpected,
  'xstate.done.actor.loadDelivery': [
    { output: ok({ delivery: detail(delivery('2', 'failed')) }) },
    { output: refused(RETCODE.NOT_FOUND) },
  ],
  'xstate.error.actor.loadDelivery': unexpected,
  'xstate.done.actor.refreshDelivery': [
    { output: ok({ delivery: detail(delivery('2', 'delivered')) }) },
    { output: refused(RETCODE.NOT_FOUND) },
  ],
  'xstate.error.actor.refreshDelivery': unexpected,
  'xstate.done.actor.replayDelivery': [
    { output: ok({ delivery: detail(delivery('4', 'pending', '2')) }) },
    { output: refused(RETCODE.NOT_AUTHORIZED) },
  ],
  'xstate.error.actor.replayDelivery': unexpected,
} satisfies EventTable<typeof callbackDeliveriesMachine>;

const stepIs = (replay: Replay<Snap>, type: string) => replay.step.event.type === type;
const view = (s: Snap) => callbackDeliveriesToView(s);

const checks = {
  'list.loading': (s, replay) => {
    expect(replay.running('loadDeliveries')?.input).toEqual({ page: s.context.page, failedOnly: s.context.failedOnly });
    expect(view(s).loading).toBe(true);
    if (stepIs(replay, 'deliveries.filter')) expect(s.context.page).toBe(1);
  },
  'list.unavailable': (s) => expect(view(s).unavailable).toBe(true),
  'list.showing': (s, replay) => {
    expect(view(s)).toMatchObject({ loading: false, list: LIST, pages: Math.ceil(s.context.totalRows / 20) });
    if (stepIs(replay, 'deliveries.page')) expect(s.context.page).toBe(replay.previous?.context.page);
  },
  'list.refreshing': (s, replay) => {
    expect(replay.running('refreshDeliveries')?.input).toEqual({
      page: s.context.page,
      failedOnly: s.context.failedOnly,
    });
    // Live while open: asked again when told (socket), or 60 s after the last answer without news;
    // the list stays on screen.
    if (replay.step.event.type.startsWith('xstate.after')) expect(replay.elapsed).toBe(FALLBACK_POLL_MS);
    expect(view(s).list).toEqual(LIST);
  },
  'detail.closed': (s) => expect(view(s)).toMatchObject({ detail: null, openId: null }),
  'detail.loading': (s, replay) => {
    expect(replay.running('loadDelivery')?.input).toEqual({ id: '2' });
    expect(view(s).detailLoading).toBe(true);
  },
  'detail.open': (s, replay) => {
    const v = view(s);
    expect(v.detail?.id).toBe(s.context.openId);
    expect(v.detail?.body).toBe('{"app":"whatsapp"}');
    if (stepIs(replay, 'xstate.done.actor.replayDelivery') && s.context.openId === '4') {
      // The replay is a new delivery: it opens, and the list is asked again.
      expect(v.detail?.replayOf).toBe('2');
      expect(s.matches({ list: 'refreshing' }) || s.matches({ list: 'loading' })).toBe(true);
    }
  },
  'detail.refreshing': (s, replay) => {
    // Only the open delivery's change reads it again; the detail stays on screen meanwhile.
    expect(replay.running('refreshDelivery')?.input).toEqual({ id: s.context.openId });
    if (stepIs(replay, 'deliveries.changed')) {
      expect(replay.step.event).toMatchObject({ delivery: { id: s.context.openId } });
    }
    expect(view(s).detail?.id).toBe(s.context.openId);
  },
  'detail.replaying': (s, replay) => {
    expect(replay.running('replayDelivery')?.input).toEqual({ id: s.context.openId });
    expect(view(s).replaying).toBe(true);
  },
} satisfies Checks<typeof callbackDeliveriesMachine>;

testModel({
  name: 'callbackDeliveries',
  machine: callbackDeliveriesMachine,
  events,
  checks,
  serialize: (s) => ({
    page: s.context.page,
    failedOnly: s.context.failedOnly,
    rows: s.context.totalRows,
    open: s.context.openId,
  }),
});
