/**
 * Notifications that lead somewhere (issue 22 item 6), in the full browser (the headless shell
 * denies web notifications whatever the context grants; playwright.config.ts):
 * - permission is asked only from the person's click on 'Enable notifications' in the chats tab,
 *   never from a message arriving;
 * - a conversation's notifications share its tag (the browser replaces one with the next);
 * - a click on one opens that conversation.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { chatRow, deliverInbound, leavePage, messageLog, returnToPage } from './support/chat.ts';
import { logInDemoOn } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

test.describe.configure({ mode: 'serial' });

/** The demo account's local numbers: pingme (brand 0) and wephone (brand 1), demo 0. */
const PINGME_LOCAL = '14155550100';
const WEPHONE_LOCAL = '14155550110';
const COURIER = '+1 202 555 0199';
const PHARMACY = '+1 202 555 0177';
const digits = (shown: string) => shown.replace(/\D/g, '');

interface Recorded {
  title: string;
  body: string;
  tag: string;
}

declare global {
  interface Window {
    recordedNotifications?: Recorded[];
    notificationInstances?: Notification[];
    permissionRequests?: number;
  }
}

/** Records what the pages construct and every permission request (the real browser still runs). */
async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Real = window.Notification;
    if (!Real) return;
    window.recordedNotifications = [];
    window.notificationInstances = [];
    window.permissionRequests = 0;
    const realRequest = Real.requestPermission.bind(Real);
    class RecordedNotification extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        window.recordedNotifications?.push({ title, body: options?.body ?? '', tag: options?.tag ?? '' });
        window.notificationInstances?.push(this);
      }
      static override requestPermission(...args: Parameters<typeof Notification.requestPermission>) {
        window.permissionRequests = (window.permissionRequests ?? 0) + 1;
        return realRequest(...args);
      }
    }
    window.Notification = RecordedNotification;
  });
}

const recorded = (page: Page) => page.evaluate(() => window.recordedNotifications ?? []);
const permissionRequests = (page: Page) => page.evaluate(() => window.permissionRequests ?? 0);
/** What the browser does when the person clicks the notification shown last. */
const clickLastNotification = (page: Page) =>
  page.evaluate(() => window.notificationInstances?.at(-1)?.dispatchEvent(new Event('click')));

let server: TestServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startTestServer();
});

test.afterAll(async () => {
  await server?.close();
});

test('Enable notifications: a message never asks; the click asks once and the control goes', async ({ browser }) => {
  const context = await browser.newContext();
  await recordNotifications(context);
  const page = await context.newPage();
  await logInDemoOn(page, server.url, 'pingme');
  const enable = page.getByRole('button', { name: 'Enable notifications' });
  await expect(enable).toBeVisible();
  await expect(enable).toHaveAccessibleDescription(/desktop notification for new messages/);

  // A message while the page is in the background: shown in the list, no prompt, no notification.
  await leavePage(page);
  await deliverInbound(server.url, { from: digits(PHARMACY), to: PINGME_LOCAL, text: 'Your prescription is ready' });
  await expect(chatRow(page, PHARMACY)).toContainText('Your prescription is ready');
  expect(await permissionRequests(page)).toBe(0);
  expect(await recorded(page)).toEqual([]);

  // The person's click asks the browser; once answered, nothing is offered any more.
  await returnToPage(page);
  await enable.click();
  await expect.poll(() => permissionRequests(page)).toBe(1);
  await context.grantPermissions(['notifications'], { origin: server.url });
  await expect(enable).toHaveCount(0);
  await context.close();
});

test('a conversation has one notification, replaced by the next; a click opens that chat', async ({ browser }) => {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: server.url });
  await recordNotifications(context);
  const page = await context.newPage();
  await logInDemoOn(page, server.url, 'pingme');
  // Allowed already: nothing to offer.
  await expect(page.getByRole('button', { name: 'Enable notifications' })).toHaveCount(0);
  // Somewhere else in the app, then the page goes to the background.
  await page.getByRole('navigation').getByRole('button', { name: 'Contacts', exact: true }).click();
  await leavePage(page);

  await deliverInbound(server.url, { from: digits(COURIER), to: PINGME_LOCAL, text: 'Your parcel is on its way' });
  await expect.poll(async () => (await recorded(page)).length).toBe(1);
  await deliverInbound(server.url, { from: digits(COURIER), to: PINGME_LOCAL, text: 'Your parcel was delivered' });
  await expect.poll(async () => (await recorded(page)).length).toBe(2);
  await deliverInbound(server.url, { from: digits(PHARMACY), to: PINGME_LOCAL, text: 'We close at six today' });
  await expect.poll(async () => (await recorded(page)).length).toBe(3);

  const [first, second, other] = await recorded(page);
  // One tag per conversation (spec 1 §3 key: own number, then the other's): the browser replaces.
  expect(first?.tag).toBe(`${PINGME_LOCAL}-${digits(COURIER)}`);
  expect(second).toEqual({ ...first, body: 'Your parcel was delivered' });
  expect(other?.tag).toBe(`${PINGME_LOCAL}-${digits(PHARMACY)}`);

  // Clicking the pharmacy's notification opens the chats tab on that conversation.
  await clickLastNotification(page);
  await returnToPage(page);
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Chats', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(messageLog(page)).toContainText('We close at six today');
  await expect(chatRow(page, PHARMACY)).toHaveAttribute('aria-selected', 'true');
  await context.close();
});

test('Chinese: 开启通知 is offered, and a click on a notification opens its chat', async ({ browser }) => {
  const context = await browser.newContext();
  await recordNotifications(context);
  const page = await context.newPage();
  await logInDemoOn(page, server.url, 'wephone&cc=cn');
  await expect(page.getByRole('button', { name: '开启通知' })).toBeVisible();
  await context.grantPermissions(['notifications'], { origin: server.url });
  await page.reload();
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByRole('button', { name: '开启通知' })).toHaveCount(0);

  await leavePage(page);
  await deliverInbound(server.url, { from: digits(COURIER), to: WEPHONE_LOCAL, text: '快递已送达' });
  await expect.poll(async () => (await recorded(page)).map((note) => note.body)).toEqual(['快递已送达']);
  await clickLastNotification(page);
  await returnToPage(page);
  await expect(page.getByRole('log', { name: '消息' })).toContainText('快递已送达');
  await context.close();
});
