/**
 * Production mode (sandbox off): no /sandbox routes, no demo data, codes go to the configured
 * messenger. Also: a genuine bug answers 500 / 400000 without leaking details.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeMessage } from '../../server/adapters/messenger.ts';
import {
  DEMO_ACCOUNTS,
  PAYMENT_PATHS,
  PAYMENT_SIGNATURE_HEADER,
  RETCODE,
} from '../../src/services/api/contract/index.ts';
import { call, request, requestJson, startTestServer, type TestServer, uniquePhone } from './helpers.ts';

const delivered: CodeMessage[] = [];
let failDelivery = false;
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({
    sandbox: false,
    messenger: {
      async deliver(message) {
        if (failDelivery) throw new Error('carrier down');
        delivered.push(message);
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('production mode', () => {
  it('has no sandbox routes and no demo data', async () => {
    expect(t.server.sandbox).toBeUndefined();
    expect(t.server.startup.demoAccountsCreated).toBe(0);
    for (const path of ['/sandbox/outbox?to=%2B1%202025550100', '/sandbox/captcha/abcdefgh']) {
      expect((await requestJson(t.url, path)).body.retcode).toBe(RETCODE.NOT_FOUND);
    }
    // The API document is public; its browsable page is a sandbox convenience.
    expect((await requestJson(t.url, '/openapi.json')).body).toMatchObject({ openapi: '3.1.0' });
    expect((await request(t.url, '/docs/static/index.html')).status).toBe(404);
    const revoke = await requestJson(t.url, '/sandbox/revokeSessions', {
      json: { platform: 'pingme', telCode: '1', phone: '2025550100' },
    });
    expect(revoke.status).toBe(404);

    // The demo number is an ordinary newcomer here.
    const demo = DEMO_ACCOUNTS[0];
    await call(t.url, 'preLogin', { telCode: demo.telCode, phone: demo.phone });
    const code = delivered.at(-1)!.code;
    const login = await call(t.url, 'login', { telCode: demo.telCode, phone: demo.phone, code });
    const balance = await call(t.url, 'queryBalance', {}, { token: login.body.data!.token });
    expect(balance.body.data).toEqual({ balance: '0.0000' });
  });

  it('without a payment provider: orders fail to start (200025), no PayPal, no webhook accepted', async () => {
    const phone = uniquePhone();
    await call(t.url, 'preLogin', { telCode: '1', phone });
    const login = await call(t.url, 'login', { telCode: '1', phone, code: delivered.at(-1)!.code });
    const token = login.body.data!.token;
    const submit = await call(
      t.url,
      'paySubmit',
      { paymentMethod: 'ALIPAY', productId: 'ALIPAY_INN_WEB_USD_10' },
      { token },
    );
    expect(submit.body.retcode).toBe(RETCODE.PAYMENT_SUBMIT_FAILED);
    expect((await call(t.url, 'getPaypalConfig', {}, { token })).body.retcode).toBe(RETCODE.PAYMENT_METHOD_DISABLED);
    const webhook = await requestJson(t.url, PAYMENT_PATHS.webhook, {
      json: { eventId: 'e', type: 'payment.succeeded', orderId: `po_${'a'.repeat(22)}`, amount: '10', currency: 'USD' },
      headers: { [PAYMENT_SIGNATURE_HEADER]: 'sha256=00' },
    });
    expect(webhook.status).toBe(401);
    expect((await request(t.url, `${PAYMENT_PATHS.sandboxPay}/po_${'a'.repeat(22)}`)).status).toBe(404);
  });

  it('hands codes to the configured messenger, and answers 503 / 500000 when it fails', async () => {
    const phone = uniquePhone();
    expect((await call(t.url, 'preLogin', { telCode: '1', phone })).body.retcode).toBe(0);
    expect(delivered.at(-1)).toMatchObject({
      channel: 'sms',
      to: `+1 ${phone}`,
      code: expect.stringMatching(/^\d{4}$/),
    });

    failDelivery = true;
    try {
      const other = uniquePhone();
      const answer = await call(t.url, 'preLogin', { telCode: '1', phone: other });
      expect(answer).toEqual({
        status: 503,
        body: { retcode: RETCODE.SERVICE_UNAVAILABLE, retmsg: 'Service temporarily unavailable' },
      });
    } finally {
      failDelivery = false;
    }
  });

  it('answers a bug with 500 / 400000 and no details', async () => {
    const original = t.clock.now;
    t.clock.now = () => {
      throw new Error('secret internal detail');
    };
    try {
      const answer = await request(t.url, '/web/captcha', { query: { platform: 'pingme' } });
      expect(answer.status).toBe(500);
      // Only the request id, which the log holds with the detail.
      const requestId = answer.headers.get('x-request-id') ?? '';
      expect(JSON.parse(answer.text)).toEqual({
        retcode: RETCODE.SERVER_ERROR,
        retmsg: `Something went wrong, please try again later (request ${requestId})`,
        data: { requestId },
      });
      expect(answer.text).not.toContain('secret');
    } finally {
      t.clock.now = original;
    }
  });
});
