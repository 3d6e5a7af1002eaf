/**
 * Refusals driven through the real server with the sandbox's failNext control (spec 1 §8): the
 * account's next call of a path answers the armed retcode, and the browser must do what the spec
 * says. Plus the socket's language (spec 1 §7) and toll-free (spec 1 §5, §8) as a person meets
 * them in a chat.
 */
import { expect, type Page, test } from '@playwright/test';
import { bubble, chatRow, composer, deliverInbound, openChat } from './support/chat.ts';
import { DEMO_PHONE, logInDemoOn, solveCaptcha } from './support/person.ts';
import { failNext } from './support/sandbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

/**
 * Each test uses its own brand's demo account, so one test's armed failure never meets another.
 * The login's own getProfile (the root's, its one loader: docs/profile.md) is waited for, so a
 * failure armed next is met by the call the test makes, not by that start-up call under load.
 */
async function logIn(page: Page, platform: string) {
  const profileLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/web/getProfile');
  await logInDemoOn(page, server.url, platform);
  await profileLoaded;
}

function arm(platform: string, path: string, retcode: number) {
  return failNext(server.url, { platform, ...DEMO_PHONE, path, retcode });
}

const tab = (page: Page, name: string) => page.getByRole('navigation').getByRole('button', { name, exact: true });
const loginButton = (page: Page) => page.getByRole('button', { name: /get code|获取验证码/i });

/** Opening the account tab on its profile section refreshes the profile (spec 1 §2): one GET /getProfile. */
async function openAccount(page: Page) {
  await tab(page, 'Account').click();
}

const KICKS = [
  { retcode: 100008, platform: 'pingme', alert: 'Account suspended for suspicious activity' },
  { retcode: 100013, platform: 'wephone', alert: 'Your session is invalid or has expired. Please log in again.' },
  { retcode: 200018, platform: 'wetalk', alert: 'This account has been deleted' },
] as const;

for (const kick of KICKS) {
  test(`${kick.retcode} on a call: logged out with its alert, and the token is gone`, async ({ page }) => {
    await logIn(page, kick.platform);
    await arm(kick.platform, '/getProfile', kick.retcode);
    await openAccount(page);
    await expect(loginButton(page)).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(kick.alert);
    // spec 1 §4: a kick removes the stored token, so a reload does not log back in.
    await page.reload();
    await expect(loginButton(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  });
}

test('100023: the profile-completion dialog opens', async ({ page }) => {
  await logIn(page, 'wetalkpro');
  const dialog = page.getByRole('alertdialog', { name: 'Complete Your Profile' });
  await expect(dialog).toHaveCount(0);
  await arm('wetalkpro', '/getProfile', 100023);
  await openAccount(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please complete your profile before managing or getting numbers.');
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toHaveCount(0);
});

test("100025: the verified modal opens in 'update2' mode", async ({ page }) => {
  await logIn(page, 'cloudnumber');
  await arm('cloudnumber', '/getProfile', 100025);
  await tab(page, '账户').click();
  const modal = page.getByRole('dialog', { name: '验证手机号' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('继续操作前，请先验证手机号。');
});

test('400001: the no-credit dialog opens with the server message', async ({ page }) => {
  await logIn(page, 'pingme');
  await arm('pingme', '/getProfile', 400001);
  await openAccount(page);
  const dialog = page.getByRole('alertdialog', { name: 'Insufficient Balance' });
  await expect(dialog).toContainText('Insufficient balance');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toHaveCount(0);
});

/** The demo account's own local number on wephone (spec: +1 415 555 01bd, b = 1, d = 0). */
const WEPHONE_LOCAL = '14155550110';
const COMPOSER_ZH = '消息';

test('in Chinese, a send to a toll-free number is refused in Chinese — not the registration prompt', async ({
  page,
}) => {
  await deliverInbound(server.url, { from: '18005550123', to: WEPHONE_LOCAL, text: 'Your order shipped' });
  await logIn(page, 'wephone');
  await openChat(page, '+1 800 555 0123');
  await page.getByRole('button', { name: 'Switch to 中文' }).click();
  const input = page.getByRole('textbox', { name: COMPOSER_ZH, exact: true });
  await input.click();
  await page.keyboard.type('谢谢');
  await input.press('Enter');
  // spec 1 §8 'toll-free not supported' is one of the client's own messages: the retcode table
  // alerts it from the catalogue of the person's language (zh-CN here), not the server's text.
  await expect(page.getByRole('alert')).toContainText('暂不支持免费电话号码。');
  await expect(page.getByRole('alertdialog', { name: '免费电话号码登记' })).toHaveCount(0);
});

test("300030 on a send: the toll-free registration prompt with the brand's form link", async ({ page }) => {
  await deliverInbound(server.url, { from: '13105550142', to: '14155550120', text: 'Hi from a friend' });
  await logIn(page, 'wetalk');
  await openChat(page, '+1 310 555 0142');
  await arm('wetalk', 'sendMessage', 300030);
  await composer(page).click();
  await page.keyboard.type('Hello back');
  await composer(page).press('Enter');
  const prompt = page.getByRole('alertdialog', { name: 'Toll-Free Number Registration' });
  await expect(prompt).toContainText('Your toll-free number must be registered before it can send messages');
  await expect(prompt.getByRole('link', { name: 'Open the registration form' })).toHaveAttribute(
    'href',
    'https://www.wetalkapp.com/toll-free-registration',
  );
  await prompt.getByRole('button', { name: 'OK' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(chatRow(page, '+1 310 555 0142')).toBeVisible();
});

// Issue 8 item 15: the send waits for the captcha (outgoingMessage `awaitingCaptcha`) and, once
// the overlays report `captcha.solved`, goes again with the same smsId.
test('100010 on a send: the captcha dialog opens without an alert, and once solved the send goes again', async ({
  page,
}) => {
  const friend = '13105550177';
  await deliverInbound(server.url, { from: friend, to: '14155550100', text: 'Are you there?' });
  await logIn(page, 'pingme');
  await openChat(page, '+1 310 555 0177');
  await arm('pingme', 'sendMessage', 100010);
  await composer(page).click();
  await page.keyboard.type('After the check');
  await composer(page).press('Enter');

  const modal = page.getByRole('alertdialog', { name: 'Security check' });
  await expect(modal).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await solveCaptcha(page, server.url, modal);
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(modal).toHaveCount(0);

  // The retried send is the same message (same smsId): sent once, shown once, not failed.
  await expect(bubble(page, 'After the check')).toHaveCount(1);
  // The status icons sit beside the bubble, in its row.
  const row = bubble(page, 'After the check').locator('..');
  await expect(row.getByRole('img', { name: 'Not sent' })).toHaveCount(0);
  await expect
    .poll(async () => {
      const res = await fetch(`${server.url}/sandbox/outbox?to=${encodeURIComponent('+1 3105550177')}&kind=message`);
      const sent = (await res.json()) as { text: string }[];
      return sent.filter((message) => message.text === 'After the check').length;
    })
    .toBe(1);
});
