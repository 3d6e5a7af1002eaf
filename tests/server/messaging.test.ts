/**
 * Chats, sending side: own numbers, `sendMessage` over real sockets (acknowledgements, echoes to
 * every tab, real-time delivery to the other account), idempotent smsIds, the refusals of spec 1
 * §5 (ownership, recipient, toll-free destination 100021, balance 400001, attachment limits), charging per
 * the rate table, MMS media, off-net sends through the sandbox carrier (sendCodeSms, from
 * verification numbers: verificationCodes.test.ts).
 * Each area uses its own brand, so the demo balances of one do not leak into another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatMessageEvent,
  isSentAck,
  MESSAGING_LIMITS,
  type OutboxMessageEntry,
  RETCODE,
  SANDBOX_PATHS,
} from '../../src/services/api/contract/index.ts';
import {
  type ClientSocket,
  call,
  loginWithPhone,
  outbox,
  request,
  requestJson,
  startTestServer,
  type TestServer,
  uniquePhone,
} from './helpers.ts';
import {
  balanceOf,
  collectMessages,
  type DemoUser,
  demoUser,
  newSmsId,
  nextMessage,
  openTab,
  pngOfSize,
  send,
  setBalance,
  subtract,
  textPayload,
} from './messagingSupport.ts';

let t: TestServer;
const sockets: ClientSocket[] = [];
async function tab(user: DemoUser): Promise<ClientSocket> {
  const socket = await openTab(t.url, user);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

async function offNetMessages(to: string): Promise<OutboxMessageEntry[]> {
  const { text } = await request(t.url, SANDBOX_PATHS.outbox, { query: { to, kind: 'message' } });
  return JSON.parse(text) as OutboxMessageEntry[];
}

describe('own numbers', () => {
  it('gives each demo account a Hosting, a toll-free and a local number, different on every brand', async () => {
    const pingme = await demoUser(t.url, 'pingme', 0);
    // The numbers area's list (getVirtualPhoneList) also carries each number's plan and status.
    expect(pingme.phones).toMatchObject([
      {
        phone: '3125550100',
        telCode: '1',
        fullNumber: '13125550100',
        type: 'Hosting',
        numberName: 'Demo hosting line',
        notes: 'Hosting number: attachments up to 100 KB',
      },
      {
        phone: '8335550100',
        telCode: '1',
        fullNumber: '18335550100',
        type: 'tollfree',
        numberName: 'Demo toll-free',
        notes: 'Toll-free number',
      },
      {
        phone: '4155550100',
        telCode: '1',
        fullNumber: '14155550100',
        type: 'local',
        numberName: 'Demo local',
        notes: 'Local number: attachments up to 2 MB',
      },
    ]);
    const wephoneSecond = await demoUser(t.url, 'wephone', 1);
    expect(wephoneSecond.numbers).toEqual({
      Hosting: '13125550111',
      tollfree: '18335550111',
      local: '14155550111',
    });
  });

  it('gives a new account no numbers', async () => {
    const token = await loginWithPhone(t.url, 'pingme', uniquePhone());
    const answer = await call(t.url, 'getVirtualPhoneList', {}, { token });
    expect(answer.body).toMatchObject({ retcode: 0, data: { virtualPhones: [] } });
  });
});

describe('two accounts texting in real time', () => {
  let alice: DemoUser;
  let bob: DemoUser;
  let aliceTab1: ClientSocket;
  let aliceTab2: ClientSocket;
  let bobTab: ClientSocket;
  beforeAll(async () => {
    alice = await demoUser(t.url, 'pingme', 0);
    bob = await demoUser(t.url, 'pingme', 1);
    [aliceTab1, aliceTab2, bobTab] = await Promise.all([tab(alice), tab(alice), tab(bob)]);
  });

  it('acknowledges, echoes to every tab of the sender, delivers to the recipient at once and charges 0.015', async () => {
    const before = await balanceOf(t.url, alice);
    const echo1 = nextMessage(aliceTab1);
    const echo2 = nextMessage(aliceTab2);
    const arrival = nextMessage(bobTab);
    const payload = textPayload(alice.numbers.local, bob.numbers.local, 'Hello Bob 👋');

    const ack = await send(aliceTab1, payload);
    expect(ack).toEqual({ status: 0, smsId: payload.smsId, date: expect.any(Number) });
    if (!isSentAck(ack)) throw new Error('not sent');

    const expectedEcho: ChatMessageEvent = {
      fromNumber: alice.numbers.local,
      toNumber: bob.numbers.local,
      fromPhone: alice.numbers.local.slice(1),
      toPhone: bob.numbers.local.slice(1),
      fromTelCode: '1',
      toTelCode: '1',
      direction: 'out',
      msgType: 'sms',
      text: 'Hello Bob 👋',
      media: '',
      smsId: payload.smsId,
      time: ack.date,
      status: 0,
      highlightTarget: '',
      highlightText: '',
    };
    expect(await echo1).toEqual(expectedEcho);
    expect(await echo2).toEqual(expectedEcho);

    const received = await arrival;
    expect(received).toMatchObject({
      fromNumber: alice.numbers.local,
      toNumber: bob.numbers.local,
      direction: 'in',
      msgType: 'sms',
      text: 'Hello Bob 👋',
    });
    expect(received).not.toHaveProperty('status');
    expect(received.smsId).not.toBe(payload.smsId);

    expect(before).toBe('25.0000');
    expect(await balanceOf(t.url, alice)).toBe('24.9850');
    expect(await balanceOf(t.url, bob)).toBe('25.0000');

    const bobChats = await call(t.url, 'getChatList', { months: 4 }, { platform: 'pingme', token: bob.token });
    expect(bobChats.body.data?.chatList).toEqual([
      {
        ownFullNumber: bob.numbers.local,
        ownTelCode: '1',
        ownNumber: bob.numbers.local.slice(1),
        otherFullNumber: alice.numbers.local,
        otherTelCode: '1',
        otherNumber: alice.numbers.local.slice(1),
        date: received.time,
        text: 'Hello Bob 👋',
        media: '',
        type: 'sms',
        smsId: received.smsId,
        direction: 'in',
        status: 0,
        deleted: false,
        // issue 22 item 4: Bob has not read it yet.
        unread: 1,
      },
    ]);
    const aliceDialog = await call(
      t.url,
      'getDialogList',
      { ownFullNumber: alice.numbers.local, otherFullNumber: bob.numbers.local },
      { platform: 'pingme', token: alice.token },
    );
    expect(aliceDialog.body.data).toEqual({
      dialogList: [
        {
          smsId: payload.smsId,
          date: ack.date,
          direction: 'out',
          type: 'sms',
          text: 'Hello Bob 👋',
          media: '',
          status: 0,
          highlightTarget: '',
          highlightText: '',
        },
      ],
      nextStartTime: null,
    });
  });

  it('delivers the reply the other way', async () => {
    const arrival = nextMessage(aliceTab2);
    const ack = await send(
      bobTab,
      textPayload(bob.numbers.local, `+1 (${alice.numbers.local.slice(1, 4)}) 555-0100`, 'Hi!'),
    );
    expect(ack.status).toBe(0);
    expect(await arrival).toMatchObject({ direction: 'in', fromNumber: bob.numbers.local, text: 'Hi!' });
  });

  it('never duplicates a retried smsId: same answer, one message, one charge, one delivery', async () => {
    const bobEvents = collectMessages(bobTab);
    const before = await balanceOf(t.url, alice);
    const payload = textPayload(alice.numbers.Hosting, bob.numbers.Hosting, 'only once');
    // Two sends racing (a double click), then a retry after the answer (a reconnect).
    const [first, twin] = await Promise.all([send(aliceTab1, payload), send(aliceTab2, payload)]);
    const retry = await send(aliceTab1, payload);
    expect(first.status).toBe(0);
    expect(twin).toEqual(first);
    expect(retry).toEqual(first);

    const dialog = await call(
      t.url,
      'getDialogList',
      { ownFullNumber: alice.numbers.Hosting, otherFullNumber: bob.numbers.Hosting },
      { platform: 'pingme', token: alice.token },
    );
    expect(dialog.body.data?.dialogList.map((message) => message.smsId)).toEqual([payload.smsId]);
    expect(await balanceOf(t.url, alice)).toBe(subtract(before, '0.015'));
    const bobDialog = await call(
      t.url,
      'getDialogList',
      { ownFullNumber: bob.numbers.Hosting, otherFullNumber: alice.numbers.Hosting },
      { platform: 'pingme', token: bob.token },
    );
    expect(bobDialog.body.data?.dialogList).toHaveLength(1);
    expect(bobEvents.filter((event) => event.text === 'only once')).toHaveLength(1);
  });

  it('refuses an smsId already used for another message', async () => {
    const payload = textPayload(alice.numbers.local, bob.numbers.local, 'first');
    expect((await send(aliceTab1, payload)).status).toBe(0);
    const reused = await send(aliceTab1, { ...payload, toNumber: bob.numbers.Hosting });
    expect(reused).toEqual({
      status: RETCODE.BAD_REQUEST,
      retmsg: 'smsId is already used by another message',
      smsId: payload.smsId,
    });
  });
});

describe('what sending refuses', () => {
  let carol: DemoUser;
  let dave: DemoUser;
  let carolTab: ClientSocket;
  beforeAll(async () => {
    carol = await demoUser(t.url, 'wephone', 0);
    dave = await demoUser(t.url, 'wephone', 1);
    carolTab = await tab(carol);
  });

  it('a sender number the account does not own: 100017', async () => {
    for (const from of [dave.numbers.local, '14155550999', 'not a number']) {
      const ack = await send(carolTab, textPayload(from, dave.numbers.local, 'hi'));
      expect(ack).toMatchObject({
        status: RETCODE.NOT_AUTHORIZED,
        retmsg: 'You can only send from one of your own numbers',
      });
    }
  });

  it('a recipient that cannot be a chat target (spec 1 §5: at least 5 digits): 100009', async () => {
    for (const to of ['1234', '11234', '+1 abc', '999123456', '1234567890123456']) {
      const ack = await send(carolTab, textPayload(carol.numbers.local, to, 'hi'));
      expect(ack, to).toMatchObject({ status: RETCODE.PHONE_NOT_SUPPORTED, retmsg: 'Cannot send to this number' });
    }
  });

  it('a route without a price (US number to a UK mobile): 100009', async () => {
    const ack = await send(carolTab, textPayload(carol.numbers.local, '447911123456', 'hi'));
    expect(ack).toMatchObject({ status: RETCODE.PHONE_NOT_SUPPORTED });
  });

  it('a toll-free destination: 100021, not the 300030 registration prompt, with its retmsg, in the payload language', async () => {
    const ack = await send(carolTab, textPayload(carol.numbers.local, '18005550100', 'hi'));
    expect(ack).toMatchObject({
      status: RETCODE.TOLL_FREE_DESTINATION,
      retmsg: 'Sending to toll-free numbers is not supported',
    });
    const zh = await send(carolTab, {
      ...textPayload(carol.numbers.local, dave.numbers.tollfree, 'hi'),
      languagecode: 'zh_cn',
    });
    expect(zh).toMatchObject({ status: RETCODE.TOLL_FREE_DESTINATION, retmsg: '暂不支持向免费电话号码发送信息' });
  });

  it('no balance, or less than the price: 400001, and nothing is stored', async () => {
    try {
      for (const balance of ['0', '0.0149']) {
        await setBalance(t.url, 'wephone', 0, balance);
        const payload = textPayload(carol.numbers.local, dave.numbers.local, 'no money');
        const ack = await send(carolTab, payload);
        expect(ack).toEqual({
          status: RETCODE.INSUFFICIENT_BALANCE,
          retmsg: 'Insufficient balance, please recharge',
          smsId: payload.smsId,
        });
        expect(await balanceOf(t.url, carol)).toBe(Number(balance).toFixed(4));
      }
      const dialog = await call(
        t.url,
        'getDialogList',
        { ownFullNumber: dave.numbers.local, otherFullNumber: carol.numbers.local },
        { platform: 'wephone', token: dave.token },
      );
      expect(dialog.body.data?.dialogList).toEqual([]);

      // Exactly the price is enough.
      await setBalance(t.url, 'wephone', 0, '0.015');
      const payload = textPayload(carol.numbers.local, dave.numbers.local, 'last cent');
      expect((await send(carolTab, payload)).status).toBe(0);
      expect(await balanceOf(t.url, carol)).toBe('0.0000');
    } finally {
      await setBalance(t.url, 'wephone', 0, '25');
    }
  });

  it('a malformed payload: 100001 naming the field, always acknowledged', async () => {
    const valid = textPayload(carol.numbers.local, dave.numbers.local, 'hi');
    const cases: [unknown, string][] = [
      ['just text', 'body'],
      [{ ...valid, smsId: undefined }, 'smsId is required'],
      [{ ...valid, smsId: 'has spaces' }, 'smsId'],
      [{ ...valid, msgType: 'fax' }, 'msgType'],
      [{ ...valid, text: '   ' }, 'please enter a message'],
      [{ ...valid, text: 'x'.repeat(MESSAGING_LIMITS.textMax + 1) }, 'text'],
      [{ ...valid, platform: 'pingme' }, 'platform differs'],
      [{ ...valid, msgType: 'mms', fileType: 'image/png', fileName: 'a.png' }, 'fileBuffer is required'],
      [{ ...valid, msgType: 'mms', fileBuffer: 'aGVsbG8=', fileType: 'image/png', fileName: 'a.png' }, 'fileBuffer'],
    ];
    for (const [payload, field] of cases) {
      const ack = await send(carolTab, payload as Record<string, unknown>);
      expect(ack.status, field).toBe(RETCODE.BAD_REQUEST);
      expect('retmsg' in ack && ack.retmsg, field).toContain(field);
    }
    // A send without an acknowledgement callback is still handled, and the socket keeps working.
    carolTab.emit('sendMessage', textPayload(carol.numbers.local, dave.numbers.local, 'no ack'));
    expect((await send(carolTab, textPayload(carol.numbers.local, dave.numbers.local, 'after'))).status).toBe(0);
  });

  it('an off-net recipient: the sandbox carrier takes it (outbox kind=message), the code outbox stays codes only', async () => {
    const offNet = '12025550199';
    const payload = textPayload(carol.numbers.Hosting, '+1 202-555-0199', 'to another network');
    const ack = await send(carolTab, payload);
    expect(ack.status).toBe(0);
    const [entry] = await offNetMessages('+1 2025550199');
    expect(entry).toEqual({
      kind: 'sms',
      from: carol.numbers.Hosting,
      to: offNet,
      text: 'to another network',
      media: '',
      smsId: payload.smsId,
      at: expect.any(String),
    });
    expect(await outbox(t.url, '+1 2025550199')).toEqual([]);
  });

  it('an off-net send repeated with its smsId on a new connection (the outbox after a reconnect) reaches the carrier once, charged once', async () => {
    // issue 24 item 3: a queued text whose acknowledgement was lost goes again with the same smsId.
    const payload = textPayload(carol.numbers.Hosting, '+1 202-555-0177', 'queued while offline');
    const first = await send(carolTab, payload);
    expect(first.status).toBe(0);
    const charged = await balanceOf(t.url, carol);
    const reconnected = await tab(carol);
    const repeat = await send(reconnected, payload);
    expect(repeat).toEqual(first);
    expect((await offNetMessages('+1 2025550177')).map((entry) => entry.smsId)).toEqual([payload.smsId]);
    expect(await balanceOf(t.url, carol)).toBe(charged);
  });
});

describe('MMS', () => {
  let erin: DemoUser;
  let frank: DemoUser;
  let erinTab: ClientSocket;
  let frankTab: ClientSocket;
  beforeAll(async () => {
    erin = await demoUser(t.url, 'wetalk', 0);
    frank = await demoUser(t.url, 'wetalk', 1);
    [erinTab, frankTab] = await Promise.all([tab(erin), tab(frank)]);
  });

  const mms = (from: string, to: string, fileBuffer: Uint8Array, fileType = 'image/png') => ({
    fromNumber: from,
    toNumber: to,
    msgType: 'mms' as const,
    smsId: newSmsId(),
    fileBuffer,
    fileType,
    fileName: 'photo.png',
  });

  it('stores the image, serves it from an unguessable URL with its checked type, delivers it and charges 0.04', async () => {
    const image = pngOfSize(5000);
    const arrival = nextMessage(frankTab);
    const echo = nextMessage(erinTab);
    const ack = await send(erinTab, mms(erin.numbers.local, frank.numbers.local, image, 'image/x-png'));
    expect(ack.status).toBe(0);
    const sent = await echo;
    expect(sent).toMatchObject({ msgType: 'mms', direction: 'out', text: '', status: 0 });
    expect(sent.media).toMatch(/^\/media\/[A-Za-z0-9_-]{43}$/);
    // The acknowledgement carries the stored URL too, so the sender's copy never depends on the echo.
    expect(ack).toMatchObject({ status: 0, media: sent.media });
    const received = await arrival;
    expect(received).toMatchObject({ msgType: 'mms', direction: 'in', media: sent.media });
    expect(await balanceOf(t.url, erin)).toBe('24.9600');

    const response = await fetch(new URL(sent.media, t.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(image);

    const unknown = await requestJson(t.url, `/media/${'A'.repeat(43)}`);
    expect(unknown).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
  });

  it('accepts up to 2 MB from a local number and refuses one byte more', async () => {
    const limit = MESSAGING_LIMITS.attachmentMaxBytes;
    const over = await send(erinTab, mms(erin.numbers.local, frank.numbers.local, pngOfSize(limit + 1)));
    expect(over).toMatchObject({
      status: RETCODE.BAD_REQUEST,
      retmsg: 'The image is too large, please select a smaller one',
    });
    const atLimit = await send(erinTab, mms(erin.numbers.local, frank.numbers.local, pngOfSize(limit)));
    expect(atLimit.status).toBe(0);
  });

  it('accepts up to 102,400 bytes from a Hosting number and refuses one byte more', async () => {
    const limit = MESSAGING_LIMITS.attachmentMaxBytesHosting;
    const over = await send(erinTab, mms(erin.numbers.Hosting, frank.numbers.local, pngOfSize(limit + 1)));
    expect(over).toMatchObject({ status: RETCODE.BAD_REQUEST, retmsg: expect.stringContaining('too large') });
    const atLimit = await send(erinTab, mms(erin.numbers.Hosting, frank.numbers.local, pngOfSize(limit)));
    expect(atLimit.status).toBe(0);
  });

  it('refuses what is not an image of the declared type', async () => {
    const text = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const cases: [Uint8Array, string, string][] = [
      [text, 'image/png', 'must be an image'],
      [pngOfSize(), 'image/jpeg', 'not the image type it claims'],
      [pngOfSize(), 'image/heic', 'must be an image'],
      [pngOfSize(), 'text/html', 'must be an image'],
      [new Uint8Array(0), 'image/png', 'must be an image'],
    ];
    for (const [bytes, type, why] of cases) {
      const ack = await send(erinTab, mms(erin.numbers.local, frank.numbers.local, bytes, type));
      expect(ack, `${type} ${why}`).toMatchObject({
        status: RETCODE.BAD_REQUEST,
        retmsg: expect.stringContaining(why),
      });
    }
  });

  it('refuses an SVG (raster images only), however it is declared', async () => {
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const type of ['image/svg+xml', 'image/png']) {
      const ack = await send(erinTab, mms(erin.numbers.local, frank.numbers.local, svg, type));
      expect(ack, type).toMatchObject({
        status: RETCODE.BAD_REQUEST,
        retmsg: expect.stringContaining('must be an image'),
      });
    }
  });

  it('MMS from a toll-free demo number to the US costs as the table says, and a UK route is refused', async () => {
    const before = await balanceOf(t.url, erin);
    expect((await send(erinTab, mms(erin.numbers.tollfree, frank.numbers.local, pngOfSize()))).status).toBe(0);
    expect(await balanceOf(t.url, erin)).toBe(subtract(before, '0.04'));
    const uk = await send(erinTab, mms(erin.numbers.local, '447911123456', pngOfSize()));
    expect(uk).toMatchObject({ status: RETCODE.PHONE_NOT_SUPPORTED, retmsg: 'Cannot send to this number' });
  });

  it('an off-net MMS reaches the carrier with its media URL', async () => {
    const echo = nextMessage(erinTab);
    const payload = mms(erin.numbers.local, '13105550188', pngOfSize());
    expect((await send(erinTab, payload)).status).toBe(0);
    const { media } = await echo;
    const [entry] = await offNetMessages('13105550188');
    expect(entry).toMatchObject({ kind: 'mms', from: erin.numbers.local, media, smsId: payload.smsId });
  });
});
