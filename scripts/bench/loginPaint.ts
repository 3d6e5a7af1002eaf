/**
 * How soon a first visit shows the login form's first input, with the CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`, a mid-range phone's pace), against the bare React + Fluent
 * login form built in the same run. Each sample is a fresh browser context (empty cache);
 * figures are medians of interleaved repetitions (`BENCH_REPETITIONS`, default 5). Timing is
 * noisy, so the budget is reported, never enforced.
 */
import type { Browser } from '@playwright/test';
import { benchBrowser } from './support/browser.ts';
import { benchServers } from './support/servers.ts';
import { interleave, median } from './support/stats.ts';
import type { BenchSection } from './types.ts';

const CPU_SLOWDOWN = 4;
/** Reported only: the product's login may paint at most this many times later than the bare form. */
const PAINT_RATIO_BUDGET = 1.3;

declare global {
  interface Window {
    /** performance.now() after the frame that first showed an input. */
    benchInputPaintedAt?: number;
  }
}

/** Notes when the first `<input>` is in the page, then the frame after it was drawn. */
function watchFirstInput() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('input')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.benchInputPaintedAt = performance.now();
      }),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function inputPaintMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchFirstInput);
    await page.goto(url);
    const handle = await page.waitForFunction(() => window.benchInputPaintedAt, undefined, { timeout: 60_000 });
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

export const loginPaintSection: BenchSection = {
  name: `login paint at ${CPU_SLOWDOWN}× CPU throttling (first visit; baseline: bare React + Fluent login form)`,
  async run() {
    const servers = await benchServers();
    const browser = await benchBrowser();
    const repetitions = Number(process.env.BENCH_REPETITIONS ?? 5);
    // One unmeasured visit each: the first launch of a renderer is slower for reasons of its own.
    await inputPaintMs(browser, servers.baseline);
    await inputPaintMs(browser, servers.product);
    const samples = await interleave(repetitions, {
      baseline: () => inputPaintMs(browser, servers.baseline),
      product: () => inputPaintMs(browser, servers.product),
    });
    const value = median(samples.product);
    const baseline = median(samples.baseline);
    const ratio = value / baseline;
    return [
      {
        name: `first input painted (median of ${repetitions})`,
        value,
        unit: 'ms',
        baseline,
        ratio,
        budget: `≤ ${PAINT_RATIO_BUDGET}× baseline`,
        withinBudget: ratio <= PAINT_RATIO_BUDGET,
      },
    ];
  },
};
