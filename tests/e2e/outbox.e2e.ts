/**
 * The offline outbox (issue 24 item 3, docs/chats-views.md 'The outbox') in Chromium against the
 * real server: texts written with the network gone wait as 'Waiting to send', stay through a
 * reload while offline (the encrypted local store), and go when the network is back — once each,
 * in the order written, with their own smsIds; one deleted before the network returns never goes.
 *
 * Service workers are allowed here (like pwa.e2e.ts): a reload while offline is served by the
 * worker's cache. `context.setOffline` fails new requests; the socket notices through the
 * browser's `offline` event, on which socket.io's engine closes its transport (engine.io-client,
 * for any host but 'localhost': the test server is 127.0.0.1).
 */
import { expect, type Page, test } from '@playwright/test';
import { bubble, deliverInbound, messageLog, openChat, sendText, startNewChat } from './support/chat.ts';
import { localStoreSettled } from './support/localStore.ts';
import { logInByPhone, logInDemoOn } from './support/person.ts';
import { carrierTook } from './support/sandbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { controlled } from './support/serviceWorker.ts';

test.use({ serviceWorkers: 'allow' });

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server.close();
});

/** The texts a person reads, per language. */
const WORDS = {
  'en-US': {
    message: 'Message',
    waiting: 'Waiting to send',
    waitingActions: 'Message waiting to send',
    remove: 'Delete',
    offline: 'Offline',
  },
  'zh-CN': { message: '消息', waiting: '等待发送', waitingActions: '消息等待发送', remove: '删除', offline: '离线' },
} as const;

/** The row of a bubble: its status icon and its buttons sit beside it. */
const rowOf = (page: Page, text: string) =>
  page.getByRole('log').getByRole('article', { name: text, exact: true }).locator('..');

for (const { locale, platform, own, friend, shown } of [
  // pingme's and wephone's first demo accounts' local numbers (server/domain/messaging/virtualNumbers.ts).
  { locale: 'en-US', platform: 'pingme', own: '14155550100', friend: '13105550191', shown: '+1 310 555 0191' },
  { locale: 'zh-CN', platform: 'wephone', own: '14155550110', friend: '13105550192', shown: '+1 310 555 0192' },
] as const) {
  const words = WORDS[locale];
  test(`texts written offline wait, survive a reload, and go once each in order when back (${platform}, ${locale})`, async ({
    browser,
  }) => {
    const written = ['Offline one', 'Offline two', 'Offline three'].map((text) => `${text} (${locale})`);
    const [first, second, third] = written as [string, string, string];
    await deliverInbound(server.url, { from: friend, to: own, text: `Hello from ${friend}` });
    const context = await browser.newContext({ locale, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await logInDemoOn(page, server.url, platform);
    await controlled(page, context);
    const row = page.getByRole('listbox').getByRole('option', { name: shown, exact: true });
    await row.click();
    const input = page.getByRole('textbox', { name: words.message, exact: true });
    await expect(page.getByRole('log').getByText(`Hello from ${friend}`)).toBeVisible();

    await context.setOffline(true);
    const nav = page.getByRole('navigation', { name: /main navigation|主导航/i });
    await expect(nav.getByRole('status').filter({ hasText: words.offline })).toBeVisible();
    for (const text of written) {
      await input.click();
      await page.keyboard.type(text);
      await input.press('Enter');
      // Taken (the box is emptied), shown as waiting: not refused while the connection is down.
      await expect(input).toHaveText('');
      await expect(rowOf(page, text).getByRole('img', { name: words.waiting })).toBeVisible();
    }
    // The third is taken back before it can go: locally, it never left.
    await rowOf(page, third)
      .getByRole('group', { name: words.waitingActions })
      .getByRole('button', { name: words.remove })
      .click();
    await expect(rowOf(page, third)).toHaveCount(0);

    // A reload while offline (the app from the worker's cache): the queue is in the encrypted store.
    await localStoreSettled(page, platform);
    await page.reload();
    await expect(nav.getByRole('status').filter({ hasText: words.offline })).toBeVisible();
    await row.click();
    for (const text of [first, second]) {
      await expect(rowOf(page, text).getByRole('img', { name: words.waiting })).toBeVisible();
    }
    await expect(rowOf(page, third)).toHaveCount(0);
    expect(await carrierTook(server.url, friend)).toEqual([]);

    // Back online: the socket tries again at once (the browser's `online` event) and the outbox
    // sends them one after another — each once, in the order written; the deleted one never.
    await context.setOffline(false);
    await expect.poll(() => carrierTook(server.url, friend)).toEqual([first, second]);
    for (const text of [first, second]) {
      await expect(rowOf(page, text).getByRole('img', { name: words.waiting })).toHaveCount(0);
      await expect(page.getByRole('log').getByRole('article', { name: text, exact: true })).toHaveCount(1);
    }
    // Nothing more goes (the queue is empty), also after a reload online.
    await localStoreSettled(page, platform);
    await page.reload();
    await row.click();
    await expect(rowOf(page, second)).toBeVisible();
    await expect(page.getByRole('log').getByRole('img', { name: words.waiting })).toHaveCount(0);
    expect(await carrierTook(server.url, friend)).toEqual([first, second]);
    await context.close();
  });
}

test('texts written offline reach the other account’s screen once each, in the order written (on-net, wetalk)', async ({
  browser,
}) => {
  // wetalk's demo accounts (brand index 2): the first owns +1 415 555 0120, the second …0121.
  const aliceContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const alice = await aliceContext.newPage();
  const bob = await bobContext.newPage();
  await logInDemoOn(alice, server.url, 'wetalk');
  await bob.goto(`${server.url}/?platform=wetalk`);
  await logInByPhone(bob, server.url, '1', '2025550101');

  const texts = ['Before the tunnel', 'In the tunnel, one', 'In the tunnel, two'] as const;
  await startNewChat(alice, { to: '4155550121', from: '+1 415 555 0120' });
  await sendText(alice, texts[0]);
  await openChat(bob, '+1 415 555 0120');
  await expect(bubble(bob, texts[0])).toBeVisible();

  await aliceContext.setOffline(true);
  for (const text of texts.slice(1)) {
    await sendText(alice, text);
    await expect(bubble(alice, text).locator('..').getByRole('img', { name: 'Waiting to send' })).toBeVisible();
  }
  // Nothing reached Bob while Alice was offline.
  await expect(bubble(bob, texts[1])).toHaveCount(0);

  await aliceContext.setOffline(false);
  await expect(bubble(bob, texts[2])).toBeVisible();
  const shown = async () => {
    const names = await messageLog(bob)
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((article) => article.getAttribute('aria-label') ?? article.textContent ?? ''),
      );
    return names.filter((name) => (texts as readonly string[]).some((text) => name.includes(text)));
  };
  expect(await shown()).toEqual([...texts]);
  // What the server holds says the same: once each, in order, after a reload.
  await bob.reload();
  await openChat(bob, '+1 415 555 0120');
  await expect(bubble(bob, texts[2])).toBeVisible();
  expect(await shown()).toEqual([...texts]);
  await aliceContext.close();
  await bobContext.close();
});
