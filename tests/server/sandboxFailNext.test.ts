/**
 * `POST /sandbox/failNext` (sandbox/faults.ts): one account's next call of one path — HTTP or the
 * socket's sendMessage — answers the armed retcode once, in the caller's language; bad requests
 * get a 4xx envelope. Also the socket's language (spec 1 §7): a refused send answers in the
 * handshake's language when the payload names none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  FAIL_NEXT_CARRIER_PATH,
  FAIL_NEXT_SOCKET_PATH,
  GET_A_NEW_NUMBER,
  RETCODE,
  SANDBOX_PATHS,
  type SandboxFailNextRequest,
} from '../../src/services/api/contract/index.ts';
import { type ClientSocket, call, connectSocket, requestJson, startTestServer, type TestServer } from './helpers.ts';
import { balanceOf, collectMessages, type DemoUser, demoUser, openTab, send, textPayload } from './messagingSupport.ts';

let t: TestServer;
let user: DemoUser;
let other: DemoUser;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await startTestServer();
  user = await demoUser(t.url, 'wetalk', 0);
  other = await demoUser(t.url, 'wetalk', 1);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

const DEMO = DEMO_ACCOUNTS[0];

function failNext(body: Partial<SandboxFailNextRequest>) {
  return requestJson(t.url, SANDBOX_PATHS.failNext, {
    json: { platform: 'wetalk', telCode: DEMO.telCode, phone: DEMO.phone, ...body },
  });
}

const chatList = (lang: 'en' | 'zh_cn' = 'en', token = user.token) =>
  call(t.url, 'getChatList', { months: 4 }, { platform: 'wetalk', token, lang });

describe('HTTP paths', () => {
  it('answers the armed retcode on the next call only, then the call runs again', async () => {
    const armed = await failNext({ path: '/getChatList', retcode: RETCODE.INSUFFICIENT_BALANCE });
    expect(armed).toMatchObject({
      status: 200,
      body: { retcode: 0, data: { path: '/getChatList', retcode: RETCODE.INSUFFICIENT_BALANCE } },
    });
    expect(await chatList()).toMatchObject({
      status: 200,
      body: { retcode: RETCODE.INSUFFICIENT_BALANCE, retmsg: 'Insufficient balance' },
    });
    expect((await chatList()).body.retcode).toBe(0);
  });

  it("answers in the caller's language, with the code's own status and data", async () => {
    await failNext({ path: '/getChatList', retcode: RETCODE.TOKEN_EXPIRED });
    expect(await chatList('zh_cn')).toMatchObject({
      status: 401,
      body: { retcode: RETCODE.TOKEN_EXPIRED, retmsg: '登录已过期，请重新登录' },
    });
    // The session itself is untouched: only the answer was replaced.
    expect((await chatList()).body.retcode).toBe(0);

    await failNext({ path: '/getProfile', retcode: RETCODE.PROFILE_INCOMPLETE });
    const profile = await call(t.url, 'getProfile', {}, { platform: 'wetalk', token: user.token });
    expect(profile.body).toMatchObject({
      retcode: RETCODE.PROFILE_INCOMPLETE,
      data: { profileStatus: 0, needSetPhone: false, useCaseStatus: 0 },
    });
  });

  it('touches neither another account nor another path of the same account', async () => {
    await failNext({ path: '/getChatList', retcode: RETCODE.ACCOUNT_DELETED });
    expect((await chatList('en', other.token)).body.retcode).toBe(0);
    expect((await call(t.url, 'queryBalance', {}, { platform: 'wetalk', token: user.token })).body.retcode).toBe(0);
    expect(await chatList()).toMatchObject({
      body: { retcode: RETCODE.ACCOUNT_DELETED, retmsg: 'This account has been deleted' },
    });
  });

  it('takes every retcode of the catalogues of spec 1 §8 and spec 2 §8, each answered on the next call', async () => {
    // The catalogues as the spec lists them: the silent list, then the behaviour tables.
    const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const silent = [100000, 100004, 100006, 100010, 100015, 100020, 100023, 100025, 100028];
    const payment = [200201, 200025, ...range(200040, 200047)];
    const rest = [300002, 300033, 400000, 400001, 500000, 600000, 600002];
    const behaviours = [100008, 100012, 100013, 100014, 200018, 300030];
    for (const retcode of [...silent, ...payment, ...rest, ...behaviours]) {
      const armed = await failNext({ path: '/queryBalance', retcode });
      expect(armed.body.retcode, `arming ${retcode}`).toBe(0);
      const answer = await call(t.url, 'queryBalance', {}, { platform: 'wetalk', token: user.token });
      expect(answer.body.retcode, `answering ${retcode}`).toBe(retcode);
    }
  });

  it('500000 armed on a number lock is HTTP 400 (no number available); elsewhere 503', async () => {
    await failNext({ path: '/lockVerificationCodePhone', retcode: RETCODE.SERVICE_UNAVAILABLE });
    const lock = await call(
      t.url,
      'lockVerificationCodePhone',
      { app: 'whatsapp', code: 'US', number: GET_A_NEW_NUMBER, numberType: 1 },
      { platform: 'wetalk', token: user.token },
    );
    expect([lock.status, lock.body.retcode]).toEqual([400, RETCODE.SERVICE_UNAVAILABLE]);
    await failNext({ path: '/queryBalance', retcode: RETCODE.SERVICE_UNAVAILABLE });
    const balance = await call(t.url, 'queryBalance', {}, { platform: 'wetalk', token: user.token });
    expect([balance.status, balance.body.retcode]).toEqual([503, RETCODE.SERVICE_UNAVAILABLE]);
  });

  it('a second arming of the same path replaces the first', async () => {
    await failNext({ path: '/getChatList', retcode: RETCODE.ACCOUNT_SUSPENDED });
    await failNext({ path: '/getChatList', retcode: RETCODE.NEED_UPDATE_PHONE });
    expect((await chatList()).body.retcode).toBe(RETCODE.NEED_UPDATE_PHONE);
    expect((await chatList()).body.retcode).toBe(0);
  });
});

describe('the socket send', () => {
  it('answers the armed retcode with the smsId, then sends the retry of the same smsId', async () => {
    const tab = await openTab(t.url, user);
    sockets.push(tab);
    await failNext({ path: FAIL_NEXT_SOCKET_PATH, retcode: RETCODE.CAPTCHA_REQUIRED });
    const payload = {
      ...textPayload(user.numbers.local, other.numbers.local, 'after the captcha'),
      languagecode: 'zh_cn' as const,
    };
    expect(await send(tab, payload)).toEqual({
      status: RETCODE.CAPTCHA_REQUIRED,
      retmsg: '请完成图形验证',
      smsId: payload.smsId,
    });
    expect(await send(tab, payload)).toMatchObject({ status: 0, smsId: payload.smsId });
  });

  it("a refused send answers in the handshake's language when the payload names none", async () => {
    const tab = await connectSocket(t.url, { token: user.token, platform: 'wetalk', languagecode: 'zh_cn' });
    sockets.push(tab);
    const { languagecode: _none, ...payload } = textPayload(user.numbers.local, '18005550100', 'hi');
    expect(await send(tab, payload)).toMatchObject({
      status: RETCODE.TOLL_FREE_DESTINATION,
      retmsg: '暂不支持向免费电话号码发送信息',
    });
  });
});

describe('the carrier', () => {
  it('refuses the next off-net message after it is stored: failed, refunded, told on the echo; a retry of its smsId is not stored again', async () => {
    const sender = await openTab(t.url, user);
    const otherTab = await openTab(t.url, user);
    sockets.push(sender, otherTab);
    const heard = collectMessages(otherTab);
    const before = await balanceOf(t.url, user);
    await failNext({ path: FAIL_NEXT_CARRIER_PATH, retcode: RETCODE.SERVICE_UNAVAILABLE });
    const payload = textPayload(user.numbers.local, '13105550190', 'refused by the carrier');
    const refusal = {
      status: RETCODE.SERVICE_UNAVAILABLE,
      retmsg: 'The message is temporarily unsendable, please try again later',
    };
    expect(await send(sender, payload)).toMatchObject({ ...refusal, smsId: payload.smsId });
    await expect.poll(() => heard.map((event) => event.smsId)).toContain(payload.smsId);
    // Every tab of the account hears the failure on the echo, with the server's message.
    expect(heard.find((event) => event.smsId === payload.smsId)).toMatchObject(refusal);
    expect(await balanceOf(t.url, user)).toBe(before);
    // The same smsId again: answered as it was (stored once), not sent a second time.
    expect(await send(sender, payload)).toMatchObject(refusal);
    // Armed once: the next message goes.
    expect(await send(sender, textPayload(user.numbers.local, '13105550190', 'goes'))).toMatchObject({ status: 0 });
  });
});

describe('refusals of the control itself', () => {
  it.each([
    ['an unknown path', { path: '/noSuchThing', retcode: RETCODE.INSUFFICIENT_BALANCE }, /path/],
    ['a path without a session', { path: '/login', retcode: RETCODE.INSUFFICIENT_BALANCE }, /path/],
    ['an unknown retcode', { path: '/getChatList', retcode: 123 }, /retcode: must be one of .*400001/],
    ['a missing field', { path: '/getChatList' }, /retcode/],
  ])('%s: 400 with 100001 naming the field', async (_name, body, retmsg) => {
    const answer = await failNext(body);
    expect(answer.status).toBe(400);
    expect(answer.body.retcode).toBe(RETCODE.BAD_REQUEST);
    expect(answer.body.retmsg).toMatch(retmsg);
  });

  it('an account that does not exist: 404', async () => {
    const answer = await failNext({ phone: '2025550188', path: '/getChatList', retcode: RETCODE.INSUFFICIENT_BALANCE });
    expect(answer).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
  });
});
