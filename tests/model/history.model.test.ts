/**
 * The generic history chart (spec 3 §2, §4 subscription history; reused by the account's bills,
 * calls and SMS): month tabs, the first page, next pages while they remain, the 1 s lock.
 */
import { expect } from 'vitest';
import { historyMachine, MORE_LOCK_MS } from '../../src/machines/common/history/history.machine.ts';
import { historyStatusOf, monthsOf, rowsOf, totalOf } from '../../src/machines/common/history/toView.ts';
import type { HistoryPage } from '../../src/machines/common/history/types.ts';
import { networkFailure, ok } from '../support/apiResults.ts';
import { type Checks, type EventTable, testModel } from '../support/model.ts';

const MONTHS = ['2026-11', '2026-10'];
/** An hour before December: the month turn's timer is due in an hour (history.monthTurn.test.ts turns it). */
const NOW = Date.UTC(2026, 10, 30, 23);
const HOUR = 3_600_000;
const FIRST: HistoryPage = { items: ['a', 'b'], total: 3, next: { nextPage: 'p2' } };
const LAST: HistoryPage = { items: ['c'], total: 3, next: null };

const events = {
  'history.month': [{ month: '2026-10' }, { month: '1999-01' }],
  'history.more': {},
  'history.reload': {},
  'xstate.done.actor.loadPage': [{ output: ok(FIRST) }, { output: ok(LAST) }, { output: networkFailure }],
  'xstate.error.actor.loadPage': { error: new Error('boom') },
  'xstate.done.actor.loadMore': [{ output: ok(LAST) }, { output: networkFailure }],
  'xstate.error.actor.loadMore': { error: new Error('boom') },
} satisfies EventTable<typeof historyMachine>;

const checks = {
  loading: (snapshot, replay) => {
    expect(historyStatusOf(snapshot)).toBe('loading');
    // spec 1 §4: the month turn reloads the open history.
    if (replay.step.event.type.startsWith('xstate.after')) expect(replay.elapsed).toBe(HOUR);
    // spec 3 §4: a month change (or reload) starts the month again at its first page.
    expect(replay.running('loadPage')?.input).toEqual({ month: snapshot.context.month, cursor: null });
    expect(rowsOf(snapshot)).toEqual([]);
    expect(MONTHS).toContain(monthsOf(snapshot).month);
  },
  ready: (snapshot, replay) => {
    expect(historyStatusOf(snapshot)).toBe('ready');
    expect(totalOf(snapshot)).toBe(3);
    if (replay.step.event.type.startsWith('xstate.after')) expect(replay.elapsed).toBe(MORE_LOCK_MS);
  },
  loadingMore: (snapshot, replay) => {
    expect(historyStatusOf(snapshot)).toBe('loadingMore');
    expect(replay.running('loadMore')?.input).toEqual({ month: snapshot.context.month, cursor: { nextPage: 'p2' } });
    expect(rowsOf(snapshot)).toEqual(['a', 'b']);
  },
  locked: (snapshot, replay) => {
    // A failed next page keeps the rows shown.
    const { event } = replay.step;
    const appended = event.type === 'xstate.done.actor.loadMore' && rowsOf(snapshot).length === 3;
    expect(rowsOf(snapshot)).toEqual(appended ? ['a', 'b', 'c'] : ['a', 'b']);
    expect(historyStatusOf(snapshot)).toBe('ready');
  },
  failed: (snapshot) => {
    expect(historyStatusOf(snapshot)).toBe('failed');
    expect(rowsOf(snapshot)).toEqual([]);
  },
} satisfies Checks<typeof historyMachine>;

testModel({
  name: 'history',
  machine: historyMachine,
  input: { months: MONTHS, now: () => NOW },
  events,
  checks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => ({
    month: snapshot.context.month,
    rows: snapshot.context.items.length,
    more: snapshot.context.next !== null,
  }),
});
