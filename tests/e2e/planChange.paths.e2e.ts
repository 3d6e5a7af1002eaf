/**
 * The plan-change chart's paths replayed through the real UI against the real server (a covering
 * set generated from the chart; see newNumber.paths.e2e.ts). Each path starts on a US number the
 * account bought on the monthly plan just before, through the API.
 */
import { expect, test } from '@playwright/test';
import { planChangeMachine } from '../../src/machines/numbers/planChange/planChange.machine.ts';
import { SANDBOX_PATHS } from '../../src/services/api/contract/index.ts';
import { pathsOf } from '../support/model.ts';
import { factsOf, perform, planChangeWalk, screenChecks } from './numbers/planChangeWalk.ts';
import { coveringPaths } from './support/coveringPaths.ts';
import { DEMO_PHONE, logInDemoOn } from './support/person.ts';
import { replayPath, screenCheck } from './support/replayPath.ts';
import { latestCode } from './support/sandbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const PLATFORM = 'wetalk';
/** The US local monthly plan (the catalogue's id: country 1, type local, 1 month). */
const US_MONTHLY = 1201;

let server: TestServer;
let token = '';
test.beforeAll(async () => {
  server = await startTestServer();
  await fetch(`${server.url}${SANDBOX_PATHS.setBalance}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: PLATFORM, ...DEMO_PHONE, balance: '1000' }),
  });
  await web('POST', '/preLogin', DEMO_PHONE);
  const code = await latestCode(server.url, `+${DEMO_PHONE.telCode} ${DEMO_PHONE.phone}`);
  token = ((await web('POST', '/login', { ...DEMO_PHONE, code })).data as { token: string }).token;
});
test.afterAll(async () => {
  await server.close();
});

async function web(method: 'GET' | 'POST', path: string, input: Record<string, string | number>) {
  const query = new URLSearchParams({ t: '1', webVersion: 'e2e', languagecode: 'en', platform: PLATFORM });
  if (method === 'GET') for (const [key, value] of Object.entries(input)) query.set(key, String(value));
  const response = await fetch(`${server.url}/web${path}?${query}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify({ ...input, platform: PLATFORM }) } : {}),
  });
  return (await response.json()) as { retcode: number; data?: unknown };
}

/** Buys a US number on the monthly plan for the demo account; its national number. */
async function buyUsMonthly(): Promise<string> {
  const areas = (await web('GET', '/getAreaCodeV2', {})).data as {
    areaCodeList: { code: string; typeList: { name: string; provinces: { areaCodes: string[] }[] }[] }[];
  };
  const us = areas.areaCodeList.find((country) => country.code === 'US');
  const areaCode = us?.typeList.find((type) => type.name === 'local')?.provinces[0]?.areaCodes[0] ?? '';
  const offered = (
    await web('GET', '/getVirtualPhoneByAreaCode', { code: 'US', type: 'local', telCode: '1', areaCode })
  ).data as { numberList: { phone: string }[] };
  const phone = offered.numberList[0]?.phone ?? '';
  const bought = await web('POST', '/subVirtualPhone', {
    planId: US_MONTHLY,
    telCode: '1',
    phone,
    code: 'US',
    type: 'local',
  });
  expect(bought.retcode).toBe(0);
  return phone;
}

const paths = coveringPaths(pathsOf(planChangeWalk(planChangeMachine)));

for (const path of paths) {
  test(`planChange path ${path.name}`, async ({ page }) => {
    const phone = await buyUsMonthly();
    await logInDemoOn(page, server.url, PLATFORM);
    await page.getByRole('button', { name: /^Numbers$/ }).click();
    // The flow starts from the number's Manage (spec 3 §4).
    await page
      .getByRole('region', { name: 'Number Management' })
      .getByRole('listitem', { name: `+1${phone}` })
      .getByRole('button', { name: 'Manage' })
      .click();
    await replayPath({
      chart: 'planChange',
      page,
      path,
      perform: (step) => perform(page, step.event),
      check: (state, step) => screenCheck(screenChecks, state)(page, factsOf(step)),
    });
  });
}
