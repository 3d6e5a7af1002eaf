/**
 * The developer API on the reference server (issue 13 items 1–5): the guide in both languages; apply / update / reset and their
 * refusals, pingme only; the callback test against a local receiver (OK), a 404 and a closed port;
 * callbacks of arriving codes, signed, retried after a 500 and not after a 400, failed for good
 * after all 8 attempts (shown among the failures), each attempt pushed to the owner's open tabs
 * only, replayed with a
 * new key that old signatures no longer match; another account's deliveries not found; and a
 * delivery pending across a restart delivered once after it; a held code's callback only once a
 * recharge releases it. The dispatcher is driven by
 * `POST /sandbox/dispatchCallbacks` and the test clock (no sleeps). One server per file (plus its
 * restart, which is the point of the last test).
 */
import { rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_STYLE_PATH } from '../../server/apiGuide/page.ts';
import { CALLBACK_RETRY } from '../../server/domain/developerApi/dispatcher.ts';
import {
  API_GUIDE_PATHS,
  CALLBACK_HEADERS,
  CallbackBody,
  type CallbackDeliveryDetail,
  type CallbackDeliveryEvent,
  DEMO_ACCOUNTS,
  DEVELOPER_API_SANDBOX_PATHS,
  developerApiEndpoints,
  GET_A_NEW_NUMBER,
  RETCODE,
  SANDBOX_PATHS,
} from '../../src/services/api/contract/index.ts';
import { Receiver, signedBy } from '../support/callbackReceiver.ts';
import { freshDataDir } from '../support/dataDirTemplate.ts';
import { call, nextEvent, pressCheckout, request, requestJson, startTestServer, type TestServer } from './helpers.ts';
import { type DemoUser, demoUser, openTab, setBalance } from './messagingSupport.ts';

let dataDir: string;
let t: TestServer;
/** How far the test moved the server's clock in all (a restarted server starts from real time again). */
let advancedMs = 0;
let alice: DemoUser;
let bob: DemoUser;
let carol: DemoUser;
const receiver = new Receiver();
let codeNumber = '';

const as = (user: DemoUser) => ({ platform: user.platform, token: user.token });

async function api(user: DemoUser) {
  const answer = await call(t.url, 'getVerificationCodeApi', {}, as(user));
  return answer.body.data?.verificationCodeInfo;
}

async function review(index: 0 | 1, approve: boolean) {
  const demo = DEMO_ACCOUNTS[index];
  return requestJson<{ status: number }>(t.url, DEVELOPER_API_SANDBOX_PATHS.reviewApi, {
    json: { platform: 'pingme', telCode: demo.telCode, phone: demo.phone, approve },
  });
}

async function dispatch(): Promise<number> {
  const answer = await requestJson<{ attempts: number }>(t.url, DEVELOPER_API_SANDBOX_PATHS.dispatchCallbacks, {
    json: {},
  });
  return answer.body.data?.attempts ?? -1;
}

function advance(ms: number): void {
  t.clock.advance(ms);
  advancedMs += ms;
}

let messageCount = 0;
/** A code arrives on alice's verification number (locked again, as the lock lasts 180 s). */
async function codeArrives(text: string): Promise<void> {
  const lock = await call(
    t.url,
    'lockVerificationCodePhone',
    { app: 'whatsapp', code: 'US', number: codeNumber || GET_A_NEW_NUMBER, numberType: 1 },
    as(alice),
  );
  codeNumber = lock.body.data?.fullNumber ?? '';
  expect(codeNumber).not.toBe('');
  messageCount += 1;
  const sms = await requestJson(t.url, SANDBOX_PATHS.codeSms, {
    json: { number: codeNumber, app: 'whatsapp', text, messageId: `dev-api-${messageCount}` },
  });
  expect(sms.body.retcode).toBe(0);
}

async function newestDelivery(user: DemoUser = alice): Promise<CallbackDeliveryDetail> {
  const list = await call(t.url, 'getCallbackDeliveries', {}, as(user));
  const id = list.body.data?.list[0]?.id ?? '';
  const one = await call(t.url, 'getCallbackDelivery', { id }, as(user));
  const delivery = one.body.data?.delivery;
  if (!delivery) throw new Error(`no delivery ${id}`);
  return delivery;
}

beforeAll(async () => {
  dataDir = await freshDataDir('vn-devapi-test-');
  t = await startTestServer({ dataDir });
  await receiver.start();
  alice = await demoUser(t.url, 'pingme', 0);
  bob = await demoUser(t.url, 'pingme', 1);
  carol = await demoUser(t.url, 'wephone', 0);
  await setBalance(t.url, 'pingme', 0, '500');
});

afterAll(async () => {
  await t.close();
  await receiver.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the developer guide (spec 2 §2: English and Chinese versions)', () => {
  it('is served in each language, script-free, with every callback field, header and developer call', async () => {
    const pages = { en: 'Verify the signature', zh_cn: '验证签名' } as const;
    for (const [language, heading] of Object.entries(pages) as [keyof typeof pages, string][]) {
      const page = await request(t.url, API_GUIDE_PATHS[language]);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");
      expect(page.text).toContain(`<html lang="${language === 'en' ? 'en' : 'zh-CN'}">`);
      expect(page.text).toContain(heading);
      // The other language's guide is one link away.
      expect(page.text).toContain(`href="${API_GUIDE_PATHS[language === 'en' ? 'zh_cn' : 'en']}"`);
      for (const field of Object.keys(CallbackBody.shape)) expect(page.text).toContain(`<code>${field}</code>`);
      for (const header of Object.values(CALLBACK_HEADERS)) expect(page.text).toContain(header);
      for (const def of Object.values(developerApiEndpoints))
        expect(page.text).toContain(`${def.method} /web${def.path}`);
      expect(page.text).toContain('href="/openapi.json"');
    }
    const style = await request(t.url, GUIDE_STYLE_PATH);
    expect(style.headers.get('content-type')).toContain('text/css');
  });
});

describe('API access', () => {
  it('is not found on brands without the API tab', async () => {
    const answer = await call(t.url, 'getVerificationCodeApi', {}, as(carol));
    expect(answer.status).toBe(404);
    expect(answer.body.retcode).toBe(RETCODE.NOT_FOUND);
    const apply = await call(
      t.url,
      'createOrUpdateVerificationCodeApi',
      { mode: 1, callBackUrl: 'https://example.com/x' },
      as(carol),
    );
    expect(apply.body.retcode).toBe(RETCODE.NOT_FOUND);
  });

  it('applies (1, no key yet), is approved (2, user id and key), updates the URL and resets the key', async () => {
    expect(await api(alice)).toEqual({ callBackUrl: '', userId: '', key: '', status: -1 });
    const early = await call(
      t.url,
      'createOrUpdateVerificationCodeApi',
      { mode: 2, callBackUrl: receiver.url },
      as(alice),
    );
    expect(early.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);

    const applied = await call(
      t.url,
      'createOrUpdateVerificationCodeApi',
      { mode: 1, callBackUrl: 'HTTPS://Example.COM/Hook' },
      as(alice),
    );
    expect(applied.body.data?.verificationCodeInfo).toEqual({
      callBackUrl: 'https://example.com/hook',
      userId: '',
      key: '',
      status: 1,
    });
    const twice = await call(
      t.url,
      'createOrUpdateVerificationCodeApi',
      { mode: 1, callBackUrl: receiver.url },
      as(alice),
    );
    expect(twice.body.retcode).toBe(RETCODE.BAD_REQUEST);
    const resetTooEarly = await call(t.url, 'createOrUpdateVerificationCodeApi', { mode: 3 }, as(alice));
    expect(resetTooEarly.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);

    const reviewed = await review(0, true);
    expect(reviewed.body.data).toEqual({ status: 2 });
    const approved = await api(alice);
    expect(approved).toMatchObject({ status: 2, callBackUrl: 'https://example.com/hook' });
    expect(approved?.userId).toMatch(/^[0-9a-f]{16}$/);
    expect(approved?.key).toMatch(/^[0-9a-f]{64}$/);

    const updated = await call(
      t.url,
      'createOrUpdateVerificationCodeApi',
      { mode: 2, callBackUrl: receiver.url },
      as(alice),
    );
    expect(updated.body.data?.verificationCodeInfo.callBackUrl).toBe(receiver.url);
    const reset = await call(t.url, 'createOrUpdateVerificationCodeApi', { mode: 3 }, as(alice));
    const key = reset.body.data?.verificationCodeInfo.key;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toBe(approved?.key);
    expect((await api(alice))?.key).toBe(key);
  });

  it('a rejected application can neither change its URL nor test it', async () => {
    await call(t.url, 'createOrUpdateVerificationCodeApi', { mode: 1, callBackUrl: receiver.url }, as(bob));
    expect((await review(1, false)).body.data).toEqual({ status: 3 });
    expect(await api(bob)).toEqual({ callBackUrl: receiver.url, userId: '', key: '', status: 3 });
    const update = await call(
      t.url,
      'createOrUpdateVerificationCodeApi',
      { mode: 2, callBackUrl: 'https://example.com/other' },
      as(bob),
    );
    expect(update.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);
    const test = await call(t.url, 'testCallBackUrl', { callBackUrl: receiver.url }, as(bob));
    expect(test.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);
  });

  it('takes a new platform request with an example of at most 160 characters', async () => {
    const request = { name: 'Shop', url: 'shop.example.com', example: 'x'.repeat(160) };
    expect((await call(t.url, 'applyNewCodePlatform', request, as(alice))).body.retcode).toBe(0);
    const long = await call(t.url, 'applyNewCodePlatform', { ...request, example: 'x'.repeat(161) }, as(alice));
    expect(long.status).toBe(400);
  });
});

describe('the callback test', () => {
  it('passes on a 2xx from a local receiver, with the sample JSON signed by the key', async () => {
    const before = receiver.received.length;
    const answer = await call(t.url, 'testCallBackUrl', { callBackUrl: receiver.url }, as(alice));
    expect(answer.body.data).toMatchObject({ passed: true, httpStatus: 200, reason: '' });
    const got = receiver.received[before];
    if (!got) throw new Error('the receiver got nothing');
    const body = JSON.parse(got.body) as CallbackBody;
    expect(Object.keys(body).sort()).toEqual(['app', 'from', 'text', 'time', 'to', 'userId']);
    expect(body.userId).toBe((await api(alice))?.userId);
    expect(signedBy(got, (await api(alice))?.key ?? '')).toBe(true);
  });

  it('fails on a 404 and on a closed port', async () => {
    receiver.answer(404);
    const refused = await call(t.url, 'testCallBackUrl', { callBackUrl: receiver.url }, as(alice));
    expect(refused.body.data).toMatchObject({ passed: false, httpStatus: 404 });

    const closed = createHttpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await call(t.url, 'testCallBackUrl', { callBackUrl: `http://127.0.0.1:${port}/x` }, as(alice));
    expect(unreachable.body.data).toMatchObject({ passed: false, httpStatus: null });
  });
});

describe('callbacks of arriving codes', () => {
  it('retries after a 500 (later, by the clock) and delivers, each attempt signed', async () => {
    receiver.answer(500);
    const before = receiver.received.length;
    await codeArrives('Your WhatsApp code: 111-111');
    await dispatch();
    const first = await newestDelivery();
    expect(first).toMatchObject({ state: 'pending', attempts: 1, httpStatus: 500, event: 'codeSms' });
    expect(first.nextAttemptAt).toBeGreaterThan(Date.now() + advancedMs);
    expect(first.responseSnippet).toBe('not now');

    expect(await dispatch()).toBe(0);
    advance(60_000);
    await dispatch();
    const second = await newestDelivery();
    expect(second).toMatchObject({
      id: first.id,
      state: 'delivered',
      attempts: 2,
      httpStatus: 200,
      nextAttemptAt: null,
    });
    const key = (await api(alice))?.key ?? '';
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(2);
    expect(got.every((each) => signedBy(each, key))).toBe(true);
    expect(JSON.parse(got[1]?.body ?? '{}')).toMatchObject({
      app: 'whatsapp',
      to: codeNumber,
      text: 'Your WhatsApp code: 111-111',
      userId: (await api(alice))?.userId,
    });
  });

  it("pushes each recorded attempt to the owner's open tabs (socket callbackDelivery), not to another account's", async () => {
    const [tab, othersTab] = await Promise.all([openTab(t.url, alice), openTab(t.url, bob)]);
    const heard: CallbackDeliveryEvent[] = [];
    const overheard: CallbackDeliveryEvent[] = [];
    tab.on('callbackDelivery', (event: CallbackDeliveryEvent) => heard.push(event));
    othersTab.on('callbackDelivery', (event: CallbackDeliveryEvent) => overheard.push(event));
    const attempted = nextEvent<CallbackDeliveryEvent>(tab, 'callbackDelivery');
    await codeArrives('Your WhatsApp code: 555-555');
    await dispatch();
    const { delivery } = await attempted;
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 1, httpStatus: 200, event: 'codeSms' });
    expect(delivery.id).toBe((await newestDelivery()).id);
    tab.close();
    othersTab.close();
    expect(heard).toHaveLength(1);
    expect(overheard).toEqual([]);
  });

  it('does not retry after a 400', async () => {
    receiver.answer(400);
    const before = receiver.received.length;
    await codeArrives('Your WhatsApp code: 222-222');
    await dispatch();
    advance(3 * 60 * 60_000);
    await dispatch();
    expect(receiver.received.length - before).toBe(1);
    expect(await newestDelivery()).toMatchObject({ state: 'failed', attempts: 1, httpStatus: 400, error: 'HTTP 400' });
    const failures = await call(t.url, 'getCallbackDeliveries', { failedOnly: true }, as(alice));
    expect(failures.body.data?.list.map((each) => each.state)).toEqual(['failed']);
  });

  it('a delivery that fails all 8 attempts ends failed, with no retry left, among the failures', async () => {
    receiver.answer(...Array.from({ length: CALLBACK_RETRY.maxAttempts }, () => 500));
    const before = receiver.received.length;
    await codeArrives('Your WhatsApp code: 888-888');
    await dispatch();
    for (let attempt = 2; attempt <= CALLBACK_RETRY.maxAttempts; attempt += 1) {
      expect(await newestDelivery()).toMatchObject({ state: 'pending', attempts: attempt - 1 });
      // The longest wait (the 1 h cap, +20 % jitter) has passed, by the server's clock.
      advance(CALLBACK_RETRY.capMs * (1 + CALLBACK_RETRY.jitter) + 1);
      expect(await dispatch()).toBe(1);
    }
    const exhausted = await newestDelivery();
    expect(exhausted).toMatchObject({
      state: 'failed',
      attempts: CALLBACK_RETRY.maxAttempts,
      httpStatus: 500,
      nextAttemptAt: null,
      error: 'HTTP 500',
    });
    advance(CALLBACK_RETRY.capMs * 2);
    expect(await dispatch()).toBe(0);
    expect(receiver.received.length - before).toBe(CALLBACK_RETRY.maxAttempts);
    const failures = await call(t.url, 'getCallbackDeliveries', { failedOnly: true }, as(alice));
    expect(failures.body.data?.list[0]).toMatchObject({ id: exhausted.id, state: 'failed' });
  });

  it('replays with the key of the moment: after a reset, old signatures no longer verify', async () => {
    const oldKey = (await api(alice))?.key ?? '';
    const original = await newestDelivery();
    await call(t.url, 'createOrUpdateVerificationCodeApi', { mode: 3 }, as(alice));
    const newKey = (await api(alice))?.key ?? '';
    const before = receiver.received.length;
    const replay = await call(t.url, 'replayCallbackDelivery', { id: original.id }, as(alice));
    expect(replay.body.data?.delivery).toMatchObject({ replayOf: original.id, body: original.body });
    await dispatch();
    const got = receiver.received[before];
    if (!got) throw new Error('the replay was not received');
    expect(got.body).toBe(original.body);
    expect(signedBy(got, newKey)).toBe(true);
    expect(signedBy(got, oldKey)).toBe(false);
    expect(await newestDelivery()).toMatchObject({ state: 'delivered', replayOf: original.id });
  });

  it("another account's deliveries are not found", async () => {
    const alices = await newestDelivery();
    const one = await call(t.url, 'getCallbackDelivery', { id: alices.id }, as(bob));
    expect(one.status).toBe(404);
    expect((await call(t.url, 'replayCallbackDelivery', { id: alices.id }, as(bob))).status).toBe(404);
    const list = await call(t.url, 'getCallbackDeliveries', {}, as(bob));
    expect(list.body.data).toEqual({ list: [], totalRows: 0 });
  });

  it('a delivery pending across a restart is delivered once after it', async () => {
    receiver.answer(503);
    const before = receiver.received.length;
    await codeArrives('Your WhatsApp code: 333-333');
    await dispatch();
    const pending = await newestDelivery();
    expect(pending).toMatchObject({ state: 'pending', attempts: 1 });

    await t.close();
    t = await startTestServer({ dataDir });
    // The new server's clock starts from real time: bring it to where the old one was, then past the retry.
    t.clock.advance(advancedMs + 60 * 60_000);
    alice = await demoUser(t.url, 'pingme', 0);
    await dispatch();
    await dispatch();
    expect(await newestDelivery()).toMatchObject({ id: pending.id, state: 'delivered', attempts: 2 });
    expect(receiver.received.length - before).toBe(2);
  });
});

describe('a held code (issue 10 item 10; docs/verification-codes.md)', () => {
  it('has no callback while held; the recharge that releases it queues one with its text', async () => {
    await codeArrives('Your WhatsApp code: 777-777'); // a fresh lock on alice's number
    await call(t.url, 'subVerificationCodePhone', { app: 'whatsapp', number: codeNumber }, as(alice));
    t.clock.advance(60 * 60_000); // past the lock: only the subscription holds the number
    await setBalance(t.url, 'pingme', 0, '0');
    await dispatch();
    const before = receiver.received.length;
    const held = await requestJson(t.url, SANDBOX_PATHS.codeSms, {
      json: { number: codeNumber, app: 'whatsapp', text: 'Your WhatsApp code: 888-888', messageId: 'dev-api-held' },
    });
    expect(held.body.retcode).toBe(0);
    await dispatch();
    expect(receiver.received.length).toBe(before);

    const order = await call(
      t.url,
      'paySubmit',
      { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_10' },
      as(alice),
    );
    expect(order.body.retcode, JSON.stringify(order.body)).toBe(0);
    await pressCheckout(t.url, order.body.data?.orderId ?? '');
    await dispatch();
    expect(receiver.received.slice(before).map((got) => JSON.parse(got.body).text)).toEqual([
      'Your WhatsApp code: 888-888',
    ]);
    await call(t.url, 'unSubVerificationCodePhone', { app: 'whatsapp', number: codeNumber }, as(alice));
  });
});
