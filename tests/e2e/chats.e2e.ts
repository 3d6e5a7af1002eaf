/**
 * Chats end to end (issue 3 Tests, issue 4 'chat list shows the new name'): two people — the two
 * pingme demo accounts — in two browser contexts text each other through the real server. The
 * tests run in order and share the two logged-in pages (the server allows 5 code requests per
 * 10 minutes and number, so each account logs in once).
 */
import { readFile } from 'node:fs/promises';
import { type BrowserContext, expect, type Page, type Route, test } from '@playwright/test';
import {
  attach,
  bubble,
  chatRow,
  composer,
  deliverInbound,
  gateChatSocket,
  leavePage,
  messageLog,
  notificationsShown,
  openChat,
  recordNotifications,
  returnToPage,
  type SocketGate,
  sendText,
  startNewChat,
} from './support/chat.ts';
import { logInByPhone } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

test.describe.configure({ mode: 'serial' });

/** Demo accounts of pingme (brand index 0): own numbers +1 312/833/415 555 01<brand><demo>. */
const ALICE = { telCode: '1', phone: '2025550100', local: '+1 415 555 0100', hosting: '+1 312 555 0100' };
const BOB = { telCode: '1', phone: '2025550101', local: '+1 415 555 0101', hosting: '+1 312 555 0101' };
/** Numbers of people on other networks, who reach Alice through the sandbox carrier. */
const COURIER = '+1 202 555 0199';
const CALLER = '+1 202 555 0188';
const digits = (shown: string) => shown.replace(/\D/g, '');
const fixture = (name: string) => readFile(new URL(`../fixtures/media/${name}`, import.meta.url));

let server: TestServer;
let aliceContext: BrowserContext;
let bobContext: BrowserContext;
let alice: Page;
let bob: Page;
let aliceSocket: SocketGate;

test.beforeAll(async ({ browser }) => {
  // A fresh data folder is migrated and seeded first (about 12 s), then two people log in.
  test.setTimeout(90_000);
  server = await startTestServer();
  aliceContext = await browser.newContext();
  bobContext = await browser.newContext();
  await bobContext.grantPermissions(['notifications'], { origin: server.url });
  await recordNotifications(bobContext);
  alice = await aliceContext.newPage();
  bob = await bobContext.newPage();
  aliceSocket = await gateChatSocket(alice);
  for (const [page, person] of [
    [alice, ALICE],
    [bob, BOB],
  ] as const) {
    await page.goto(`${server.url}/?platform=pingme`);
    await logInByPhone(page, server.url, person.telCode, person.phone);
  }
});

test.afterAll(async () => {
  await aliceContext?.close();
  await bobContext?.close();
  await server?.close();
});

test('a new chat by typed number: sending, then sent; the other side is told at once', async () => {
  await startNewChat(alice, { to: digits(BOB.local).slice(1), from: ALICE.local });
  await leavePage(bob);

  aliceSocket.close();
  await sendText(alice, 'Hello Bob, it is Alice');
  const sent = bubble(alice, 'Hello Bob, it is Alice');
  await expect(sent).toBeVisible();
  await expect(messageLog(alice).getByRole('progressbar', { name: 'Sending' })).toBeVisible();

  // Bob's page is in the background: the row, its unread badge, the title count and a notification.
  const row = chatRow(bob, ALICE.local);
  await expect(row).toContainText('Hello Bob, it is Alice');
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await expect(bob).toHaveTitle('(1) Chats | PingMe');
  await expect
    .poll(() => notificationsShown(bob))
    // The number in the product's one format: grouped once libphonenumber-js has loaded.
    .toEqual([{ title: expect.stringMatching(/^\+1 415 ?555 ?0100$/), body: 'Hello Bob, it is Alice' }]);

  aliceSocket.open();
  await expect(messageLog(alice).getByRole('progressbar', { name: 'Sending' })).toHaveCount(0);
  await expect(sent).toBeVisible();
});

test('a reply shows in the open conversation, without a badge', async () => {
  await returnToPage(bob);
  await openChat(bob, ALICE.local);
  await expect(bubble(bob, 'Hello Bob, it is Alice')).toBeVisible();
  await expect(chatRow(bob, ALICE.local).getByLabel(/unread/)).toHaveCount(0);
  await expect(bob).toHaveTitle('Chats | PingMe');

  await sendText(bob, 'Hi Alice!');
  await expect(bubble(alice, 'Hi Alice!')).toBeVisible();
  await expect(chatRow(alice, BOB.local)).toContainText('Hi Alice!');
  await expect(chatRow(alice, BOB.local).getByLabel(/unread/)).toHaveCount(0);
  await expect(alice).toHaveTitle('Chats | PingMe');
  await expect(composer(alice)).toBeVisible();
});

test('photos: a JPEG goes as it is, an iPhone HEIC arrives as a JPEG', async () => {
  const bobImages = messageLog(bob).getByRole('img', { name: 'Image' });
  await attach(alice, { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await fixture('photo.jpg') });
  await expect(bobImages).toHaveCount(1);
  await attach(alice, { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: await fixture('photo.heic') });
  await expect(bobImages).toHaveCount(2);

  for (const image of await bobImages.all()) {
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  const heicSrc = (await bobImages.nth(1).getAttribute('src')) ?? '';
  const converted = await bob.request.get(heicSrc);
  expect(converted.headers()['content-type']).toBe('image/jpeg');

  await expect(messageLog(alice).getByRole('img', { name: 'Image' })).toHaveCount(2);
  await expect(messageLog(alice).getByRole('progressbar', { name: 'Sending' })).toHaveCount(0);
  await expect(chatRow(bob, ALICE.local)).toContainText('[Image]');
});

test('a picture too large for a Hosting number is refused with the red notice', async () => {
  await startNewChat(alice, { to: digits(BOB.hosting).slice(1), from: ALICE.hosting });
  // spec 1 §5: over 102,400 bytes after compression on a Hosting number.
  await attach(alice, { name: 'noise.png', mimeType: 'image/png', buffer: await fixture('oversized.png') });
  const notice = alice.getByText('The image is too large, please select a smaller one.');
  // The browser first tries ten rounds of compression (about 5 s here, more on a busy machine).
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(messageLog(alice).getByRole('article')).toHaveCount(0);
  // spec 1 §9: the notice lasts 3 s.
  await expect(notice).toBeHidden();
});

test('delete a message, then a whole conversation; both stay gone after a reload', async () => {
  await openChat(alice, BOB.local);
  await bubble(alice, 'Hello Bob, it is Alice').click({ button: 'right' });
  await alice.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(bubble(alice, 'Hello Bob, it is Alice')).toHaveCount(0);
  await expect(bubble(alice, 'Hi Alice!')).toBeVisible();

  await deliverInbound(server.url, {
    from: digits(COURIER),
    to: digits(ALICE.local),
    text: 'Your parcel is on its way',
  });
  const courier = chatRow(alice, COURIER);
  await expect(courier).toContainText('Your parcel is on its way');
  await courier.click({ button: 'right' });
  await alice.getByRole('menuitem', { name: 'Delete conversation' }).click();
  const confirm = alice.getByRole('alertdialog', { name: 'Delete conversation' });
  await expect(confirm).toContainText(`Delete all messages with ${COURIER}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(courier).toHaveCount(0);

  await alice.reload();
  await expect(chatRow(alice, BOB.local)).toBeVisible();
  await expect(courier).toHaveCount(0);
  await openChat(alice, BOB.local);
  await expect(bubble(alice, 'Hi Alice!')).toBeVisible();
  await expect(bubble(alice, 'Hello Bob, it is Alice')).toHaveCount(0);
});

test('a voicemail is transcribed', async () => {
  await deliverInbound(server.url, {
    from: digits(CALLER),
    to: digits(ALICE.local),
    type: 'voicemail',
    transcript: 'Hi, this is the dentist, please call us back.',
  });
  await expect(chatRow(alice, CALLER)).toContainText('[Voicemail]');
  await openChat(alice, CALLER);
  const voicemail = bubble(alice, 'Voicemail');
  await voicemail.getByRole('button', { name: 'Transcribe' }).click();
  await expect(voicemail.getByRole('combobox', { name: 'Transcription language' })).toHaveValue('American English');
  await voicemail.getByRole('button', { name: 'Start' }).click();
  await expect(voicemail).toContainText('Hi, this is the dentist, please call us back.');
});

test('after a reload the history is there from the encrypted local cache', async () => {
  // The server's dialog pages are held back: whatever shows comes from this browser's cache.
  let held: Route[] | null = [];
  await alice.route('**/web/getDialogList**', async (route) => {
    if (held) held.push(route);
    else await route.continue();
  });
  await alice.reload();
  await chatRow(alice, BOB.local).click();
  await expect(bubble(alice, 'Hi Alice!')).toBeVisible();
  await expect(messageLog(alice).getByRole('img', { name: 'Image' })).toHaveCount(2);
  await expect(bubble(alice, 'Hello Bob, it is Alice')).toHaveCount(0);
  expect(held.length).toBeGreaterThan(0);

  const release = held;
  held = null;
  await Promise.all(release.map((route) => route.continue()));
  await alice.unroute('**/web/getDialogList**');
  await expect(composer(alice)).toHaveAttribute('aria-disabled', 'false');
  await expect(bubble(alice, 'Hi Alice!')).toHaveCount(1);
});

test('the server restarts while a conversation is open: what came meanwhile shows once', async () => {
  await expect(bubble(alice, 'Hi Alice!')).toBeVisible();
  await server.restart();
  // Delivered at once, while Alice's socket is still waiting to reconnect: it reaches her through
  // the catch-up of the open dialog (getDialogList since its newest message), not the socket.
  await deliverInbound(server.url, {
    from: digits(BOB.local),
    to: digits(ALICE.local),
    text: 'Sent while you were away',
  });
  await expect(bubble(alice, 'Sent while you were away')).toBeVisible();

  await deliverInbound(server.url, { from: digits(BOB.local), to: digits(ALICE.local), text: 'And one more' });
  await expect(bubble(alice, 'And one more')).toBeVisible();
  await expect(bubble(alice, 'Sent while you were away')).toHaveCount(1);
  await expect(bubble(alice, 'Hi Alice!')).toHaveCount(1);
  await expect(chatRow(alice, BOB.local)).toHaveCount(1);
});

test('a contact added in the contacts tab names its chat', async () => {
  await alice.getByRole('button', { name: 'Contacts' }).click();
  await alice.getByRole('button', { name: 'Add contact' }).click();
  const dialog = alice.getByRole('dialog', { name: 'Add Contact' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Bob Builder');
  await dialog.getByRole('textbox', { name: 'Phone number 1' }).fill(digits(BOB.local).slice(1));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(alice.getByRole('status')).toContainText('Contact added.');

  await alice.getByRole('button', { name: 'Chats' }).click();
  await expect(chatRow(alice, 'Bob Builder')).toContainText('And one more');
  await expect(chatRow(alice, BOB.local)).toHaveCount(0);
});
