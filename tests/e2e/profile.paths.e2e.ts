/**
 * The profile and identity-proof charts' paths replayed through the real UI against the real
 * server (issue 11 item 9): one test per path of a covering set generated from each chart
 * (`pathsOf`, `coveringPaths`), each step performed like a person, each stable state checked on
 * the screen. Every path starts from a fresh account, so none depends on another.
 */
import { expect, type Page, test } from '@playwright/test';
import { identityUploadMachine } from '../../src/machines/account/identityUpload/identityUpload.machine.ts';
import { profileMachine } from '../../src/machines/account/profile/profile.machine.ts';
import { SANDBOX_PATHS } from '../../src/services/api/contract/index.ts';
import { call, loginWithPhone, uniquePhone } from '../server/helpers.ts';
import { pathsOf } from '../support/model.ts';
import {
  factsOf,
  identityScreenChecks,
  identityWalk,
  performIdentity,
  performProfile,
  profileScreenChecks,
  profileWalk,
} from './profile/profileWalks.ts';
import { coveringPaths } from './support/coveringPaths.ts';
import { logInByPhone } from './support/person.ts';
import { replayPath, screenCheck } from './support/replayPath.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

/** A new pingme account, logged in on its profile section; `verified` fills it and has it reviewed first. */
async function freshAccountOnProfile(page: Page, verified: boolean): Promise<void> {
  const phone = uniquePhone();
  if (verified) {
    const token = await loginWithPhone(server.url, 'pingme', phone);
    const filled = await call(
      server.url,
      'updateProfile',
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '12 St James Square',
        city: 'London',
        province: 'Greater London',
        country: 'United Kingdom',
        regionCode: 'GB',
        postalCode: 'SW1Y 4JH',
        feature: JSON.stringify({ value: 'sms' }),
        userCase: JSON.stringify([{ value: 'personal' }]),
      },
      { token },
    );
    expect(filled.body.retcode).toBe(0);
    const reviewed = await fetch(`${server.url}${SANDBOX_PATHS.review}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'pingme', telCode: '1', phone, profileStatus: 2, useCaseStatus: 2 }),
    });
    expect(reviewed.ok).toBe(true);
  }
  await page.goto(`${server.url}/?platform=pingme`);
  await logInByPhone(page, server.url, '1', phone);
  await page.getByRole('button', { name: /^Account$/ }).click();
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
}

for (const path of coveringPaths(pathsOf(profileWalk(profileMachine)))) {
  test(`profile path ${path.name}`, async ({ page }) => {
    await freshAccountOnProfile(page, true);
    await replayPath({
      chart: 'profile',
      page,
      path,
      perform: (step) => performProfile(page, step.event),
      check: (state, step) => screenCheck(profileScreenChecks, state)(page, factsOf(step)),
    });
  });
}

for (const path of coveringPaths(pathsOf(identityWalk(identityUploadMachine)))) {
  test(`identityUpload path ${path.name}`, async ({ page }) => {
    await freshAccountOnProfile(page, false);
    // The dialog starts when Update Profile is pressed.
    await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Update Profile' }).click();
    await replayPath({
      chart: 'identityUpload',
      page,
      path,
      perform: (step) => performIdentity(page, step.event),
      check: (state, step) => screenCheck(identityScreenChecks, state)(page, factsOf(step)),
    });
  });
}
