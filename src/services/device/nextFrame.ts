/**
 * The moment just before the browser draws its next frame: socket messages are applied together
 * then (issue 8 item 23), so a burst costs one update per frame however many messages it brings.
 *
 * decision: a page in the background draws no frames, so a timer stands in after
 * `FRAME_FALLBACK_MS` (the browser slows it to about once a second there): messages never wait
 * for the page to come back to the front, and the chat list, the unread counts and the local
 * history stay current behind it.
 */
export const FRAME_FALLBACK_MS = 100;

/** The browser's scheduling functions (tests pass their own). */
export interface FrameClock {
  requestAnimationFrame?(callback: () => void): number;
  cancelAnimationFrame?(handle: number): void;
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(handle: ReturnType<typeof setTimeout>): void;
}

/** Settles at the next animation frame, or after `FRAME_FALLBACK_MS` without one; an abort cancels it. */
export function nextFrame(signal?: AbortSignal, clock: FrameClock = globalThis): Promise<void> {
  return new Promise((resolve) => {
    const cancel = () => {
      if (frame !== undefined) clock.cancelAnimationFrame?.(frame);
      clock.clearTimeout(timer);
    };
    const settle = () => {
      cancel();
      signal?.removeEventListener('abort', cancel);
      resolve();
    };
    const frame = clock.requestAnimationFrame?.(settle);
    const timer = clock.setTimeout(settle, FRAME_FALLBACK_MS);
    signal?.addEventListener('abort', cancel, { once: true });
  });
}
