/**
 * The SMS wait's window on the wall clock (spec 3 §4 Polling, §9: a 180 s window, a check every
 * 5 s), pure: when it opens and closes, when each check is due, what the countdown shows.
 *
 * Why marks on the clock (issue 27 item 3): a check scheduled 5 s after the previous answer drifts
 * by every answer's latency (and a background tab's timer throttling), so a full window made fewer
 * checks than the spec's and the countdown, counted in checks, ran behind the lock. Here the checks
 * are due at fixed marks `openedAt + k × 5 s`, whatever the answers take; the countdown is the
 * deadline minus the time of the last mark; the deadline itself gets one last check, so a code that
 * arrives in the window's last seconds is still shown; no check is due after it.
 *
 * decision: the server's `expiresAt` (the lock's end, on the server's clock) is honoured when it
 * ends the window earlier than 180 s after it opened (the lock was taken before the wait began);
 * a value at or before the opening can only be a client clock ahead of the server's and is ignored
 * (the 180 s of the spec hold). A poll answering `locked: false` ends the wait too: the server's
 * word needs no clock.
 */
import { SMS_POLL_MS, SMS_WAIT_MS } from '../../../services/verification/rules.ts';

export interface WaitWindow {
  /** ms since the epoch (the client's clock): the first check's mark. */
  openedAt: number;
  /** ms since the epoch: the window closes and its last check goes out. */
  deadline: number;
}

export function openWindow(openedAt: number, expiresAt?: number): WaitWindow {
  const full = openedAt + SMS_WAIT_MS;
  const deadline = expiresAt !== undefined && expiresAt > openedAt && expiresAt < full ? expiresAt : full;
  return { openedAt, deadline };
}

/** The time of mark `k` (0 is the check at once). */
export function markAt(window: WaitWindow, mark: number): number {
  return window.openedAt + mark * SMS_POLL_MS;
}

/** Whether mark `k` falls inside the window (the deadline's own check is not a mark). */
export function markInWindow(window: WaitWindow, mark: number): boolean {
  return markAt(window, mark) < window.deadline;
}

/** How long until mark `k` (0 when it has passed: the check goes out at once). */
export function untilMark(window: WaitWindow, mark: number, now: number): number {
  return Math.max(0, markAt(window, mark) - now);
}

/** The window's length (the deadline's timer, set when it opens). */
export function windowLength(window: WaitWindow): number {
  return window.deadline - window.openedAt;
}

/** The marks left from mark `k` (this one included) plus the deadline's check: the poll call's count. */
export function checksLeft(window: WaitWindow, mark: number): number {
  const marks = Math.ceil(windowLength(window) / SMS_POLL_MS);
  return Math.max(1, Math.min(marks, marks - mark));
}

/** The countdown at mark `k`: the deadline minus the mark's time. */
export function remainingAtMark(window: WaitWindow, mark: number): number {
  return Math.max(0, window.deadline - markAt(window, mark));
}
