/**
 * spec 1 §7 (and issue 8 item 1): jiema shows no chats and no contacts, so a logged-in person on
 * jiema opens no chat socket (`/webchat`) and makes no chats or contacts calls. The page's
 * requests and WebSockets are recorded from its first load; pingme, after the same login and the
 * same settling point, does connect and load its chats — proof that the recording would see them.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PHONE, logInByPhone, openLoginFromFrontPage } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

/** The chats and contacts calls of the contract (spec 1 §6, spec 3). */
const CHATS_OR_CONTACTS = /\/(getChatList|getChatListByDate|getDialogList|getCloudAddressBook)(\?|$)/;
const CHAT_SOCKET = /\/webchat\b/;

/** Every HTTP request and WebSocket the page opens, from the first load on. */
function recordTraffic(page: Page) {
  const requests: string[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('websocket', (socket) => sockets.push(socket.url()));
  return {
    chatsOrContactsCalls: () => requests.filter((url) => CHATS_OR_CONTACTS.test(new URL(url).pathname)),
    /** Both socket.io transports: the WebSocket, or the long-polling requests it falls back to. */
    chatSocket: () => [...sockets, ...requests].filter((url) => CHAT_SOCKET.test(url)),
  };
}

/** Logged in, the account summary shown, and the start-up's network gone quiet. */
async function logInAndSettle(page: Page, platform: string) {
  await page.goto(`${server.url}/?platform=${platform}`);
  // spec 1 §2 Root view: jiema's logged-out page is its front page.
  if (platform === 'jiema') await openLoginFromFrontPage(page);
  await logInByPhone(page, server.url, DEMO_PHONE.telCode, DEMO_PHONE.phone);
  await expect(page.getByTestId('balance')).toHaveText(/\d/);
  await page.waitForLoadState('networkidle');
}

test('jiema: a logged-in person makes no chat socket connection and no chats or contacts calls', async ({ page }) => {
  const traffic = recordTraffic(page);
  await logInAndSettle(page, 'jiema');
  await expect(page.getByRole('navigation').getByRole('button', { name: '验证码', exact: true })).toBeVisible();
  expect(traffic.chatSocket()).toEqual([]);
  expect(traffic.chatsOrContactsCalls()).toEqual([]);
  // A reload restores the session: still nothing.
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText(/\d/);
  await page.waitForLoadState('networkidle');
  expect(traffic.chatSocket()).toEqual([]);
  expect(traffic.chatsOrContactsCalls()).toEqual([]);
});

test('pingme: the same login connects the chat socket and loads the chats (the recording bites)', async ({ page }) => {
  const traffic = recordTraffic(page);
  await logInAndSettle(page, 'pingme');
  await expect.poll(() => traffic.chatSocket().length).toBeGreaterThan(0);
  await expect.poll(() => traffic.chatsOrContactsCalls().length).toBeGreaterThan(0);
});
