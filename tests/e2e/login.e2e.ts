import { expect, test } from '@playwright/test';
import { choosePhoneNumber, DEMO_PHONE, logInByPhone, solveCaptcha, typeCode } from './support/person.ts';
import { latestCode, revokeSessions } from './support/sandbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

const { telCode, phone } = DEMO_PHONE;

test('phone login lands in the main view with web id and balance', async ({ page }) => {
  await page.goto(server.url);
  await logInByPhone(page, server.url, telCode, phone);
  await expect(page.getByTestId('web-id')).toHaveText(phone);
  await expect(page.getByTestId('balance')).toHaveText('25.0000 Coins');
  await expect(page).toHaveTitle('Chats | PingMe');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page).toHaveTitle('Account | PingMe');
});

test('e-mail login asks for the captcha and takes a 6-digit code', async ({ page }) => {
  const email = 'e2e.person@example.com';
  await page.goto(server.url);
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Please enter the captcha', { exact: false })).toBeVisible();
  await solveCaptcha(page, server.url);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('textbox', { name: /digit/i })).toHaveCount(6);
  await typeCode(page, await latestCode(server.url, email));
  await expect(page.getByTestId('web-id')).toHaveText(email);
});

test('a wrong code clears and marks the boxes; the right one then logs in', async ({ page }) => {
  await page.goto(server.url);
  await choosePhoneNumber(page, telCode, '2025550111');
  await page.getByRole('button', { name: 'Get code' }).click();
  const code = await latestCode(server.url, '+1 2025550111');
  const wrong = code === '0000' ? '1111' : '0000';
  await typeCode(page, wrong);
  const first = page.getByRole('textbox', { name: 'Digit 1 of 4' });
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveValue('');
  await expect(page.getByRole('alert')).toContainText(/incorrect/i);
  await typeCode(page, code);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('resend waits 60 seconds, then sends a new code', async ({ page }) => {
  const number = '+1 2025550112';
  await page.clock.install();
  await page.goto(server.url);
  await choosePhoneNumber(page, telCode, '2025550112');
  await page.getByRole('button', { name: 'Get code' }).click();
  const first = await latestCode(server.url, number);
  const resend = page.getByRole('button', { name: /resend code/i });
  await expect(resend).toHaveText('Resend code in 60 seconds');
  await expect(resend).toBeDisabled();
  await page.clock.runFor(30_000);
  await expect(resend).toHaveText('Resend code in 30 seconds');
  await page.clock.runFor(30_000);
  await expect(resend).toHaveText('Resend code');
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(resend).toHaveText('Resend code in 60 seconds');
  const entries = (await (await fetch(`${server.url}/sandbox/outbox?to=${encodeURIComponent(number)}`)).json()) as {
    code: string;
  }[];
  expect(entries.length).toBeGreaterThanOrEqual(2);
  expect(entries[1]?.code).toBe(first);
});

test('e-mail resend shows a captcha first', async ({ page }) => {
  const email = 'resend.person@example.com';
  await page.clock.install();
  await page.goto(server.url);
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await solveCaptcha(page, server.url);
  await page.getByRole('button', { name: 'Get code' }).click();
  const first = await latestCode(server.url, email);
  await page.clock.runFor(60_000);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Type the characters in the picture to get a new code.')).toBeVisible();
  await solveCaptcha(page, server.url);
  await page.getByRole('button', { name: 'Send new code' }).click();
  const second = await latestCode(server.url, email, first);
  await typeCode(page, second);
  await expect(page.getByTestId('web-id')).toHaveText(email);
});

test('logout asks for confirmation', async ({ page }) => {
  await page.goto(server.url);
  await logInByPhone(page, server.url, telCode, '2025550113');
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to log out?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Get code' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Get code' })).toBeVisible();
});

test('a token revoked on the server sends the browser back to the login view', async ({ page }) => {
  await page.goto(server.url);
  await logInByPhone(page, server.url, telCode, '2025550101');
  await revokeSessions(server.url, { platform: 'pingme', telCode, phone: '2025550101' });
  await expect(page.getByRole('button', { name: 'Get code' })).toBeVisible();
});

test('the language toggle switches to Chinese and back', async ({ page }) => {
  await page.goto(server.url);
  await logInByPhone(page, server.url, telCode, '2025550114');
  await page.getByRole('button', { name: 'Switch to 中文' }).click();
  await expect(page.getByRole('button', { name: '聊天', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('聊天 | PingMe');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('button', { name: 'Chats', exact: true })).toBeVisible();
});
