/**
 * A burst of incoming messages into the open conversation (issue 8 item 23, spec 1 §4 Incoming
 * messages): every message shows once, the list follows them while the person is at
 * the bottom, and the chat counts as read. How fast is measured by `npm run bench` (section
 * "burst"), not here.
 */
import { expect, type Page, test } from '@playwright/test';
import { bubble, chatRow, deliverInbound, messageLog, openChat } from './support/chat.ts';
import { logInByPhone } from './support/person.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/** The pingme demo account and its local number (server/seed.ts). */
const ALICE = { telCode: '1', phone: '2025550100', local: '14155550100' };
const SENDER = { full: '12025550177', shown: '+1 202 555 0177' };
const BURST = 200;
/** Posts in flight at once, as a carrier's webhook would deliver a busy sender's messages. */
const IN_FLIGHT = 8;
const textOf = (index: number) => `burst message ${index}`;

let server: TestServer;

test.beforeAll(async () => {
  server = await startTestServer();
});

test.afterAll(async () => {
  await server?.close();
});

/**
 * Every message name the list shows, scrolling it from the top to the bottom, and where the list
 * did not stay where it was scrolled to.
 */
async function everyMessageShown(page: Page): Promise<{ seen: string[]; moved: string[] }> {
  return messageLog(page).evaluate(async (log) => {
    const scroller = (log.querySelector('[data-virtuoso-scroller]') ?? log) as HTMLElement;
    const seen: string[] = [];
    const moved: string[] = [];
    const collect = () => {
      for (const article of scroller.querySelectorAll('article')) {
        const name = article.getAttribute('aria-label') ?? '';
        if (!seen.includes(name)) seen.push(name);
      }
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Until the list stops changing: on a loaded machine react-virtuoso may need several frames
    // to draw the rows of a new scroll position.
    const rendered = async () => {
      let before = '';
      for (let frames = 0; frames < 30; frames += 1) {
        await frame();
        const now = `${scroller.scrollHeight}:${scroller.querySelector('article:last-of-type')?.getAttribute('aria-label')}`;
        if (now === before) return;
        before = now;
      }
    };
    // The position is kept here, not read back: a late layout change may move the list, and
    // the walk still visits every half screen from the top to the bottom. The list must stay
    // where it was scrolled to (docs/message-bursts.md: react-virtuoso's own following pulled it
    // back to the bottom on a loaded machine).
    for (let position = 0; position < scroller.scrollHeight; position += scroller.clientHeight / 2) {
      scroller.scrollTop = position;
      await rendered();
      const reachable = Math.min(position, scroller.scrollHeight - scroller.clientHeight);
      if (Math.abs(scroller.scrollTop - reachable) > scroller.clientHeight / 4) {
        moved.push(`scrolled to ${Math.round(position)}, found at ${scroller.scrollTop} of ${scroller.scrollHeight}`);
      }
      collect();
    }
    scroller.scrollTop = scroller.scrollHeight;
    await rendered();
    collect();
    return { seen, moved };
  });
}

/**
 * Scrolls the list to its middle the moment the message `text` shows, and whether it is still
 * there 20 frames later ('held') or where it went.
 */
async function scrolledUpAsItShows(page: Page, text: string, deliver: () => Promise<void>): Promise<string> {
  const log = messageLog(page);
  await log.evaluate((element, name) => {
    const scroller = (element.querySelector('[data-virtuoso-scroller]') ?? element) as HTMLElement;
    const outcome = new Promise<string>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!scroller.querySelector(`article[aria-label="${name}"]`)) return;
        observer.disconnect();
        const position = Math.round(scroller.scrollHeight / 2);
        scroller.scrollTop = position;
        let frames = 0;
        const check = () => {
          frames += 1;
          if (frames < 20) requestAnimationFrame(check);
          else
            resolve(
              Math.abs(scroller.scrollTop - position) < scroller.clientHeight / 4
                ? 'held'
                : `moved from ${position} to ${scroller.scrollTop}`,
            );
        };
        requestAnimationFrame(check);
      });
      observer.observe(scroller, { childList: true, subtree: true });
    });
    (window as unknown as { scrolledUp: Promise<string> }).scrolledUp = outcome;
  }, text);
  await deliver();
  return page.evaluate(() => (window as unknown as { scrolledUp: Promise<string> }).scrolledUp);
}

test('a burst of messages into the open conversation: each shows once and the list follows them', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${server.url}/?platform=pingme`);
  await logInByPhone(page, server.url, ALICE.telCode, ALICE.phone);
  await deliverInbound(server.url, { from: SENDER.full, to: ALICE.local, text: textOf(0) });
  await openChat(page, SENDER.shown);

  let next = 1;
  const deliverNext = async () => {
    while (next < BURST) await deliverInbound(server.url, { from: SENDER.full, to: ALICE.local, text: textOf(next++) });
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, deliverNext));
  // The last one alone, so it is the newest.
  await deliverInbound(server.url, { from: SENDER.full, to: ALICE.local, text: textOf(BURST) });

  // The person stayed at the bottom: the newest message comes into view by itself.
  await expect(bubble(page, textOf(BURST))).toBeInViewport({ timeout: 60_000 });
  // …and the chat counts as read (spec 1 §4: open, focused, at the bottom).
  await expect(chatRow(page, SENDER.shown).getByLabel(/unread/)).toHaveCount(0);
  await expect(chatRow(page, SENDER.shown)).toContainText(textOf(BURST));

  // One more, and the person scrolls up the moment it shows, while the list still settles from
  // following it: the list stays where the person took it (docs/message-bursts.md, "The list
  // follows by itself": react-virtuoso's own following pulled it back to the bottom).
  const held = await scrolledUpAsItShows(page, textOf(BURST + 1), async () =>
    deliverInbound(server.url, { from: SENDER.full, to: ALICE.local, text: textOf(BURST + 1) }),
  );
  expect(held).toBe('held');

  // Every message once, from the first to the newest.
  const expected = Array.from({ length: BURST + 2 }, (_, index) => textOf(index));
  const { seen: shown, moved } = await everyMessageShown(page);
  // A person scrolling up is never pulled back down.
  expect(moved).toEqual([]);
  expect([...shown].sort()).toEqual([...expected].sort());
  const order = shown.map((name) => Number(name.replace('burst message ', '')));
  expect(order[0]).toBe(0);
  expect(order.at(-1)).toBe(BURST + 1);
});
