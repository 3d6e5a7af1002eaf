/**
 * The history chart across a UTC month turn (spec 1 §4: "a month change triggers a billing
 * reload"), on a real actor whose clock is the simulated one: the tabs shift, the month shown
 * moves on or stays, the month is read again — and the turn is kept even while a page was loading.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { historyMachine } from '../../src/machines/common/history/history.machine.ts';
import { historyStatusOf, monthsOf } from '../../src/machines/common/history/toView.ts';
import type { HistoryPageResult, LoadHistoryRequest } from '../../src/machines/common/history/types.ts';
import { historyMonths } from '../../src/services/numbers/history.ts';
import { networkFailure, ok } from '../support/apiResults.ts';

const MINUTE = 60_000;
const BEFORE_DECEMBER = Date.UTC(2026, 10, 30, 23, 59);

function openHistory(start = BEFORE_DECEMBER) {
  const clock = new SimulatedClock();
  clock.set(start);
  const asked: LoadHistoryRequest[] = [];
  const pending: ((result: HistoryPageResult) => void)[] = [];
  const loadPage = fromPromise<HistoryPageResult, LoadHistoryRequest>(
    ({ input }) =>
      new Promise((resolve) => {
        asked.push(input);
        pending.push(resolve);
      }),
  );
  const actor = createActor(historyMachine.provide({ actors: { loadPage } }), {
    clock,
    input: { months: historyMonths(start, 4), now: () => clock.now() },
  }).start();
  const answer = async (result: HistoryPageResult = ok({ items: ['row'], total: 1, next: null })) => {
    pending.shift()?.(result);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { actor, clock, asked, answer };
}

describe('the month turn while a history is open', () => {
  it('shifts the tabs and reloads the new current month at the turn, not before', async () => {
    const { actor, clock, asked, answer } = openHistory();
    await answer();
    expect(historyStatusOf(actor.getSnapshot())).toBe('ready');

    clock.increment(MINUTE - 1);
    expect(asked).toHaveLength(1);
    clock.increment(1);

    expect(monthsOf(actor.getSnapshot())).toEqual({
      months: ['2026-12', '2026-11', '2026-10', '2026-09'],
      month: '2026-12',
    });
    expect(historyStatusOf(actor.getSnapshot())).toBe('loading');
    expect(asked.at(-1)).toEqual({ month: '2026-12', cursor: null });
  });

  it('keeps a person on the older month they chose, and reloads it', async () => {
    const { actor, clock, asked, answer } = openHistory();
    await answer();
    actor.send({ type: 'history.month', month: '2026-10' });
    await answer();

    clock.increment(MINUTE);

    expect(monthsOf(actor.getSnapshot()).month).toBe('2026-10');
    expect(asked.at(-1)).toEqual({ month: '2026-10', cursor: null });
  });

  it('moves a person off a month that is no longer a tab onto the current one', async () => {
    const { actor, clock, asked, answer } = openHistory();
    await answer();
    actor.send({ type: 'history.month', month: '2026-08' });
    await answer();

    clock.increment(MINUTE);

    expect(monthsOf(actor.getSnapshot()).month).toBe('2026-12');
    expect(asked.at(-1)).toEqual({ month: '2026-12', cursor: null });
  });

  it('catches up a turn that passed while the first page was loading', async () => {
    const { actor, clock, asked, answer } = openHistory();
    clock.increment(2 * MINUTE);
    expect(asked).toHaveLength(1);

    await answer();
    clock.increment(0); // the turn's timer, due at once

    expect(monthsOf(actor.getSnapshot()).months[0]).toBe('2026-12');
    expect(asked.at(-1)).toEqual({ month: '2026-12', cursor: null });
  });

  it('turns after a failed first page too', async () => {
    const { actor, clock, asked, answer } = openHistory();
    await answer(networkFailure);
    expect(historyStatusOf(actor.getSnapshot())).toBe('failed');

    clock.increment(MINUTE);

    expect(historyStatusOf(actor.getSnapshot())).toBe('loading');
    expect(asked.at(-1)).toEqual({ month: '2026-12', cursor: null });
  });
});
