/**
 * Read state on the server (issue 22 item 4; spec 1 §4 Unread count): `markChatRead` records a
 * read marker per account, brand and conversation; the chat listings answer each conversation's
 * unread count (live inbound messages after the marker, at most 100); every socket of the account
 * — and no other account's — hears `chatRead`; another account's conversation is 100005.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatReadMarker,
  MESSAGING_LIMITS,
  type Platform,
  RETCODE,
} from '../../src/services/api/contract/index.ts';
import { type ClientSocket, call, startTestServer, type TestServer } from './helpers.ts';
import { type DemoUser, demoUser, openTab, sandboxInbound, send, settled, textPayload } from './messagingSupport.ts';

let t: TestServer;
const sockets: ClientSocket[] = [];
async function tab(user: DemoUser): Promise<ClientSocket> {
  const socket = await openTab(t.url, user);
  sockets.push(socket);
  return socket;
}

/** Every `chatRead` event of the socket from now on. */
function collectReads(socket: ClientSocket): ChatReadMarker[] {
  const events: ChatReadMarker[] = [];
  socket.on('chatRead', (event: ChatReadMarker) => events.push(event));
  return events;
}

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

const as = (user: DemoUser) => ({ platform: user.platform, token: user.token });

async function inbound(user: DemoUser, from: string, text: string): Promise<number> {
  const answer = await sandboxInbound(t.url, { platform: user.platform, from, to: user.numbers.local, text });
  if (!answer.body.data) throw new Error(`inbound failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.date;
}

async function unreadOf(user: DemoUser, other: string): Promise<number | undefined> {
  const list = await call(t.url, 'getChatList', { months: 1 }, as(user));
  return list.body.data?.chatList.find((row) => row.otherFullNumber === other)?.unread;
}

function mark(user: DemoUser, other: string, date: number, own = user.numbers.local) {
  return call(t.url, 'markChatRead', { ownFullNumber: own, otherFullNumber: other, date }, as(user));
}

describe('read markers', () => {
  const platform: Platform = 'wetalk';
  const PARTNER = '14155550177';
  let alice: DemoUser;
  let bob: DemoUser;

  beforeAll(async () => {
    alice = await demoUser(t.url, platform, 0);
    bob = await demoUser(t.url, platform, 1);
  });

  it('counts inbound messages until a marker, then only those after it; every tab of the account hears it', async () => {
    const dates = [];
    for (const text of ['one', 'two', 'three']) dates.push(await inbound(alice, PARTNER, text));
    expect(await unreadOf(alice, PARTNER)).toBe(3);

    const aliceTabs = [await tab(alice), await tab(alice)];
    const bobTab = await tab(bob);
    const heard = aliceTabs.map(collectReads);
    const bobHeard = collectReads(bobTab);

    const marked = await mark(alice, PARTNER, dates[1]!);
    expect(marked.body).toMatchObject({ retcode: 0 });
    const expected = { ownFullNumber: alice.numbers.local, otherFullNumber: PARTNER, readUpTo: dates[1], unread: 1 };
    expect(marked.body.data).toEqual(expected);
    expect(await unreadOf(alice, PARTNER)).toBe(1);

    for (const socket of [...aliceTabs, bobTab]) await settled(socket);
    expect(heard).toEqual([[expected], [expected]]);
    expect(bobHeard).toEqual([]);
  });

  it('never moves a marker back, nor past the newest message; nothing moved, nothing is told', async () => {
    const other = '14155550178';
    const first = await inbound(alice, other, 'first');
    const second = await inbound(alice, other, 'second');
    const aliceTab = await tab(alice);
    const heard = collectReads(aliceTab);

    // A date from the future stops at the newest message: a later one is unread again.
    const ahead = await mark(alice, other, second + 10_000_000);
    expect(ahead.body.data).toMatchObject({ readUpTo: second, unread: 0 });
    const third = await inbound(alice, other, 'third');
    expect(third).toBeGreaterThan(second);
    expect(await unreadOf(alice, other)).toBe(1);

    const back = await mark(alice, other, first);
    expect(back.body.data).toMatchObject({ readUpTo: second, unread: 1 });
    await settled(aliceTab);
    expect(heard.map((event) => event.readUpTo)).toEqual([second]);
  });

  it("counts neither the account's own sends nor deleted messages", async () => {
    const other = '14155550179';
    const date = await inbound(alice, other, 'hello');
    const socket = await tab(alice);
    const ack = await send(socket, textPayload(alice.numbers.local, other, 'my answer'));
    expect(ack.status).toBe(0);
    expect(await unreadOf(alice, other)).toBe(1);

    const listed = await call(
      t.url,
      'getDialogList',
      { ownFullNumber: alice.numbers.local, otherFullNumber: other },
      as(alice),
    );
    const received = listed.body.data?.dialogList.find((message) => message.date === date);
    const deleted = await call(t.url, 'delSms', { smsId: received?.smsId ?? '', date }, as(alice));
    expect(deleted.body.retcode).toBe(0);
    expect(await unreadOf(alice, other)).toBe(0);
  });

  it('stops counting at 100 (the client shows 99+)', async () => {
    const other = '14155550180';
    const count = MESSAGING_LIMITS.unreadCountMax + 5;
    for (let sent = 0; sent < count; sent += 15) {
      await Promise.all(
        Array.from({ length: Math.min(15, count - sent) }, (_, index) => inbound(alice, other, `m${sent + index}`)),
      );
    }
    expect(await unreadOf(alice, other)).toBe(MESSAGING_LIMITS.unreadCountMax);
  });

  it('answers the new count in the changes after a marker, for a tab that missed the event', async () => {
    const other = '14155550181';
    const date = await inbound(alice, other, 'catch me up');
    const before = await call(t.url, 'getChatList', { months: 1 }, as(alice));
    const syncTime = before.body.data?.syncTime ?? 0;
    expect(before.body.data?.chatList.find((row) => row.otherFullNumber === other)?.unread).toBe(1);

    await mark(alice, other, date);
    const changes = await call(t.url, 'getChatListByDate', { since: syncTime }, as(alice));
    expect(changes.body.data?.chatList).toEqual([expect.objectContaining({ otherFullNumber: other, unread: 0 })]);
  });

  it("refuses another account's conversation with 100005 and leaves its marker as it was", async () => {
    const other = '14155550182';
    const date = await inbound(alice, other, 'private');
    const refused = await mark(bob, other, date, alice.numbers.local);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.retcode).toBe(RETCODE.NOT_FOUND);
    // Bob has no such conversation of his own either.
    expect((await mark(bob, other, date, bob.numbers.local)).body.retcode).toBe(RETCODE.NOT_FOUND);
    expect(await unreadOf(alice, other)).toBe(1);
    expect(await unreadOf(bob, other)).toBeUndefined();
  });

  it('keeps markers per brand: the same person on another brand is another account', async () => {
    const other = '14155550183';
    const elsewhere = await demoUser(t.url, 'wephone', 0);
    const here = await inbound(alice, other, 'on wetalk');
    await inbound(elsewhere, other, 'on wephone');
    const elsewhereTab = await tab(elsewhere);
    const heard = collectReads(elsewhereTab);

    await mark(alice, other, here);
    expect(await unreadOf(alice, other)).toBe(0);
    expect(await unreadOf(elsewhere, other)).toBe(1);
    await settled(elsewhereTab);
    expect(heard).toEqual([]);
    // wetalk's token is no key on wephone.
    const wrongBrand = await call(
      t.url,
      'markChatRead',
      { ownFullNumber: elsewhere.numbers.local, otherFullNumber: other, date: here },
      { platform: 'wephone', token: alice.token },
    );
    expect(wrongBrand.body.retcode).not.toBe(0);
    expect(await unreadOf(elsewhere, other)).toBe(1);
  });
});
