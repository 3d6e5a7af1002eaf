/**
 * The payment chart's paths replayed through the real UI against the real server and its sandbox
 * provider: one test per path of a covering set generated from the chart (`pathsOf`,
 * `coveringPaths`), each step performed like a person (or the provider), each stable state checked
 * on the screen. When the chart changes, this suite changes with it.
 */
import { type Page, test } from '@playwright/test';
import { paymentMachine } from '../../src/machines/account/payment/payment.machine.ts';
import type { PaymentInput } from '../../src/machines/account/payment/types.ts';
import { pathsOf } from '../support/model.ts';
import { closeCheckout, type Payer, PLATFORM, paymentWalk, perform, screenChecks } from './payments/paymentWalk.ts';
import { choose, openRecharge, pay, rechargeSection, setBalance } from './payments/person.ts';
import { coveringPaths } from './support/coveringPaths.ts';
import { logInDemoOn } from './support/person.ts';
import { replayPath, screenCheck } from './support/replayPath.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
let page: Page;
// One person, logged in once (a login per path would trip the per-number code limit), each path
// starting from a fresh load of the app.
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  server = await startTestServer();
  page = await (await browser.newContext()).newPage();
  await logInDemoOn(page, server.url, PLATFORM);
});
test.afterAll(async () => {
  await server.close();
});

const paths = coveringPaths(pathsOf(paymentWalk(paymentMachine)));

for (const path of paths) {
  test(`payment path ${path.name}`, async () => {
    const input = path.input as PaymentInput;
    await setBalance(server.url, PLATFORM, '0');
    // A path that ended with a dialog still open leaves it to a fresh load; otherwise the section
    // is where the last path left it.
    if (!(await rechargeSection(page).isVisible()) || (await page.getByRole('dialog').count()) > 0) {
      await page.goto(`${server.url}/?platform=${PLATFORM}`);
      await openRecharge(page);
    }
    // The dialog the path's input opens: Alipay for $10, or a crypto wallet for $5.
    if (input.family === 'wallet') await choose(page, /^\$5\b/, /^Crypto wallet/);
    else await choose(page, /^\$10\b/, /^Alipay/);
    await pay(page);
    const payer: Payer = { page, baseUrl: server.url, checkout: null };
    await replayPath({
      chart: 'payment',
      page,
      path,
      perform: (_step, at) => perform(payer, input, path.steps, at),
      check: (state, step) => screenCheck(screenChecks, state)(payer, input, step),
    });
    await closeCheckout(payer);
  });
}
