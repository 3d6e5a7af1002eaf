/**
 * The profile gate's paths replayed through the real UI against the real server (a covering set
 * generated from the chart; the accounts and actions are described in
 * profileGate/profileGateWalk.ts): each stable state checked on the screen.
 */
import { expect, test } from '@playwright/test';
import { profileGateMachine } from '../../src/machines/overlays/profileGate/profileGate.machine.ts';
import type { ProfileGateInput } from '../../src/machines/overlays/profileGate/types.ts';
import { SANDBOX_PATHS } from '../../src/services/api/contract/index.ts';
import { pathsOf } from '../support/model.ts';
import { perform, profileGateWalk, screenChecks } from './profileGate/profileGateWalk.ts';
import { coveringPaths } from './support/coveringPaths.ts';
import { logInByEmail, logInByPhone } from './support/person.ts';
import { replayPath, screenCheck } from './support/replayPath.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const PLATFORM = 'wephone';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

/**
 * The reviewer's decision on the account (phone or e-mail) once it exists: its profile and use-case
 * statuses (spec 2 §4); a new account is not filled (0) in both, which no reviewer decides.
 */
async function review(account: { telCode: string; phone: string } | { email: string }, input: ProfileGateInput) {
  const { profileStatus, useCaseStatus } = input;
  const response = await fetch(`${server.url}${SANDBOX_PATHS.review}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: PLATFORM, ...account, profileStatus, useCaseStatus }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

for (const [index, path] of coveringPaths(pathsOf(profileGateWalk(profileGateMachine))).entries()) {
  test(`profileGate path ${path.name}`, async ({ page }) => {
    const input = path.input as ProfileGateInput;
    const suffix = String(index).padStart(3, '0');
    await page.goto(`${server.url}/?platform=${PLATFORM}`);
    if (input.needSetPhone) {
      // An account made by e-mail has no phone (spec 1 §4 needSetPhone); it exists once logged in.
      const email = `gate${suffix}@example.com`;
      await logInByEmail(page, server.url, email);
      await review({ email }, input);
      await page.reload();
    } else {
      const phone = { telCode: '1', phone: `2025553${suffix}` };
      await logInByPhone(page, server.url, phone.telCode, phone.phone);
      if (input.profileStatus !== 0) {
        await review(phone, input);
        await page.reload();
      }
    }
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await replayPath({
      chart: 'profileGate',
      page,
      path,
      perform: (step) => perform(page, step.event),
      check: (state, step) => screenCheck(screenChecks, state)(page, input, step),
    });
  });
}
