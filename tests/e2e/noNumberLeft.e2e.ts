/**
 * No number left → the spec's dialog (spec 3 §8; issue 23 item 6), in Chromium against the real
 * server: the numbers on offer were shown, then the pool emptied (`/sandbox/emptyPool`) or the
 * chosen number was taken by another account meanwhile; the lock answers HTTP 400 with 500000 and
 * the page shows the 'no number available, try again later' dialog — not a toast — and, once it
 * is closed, the numbers on offer as they are now. pingme's New Code in English (pool emptied) and
 * in Chinese (number taken); jiema's 'get new number' in its own wording (Chinese only).
 */
import { expect, type Page, test } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  endpoints,
  type LockCodePhoneRequest,
  SANDBOX_PATHS,
} from '../../src/services/api/contract/index.ts';
import { logInDemoOn } from './support/person.ts';
import { latestCode } from './support/sandbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

async function emptyPool(app: string, country: string): Promise<void> {
  const response = await fetch(`${server.url}${SANDBOX_PATHS.emptyPool}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app, country }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
}

/** Another pingme account (demo account 2) locks `number` through the API, as another person would. */
async function takenByAnother(number: string): Promise<void> {
  const demo = DEMO_ACCOUNTS[1];
  const web = (path: string, body: unknown, token?: string) =>
    fetch(`${server.url}/web${path}?platform=pingme&languagecode=en&webVersion=e2e&t=${Date.now()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
      body: JSON.stringify({ ...(body as object), platform: 'pingme' }),
    }).then((response) => response.json() as Promise<{ retcode: number; data?: { token?: string } }>);
  expect((await web(endpoints.preLogin.path, { telCode: demo.telCode, phone: demo.phone })).retcode).toBe(0);
  const code = await latestCode(server.url, `+${demo.telCode} ${demo.phone}`);
  const login = await web(endpoints.login.path, { telCode: demo.telCode, phone: demo.phone, code });
  const token = login.data?.token ?? '';
  const lock: LockCodePhoneRequest = { app: 'telegram', code: 'US', number, numberType: 1 };
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(lock).map(([key, value]) => [key, String(value)])),
    platform: 'pingme',
    languagecode: 'en',
    webVersion: 'e2e',
    t: String(Date.now()),
  });
  const locked = await fetch(`${server.url}/web${endpoints.lockVerificationCodePhone.path}?${query}`, {
    headers: { 'x-auth-token': token },
  }).then((response) => response.json() as Promise<{ retcode: number }>);
  expect(locked.retcode).toBe(0);
}

interface NewCodeLabels {
  tab: RegExp;
  newCode: RegExp;
  service: string;
  country: string;
  terms: RegExp;
  next: RegExp;
  dialog: string;
  dialogText: string;
  ok: string;
  noNumbers: string;
}

/** New Code with a service and a country: the first number chosen, the terms accepted. Answers the chosen number. */
async function chooseFirstNumber(page: Page, labels: NewCodeLabels, app: string) {
  await page.getByRole('navigation').getByRole('button', { name: labels.tab }).click();
  await page.getByRole('button', { name: labels.newCode }).click();
  const screen = page.getByRole('region', { name: labels.newCode });
  await screen.getByLabel(labels.service).selectOption(app);
  await screen.getByLabel(labels.country).selectOption('US');
  const first = screen.getByRole('radio').first();
  await first.check();
  await screen.getByRole('checkbox', { name: labels.terms }).check();
  await expect(screen.getByRole('button', { name: labels.next })).toBeEnabled();
  return { screen, number: (await first.getAttribute('value')) ?? '' };
}

/** Next: the no-number dialog (never a toast), then the numbers as they are now. */
async function nextShowsNoNumber(page: Page, screen: ReturnType<Page['getByRole']>, labels: NewCodeLabels) {
  await screen.getByRole('button', { name: labels.next }).click();
  const dialog = page.getByRole('alertdialog', { name: labels.dialog });
  await expect(dialog).toContainText(labels.dialogText);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: labels.ok }).click();
  await expect(dialog).toBeHidden();
  // Still step 1, nothing locked.
  await expect(screen.getByTestId('locked-number')).toHaveCount(0);
}

test('pingme in English: the pool empties while New Code shows a number — Next shows the no-number dialog', async ({
  page,
}) => {
  const en: NewCodeLabels = {
    tab: /^Verification$/,
    newCode: /^New Code$/,
    service: 'Service',
    country: 'Country',
    terms: /accept the terms/,
    next: /^Next$/,
    dialog: 'No number available',
    dialogText: 'No number available, try again later.',
    ok: 'OK',
    noNumbers: 'No number is available for this service and country right now.',
  };
  await logInDemoOn(page, server.url, 'pingme');
  const { screen } = await chooseFirstNumber(page, en, 'whatsapp');
  await emptyPool('whatsapp', 'US');
  await nextShowsNoNumber(page, screen, en);
  // The list is read again: the pool is empty now, and it says so.
  await expect(screen.getByText(en.noNumbers)).toBeVisible();
  await expect(screen.getByRole('radio')).toHaveCount(0);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('pingme: the chosen number is taken by another account meanwhile — Next shows the no-number dialog', async ({
    page,
  }) => {
    const zh: NewCodeLabels = {
      tab: /^验证码$/,
      newCode: /^新验证码$/,
      service: '服务',
      country: '国家',
      terms: /使用条款/,
      next: /^下一步$/,
      dialog: '暂无可用号码',
      dialogText: '暂无可用号码，请稍后重试。',
      ok: '确定',
      noNumbers: '该服务和国家暂时没有可用号码。',
    };
    await logInDemoOn(page, server.url, 'pingme');
    const { screen, number } = await chooseFirstNumber(page, zh, 'telegram');
    expect(number).toMatch(/^1\d{10}$/);
    await takenByAnother(number);
    await nextShowsNoNumber(page, screen, zh);
    // The list is read again: the other numbers are offered, the taken one is not.
    await expect(screen.getByRole('radio').first()).toBeVisible();
    await expect(screen.locator(`input[type="radio"][value="${number}"]`)).toHaveCount(0);
  });

  test("jiema: the pool empties after the country was chosen — 'get number' shows jiema's no-number dialog", async ({
    page,
  }) => {
    await logInDemoOn(page, server.url, 'jiema');
    const step1 = page.getByRole('region', { name: '1. 选择服务' });
    await step1.getByRole('textbox', { name: '搜索服务' }).fill('viber');
    await step1.getByRole('button', { name: 'Viber' }).click();
    const step2 = page.getByRole('region', { name: '2. 选择国家和号码类型' });
    await step2.getByLabel('国家').selectOption('US');
    await expect(step2.getByRole('radio', { name: /长期号码/ })).toBeChecked();
    await emptyPool('viber', 'US');
    await step2.getByRole('button', { name: '获取号码' }).click();
    // spec 3 §8: jiema's own wording.
    const dialog = page.getByRole('alertdialog', { name: '暂无号码' });
    await expect(dialog).toContainText('暂时没有号码，请稍后重试。');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: '3. 接收验证码' })).toHaveCount(0);
  });
});
