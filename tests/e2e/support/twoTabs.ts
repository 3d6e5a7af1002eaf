/**
 * One account open twice — two tabs of one browser — and the people who write to it, for the
 * suites about what every tab of an account must agree on (unread counts, deletions).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { logInDemoOn } from './person.ts';

/** pingme's first demo account's local number (the one `logInDemoOn` logs in). */
export const DEMO_LOCAL = '14155550100';
/** People on other networks, as the product formats their numbers. */
export const COURIER = { full: '12025550199', shown: '+1 202 555 0199' };
export const CALLER = { full: '12025550188', shown: '+1 202 555 0188' };

const opened: BrowserContext[] = [];

/** The demo account logged in in one tab, then opened in a second tab of the same browser. */
export async function twoTabs(browser: Browser, baseUrl: string, platform: string): Promise<[Page, Page]> {
  const context = await browser.newContext();
  opened.push(context);
  const first = await context.newPage();
  await logInDemoOn(first, baseUrl, platform);
  const second = await context.newPage();
  await second.goto(`${baseUrl}/?platform=${platform}`);
  return [first, second];
}

/** Closes every browser `twoTabs` opened (a suite's afterAll). */
export async function closeTabs(): Promise<void> {
  for (const context of opened.splice(0)) await context.close();
}
