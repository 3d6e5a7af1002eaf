/**
 * The socket `balance` event (issue 22 item 3, issue 27 item 4; docs/payments.md "The balance
 * event"): after every kind of committed charge or credit — a chat send, a code SMS sent from a
 * verification number, a verification code's charge, a number bought, a renewal by the scheduler,
 * a top-up, a referral reward, a call — every open tab of the account hears the balance it now
 * has (the same figure queryBalance answers), and no tab of another account hears it.
 *
 * "Nobody else heard it" is proven without waiting on a timer: after the account's event, the other
 * account gets an event of its own (a sandbox balance change); the server publishes in commit order
 * through one process, so anything sent wrongly to the other account's room would have reached it
 * before its own event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BalanceEvent,
  GET_A_NEW_NUMBER,
  type Platform,
  SANDBOX_CALL_PATH,
  SANDBOX_PATHS,
  sliderVerifyParam,
} from '../../src/services/api/contract/index.ts';
import {
  type ClientSocket,
  call,
  connectSocket,
  loginWithPhone,
  pressCheckout,
  requestJson,
  startTestServer,
  type TestServer,
  uniquePhone,
} from './helpers.ts';
import { balanceOf, type DemoUser, demoUser, send, setBalance, textPayload } from './messagingSupport.ts';

const PLATFORM: Platform = 'pingme';
let t: TestServer;
let alice: DemoUser;
let bob: DemoUser;
/** Two tabs of alice's, one of bob's: every event each has heard. */
let aliceTabs: { socket: ClientSocket; heard: BalanceEvent[] }[];
let bobTab: { socket: ClientSocket; heard: BalanceEvent[] };

const as = (user: { platform: Platform; token: string }) => ({ platform: user.platform, token: user.token });

async function listeningTab(base: string, user: { platform: Platform; token: string }) {
  const socket = await connectSocket(base, { token: user.token, platform: user.platform });
  const heard: BalanceEvent[] = [];
  socket.on('balance', (event: BalanceEvent) => heard.push(event));
  return { socket, heard };
}

beforeAll(async () => {
  t = await startTestServer();
  alice = await demoUser(t.url, PLATFORM, 0);
  bob = await demoUser(t.url, PLATFORM, 1);
  aliceTabs = [await listeningTab(t.url, alice), await listeningTab(t.url, alice)];
  bobTab = await listeningTab(t.url, bob);
  await setBalance(t.url, PLATFORM, 0, '50.0000');
  await setBalance(t.url, PLATFORM, 1, '7.0000');
});
afterAll(async () => {
  for (const tab of [...(aliceTabs ?? []), bobTab]) tab?.socket.close();
  await t?.close();
});

/** Forgets what every tab heard so far (after the last event of the setup has arrived). */
async function startListening(): Promise<void> {
  const balance = await balanceOf(t.url, alice);
  await expect.poll(() => aliceTabs.map((tab) => tab.heard.at(-1)?.balance)).toEqual([balance, balance]);
  const bobs = await balanceOf(t.url, bob);
  await expect.poll(() => bobTab.heard.at(-1)?.balance).toBe(bobs);
  for (const tab of [...aliceTabs, bobTab]) tab.heard.length = 0;
}

/**
 * Every tab of alice's heard her balance as it is now (the last event of each is that figure),
 * and bob's tab heard nothing before its own barrier event.
 */
async function aliceHeardHerBalanceOnly(): Promise<string> {
  const balance = await balanceOf(t.url, alice);
  await expect.poll(() => aliceTabs.map((tab) => tab.heard.at(-1)?.balance)).toEqual([balance, balance]);
  const barrier = `${7 + Math.floor(Math.random() * 1000)}.0000`;
  await setBalance(t.url, PLATFORM, 1, barrier);
  await expect.poll(() => bobTab.heard.map((event) => event.balance)).toEqual([barrier]);
  return balance;
}

describe('a balance event after each kind of charge or credit, to the account’s tabs only', () => {
  it('a chat SMS sent: both of the sender’s tabs hear the balance after the charge; the recipient none', async () => {
    await startListening();
    const before = await balanceOf(t.url, alice);
    const ack = await send(aliceTabs[0]!.socket, textPayload(alice.numbers.local, bob.numbers.local, 'balance?'));
    expect(ack.status).toBe(0);
    const after = await aliceHeardHerBalanceOnly();
    expect(Number(after)).toBeLessThan(Number(before));
  });

  it('a code SMS sent from a verification number (issue 27 item 4), and a code received and charged', async () => {
    await startListening();
    const leased = await call(
      t.url,
      'lockVerificationCodePhone',
      { app: 'uber', code: 'US', number: GET_A_NEW_NUMBER, numberType: 1 },
      as(alice),
    );
    expect(leased.body.retcode, JSON.stringify(leased.body)).toBe(0);
    const from = leased.body.data?.fullNumber ?? '';
    const before = await balanceOf(t.url, alice);
    const sent = await call(t.url, 'sendCodeSms', { from, to: '13325550199', app: 'uber', text: 'hi' }, as(alice));
    expect(sent.body.retcode).toBe(0);
    const afterSend = await aliceHeardHerBalanceOnly();
    expect(Number(afterSend)).toBeLessThan(Number(before));

    await startListening();
    const arrived = await requestJson(t.url, SANDBOX_PATHS.codeSms, {
      json: { number: from, app: 'uber', text: 'Uber code 123456' },
    });
    expect(arrived.body.retcode).toBe(0);
    const afterCode = await aliceHeardHerBalanceOnly();
    expect(Number(afterCode)).toBeLessThan(Number(afterSend));
  });

  it('a number bought, then renewed by the renewal run a month later', async () => {
    // Bob's numbers would renew in the same run (his own events): cancelled, they are only released.
    for (const phone of bob.phones) {
      await call(t.url, 'unSubVirtualPhone', { telCode: phone.telCode, phone: phone.phone }, as(bob));
    }
    await startListening();
    const offered = await call(
      t.url,
      'getVirtualPhoneByAreaCode',
      { code: 'US', type: 'local', telCode: '1', areaCode: '212' },
      as(alice),
    );
    const [number] = offered.body.data?.numberList ?? [];
    const plans = await call(t.url, 'getPlanList', { code: 'US', type: 'local' }, as(alice));
    const plan = plans.body.data?.planList.find((candidate) => candidate.planRentPeriod === 1);
    if (!number || !plan) throw new Error('no number or monthly plan on offer');
    const before = await balanceOf(t.url, alice);
    const bought = await call(
      t.url,
      'subVirtualPhone',
      { planId: plan.planId, telCode: number.telCode, phone: number.phone, code: 'US', type: 'local' },
      as(alice),
    );
    expect(bought.body.retcode, JSON.stringify(bought.body)).toBe(0);
    const afterPurchase = await aliceHeardHerBalanceOnly();
    expect(Number(afterPurchase)).toBeLessThan(Number(before));

    await startListening();
    const moved = await requestJson(t.url, SANDBOX_PATHS.advanceClock, { json: { days: 32 } });
    expect(moved.body.retcode).toBe(0);
    const afterRenewal = await aliceHeardHerBalanceOnly();
    expect(Number(afterRenewal)).toBeLessThan(Number(afterPurchase));
  });

  it('a top-up: besides the payment event, the balance event with the credited balance', async () => {
    await startListening();
    const before = await balanceOf(t.url, alice);
    const order = await call(
      t.url,
      'paySubmit',
      { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_10' },
      as(alice),
    );
    expect(order.body.retcode, JSON.stringify(order.body)).toBe(0);
    await pressCheckout(t.url, order.body.data?.orderId ?? '', 'pay');
    const after = await aliceHeardHerBalanceOnly();
    expect(Number(after)).toBeGreaterThan(Number(before));
  });

  it('a call charged by the carrier', async () => {
    await startListening();
    const before = await balanceOf(t.url, alice);
    const recorded = await requestJson(t.url, SANDBOX_CALL_PATH, {
      json: { from: alice.numbers.local, to: '13325550199', direction: 'out', seconds: 61, platform: PLATFORM },
    });
    expect(recorded.body.retcode, JSON.stringify(recorded.body)).toBe(0);
    const after = await aliceHeardHerBalanceOnly();
    expect(Number(after)).toBeLessThan(Number(before));
  });
});

describe('a referral reward', () => {
  it('the redeemer’s tab hears the rewarded balance; the inviter’s hears nothing', async () => {
    const platform: Platform = 'wetalk';
    const inviterPhone = uniquePhone();
    const inviter = { platform, token: await loginWithPhone(t.url, platform, inviterPhone) };
    const invitee = { platform, token: await loginWithPhone(t.url, platform, uniquePhone()) };
    const [inviterTab, inviteeTab] = [await listeningTab(t.url, inviter), await listeningTab(t.url, invitee)];
    const code = (await call(t.url, 'getInviteCode', {}, as(inviter))).body.data?.inviteCode ?? '';
    const puzzle = (await call(t.url, 'getSliderCaptcha', {}, { platform })).body.data!;
    const gap = await requestJson<never>(t.url, `${SANDBOX_PATHS.sliderCaptcha}/${puzzle.captchaId}`);
    const gapX = (gap.body as unknown as { gapX: number }).gapX;
    const captchaVerifyParam = sliderVerifyParam({ captchaId: puzzle.captchaId, x: gapX, dragMs: 900 });
    const redeemed = await call(t.url, 'setInviter', { inviteCode: code, captchaVerifyParam }, as(invitee));
    expect(redeemed.body.retcode, JSON.stringify(redeemed.body)).toBe(0);
    const balance = (await call(t.url, 'queryBalance', {}, as(invitee))).body.data?.balance;
    await expect.poll(() => inviteeTab.heard.map((event) => event.balance)).toEqual([balance]);
    // The inviter's own barrier: a balance change of its own arrives, and nothing before it.
    const barrier = await requestJson(t.url, SANDBOX_PATHS.setBalance, {
      json: { platform, telCode: '1', phone: inviterPhone, balance: '3.0000' },
    });
    expect(barrier.body.retcode, JSON.stringify(barrier.body)).toBe(0);
    await expect.poll(() => inviterTab.heard.map((event) => event.balance)).toEqual(['3.0000']);
    inviterTab.socket.close();
    inviteeTab.socket.close();
  });
});
