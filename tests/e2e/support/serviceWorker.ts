/**
 * The app's service worker in a test that allows it (playwright.config.ts blocks workers in every
 * other e2e file): what a test needs before it can go offline and reload from the worker's cache.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** The service worker is ready and controls the page (its first install takes the page at the next load). */
export async function controlled(page: Page, context: BrowserContext): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(context.serviceWorkers().length).toBeGreaterThan(0);
}
