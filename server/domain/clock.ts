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

/**
 * A clock that can be moved forward: sandbox time travel (`POST /sandbox/advanceClock`), on top
 * of the server's own clock (the system's, or a test's).
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;
  constructor(private readonly base: Clock) {}
  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
