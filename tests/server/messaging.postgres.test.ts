/**
 * Chats on a real PostgreSQL with two server processes' worth of connections, where transactions
 * truly overlap: one account sending through both servers at once gets distinct, increasing
 * dates, is charged exactly (numeric arithmetic), a smsId sent to both servers at once is stored
 * once, catch-up by `since` misses nothing written meanwhile, and media stored through one server
 * are served by the other (bytea through node-postgres). Skipped when no PostgreSQL is reachable,
 * like postgres.test.ts.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DialogMessage, isSentAck } from '../../src/services/api/contract/index.ts';
import { type ClientSocket, call, type TestServer } from './helpers.ts';
import {
  balanceOf,
  type DemoUser,
  demoUser,
  nextMessage,
  openTab,
  pngOfSize,
  send,
  subtract,
  textPayload,
} from './messagingSupport.ts';
import { postgresReachable, type ScratchPostgres, startOnScratchPostgres } from './scratchPostgres.ts';

const available = await postgresReachable('the chat PostgreSQL tests');

describe.skipIf(!available)('chats on PostgreSQL', () => {
  let scratch: ScratchPostgres | undefined;
  let servers: TestServer[] = [];
  let user: DemoUser;
  let peer: DemoUser;
  const tabs: ClientSocket[] = [];

  beforeAll(async () => {
    scratch = await startOnScratchPostgres('vn_messaging');
    servers = scratch.servers;
    user = await demoUser(servers[0]!.url, 'pingme', 0);
    peer = await demoUser(servers[0]!.url, 'pingme', 1);
    for (const server of servers) tabs.push(await openTab(server.url, user));
  });

  afterAll(async () => {
    for (const socket of tabs) socket.close();
    await scratch?.close();
  });

  async function dialog(since?: number): Promise<DialogMessage[]> {
    const answer = await call(
      servers[1]!.url,
      'getDialogList',
      {
        ownFullNumber: user.numbers.local,
        otherFullNumber: peer.numbers.local,
        ...(since === undefined ? {} : { since }),
      },
      { token: user.token },
    );
    if (!answer.body.data) throw new Error(JSON.stringify(answer.body));
    return answer.body.data.dialogList;
  }

  it('the demo numbers were seeded once although both servers seeded at the same time', () => {
    expect(user.phones.map((phone) => phone.type)).toEqual(['Hosting', 'tollfree', 'local']);
  });

  it('sends through both servers at once: distinct dates in commit order, exact charges, catch-up misses nothing', async () => {
    const before = await balanceOf(servers[0]!.url, user);
    const { syncTime } = (await call(servers[0]!.url, 'getChatList', {}, { token: user.token })).body.data!;
    const count = 40;
    const acks = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        send(tabs[index % 2]!, textPayload(user.numbers.local, peer.numbers.local, `burst ${index}`)),
      ),
    );
    expect(acks.every(isSentAck)).toBe(true);
    const dates = acks.map((ack) => (isSentAck(ack) ? ack.date : 0));
    expect(new Set(dates).size).toBe(count);

    const stored = await dialog();
    expect(stored).toHaveLength(count);
    expect(stored.map((message) => message.date)).toEqual([...dates].sort((a, b) => b - a));
    // 40 × 0.015 = 0.6, taken exactly.
    expect(await balanceOf(servers[1]!.url, user)).toBe(subtract(before, '0.6'));

    // Catch-up from the middle of the burst answers exactly the later ones.
    const middle = [...dates].sort((a, b) => a - b)[count / 2 - 1]!;
    expect(await dialog(middle)).toHaveLength(count / 2);
    const changes = await call(servers[1]!.url, 'getChatListByDate', { since: syncTime }, { token: user.token });
    // The chat shows the message committed last, whichever the burst's order was.
    expect(changes.body.data?.chatList).toMatchObject([
      { otherFullNumber: peer.numbers.local, text: stored[0]?.text, date: Math.max(...dates) },
    ]);
  });

  it("dates one tab's pipelined sends in the order they were sent, for the sender and the recipient alike", async () => {
    // Cut into several batches (docs/messaging.md, "The order"): still one order, on both sides.
    const texts = Array.from({ length: 60 }, (_, index) => `in order ${index}`);
    const sending: ReturnType<typeof send>[] = [];
    for (const [index, text] of texts.entries()) {
      sending.push(send(tabs[0]!, textPayload(user.numbers.local, peer.numbers.local, text)));
      // A pause every few sends, without waiting for their acks: the server cuts several batches.
      if (index % 6 === 5) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const acks = await Promise.all(sending);
    const dates = acks.map((ack) => (isSentAck(ack) ? ack.date : 0));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(new Set(dates).size).toBe(texts.length);
    const received = await call(
      servers[1]!.url,
      'getDialogList',
      { ownFullNumber: peer.numbers.local, otherFullNumber: user.numbers.local },
      { token: peer.token },
    );
    const inOrder = (received.body.data?.dialogList ?? [])
      .filter((message) => message.text.startsWith('in order '))
      .map((message) => message.text)
      .reverse();
    expect(inOrder).toEqual(texts);
  });

  it('stores a smsId sent to both servers at once only once', async () => {
    const payload = textPayload(user.numbers.Hosting, peer.numbers.Hosting, 'twice at once');
    const [first, second] = await Promise.all([send(tabs[0]!, payload), send(tabs[1]!, payload)]);
    expect(first.status).toBe(0);
    expect(second).toEqual(first);
    const answer = await call(
      servers[0]!.url,
      'getDialogList',
      { ownFullNumber: user.numbers.Hosting, otherFullNumber: peer.numbers.Hosting },
      { token: user.token },
    );
    expect(answer.body.data?.dialogList).toHaveLength(1);
  });

  it('serves media stored through one server from the other', async () => {
    const image = pngOfSize(50_000);
    const echo = nextMessage(tabs[0]!);
    const ack = await send(tabs[0]!, {
      fromNumber: user.numbers.local,
      toNumber: peer.numbers.local,
      msgType: 'mms',
      smsId: `pg-mms-${Date.now()}`,
      fileBuffer: image,
      fileType: 'image/png',
      fileName: 'photo.png',
    });
    expect(ack.status).toBe(0);
    const { media } = await echo;
    const response = await fetch(new URL(media, servers[1]!.url));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(image);
  });
});
