/**
 * Verification codes on the reference server (issue 10 items 9–11): the catalogue and the public
 * list without a token, two accounts racing for the last number, the 180 s lock on the server's
 * clock, a code charged once however often it is polled or delivered, another account's numbers
 * and messages not found, sendCodeSms only from a leased number that can send, the refusals
 * (100023, 500000 with HTTP 400, 100008 while polling) and the socket event. Subscriptions and
 * renewals (through the numbers' shared renewal code and `POST /sandbox/advanceClock`), and a code
 * held on a subscribed number until a recharge releases and charges it once: the last block.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CodeSmsEvent,
  DEMO_ACCOUNTS,
  GET_A_NEW_NUMBER,
  HISTORY_TYPES,
  type LockCodePhoneRequest,
  type Platform,
  RETCODE,
  SANDBOX_PATHS,
  type SandboxCodeSmsRequest,
  type SubscriptionHistoryItem,
  VERIFICATION_LIMITS,
} from '../../src/services/api/contract/index.ts';
import {
  call,
  loginWithPhone,
  nextEvent,
  pressCheckout,
  requestJson,
  startTestServer,
  type TestServer,
  uniquePhone,
} from './helpers.ts';
import { balanceOf, type DemoUser, demoUser, openTab, setBalance, subtract } from './messagingSupport.ts';

const PLATFORM: Platform = 'pingme';
let t: TestServer;
let alice: DemoUser;
let bob: DemoUser;
/** A third account, on another brand (the provider's numbers are shared by every brand). */
let carol: DemoUser;

/** The subscription suite's pair, on a brand of their own whose demo numbers are cancelled (no other rent moves their balances). */
let payer: DemoUser;
let other: DemoUser;
const PAYING: Platform = 'wetalkpro';
/** How far `POST /sandbox/advanceClock` moved the server's clock beyond the test clock. */
let shiftedMs = 0;
const serverNow = () => new Date(t.clock.now().getTime() + shiftedMs);

beforeAll(async () => {
  t = await startTestServer();
  // One after the other: the sandbox outbox holds the login codes of one phone on every brand.
  alice = await demoUser(t.url, PLATFORM, 0);
  bob = await demoUser(t.url, PLATFORM, 1);
  carol = await demoUser(t.url, 'wephone', 0);
  payer = await demoUser(t.url, PAYING, 0);
  other = await demoUser(t.url, PAYING, 1);
  for (const user of [payer, other]) {
    for (const phone of user.phones) {
      await call(t.url, 'unSubVirtualPhone', { telCode: phone.telCode, phone: phone.phone }, as(user));
    }
  }
});
afterAll(async () => {
  await t?.close();
});

const as = (user: DemoUser) => ({ platform: user.platform, token: user.token });

function lock(user: DemoUser, request: LockCodePhoneRequest) {
  return call(t.url, 'lockVerificationCodePhone', request, as(user));
}

function codeSms(message: SandboxCodeSmsRequest) {
  return requestJson<{ smsId: string; app: string; charge: string; created: boolean }>(t.url, SANDBOX_PATHS.codeSms, {
    json: message,
  });
}

async function publicNumbers(app: string, code: string): Promise<string[]> {
  const answer = await call(t.url, 'getPublicCodePhoneList', { app, code, numberType: 1 });
  expect(answer.status).toBe(200);
  return answer.body.data?.phoneList.map((option) => option.fullNumber) ?? [];
}

describe('the catalogue and the front page', () => {
  it('lists at least 20 services named in both languages, and the countries, without a token', async () => {
    const [en, zh] = await Promise.all([
      call(t.url, 'getAppList', {}),
      call(t.url, 'getAppList', {}, { lang: 'zh_cn', platform: 'jiema' }),
    ]);
    expect(en.status).toBe(200);
    const apps = en.body.data?.appList ?? [];
    expect(apps.length).toBeGreaterThanOrEqual(20);
    expect(apps.find((app) => app.app === 'wechat')?.name).toBe('WeChat');
    expect(zh.body.data?.appList.find((app) => app.app === 'wechat')?.name).toBe('微信');
    expect(zh.body.data?.countrys.find((country) => country.code === 'US')).toEqual({
      code: 'US',
      name: '美国',
      telCode: '1',
    });
  });

  it('answers the public phone list without a token, free numbers only, with nothing of any account', async () => {
    const before = await publicNumbers('viber', 'GB');
    expect(before.length).toBeGreaterThan(VERIFICATION_LIMITS.searchBoxAbove);
    const locked = await lock(alice, { app: 'viber', code: 'GB', number: before[0] ?? '', numberType: 1 });
    expect(locked.body.retcode).toBe(0);
    expect(
      (await call(t.url, 'subVerificationCodePhone', { app: 'viber', number: before[0] ?? '' }, as(alice))).body
        .retcode,
    ).toBe(0);
    await call(
      t.url,
      'updateCodeNumberInfo',
      { app: 'viber', number: before[0] ?? '', name: 'Secret name', notes: 'Secret note' },
      as(alice),
    );
    const answer = await call(t.url, 'getPublicCodePhoneList', { app: 'viber', code: 'GB' });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(before[0]);
    expect(text).not.toContain('Secret');
    for (const option of answer.body.data?.phoneList ?? []) {
      expect(Object.keys(option).sort()).toEqual([
        'canGetNumber',
        'fullNumber',
        'numberType',
        'phone',
        'telCode',
        'tip',
      ]);
    }
  });
});

describe('locking a number', () => {
  it('two accounts racing for the last number: exactly one gets it, the other HTTP 400 with 500000', async () => {
    // Germany has three long-term numbers: Carol takes two, Alice and Bob race for the third.
    const pool = await publicNumbers('telegram', 'DE');
    expect(pool).toHaveLength(3);
    for (const number of pool.slice(0, 2)) {
      expect((await lock(carol, { app: 'telegram', code: 'DE', number, numberType: 1 })).body.retcode).toBe(0);
    }
    const request = { app: 'telegram', code: 'DE', number: GET_A_NEW_NUMBER, numberType: 1 } as const;
    const answers = await Promise.all([lock(alice, request), lock(bob, request)]);
    const winners = answers.filter((answer) => answer.body.retcode === 0);
    const losers = answers.filter((answer) => answer.body.retcode !== 0);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.body.data?.fullNumber).toBe(pool[2]);
    expect(losers.map((answer) => [answer.status, answer.body.retcode])).toEqual([[400, RETCODE.SERVICE_UNAVAILABLE]]);

    // The same race for one named number.
    const named = (await publicNumbers('signal', 'BR'))[0] ?? '';
    const both = await Promise.all([
      lock(alice, { app: 'signal', code: 'BR', number: named, numberType: 1 }),
      lock(bob, { app: 'signal', code: 'BR', number: named, numberType: 1 }),
    ]);
    expect(both.map((answer) => answer.body.retcode).sort()).toEqual([0, RETCODE.SERVICE_UNAVAILABLE]);
  });

  it('an empty pool answers HTTP 400 with 500000, for a new number and a shown one, until it is filled again', async () => {
    const [shownNumber] = await publicNumbers('line', 'TH');
    const empty = await requestJson(t.url, SANDBOX_PATHS.emptyPool, { json: { app: 'line', country: 'TH' } });
    expect(empty.body.retcode).toBe(0);
    const refused = await lock(alice, { app: 'line', code: 'TH', number: GET_A_NEW_NUMBER, numberType: 1 });
    expect([refused.status, refused.body.retcode]).toEqual([400, RETCODE.SERVICE_UNAVAILABLE]);
    expect(await publicNumbers('line', 'TH')).toEqual([]);
    // The number the page showed before the pool emptied: no number available (the dialog).
    const shown = await lock(alice, { app: 'line', code: 'TH', number: shownNumber ?? '', numberType: 1 });
    expect([shown.status, shown.body.retcode]).toEqual([400, RETCODE.SERVICE_UNAVAILABLE]);
    await requestJson(t.url, SANDBOX_PATHS.emptyPool, { json: { app: 'line', country: 'TH', empty: false } });
    expect((await lock(alice, { app: 'line', code: 'TH', number: GET_A_NEW_NUMBER, numberType: 1 })).body.retcode).toBe(
      0,
    );
  });

  it('refuses an account whose profile is not verified with 100023 and its profile status', async () => {
    const token = await loginWithPhone(t.url, PLATFORM, uniquePhone());
    const answer = await call(
      t.url,
      'lockVerificationCodePhone',
      { app: 'whatsapp', code: 'US', number: GET_A_NEW_NUMBER, numberType: 1 },
      { platform: PLATFORM, token },
    );
    expect(answer.body).toMatchObject({
      retcode: RETCODE.PROFILE_INCOMPLETE,
      data: { profileStatus: 0, needSetPhone: false },
    });
  });

  it('a lock ends after 180 s on the server clock; the number is then free for another account', async () => {
    const locked = await lock(alice, { app: 'discord', code: 'CA', number: GET_A_NEW_NUMBER, numberType: 1 });
    const number = locked.body.data?.fullNumber ?? '';
    const remaining = (locked.body.data?.expiresAt ?? 0) - t.clock.now().getTime();
    expect(remaining).toBeGreaterThan(VERIFICATION_LIMITS.lockSeconds * 1000 - 5_000);
    expect(remaining).toBeLessThanOrEqual(VERIFICATION_LIMITS.lockSeconds * 1000);
    expect(await publicNumbers('discord', 'CA')).not.toContain(number);
    const taken = await lock(bob, { app: 'discord', code: 'CA', number, numberType: 1 });
    expect([taken.status, taken.body.retcode]).toEqual([400, RETCODE.SERVICE_UNAVAILABLE]);

    // 5 s before the end (margin for a slow machine), then past it.
    t.clock.advance(175_000);
    const polled = await call(t.url, 'pollVerificationCodeSms', { app: 'discord', phone: number, count: 1 }, as(alice));
    expect(polled.body.data?.locked).toBe(true);
    t.clock.advance(6_000);
    const expired = await call(t.url, 'pollVerificationCodeSms', { app: 'discord', phone: number }, as(alice));
    expect(expired.body.data?.locked).toBe(false);
    expect(await publicNumbers('discord', 'CA')).toContain(number);

    // Bob has it now: its code is his, Alice sees none of it.
    expect((await lock(bob, { app: 'discord', code: 'CA', number, numberType: 1 })).body.retcode).toBe(0);
    expect((await codeSms({ number, app: 'discord', text: 'Discord code 424242' })).body.retcode).toBe(0);
    const bobs = await call(t.url, 'pollVerificationCodeSms', { app: 'discord', phone: number }, as(bob));
    expect(bobs.body.data?.smsList.map((sms) => sms.text)).toEqual(['Discord code 424242']);
    const alices = await call(t.url, 'getVerificationCodeSmsList', { app: 'discord', number }, as(alice));
    expect(alices.body.data?.smsList).toEqual([]);
  });

  it('try another gives the last number back and never answers it again', async () => {
    const first = await lock(bob, { app: 'netflix', code: 'MX', number: GET_A_NEW_NUMBER, numberType: 1 });
    const number = first.body.data?.fullNumber ?? '';
    const second = await lock(bob, {
      app: 'netflix',
      code: 'MX',
      number: GET_A_NEW_NUMBER,
      numberType: 1,
      lastApp: 'netflix',
      lastNumber: number,
    });
    expect(second.body.data?.fullNumber).not.toBe(number);
    expect(await publicNumbers('netflix', 'MX')).toContain(number);
    // Never used: it left Bob's list.
    const list = await call(t.url, 'getCodeNumberListByAccount', { app: 'netflix' }, as(bob));
    expect(list.body.data?.list.map((row) => row.oldPhone)).toEqual([second.body.data?.fullNumber]);
  });
});

describe('codes', () => {
  it('a code is charged once, however often it is polled and even when delivered twice', async () => {
    await setBalance(t.url, PLATFORM, 0, '10.0000');
    const locked = await lock(alice, { app: 'whatsapp', code: 'US', number: GET_A_NEW_NUMBER, numberType: 1 });
    const number = locked.body.data?.fullNumber ?? '';
    expect(locked.body.data).toMatchObject({ codeRate: '0.50', subRent: '9.99', canSub: true, canSendCodeSms: true });
    const tab = await openTab(t.url, alice);
    const pushed = nextEvent<CodeSmsEvent>(tab, 'codeSms');
    const message = { number, text: 'Your WhatsApp code: 123-456', messageId: 'wa-1' };
    const first = await codeSms(message);
    const again = await codeSms(message);
    expect(first.body.data).toMatchObject({ app: 'whatsapp', charge: '0.50', created: true });
    expect(again.body.data).toMatchObject({ smsId: first.body.data?.smsId, created: false });
    const event = await pushed;
    tab.close();
    expect(event).toMatchObject({ app: 'whatsapp', number, sms: { text: message.text, charge: '0.50' } });

    for (let count = VERIFICATION_LIMITS.pollChecks; count > VERIFICATION_LIMITS.pollChecks - 5; count -= 1) {
      const polled = await call(t.url, 'pollVerificationCodeSms', { app: 'whatsapp', phone: number, count }, as(alice));
      expect(polled.body.data?.smsList.map((sms) => sms.smsId)).toEqual([first.body.data?.smsId]);
    }
    expect(await balanceOf(t.url, alice)).toBe(subtract('10.0000', '0.5'));
    const month = await call(t.url, 'getCodeSmsList', { app: 'whatsapp', number }, as(alice));
    expect(month.body.data?.smsList).toHaveLength(1);
    expect(month.body.data?.nextPage).toBeNull();
  });

  it('pages a month of SMS by cursor and names the month before (JieMa old tab)', async () => {
    const number = (await lock(alice, { app: 'apple', code: 'US', number: GET_A_NEW_NUMBER, numberType: 1 })).body.data
      ?.fullNumber;
    for (const text of ['Apple code 1111', 'Apple code 2222']) {
      t.clock.advance(1);
      expect((await codeSms({ number: number ?? '', text })).body.data?.app).toBe('apple');
    }
    const query = { app: 'apple', number: number ?? '', pageSize: 1 };
    const first = await call(t.url, 'getCodeSmsList', query, as(alice));
    expect(first.body.data?.smsList.map((sms) => sms.text)).toEqual(['Apple code 2222']);
    const ym = first.body.data?.ym ?? '';
    expect(ym).toBe(t.clock.now().toISOString().slice(0, 7));
    const previous = new Date(`${ym}-01T00:00:00Z`);
    previous.setUTCMonth(previous.getUTCMonth() - 1);
    expect(first.body.data?.prevYm).toBe(previous.toISOString().slice(0, 7));
    const second = await call(
      t.url,
      'getCodeSmsList',
      { ...query, nextPage: first.body.data?.nextPage ?? '' },
      as(alice),
    );
    expect(second.body.data?.smsList.map((sms) => sms.text)).toEqual(['Apple code 1111']);
    expect(second.body.data?.nextPage).toBeNull();
    const before = await call(t.url, 'getCodeSmsList', { ...query, ym: first.body.data?.prevYm ?? '' }, as(alice));
    expect(before.body.data?.smsList).toEqual([]);
  });

  it('100008 armed for the poll call stops polling with that code', async () => {
    const locked = await lock(alice, { app: 'google', code: 'US', number: GET_A_NEW_NUMBER, numberType: 1 });
    const demo = DEMO_ACCOUNTS[0];
    await requestJson(t.url, SANDBOX_PATHS.failNext, {
      json: {
        platform: PLATFORM,
        telCode: demo.telCode,
        phone: demo.phone,
        path: '/pollVerificationCodeSms',
        retcode: 100008,
      },
    });
    const polled = await call(
      t.url,
      'pollVerificationCodeSms',
      { app: 'google', phone: locked.body.data?.fullNumber ?? '' },
      as(alice),
    );
    expect(polled.body.retcode).toBe(RETCODE.ACCOUNT_SUSPENDED);
  });

  it("another account's numbers and messages are not found", async () => {
    const locked = await lock(alice, { app: 'amazon', code: 'US', number: GET_A_NEW_NUMBER, numberType: 1 });
    const number = locked.body.data?.fullNumber ?? '';
    await codeSms({ number, app: 'amazon', text: 'Amazon OTP 998877' });
    const asBob = as(bob);
    const refused = await Promise.all([
      call(t.url, 'pollVerificationCodeSms', { app: 'amazon', phone: number }, asBob),
      call(t.url, 'getVerificationCodeSmsList', { app: 'amazon', number }, asBob),
      call(t.url, 'getCodeSmsList', { app: 'amazon', number }, asBob),
      call(t.url, 'subVerificationCodePhone', { app: 'amazon', number }, asBob),
      call(t.url, 'unSubVerificationCodePhone', { app: 'amazon', number }, asBob),
      call(t.url, 'updateCodeNumberInfo', { app: 'amazon', number, name: 'x', notes: '' }, asBob),
      call(t.url, 'sendCodeSms', { from: number, to: '13325550199', app: 'amazon', text: 'hi' }, asBob),
    ]);
    for (const answer of refused) {
      expect([answer.status, answer.body.retcode]).toEqual([404, RETCODE.NOT_FOUND]);
      expect(JSON.stringify(answer.body)).not.toContain('998877');
    }
    const lists = await Promise.all([
      call(t.url, 'getCodeNumberListByAccount', {}, asBob),
      call(t.url, 'getVerificationCodePhoneListV2', { app: 'amazon', code: 'US' }, asBob),
    ]);
    expect(JSON.stringify(lists.map((answer) => answer.body))).not.toContain(number);
  });
});

describe('sendCodeSms', () => {
  it('sends from a leased long-term number at the SMS rate; not from a one-time or an ended lease', async () => {
    await setBalance(t.url, PLATFORM, 1, '5.0000');
    const leased = await lock(bob, { app: 'uber', code: 'US', number: GET_A_NEW_NUMBER, numberType: 1 });
    const from = leased.body.data?.fullNumber ?? '';
    expect(leased.body.data?.telCodeList).toEqual(['1']);
    const sent = await call(
      t.url,
      'sendCodeSms',
      { from, to: '+1 (332) 555-0199', app: 'uber', text: 'hello' },
      as(bob),
    );
    expect(sent.body.retcode).toBe(0);
    expect(await balanceOf(t.url, bob)).toBe(subtract('5.0000', '0.015'));
    const outbox = await requestJson<unknown>(t.url, `${SANDBOX_PATHS.outbox}?to=13325550199&kind=message`);
    expect(JSON.stringify(outbox.body)).toContain(from);

    const oneTime = await lock(bob, { app: 'uber', code: 'US', number: GET_A_NEW_NUMBER, numberType: 2 });
    expect(oneTime.body.data).toMatchObject({ canSendCodeSms: false, canSub: false, subRent: '' });
    const refused = await call(
      t.url,
      'sendCodeSms',
      { from: oneTime.body.data?.fullNumber ?? '', to: '13325550199', app: 'uber', text: 'hello' },
      as(bob),
    );
    expect(refused.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);

    const tollFree = await call(t.url, 'sendCodeSms', { from, to: '18885550100', app: 'uber', text: 'hi' }, as(bob));
    expect(tollFree.body.retcode).toBe(RETCODE.TOLL_FREE_DESTINATION);
    await setBalance(t.url, PLATFORM, 1, '0');
    const broke = await call(t.url, 'sendCodeSms', { from, to: '13325550199', app: 'uber', text: 'hi' }, as(bob));
    expect(broke.body.retcode).toBe(RETCODE.INSUFFICIENT_BALANCE);
    expect(await balanceOf(t.url, bob)).toBe('0.0000');

    t.clock.advance(VERIFICATION_LIMITS.lockSeconds * 1000 + 1000);
    const ended = await call(t.url, 'sendCodeSms', { from, to: '13325550199', app: 'uber', text: 'again' }, as(bob));
    expect([ended.status, ended.body.retcode]).toEqual([404, RETCODE.NOT_FOUND]);
  });
});

describe('bad input', () => {
  it('answers a 4xx envelope naming the field, on the calls and the sandbox controls', async () => {
    const lockBad = await lock(alice, { app: 'whatsapp', code: 'US', number: '12', numberType: 1 });
    expect([lockBad.status, lockBad.body.retcode]).toEqual([400, RETCODE.BAD_REQUEST]);
    const unknownApp = await lock(alice, { app: 'nosuchapp', code: 'US', number: GET_A_NEW_NUMBER, numberType: 1 });
    expect([unknownApp.status, unknownApp.body.retcode]).toEqual([400, RETCODE.BAD_REQUEST]);
    const sandboxBad = await requestJson(t.url, SANDBOX_PATHS.codeSms, { json: { number: '13325550100' } });
    expect([sandboxBad.status, sandboxBad.body.retcode]).toEqual([400, RETCODE.BAD_REQUEST]);
    expect(sandboxBad.body.retmsg).toContain('text');
    const nobody = await codeSms({ number: '4915155559999', text: 'to no one' });
    expect([nobody.status, nobody.body.retcode]).toEqual([404, RETCODE.NOT_FOUND]);
  });
});

async function lockNew(user: DemoUser, app: string, code: string, numberType: 1 | 2 = 1): Promise<string> {
  const answer = await call(
    t.url,
    'lockVerificationCodePhone',
    { app, code, number: GET_A_NEW_NUMBER, numberType },
    as(user),
  );
  if (answer.body.retcode !== 0) throw new Error(`lock failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data?.fullNumber ?? '';
}

async function verificationHistory(user: DemoUser, number: string): Promise<SubscriptionHistoryItem[]> {
  const rows: SubscriptionHistoryItem[] = [];
  for (let back = 0; back < 4; back += 1) {
    const month = serverNow();
    month.setUTCDate(1);
    month.setUTCMonth(month.getUTCMonth() - back);
    const ym = month.toISOString().slice(0, 7);
    const answer = await call(t.url, 'getSubscriptionList', { ym, kind: 'verification' }, as(user));
    rows.push(...(answer.body.data?.list ?? []));
  }
  return rows.filter((row) => row.number === number).sort((a, b) => a.date - b.date);
}

async function advanceDays(days: number): Promise<void> {
  const answer = await requestJson(t.url, SANDBOX_PATHS.advanceClock, { json: { days } });
  expect(answer.body.retcode).toBe(0);
  shiftedMs += days * 86_400_000;
}

describe('verification subscriptions (billing)', () => {
  it('subscribe charges the rent once, shows in the history and the lists, and keeps receiving codes', async () => {
    await setBalance(t.url, PAYING, 0, '30.0000');
    const number = await lockNew(payer, 'telegram', 'GB');
    const subscribed = await call(t.url, 'subVerificationCodePhone', { app: 'telegram', number }, as(payer));
    expect(subscribed.body.data).toMatchObject({
      balance: '20.0100',
      codeNumber: { subStatus: 1, monthRent: '9.99', canSub: false },
    });
    expect(subscribed.body.data?.subHint).toContain('Subscribed');
    // Again: nothing more is charged.
    await call(t.url, 'subVerificationCodePhone', { app: 'telegram', number }, as(payer));
    expect(await balanceOf(t.url, payer)).toBe('20.0100');

    const history = await verificationHistory(payer, number);
    expect(history.map((row) => [row.type, row.charge, row.kind, row.app])).toEqual([
      [HISTORY_TYPES.purchased, '9.99', 'verification', 'telegram'],
    ]);
    const numbersOnly = await call(t.url, 'getSubscriptionList', { kind: 'number' }, as(payer));
    expect(numbersOnly.body.data?.list.some((row) => row.number === number)).toBe(false);
    const subs = await call(t.url, 'getSubCodeNumberList', {}, as(payer));
    expect(subs.body.data?.list.map((row) => row.oldPhone)).toContain(number);
    const named = await call(
      t.url,
      'updateCodeNumberInfo',
      { app: 'telegram', number, name: ' Work ', notes: 'for the team' },
      as(payer),
    );
    expect(named.body.data?.codeNumber).toMatchObject({ numberName: 'Work', notes: 'for the team' });

    // Long after its lock, a subscribed number still receives (and is charged for) codes.
    t.clock.advance(3_600_000);
    const delivered = await requestJson(t.url, SANDBOX_PATHS.codeSms, {
      json: { number, text: 'Telegram code 55555' },
    });
    expect(delivered.body.data).toMatchObject({ app: 'telegram', charge: '0.50', created: true });
    expect(await balanceOf(t.url, payer)).toBe(subtract('20.0100', '0.5'));
  });

  it('holds a code the balance does not cover on a subscribed number; the recharge releases and charges it once', async () => {
    await setBalance(t.url, PAYING, 0, '30.0000');
    const number = await lockNew(payer, 'whatsapp', 'GB');
    await call(t.url, 'subVerificationCodePhone', { app: 'whatsapp', number }, as(payer));
    t.clock.advance(3_600_000); // the lock is long over: only the subscription holds the number
    await setBalance(t.url, PAYING, 0, '0.2000');
    const message = { number, text: 'WhatsApp code 424242', messageId: 'held-1' };
    expect((await codeSms(message)).body.data).toMatchObject({ charge: '0.50', created: true });
    expect((await codeSms(message)).body.data).toMatchObject({ created: false });
    expect(await balanceOf(t.url, payer)).toBe('0.2000');
    const heldLine = { held: true, text: '', charge: '0.50' };
    const latest = () => call(t.url, 'getVerificationCodeSmsList', { app: 'whatsapp', number }, as(payer));
    const month = () => call(t.url, 'getCodeSmsList', { app: 'whatsapp', number }, as(payer));
    expect((await latest()).body.data?.smsList).toEqual([expect.objectContaining(heldLine)]);
    expect((await month()).body.data?.smsList).toEqual([expect.objectContaining(heldLine)]);
    const stranger = await call(t.url, 'getVerificationCodeSmsList', { app: 'whatsapp', number }, as(other));
    expect(stranger.body.data).toBeUndefined();
    expect(JSON.stringify(stranger.body)).not.toContain('424242');

    const recharge = async () => {
      const order = await call(
        t.url,
        'paySubmit',
        { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_5' },
        as(payer),
      );
      expect(order.body.retcode, JSON.stringify(order.body)).toBe(0);
      const orderId = order.body.data?.orderId ?? '';
      await pressCheckout(t.url, orderId);
      const paid = (await call(t.url, 'getPayOrder', { orderId }, as(payer))).body.data;
      expect(paid?.status).toBe('paid');
      return Number(paid?.amount) + Number(paid?.gift);
    };
    const first = await recharge();
    const released = { held: false, text: message.text, charge: '0.50' };
    expect((await latest()).body.data?.smsList).toEqual([expect.objectContaining(released)]);
    expect((await month()).body.data?.smsList).toEqual([expect.objectContaining(released)]);
    expect(Number(await balanceOf(t.url, payer))).toBeCloseTo(0.2 + first - 0.5, 4);
    const second = await recharge();
    expect(Number(await balanceOf(t.url, payer))).toBeCloseTo(0.2 + first + second - 0.5, 4);
    // No renewal of this number moves the balances the next tests count.
    await call(t.url, 'unSubVerificationCodePhone', { app: 'whatsapp', number }, as(payer));
  });

  it('renews every month like a number, and suspends when the balance is short', async () => {
    await setBalance(t.url, PAYING, 1, '20.0000');
    const number = await lockNew(other, 'whatsapp', 'HK');
    await call(t.url, 'subVerificationCodePhone', { app: 'whatsapp', number }, as(other));
    expect(await balanceOf(t.url, other)).toBe('10.0100');
    await advanceDays(31);
    expect(await balanceOf(t.url, other)).toBe('0.0200');
    await advanceDays(31);
    expect(await balanceOf(t.url, other)).toBe('0.0200');
    const types = (await verificationHistory(other, number)).map((row) => [row.type, row.charge]);
    expect(types).toEqual([
      [HISTORY_TYPES.purchased, '9.99'],
      [HISTORY_TYPES.renewed, '9.99'],
      [HISTORY_TYPES.suspended, '0.00'],
    ]);
    const list = await call(t.url, 'getCodeNumberListByAccount', { app: 'whatsapp' }, as(other));
    expect(list.body.data?.list.find((row) => row.oldPhone === number)?.subStatus).toBe(1);
  });

  it('unsubscribe keeps the paid month, then releases it; re-subscribing needs it free again', async () => {
    await setBalance(t.url, PAYING, 0, '30.0000');
    await setBalance(t.url, PAYING, 1, '30.0000');
    const number = await lockNew(payer, 'paypal', 'PH');
    await call(t.url, 'subVerificationCodePhone', { app: 'paypal', number }, as(payer));
    const cancelled = await call(t.url, 'unSubVerificationCodePhone', { app: 'paypal', number }, as(payer));
    expect(cancelled.body.data?.codeNumber).toMatchObject({ subStatus: 0 });
    expect(cancelled.body.data?.codeNumber?.expiryDate).not.toBe('');
    // Still Alice's during the paid month: Bob cannot take it.
    const during = await call(
      t.url,
      'lockVerificationCodePhone',
      { app: 'paypal', code: 'PH', number, numberType: 1 },
      as(other),
    );
    expect([during.status, during.body.retcode]).toEqual([400, RETCODE.SERVICE_UNAVAILABLE]);

    await advanceDays(32);
    const history = await verificationHistory(payer, number);
    expect(history.map((row) => row.type)).toEqual([
      HISTORY_TYPES.purchased,
      HISTORY_TYPES.cancelled,
      HISTORY_TYPES.cancelled,
    ]);
    const released = history.at(-1) as SubscriptionHistoryItem;

    // Released: Bob locks it, so Alice's re-subscription finds it taken …
    const taken = await call(
      t.url,
      'lockVerificationCodePhone',
      { app: 'paypal', code: 'PH', number, numberType: 1 },
      as(other),
    );
    expect(taken.body.retcode).toBe(0);
    const resub = { historyId: released.historyId, date: released.date };
    const refused = await call(t.url, 'reSubVerificationCodePhone', resub, as(payer));
    expect([refused.status, refused.body.retcode]).toEqual([400, RETCODE.SERVICE_UNAVAILABLE]);
    // … and gets it once Bob's lock ended, charged a month (history type 3).
    t.clock.advance(181_000);
    const before = await balanceOf(t.url, payer);
    const again = await call(t.url, 'reSubVerificationCodePhone', resub, as(payer));
    expect(again.body.data?.codeNumber).toMatchObject({ subStatus: 1 });
    expect(await balanceOf(t.url, payer)).toBe(subtract(before, '9.99'));
    // Another account's history row is not found; a numbers row is not a verification row.
    const bobs = await call(t.url, 'reSubVerificationCodePhone', resub, as(other));
    expect(bobs.body.retcode).toBe(RETCODE.NOT_FOUND);
  });

  it('Cancel on a cancelled subscription does what its dialog says: the number leaves the list now and is free', async () => {
    await setBalance(t.url, PAYING, 0, '30.0000');
    await setBalance(t.url, PAYING, 1, '30.0000');
    const number = await lockNew(payer, 'paypal', 'PH');
    await call(t.url, 'subVerificationCodePhone', { app: 'paypal', number }, as(payer));
    await call(t.url, 'unSubVerificationCodePhone', { app: 'paypal', number }, as(payer));
    // Its lock still runs (taken a moment ago): Cancel lets that go too.
    const removed = await call(t.url, 'unSubVerificationCodePhone', { app: 'paypal', number }, as(payer));
    expect(removed.body.data).toEqual({ codeNumber: null });
    const list = await call(t.url, 'getCodeNumberListByAccount', { app: 'paypal' }, as(payer));
    expect(list.body.data?.list.some((row) => row.oldPhone === number)).toBe(false);
    // The rest of the paid period is given up: someone else may take it now.
    const bob = await call(
      t.url,
      'lockVerificationCodePhone',
      { app: 'paypal', code: 'PH', number, numberType: 1 },
      as(other),
    );
    expect(bob.body.retcode).toBe(0);
    const types = (await verificationHistory(payer, number)).map((row) => row.type);
    expect(types).toEqual([HISTORY_TYPES.purchased, HISTORY_TYPES.cancelled, HISTORY_TYPES.cancelled]);
  });

  it('one-time numbers cannot be subscribed; unsubscribed numbers cannot be named; Cancel removes one', async () => {
    const oneTime = await lockNew(payer, 'tiktok', 'ID', 2);
    const sub = await call(t.url, 'subVerificationCodePhone', { app: 'tiktok', number: oneTime }, as(payer));
    expect(sub.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);
    const named = await call(
      t.url,
      'updateCodeNumberInfo',
      { app: 'tiktok', number: oneTime, name: 'x', notes: '' },
      as(payer),
    );
    expect(named.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);
    const removed = await call(t.url, 'unSubVerificationCodePhone', { app: 'tiktok', number: oneTime }, as(payer));
    expect(removed.body.data).toEqual({ codeNumber: null });
    const list = await call(t.url, 'getCodeNumberListByAccount', {}, as(payer));
    expect(list.body.data?.list.some((row) => row.oldPhone === oneTime)).toBe(false);
    const apps = await call(t.url, 'getAppListByAccount', {}, as(payer));
    expect(apps.body.data?.appList.map((app) => app.app)).not.toContain('tiktok');
  });
});

describe('the public list limit', () => {
  it('answers one address at most publicListPerMinute times a minute (429 + 100016), then again', async () => {
    // To the start of a fresh minute window (the server's clock is the test clock plus whole days).
    t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000) + 1);
    const statuses: number[] = [];
    for (let index = 0; index <= VERIFICATION_LIMITS.publicListPerMinute; index += 1) {
      statuses.push((await call(t.url, 'getPublicCodePhoneList', { app: 'yahoo', code: 'VN' })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(VERIFICATION_LIMITS.publicListPerMinute);
    const refused = await call(t.url, 'getPublicCodePhoneList', { app: 'yahoo', code: 'VN' });
    expect([refused.status, refused.body.retcode]).toEqual([429, RETCODE.TOO_FREQUENT]);
    t.clock.advance(60_000);
    expect((await call(t.url, 'getPublicCodePhoneList', { app: 'yahoo', code: 'VN' })).status).toBe(200);
  });
});
