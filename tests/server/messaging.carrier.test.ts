/**
 * Chats when the carrier refuses an off-net send (a real carrier outage; the sandbox carrier
 * never refuses): the stored send is marked failed (status 2) and refunded, the acknowledgement
 * and every tab say so with 500000, and a retry answers the same failure without charging again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETCODE } from '../../src/services/api/contract/index.ts';
import { type ClientSocket, call, startTestServer, type TestServer } from './helpers.ts';
import { balanceOf, type DemoUser, demoUser, nextMessage, openTab, send, textPayload } from './messagingSupport.ts';

const carried: string[] = [];
let t: TestServer;
let user: DemoUser;
let socket: ClientSocket;

beforeAll(async () => {
  t = await startTestServer({
    carrier: {
      async send(message) {
        if (message.text.includes('fail')) throw new Error('carrier down');
        carried.push(message.smsId);
      },
    },
  });
  user = await demoUser(t.url, 'pingme', 0);
  socket = await openTab(t.url, user);
});
afterAll(async () => {
  socket?.close();
  await t?.close();
});

describe('a carrier that refuses', () => {
  it('gets the accepted messages through the configured carrier', async () => {
    const payload = textPayload(user.numbers.local, '13105550166', 'goes through');
    expect((await send(socket, payload)).status).toBe(0);
    expect(carried).toEqual([payload.smsId]);
    expect(await balanceOf(t.url, user)).toBe('24.9850');
  });

  it('marks a refused send failed, refunds it, tells every tab, and answers a retry the same', async () => {
    const echo = nextMessage(socket);
    const payload = textPayload(user.numbers.local, '13105550166', 'will fail');
    const ack = await send(socket, payload);
    expect(ack).toEqual({
      status: RETCODE.SERVICE_UNAVAILABLE,
      retmsg: 'The message is temporarily unsendable, please try again later',
      smsId: payload.smsId,
    });
    expect(await echo).toMatchObject({
      smsId: payload.smsId,
      direction: 'out',
      status: RETCODE.SERVICE_UNAVAILABLE,
      retmsg: 'The message is temporarily unsendable, please try again later',
    });
    expect(await balanceOf(t.url, user)).toBe('24.9850');

    const dialog = await call(
      t.url,
      'getDialogList',
      { ownFullNumber: user.numbers.local, otherFullNumber: '13105550166' },
      { token: user.token },
    );
    expect(dialog.body.data?.dialogList.map((message) => [message.text, message.status])).toEqual([
      ['will fail', 2],
      ['goes through', 0],
    ]);
    const chats = await call(t.url, 'getChatList', {}, { token: user.token });
    expect(chats.body.data?.chatList[0]).toMatchObject({ smsId: payload.smsId, status: 2 });

    expect(await send(socket, payload)).toEqual(ack);
    expect(await balanceOf(t.url, user)).toBe('24.9850');
  });
});
