/**
 * Searching the chats (issue 22 item 5, docs/chat-search.md): only the caller's rows (another
 * account's, and the same person's on another brand, never), messages by a word in either
 * language (Chinese of 1, 2 and 3+ characters), voicemails by the words of their transcripts,
 * conversations by contact name or number, pages that neither repeat nor skip, and bad input
 * answered 4xx with {retcode, retmsg}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSentAck, RETCODE, SEARCH_LIMITS } from '../../src/services/api/contract/index.ts';
import { type ClientSocket, call, startTestServer, type TestServer } from './helpers.ts';
import { type DemoUser, demoUser, openTab, sandboxInbound, send, textPayload } from './messagingSupport.ts';

let t: TestServer;
const sockets: ClientSocket[] = [];
let ann: DemoUser;
let ben: DemoUser;
let annOnOtherBrand: DemoUser;
let annTab: ClientSocket;
const sent = new Map<string, string>();

const TEXTS = [
  'Meet me at the harbour at five',
  '下午三点在公司见',
  'see you 50% later',
  'paging word one',
  'paging word two',
  'paging word three',
  'paging word four',
  'paging word five',
];

/** What the test speech service hears in a recording the carrier sent no transcript with. */
const HEARD = 'The plumber comes on Tuesday, 水管工周二来';

beforeAll(async () => {
  t = await startTestServer({
    // The sandbox's answer (the carrier's transcript), or for a voicemail without one the words
    // a real speech service would have made of it.
    speech: { transcribe: async ({ carrierTranscript }) => carrierTranscript ?? HEARD },
  });
  ann = await demoUser(t.url, 'wetalk', 0);
  ben = await demoUser(t.url, 'wetalk', 1);
  annOnOtherBrand = await demoUser(t.url, 'wephone', 0);
  annTab = await openTab(t.url, ann);
  sockets.push(annTab);
  for (const text of TEXTS) {
    const payload = textPayload(ann.numbers.local, ben.numbers.local, text);
    const ack = await send(annTab, payload);
    if (!isSentAck(ack)) throw new Error(`send failed: ${JSON.stringify(ack)}`);
    sent.set(text, payload.smsId);
  }
  // The same words on the other brand's account of the same person, to a number of its own.
  const otherTab = await openTab(t.url, annOnOtherBrand);
  sockets.push(otherTab);
  const otherBen = await demoUser(t.url, 'wephone', 1);
  await send(otherTab, textPayload(annOnOtherBrand.numbers.local, otherBen.numbers.local, 'harbour on another brand'));
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

function search(user: DemoUser, input: Record<string, unknown>) {
  return call(t.url, 'searchChats', input, { platform: user.platform, token: user.token });
}

async function hits(user: DemoUser, query: string) {
  const answer = await search(user, { query });
  expect(answer.status).toBe(200);
  if (!answer.body.data) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

describe('searchChats', () => {
  it("finds a message by a word, in the caller's own copy only", async () => {
    const mine = await hits(ann, 'HARBOUR');
    expect(mine.messages).toEqual([
      expect.objectContaining({
        smsId: sent.get(TEXTS[0] as string),
        text: TEXTS[0],
        direction: 'out',
        ownFullNumber: ann.numbers.local,
        otherFullNumber: ben.numbers.local,
      }),
    ]);
    // Ben's copy is his own row, under his own smsId.
    const his = await hits(ben, 'harbour');
    expect(his.messages).toHaveLength(1);
    expect(his.messages[0]).toMatchObject({ direction: 'in', ownFullNumber: ben.numbers.local });
    expect(his.messages[0]?.smsId).not.toBe(sent.get(TEXTS[0] as string));
  });

  it("never answers another account's rows, not even the same person's on another brand", async () => {
    const other = await hits(annOnOtherBrand, 'harbour');
    expect(other.messages.map((message) => message.text)).toEqual(['harbour on another brand']);
    expect((await hits(ann, 'another brand')).messages).toEqual([]);
    const ownNumbers = new Set(ann.phones.map((phone) => phone.fullNumber));
    for (const message of (await hits(ann, 'o')).messages) expect(ownNumbers.has(message.ownFullNumber)).toBe(true);
  });

  it('matches Chinese text of one, two and three or more characters', async () => {
    for (const query of ['见', '公司', '三点在公司']) {
      const found = await hits(ann, query);
      expect(
        found.messages.map((message) => message.text),
        query,
      ).toEqual([TEXTS[1]]);
    }
    expect((await hits(ann, '北京')).messages).toEqual([]);
  });

  it("takes the query's wildcard characters literally", async () => {
    expect((await hits(ann, '50%')).messages.map((message) => message.text)).toEqual([TEXTS[2]]);
    expect((await hits(ann, '%')).messages.map((message) => message.text)).toEqual([TEXTS[2]]);
    expect((await hits(ann, 'paging_word')).messages).toEqual([]);
  });

  it('pages newest first, without repeating or skipping, conversations on the first page only', async () => {
    const seen: string[] = [];
    let before: number | undefined;
    let pages = 0;
    do {
      const answer = await search(ann, { query: 'paging word', pageSize: 2, ...(before ? { before } : {}) });
      const data = answer.body.data;
      if (!data) throw new Error(JSON.stringify(answer.body));
      pages += 1;
      if (pages > 1) expect(data.conversations).toEqual([]);
      seen.push(...data.messages.map((message) => message.text));
      before = data.nextBefore ?? undefined;
    } while (before !== undefined);
    expect(pages).toBe(3);
    expect(seen).toEqual(TEXTS.slice(3).reverse());
  });

  it('finds a conversation by its contact name (Chinese too) and by its number, however typed', async () => {
    const saved = await call(
      t.url,
      'createOrUpdateCloudAddressBook',
      {
        addressBook: JSON.stringify({
          name: '王小明 Benny',
          phoneList: [{ phone: `+${ben.numbers.local}`, telCode: '1', tag: 'Mobile' }],
          email: '',
          companyName: '',
          note: '',
        }),
      },
      { platform: ann.platform, token: ann.token },
    );
    expect(saved.body.retcode).toBe(0);
    const conversation = {
      ownFullNumber: ann.numbers.local,
      otherFullNumber: ben.numbers.local,
      contactName: '王小明 Benny',
    };
    expect((await hits(ann, '小明')).conversations).toEqual([
      expect.objectContaining({ ...conversation, matchedBy: 'name' }),
    ]);
    expect((await hits(ann, 'benny')).conversations).toEqual([
      expect.objectContaining({ ...conversation, matchedBy: 'name' }),
    ]);
    // The message hits carry the contact's name too.
    expect((await hits(ann, 'harbour')).messages[0]?.contactName).toBe('王小明 Benny');
    const national = ben.numbers.local.slice(1);
    const typed = `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
    expect((await hits(ann, typed)).conversations).toEqual([
      expect.objectContaining({ ...conversation, matchedBy: 'number' }),
    ]);
    // Ben has no such contact: nothing of Ann's address book reaches him.
    expect((await hits(ben, '小明')).conversations).toEqual([]);
  });

  it("finds a voicemail by its transcript, the caller's own only, showing the transcript that matched", async () => {
    const carrier = 'Your parcel waits at the depot 包裹在仓库';
    const arrived = await sandboxInbound(t.url, {
      platform: ann.platform,
      from: ben.numbers.local,
      to: ann.numbers.local,
      type: 'voicemail',
      transcript: carrier,
    });
    const smsId = arrived.body.data?.smsId;
    expect(smsId).toEqual(expect.any(String));
    for (const query of ['PARCEL', 'depot', '仓库', '包']) {
      expect((await hits(ann, query)).messages, query).toEqual([
        expect.objectContaining({ smsId, type: 'voicemail', transcript: carrier, ownFullNumber: ann.numbers.local }),
      ]);
    }
    // A text message answers no transcript.
    expect((await hits(ann, 'harbour')).messages[0]?.transcript).toBe('');
    // Not Ben's (the voicemail came from his number, but is no message of his), not another brand's.
    expect((await hits(ben, 'parcel')).messages).toEqual([]);
    expect((await hits(annOnOtherBrand, 'parcel')).messages).toEqual([]);
  });

  it('finds a voicemail by the transcript speechToText made of it, once made', async () => {
    const arrived = await sandboxInbound(t.url, {
      platform: ann.platform,
      from: ben.numbers.local,
      to: ann.numbers.local,
      type: 'voicemail',
      mediaUrl: 'https://carrier.example/vm/plumber.mp3',
    });
    const smsId = arrived.body.data?.smsId;
    expect((await hits(ann, 'plumber')).messages).toEqual([]);
    const dialog = await call(
      t.url,
      'getDialogList',
      { ownFullNumber: ann.numbers.local, otherFullNumber: ben.numbers.local },
      { platform: ann.platform, token: ann.token },
    );
    const url = dialog.body.data?.dialogList.find((message) => message.smsId === smsId)?.media ?? '';
    // Ben cannot have Ann's voicemail transcribed (404), so nothing of his lands on it.
    const stolen = await call(t.url, 'speechToText', { url }, { platform: ben.platform, token: ben.token });
    expect(stolen.status).toBe(404);
    expect((await hits(ann, 'plumber')).messages).toEqual([]);
    const made = await call(t.url, 'speechToText', { url }, { platform: ann.platform, token: ann.token });
    expect(made.body.data?.text).toBe(HEARD);
    for (const query of ['plumber', 'tuesday', '水管工']) {
      expect((await hits(ann, query)).messages, query).toEqual([expect.objectContaining({ smsId, transcript: HEARD })]);
    }
    expect((await hits(ben, 'plumber')).messages).toEqual([]);
  });

  it('answers bad input with 4xx and {retcode, retmsg}', async () => {
    const bad = [
      {},
      { query: '' },
      { query: '   ' },
      { query: 'x'.repeat(SEARCH_LIMITS.queryMax + 1) },
      { query: 'a\u0000b' },
      { query: 'ok', pageSize: 0 },
      { query: 'ok', pageSize: SEARCH_LIMITS.pageSizeMax + 1 },
      { query: 'ok', before: 'yesterday' },
    ];
    for (const input of bad) {
      const answer = await search(ann, input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.body).toMatchObject({ retcode: RETCODE.BAD_REQUEST, retmsg: expect.any(String) });
    }
    const anonymous = await call(t.url, 'searchChats', { query: 'harbour' }, { platform: 'wetalk' });
    expect(anonymous.status).toBeGreaterThanOrEqual(400);
    expect(anonymous.status).toBeLessThan(500);
    expect(anonymous.body).toMatchObject({ retcode: expect.any(Number), retmsg: expect.any(String) });
    expect(anonymous.body.data).toBeUndefined();
  });
});
