/**
 * Stops the page's clock a moment ahead of the page's own time. An installed clock runs until
 * paused, and `pauseAt` refuses a time it has already passed: "ahead" is read from the page (not
 * from the test's own clock), and read again when a loaded machine let the page pass it before
 * the pause arrived (the flaky "Cannot fast-forward to the past" of a CI run).
 */
import type { Page } from '@playwright/test';

export async function pauseClockAhead(page: Page, aheadMs = 1_000): Promise<void> {
  for (;;) {
    const at = (await page.evaluate(() => Date.now())) + aheadMs;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}
