import { expect, test } from '@playwright/test';
import { DEMO_PHONE, logInByPhone, openLoginFromFrontPage } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

/** spec 1 §2 Tabs, §1 balance units and languages: what each brand shows after login. */
const BRANDS = [
  {
    platform: 'pingme',
    tabs: ['Chats', 'Verification', 'Numbers', 'Contacts', 'Account'],
    balance: '25.0000 Coins',
    title: 'Chats | PingMe',
    toggle: true,
  },
  {
    platform: 'wephone',
    tabs: ['Chats', 'Verification', 'Numbers', 'Contacts', 'Account'],
    balance: '$25.0000',
    title: 'Chats | WePhone',
    toggle: true,
  },
  {
    platform: 'wetalk',
    tabs: ['Chats', 'Numbers', 'Contacts', 'Account'],
    balance: '$25.0000',
    title: 'Chats | WeTalk',
    toggle: true,
  },
  {
    platform: 'wetalkpro',
    tabs: ['Chats', 'Verification', 'Numbers', 'Contacts', 'Account'],
    balance: '$25.0000',
    title: 'Chats | WeTalk Pro',
    toggle: true,
  },
  {
    platform: 'jiema',
    tabs: ['验证码', '账户'],
    balance: '$25.0000',
    title: '验证码 | 接码',
    toggle: false,
    // spec 1 §2 Root view: jiema's logged-out page is its front page.
    frontPage: true,
  },
  {
    platform: 'cloudnumber',
    tabs: ['聊天', '号码', '账户'],
    balance: '25.00云币',
    title: '聊天 | 云号码',
    toggle: false,
  },
] as const;

const ALL_TAB_NAMES = /^(Chats|Verification|Numbers|Contacts|Account|聊天|验证码|号码|联系人|账户)$/;

for (const b of BRANDS) {
  test(`${b.platform}: tabs, balance unit, language and title`, async ({ page }) => {
    await page.goto(`${server.url}/?platform=${b.platform}`);
    if ('frontPage' in b) await openLoginFromFrontPage(page);
    await logInByPhone(page, server.url, DEMO_PHONE.telCode, DEMO_PHONE.phone);
    const nav = page.getByRole('navigation');
    for (const name of b.tabs) await expect(nav.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: ALL_TAB_NAMES })).toHaveCount(b.tabs.length);
    await expect(page.getByTestId('balance')).toHaveText(b.balance);
    await expect(page.getByRole('button', { name: /Switch to/ })).toHaveCount(b.toggle ? 1 : 0);
    await expect(page).toHaveTitle(b.title);
  });
}
