/**
 * issue 26 item 1: a deletion is published after the commit as `messagesDeleted` to every socket
 * of the account — a message by its smsId, a whole conversation with `smsIds: null` — and to no
 * other account's socket; a deletion that found nothing publishes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagesDeletedEvent, Platform } from '../../src/services/api/contract/index.ts';
import { type ClientSocket, call, startTestServer, type TestServer } from './helpers.ts';
import { type DemoUser, demoUser, openTab, sandboxInbound, settled } from './messagingSupport.ts';

let t: TestServer;
const sockets: ClientSocket[] = [];
async function tab(user: DemoUser): Promise<ClientSocket> {
  const socket = await openTab(t.url, user);
  sockets.push(socket);
  return socket;
}

function collectDeletions(socket: ClientSocket): MessagesDeletedEvent[] {
  const events: MessagesDeletedEvent[] = [];
  socket.on('messagesDeleted', (event: MessagesDeletedEvent) => events.push(event));
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

describe('deletion events', () => {
  const platform: Platform = 'pingme';
  const PARTNER = '14155550178';
  let alice: DemoUser;
  let bob: DemoUser;

  beforeAll(async () => {
    alice = await demoUser(t.url, platform, 0);
    bob = await demoUser(t.url, platform, 1);
  });

  async function inbound(text: string): Promise<{ smsId: string; date: number }> {
    const answer = await sandboxInbound(t.url, { platform, from: PARTNER, to: alice.numbers.local, text });
    if (!answer.body.data) throw new Error(`inbound failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  }

  it("reaches every tab of the account, never another account's, for a message and a whole conversation", async () => {
    const first = await inbound('one');
    await inbound('two');
    const aliceTabs = [await tab(alice), await tab(alice)];
    const bobTab = await tab(bob);
    const heard = aliceTabs.map(collectDeletions);
    const bobHeard = collectDeletions(bobTab);

    const one = await call(t.url, 'delSms', { smsId: first.smsId, date: String(first.date) }, as(alice));
    expect(one.body.retcode).toBe(0);
    // Nothing left to delete: nothing is told.
    const again = await call(t.url, 'delSms', { smsId: first.smsId, date: String(first.date) }, as(alice));
    expect(again.body.retcode).not.toBe(0);
    const all = await call(t.url, 'delSms', { from: alice.numbers.local, to: PARTNER }, as(alice));
    expect(all.body.retcode).toBe(0);

    for (const socket of [...aliceTabs, bobTab]) await settled(socket);
    const parties = { ownFullNumber: alice.numbers.local, otherFullNumber: PARTNER };
    const expected = [
      { ...parties, smsIds: [first.smsId] },
      { ...parties, smsIds: null },
    ];
    expect(heard).toEqual([expected, expected]);
    expect(bobHeard).toEqual([]);
  });
});
