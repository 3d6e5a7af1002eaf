/**
 * The actor system's clock (XState `Clock`) with timers longer than a browser's: `setTimeout`
 * fires at once past 2^31 − 1 ms (about 24.8 days), and a month-turn timer (spec 1 §4) may wait
 * up to 31 days. A longer wait is chained from timers of at most that length.
 */
export interface TimerClock {
  setTimeout(fn: () => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}

/** The longest delay `setTimeout` honours (a signed 32-bit count of milliseconds). */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

export function longTimerClock(base: TimerClock = globalThis as unknown as TimerClock): TimerClock {
  let lastId = 0;
  const pending = new Map<number, unknown>();
  const arm = (id: number, fn: () => void, left: number) => {
    const step = Math.min(left, LONGEST_TIMER_MS);
    pending.set(
      id,
      base.setTimeout(() => {
        if (left > step) return arm(id, fn, left - step);
        pending.delete(id);
        fn();
      }, step),
    );
  };
  return {
    setTimeout(fn, timeout) {
      lastId += 1;
      arm(lastId, fn, Math.max(0, timeout));
      return lastId;
    },
    clearTimeout(id) {
      if (!pending.has(id as number)) return;
      base.clearTimeout(pending.get(id as number));
      pending.delete(id as number);
    },
  };
}
