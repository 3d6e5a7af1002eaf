/**
 * Topping up in Chromium against the real server and its sandbox payment provider (issue 12):
 * each test walks a whole story a person lives through, in the recharge section and the
 * provider's own pages.
 */
import { expect, test } from '@playwright/test';
import { choose, openRecharge, pay, setBalance, shownBalance } from './payments/person.ts';
import { logInDemoOn } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

test('Alipay in a new window: declined, Try again, paid — the balance rises by amount + gift in both open tabs', async ({
  page,
  context,
}) => {
  const PLATFORM = 'wetalk';
  await logInDemoOn(page, server.url, PLATFORM);
  await setBalance(server.url, PLATFORM, '1');
  const other = await context.newPage();
  await other.goto(`${server.url}/?platform=${PLATFORM}`);
  await expect(shownBalance(other)).toHaveText('$1.0000');

  await openRecharge(page);
  // spec 2 §9: $10 brings a $1 gift on the dollar brands.
  await choose(page, /^\$10\b/, /^Alipay/);
  await expect(page.getByTestId('recharge-total')).toHaveText('You pay $10 and get $11.');
  await pay(page);
  const dialog = page.getByRole('dialog', { name: 'Alipay' });
  const declined = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Pay with Alipay' }).click();
  const checkout = await declined;
  // spec 2 §4: once the checkout is open the button reads 'done'.
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Decline' }).click();
  const failed = page.getByRole('alertdialog', { name: 'Payment failed' });
  await expect(failed).toContainText('declined');

  const retried = page.waitForEvent('popup');
  await failed.getByRole('button', { name: 'Try again' }).click();
  const second = await retried;
  await second.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payment received. Your balance was updated.')).toBeVisible();
  await expect(shownBalance(page)).toHaveText('$12.0000');
  // The other tab hears the server's payment event.
  await expect(shownBalance(other)).toHaveText('$12.0000');
});
