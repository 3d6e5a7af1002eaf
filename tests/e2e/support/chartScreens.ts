/**
 * Screens of chart states for product reviewers (issue 25; docs/testing.md "Screens of each
 * state"). Off unless `CHART_SCREENS` names a folder (`npm run statecharts:screens` and
 * `npm run qa` set it to `statecharts/screens`): then the first time a UI path has checked a
 * state, its screen is saved as `<folder>/<chart>/<state>.en.png`, and, where the tab bar offers
 * the language toggle, as `<state>.zh.png` too — the toggle is pressed by script (no pointer, so
 * an open list or menu stays open), the screen taken, and the language switched back before the
 * path goes on. `scripts/qa.ts` lists what was taken in `<folder>/manifest.js` for the pages.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const FOLDER = process.env.CHART_SCREENS;

/** The toggle's label in each language (catalogue key `shell.language.toggle`). */
const SWITCH_TO_CHINESE = 'Switch to 中文';
const SWITCH_TO_ENGLISH = 'Switch to English';

export function screenFile(folder: string, chart: string, state: string, language: 'en' | 'zh'): string {
  return join(folder, chart, `${state}.${language}.png`);
}

export async function captureStates(page: Page, chart: string, states: readonly string[]): Promise<void> {
  if (!FOLDER) return;
  const folder = FOLDER;
  const missing = (language: 'en' | 'zh') =>
    states.filter((state) => !existsSync(screenFile(folder, chart, state, language)));
  const save = (language: 'en' | 'zh', shot: Buffer, names: readonly string[]) => {
    mkdirSync(join(folder, chart), { recursive: true });
    for (const state of names) writeFileSync(screenFile(folder, chart, state, language), shot);
  };
  const english = missing('en');
  if (english.length > 0) save('en', await page.screenshot(), english);
  const chinese = missing('zh');
  if (chinese.length === 0 || !(await pressToggle(page, SWITCH_TO_CHINESE, 'zh-CN'))) return;
  try {
    save('zh', await page.screenshot(), chinese);
  } finally {
    await pressToggle(page, SWITCH_TO_ENGLISH, 'en');
  }
}

/** Presses the tab bar's language toggle by script; false when the screen has none. */
async function pressToggle(page: Page, label: string, becomes: string): Promise<boolean> {
  const toggle = page.getByRole('button', { name: label, includeHidden: true });
  if ((await toggle.count()) !== 1) return false;
  await toggle.evaluate((button: HTMLElement) => button.click());
  await page.waitForFunction((lang) => document.documentElement.lang === lang, becomes);
  return true;
}
