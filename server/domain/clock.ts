/** The server's notion of now. Tests pass a clock they can move instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export function later(clock: Clock, ms: number): Date {
  return new Date(clock.now().getTime() + ms);
}
