/**
 * The logged-out front pages in Chromium against the real server (spec 1 §2 front-page modes and
 * Root view, §8; spec 3 §6; issue 10 item 6): jiema's own front page in Chinese with the public
 * number list and its get-number link to the brand's external site, Log in and the login view's
 * Back; `/frontpage` on pingme (English, axe, both languages, Back); `/applist` on wephone; logged
 * in on `/frontpage`: a kick code ignored, the verification area without its left menu on New Code.
 * The external site is never opened (nothing may call the internet): the links are checked.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { logInDemoOn } from './support/person.ts';
import { failNext } from './support/sandbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

test("jiema's logged-out front page lists public numbers, links to the get-number site and leads to login", async ({
  page,
}) => {
  await page.goto(`${server.url}/?platform=jiema`);
  // spec 1 §2 Root view: jiema shows its own front page, not the login view.
  await expect(page.getByRole('heading', { name: '在线接收验证码' })).toBeVisible();
  const services = page.getByRole('region', { name: '1. 选择服务' });
  await services.getByRole('textbox', { name: '搜索服务' }).fill('tele');
  await services.getByRole('button', { name: 'Telegram' }).click();
  await expect(services.getByRole('button', { name: 'Telegram' })).toHaveAttribute('aria-pressed', 'true');

  const numbers = page.getByRole('region', { name: '电报 (Telegram)：当前可用号码' });
  await numbers.getByLabel('国家').selectOption('GB');
  // spec 3 §6: the public call's numbers, each with the external site's get-number link.
  const link = numbers.getByRole('link', { name: /^获取号码 \+44 / }).first();
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe('https://www.jiema.app/get-number');
  expect(href.searchParams.get('app')).toBe('telegram');
  expect(href.searchParams.get('number')).toMatch(/^44\d+$/);
  await expect(link).toHaveAttribute('target', '_blank');

  // Log in stays reachable: the login view, and its Back returns to the front page.
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('button', { name: /获取验证码/ })).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByRole('heading', { name: '在线接收验证码' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^获取号码 \+/ }).first()).toBeVisible();
});

test('/frontpage on pingme: the verification panel with public numbers, in English, accessible', async ({ page }) => {
  await page.goto(`${server.url}/frontpage?platform=pingme`);
  await expect(page.getByRole('heading', { name: 'Receive verification codes online' })).toBeVisible();
  // The catalogue's first service and country are chosen at once.
  const numbers = page.getByRole('region', { name: /numbers available now/ });
  await expect(numbers.getByRole('link', { name: /^Get number \+/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.pingmeapp\.net\/get-number\?app=[a-z0-9]+&number=\d+$/,
  );
  // spec 1 §2: no tab bar on the front page.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expectAccessible(page, '#root');
  // The login view's Back returns to the front page.
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  // Both languages where the brand has both.
  await page.getByRole('button', { name: 'Switch to 中文' }).click();
  await expect(page.getByRole('heading', { name: '在线接收验证码' })).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});

test('/applist on wephone: the services first, then a service’s numbers and back', async ({ page }) => {
  await page.goto(`${server.url}/applist?platform=wephone`);
  const services = page.getByRole('region', { name: '1. Choose a service' });
  await services.getByRole('button', { name: 'WhatsApp' }).click();
  const numbers = page.getByRole('region', { name: /WhatsApp: numbers available now/ });
  await expect(numbers.getByRole('link', { name: /^Get number \+/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.wephoneapp\.com\/get-number\?app=whatsapp&number=\d+$/,
  );
  // On /applist the services give way to the numbers; 'All services' leads back.
  await expect(services).toHaveCount(0);
  await page.getByRole('button', { name: 'All services' }).click();
  await expect(services.getByRole('button', { name: 'WhatsApp' })).toBeVisible();
});

test('logged in on /frontpage: a kick code is ignored (spec 1 §8), New Code without the left menu', async ({
  page,
}) => {
  await logInDemoOn(page, server.url, 'wetalkpro');
  // The demo account's next getAccountInfo answers 100013 (token expired), on /frontpage.
  await failNext(server.url, {
    platform: 'wetalkpro',
    telCode: '1',
    phone: '2025550100',
    path: '/getAccountInfo',
    retcode: 100013,
  });
  const refused = page.waitForResponse((response) => response.url().includes('/getAccountInfo'));
  await page.goto(`${server.url}/frontpage?platform=wetalkpro`);
  expect(((await (await refused).json()) as { retcode: number }).retcode).toBe(100013);
  // Logged in on the front page: the main view (verification, no tab bar); no kick, no alert. The
  // account stays unknown until the next load, so the balance is not shown.
  await expect(page).toHaveTitle(/^Verification \| /);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByText('Your session is invalid or has expired. Please log in again.')).toHaveCount(0);
  // Not kicked: a kick would have led to the logged-out front page and its Log in.
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  // spec 3 §2: in front-page mode the verification area has no left menu and starts on New Code.
  await expect(page.getByRole('region', { name: 'New Code' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Verification menu' })).toHaveCount(0);
});
