/**
 * Accessible to everyone (issue 8 item 19): an axe-core scan of every screen a person reaches, in
 * both languages, against the real server — 0 serious or critical violations of WCAG 2.1 A/AA.
 *
 * Screens: the login form (phone, e-mail with its captcha, code entry), the alert, the main shell
 * with the chat list, a new chat, an open conversation, the contacts list, the contact form, the
 * import dialog and the logout confirmation. Each language runs in a browser of that language,
 * so the product starts in it (spec 1 §1) and every label is found by its translated name.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logInByPhone, typeCode } from './support/person.ts';
import { latestCode } from './support/sandbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // A first start on a busy machine (database set-up, country lists) can take a while.
  testInfo.setTimeout(120_000);
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

/** What a screen must not have: anything axe rates serious or critical under WCAG 2.1 A and AA. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Let entrance animations settle: axe reads colours as painted.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Fluent UI's focus manager (tabster) puts hidden focus sentinels at the edges of focus groups
    // and dialogs: an element reached by Tab moves focus on at once, so no one ever lands on it
    // or hears it. axe counts them as focusable hidden content; they are not the product's.
    .exclude('[data-tabster-dummy]')
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`)
          .join(' | ')}`,
    );
  expect(serious, `${screen}: serious or critical violations`).toEqual([]);
}

/** The visible labels a person goes by, per language (the product's catalogues). */
const LABELS = {
  en: {
    browser: 'en-US',
    getCode: 'Get code',
    email: 'E-mail',
    phone: /phone number/i,
    newChat: 'New chat',
    conversations: 'Conversations',
    contacts: 'Contacts',
    addContact: 'Add contact',
    addContactTitle: 'Add Contact',
    importContacts: 'Import',
    importTitle: 'Import Contacts',
    logout: 'Log out',
  },
  zh: {
    browser: 'zh-CN',
    getCode: '获取验证码',
    email: '邮箱',
    phone: /手机号码/,
    newChat: '新建聊天',
    conversations: '会话',
    contacts: '联系人',
    addContact: '添加联系人',
    addContactTitle: '添加联系人',
    importContacts: '导入',
    importTitle: '导入联系人',
    logout: '退出登录',
  },
} as const;

/** Each language its own person (demo accounts +1 2025550100 and …0101, each with numbers). */
const PERSON = { en: '2025550100', zh: '2025550101' } as const;
/** Their local numbers (README: +1 415 555 01bd, pingme b = 0). */
const LOCAL_NUMBER = { en: '14155550100', zh: '14155550101' } as const;

for (const language of ['en', 'zh'] as const) {
  const label = LABELS[language];

  test.describe(`in ${label.browser}`, () => {
    test.use({ locale: label.browser });

    test('the login screens', async ({ page }) => {
      await page.goto(server.url);
      await expect(page.getByRole('button', { name: label.getCode })).toBeVisible();
      await expectAccessible(page, 'login, phone');

      // The alert sheet, with a refused number.
      await page.getByRole('textbox', { name: label.phone }).fill('12');
      await page.getByRole('button', { name: label.getCode }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page, 'alert');

      await page.getByRole('tab', { name: label.email }).click();
      await expect(page.locator('[data-captcha-id] img, [data-captcha-id] [role="img"]').first()).toBeVisible();
      await expectAccessible(page, 'login, e-mail with captcha');

      await page.getByRole('tab', { name: /phone|手机/i }).click();
      await page.getByRole('textbox', { name: label.phone }).fill(`20255502${language === 'en' ? '01' : '02'}`);
      await page.getByRole('button', { name: label.getCode }).click();
      await expect(page.getByRole('group', { name: /verification code|验证码/i })).toBeVisible();
      await expectAccessible(page, 'login, code entry');
      // The boxes are usable by keyboard and announced; a wrong code marks them.
      await typeCode(
        page,
        (await latestCode(server.url, `+1 20255502${language === 'en' ? '01' : '02'}`)) === '0000' ? '1111' : '0000',
      );
      await expect(page.getByRole('textbox', { name: /digit 1 of|第 1 位/i })).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, 'login, wrong code');
    });

    test('the main screens and their dialogs', async ({ page }) => {
      // Someone writes first, so the chat list has a conversation to open.
      await fetch(`${server.url}/sandbox/inbound`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from: '+44 7911 123456', to: LOCAL_NUMBER[language], text: 'Hello there' }),
      });
      await page.goto(server.url);
      await logInByPhone(page, server.url, '1', PERSON[language]);
      const conversations = page.getByRole('listbox', { name: label.conversations });
      await expect(conversations.getByRole('option').first()).toBeVisible();
      await expectAccessible(page, 'main shell, chat list');

      await conversations.getByRole('option').first().click();
      await expect(page.getByRole('log')).toBeVisible();
      await expectAccessible(page, 'open conversation');

      await page.getByRole('button', { name: label.newChat }).click();
      await expect(page.getByRole('combobox', { name: /^(To|收件人)/ }).first()).toBeVisible();
      await expectAccessible(page, 'new chat');

      await page.getByRole('button', { name: label.contacts, exact: true }).click();
      await expect(page.getByRole('button', { name: label.addContact })).toBeVisible();
      await expectAccessible(page, 'contacts list');

      await page.getByRole('button', { name: label.addContact }).click();
      const form = page.getByRole('dialog', { name: label.addContactTitle });
      await expect(form).toBeVisible();
      await expectAccessible(page, 'contact form');
      await page.keyboard.press('Escape');
      await expect(form).toHaveCount(0);

      await page.getByRole('button', { name: label.importContacts, exact: true }).click();
      const importDialog = page.getByRole('dialog', { name: label.importTitle });
      await expect(importDialog).toBeVisible();
      await expectAccessible(page, 'import contacts');
      await page.keyboard.press('Escape');
      await expect(importDialog).toHaveCount(0);

      await page.getByRole('button', { name: label.logout }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectAccessible(page, 'logout confirmation');
    });
  });
}
