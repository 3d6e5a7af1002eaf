/**
 * Unread state kept by the server (issue 22 item 4; spec 1 §4 Unread count): two tabs of one
 * account — a person with the app open twice — against the real server. A message from another
 * network raises the badge and the title count in both; a reload keeps them (the count is the
 * server's); reading the chat in one tab clears the badge and the title count in the other, and a
 * reload keeps it read. Once in English, once in Chinese.
 */
import { expect, type Page, test } from '@playwright/test';
import { bubble, chatRow, deliverInbound, openChat } from './support/chat.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { CALLER, COURIER, closeTabs, DEMO_LOCAL, twoTabs } from './support/twoTabs.ts';

test.describe.configure({ mode: 'serial' });

let server: TestServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startTestServer();
});

test.afterAll(async () => {
  await closeTabs();
  await server?.close();
});

test('reading a chat in one tab clears its badge and the title count in the other; a reload keeps unread', async ({
  browser,
}) => {
  const [first, second] = await twoTabs(browser, server.url, 'pingme');
  await expect(second.getByRole('button', { name: 'New chat' })).toBeVisible();

  await deliverInbound(server.url, { from: COURIER.full, to: DEMO_LOCAL, text: 'Are you there?' });
  for (const page of [first, second]) {
    await expect(chatRow(page, COURIER.shown).getByLabel('1 unread')).toBeVisible();
    await expect(page).toHaveTitle('(1) Chats | PingMe');
  }

  // The count is the server's: a reload keeps it.
  await second.reload();
  await expect(chatRow(second, COURIER.shown).getByLabel('1 unread')).toBeVisible();
  await expect(second).toHaveTitle('(1) Chats | PingMe');

  // Read in the first tab, in front: the second hears it at once.
  await first.bringToFront();
  await openChat(first, COURIER.shown);
  await expect(bubble(first, 'Are you there?')).toBeVisible();
  await expect(chatRow(first, COURIER.shown).getByLabel(/unread/)).toHaveCount(0);
  await expect(chatRow(second, COURIER.shown).getByLabel(/unread/)).toHaveCount(0);
  await expect(second).toHaveTitle('Chats | PingMe');

  // A message read as it arrives in the open chat is read everywhere too.
  await deliverInbound(server.url, { from: COURIER.full, to: DEMO_LOCAL, text: 'Still there?' });
  await expect(bubble(first, 'Still there?')).toBeVisible();
  await expect(chatRow(second, COURIER.shown)).toContainText('Still there?');
  await expect(chatRow(second, COURIER.shown).getByLabel(/unread/)).toHaveCount(0);
  await expect(second).toHaveTitle('Chats | PingMe');

  // And it stays read after a reload.
  await second.reload();
  await expect(chatRow(second, COURIER.shown)).toContainText('Still there?');
  await expect(chatRow(second, COURIER.shown).getByLabel(/unread/)).toHaveCount(0);
  await expect(second).toHaveTitle('Chats | PingMe');
});

test('在中文界面：另一个标签页读过后未读标记消失，刷新后未读仍在', async ({ browser }) => {
  const [first, second] = await twoTabs(browser, server.url, 'pingme&cc=cn');
  const row = (page: Page) => page.getByRole('option', { name: CALLER.shown, exact: true });
  await expect(second.getByRole('navigation', { name: '主导航' })).toBeVisible();

  await deliverInbound(server.url, { from: CALLER.full, to: DEMO_LOCAL, text: '你好，在吗？' });
  for (const page of [first, second]) {
    await expect(row(page).getByLabel('1 条未读')).toBeVisible();
    await expect(page).toHaveTitle('(1) 聊天 | PingMe');
  }
  await second.reload();
  await expect(row(second).getByLabel('1 条未读')).toBeVisible();
  await expect(second).toHaveTitle('(1) 聊天 | PingMe');

  await first.bringToFront();
  await row(first).click();
  await expect(first.getByRole('article', { name: '你好，在吗？', exact: true })).toBeVisible();
  await expect(row(second).getByLabel(/条未读/)).toHaveCount(0);
  await expect(second).toHaveTitle('聊天 | PingMe');
  await second.reload();
  await expect(row(second)).toContainText('你好，在吗？');
  await expect(row(second).getByLabel(/条未读/)).toHaveCount(0);
});
