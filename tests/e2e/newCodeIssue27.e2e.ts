/**
 * New Code as spec 3 says (issue 27 item 4), in Chromium against the real server: a search then
 * another service or country leaves the list whole again; while a code wait runs the app's other
 * tabs are disabled and a click says 'operation in progress'; Get Code on a subscribed number
 * shows its earlier codes.
 */
import { expect, type Page, test } from '@playwright/test';
import { logInDemoOn } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

const nav = (page: Page) => page.getByRole('navigation');

async function openNewCode(page: Page, labels: { tab: RegExp; newCode: RegExp }) {
  await nav(page).getByRole('button', { name: labels.tab }).click();
  await page.getByRole('button', { name: labels.newCode }).click();
  return page.getByRole('region', { name: labels.newCode });
}

test('pingme: a search, then another service or country: the search is cleared and the list whole again', async ({
  page,
}) => {
  await logInDemoOn(page, server.url, 'pingme');
  const screen = await openNewCode(page, { tab: /^Verification$/, newCode: /^New Code$/ });
  await screen.getByLabel('Service').selectOption('whatsapp');
  await screen.getByLabel('Country').selectOption('US');
  const numbers = screen.getByRole('radiogroup', { name: 'Numbers' }).getByRole('radio');
  await expect(numbers.first()).toBeVisible();
  const whole = await numbers.count();
  expect(whole).toBeGreaterThan(4);

  // A search that matches nothing says so (not 'no number is available').
  const search = screen.getByRole('textbox', { name: 'Search numbers' });
  await search.fill('000000000');
  await expect(numbers).toHaveCount(0);
  await expect(screen.getByText('No number matches your search.')).toBeVisible();

  // Another service is another list: the search goes, every number shows again.
  await screen.getByLabel('Service').selectOption('telegram');
  await expect(search).toHaveValue('');
  await expect(numbers).toHaveCount(whole);

  // The same for another country.
  await search.fill('000000000');
  await expect(numbers).toHaveCount(0);
  await screen.getByLabel('Country').selectOption('GB');
  await expect(numbers.first()).toBeVisible();
  await expect(search).toHaveValue('');
  expect(await numbers.count()).toBeGreaterThan(0);
  await expect(screen.getByText('No number is available')).toHaveCount(0);
});
