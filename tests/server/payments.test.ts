/**
 * Payments against the sandbox provider (issue 12; docs/payments.md), one server with a built
 * client present (`dist/`-like static folder): methods per brand and account, the checkout page
 * and its signed webhook, crediting exactly once (repeated webhooks raced with PayPal's capture),
 * declined and expired orders, another account's orders, the limits of spec 2 §5/§9, the wallet,
 * receipts, and the socket event every tab hears.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPaymentWebhook } from '../../server/adapters/payments.ts';
import {
  DEMO_ACCOUNTS,
  PAYMENT_ORDER_TTL_MS,
  PAYMENT_PATHS,
  PAYMENT_SIGNATURE_HEADER,
  type PaymentEvent,
  type Platform,
  RETCODE,
  SANDBOX_PATHS,
} from '../../src/services/api/contract/index.ts';
import {
  type ClientSocket,
  call,
  connectSocket,
  loginWithEmail,
  loginWithPhone,
  pressCheckout,
  request,
  requestJson,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from './helpers.ts';

const SECRET = 'whsec_payments_test';
const INDEX_HTML = '<!doctype html><title>client</title><div id="root"></div>';

let t: TestServer;
let staticDir: string;
/** wetalk: dollar tiers with gifts, receipts, crypto without gifts. */
let alice: { platform: Platform; token: string };
let bob: { platform: Platform; token: string };

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'vn-dist-'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  t = await startTestServer({ staticDir, payments: { webhookSecret: SECRET } });
  alice = { platform: 'wetalk', token: await loginWithPhone(t.url, 'wetalk', DEMO_ACCOUNTS[0].phone) };
  bob = { platform: 'wetalk', token: await loginWithPhone(t.url, 'wetalk', DEMO_ACCOUNTS[1].phone) };
});
afterAll(async () => {
  await t?.close();
  await rm(staticDir, { recursive: true, force: true });
});

const as = (user: { platform: Platform; token: string }) => ({ platform: user.platform, token: user.token });

async function balance(user: { platform: Platform; token: string }): Promise<number> {
  return Number((await call(t.url, 'queryBalance', {}, as(user))).body.data?.balance);
}

/** Opens an Alipay checkout of `productId` for the user; answers its order id. */
async function alipayOrder(user: { platform: Platform; token: string }, productId: string, extra = {}) {
  const answer = await call(t.url, 'paySubmit', { paymentMethod: 'ALIPAY', productId, ...extra }, as(user));
  expect(answer.body.retcode, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data!;
}

/** A provider event's body, as the provider would sign and POST it. */
function webhookBody(orderId: string, amount: string, type = 'payment.succeeded'): string {
  return JSON.stringify({
    eventId: `evt_${Math.random().toString(36).slice(2)}`,
    type,
    orderId,
    amount,
    currency: 'USD',
    occurredAt: Date.now(),
  });
}

/** POSTs `body` to the webhook, signed with `secret` (or with the given signature header). */
function deliver(body: string, options: { secret?: string; signature?: string } = {}) {
  const signature = options.signature ?? signPaymentWebhook(options.secret ?? SECRET, body);
  return requestJson(t.url, PAYMENT_PATHS.webhook, {
    method: 'POST',
    rawBody: body,
    headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
  });
}

function webhook(orderId: string, amount: string, options: { secret?: string; signature?: string } = {}) {
  return deliver(webhookBody(orderId, amount), options);
}

function payEvents(socket: ClientSocket): PaymentEvent[] {
  const events: PaymentEvent[] = [];
  socket.on('payment', (event: PaymentEvent) => events.push(event));
  return events;
}

describe('payment methods (spec 2 §3)', () => {
  it('answer the brand’s flags, and needSetPhone for crypto on an account without a phone', async () => {
    const withPhone = (await call(t.url, 'getPaymentMethods', {}, as(alice))).body.data!;
    expect(withPhone).toMatchObject({ paypal: true, alipay: true, wechatpay: true, usdtPay: true, creditCard: false });
    expect(Object.values(withPhone.needSetPhone).some(Boolean)).toBe(false);

    const token = await loginWithEmail(t.url, 'wetalk', uniqueEmail());
    const noPhone = (await call(t.url, 'getPaymentMethods', {}, { platform: 'wetalk', token })).body.data!;
    expect(noPhone.needSetPhone).toMatchObject({ usdtPay: true, cryptoPay: true, alipay: false, paypal: false });
    const refused = await call(
      t.url,
      'etherPaySubmit',
      { productid: 'USDT_INN_WEB_USD_5', currency: 'USDT', network: 'TRC-20' },
      { platform: 'wetalk', token },
    );
    expect(refused.body.retcode).toBe(RETCODE.PAYMENT_NEEDS_PHONE);

    const cloud = await loginWithPhone(t.url, 'cloudnumber', DEMO_ACCOUNTS[0].phone);
    const cloudMethods = (await call(t.url, 'getPaymentMethods', {}, { platform: 'cloudnumber', token: cloud })).body
      .data!;
    expect(cloudMethods).toMatchObject({ alipay: true, wechatpay: true, paypal: false, usdtPay: false });
  });
});

describe('a checkout paid on the provider’s page', () => {
  it('credits amount + gift once, tells every tab, and leaves a receipt only its link opens', async () => {
    const tabs = await Promise.all([
      connectSocket(t.url, { token: alice.token, platform: 'wetalk' }),
      connectSocket(t.url, { token: alice.token, platform: 'wetalk' }),
    ]);
    const heard = tabs.map(payEvents);
    const before = await balance(alice);
    const order = await alipayOrder(alice, 'ALIPAY_INN_WEB_USD_10', { returnUrl: '/?paid=1' });
    expect(order.paymentUrl).toBe(`${t.url}${PAYMENT_PATHS.sandboxPay}/${order.orderId}`);

    const page = await request(t.url, new URL(order.paymentUrl).pathname, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.text).toContain('USD 10.00');
    expect(page.text).toContain('WeTalk');
    expect(page.text).toMatch(/>Pay</);
    expect(page.text).toMatch(/>Decline</);
    const chinese = await request(t.url, `${new URL(order.paymentUrl).pathname}?languagecode=zh_cn`);
    expect(chinese.text).toContain('支付');

    expect((await pressCheckout(t.url, order.orderId, 'pay')).status).toBe(200); // followed the 303 to the page
    const after = await request(t.url, new URL(order.paymentUrl).pathname);
    expect(after.text).toContain('Payment complete');
    expect(after.text).toContain('href="/?paid=1"');
    expect(await balance(alice)).toBeCloseTo(before + 11, 4);
    // A reload of the form pays nothing twice.
    await pressCheckout(t.url, order.orderId, 'pay');
    expect(await balance(alice)).toBeCloseTo(before + 11, 4);

    await expect.poll(() => heard.map((events) => events.length)).toEqual([1, 1]);
    for (const events of heard) {
      expect(events[0]).toMatchObject({ orderId: order.orderId, status: 'paid', amount: '10.0000', gift: '1.0000' });
      expect(Number(events[0]?.balance)).toBeCloseTo(before + 11, 4);
    }
    for (const tab of tabs) tab.close();

    const read = (await call(t.url, 'getPayOrder', { orderId: order.orderId }, as(alice))).body.data!;
    expect(read).toMatchObject({ status: 'paid', flag: 'alipay', amount: '10.0000', gift: '1.0000', currency: 'USD' });
    expect(read.receiptUrl).toMatch(/^\/receipts\/[A-Za-z0-9_-]{43}$/);
    const receipt = await request(t.url, read.receiptUrl, { headers: { accept: 'text/html' } });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toContain('text/html');
    expect(receipt.text).toContain(order.orderId);
    expect(receipt.text).toContain('USD 10.00');
    expect(receipt.text).toContain('11.00');

    // Another account: the order is not found, and a guessed receipt link is not found (envelope, not the app).
    const other = await call(t.url, 'getPayOrder', { orderId: order.orderId }, as(bob));
    expect(other).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    const guessed = await requestJson(t.url, `${PAYMENT_PATHS.receipt}/${'A'.repeat(43)}`);
    expect(guessed).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    const stray = await requestJson(t.url, `${PAYMENT_PATHS.receipt}/`, { headers: { accept: 'text/html' } });
    expect(stray.body.retcode).toBe(RETCODE.NOT_FOUND);
  });
});

describe('the webhook', () => {
  it('refuses a missing or wrong signature with 401 and credits nothing', async () => {
    const order = await alipayOrder(alice, 'ALIPAY_INN_WEB_USD_5');
    const before = await balance(alice);
    const wrong = await webhook(order.orderId, '5', { secret: 'not-the-secret' });
    expect(wrong).toMatchObject({ status: 401, body: { retcode: RETCODE.NOT_AUTHORIZED } });
    const missing = await webhook(order.orderId, '5', { signature: '' });
    expect(missing.status).toBe(401);
    const tampered = await webhook(order.orderId, '5', { signature: `sha256=${'0'.repeat(64)}` });
    expect(tampered.status).toBe(401);
    // Signed, but not what was ordered.
    const short = await webhook(order.orderId, '2');
    expect(short).toMatchObject({ status: 400, body: { retcode: RETCODE.BAD_REQUEST } });
    expect(await balance(alice)).toBe(before);
    expect((await call(t.url, 'getPayOrder', { orderId: order.orderId }, as(alice))).body.data?.status).toBe('created');
  });

  it('the same webhook 5 times raced with PayPal’s capture credits once', async () => {
    const tab = await connectSocket(t.url, { token: alice.token, platform: 'wetalk' });
    const heard = payEvents(tab);
    const before = await balance(alice);
    const paypal = (
      await call(t.url, 'paypalPaySubmit', { productid: 'PAYPAL_INN_WEB_USD_20', createOrder: true }, as(alice))
    ).body.data!;
    expect(paypal.transactionId).toMatch(/^[A-Z0-9]{17}$/);
    const approved = await requestJson(t.url, PAYMENT_PATHS.sandboxPaypalApprove, {
      json: { transactionId: paypal.transactionId },
    });
    expect(approved.body.retcode).toBe(0);

    // One event, delivered five times (a provider retrying), racing the capture.
    const event = webhookBody(paypal.orderId, '20');
    const [capture, ...deliveries] = await Promise.all([
      call(t.url, 'capturePaymentIntent', { paymentid: paypal.transactionId }, as(alice)),
      ...Array.from({ length: 5 }, () => deliver(event)),
    ]);
    expect(capture.body.data?.status).toBe('COMPLETED');
    for (const delivery of deliveries) expect(delivery.body.retcode).toBe(0);
    // The capture again, and the provider's own webhook of the capture: still once.
    expect(
      (await call(t.url, 'capturePaymentIntent', { paymentid: paypal.transactionId }, as(alice))).body.data?.status,
    ).toBe('COMPLETED');
    await webhook(paypal.orderId, '20');
    expect(await balance(alice)).toBeCloseTo(before + 22, 4);
    await expect.poll(() => heard.length).toBe(1);
    tab.close();
  });
});

describe('orders that must not credit', () => {
  it('a declined checkout fails, and a later confirmation of it credits nothing', async () => {
    const before = await balance(alice);
    const order = await alipayOrder(alice, 'ALIPAY_INN_WEB_USD_20');
    await pressCheckout(t.url, order.orderId, 'decline');
    expect((await call(t.url, 'getPayOrder', { orderId: order.orderId }, as(alice))).body.data?.status).toBe('failed');
    expect((await request(t.url, `${PAYMENT_PATHS.sandboxPay}/${order.orderId}`)).text).toContain('Payment declined');
    expect((await webhook(order.orderId, '20')).body.retcode).toBe(0);
    expect(await balance(alice)).toBe(before);
  });

  it('an expired order cannot be paid, captured or confirmed, and the tabs hear it expired', async () => {
    const tab = await connectSocket(t.url, { token: alice.token, platform: 'wetalk' });
    const heard = payEvents(tab);
    const before = await balance(alice);
    const checkout = await alipayOrder(alice, 'ALIPAY_INN_WEB_USD_50');
    const paypal = (await call(t.url, 'paypalPaySubmit', { productid: 'PAYPAL_INN_WEB_USD_50' }, as(alice))).body.data!;
    await requestJson(t.url, PAYMENT_PATHS.sandboxPaypalApprove, { json: { transactionId: paypal.transactionId } });
    t.clock.advance(PAYMENT_ORDER_TTL_MS + 1000);
    await pressCheckout(t.url, checkout.orderId, 'pay');
    expect((await request(t.url, `${PAYMENT_PATHS.sandboxPay}/${checkout.orderId}`)).text).toContain('expired');
    expect(await webhook(checkout.orderId, '50')).toMatchObject({ status: 200 });
    const captured = await call(t.url, 'capturePaymentIntent', { paymentid: paypal.transactionId }, as(alice));
    expect(captured.body.retcode).toBe(RETCODE.PAYMENT_ORDER_EXPIRED);
    expect((await call(t.url, 'getPayOrder', { orderId: checkout.orderId }, as(alice))).body.data?.status).toBe(
      'expired',
    );
    expect(await balance(alice)).toBe(before);
    await expect
      .poll(() => heard.map((event) => `${event.orderId}:${event.status}`).sort())
      .toEqual([`${checkout.orderId}:expired`, `${paypal.orderId}:expired`].sort());
    tab.close();
  });

  it('another account can neither capture nor read an order', async () => {
    const paypal = (await call(t.url, 'paypalPaySubmit', { productid: 'PAYPAL_INN_WEB_USD_5' }, as(alice))).body.data!;
    await requestJson(t.url, PAYMENT_PATHS.sandboxPaypalApprove, { json: { transactionId: paypal.transactionId } });
    const before = await balance(bob);
    const capture = await call(t.url, 'capturePaymentIntent', { paymentid: paypal.transactionId }, as(bob));
    expect(capture).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    const read = await call(t.url, 'getPayOrder', { orderId: paypal.orderId }, as(bob));
    expect(read).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    expect(await balance(bob)).toBe(before);
    expect((await call(t.url, 'getPayOrder', { orderId: paypal.orderId }, as(alice))).body.data?.status).toBe(
      'created',
    );
  });
});

describe('limits and refusals (spec 2 §5, §8, §9)', () => {
  it.each([
    ['an amount between the tiers', { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_7' }, 200040],
    [
      'a custom amount over 200',
      { paymentMethod: 'WECHATPAY', productId: 'WECHATPAY_INN_WEB_USD_CUSTOM', custom_amount: '201' },
      200040,
    ],
    [
      'a custom amount under 11',
      { paymentMethod: 'UNIONPAY', productId: 'UNIONPAY_INN_WEB_USD_CUSTOM', custom_amount: 10 },
      200040,
    ],
    [
      'a custom product without its amount',
      { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_CUSTOM' },
      200040,
    ],
    ['another method’s product', { paymentMethod: 'ALIPAY', productId: 'PAYPAL_INN_WEB_USD_10' }, 200041],
    ['an unknown product', { paymentMethod: 'ALIPAY', productId: 'VISA_INN_WEB_USD_10' }, 200041],
  ] as const)('paySubmit refuses %s', async (_case, input, retcode) => {
    const answer = await call(t.url, 'paySubmit', input, as(alice));
    expect(answer).toMatchObject({ status: 200, body: { retcode } });
  });

  it('refuses PayPal custom, gift tiers with crypto on wetalk, USDC on TRC-20, and Alipay through the other brand’s call', async () => {
    expect(
      (await call(t.url, 'paypalPaySubmit', { productid: 'PAYPAL_INN_WEB_USD_CUSTOM' }, as(alice))).body.retcode,
    ).toBe(RETCODE.PAYMENT_PRODUCT_UNKNOWN);
    expect(
      (await call(t.url, 'cryptoCurrencyPaySubmit', { productId: 'CRYPTO_INN_WEB_USD_10' }, as(alice))).body.retcode,
    ).toBe(RETCODE.PAYMENT_AMOUNT_REFUSED);
    const usdc = await call(
      t.url,
      'etherPaySubmit',
      { productid: 'USDC_INN_WEB_USD_5', currency: 'USDC', network: 'TRC-20' },
      as(alice),
    );
    expect(usdc.body.retcode).toBe(RETCODE.PAYMENT_NETWORK_REFUSED);
    const eth = await call(
      t.url,
      'etherPaySubmit',
      { productid: 'ETH_INN_WEB_USD_5', currency: 'ETH', network: 'ERC-20' },
      as(alice),
    );
    expect(eth.body.retcode).toBe(RETCODE.PAYMENT_NETWORK_REFUSED);
    expect(
      (await call(t.url, 'alipayPaySubmit', { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_10' }, as(alice)))
        .body.retcode,
    ).toBe(RETCODE.PAYMENT_METHOD_DISABLED);

    const cloud = {
      platform: 'cloudnumber' as const,
      token: await loginWithPhone(t.url, 'cloudnumber', DEMO_ACCOUNTS[1].phone),
    };
    expect(
      (await call(t.url, 'paySubmit', { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_500' }, as(cloud))).body
        .retcode,
    ).toBe(RETCODE.PAYMENT_METHOD_DISABLED);
    const yuan = await call(
      t.url,
      'alipayPaySubmit',
      { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_CUSTOM', custom_amount: '2000' },
      as(cloud),
    );
    expect(yuan.body.retcode).toBe(0);
    const order = (await call(t.url, 'getPayOrder', { orderId: yuan.body.data!.orderId }, as(cloud))).body.data;
    expect(order).toMatchObject({ amount: '2000.0000', gift: '0.0000', currency: 'CNY' });
    expect((await call(t.url, 'getPaypalConfig', {}, as(cloud))).body.retcode).toBe(RETCODE.PAYMENT_METHOD_DISABLED);
  });

  it('refuses an unsafe return URL and an 11th open order', async () => {
    const token = await loginWithEmail(t.url, 'wetalkpro', uniqueEmail());
    const user = { platform: 'wetalkpro' as const, token };
    const unsafe = await call(
      t.url,
      'paySubmit',
      { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_2', returnUrl: 'javascript:alert(1)' },
      as(user),
    );
    expect(unsafe).toMatchObject({ status: 400, body: { retcode: RETCODE.BAD_REQUEST } });
    for (let index = 0; index < 10; index += 1) await alipayOrder(user, 'ALIPAY_INN_WEB_USD_2');
    const eleventh = await call(
      t.url,
      'paySubmit',
      { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_2' },
      as(user),
    );
    expect(eleventh.body.retcode).toBe(RETCODE.PAYMENT_TOO_MANY_ORDERS);
  });
});

describe('the crypto wallet and PayPal’s buttons in the sandbox', () => {
  it('answers an address and an amount at a rate; too little fails the order, enough credits it', async () => {
    const submit = (network: string) =>
      call(t.url, 'etherPaySubmit', { productid: 'USDT_INN_WEB_USD_5', currency: 'USDT', network }, as(alice));
    const trc = (await submit('TRC-20')).body.data!;
    expect(trc).toMatchObject({
      currency: 'USDT',
      network: 'TRC-20',
      rechargeAmount: '5.00',
      cryptoToLegalRate: '1.0000',
    });
    expect(trc.walletAddress).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(Math.abs(trc.queryRateTime - t.clock.now().getTime())).toBeLessThan(5000);
    const before = await balance(alice);
    const short = await requestJson(t.url, PAYMENT_PATHS.sandboxCryptoReceived, {
      json: { orderId: trc.orderId, amount: '4.99' },
    });
    expect(short.body.data).toEqual({ status: 'underpaid' });
    expect((await call(t.url, 'getPayOrder', { orderId: trc.orderId }, as(alice))).body.data?.status).toBe('failed');

    const erc = (await submit('ERC-20')).body.data!;
    expect(erc.walletAddress).toMatch(/^0x[0-9a-f]{40}$/);
    const paid = await requestJson(t.url, PAYMENT_PATHS.sandboxCryptoReceived, {
      json: { orderId: erc.orderId, amount: erc.rechargeAmount },
    });
    expect(paid.body.data).toEqual({ status: 'paid' });
    // wetalk gives no gift for crypto (spec 2 §4).
    expect(await balance(alice)).toBeCloseTo(before + 5, 4);

    const eth = await call(t.url, 'etherPaySubmit', { productid: 'ETH_INN_WEB_USD_5', currency: 'ETH' }, as(alice));
    expect(eth.body.data).toMatchObject({ network: '', rechargeAmount: '0.002', cryptoToLegalRate: '2500.0000' });
  });

  it('configures the buttons with the local stand-in script', async () => {
    const config = (await call(t.url, 'getPaypalConfig', {}, as(alice))).body.data!;
    expect(config).toEqual({ clientId: expect.any(String), sdkUrl: PAYMENT_PATHS.sandboxPaypalSdk, currency: 'USD' });
    const script = await request(t.url, `${config.sdkUrl}?client-id=${config.clientId}&currency=USD&locale=en_US`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.text).toContain('window.paypal');
  });
});

/**
 * spec 3 §3 Other web: payBackUrl; spec 2 §9: the page a payment returns to is this server's own,
 * in the brand's name and in English or Chinese (China's country code, or a Chinese-only brand).
 */
describe("the 'payment complete' page", () => {
  const page = (query: Record<string, string>) =>
    request(t.url, PAYMENT_PATHS.payComplete, { query, headers: { accept: 'text/html' } });

  it('is where getAdConfig sends a payment back to: done, close the window, a link to the app', async () => {
    const { payBackUrl } = (await call(t.url, 'getAdConfig', {}, { platform: 'wetalk' })).body.data!;
    expect(payBackUrl).toBe(`${PAYMENT_PATHS.payComplete}?platform=wetalk`);
    const payBack = await request(t.url, payBackUrl!, { headers: { accept: 'text/html' } });
    expect(payBack.status).toBe(200);
    expect(payBack.headers.get('content-type')).toContain('text/html');
    // A page like the receipt: no script, nothing framed.
    expect(payBack.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(payBack.text).toContain('<html lang="en">');
    expect(payBack.text).toContain('<h1>Payment complete</h1>');
    expect(payBack.text).toContain('Your payment to WeTalk is done. You can close this window and go back to the app');
    expect(payBack.text).toContain('<a class="button" href="/?platform=wetalk">Open WeTalk</a>');
  });

  it('speaks Chinese with China’s country code, and always on a Chinese-only brand', async () => {
    const chinese = await page({ platform: 'wetalkpro', countryCode: '86' });
    expect(chinese.status).toBe(200);
    expect(chinese.text).toContain('<html lang="zh-CN">');
    expect(chinese.text).toContain('<h1>支付完成</h1>');
    expect(chinese.text).toContain('您已完成向 WeTalk Pro 的付款。现在可以关闭此窗口并返回应用');
    expect(chinese.text).toContain('href="/?platform=wetalkpro">打开 WeTalk Pro</a>');
    // Another country's code, or parameters the provider appends, leave the brand's first language.
    const english = await page({ platform: 'wetalkpro', countryCode: '1', orderId: 'anything' });
    expect(english.text).toContain('<h1>Payment complete</h1>');
    for (const [platform, name] of [
      ['jiema', '接码'],
      ['cloudnumber', '云号码'],
    ] as const) {
      const chineseOnly = await page({ platform });
      expect(chineseOnly.text).toContain('<h1>支付完成</h1>');
      expect(chineseOnly.text).toContain(`href="/?platform=${platform}">打开 ${name}</a>`);
    }
  });

  it('answers an unknown or missing brand with a 400 envelope, not a page', async () => {
    const queries: Record<string, string>[] = [
      { platform: 'acme' },
      {},
      { platform: 'wetalk', countryCode: '8'.repeat(9) },
    ];
    for (const query of queries) {
      const refused = await requestJson(t.url, PAYMENT_PATHS.payComplete, { query });
      expect(refused).toMatchObject({ status: 400, body: { retcode: RETCODE.BAD_REQUEST } });
    }
    const chinese = await requestJson(t.url, PAYMENT_PATHS.payComplete, {
      query: { platform: 'acme', languagecode: 'zh_cn' },
    });
    expect(chinese.body.retmsg).toMatch(/[\u4e00-\u9fff]/);
  });
});

// Last: it moves the server's sandbox clock a day ahead of the test clock.
describe('sandbox time travel', () => {
  it('expires the orders that ran out, and their tabs hear it without asking', async () => {
    const tab = await connectSocket(t.url, { token: alice.token, platform: 'wetalk' });
    const heard = payEvents(tab);
    const order = await alipayOrder(alice, 'ALIPAY_INN_WEB_USD_2');
    const moved = await requestJson(t.url, SANDBOX_PATHS.advanceClock, { json: { days: 1 } });
    expect(moved.body.retcode).toBe(0);
    await expect.poll(() => heard.find((event) => event.orderId === order.orderId)?.status).toBe('expired');
    tab.close();
  });
});
