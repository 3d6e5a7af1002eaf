/**
 * The verification SMS wait on Playwright's page clock (spec 3 §4, §9: a check at once, then one
 * at every 5 s mark of the clock, 36 in the 180 s window, and a last one at the deadline).
 *
 * Why not `page.waitForResponse` before moving the clock: the network event reaches the test
 * before the page has read the answer and scheduled the next check. A clock moved in between
 * makes the next mark due at once and the one after within the same `runFor`, so the test's count
 * of checks runs ahead of the page's (flaky under load, docs/testing.md). The wait's status
 * tells instead: while check k runs it shows the time left of check k and is busy; not busy with
 * that time means the answer of check k is handled and the next check is scheduled.
 */
import { expect, type Locator } from '@playwright/test';
import { remainingLabel, SMS_POLL_MS, SMS_WAIT_MS } from '../../../src/services/verification/rules.ts';

/** Check `check` (1 for the one at once) has been answered and the page has handled its answer. */
export async function checkHandled(status: Locator, check: number): Promise<void> {
  await expect(status).toContainText(remainingLabel(SMS_WAIT_MS - (check - 1) * SMS_POLL_MS));
  await expect(status).toHaveAttribute('aria-busy', 'false');
}
