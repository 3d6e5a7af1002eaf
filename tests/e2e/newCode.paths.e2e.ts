/**
 * The New Code chart's paths (with its polling) replayed through the real UI against the real
 * server: one test per path of a covering set generated from the chart (`pathsOf`,
 * `coveringPaths`), each step performed like a person, each stable state checked on the screen.
 * When the chart changes, this suite changes with it.
 */
import { test } from '@playwright/test';
import { newCodeMachine } from '../../src/machines/verificationCodes/newCode/newCode.machine.ts';
import { pathsOf } from '../support/model.ts';
import { coveringPaths } from './support/coveringPaths.ts';
import { logInDemoOn } from './support/person.ts';
import { replayPath, screenCheck } from './support/replayPath.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { factsOf, IN_FLIGHT_STATES, newCodeWalk, perform, screenChecks } from './verificationCodes/newCodeWalk.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

const paths = coveringPaths(pathsOf(newCodeWalk(newCodeMachine)));
// wetalkpro: a brand of the verification tab without a banner in the way.
const PLATFORM = 'wetalkpro';

for (const path of paths) {
  test(`newCode path ${path.name}`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await logInDemoOn(page, server.url, PLATFORM);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /^Verification$/ })
      .click();
    // The flow starts when New Code is opened.
    await page.getByRole('button', { name: 'New Code' }).click();
    await replayPath({
      chart: 'newCode',
      page,
      path,
      perform: (step) => perform({ page, baseUrl: server.url }, step.event),
      check: (state, step) => screenCheck(screenChecks, state)(page, factsOf(step), step),
      unchecked: (step) => step.states.some((state) => IN_FLIGHT_STATES.has(state)),
    });
  });
}
