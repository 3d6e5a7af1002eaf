/**
 * What each screen downloads (issue 8 item 21): the JavaScript a first visit fetches to show the
 * login screen, and in total once logged in on the chats tab, as the server sends it (brotli, and
 * gzip for browsers without brotli). Read from the network of a real Chromium against the real
 * server over a fresh build, so lazy chunks count exactly when the app asks for them.
 *
 * The baseline is a bare React + Fluent login form built by the same Vite in the same run
 * (`scripts/bench/baseline/`). Sizes are deterministic, so their budgets are enforced by
 * `npm run bench -- --check`. `BENCH_FILES=1` also lists every script with its brotli size, for
 * finding what a screen should not be fetching.
 */
import type { Page } from '@playwright/test';
import { DEMO_PHONE, logInByPhone } from '../../tests/e2e/support/person.ts';
import { type SentSize, sizeAsSent, sumSizes } from './support/asSent.ts';
import { benchBrowser } from './support/browser.ts';
import { benchServers } from './support/servers.ts';
import { KB } from './support/stats.ts';
import type { BenchLine, BenchSection } from './types.ts';

/** issue 8 item 21 */
const LOGIN_BROTLI_BUDGET_KB = 150;
const CHATS_BROTLI_BUDGET_KB = 260;

/** Every script the page has fetched so far, by path, in the order asked. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && response.ok()) scripts.add(`${url.origin}${url.pathname}`);
  });
  return scripts;
}

async function weigh(
  scripts: Iterable<string>,
  rootOf: (origin: string) => string,
  listAs?: string,
): Promise<SentSize> {
  const files = [...scripts];
  const sizes = await Promise.all(
    files.map((script) => sizeAsSent(rootOf(new URL(script).origin), new URL(script).pathname)),
  );
  if (listAs && process.env.BENCH_FILES) {
    for (const [index, size] of sizes.entries()) {
      console.log(
        `  ${listAs}: ${(size.brotli / KB).toFixed(1).padStart(6)} KB  ${new URL(files[index] ?? '').pathname}`,
      );
    }
  }
  return sumSizes(sizes);
}

interface ScreenWeights {
  baselineLogin: SentSize;
  login: SentSize;
  chats: SentSize;
  loginFiles: number;
  chatsFiles: number;
}

async function measure(): Promise<ScreenWeights> {
  const servers = await benchServers();
  const browser = await benchBrowser();

  const baselineContext = await browser.newContext({ locale: 'en-US' });
  const baselinePage = await baselineContext.newPage();
  const baselineScripts = recordScripts(baselinePage);
  await baselinePage.goto(servers.baseline);
  await baselinePage.getByRole('textbox', { name: 'Phone number' }).waitFor();
  await baselinePage.waitForLoadState('networkidle');
  const baselineLogin = await weigh(baselineScripts, servers.rootOf);
  await baselineContext.close();

  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(servers.product);
  await page.getByRole('textbox', { name: /phone number/i }).waitFor();
  await page.waitForLoadState('networkidle');
  const loginScripts = [...scripts];
  const login = await weigh(loginScripts, servers.rootOf, 'login');

  await logInByPhone(page, servers.product, DEMO_PHONE.telCode, DEMO_PHONE.phone);
  // The chats tab is ready when its own controls are (the list may be empty for the demo account).
  await page.getByRole('button', { name: 'New chat' }).waitFor();
  await page.waitForLoadState('networkidle');
  const chats = await weigh(
    [...scripts].filter((script) => !loginScripts.includes(script)),
    servers.rootOf,
    'chats tab adds',
  );
  const chatsTotal = sumSizes([login, chats]);
  const chatsFiles = scripts.size;
  await context.close();
  return { baselineLogin, login, chats: chatsTotal, loginFiles: loginScripts.length, chatsFiles };
}

function sizeLine(name: string, bytes: number, baselineBytes: number, budgetKb?: number): BenchLine {
  const value = bytes / KB;
  const baseline = baselineBytes / KB;
  return {
    name,
    value,
    unit: 'KB',
    baseline,
    ratio: value / baseline,
    ...(budgetKb === undefined ? {} : { budget: `≤ ${budgetKb} KB`, withinBudget: value <= budgetKb, enforced: true }),
  };
}

export const downloadsSection: BenchSection = {
  name: 'what each screen downloads (JavaScript as sent; baseline: bare React + Fluent login form)',
  async run() {
    const { baselineLogin, login, chats, loginFiles, chatsFiles } = await measure();
    return [
      sizeLine(
        `login screen, brotli (${loginFiles} files)`,
        login.brotli,
        baselineLogin.brotli,
        LOGIN_BROTLI_BUDGET_KB,
      ),
      sizeLine('login screen, gzip', login.gzip, baselineLogin.gzip),
      sizeLine('login screen, uncompressed', login.raw, baselineLogin.raw),
      sizeLine(
        `chats tab after login in total, brotli (${chatsFiles} files)`,
        chats.brotli,
        baselineLogin.brotli,
        CHATS_BROTLI_BUDGET_KB,
      ),
      sizeLine('chats tab after login in total, gzip', chats.gzip, baselineLogin.gzip),
    ];
  },
};
