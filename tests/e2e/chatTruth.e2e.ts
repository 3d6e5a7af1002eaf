/**
 * A chat shows what the server holds (issue 26 items 1 and 4; spec 1 §4, §7, §9): two tabs of one
 * account against the real server. A message deleted in tab A disappears from tab B and stays gone
 * after B reloads; a whole conversation deleted in A leaves B's list; a message deleted while B's
 * socket was cut goes from B's open chat when the socket is back; a whole conversation deleted on
 * one device while another was offline closes there when it is back, and stays gone after a
 * reload; clicking through five chats within 300 ms fetches only the last one's dialog.
 */
import { expect, test } from '@playwright/test';
import {
  bubble,
  chatList,
  chatRow,
  composer,
  cuttableChatSocket,
  deliverInbound,
  messageLog,
  openChat,
  startNewChat,
} from './support/chat.ts';
import { localStoreSettled } from './support/localStore.ts';
import { logInDemoOn } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { CALLER, COURIER, closeTabs, DEMO_LOCAL, twoTabs } from './support/twoTabs.ts';

test.describe.configure({ mode: 'serial' });

let server: TestServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startTestServer();
});

test.afterAll(async () => {
  await closeTabs();
  await server?.close();
});

test('a message and a whole conversation deleted in one tab disappear from the other, also after a reload', async ({
  browser,
}) => {
  const [first, second] = await twoTabs(browser, server.url, 'pingme');
  await expect(second.getByRole('button', { name: 'New chat' })).toBeVisible();
  await deliverInbound(server.url, { from: COURIER.full, to: DEMO_LOCAL, text: 'Parcel at the door' });
  await deliverInbound(server.url, { from: COURIER.full, to: DEMO_LOCAL, text: 'Please sign here' });
  await deliverInbound(server.url, { from: CALLER.full, to: DEMO_LOCAL, text: 'Call me back' });

  for (const page of [first, second]) {
    await page.bringToFront();
    await openChat(page, COURIER.shown);
    await expect(bubble(page, 'Parcel at the door')).toBeVisible();
  }

  await first.bringToFront();
  await bubble(first, 'Parcel at the door').click({ button: 'right' });
  await first.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(bubble(first, 'Parcel at the door')).toHaveCount(0);
  // The other tab hears it: gone from its open conversation.
  await expect(bubble(second, 'Parcel at the door')).toHaveCount(0);
  await expect(bubble(second, 'Please sign here')).toBeVisible();

  // And it stays gone after a reload (the kept history lost it too; the first page replaces).
  await second.reload();
  await second.bringToFront();
  await openChat(second, COURIER.shown);
  await expect(bubble(second, 'Please sign here')).toBeVisible();
  await expect(bubble(second, 'Parcel at the door')).toHaveCount(0);

  // A whole conversation deleted in the first tab leaves the second's list.
  await first.bringToFront();
  await chatRow(first, CALLER.shown).click({ button: 'right' });
  await first.getByRole('menuitem', { name: 'Delete conversation' }).click();
  await first.getByRole('alertdialog', { name: 'Delete conversation' }).getByRole('button', { name: 'Delete' }).click();
  await expect(chatRow(first, CALLER.shown)).toHaveCount(0);
  await expect(chatRow(second, CALLER.shown)).toHaveCount(0);
  await second.reload();
  await expect(chatRow(second, COURIER.shown)).toBeVisible();
  await expect(chatRow(second, CALLER.shown)).toHaveCount(0);
});

test('a message deleted while the other tab was offline leaves its open chat when its socket is back', async ({
  browser,
}) => {
  const sender = { full: '12025550177', shown: '+1 202 555 0177' };
  const [first, second] = await twoTabs(browser, server.url, 'pingme');
  // The second tab's chat socket goes through a switch (installed, then the tab opened again).
  const network = await cuttableChatSocket(second);
  await second.reload();
  await expect(second.getByRole('button', { name: 'New chat' })).toBeVisible();
  await deliverInbound(server.url, { from: sender.full, to: DEMO_LOCAL, text: 'Your table is ready' });
  await deliverInbound(server.url, { from: sender.full, to: DEMO_LOCAL, text: 'Table for two at eight' });
  for (const page of [first, second]) {
    await page.bringToFront();
    await openChat(page, sender.shown);
    await expect(bubble(page, 'Table for two at eight')).toBeVisible();
  }

  const notice = second.getByText('The server cannot be reached right now. Retrying…');
  await network.cut();
  await expect(notice).toBeVisible();
  await first.bringToFront();
  await bubble(first, 'Your table is ready').click({ button: 'right' });
  await first.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(bubble(first, 'Your table is ready')).toHaveCount(0);
  // Offline, the second tab did not hear it.
  await expect(bubble(second, 'Your table is ready')).toBeVisible();

  network.restore();
  // socket.io retries on its back-off (0.5 s doubling), so the way back may take a few seconds.
  await expect(notice).toHaveCount(0, { timeout: 30_000 });
  // Caught up without opening the chat again: the deleted message went, the other stays.
  await expect(bubble(second, 'Your table is ready')).toHaveCount(0);
  await expect(bubble(second, 'Table for two at eight')).toBeVisible();
});

test('a conversation deleted on another device while this one was offline closes here when it is back, and stays gone', async ({
  browser,
}) => {
  const sender = { full: '12025550166', shown: '+1 202 555 0166' };
  const draft = 'Leave it with the neighbour';
  // Two devices of one account: A, and B whose network (and chat socket) goes away.
  const online = await browser.newContext();
  const offline = await browser.newContext();
  const first = await online.newPage();
  const second = await offline.newPage();
  const network = await cuttableChatSocket(second);
  await logInDemoOn(first, server.url, 'pingme');
  await logInDemoOn(second, server.url, 'pingme');
  await deliverInbound(server.url, { from: sender.full, to: DEMO_LOCAL, text: 'Parcel for you' });
  await expect(chatRow(first, sender.shown)).toBeVisible();
  await openChat(second, sender.shown);
  await expect(bubble(second, 'Parcel for you')).toBeVisible();
  await composer(second).click();
  await second.keyboard.type(draft);

  await offline.setOffline(true);
  await network.cut();
  await chatRow(first, sender.shown).click({ button: 'right' });
  await first.getByRole('menuitem', { name: 'Delete conversation' }).click();
  await first.getByRole('alertdialog', { name: 'Delete conversation' }).getByRole('button', { name: 'Delete' }).click();
  await expect(chatRow(first, sender.shown)).toHaveCount(0);
  // Offline, B did not hear it: the chat is still open there.
  await expect(bubble(second, 'Parcel for you')).toBeVisible();

  network.restore();
  await offline.setOffline(false);
  // Back: the catch-up finds it gone (the open chat's empty page, or the list's tombstone) and
  // closes it as the live deletion does, row and all.
  await expect(messageLog(second)).toHaveCount(0, { timeout: 30_000 });
  await expect(chatRow(second, sender.shown)).toHaveCount(0);

  // Nothing of it comes back after a reload: no row, and a new chat with the number starts empty.
  await localStoreSettled(second, 'pingme');
  await second.reload();
  // The list is in (other tests of this file may have left conversations, or none is left).
  await expect(chatList(second).or(second.getByText('No conversations yet.'))).toBeVisible();
  await expect(chatRow(second, sender.shown)).toHaveCount(0);
  await startNewChat(second, { to: sender.full.slice(1), from: '+1 415 555 0100' });
  await expect(composer(second)).toHaveText('');
  await expect(bubble(second, 'Parcel for you')).toHaveCount(0);
  await Promise.all([online.close(), offline.close()]);
});

test('clicking through five chats within 300 ms fetches only the last one (spec 1 §4, §9)', async ({ page }) => {
  const people = ['12025550171', '12025550172', '12025550173', '12025550174', '12025550175'];
  for (const [index, full] of people.entries()) {
    await deliverInbound(server.url, { from: full, to: DEMO_LOCAL, text: `Hello ${index}` });
  }
  await logInDemoOn(page, server.url, 'pingme');
  const rows = people.map((full) => chatRow(page, `+1 202 555 ${full.slice(-4)}`));
  for (const row of rows) await expect(row).toBeVisible();

  // A conversation's own pages (the start-up refetch asks by month, `ym`).
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('getDialogList') && !url.includes('ym=') && !(request.postData() ?? '').includes('"ym"')) {
      fetched.push(url + (request.postData() ?? ''));
    }
  });
  for (const row of rows) await row.click();
  await expect(messageLog(page)).toBeVisible();
  await expect(bubble(page, 'Hello 4')).toBeVisible();
  expect(fetched).toHaveLength(1);
  expect(fetched[0]).toContain(people[4]);
});
