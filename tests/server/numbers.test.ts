/**
 * Numbers through the real server (issue 9 items 10–14): the inventory, buying a number with a
 * plan (the balance, the list, the From picker, a first message), the refusals 400001 and 100023,
 * another account's numbers, name and note, plan changes, call settings, unsubscribe and
 * re-subscribe, the subscription history, a renewal after `POST /sandbox/advanceClock`, and the
 * hosted plans page. The billing rules in depth (ledger rows, a year of renewals, concurrent buys
 * of one number) are in numbers.billing.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  NUMBER_LIMITS,
  PLANS_PAGE_PATH,
  type Platform,
  RETCODE,
  SANDBOX_PATHS,
  type SandboxAdvanceClockAnswer,
} from '../../src/services/api/contract/index.ts';
import {
  call,
  loginWithPhone,
  pressCheckout,
  request,
  requestJson,
  startTestServer,
  type TestServer,
  uniquePhone,
} from './helpers.ts';
import { balanceOf, type DemoUser, demoUser, openTab, send, setBalance, textPayload } from './messagingSupport.ts';

const PLATFORM: Platform = 'wephone';

let t: TestServer;
let alice: DemoUser;
let bob: DemoUser;
beforeAll(async () => {
  t = await startTestServer();
  alice = await demoUser(t.url, PLATFORM, 0);
  bob = await demoUser(t.url, PLATFORM, 1);
});
afterAll(async () => {
  await t?.close();
});

const as = (user: DemoUser) => ({ platform: PLATFORM, token: user.token });

async function offered(areaCode: string, code = 'US', type = 'local', telCode = '1') {
  const answer = await call(t.url, 'getVirtualPhoneByAreaCode', { code, type, telCode, areaCode }, as(alice));
  expect(answer.body.retcode).toBe(0);
  return answer.body.data?.numberList ?? [];
}

async function usPlan(months: number, type = 'local', code = 'US') {
  const answer = await call(t.url, 'getPlanList', { code, type }, as(alice));
  const plan = answer.body.data?.planList.find((candidate) => candidate.planRentPeriod === months);
  if (!plan) throw new Error(`no ${months}-month ${code} ${type} plan`);
  return plan;
}

async function buy(user: DemoUser, areaCode: string, months = 1) {
  const [number] = await offered(areaCode);
  if (!number) throw new Error(`no number offered in ${areaCode}`);
  const plan = await usPlan(months);
  const answer = await call(
    t.url,
    'subVirtualPhone',
    { planId: plan.planId, telCode: number.telCode, phone: number.phone, code: 'US', type: 'local' },
    as(user),
  );
  return { number, plan, answer };
}

async function history(user: DemoUser) {
  const answer = await call(t.url, 'getSubscriptionList', {}, as(user));
  expect(answer.body.retcode).toBe(0);
  return answer.body.data?.list ?? [];
}

describe('inventory', () => {
  it('lists the countries with real provinces and area codes, hidden selectors as the spec says', async () => {
    const answer = await call(t.url, 'getAreaCodeV2', {}, as(alice));
    const list = answer.body.data?.areaCodeList ?? [];
    expect(list.map((country) => country.code)).toEqual([
      'US',
      'CA',
      'GB',
      'AU',
      'HK',
      'IL',
      'FI',
      'MX',
      'AT',
      'TollFree',
    ]);
    const us = list.find((country) => country.code === 'US');
    expect(us?.nameNcode).toBe('United States (+1)');
    const california = us?.typeList[0]?.provinces.find((province) => province.name === 'California');
    expect(california?.areaCodes).toContain('415');
    const gb = list.find((country) => country.code === 'GB');
    expect(gb?.typeList[0]?.provinces).toEqual([{ name: '', areaCodes: [] }]);
    const tollFree = list.find((country) => country.code === 'TollFree');
    expect(tollFree?.typeList[0]).toMatchObject({ name: 'tollfree', provinces: [{ name: '' }] });
    expect(tollFree?.typeList[0]?.provinces[0]?.areaCodes).toContain('888');
    const chinese = await call(t.url, 'getAreaCodeV2', {}, { ...as(alice), lang: 'zh_cn' });
    expect(chinese.body.data?.areaCodeList[0]?.nameNcode).toBe('美国 (+1)');
  });

  it('offers numbers of the area code and country, none where nothing fits', async () => {
    const numbers = await offered('212');
    expect(numbers).toHaveLength(NUMBER_LIMITS.offeredNumbers);
    expect(numbers.every((number) => number.phone.startsWith('212'))).toBe(true);
    expect(await offered('', 'GB', 'local', '44')).toHaveLength(NUMBER_LIMITS.offeredNumbers);
    expect(await offered('800', 'TollFree', 'tollfree')).toHaveLength(NUMBER_LIMITS.offeredNumbers);
    expect(await offered('999')).toEqual([]);
    expect(await offered('212', 'US', 'local', '44')).toEqual([]);
  });
});

describe('buying a number', () => {
  it('charges the plan, lists the number, and the number sends at once', async () => {
    const before = await balanceOf(t.url, alice);
    const { number, plan, answer } = await buy(alice, '305');
    expect(answer.body.retcode, JSON.stringify(answer.body)).toBe(0);
    expect(answer.body.data?.subHint).toContain(`+1 ${number.phone}`);
    expect(answer.body.data?.balance).toBe((Number(before) - Number(plan.planRent)).toFixed(4));
    expect(await offered('305')).not.toContainEqual(number);

    const list = await call(t.url, 'getVirtualPhoneList', {}, as(alice));
    const bought = list.body.data?.virtualPhones.find((phone) => phone.fullNumber === number.fullNumber);
    expect(bought).toMatchObject({
      status: 'active',
      planId: plan.planId,
      code: 'US',
      type: 'local',
      monthRent: '4.99',
    });

    const tab = await openTab(t.url, alice);
    try {
      const ack = await send(tab, textPayload(number.fullNumber, bob.numbers.local, 'first message'));
      expect(ack.status).toBe(0);
    } finally {
      tab.close();
    }
    const [row] = await history(alice);
    expect(row).toMatchObject({ type: 5, number: number.fullNumber, charge: plan.planRent, planId: plan.planId });
  });

  it('is idempotent per requestId and refuses a number someone holds', async () => {
    const [number] = await offered('617');
    const plan = await usPlan(3);
    const input = { planId: plan.planId, telCode: '1', phone: number?.phone ?? '', code: 'US', type: 'local' };
    const first = await call(t.url, 'subVirtualPhone', { ...input, requestId: 'buy-617' }, as(alice));
    const balance = await balanceOf(t.url, alice);
    const again = await call(t.url, 'subVirtualPhone', { ...input, requestId: 'buy-617' }, as(alice));
    expect(first.body.retcode).toBe(0);
    expect(again.body.data?.virtualPhone).toEqual(first.body.data?.virtualPhone);
    expect(await balanceOf(t.url, alice)).toBe(balance);
    const taken = await call(t.url, 'subVirtualPhone', input, as(bob));
    expect(taken).toMatchObject({ status: 400, body: { retcode: RETCODE.SERVICE_UNAVAILABLE } });
  });

  it('400001 when the balance is short; nothing is taken', async () => {
    await setBalance(t.url, PLATFORM, 1, '1');
    const { number, answer } = await buy(bob, '713');
    expect(answer.body.retcode).toBe(RETCODE.INSUFFICIENT_BALANCE);
    expect(await balanceOf(t.url, bob)).toBe('1.0000');
    expect(await offered('713')).toContainEqual(number);
    await setBalance(t.url, PLATFORM, 1, '25');
  });

  it('100023 with the profile status when the profile is not verified', async () => {
    const token = await loginWithPhone(t.url, PLATFORM, uniquePhone());
    const [number] = await offered('206');
    const plan = await usPlan(1);
    const answer = await call(
      t.url,
      'subVirtualPhone',
      { planId: plan.planId, telCode: '1', phone: number?.phone ?? '', code: 'US', type: 'local' },
      { platform: PLATFORM, token },
    );
    expect(answer.body).toMatchObject({
      retcode: RETCODE.PROFILE_INCOMPLETE,
      data: { profileStatus: 0, needSetPhone: false, useCaseStatus: 0 },
    });
  });

  it('refuses a profile verified but its use case not (spec 2 §4) with 100023 carrying the use-case status', async () => {
    const phone = uniquePhone();
    const token = await loginWithPhone(t.url, PLATFORM, phone);
    const [number] = await offered('206');
    const plan = await usPlan(1);
    const subscribe = () =>
      call(
        t.url,
        'subVirtualPhone',
        { planId: plan.planId, telCode: '1', phone: number?.phone ?? '', code: 'US', type: 'local' },
        { platform: PLATFORM, token },
      );
    for (const useCaseStatus of [0, 1, 100, 102] as const) {
      const review = await requestJson(t.url, SANDBOX_PATHS.review, {
        json: { platform: PLATFORM, telCode: '1', phone, profileStatus: 2, useCaseStatus },
      });
      expect(review.status).toBe(200);
      expect((await subscribe()).body).toEqual({
        retcode: RETCODE.PROFILE_INCOMPLETE,
        retmsg: expect.any(String),
        data: { profileStatus: 2, needSetPhone: false, useCaseStatus },
      });
    }
  });

  it('refuses a plan of another country or type', async () => {
    const [number] = await offered('312');
    const plan = await usPlan(1, 'tollfree', 'TollFree');
    const answer = await call(
      t.url,
      'subVirtualPhone',
      { planId: plan.planId, telCode: '1', phone: number?.phone ?? '', code: 'US', type: 'local' },
      as(alice),
    );
    expect(answer).toMatchObject({ status: 400, body: { retcode: RETCODE.BAD_REQUEST } });
  });
});

describe('managing a number', () => {
  it("another account's number is not found", async () => {
    const other = alice.numbers.local;
    for (const [name, input] of [
      ['getManagePlanList', { virtualNumber: other }],
      ['updateNumberInfo', { number: other, name: 'x', notes: '' }],
      ['unSubVirtualPhone', { telCode: '1', phone: other.slice(1) }],
    ] as const) {
      const answer = await call(t.url, name, input, as(bob));
      expect(answer.body.retcode, name).toBe(RETCODE.NOT_FOUND);
    }
  });

  it('saves name and note trimmed, within their limits', async () => {
    const answer = await call(
      t.url,
      'updateNumberInfo',
      { number: alice.numbers.tollfree, name: '  Shop line  ', notes: ' weekdays only ', type: 'tollfree' },
      as(alice),
    );
    expect(answer.body.data?.virtualPhone).toMatchObject({ numberName: 'Shop line', notes: 'weekdays only' });
    const tooLong = await call(
      t.url,
      'updateNumberInfo',
      { number: alice.numbers.tollfree, name: 'x'.repeat(61), notes: '' },
      as(alice),
    );
    expect(tooLong.body.retcode).toBe(RETCODE.BAD_REQUEST);
    const wrongType = await call(
      t.url,
      'updateNumberInfo',
      { number: alice.numbers.tollfree, name: 'x', notes: '', type: 'local' },
      as(alice),
    );
    expect(wrongType.body.retcode).toBe(RETCODE.NOT_FOUND);
  });

  it('changes a plan at the next cycle, then at once with the prorated difference', async () => {
    await setBalance(t.url, PLATFORM, 1, '100');
    const { number } = await buy(bob, '404');
    const yearly = await usPlan(12);
    const quarterly = await usPlan(3);
    const options = await call(
      t.url,
      'preChangePlan',
      { virtualNumber: number.fullNumber, planId: yearly.planId },
      as(bob),
    );
    expect(options.body.data?.changeList.map((option) => option.type)).toEqual([1, 2]);
    const later = await call(
      t.url,
      'changePlan',
      { virtualNumber: number.fullNumber, planId: quarterly.planId, type: 2 },
      as(bob),
    );
    expect(later.body.data?.virtualPhone).toMatchObject({
      planId: (await usPlan(1)).planId,
      pendingPlanId: quarterly.planId,
    });
    const managed = await call(t.url, 'getManagePlanList', { virtualNumber: number.fullNumber }, as(bob));
    expect(managed.body.data).toMatchObject({ pendingPlanId: quarterly.planId });
    expect(managed.body.data?.effectiveDate).not.toBe('');

    const before = await balanceOf(t.url, bob);
    const immediate = options.body.data?.changeList.find((option) => option.type === 1);
    // Bought moments ago: almost the whole month is credited.
    expect(Number(immediate?.payAmount)).toBeCloseTo(Number(yearly.planRent) - 4.99, 1);
    const now = await call(
      t.url,
      'changePlan',
      { virtualNumber: number.fullNumber, planId: yearly.planId, type: 1 },
      as(bob),
    );
    expect(now.body.data?.virtualPhone).toMatchObject({ planId: yearly.planId, pendingPlanId: null });
    expect(Number(await balanceOf(t.url, bob))).toBeCloseTo(Number(before) - Number(immediate?.payAmount), 4);
    const types = (await history(bob)).filter((row) => row.number === number.fullNumber).map((row) => row.type);
    expect(types).toEqual([1, 2, 5]);
  });

  it('100023 on a plan change while the profile is not verified (issue 27 item 5), nothing changed', async () => {
    const review = (profileStatus: number) =>
      requestJson(t.url, SANDBOX_PATHS.review, { json: { platform: PLATFORM, ...DEMO_ACCOUNTS[0], profileStatus } });
    expect((await review(1)).status).toBe(200);
    try {
      const yearly = await usPlan(12);
      const virtualNumber = alice.numbers.local;
      const before = await call(t.url, 'getManagePlanList', { virtualNumber }, as(alice));
      for (const [name, input] of [
        ['preChangePlan', { virtualNumber, planId: yearly.planId }],
        ['changePlan', { virtualNumber, planId: yearly.planId, type: 1 }],
      ] as const) {
        const answer = await call(t.url, name, input, as(alice));
        expect(answer.body, name).toMatchObject({
          retcode: RETCODE.PROFILE_INCOMPLETE,
          data: { profileStatus: 1, needSetPhone: false },
        });
      }
      const after = await call(t.url, 'getManagePlanList', { virtualNumber }, as(alice));
      expect(after.body.data).toEqual(before.body.data);
    } finally {
      expect((await review(2)).status).toBe(200);
    }
  });

  it('forwarding and voicemail are mutually exclusive; voicemail off refuses voicemail', async () => {
    const on = await call(t.url, 'setForward', { forward: 1 }, as(bob));
    expect(on.body.data).toEqual({ forwardStatus: 1, voicemailStatus: 0 });
    const refused = await requestJson(t.url, SANDBOX_PATHS.inbound, {
      json: { platform: PLATFORM, from: '14155559999', to: bob.numbers.local, type: 'voicemail', transcript: 'hi' },
    });
    expect(refused.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);
    const back = await call(t.url, 'setVoicemail', { voicemail: 1 }, as(bob));
    expect(back.body.data).toEqual({ forwardStatus: 0, voicemailStatus: 1 });
    const list = await call(t.url, 'getVirtualPhoneList', {}, as(bob));
    expect(list.body.data).toMatchObject({
      forwardStatus: 0,
      voicemailStatus: 1,
      canForward: true,
      canVoicemail: true,
    });
  });

  it('unsubscribes (the number stays until its payment date) and re-subscribes from the history', async () => {
    const { number } = await buy(alice, '702');
    const cancelled = await call(t.url, 'unSubVirtualPhone', { telCode: '1', phone: number.phone }, as(alice));
    expect(cancelled.body.data?.virtualPhone.status).toBe('cancelled');
    const row = (await history(alice)).find((item) => item.number === number.fullNumber && item.type === 100);
    expect(row?.nextPaymentDate).toBe(cancelled.body.data?.virtualPhone.nextPaymentDate);
    const before = await balanceOf(t.url, alice);
    const resub = await call(
      t.url,
      'reSubVirtualPhone',
      { historyId: row?.historyId ?? '', date: row?.date ?? 0 },
      as(alice),
    );
    expect(resub.body.data?.virtualPhone.status).toBe('active');
    expect(resub.body.data?.subHint).toContain('\n');
    expect(await balanceOf(t.url, alice)).toBe(before);
    const stranger = await call(
      t.url,
      'reSubVirtualPhone',
      { historyId: row?.historyId ?? '', date: row?.date ?? 0 },
      as(bob),
    );
    expect(stranger.body.retcode).toBe(RETCODE.NOT_FOUND);
  });
});

describe('subscription history', () => {
  it('pages by pageNo and by cursor over the month, and knows its total', async () => {
    const all = await call(t.url, 'getSubscriptionList', { pageSize: 200 }, as(alice));
    const total = all.body.data?.totalRows ?? 0;
    expect(total).toBeGreaterThanOrEqual(4);
    const first = await call(t.url, 'getSubscriptionList', { pageSize: 2, pageNo: 1 }, as(alice));
    const second = await call(t.url, 'getSubscriptionList', { pageSize: 2, pageNo: 2 }, as(alice));
    const byCursor = await call(
      t.url,
      'getSubscriptionList',
      { pageSize: 2, nextPage: first.body.data?.nextPage ?? '' },
      as(alice),
    );
    expect(byCursor.body.data?.list).toEqual(second.body.data?.list);
    expect([...(first.body.data?.list ?? []), ...(second.body.data?.list ?? [])]).toEqual(
      all.body.data?.list.slice(0, 4),
    );
    const ym = new Date(t.clock.now().getTime()).toISOString().slice(0, 7);
    const lastYear = `${Number(ym.slice(0, 4)) - 1}${ym.slice(4)}`;
    const empty = await call(t.url, 'getSubscriptionList', { ym: lastYear }, as(alice));
    expect(empty.body.data).toEqual({ list: [], nextPage: null, totalRows: 0 });
  });
});

describe('renewals by the sandbox clock', () => {
  it('advanceClock renews what falls due, dated on its payment date, and keeps the session', async () => {
    await setBalance(t.url, PLATFORM, 0, '500');
    await setBalance(t.url, PLATFORM, 1, '0');
    const { number, plan, answer } = await buy(alice, '503');
    expect(answer.body.retcode).toBe(0);
    const before = await balanceOf(t.url, alice);
    const moved = await requestJson<SandboxAdvanceClockAnswer>(t.url, SANDBOX_PATHS.advanceClock, {
      json: { days: 32 },
    });
    expect(moved.body.retcode).toBe(0);
    expect(moved.body.data?.events).toBeGreaterThanOrEqual(1);
    const list = await call(t.url, 'getVirtualPhoneList', {}, as(alice));
    expect(list.body.retcode).toBe(0);
    const renewed = list.body.data?.virtualPhones.find((phone) => phone.fullNumber === number.fullNumber);
    expect(renewed?.status).toBe('active');
    const rows = (
      await call(t.url, 'getSubscriptionList', { date: renewed?.paymentDate.slice(0, 10) ?? '' }, as(alice))
    ).body.data?.list;
    expect(rows?.find((row) => row.number === number.fullNumber && row.type === 7)).toMatchObject({
      charge: plan.planRent,
    });
    expect(Number(await balanceOf(t.url, alice))).toBeLessThan(Number(before));

    // Bob had nothing to pay with: his numbers are suspended and cannot send.
    const bobs = await call(t.url, 'getVirtualPhoneList', {}, as(bob));
    const suspended = bobs.body.data?.virtualPhones.find((phone) => phone.fullNumber === bob.numbers.local);
    expect(suspended?.status).toBe('suspended');
    const dueMonth = await call(
      t.url,
      'getSubscriptionList',
      { date: suspended?.nextPaymentDate.slice(0, 10) ?? '' },
      as(bob),
    );
    expect(dueMonth.body.data?.list.find((row) => row.number === bob.numbers.local)).toMatchObject({
      type: 6,
      charge: '0.00',
    });
    const tab = await openTab(t.url, bob);
    try {
      const ack = await send(tab, textPayload(bob.numbers.local, alice.numbers.local, 'from a suspended number'));
      expect(ack).toMatchObject({ status: RETCODE.NOT_AUTHORIZED });
    } finally {
      tab.close();
    }
    // issue 27 item 1: the plan screen knows it is suspended (its Renew action).
    const plans = await call(t.url, 'getManagePlanList', { virtualNumber: bob.numbers.local }, as(bob));
    expect(plans.body.data?.status).toBe('suspended');
  });

  it('a recharge renews the suspended numbers it covers, oldest first; the others wait for the next', async () => {
    // Bob's numbers were suspended above (a local and a toll-free one, each its own rent).
    const suspended = async () =>
      ((await call(t.url, 'getVirtualPhoneList', {}, as(bob))).body.data?.virtualPhones ?? []).filter(
        (phone) => phone.status === 'suspended',
      );
    const waiting = await suspended();
    expect(waiting.length).toBeGreaterThan(1);
    const renewals = async () =>
      ((await call(t.url, 'getSubscriptionList', {}, as(bob))).body.data?.list ?? []).filter(
        (row) => row.type === 7 && waiting.some((phone) => phone.fullNumber === row.number),
      ).length;
    const topUp = async () => {
      const order = await call(
        t.url,
        'paySubmit',
        { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_10' },
        as(bob),
      );
      expect(order.body.retcode, JSON.stringify(order.body)).toBe(0);
      expect((await pressCheckout(t.url, order.body.data?.orderId ?? '', 'pay')).status).toBe(200);
    };

    await setBalance(t.url, PLATFORM, 1, '0');
    for (let round = 1; (await suspended()).length > 0; round += 1) {
      expect(round, 'every suspended number is renewed within a few top-ups').toBeLessThanOrEqual(waiting.length);
      await topUp();
      // What is still suspended is what the balance left does not cover.
      const balance = Number(await balanceOf(t.url, bob));
      for (const phone of await suspended()) expect(Number(phone.monthRent)).toBeGreaterThan(balance);
      expect(await renewals()).toBe(waiting.length - (await suspended()).length);
    }
    const plans = await call(t.url, 'getManagePlanList', { virtualNumber: bob.numbers.local }, as(bob));
    expect(plans.body.data?.status).toBe('active');
    // Once active, a top-up renews nothing more: the whole credit stays.
    const before = Number(await balanceOf(t.url, bob));
    await topUp();
    expect(Number(await balanceOf(t.url, bob))).toBeGreaterThanOrEqual(before + 10);
    expect(await renewals()).toBe(waiting.length);
  });
});

describe('the hosted plans page', () => {
  it('is configured, served and embeddable by the app', async () => {
    const config = await call(t.url, 'getPlansPage', {}, {});
    expect(config.body.data).toEqual({ url: PLANS_PAGE_PATH, origin: '' });
    const page = await request(t.url, PLANS_PAGE_PATH);
    expect(page.status).toBe(200);
    expect(page.text).toContain('plans.js');
    // Its own policy: no eval (the app's needs it for HEIC), framed by the app's origins.
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-eval');
    expect(page.headers.get('x-frame-options')).toBeNull();
    const script = await request(t.url, `${PLANS_PAGE_PATH}plans.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.text).toContain('afterEach');
    const agreement = await request(t.url, `${PLANS_PAGE_PATH}agreement.html`);
    expect(agreement.status).toBe(200);
  });

  it('lists Hosting plans with Tips linking the agreement', async () => {
    const plans = await call(t.url, 'getPlanList', { code: 'US', type: 'Hosting' }, as(alice));
    const [yearly] = plans.body.data?.planList ?? [];
    expect(yearly).toMatchObject({ planRent: '23.88', originalRent: '41.88', planRentPeriod: 12, discount: 42 });
    const tips = yearly?.planDescList.find((section) => section.title === 'Tips');
    const link = tips?.items.join(' ').match(/###(.+?)###/)?.[1] ?? '';
    expect(yearly?.urlDict[link]).toBe(`${PLANS_PAGE_PATH}agreement.html`);
  });
});
