/**
 * Searching the chats (issue 22 item 5, docs/chat-search.md), against the real server: a word finds
 * its message and choosing it opens the conversation scrolled to that message, highlighted; a
 * voicemail by its transcript; a contact is found by name; a Chinese query in the Chinese interface; a failed search says so and
 * Try again works; the results pass axe.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { bubble, deliverInbound, messageLog } from './support/chat.ts';
import { logInDemoOn } from './support/person.ts';
import { failNext } from './support/sandbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

test.describe.configure({ mode: 'serial' });

/** The pingme demo account's local number, and people on other networks who text it. */
const OWN = '+1 415 555 0100';
const COURIER = '+1 202 555 0199';
const OFFICE = '+1 202 555 0177';
/** The other demo login's phone: the seed's 'Demo Friend' in the address book. */
const FRIEND = '+1 202 555 0101';
const TARGET = 'The parcel is waiting at the harbour gate';

let server: TestServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer();
  await deliverInbound(server.url, { from: COURIER, to: OWN, text: TARGET });
  // Enough later messages that the target is far above the bottom the conversation opens at.
  for (let n = 1; n <= 40; n += 1) await deliverInbound(server.url, { from: COURIER, to: OWN, text: `Update ${n}` });
  await deliverInbound(server.url, {
    from: OFFICE,
    to: OWN,
    type: 'voicemail',
    transcript: 'Please bring the blue ladder tomorrow',
  });
  await deliverInbound(server.url, { from: OFFICE, to: OWN, text: '明天下午三点在公司见' });
  await deliverInbound(server.url, { from: FRIEND, to: OWN, text: 'Lunch on Friday?' });
});

test.afterAll(async () => {
  await server?.close();
});

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: /Search conversations and messages|搜索会话和消息/ });
const results = (page: Page) => page.getByRole('listbox', { name: /Search results|搜索结果/ });

test('a word finds its message; Enter opens the conversation scrolled to it, highlighted', async ({ page }) => {
  await logInDemoOn(page, server.url, 'pingme');
  await searchBox(page).fill('HARBOUR');
  await expect(page.getByRole('status').filter({ hasText: '1 result for “HARBOUR”' })).toBeVisible();
  const hit = results(page).getByRole('option');
  await expect(hit).toHaveCount(1);
  // The matched word is marked, as written in the message.
  await expect(hit.locator('mark')).toHaveText('harbour');
  await expectAccessible(page, 'aside');

  await searchBox(page).press('ArrowDown');
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await hit.getAttribute('id')) ?? '');
  await searchBox(page).press('Enter');

  const target = bubble(page, TARGET);
  await expect(target).toHaveAttribute('aria-current', 'true');
  await expect(target).toBeInViewport();
  // The newest message is far below: the list stays at the hit, not at the bottom.
  await expect(bubble(page, 'Update 40')).not.toBeInViewport();
  await expect(messageLog(page)).toBeVisible();

  // Esc clears the search: the chat list is back.
  await searchBox(page).press('Escape');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('listbox', { name: 'Conversations' })).toBeVisible();

  // A voicemail is found by the words of its transcript, which the hit shows, marked.
  await searchBox(page).fill('Blue Ladder');
  await expect(results(page).getByRole('option')).toContainText('Voicemail transcript · Please bring the blue ladder');
  await expect(results(page).getByRole('option').locator('mark')).toHaveText('blue ladder');
});

test('a contact is found by name, and a failed search offers Try again', async ({ page }) => {
  await logInDemoOn(page, server.url, 'pingme');
  await failNext(server.url, {
    platform: 'pingme',
    telCode: '1',
    phone: '2025550100',
    path: '/searchChats',
    retcode: 500000,
  });
  await searchBox(page).fill('friend');
  // A failure is never shown as "no results".
  await expect(page.getByText('Search failed. Please try again.')).toBeVisible();
  await expect(page.getByText(/No results/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Try again' }).click();

  const contact = results(page).getByRole('option', { name: /Demo Friend/ });
  await expect(contact).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 result for “friend”' })).toBeVisible();
  await contact.click();
  await expect(bubble(page, 'Lunch on Friday?')).toBeVisible();
});

test('Chinese: a Chinese query in the Chinese interface, of two characters and of one', async ({ page }) => {
  await logInDemoOn(page, server.url, 'pingme&cc=cn');
  await searchBox(page).fill('公司');
  await expect(page.getByRole('status').filter({ hasText: '找到 1 条“公司”的结果' })).toBeVisible();
  const hit = results(page).getByRole('option');
  await expect(hit.locator('mark')).toHaveText('公司');
  await searchBox(page).fill('见');
  await expect(page.getByRole('status').filter({ hasText: '找到 1 条“见”的结果' })).toBeVisible();
  await expectAccessible(page, 'aside');
  await hit.click();
  await expect(page.getByRole('article', { name: '明天下午三点在公司见', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
});
