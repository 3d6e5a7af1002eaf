/**
 * The connection chart's paths replayed through the real UI against the real server (a covering
 * set generated from the chart; the world that produces each event is described in
 * connection/connectionWalk.ts): each stable state checked on the screen — the 'connection lost'
 * notice, and when the chat list catches up with what came meanwhile.
 */
import { test } from '@playwright/test';
import { connectionMachine } from '../../src/machines/shell/connection/connection.machine.ts';
import { pathsOf } from '../support/model.ts';
import { connectionWalk, perform, Switchboard, screenChecks, type World } from './connection/connectionWalk.ts';
import { chatRow, deliverInbound } from './support/chat.ts';
import { pauseClockAhead } from './support/clock.ts';
import { coveringPaths } from './support/coveringPaths.ts';
import { logInDemoOn } from './support/person.ts';
import { replayPath, screenCheck } from './support/replayPath.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/** pingme's demo account's local number, and a courier on another network who writes to it. */
const COURIER = { shown: '+1 202 555 0199', to: '14155550100' };

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
  await deliverInbound(server.url, { from: '12025550199', to: COURIER.to, text: 'Your parcel is on its way' });
});
test.afterAll(async () => {
  await server.close();
});

for (const path of coveringPaths(pathsOf(connectionWalk(connectionMachine)))) {
  test(`connection path ${path.name}`, async ({ page }) => {
    const world: World = { page, baseUrl: server.url, switchboard: new Switchboard(), courier: COURIER, missed: null };
    // socket.io's back-off jitter and the chart's refresh delay draw from Math.random: pinned, so
    // the page's clock decides which comes first (connection/connectionWalk.ts).
    await page.addInitScript(() => {
      Math.random = () => 0.5;
    });
    await world.switchboard.install(page);
    await page.clock.install();
    await logInDemoOn(page, server.url, 'pingme');
    await chatRow(page, COURIER.shown).waitFor();
    await pauseClockAhead(page);
    await replayPath({
      chart: 'connection',
      page,
      path,
      perform: (step, at) => perform(world, step.event, at),
      check: (state) => screenCheck(screenChecks, state)(world),
    });
  });
}
