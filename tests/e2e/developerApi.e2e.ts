/**
 * The developer API in Chromium against the real server (issue 13; spec 2 §2 API Management page,
 * §4, §5, §8): one story — apply with a callback URL (lower-cased), approved via the sandbox
 * review, see the user id and key, test the URL against a local receiver (Test OK) and a closed
 * port (Test Failed → Update Now), update it; a verification code arrives through
 * `/sandbox/codeSms` and reaches the local receiver signed with the key (verified here), shows in
 * the delivery console, and is replayed after a key reset (signed with the new key only). Then the
 * same page in Chinese. A new platform request on the way.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import {
  type AnswerBody,
  CALLBACK_HEADERS,
  DEVELOPER_API_SANDBOX_PATHS,
  GET_A_NEW_NUMBER,
  SANDBOX_PATHS,
} from '../../src/services/api/contract/index.ts';
import { expectAccessible } from './support/axe.ts';
import { DEMO_PHONE, logInDemoOn } from './support/person.ts';
import { latestCode } from './support/sandbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: TestServer;
let receiver: Server;
let receiverUrl = '';
let closedUrl = '';
const received: Received[] = [];

test.beforeAll(async () => {
  server = await startTestServer();
  receiver = createServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push({ headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // A port nobody listens on: take a free one and let it go.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedUrl = `127.0.0.1:${(closed.address() as AddressInfo).port}/hooks`;
  await new Promise((resolve) => closed.close(resolve));
});

test.afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const signedBy = (got: Received, key: string) =>
  got.headers[CALLBACK_HEADERS.signature] ===
  createHmac('sha256', key)
    .update(`${String(got.headers[CALLBACK_HEADERS.timestamp])}.${got.body}`)
    .digest('hex');

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
  test.setTimeout(90_000);
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

  // A code arrives: it is POSTed, signed, to the callback URL, and the console shows it.
  const number = await lockCodeNumber();
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
});
