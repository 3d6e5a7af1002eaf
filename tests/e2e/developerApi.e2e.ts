/**
 * The developer API in Chromium against the real server (issue 13; spec 2 §2 API Management page,
 * §4, §5, §8): one story — apply with a callback URL (lower-cased), approved via the sandbox
 * review, see the user id and key, test the URL against a local receiver (Test OK) and a closed
 * port (Test Failed → Update Now), update it; a verification code arrives through
 * `/sandbox/codeSms` and reaches the local receiver signed with the key (verified here), shows in
 * the delivery console — pushed by the socket, the page's clock standing still so no poll can
 * bring it — and is replayed after a key reset (signed with the new key only); a code whose
 * callback meets a 500 at all 8 attempts (the server's clock moved by the sandbox) ends Failed in
 * the console. Then the same page in Chinese, whose Chinese guide link opens the Chinese guide.
 * A new platform request on the way.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { CALLBACK_RETRY } from '../../server/domain/developerApi/dispatcher.ts';
import {
  type AnswerBody,
  API_GUIDE_PATHS,
  DEVELOPER_API_SANDBOX_PATHS,
  GET_A_NEW_NUMBER,
  SANDBOX_PATHS,
} from '../../src/services/api/contract/index.ts';
import { type Received, Receiver, signedBy } from '../support/callbackReceiver.ts';
import { expectAccessible } from './support/axe.ts';
import { pauseClockAhead } from './support/clock.ts';
import { DEMO_PHONE, logInDemoOn } from './support/person.ts';
import { latestCode } from './support/sandbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
const receiver = new Receiver();
/** As typed into the editor (protocol apart). */
let receiverUrl = '';
let closedUrl = '';
const received = receiver.received;

test.beforeAll(async () => {
  server = await startTestServer();
  await receiver.start();
  receiverUrl = receiver.url.replace('http://', '');
  // A port nobody listens on: take a free one and let it go.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedUrl = `127.0.0.1:${(closed.address() as AddressInfo).port}/hooks`;
  await new Promise((resolve) => closed.close(resolve));
});

test.afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function sandboxPost(path: string, json: unknown): Promise<void> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  expect(response.ok, `${path}: ${await response.clone().text()}`).toBe(true);
}

/** The demo account's own session (as a script of the developer would have), for the number lock. */
async function lockCodeNumber(): Promise<string> {
  const call = async <T>(method: 'GET' | 'POST', path: string, input: Record<string, string | number>, token = '') => {
    const query = new URLSearchParams({
      t: String(Date.now()),
      webVersion: 'e2e',
      languagecode: 'en',
      platform: 'pingme',
    });
    if (method === 'GET') for (const [key, value] of Object.entries(input)) query.set(key, String(value));
    const response = await fetch(`${server.url}/web${path}?${query}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
      body: method === 'POST' ? JSON.stringify({ ...input, platform: 'pingme' }) : undefined,
    });
    const answer = (await response.json()) as AnswerBody<T>;
    expect(answer.retcode, `${path}: ${answer.retmsg}`).toBe(0);
    return answer.data as T;
  };
  await call('POST', '/preLogin', DEMO_PHONE);
  const code = await latestCode(server.url, `+${DEMO_PHONE.telCode} ${DEMO_PHONE.phone}`);
  const session = await call<{ token: string }>('POST', '/login', { ...DEMO_PHONE, code });
  const lock = await call<{ fullNumber: string }>(
    'GET',
    '/lockVerificationCodePhone',
    { app: 'whatsapp', code: 'US', number: GET_A_NEW_NUMBER, numberType: 1 },
    session.token,
  );
  return lock.fullNumber;
}

async function openApi(page: Page, account: RegExp, tab: string): Promise<void> {
  await page.getByRole('button', { name: account }).click();
  await page.getByRole('tab', { name: tab }).click();
}

test('apply, approval, key, callback test OK and failed, a code delivered signed, the console, replay, a platform request; Chinese', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await logInDemoOn(page, server.url, 'pingme');
  await openApi(page, /^Account$/, 'API');

  // spec 2 §5: Apply is disabled while empty; the URL is lower-cased and split into protocol and rest.
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await page.getByLabel('Protocol').selectOption('http://');
  await page.getByLabel('Callback URL').fill(`HTTP://${receiverUrl.toUpperCase()}`);
  await expect(page.getByLabel('Callback URL')).toHaveValue(receiverUrl);
  await expect(page.getByLabel('Protocol')).toHaveValue('http://');
  await apply.click();
  const submitted = page.getByRole('alertdialog', { name: 'Application Submitted' });
  await submitted.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Your application is being reviewed.', { exact: false })).toBeVisible();

  await sandboxPost(DEVELOPER_API_SANDBOX_PATHS.reviewApi, { platform: 'pingme', ...DEMO_PHONE, approve: true });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Callback Configuration' })).toBeVisible();
  await expect(page.getByLabel('User ID')).toHaveValue(/^[0-9a-f]{16}$/);
  await expect(page.getByLabel('Key', { exact: true })).toHaveValue(/^[0-9a-f]{64}$/);
  const key = await page.getByLabel('Key', { exact: true }).inputValue();
  // spec 2 §5: Update is disabled while the URL is unchanged.
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeDisabled();

  // The callback test: any 2xx is OK (spec 2 §7); the sample is signed with the key.
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Test OK' }).getByRole('button', { name: 'OK' }).click();
  expect(received).toHaveLength(1);
  expect(signedBy(received[0] as Received, key)).toBe(true);

  // A closed port: Test Failed with Later / Update Now (spec 2 §8); Update Now gives the editor the focus.
  await page.getByLabel('Callback URL').fill(closedUrl);
  // spec 2 §4: the test button rests 3 s after a click.
  await expect(page.getByRole('button', { name: 'Test', exact: true })).toBeEnabled({ timeout: 5_000 });
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  const failed = page.getByRole('alertdialog', { name: 'Test Failed' });
  await expect(failed).toContainText('Please ensure your new URL supports POST method.');
  await expect(failed.getByRole('button', { name: 'Later' })).toBeVisible();
  await failed.getByRole('button', { name: 'Update Now' }).click();
  await expect(page.getByLabel('Callback URL')).toBeFocused();
  await page.getByLabel('Callback URL').fill(`${receiverUrl}/v2`);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Callback URL Updated' }).getByRole('button', { name: 'OK' }).click();

  // A code arrives: it is POSTed, signed, to the callback URL, and the console shows it at once.
  // The page's clock stands still meanwhile: no poll can run, so the row came with the socket's
  // `callbackDelivery` event.
  const number = await lockCodeNumber();
  await pauseClockAhead(page);
  await sandboxPost(SANDBOX_PATHS.codeSms, { number, app: 'whatsapp', text: 'Your WhatsApp code: 424-242' });
  await expect.poll(() => received.length).toBe(2);
  const delivered = received[1] as Received;
  expect(signedBy(delivered, key)).toBe(true);
  expect(JSON.parse(delivered.body)).toMatchObject({
    app: 'whatsapp',
    to: number,
    text: 'Your WhatsApp code: 424-242',
    userId: await page.getByLabel('User ID').inputValue(),
  });
  const consoleTable = page.getByRole('table', { name: 'Callback Deliveries' });
  await expect(consoleTable.getByRole('row')).toHaveCount(2);
  await expect(consoleTable.getByRole('row').nth(1)).toContainText('Delivered');
  await expect(consoleTable.getByRole('row').nth(1)).toContainText('200');
  await page.clock.resume();
  await expectAccessible(page, 'main');

  // A new key (yes/no), then Replay: the same body, signed with the new key only.
  await page.getByRole('button', { name: 'Reset key' }).click();
  await page.getByRole('alertdialog', { name: 'Reset Key' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByLabel('Key', { exact: true })).not.toHaveValue(key);
  const newKey = await page.getByLabel('Key', { exact: true }).inputValue();
  await consoleTable.getByRole('button', { name: /^Details of delivery/ }).click();
  const detail = page.getByRole('region', { name: /^Delivery \d+$/ });
  await expect(detail).toContainText('Your WhatsApp code: 424-242');
  await detail.getByRole('button', { name: 'Replay' }).click();
  await expect.poll(() => received.length).toBe(3);
  const replayed = received[2] as Received;
  expect(replayed.body).toBe(delivered.body);
  expect(signedBy(replayed, newKey)).toBe(true);
  expect(signedBy(replayed, key)).toBe(false);
  await expect(consoleTable.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('region', { name: /^Delivery \d+$/ })).toContainText('Replay of delivery');

  // A callback meeting a 500 at every one of its 8 attempts ends Failed, with no retry left. The
  // server's clock moves a day at a time (every wait is under 1.2 h); the page's stands still, so
  // the console follows by the socket alone.
  receiver.answer(...Array.from({ length: CALLBACK_RETRY.maxAttempts }, () => 500));
  const second = await lockCodeNumber();
  await pauseClockAhead(page);
  await sandboxPost(SANDBOX_PATHS.codeSms, { number: second, app: 'whatsapp', text: 'Your WhatsApp code: 808-808' });
  await sandboxPost(DEVELOPER_API_SANDBOX_PATHS.dispatchCallbacks, {});
  for (let attempt = 2; attempt <= CALLBACK_RETRY.maxAttempts; attempt += 1) {
    await sandboxPost(SANDBOX_PATHS.advanceClock, { days: 1 });
    await sandboxPost(DEVELOPER_API_SANDBOX_PATHS.dispatchCallbacks, {});
  }
  expect(received).toHaveLength(3 + CALLBACK_RETRY.maxAttempts);
  await expect(consoleTable.getByRole('row')).toHaveCount(4);
  const exhausted = consoleTable.getByRole('row').nth(1).getByRole('cell');
  await expect(exhausted.nth(2)).toHaveText('Failed');
  await expect(exhausted.nth(3)).toHaveText('500');
  await expect(exhausted.nth(5)).toHaveText(String(CALLBACK_RETRY.maxAttempts));
  await expect(exhausted.nth(6)).toHaveText('—');
  await page.clock.resume();

  // A new platform (spec 2 §5): all required, the example at most 160 with a counter.
  const submit = page.getByRole('button', { name: 'Submit request' });
  await page.getByLabel('Website name').fill('Shop');
  await page.getByLabel('Website URL').fill('shop.example.com');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Example message code').fill('x'.repeat(161));
  await expect(page.getByText('161/160')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Example message code').fill('Your Shop code is 1234');
  await submit.click();
  await page.getByRole('alertdialog', { name: 'Request Sent' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Website name')).toHaveValue('');

  // Chinese: the same page and its test dialog.
  await logInDemoOn(page, server.url, 'pingme&cc=cn');
  await openApi(page, /^账户$/, 'API');
  await expect(page.getByRole('heading', { name: '回调配置' })).toBeVisible();
  await expect(page.getByRole('button', { name: '更新', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: '测试', exact: true }).click();
  await page.getByRole('alertdialog', { name: '测试成功' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('table', { name: '回调推送记录' }).getByText('已送达').first()).toBeVisible();

  // spec 2 §2: the guide links, one per language; the Chinese one opens the Chinese guide.
  await expect(page.getByRole('link', { name: 'Developer guide (English)' })).toHaveAttribute(
    'href',
    `${server.url}${API_GUIDE_PATHS.en}`,
  );
  const opening = page.context().waitForEvent('page');
  await page.getByRole('link', { name: '开发者指南（中文）' }).click();
  const guide = await opening;
  await expect(guide).toHaveURL(`${server.url}${API_GUIDE_PATHS.zh_cn}`);
  await expect(guide.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(guide.getByRole('heading', { level: 1 })).toHaveText('开发者 API 指南');
  await expect(guide.getByRole('heading', { name: '验证签名' })).toBeVisible();
  await expect(guide.getByRole('link', { name: 'English' })).toHaveAttribute('href', API_GUIDE_PATHS.en);
  await expectAccessible(guide, 'body');
  await guide.close();
});
