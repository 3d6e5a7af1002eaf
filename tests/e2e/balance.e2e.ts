/**
 * One balance everywhere (issue 22 item 3, issue 27 item 4) in Chromium against the real server:
 * two tabs of one account — a chat SMS sent in one lowers the header balance in both, with no
 * reload, and a balance that drops to 0 elsewhere stops the other tab's send at once (spec 1 §5);
 * a change made while a tab's socket was down shows once it is back (the connection reads the
 * balance again); a code SMS sent from a verification number lowers the header balance; on jiema (no socket) the
 * balance card follows a charged code after the tool's own check.
 */
import { expect, type Page, test } from '@playwright/test';
import { SANDBOX_PATHS } from '../../src/services/api/contract/index.ts';
import { Switchboard } from './connection/connectionWalk.ts';
import { setBalance, shownBalance } from './payments/person.ts';
import { logInDemoOn } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

/** Opens a new chat from the first own number to `to` and answers its message box. */
async function newChat(page: Page, to: string) {
  await page.getByRole('button', { name: /^Chats$/ }).click();
  await page.getByRole('button', { name: 'New chat' }).click();
  await page.getByRole('combobox', { name: 'From' }).click();
  await page.getByRole('option').first().click();
  const recipient = page.getByRole('combobox', { name: 'To', exact: true });
  await recipient.fill(to);
  await recipient.press('Enter');
  await expect(recipient).toHaveCount(0);
  const composer = page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(composer).toHaveAttribute('aria-disabled', 'false');
  return composer;
}

const noCreditDialog = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Insufficient Balance' })
    .or(page.getByRole('alertdialog', { name: 'Insufficient Balance' }));

test('two tabs of one account: a send in one updates the balance in both; a balance of 0 stops the other’s send', async ({
  page,
  context,
}) => {
  const PLATFORM = 'wetalk';
  await logInDemoOn(page, server.url, PLATFORM);
  const other = await context.newPage();
  await other.goto(`${server.url}/?platform=${PLATFORM}`);
  // Both tabs are connected once a balance change made elsewhere reaches each (no reload).
  await setBalance(server.url, PLATFORM, '5');
  await expect(shownBalance(page)).toHaveText('$5.0000');
  await expect(shownBalance(other)).toHaveText('$5.0000');

  const composer = await newChat(page, '+1 312 555 0199');
  await composer.click();
  await page.keyboard.type('What does this cost?');
  await composer.press('Enter');
  // In the conversation (the chat list's row may show it too, once the list has it).
  await expect(page.getByRole('log', { name: 'Messages' }).getByText('What does this cost?')).toBeVisible();
  // The charge committed: both tabs show the same, lower balance.
  await expect(shownBalance(page)).not.toHaveText('$5.0000');
  const after = (await shownBalance(page).textContent()) ?? '';
  expect(after).toMatch(/^\$4\.\d{4}$/);
  await expect(shownBalance(other)).toHaveText(after);

  // spec 1 §5: sending needs a balance above 0 — the other tab's guard has the new figure at once.
  await setBalance(server.url, PLATFORM, '0');
  await expect(shownBalance(other)).toHaveText('$0.0000');
  // A person switches to that tab, where the conversation of the send (its echo) is listed, and writes again.
  await other.bringToFront();
  await other.getByRole('button', { name: /^Chats$/ }).click();
  await other
    .getByRole('listbox', { name: 'Conversations' })
    .getByRole('option', { name: /312 555 0199/ })
    .click();
  const otherComposer = other.getByRole('textbox', { name: 'Message', exact: true });
  await expect(otherComposer).toHaveAttribute('aria-disabled', 'false');
  await otherComposer.click();
  await other.keyboard.type('No credit here');
  await otherComposer.press('Enter');
  await noCreditDialog(other).getByRole('button', { name: 'Back' }).click();
  // Refused before sending (the chart's guard, not the server): the text stays in the box, no bubble.
  await expect(otherComposer).toHaveText('No credit here');
  await expect(other.getByText('No credit here', { exact: true })).toHaveCount(1);
});

test('a balance change while the socket is down reached nobody: the tab reads it when the socket is back', async ({
  page,
}) => {
  const PLATFORM = 'wephone';
  // The page's chat socket runs through a switchboard the test holds (connection/connectionWalk.ts).
  const switchboard = new Switchboard();
  await switchboard.install(page);
  const connected = switchboard.letThrough();
  await logInDemoOn(page, server.url, PLATFORM);
  await connected;
  await setBalance(server.url, PLATFORM, '3');
  await expect(shownBalance(page)).toHaveText('$3.0000');

  await switchboard.closeFromServer();
  await expect(page.getByText('The server cannot be reached right now. Retrying…')).toBeVisible();
  // Published while this tab has no socket: its event reaches nobody here.
  await setBalance(server.url, PLATFORM, '8');
  await expect(shownBalance(page)).toHaveText('$3.0000');
  await switchboard.letThrough();
  await expect(page.getByText('The server cannot be reached right now. Retrying…')).toHaveCount(0);
  await expect(shownBalance(page)).toHaveText('$8.0000');
});

test('pingme: a code SMS sent from a verification number lowers the header balance (issue 27 item 4)', async ({
  page,
}) => {
  const PLATFORM = 'pingme';
  await logInDemoOn(page, server.url, PLATFORM);
  await setBalance(server.url, PLATFORM, '5');
  await expect(shownBalance(page)).toContainText('5.0000');

  await page
    .getByRole('navigation')
    .getByRole('button', { name: /^Verification$/ })
    .click();
  await page.getByRole('button', { name: /^New Code$/ }).click();
  const screen = page.getByRole('region', { name: /^New Code$/ });
  await screen.getByLabel('Service').selectOption('whatsapp');
  await screen.getByLabel('Country').selectOption('US');
  const first = screen.getByRole('radio').first();
  await expect(first).toBeVisible();
  await first.check();
  await screen.getByRole('checkbox', { name: /accept the terms/ }).check();
  await screen.getByRole('button', { name: /^Next$/ }).click();
  await expect(screen.getByTestId('locked-number')).toHaveText(/^\+1\d{10}$/);

  await screen.getByRole('tab', { name: 'Send' }).click();
  await screen.getByRole('textbox', { name: 'Message' }).fill('Hello from my verification number');
  await screen.getByRole('textbox', { name: 'Phone number' }).fill('4155550100');
  await screen.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('alertdialog', { name: 'Message sent' }).getByRole('button', { name: 'OK' }).click();
  // Charged at chats' SMS rate (spec 2 §9): the header shows the balance after it.
  await expect(shownBalance(page)).not.toContainText('5.0000');
  await expect(shownBalance(page)).toContainText(/4\.\d{4}/);
});

test('jiema (no socket): the balance card follows a charged code after the tool’s own check', async ({ page }) => {
  const PLATFORM = 'jiema';
  await setBalance(server.url, PLATFORM, '5');
  await logInDemoOn(page, server.url, PLATFORM);
  const card = page.getByTestId('jiema-balance');
  await expect(card).toHaveText('$5.00');

  const step1 = page.getByRole('region', { name: '1. 选择服务' });
  await step1.getByRole('textbox', { name: '搜索服务' }).fill('whats');
  await step1.getByRole('button', { name: 'WhatsApp' }).click();
  const step2 = page.getByRole('region', { name: '2. 选择国家和号码类型' });
  await step2.getByLabel('国家').selectOption('US');
  await step2.getByRole('button', { name: '获取号码' }).click();
  const step3 = page.getByRole('region', { name: '3. 接收验证码' });
  const locked = step3.getByTestId('locked-number');
  await expect(locked).toHaveText(/^\+1\d{10}$/);
  const number = ((await locked.textContent()) ?? '').slice(1);

  const response = await fetch(`${server.url}${SANDBOX_PATHS.codeSms}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, app: 'whatsapp', text: '【WhatsApp】验证码：482913。' }),
  });
  expect(response.ok).toBe(true);
  await expect(step3.getByTestId('detected-code')).toHaveText('482913');
  // The code was charged: the card reads the balance again, with no socket and no reload.
  await expect(card).not.toHaveText('$5.00');
  await expect(card).toHaveText(/^\$4\.\d{2}$/);
});
