import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_FALLBACK_MS, type FrameClock, nextFrame } from '../../../../src/services/device/nextFrame.ts';

/** The page's clock, whose animation frames come only when a test draws one. */
function pageClock(drawsFrames: boolean) {
  const frames = new Map<number, () => void>();
  let next = 1;
  const clock: FrameClock = {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    ...(drawsFrames
      ? {
          requestAnimationFrame: (callback: () => void) => {
            frames.set(next, callback);
            return next++;
          },
          cancelAnimationFrame: (handle: number) => {
            frames.delete(handle);
          },
        }
      : {}),
  };
  const draw = () => {
    const waiting = [...frames.values()];
    frames.clear();
    for (const callback of waiting) callback();
  };
  return { clock, draw, frames };
}

async function settledAfter(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('nextFrame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles when the next frame is drawn, and forgets its stand-in timer', async () => {
    const page = pageClock(true);
    const frame = nextFrame(undefined, page.clock);
    expect(await settledAfter(frame)).toBe(false);
    page.draw();
    expect(await settledAfter(frame)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('in a page that draws no frames (in the background), settles after the stand-in time', async () => {
    const page = pageClock(true);
    const frame = nextFrame(undefined, page.clock);
    await vi.advanceTimersByTimeAsync(FRAME_FALLBACK_MS - 1);
    expect(await settledAfter(frame)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledAfter(frame)).toBe(true);
    expect(page.frames.size).toBe(0);
  });

  it('works without requestAnimationFrame at all', async () => {
    const page = pageClock(false);
    const frame = nextFrame(undefined, page.clock);
    await vi.advanceTimersByTimeAsync(FRAME_FALLBACK_MS);
    expect(await settledAfter(frame)).toBe(true);
  });

  it('an abort (the chart stopped waiting) cancels the frame and the timer', async () => {
    const page = pageClock(true);
    const stop = new AbortController();
    const frame = nextFrame(stop.signal, page.clock);
    stop.abort();
    expect(page.frames.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(await settledAfter(frame)).toBe(false);
  });
});
