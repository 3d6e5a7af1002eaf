/**
 * The chat socket as a person lives it (issue 8 items 13 and 18): a message that comes between the
 * chat list's start-up fetch and the first socket connection shows without a reload; while the
 * socket is down a standing notice says the server cannot be reached (not that the person is
 * offline: docs/pwa.md) and the message box says why sending waits (it still takes typing: issue
 * 22 item 7); when the server is back the notice goes and the draft is sent.
 */
import { expect, test } from '@playwright/test';
import { bubble, chatRow, composer, deliverInbound, openChat } from './support/chat.ts';
import { logInByPhone } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

test.describe.configure({ mode: 'serial' });

/** The pingme demo account and its local own number (see chats.e2e.ts). */
const ALICE = { telCode: '1', phone: '2025550100', local: '14155550100' };
const COURIER = '+1 202 555 0199';

let server: TestServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startTestServer();
});
test.afterAll(async () => {
  await server?.close();
});

test('a message sent before the first socket connection shows without a reload', async ({ page }) => {
  // The page's chat socket reaches the server only when the test lets it.
  let connectSocket = () => {};
  const socketAllowed = new Promise<void>((resolve) => {
    connectSocket = resolve;
  });
  await page.routeWebSocket(/\/webchat\//, async (socket) => {
    await socketAllowed;
    socket.connectToServer();
  });
  const listLoaded = page.waitForResponse((response) => response.url().includes('/web/getChatList'));
  await page.goto(`${server.url}/?platform=pingme`);
  await logInByPhone(page, server.url, ALICE.telCode, ALICE.phone);
  await listLoaded;

  await deliverInbound(server.url, {
    from: COURIER.replace(/\D/g, ''),
    to: ALICE.local,
    text: 'Sent before you connected',
  });
  connectSocket();
  await expect(chatRow(page, COURIER)).toContainText('Sent before you connected');
});

test('while the server is away a standing notice says so and a text waits to be sent; back, it goes and both clear', async ({
  page,
}) => {
  await page.goto(`${server.url}/?platform=pingme`);
  await logInByPhone(page, server.url, ALICE.telCode, ALICE.phone);
  await openChat(page, COURIER);
  const notice = page.getByText('The server cannot be reached right now. Retrying…');
  await expect(notice).toHaveCount(0);

  await server.stop();
  await expect(notice).toBeVisible();
  // The browser is online: it is the server that cannot be reached, so the tab bar does not say 'Offline'.
  await expect(page.getByRole('navigation', { name: /main navigation/i }).getByRole('status')).toHaveCount(0);
  // issue 24 item 3: sending waits — a text is taken into the outbox; an image needs the connection.
  const waits = page.getByText(
    'No connection: messages wait and are sent when it is back. Images need the connection.',
  );
  await expect(waits).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attach an image' })).toBeDisabled();
  await composer(page).click();
  await page.keyboard.type('Back online');
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveText('');
  const waiting = bubble(page, 'Back online').locator('..').getByRole('img', { name: 'Waiting to send' });
  await expect(waiting).toBeVisible();

  await server.resume();
  // socket.io retries on its own back-off (0.5 s doubling), so the way back may take a few seconds.
  await expect(notice).toHaveCount(0, { timeout: 30_000 });
  await expect(waits).toHaveCount(0);
  await expect(waiting).toHaveCount(0);
  await expect(bubble(page, 'Back online')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Attach an image' })).toBeEnabled();
});
