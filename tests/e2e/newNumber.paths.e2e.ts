/**
 * The new-number chart's paths replayed through the real UI against the real server: one test per
 * path of a covering set generated from the chart (`pathsOf`, `coveringPaths`), each step performed
 * like a person, each stable state checked on the screen. When the chart changes, this suite
 * changes with it.
 */
import { expect, test } from '@playwright/test';
import { newNumberMachine } from '../../src/machines/numbers/newNumber/newNumber.machine.ts';
import { SANDBOX_PATHS } from '../../src/services/api/contract/index.ts';
import { pathsOf } from '../support/model.ts';
import { factsOf, newNumberWalk, perform, screenChecks } from './numbers/newNumberWalk.ts';
import { coveringPaths } from './support/coveringPaths.ts';
import { DEMO_PHONE, logInDemoOn } from './support/person.ts';
import { replayPath, screenCheck } from './support/replayPath.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

const paths = coveringPaths(pathsOf(newNumberWalk(newNumberMachine)));
// wetalk: no first-visit tip in the way (spec 3 §1).
const PLATFORM = 'wetalk';

for (const path of paths) {
  test(`newNumber path ${path.name}`, async ({ page }) => {
    const setBalance = async (balance: string) => {
      const response = await fetch(`${server.url}${SANDBOX_PATHS.setBalance}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ platform: PLATFORM, ...DEMO_PHONE, balance }),
      });
      expect(response.ok).toBe(true);
    };
    await logInDemoOn(page, server.url, PLATFORM);
    await page.getByRole('button', { name: /^Numbers$/ }).click();
    // The flow starts when New Number is opened.
    await page.getByRole('button', { name: 'New Number' }).click();
    await replayPath({
      chart: 'newNumber',
      page,
      path,
      perform: (step, at) => perform({ page, setBalance }, step.event, path.steps[at + 1]),
      check: (state, step) => screenCheck(screenChecks, state)(page, factsOf(step), step),
    });
  });
}
