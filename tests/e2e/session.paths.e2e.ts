/**
 * The session chart's paths replayed through the real UI against the real server: one test per
 * path generated from the chart (`pathsOf`), each step performed like a person, each stable state
 * checked on the screen. When the chart changes, this suite changes with it.
 */
import { test } from '@playwright/test';
import { sessionMachine } from '../../src/machines/login/session/session.machine.ts';
import { pathsOf } from '../support/model.ts';
import { factsOf, isPassing, type Person, perform, screenChecks, sessionWalk } from './session/sessionWalk.ts';
import { pauseClockAhead } from './support/clock.ts';
import { coveringPaths } from './support/coveringPaths.ts';
import { replayPath, screenCheck } from './support/replayPath.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

const paths = coveringPaths(pathsOf(sessionWalk(sessionMachine)));

for (const [index, path] of paths.entries()) {
  test(`session path ${path.name}`, async ({ page }) => {
    // Each path is its own person, so the server's per-number code limit never mixes paths.
    const suffix = String(index).padStart(3, '0');
    const person: Person = {
      page,
      baseUrl: server.url,
      telCode: '1',
      phone: `2025551${suffix}`,
      email: `path${suffix}@example.com`,
    };
    // Time moves only when a step says so (a countdown tick, the reset flag, the 12 h refresh, and
    // React's reveal of a lazily loaded view: `revealLazyView`).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(server.url);
    await pauseClockAhead(page);
    await replayPath({
      chart: 'session',
      page,
      path,
      perform: (step, at) => perform(person, step.event, path.steps[at - 1] ?? step),
      check: (state, step) => screenCheck(screenChecks, state)(page, factsOf(step)),
      unchecked: (step) => step.states.some(isPassing),
    });
  });
}
