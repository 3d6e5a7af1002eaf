/**
 * The keyboard (issue 24 item 4; docs/keyboard.md) in Chromium against the real server: every
 * shortcut works, none fires while typing in a field, the command palette opens at once (Loading…
 * while its entries' code arrives) and finds a chat by name and by number and a contact by pinyin and opens it, axe stays clean on the palette and the
 * shortcuts help, in English and Chinese; a brand without chats has no chat shortcuts. The tests
 * share one logged-in page (the server limits code requests per number).
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { bubble, chatList, chatRow, composer, deliverInbound, messageLog } from './support/chat.ts';
import { logInByPhone, logInDemoOn } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

test.describe.configure({ mode: 'serial' });

/** The pingme demo account and its local number (see chats.e2e.ts). */
const ALICE = { telCode: '1', phone: '2025550100', local: '14155550100' };
/** Two people on other networks: the courier stays a number, the friend is saved as 张伟. */
const COURIER = { number: '12025550199', shown: '+1 202 555 0199' };
const FRIEND = { number: '12025550188', name: '张伟' };

let server: TestServer;
let context: BrowserContext;
let page: Page;

const palette = (p: Page, name = 'Go to anything') => p.getByRole('dialog', { name });
const paletteInput = (p: Page, name = 'Search chats, contacts, numbers and actions') =>
  p.getByRole('combobox', { name });

/** Presses keys with focus on the page itself (no field). */
async function pressOnPage(p: Page, keys: string) {
  await p.locator('body').focus();
  await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await p.keyboard.press(keys);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startTestServer();
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(`${server.url}/?platform=pingme`);
  await logInByPhone(page, server.url, ALICE.telCode, ALICE.phone);
  await deliverInbound(server.url, { from: COURIER.number, to: ALICE.local, text: 'Parcel at the door' });
  await deliverInbound(server.url, { from: FRIEND.number, to: ALICE.local, text: '你好，周末见' });
  // The friend is saved as a contact: their chat is named 张伟.
  await page.getByRole('button', { name: 'Contacts' }).click();
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contact' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(FRIEND.name);
  await dialog.getByRole('textbox', { name: 'Phone number 1' }).fill(FRIEND.number.slice(1));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Chats' }).click();
  await expect(chatRow(page, FRIEND.name)).toBeVisible();
  await expect(chatRow(page, COURIER.shown)).toBeVisible();
});

test.afterAll(async () => {
  await context?.close();
  await server?.close();
});

test('Ctrl+K: the palette finds a chat by number and by name, a contact by pinyin, and opens it; axe is clean', async () => {
  // The first Ctrl+K shows the palette at once, "Loading…" while the code gathering what it
  // searches is fetched (held back here); Esc meanwhile closes it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    '**/assets/paletteFacts-*.js',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await pressOnPage(page, 'Control+k');
  await expect(palette(page).getByRole('status')).toHaveText('Loading…');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  release();

  await pressOnPage(page, 'Control+k');
  await expect(palette(page)).toBeVisible();
  await expect(paletteInput(page)).toBeFocused();
  await expectAccessible(page, '[role="dialog"]');

  // By number: the courier's chat.
  await paletteInput(page).fill('0199');
  const courierOption = palette(page).getByRole('option', { name: /\+1 202 555 0199/ });
  await expect(courierOption).toHaveAttribute('aria-selected', 'true');
  await expect(paletteInput(page)).toHaveAttribute(
    'aria-activedescendant',
    (await courierOption.getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
  await expect(bubble(page, 'Parcel at the door')).toBeVisible();

  // By pinyin initials: the contact 张伟, opened in the contacts tab.
  await pressOnPage(page, 'Control+k');
  await paletteInput(page).fill('zw');
  await palette(page)
    .getByRole('option', { name: /张伟.*Contact/ })
    .click();
  await expect(page.getByRole('complementary', { name: 'Contact details' })).toContainText(FRIEND.name);

  // Esc closes the right panel (once the palette has gone: while a dialog shows, its keys are its own).
  await expect(palette(page)).toHaveCount(0);
  await pressOnPage(page, 'Escape');
  await expect(page.getByRole('complementary', { name: 'Contact details' })).toHaveCount(0);

  // By name (full pinyin): the chat with 张伟.
  await pressOnPage(page, 'Control+k');
  await paletteInput(page).fill('zhangwei');
  const chatOption = palette(page).getByRole('option', { name: /张伟.*Chat/ });
  await expect(chatOption).toBeVisible();
  // ↓/↑ move the active option; Enter opens it.
  while ((await chatOption.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(bubble(page, '你好，周末见')).toBeVisible();

  // An action: the numbers tab; and Esc closes the palette doing nothing.
  await pressOnPage(page, 'Control+k');
  await paletteInput(page).fill('go to numbers');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Numbers', exact: true })).toHaveAttribute('aria-current', /page|true/);
  await pressOnPage(page, 'Control+k');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Chats' }).click();
});

test('Alt+↑/↓, Ctrl+Shift+N, /, Esc and ? work, and the help is accessible', async () => {
  await expect(chatList(page)).toBeVisible();
  // Newest first: 张伟 wrote last. Alt+↓ from no chat opens the newest, again the next.
  await pressOnPage(page, 'Escape');
  await expect(messageLog(page)).toHaveCount(0);
  await pressOnPage(page, 'Alt+ArrowDown');
  await expect(bubble(page, '你好，周末见')).toBeVisible();
  await pressOnPage(page, 'Alt+ArrowDown');
  await expect(bubble(page, 'Parcel at the door')).toBeVisible();
  await pressOnPage(page, 'Alt+ArrowUp');
  await expect(bubble(page, '你好，周末见')).toBeVisible();

  await pressOnPage(page, 'Escape');
  await expect(messageLog(page)).toHaveCount(0);

  await pressOnPage(page, 'Control+Shift+N');
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toBeVisible();

  await pressOnPage(page, '/');
  const search = page.getByRole('combobox', { name: 'Search conversations and messages' });
  await expect(search).toBeFocused();
  // A '/' typed in the search box is a character, not the shortcut again.
  await page.keyboard.type('/');
  await expect(search).toHaveValue('/');
  await search.fill('');

  await pressOnPage(page, '?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const text of ['Open the command palette', 'Previous chat', 'Next chat', 'New chat', 'Go to the chat search']) {
    await expect(help.getByText(text, { exact: false })).toBeVisible();
  }
  await expect(help.getByText('Ctrl (⌘ on Mac)').first()).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
});

test('no shortcut fires while typing in a field', async () => {
  await chatRow(page, COURIER.shown).click();
  await expect(bubble(page, 'Parcel at the door')).toBeVisible();
  const box = composer(page);
  await expect(box).toHaveAttribute('aria-disabled', 'false');
  await box.click();
  await page.keyboard.type('a/b?');
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Alt+ArrowDown');
  await page.keyboard.press('Control+Shift+N');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(box).toHaveText('a/b?');
  // Still the same chat, not the next one nor a new one.
  await expect(bubble(page, 'Parcel at the door')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveCount(0);
  await box.fill('');
});

test('in Chinese: the palette switches the language and finds 张伟; the palette and the help are accessible', async () => {
  await pressOnPage(page, 'Control+k');
  await paletteInput(page).fill('language');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();

  await pressOnPage(page, 'Control+k');
  await expect(palette(page, '快速跳转')).toBeVisible();
  await paletteInput(page, '搜索聊天、联系人、号码和操作').fill('zw');
  await expect(palette(page, '快速跳转').getByRole('option', { name: /张伟.*联系人/ })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  // While a dialog is still closing its keys are its own: '?' waits until it has gone.
  await expect(palette(page, '快速跳转')).toHaveCount(0);

  await pressOnPage(page, '?');
  const help = page.getByRole('dialog', { name: '键盘快捷键' });
  await expect(help.getByText('打开命令面板', { exact: false })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await help.getByRole('button', { name: '关闭' }).click();
  await expect(help).toHaveCount(0);
});

test('a brand without chats (jiema) offers no chat shortcut', async ({ browser }) => {
  const jiemaContext = await browser.newContext();
  const jiema = await jiemaContext.newPage();
  try {
    await logInDemoOn(jiema, server.url, 'jiema');
    await pressOnPage(jiema, 'Control+Shift+N');
    await pressOnPage(jiema, 'Alt+ArrowDown');
    await pressOnPage(jiema, '/');
    await expect(jiema.getByRole('listbox', { name: /Conversations|会话/ })).toHaveCount(0);
    await expect(jiema.getByRole('combobox', { name: /^(To|收件人)$/ })).toHaveCount(0);
    await pressOnPage(jiema, '?');
    const help = jiema.getByRole('dialog', { name: '键盘快捷键' });
    await expect(help).toBeVisible();
    await expect(help.getByText('上一个聊天')).toHaveCount(0);
    await expect(help.getByText('打开命令面板', { exact: false })).toBeVisible();
    await jiema.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await pressOnPage(jiema, 'Control+k');
    await paletteInput(jiema, '搜索聊天、联系人、号码和操作').fill('');
    await expect(jiema.getByRole('option', { name: /新建聊天/ })).toHaveCount(0);
  } finally {
    await jiemaContext.close();
  }
});
