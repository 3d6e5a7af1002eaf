/**
 * Chats, receiving and reading side: inbound SMS, MMS and voicemail through the sandbox carrier
 * path, transcription, dialog paging and catch-up, the chat-list windows and change listings,
 * deleting a message or a conversation — and that another account's data is never reachable.
 * Each area uses its own brand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatListEntry,
  DEMO_ACCOUNTS,
  HIGHLIGHT_DELIMITER,
  isSentAck,
  RETCODE,
  resolveMediaUrl,
} from '../../src/services/api/contract/index.ts';
import { type ClientSocket, call, requestJson, startTestServer, type TestServer } from './helpers.ts';
import {
  collectMessages,
  type DemoUser,
  demoUser,
  nextMessage,
  openTab,
  sandboxInbound,
  send,
  textPayload,
} from './messagingSupport.ts';

const DAY = 24 * 60 * 60 * 1000;

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

/** Sends texts one after another; answers their acknowledged dates, in sending order. */
async function sendTexts(socket: ClientSocket, from: string, to: string, texts: string[]): Promise<number[]> {
  const dates: number[] = [];
  for (const text of texts) {
    const ack = await send(socket, textPayload(from, to, text));
    if (!isSentAck(ack)) throw new Error(`send failed: ${JSON.stringify(ack)}`);
    dates.push(ack.date);
  }
  return dates;
}

describe('inbound through the sandbox carrier', () => {
  let ivy: DemoUser;
  let ivyTab: ClientSocket;
  beforeAll(async () => {
    ivy = await demoUser(t.url, 'wetalkpro', 0);
    ivyTab = await tab(ivy);
  });

  it('delivers an SMS from another network to the account owning `to`, in real time', async () => {
    const arrival = nextMessage(ivyTab);
    const answer = await sandboxInbound(t.url, {
      from: '+44 7911 123456',
      to: ivy.numbers.local,
      text: 'Hello from London',
      highlightText: `your profile${HIGHLIGHT_DELIMITER}numbers`,
      highlightTarget: `account.profile${HIGHLIGHT_DELIMITER}numbers`,
    });
    expect(answer).toMatchObject({ status: 200, body: { retcode: 0, data: { smsId: expect.any(String) } } });
    const received = await arrival;
    expect(received).toEqual({
      fromNumber: '447911123456',
      toNumber: ivy.numbers.local,
      fromPhone: '7911123456',
      toPhone: ivy.numbers.local.slice(1),
      fromTelCode: '44',
      toTelCode: '1',
      direction: 'in',
      msgType: 'sms',
      text: 'Hello from London',
      media: '',
      smsId: answer.body.data?.smsId,
      time: answer.body.data?.date,
      highlightText: `your profile${HIGHLIGHT_DELIMITER}numbers`,
      highlightTarget: `account.profile${HIGHLIGHT_DELIMITER}numbers`,
    });
    const chats = await call(t.url, 'getChatList', {}, { platform: 'wetalkpro', token: ivy.token });
    expect(chats.body.data?.chatList[0]).toMatchObject({
      otherFullNumber: '447911123456',
      otherTelCode: '44',
      otherNumber: '7911123456',
      direction: 'in',
    });
  });

  it('keeps a short-code sender whole (no country code), e.g. a verification code', async () => {
    const arrival = nextMessage(ivyTab);
    const answer = await sandboxInbound(t.url, {
      from: '12345',
      to: ivy.numbers.tollfree,
      type: 'verificationCode',
      text: 'Your code is 4321',
    });
    expect(answer.body.retcode).toBe(0);
    expect(await arrival).toMatchObject({
      fromNumber: '12345',
      fromTelCode: '',
      fromPhone: '12345',
      msgType: 'verificationCode',
    });
    const chats = await call(t.url, 'getChatList', {}, { platform: 'wetalkpro', token: ivy.token });
    expect(chats.body.data?.chatList[0]).toMatchObject({
      otherFullNumber: '12345',
      otherTelCode: '',
      otherNumber: '12345',
      type: 'verificationCode',
    });
  });

  it('delivers an MMS with the carrier’s media URL', async () => {
    const arrival = nextMessage(ivyTab);
    const answer = await sandboxInbound(t.url, {
      from: '13105550123',
      to: ivy.numbers.Hosting,
      type: 'mms',
      mediaUrl: 'https://carrier.example/media/cat.jpg',
    });
    expect(answer.body.retcode).toBe(0);
    expect(await arrival).toMatchObject({ msgType: 'mms', media: 'https://carrier.example/media/cat.jpg', text: '' });
  });

  it('refuses an unknown number (404), an MMS without media and a bad highlight target (400)', async () => {
    const unknown = await sandboxInbound(t.url, { from: '13105550123', to: '14155550999', text: 'hi' });
    expect(unknown).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    const noMedia = await sandboxInbound(t.url, { from: '13105550123', to: ivy.numbers.local, type: 'mms' });
    expect(noMedia).toMatchObject({ status: 400, body: { retmsg: expect.stringContaining('mediaUrl') } });
    const badTarget = await sandboxInbound(t.url, {
      from: '13105550123',
      to: ivy.numbers.local,
      text: 'x',
      highlightTarget: 'admin',
    });
    expect(badTarget).toMatchObject({ status: 400, body: { retmsg: expect.stringContaining('highlightTarget') } });
    const wrongBrand = await sandboxInbound(t.url, {
      platform: 'pingme',
      from: '13105550123',
      to: ivy.numbers.local,
      text: 'x',
    });
    expect(wrongBrand.status).toBe(404);
  });

  it('messages arriving together are written together, each with its own answer and a distinct date', async () => {
    const events = collectMessages(ivyTab);
    const texts = Array.from({ length: 24 }, (_, index) => `burst ${index}`);
    const [answers, unknown, voicemail] = await Promise.all([
      Promise.all(texts.map((text) => sandboxInbound(t.url, { from: '+44 7911 123456', to: ivy.numbers.local, text }))),
      sandboxInbound(t.url, { from: '13105550123', to: '14155550999', text: 'nobody' }),
      sandboxInbound(t.url, { from: '13105550123', to: ivy.numbers.local, type: 'voicemail' }),
    ]);
    // A refused message among them refuses only itself.
    expect(unknown).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    expect(voicemail.body.retcode).toBe(0);
    const dates = answers.map((answer) => answer.body.data?.date ?? 0);
    expect(new Set([...dates, voicemail.body.data?.date]).size).toBe(texts.length + 1);
    await expect.poll(() => events.length).toBe(texts.length + 1);
    const recording = events.find((event) => event.msgType === 'voicemail');
    expect((await fetch(resolveMediaUrl(recording?.media ?? '', t.url))).headers.get('content-type')).toBe('audio/wav');
    const page = await call(
      t.url,
      'getDialogList',
      { ownFullNumber: ivy.numbers.local, otherFullNumber: '447911123456', pageSize: 50 },
      { platform: 'wetalkpro', token: ivy.token },
    );
    const stored = page.body.data?.dialogList.filter((message) => message.text.startsWith('burst ')) ?? [];
    expect(stored.map((message) => message.smsId).sort()).toEqual(
      answers.map((answer) => answer.body.data?.smsId).sort(),
    );
  });

  it('a voicemail gets a playable recording and its transcript from speechToText', async () => {
    const arrival = nextMessage(ivyTab);
    const answer = await sandboxInbound(t.url, {
      from: '13105550123',
      to: ivy.numbers.local,
      type: 'voicemail',
      transcript: 'Call me back about the delivery.',
    });
    expect(answer.body.retcode).toBe(0);
    const voicemail = await arrival;
    expect(voicemail).toMatchObject({ msgType: 'voicemail', media: expect.stringMatching(/^\/media\//) });

    const recording = await fetch(resolveMediaUrl(voicemail.media, t.url));
    expect(recording.headers.get('content-type')).toBe('audio/wav');
    expect(
      Buffer.from(await recording.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('RIFF');

    const as = { platform: 'wetalkpro', token: ivy.token } as const;
    const relative = await call(t.url, 'speechToText', { url: voicemail.media, language: 'en-US' }, as);
    expect(relative.body).toEqual({
      retcode: 0,
      retmsg: 'success',
      data: { text: 'Call me back about the delivery.' },
    });
    // The client may send the URL resolved against the API base.
    const absolute = await call(t.url, 'speechToText', { url: resolveMediaUrl(voicemail.media, t.url) }, as);
    expect(absolute.body.data?.text).toBe('Call me back about the delivery.');
  });

  it('a voicemail without a transcript fails with the spec’s sorry text (500000)', async () => {
    const arrival = nextMessage(ivyTab);
    await sandboxInbound(t.url, {
      from: '13105550123',
      to: ivy.numbers.local,
      type: 'voicemail',
      mediaUrl: 'https://carrier.example/vm/1.mp3',
    });
    const { media } = await arrival;
    const as = { platform: 'wetalkpro', token: ivy.token } as const;
    const answer = await call(t.url, 'speechToText', { url: media }, as);
    expect(answer.body).toEqual({
      retcode: RETCODE.SERVICE_UNAVAILABLE,
      retmsg: 'Sorry! The Speech-to-text is temporarily unavailable. Please try again later.',
    });
    const zh = await call(t.url, 'speechToText', { url: media }, { ...as, lang: 'zh_cn' });
    expect(zh.body.retmsg).toBe('抱歉！语音转文字功能暂时不可用，请稍后再试。');
  });

  it('speechToText of a URL that is not one of the caller’s voicemails: 404', async () => {
    const arrival = nextMessage(ivyTab);
    await sandboxInbound(t.url, {
      from: '13105550123',
      to: ivy.numbers.local,
      type: 'voicemail',
      transcript: 'secret',
    });
    const { media } = await arrival;
    const other = await demoUser(t.url, 'wetalkpro', 1);
    const stolen = await call(t.url, 'speechToText', { url: media }, { platform: 'wetalkpro', token: other.token });
    expect(stolen).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    const unknown = await call(
      t.url,
      'speechToText',
      { url: '/media/nothing' },
      { platform: 'wetalkpro', token: ivy.token },
    );
    expect(unknown.status).toBe(404);
    // An SMS is not a voicemail.
    const notVoicemail = await call(
      t.url,
      'speechToText',
      { url: 'https://carrier.example/media/cat.jpg' },
      { platform: 'wetalkpro', token: ivy.token },
    );
    expect(notVoicemail.status).toBe(404);
  });
});

describe('dialog pages and catch-up', () => {
  let jack: DemoUser;
  let kate: DemoUser;
  let jackTab: ClientSocket;
  let dates: number[];
  const texts = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'];
  beforeAll(async () => {
    jack = await demoUser(t.url, 'jiema', 0);
    kate = await demoUser(t.url, 'jiema', 1);
    jackTab = await tab(jack);
    dates = await sendTexts(jackTab, jack.numbers.local, kate.numbers.local, texts);
  });
  const dialog = (query: Record<string, unknown>, token = jack.token) =>
    call(
      t.url,
      'getDialogList',
      { ownFullNumber: jack.numbers.local, otherFullNumber: kate.numbers.local, ...query },
      { platform: 'jiema', token },
    );

  it('gives every message a distinct, increasing date', () => {
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('pages newest first with nextStartTime until null, missing and repeating nothing', async () => {
    const seen: string[] = [];
    let startTime: number | undefined;
    const pageSizes: number[] = [];
    for (;;) {
      const page = await dialog({ pageSize: 3, ...(startTime === undefined ? {} : { startTime }) });
      const data = page.body.data;
      if (!data) throw new Error(JSON.stringify(page.body));
      pageSizes.push(data.dialogList.length);
      seen.push(...data.dialogList.map((message) => message.text));
      if (data.nextStartTime === null) break;
      expect(data.nextStartTime).toBe(data.dialogList.at(-1)?.date);
      startTime = data.nextStartTime;
    }
    expect(pageSizes).toEqual([3, 3, 1]);
    expect(seen).toEqual([...texts].reverse());
    // A page that ends exactly at the last message says so.
    const exact = await dialog({ pageSize: 7 });
    expect(exact.body.data?.nextStartTime).toBeNull();
  });

  it('answers only the messages newer than `since` (catch-up after a reconnect)', async () => {
    const since = dates[3]!;
    const newer = await dialog({ since });
    expect(newer.body.data?.dialogList.map((message) => message.text)).toEqual(['m7', 'm6', 'm5']);
    const none = await dialog({ since: dates.at(-1)! });
    expect(none.body.data).toEqual({ dialogList: [], nextStartTime: null });
  });

  it('keeps to the UTC month of `ym`', async () => {
    const now = new Date(t.clock.now());
    const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect((await dialog({ ym: thisMonth })).body.data?.dialogList).toHaveLength(7);
    expect((await dialog({ ym: thisMonth.replace('-', '') })).body.data?.dialogList).toHaveLength(7);
    expect((await dialog({ ym: '2001-01' })).body.data?.dialogList).toEqual([]);
  });

  it('another account cannot read the conversation: 404, even with the right numbers', async () => {
    const outsider = await demoUser(t.url, 'jiema', 1);
    const answer = await dialog({}, outsider.token);
    expect(answer).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    expect(answer.body).not.toHaveProperty('data');
    // Same demo phone, another brand: another account.
    const otherBrand = await call(
      t.url,
      'getDialogList',
      { ownFullNumber: jack.numbers.local, otherFullNumber: kate.numbers.local },
      { platform: 'pingme', token: (await demoUser(t.url, 'pingme', 0)).token },
    );
    expect(otherBrand.status).toBe(404);
  });

  it('an own number with no conversation yet answers an empty page', async () => {
    const answer = await dialog({ otherFullNumber: '13105550100' });
    expect(answer.body.data).toEqual({ dialogList: [], nextStartTime: null });
  });
});

describe('chat list, changes and deleting', () => {
  let lea: DemoUser;
  let max: DemoUser;
  let leaTab: ClientSocket;
  let maxTab: ClientSocket;
  beforeAll(async () => {
    lea = await demoUser(t.url, 'wephone', 0);
    max = await demoUser(t.url, 'wephone', 1);
    [leaTab, maxTab] = await Promise.all([tab(lea), tab(max)]);
  });
  const as = (user: DemoUser) => ({ platform: 'wephone', token: user.token }) as const;

  it('lists conversations newest first, and reports changes and deletions since a syncTime', async () => {
    await sendTexts(leaTab, lea.numbers.local, max.numbers.local, ['to local']);
    await sendTexts(leaTab, lea.numbers.Hosting, max.numbers.Hosting, ['to hosting']);
    const first = await call(t.url, 'getChatList', { months: 4 }, as(lea));
    const list = first.body.data;
    if (!list) throw new Error(JSON.stringify(first.body));
    expect(list.chatList.map((item) => [item.ownFullNumber, item.text])).toEqual([
      [lea.numbers.Hosting, 'to hosting'],
      [lea.numbers.local, 'to local'],
    ]);
    expect(list.syncTime).toBeGreaterThanOrEqual(list.chatList[0]!.date);

    // Nothing changed yet.
    expect((await call(t.url, 'getChatListByDate', { since: list.syncTime }, as(lea))).body.data?.chatList).toEqual([]);

    // Max answers on the local conversation; Lea deletes the Hosting one.
    const arrival = nextMessage(leaTab);
    await sendTexts(maxTab, max.numbers.local, lea.numbers.local, ['reply']);
    await arrival;
    const deleted = await call(t.url, 'delSms', { from: lea.numbers.Hosting, to: max.numbers.Hosting }, as(lea));
    expect(deleted.body).toMatchObject({ retcode: 0, data: { deleted: 1 } });

    const changes = await call(t.url, 'getChatListByDate', { since: list.syncTime }, as(lea));
    const entries = changes.body.data?.chatList ?? [];
    expect(entries.map((entry: ChatListEntry) => [entry.ownFullNumber, entry.deleted])).toEqual([
      [lea.numbers.local, false],
      [lea.numbers.Hosting, true],
    ]);
    expect(entries[0]).toMatchObject({ text: 'reply', direction: 'in' });
    expect(entries[1]).toEqual({
      ownFullNumber: lea.numbers.Hosting,
      ownTelCode: '1',
      ownNumber: lea.numbers.Hosting.slice(1),
      otherFullNumber: max.numbers.Hosting,
      otherTelCode: '1',
      otherNumber: max.numbers.Hosting.slice(1),
      date: expect.any(Number),
      deleted: true,
    });
    expect(changes.body.data?.syncTime).toBeGreaterThan(list.syncTime);

    const after = await call(t.url, 'getChatList', {}, as(lea));
    expect(after.body.data?.chatList.map((item) => item.otherFullNumber)).toEqual([max.numbers.local]);
    // Max's copy is untouched.
    const maxList = await call(t.url, 'getChatList', {}, as(max));
    expect(maxList.body.data?.chatList).toHaveLength(2);

    // A new message revives the deleted conversation, with only the new message in it.
    await sendTexts(leaTab, lea.numbers.Hosting, max.numbers.Hosting, ['again']);
    const revived = await call(
      t.url,
      'getDialogList',
      { ownFullNumber: lea.numbers.Hosting, otherFullNumber: max.numbers.Hosting },
      as(lea),
    );
    expect(revived.body.data?.dialogList.map((message) => message.text)).toEqual(['again']);
  });

  it('deletes one message by smsId and date; the chat shows the previous one; a retried send is not revived', async () => {
    const payload = textPayload(lea.numbers.tollfree, max.numbers.local, 'second');
    await sendTexts(leaTab, lea.numbers.tollfree, max.numbers.local, ['first']);
    const ack = await send(leaTab, payload);
    if (!isSentAck(ack)) throw new Error('not sent');

    const wrongDate = await call(t.url, 'delSms', { smsId: ack.smsId, date: ack.date + 1 }, as(lea));
    expect(wrongDate.status).toBe(404);
    const byMax = await call(t.url, 'delSms', { smsId: ack.smsId, date: ack.date }, as(max));
    expect(byMax).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });

    const deleted = await call(t.url, 'delSms', { smsId: ack.smsId, date: String(ack.date) }, as(lea));
    expect(deleted.body).toMatchObject({ retcode: 0, data: { deleted: 1 } });
    const again = await call(t.url, 'delSms', { smsId: ack.smsId, date: ack.date }, as(lea));
    expect(again.status).toBe(404);

    const list = await call(t.url, 'getChatList', {}, as(lea));
    expect(list.body.data?.chatList.find((item) => item.ownFullNumber === lea.numbers.tollfree)?.text).toBe('first');

    // The retried send answers as before and does not bring the deleted message back.
    expect(await send(leaTab, payload)).toEqual(ack);
    const dialog = await call(
      t.url,
      'getDialogList',
      { ownFullNumber: lea.numbers.tollfree, otherFullNumber: max.numbers.local },
      as(lea),
    );
    expect(dialog.body.data?.dialogList.map((message) => message.text)).toEqual(['first']);
  });

  it('deleting the last message of a conversation reports it deleted', async () => {
    const other = '13105550142';
    const [date] = await sendTexts(leaTab, lea.numbers.local, other, ['lonely']);
    const { syncTime } = (await call(t.url, 'getChatList', {}, as(lea))).body.data!;
    const dialog = await call(
      t.url,
      'getDialogList',
      { ownFullNumber: lea.numbers.local, otherFullNumber: other },
      as(lea),
    );
    const smsId = dialog.body.data?.dialogList[0]?.smsId ?? '';
    expect((await call(t.url, 'delSms', { smsId, date: date! }, as(lea))).body.retcode).toBe(0);
    const changes = await call(t.url, 'getChatListByDate', { since: syncTime }, as(lea));
    expect(changes.body.data?.chatList).toMatchObject([{ otherFullNumber: other, deleted: true }]);
  });

  it('a conversation of another account, or none at all: 404', async () => {
    const notMine = await call(t.url, 'delSms', { from: max.numbers.local, to: lea.numbers.local }, as(lea));
    expect(notMine).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    const none = await call(t.url, 'delSms', { from: lea.numbers.local, to: '13105550999' }, as(lea));
    expect(none.status).toBe(404);
  });
});

describe('the chat-list window (spec 1 §9: 4 months)', () => {
  let nora: DemoUser;
  it('keeps conversations whose newest message is within the last N UTC months', async () => {
    nora = await demoUser(t.url, 'cloudnumber', 0);
    const noraTab = await tab(nora);
    const as = { platform: 'cloudnumber', token: nora.token } as const;
    // Nora's first message, written with the clock five months back; then one today.
    t.clock.advance(-150 * DAY);
    try {
      await sendTexts(noraTab, nora.numbers.local, '13105550150', ['long ago']);
    } finally {
      t.clock.advance(150 * DAY);
    }
    await sendTexts(noraTab, nora.numbers.local, '13105550151', ['today']);

    const four = await call(t.url, 'getChatList', {}, as);
    expect(four.body.data?.chatList.map((item) => item.text)).toEqual(['today']);
    const seven = await call(t.url, 'getChatList', { months: 7 }, as);
    expect(seven.body.data?.chatList.map((item) => item.text)).toEqual(['today', 'long ago']);
  });

  it('another account’s list never shows these conversations', async () => {
    const other = await demoUser(t.url, 'cloudnumber', 1);
    const list = await call(t.url, 'getChatList', { months: 24 }, { platform: 'cloudnumber', token: other.token });
    expect(list.body.data?.chatList).toEqual([]);
    expect(DEMO_ACCOUNTS[1].phone).not.toBe(DEMO_ACCOUNTS[0].phone);
  });

  it('listings asked for together (read in one statement) are each their caller’s own', async () => {
    const other = await demoUser(t.url, 'cloudnumber', 1);
    const list = (token: string, months: number, platform: 'cloudnumber' | 'pingme' = 'cloudnumber') =>
      call(t.url, 'getChatList', { months }, { platform, token });
    const texts = (answer: Awaited<ReturnType<typeof list>>) => answer.body.data?.chatList.map((item) => item.text);
    const loggedOut = await demoUser(t.url, 'cloudnumber', 1);
    await call(t.url, 'logout', {}, { platform: 'cloudnumber', token: loggedOut.token });
    for (let round = 0; round < 3; round += 1) {
      const [four, seven, others, otherBrand, unknown, revoked] = await Promise.all([
        list(nora.token, 4),
        list(nora.token, 7),
        list(other.token, 24),
        list(nora.token, 4, 'pingme'),
        list('A'.repeat(43), 4),
        list(loggedOut.token, 4),
      ]);
      expect(texts(four)).toEqual(['today']);
      expect(texts(seven)).toEqual(['today', 'long ago']);
      expect(texts(others)).toEqual([]);
      expect(four.body.data?.syncTime).toBe(seven.body.data?.syncTime);
      expect(otherBrand.body.retcode).toBe(RETCODE.TOKEN_INVALID);
      expect(unknown.body.retcode).toBe(RETCODE.TOKEN_INVALID);
      expect(revoked.body.retcode).toBe(RETCODE.LOGGED_OUT);
    }
  });
});

describe('junk never gives a 5xx', () => {
  it('on every chat call', async () => {
    const user = await demoUser(t.url, 'pingme', 1);
    const junk: unknown[] = [null, -1, 1e308, true, [], {}, '', ' ', 'x'.repeat(5000), '\u0000', "' OR 1=1 --", '😀'];
    const fields = [
      'months',
      'since',
      'ownFullNumber',
      'otherFullNumber',
      'pageSize',
      'ym',
      'startTime',
      'smsId',
      'date',
      'from',
      'to',
      'url',
      'language',
      'app',
      'text',
    ];
    for (const name of [
      'getChatList',
      'getChatListByDate',
      'getDialogList',
      'delSms',
      'speechToText',
      'sendCodeSms',
    ] as const) {
      for (const value of junk) {
        const input = Object.fromEntries(fields.map((field) => [field, value]));
        const answer = await call(t.url, name, input, { platform: 'pingme', token: user.token });
        expect(answer.status, `${name} ${JSON.stringify(value)?.slice(0, 30)}`).toBeLessThan(500);
        expect(answer.body.retcode).not.toBe(RETCODE.SERVER_ERROR);
      }
    }
    const junkInbound = await requestJson(t.url, '/sandbox/inbound', { json: { from: [], to: {}, type: 'fax' } });
    expect(junkInbound.status).toBe(400);
  });
});
