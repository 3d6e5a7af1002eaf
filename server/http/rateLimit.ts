/**
 * A fixed-window request limit per key (e.g. per IP address), in this process's memory, on the
 * server's clock (tests move it instead of sleeping). For calls that need no token and read
 * shared data (the front page's public phone list, issue 10): enough to stop a scraper, not an
 * accounting. With several server processes each counts its own requests.
 */
import type { Clock } from '../domain/clock.ts';

export interface WindowLimiter {
  /** Counts one request of `key`; false when the key already made `limit` in the current window. */
  take(key: string): boolean;
}

export function createWindowLimiter(options: { limit: number; windowMs: number; clock: Clock }): WindowLimiter {
  let window = -1;
  let counts = new Map<string, number>();
  return {
    take(key) {
      const current = Math.floor(options.clock.now().getTime() / options.windowMs);
      // A new window forgets the old one's keys: memory stays bounded by one window's callers.
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= options.limit;
    },
  };
}
