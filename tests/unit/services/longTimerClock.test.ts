/** Timers longer than setTimeout's limit (a month-turn timer, spec 1 §4) fire when due, not at once. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_TIMER_MS, longTimerClock } from '../../../src/services/device/longTimerClock.ts';

const DAY = 86_400_000;

describe('longTimerClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires a 31-day timer after 31 days, chained through timers setTimeout honours', () => {
    const clock = longTimerClock();
    const fired = vi.fn();
    const spy = vi.spyOn(globalThis, 'setTimeout');
    clock.setTimeout(fired, 31 * DAY);

    vi.advanceTimersByTime(31 * DAY - 1);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledOnce();
    expect(Math.max(...spy.mock.calls.map(([, delay]) => delay ?? 0))).toBeLessThanOrEqual(LONGEST_TIMER_MS);
  });

  it('fires a short timer as setTimeout would', () => {
    const fired = vi.fn();
    longTimerClock().setTimeout(fired, 1000);
    vi.advanceTimersByTime(1000);
    expect(fired).toHaveBeenCalledOnce();
  });

  it('cancels a long timer in any of its legs', () => {
    const clock = longTimerClock();
    const fired = vi.fn();
    const id = clock.setTimeout(fired, 40 * DAY);
    vi.advanceTimersByTime(30 * DAY);
    clock.clearTimeout(id);
    vi.advanceTimersByTime(20 * DAY);
    expect(fired).not.toHaveBeenCalled();
  });
});
