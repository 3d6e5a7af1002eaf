/**
 * A lazily loaded view whose chunk cannot be fetched (offline and not in the worker's cache, or a
 * new deployment removed the old page's chunks) never takes the page down (docs/pwa.md "A view's
 * code that does not arrive"): the contacts tab's chunk is refused, the tab says so with Try again
 * while the rest of the app still works, and Try again loads it once the chunk can be fetched.
 */
import { expect, test } from '@playwright/test';
import { logInByPhone } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

// Without the worker, so every chunk request is the page's own and `page.route` sees it.
test.use({ serviceWorkers: 'block' });

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

test("the contacts tab's chunk refused: the tab says so, the app still works, Try again loads it", async ({ page }) => {
  const chunk = /\/assets\/ContactsPanel-[^/]*\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.goto(server.url);
  await logInByPhone(page, server.url, '1', '2025550390');

  await page.getByRole('button', { name: 'Contacts', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'This part of the app could not be loaded.' });
  await expect(notice).toBeVisible();
  // The rest of the app still works: the tab bar takes the person back to the chats.
  await page.getByRole('button', { name: 'Chats', exact: true }).click();
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Contacts', exact: true }).click();
  await expect(notice).toBeVisible();

  await page.unroute(chunk);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Your address book is empty')).toBeVisible();
  await expect(notice).toHaveCount(0);
});
