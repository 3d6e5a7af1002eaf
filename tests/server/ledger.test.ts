/**
 * Bills, calls, SMS histories, rates and message prices through the real server (issue 11 item
 * 12): every ledger kind the product writes answered as its spec 2 §3 bill type (a number
 * purchase, a sent message, a call, a sandbox balance change), keyset paging of the bills, page
 * paging of calls and SMS, another account's rows never visible, `/sandbox/call` charged by the
 * rate table, the rates paged for every country of the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCountryItems } from '../../server/domain/countries.ts';
import { billedMinutes } from '../../server/domain/ledger/calls.ts';
import { outboundCallRate } from '../../server/domain/ledger/rates.ts';
import {
  BILL_TYPES,
  type Platform,
  SANDBOX_CALL_PATH,
  type SandboxCallRequest,
} from '../../src/services/api/contract/index.ts';
import { call, pressCheckout, requestJson, startTestServer, type TestServer } from './helpers.ts';
import { balanceOf, type DemoUser, demoUser, openTab, send, setBalance, textPayload } from './messagingSupport.ts';

const PLATFORM: Platform = 'wephone';
const PARTNER = '14155559999';

let t: TestServer;
let alice: DemoUser;
let bob: DemoUser;
let month: string;
beforeAll(async () => {
  t = await startTestServer();
  alice = await demoUser(t.url, PLATFORM, 0);
  bob = await demoUser(t.url, PLATFORM, 1);
  month = t.clock.now().toISOString().slice(0, 7);
  await setBalance(t.url, PLATFORM, 0, '50');
});
afterAll(async () => {
  await t?.close();
});

const as = (user: DemoUser) => ({ platform: PLATFORM, token: user.token });

function sandboxCall(body: SandboxCallRequest) {
  return requestJson<{ charge: string; balance: string }>(t.url, SANDBOX_CALL_PATH, {
    method: 'POST',
    json: body,
  });
}

async function bills(user: DemoUser, extra: Record<string, unknown> = {}) {
  const answer = await call(t.url, 'getBillList', { month, ...extra }, as(user));
  expect(answer.body.retcode).toBe(0);
  return answer.body.data ?? { list: [], nextPage: null };
}

describe('bills, calls and SMS', () => {
  it('answers every ledger kind as its bill type with its options, newest first', async () => {
    // A number purchase (type 5).
    const [offered] =
      (
        await call(
          t.url,
          'getVirtualPhoneByAreaCode',
          { code: 'US', type: 'local', telCode: '1', areaCode: '617' },
          as(alice),
        )
      ).body.data?.numberList ?? [];
    const plans =
      (await call(t.url, 'getPlanList', { code: 'US', type: 'local' }, as(alice))).body.data?.planList ?? [];
    const plan = plans.find((candidate) => candidate.planRentPeriod === 1);
    if (!offered || !plan) throw new Error('no number or plan offered');
    const bought = await call(
      t.url,
      'subVirtualPhone',
      { planId: plan.planId, telCode: offered.telCode, phone: offered.phone, code: 'US', type: 'local' },
      as(alice),
    );
    expect(bought.body.retcode).toBe(0);
    // A sent message (type 4).
    const tab = await openTab(t.url, alice);
    const ack = await send(tab, textPayload(alice.numbers.local, PARTNER, 'hello bills'));
    tab.close();
    expect(ack.status).toBe(0);
    // A call (type 3): 61 s on the premium line are two minutes.
    const called = await sandboxCall({ from: alice.numbers.local, to: PARTNER, direction: 'out', seconds: 61 });
    expect(called.body.retcode).toBe(0);
    expect(called.body.data?.charge).toBe('0.0200');

    const { list } = await bills(alice);
    const [callBill, messageBill, purchaseBill, sandboxBill] = list;
    expect(callBill).toMatchObject({
      type: BILL_TYPES.call,
      charge: '-0.0200',
      options: { direction: 'out', from: alice.numbers.local, to: PARTNER, type: 1, duration: 61 },
    });
    expect(messageBill).toMatchObject({
      type: BILL_TYPES.message,
      charge: '-0.0150',
      options: { direction: 'out', from: alice.numbers.local, to: PARTNER },
    });
    expect(purchaseBill).toMatchObject({
      type: BILL_TYPES.numberPurchase,
      options: { countryCode: 'US', number: offered.fullNumber, type: 'local' },
    });
    expect(sandboxBill).toMatchObject({ type: BILL_TYPES.other, options: { type: 1 }, afterBalance: '50.0000' });
    // Each entry's balances chain into the next one's.
    for (const [newer, older] of list.slice(0, 3).map((entry, i) => [entry, list[i + 1]] as const)) {
      expect(newer.beforeBalance).toBe(older?.afterBalance);
    }
    expect(callBill?.afterBalance).toBe(await balanceOf(t.url, alice));
  });

  it('answers a recharge as type 1 with its amount, gift, method and receipt', async () => {
    const order = await call(
      t.url,
      'paySubmit',
      { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_10' },
      as(alice),
    );
    expect(order.body.retcode, JSON.stringify(order.body)).toBe(0);
    const orderId = order.body.data?.orderId ?? '';
    // The buyer pays on the sandbox provider's checkout page (a plain form post, as a browser sends it).
    await pressCheckout(t.url, orderId);
    const [recharge] = (await bills(alice)).list;
    expect(recharge).toMatchObject({
      type: BILL_TYPES.recharge,
      charge: '11.0000',
      purchaseMethod: 'alipay',
      options: { amount: '10.0000', gift: '1.0000', purchaseMethod: 'alipay', orderId },
    });
    expect(recharge?.options.receiptUrl).toMatch(/^\/receipts\//);
  });

  it('pages the bills by cursor without repeating or skipping an entry', async () => {
    const all = (await bills(alice)).list.map((entry) => entry._id);
    const first = await bills(alice, { pageSize: 2 });
    expect(first.list.map((entry) => entry._id)).toEqual(all.slice(0, 2));
    expect(first.nextPage).not.toBeNull();
    const second = await bills(alice, { pageSize: 2, nextPage: first.nextPage });
    expect(second.list.map((entry) => entry._id)).toEqual(all.slice(2, 4));
    const elsewhere = await bills(alice, { month: '2020-01' });
    expect(elsewhere).toEqual({ list: [], nextPage: null });
  });

  it('lists calls and SMS by page with the total; page 0 is the first', async () => {
    await sandboxCall({ from: PARTNER, to: alice.numbers.local, direction: 'in', seconds: 30 });
    const calls = await call(t.url, 'getCallList', { month, page: 0, pageSize: 1 }, as(alice));
    expect(calls.body.data?.totalRows).toBe(2);
    expect(calls.body.data?.callList).toEqual([
      expect.objectContaining({
        direction: 'in',
        duration: 30,
        billingDuration: 60,
        tariffId: 200,
        line: 'inbound',
        // spec 2 §9: a US number receives for 0.015 a minute.
        charge: '-0.0150',
        srcTelCode: '1',
        srcNum: PARTNER.slice(1),
      }),
    ]);
    const next = await call(t.url, 'getCallList', { month, page: 1, pageSize: 1 }, as(alice));
    expect(next.body.data?.callList[0]).toMatchObject({ direction: 'out', tariffId: 114, line: 'premium' });

    const sms = await call(t.url, 'getNormalSmsList', { month, page: 0 }, as(alice));
    expect(sms.body.data?.totalRows).toBeGreaterThanOrEqual(1);
    expect(sms.body.data?.smsList).toContainEqual(
      expect.objectContaining({ text: 'hello bills', direction: 'out', toNumber: PARTNER, charge: '-0.0150' }),
    );
  });

  it("never shows another account's bills, calls or SMS", async () => {
    const theirs = await bills(bob);
    const mine = new Set((await bills(alice)).list.map((entry) => entry._id));
    expect(theirs.list.some((entry) => mine.has(entry._id))).toBe(false);
    const calls = await call(t.url, 'getCallList', { month }, as(bob));
    expect(calls.body.data).toEqual({ callList: [], totalRows: 0 });
    const sms = await call(t.url, 'getNormalSmsList', { month }, as(bob));
    expect(sms.body.data?.smsList.some((row) => row.text === 'hello bills')).toBe(false);
    // A page cursor names no account: Alice's cursor gives Bob only his own entries.
    const cursor = (await bills(alice, { pageSize: 1 })).nextPage;
    const paged = await bills(bob, { nextPage: cursor });
    expect(paged.list.some((entry) => mine.has(entry._id))).toBe(false);
    // A message price for another account's number: not found.
    const price = await call(t.url, 'getMessagePrice', { from: alice.numbers.local, to: PARTNER }, as(bob));
    expect(price.status).toBe(404);
  });
});

describe('the sandbox carrier and the rate table', () => {
  it('charges whole minutes, seconds rounded up, on the economy line for less', async () => {
    expect([0, 1, 60, 61, 119, 120].map(billedMinutes)).toEqual([0, 1, 1, 2, 2, 2]);
    const before = await balanceOf(t.url, alice);
    const economy = await sandboxCall({
      from: alice.numbers.local,
      to: '442071838750',
      direction: 'out',
      seconds: 125,
      line: 'economy',
    });
    // GB 0.02 a minute on the premium line, 60 % on the economy line, three minutes.
    expect(economy.body.data?.charge).toBe('0.0360');
    expect(Number(before) - Number(await balanceOf(t.url, alice))).toBeCloseTo(0.036, 6);
  });

  it('refuses a number of no account and a bad call', async () => {
    const unknown = await sandboxCall({ from: '12025550000', to: PARTNER, direction: 'out', seconds: 5 });
    expect(unknown.status).toBe(404);
    const bad = await requestJson(t.url, SANDBOX_CALL_PATH, { method: 'POST', json: { from: 'x', direction: 'up' } });
    expect(bad.status).toBe(400);
  });

  it('answers rates for every country of the list, 100 a page, per brand', async () => {
    const countries = buildCountryItems('en').length;
    const first = await call(t.url, 'getCountryRates', { rateCountryCode: 'US' }, as(alice));
    expect(first.body.data?.totalRows).toBe(countries);
    expect(first.body.data?.countryRateList).toHaveLength(100);
    const last = await call(
      t.url,
      'getCountryRates',
      { rateCountryCode: 'US', pageNo: Math.ceil(countries / 100) },
      as(alice),
    );
    expect(last.body.data?.countryRateList).toHaveLength(countries % 100 || 100);
    const us = last.body.data?.countryRateList.find((rate) => rate.countrycode === 'US');
    // Inside the country called from: the domestic figure; from China: the US figure.
    expect(us).toMatchObject({ description: '+1', commonLineRate: '0.0100', economicLineRate: '0.0060' });
    const fromChina = await call(
      t.url,
      'getCountryRates',
      { rateCountryCode: 'CN', pageNo: Math.ceil(countries / 100) },
      as(alice),
    );
    expect(fromChina.body.data?.countryRateList.find((rate) => rate.countrycode === 'US')?.commonLineRate).toBe(
      '0.0150',
    );
    // cloudnumber counts in cloud coins (2 decimals).
    expect(outboundCallRate('cloudnumber', 'CN', 'US', 'premium')).toBe('0.7500');
    expect(outboundCallRate('cloudnumber', 'CN', 'GB', 'economy')).toBe('0.6000');
    const unknown = await call(t.url, 'getCountryRates', { rateCountryCode: 'ZZ' }, as(alice));
    expect(unknown.status).toBe(400);
  });

  it('prices a text from an own number; null where the route is not sold', async () => {
    const price = await call(t.url, 'getMessagePrice', { from: alice.numbers.local, to: PARTNER }, as(alice));
    expect(price.body.data).toEqual({ price: '0.015' });
    const abroad = await call(t.url, 'getMessagePrice', { from: alice.numbers.local, to: '8613800138000' }, as(alice));
    expect(abroad.body.data).toEqual({ price: null });
  });
});
