/**
 * Chromium through Playwright (Debian's `/usr/bin/chromium`; no browser download here), one
 * browser per bench run. Each measurement uses a fresh context: an empty cache, like a first visit.
 */
import { type Browser, chromium } from '@playwright/test';

let launching: Promise<Browser> | null = null;

export function benchBrowser(): Promise<Browser> {
  launching ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  return launching;
}

export async function closeBenchBrowser(): Promise<void> {
  const browser = await launching;
  launching = null;
  await browser?.close();
}
