/**
 * A new chat as a newcomer starts one (issue 8 item 18): the message box says why it is disabled
 * until a number is taken, and the typed number is taken with Tab or by leaving the field, not
 * only with Enter.
 */
import { expect, test } from '@playwright/test';
import { bubble, composer, sendText } from './support/chat.ts';
import { logInByPhone } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/** The pingme demo account (see chats.e2e.ts) and a number on another network. */
const ALICE = { telCode: '1', phone: '2025550100' };
const FRIEND = '2025550177';
const NEIGHBOUR = '2025550166';

let server: TestServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startTestServer();
});
test.afterAll(async () => {
  await server?.close();
});

test('the typed number is taken with Tab or by leaving the field; until then the box says why it waits', async ({
  page,
}) => {
  await page.goto(`${server.url}/?platform=pingme`);
  await logInByPhone(page, server.url, ALICE.telCode, ALICE.phone);
  const recipient = page.getByRole('combobox', { name: 'To', exact: true });
  const why = page.getByText('Type a number and press Enter, or pick a contact, to write a message.');

  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(composer(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(why).toBeVisible();
  await recipient.fill(FRIEND);
  await recipient.press('Tab');
  await expect(recipient).toHaveCount(0);
  await expect(why).toHaveCount(0);
  await sendText(page, 'Taken with Tab');
  await expect(bubble(page, 'Taken with Tab')).toBeVisible();

  await page.getByRole('button', { name: 'New chat' }).click();
  await recipient.fill(NEIGHBOUR);
  // Going for the message box leaves the number field: the number is taken.
  // (Playwright would wait for it to be enabled; a person just clicks it.)
  await composer(page).click({ force: true });
  await expect(recipient).toHaveCount(0);
  await sendText(page, 'Taken on leaving the field');
  await expect(bubble(page, 'Taken on leaving the field')).toBeVisible();
});
