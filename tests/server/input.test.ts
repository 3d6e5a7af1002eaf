/**
 * Bad input never gives a 5xx: every endpoint validates its input and answers 4xx with a retcode
 * and a retmsg naming the field. Also unknown routes, missing tokens and the unbuilt client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  type EndpointDef,
  type EndpointName,
  endpoints,
  RETCODE,
} from '../../src/services/api/contract/index.ts';
import { call, loginWithPhone, request, requestJson, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await loginWithPhone(t.url, 'pingme', DEMO_ACCOUNTS[1].phone, DEMO_ACCOUNTS[1].telCode);
});
afterAll(async () => {
  await t?.close();
});

const NAMES = Object.keys(endpoints) as EndpointName[];
const POST_NAMES = NAMES.filter((name) => endpoints[name].method === 'POST');

/** Per endpoint: inputs its schema must refuse, and the field the retmsg must name. */
const BAD_INPUTS = {
  preLogin: [
    // Fields a person types: the spec's message for the field, never the field's name (spec 1 §5).
    [{}, 'please enter country code'],
    [{ telCode: 1, phone: '2025550100' }, 'please enter country code'],
    [{ telCode: '1', phone: 'abc' }, 'please enter a valid phone number'],
    [{ telCode: '12345', phone: '2025550100' }, 'please enter country code'],
    [{ email: 'not-an-email', captchaId: 'abcdef', inputCaptcha: 'x' }, 'please enter email address'],
    [{ email: 'a@b.co' }, 'please enter the captcha'],
  ],
  login: [
    [{ telCode: '1', phone: '2025550100', code: '12' }, 'please enter the verification code'],
    [{ telCode: '1', phone: '2025550100' }, 'please enter the verification code'],
    [{ email: 'a@b.co', code: '1234' }, 'please enter the verification code'],
    [{ email: ['a@b.co'], code: '123456' }, 'please enter email address'],
  ],
  refreshToken: [],
  logout: [],
  getAccountInfo: [],
  queryBalance: [],
  getProfile: [],
  getAdConfig: [],
  captcha: [],
  genCaptcha: [],
  confirmCaptcha: [
    [{ captchaId: 'abcdefg' }, 'please enter the captcha'],
    [{ captchaId: 'abcdefg', inputCaptcha: 'a'.repeat(40) }, 'please enter the captcha'],
  ],
  getVerifyCode: [
    [{ telcode: '1' }, 'please enter a valid phone number'],
    [{ telcode: '12345', phone: '2025550100' }, 'please enter country code'],
  ],
  requestToVerifyEmail: [[{ email: 'x', captchaId: 'abcdefg', inputCaptcha: 'abcd' }, 'please enter email address']],
  validateCode: [
    [{ verifyid: 'abcdefgh', activationcode: '12345' }, 'please enter the verification code'],
    [{ activationcode: '1234' }, 'verifyid is required'],
  ],
  validateCodeForEmail: [[{ verifyid: 'abcdefgh', activationcode: '1234' }, 'please enter the verification code']],
  setPhoneForAccount: [[{ telcode: '1', phone: '2025550100' }, 'verifyid is required']],
  updatePhone: [[{ telcode: '1', phone: 12, verifyid: 'abcdefgh' }, 'please enter a valid phone number']],
  setEmailForAccount: [[{ email: 'a@b.co' }, 'verifyid is required']],
  updateEmail: [[{ email: 5, verifyid: 'abcdefgh' }, 'please enter email address']],
  getCloudAddressBook: [
    [{ pageSize: '501' }, 'pageSize'],
    [{ since: '-1' }, 'since'],
  ],
  createOrUpdateCloudAddressBook: [
    [{}, 'addressBook is required'],
    [{ id: 'abc', addressBook: '{}' }, 'id'],
  ],
  delCloudAddressBook: [
    [{}, 'ids is required'],
    [{ ids: 'abc' }, 'ids'],
  ],
  getChatList: [
    [{ months: '0' }, 'months'],
    [{ months: 'four' }, 'months'],
  ],
  getChatListByDate: [
    [{}, 'since is required'],
    [{ since: '-5' }, 'since'],
  ],
  getDialogList: [
    [{ ownFullNumber: '13125550100' }, 'otherFullNumber is required'],
    [{ ownFullNumber: '13125550100', otherFullNumber: '14155550101', pageSize: '501' }, 'pageSize'],
    [{ ownFullNumber: '13125550100', otherFullNumber: '14155550101', ym: '2025-13' }, 'ym'],
  ],
  markChatRead: [
    [{ ownFullNumber: '13125550100', otherFullNumber: '14155550101' }, 'date is required'],
    [{ ownFullNumber: '13125550100', otherFullNumber: '14155550101', date: 'soon' }, 'date'],
    [{ ownFullNumber: '1', otherFullNumber: '14155550101', date: 1 }, 'ownFullNumber'],
  ],
  delSms: [
    [{}, 'smsId is required'],
    [{ smsId: 'a b', date: '1' }, 'smsId'],
    [{ from: '1' }, 'from'],
  ],
  speechToText: [
    [{}, 'url is required'],
    [{ url: '/media/x', language: 'not a language' }, 'language'],
  ],
  sendCodeSms: [
    [{ from: '13125550100', to: '14155550101', app: 'demo' }, 'text is required'],
    [{ from: 'abc', to: '14155550101', app: 'demo', text: 'hi' }, 'from'],
  ],
  getVirtualPhoneList: [],
  getAreaCodeV2: [],
  getVirtualPhoneByAreaCode: [
    [{ type: 'local', telCode: '1' }, 'code is required'],
    [{ code: 'ZZ', type: 'local', telCode: '1' }, 'code'],
    [{ code: 'US', type: 'mobile', telCode: '1' }, 'type'],
    [{ code: 'US', type: 'local', telCode: '1', areaCode: '2a' }, 'areaCode'],
  ],
  getPlanList: [
    [{ type: 'local' }, 'code'],
    [{ code: 'US', type: 'x' }, 'type'],
  ],
  getManagePlanList: [
    [{}, 'virtualNumber'],
    [{ virtualNumber: 'abc' }, 'virtualNumber'],
  ],
  preChangePlan: [
    [{ virtualNumber: '14155550100' }, 'planId'],
    [{ virtualNumber: '14155550100', planId: '0' }, 'planId'],
  ],
  changePlan: [
    [{ virtualNumber: '14155550100', planId: '1' }, 'type'],
    [{ virtualNumber: '14155550100', planId: '1', type: '3' }, 'type'],
  ],
  subVirtualPhone: [
    [{ telCode: '1', phone: '4155550100', code: 'US', type: 'local' }, 'planId'],
    [{ planId: 1, telCode: '1', phone: '4155550100', code: 'US', type: 'local', requestId: 'a b' }, 'requestId'],
  ],
  reSubVirtualPhone: [
    [{ date: 1 }, 'historyId'],
    [{ historyId: 'x', date: 1 }, 'historyId'],
  ],
  unSubVirtualPhone: [[{ telCode: '1' }, 'phone']],
  updateNumberInfo: [
    [{ number: '14155550100', name: 'x'.repeat(61), notes: '' }, 'name'],
    [{ number: '14155550100', name: '', notes: 'x'.repeat(251) }, 'notes'],
  ],
  setForward: [
    [{}, 'forward'],
    [{ forward: 2 }, 'forward'],
  ],
  setVoicemail: [
    [{}, 'voicemail'],
    [{ voicemail: 'on' }, 'voicemail'],
  ],
  getSubscriptionList: [
    [{ pageSize: 201 }, 'pageSize'],
    [{ ym: '2026-13' }, 'ym'],
    [{ date: '2026-11-32' }, 'date'],
  ],
  getPlansPage: [],
  updateProfile: [
    [{}, 'firstName'],
    [
      {
        firstName: 'A',
        lastName: 'B',
        address: 'C',
        city: 'D',
        province: 'E',
        country: 'F',
        regionCode: 'US',
        postalCode: 7,
      },
      'postalCode',
    ],
  ],
  getKYCInfo: [],
  updateKYCInfo: [[{ idCard1: 'not a file' }, 'idCard1']],
  queryInviteInfo: [],
  getInviteCode: [],
  getInviter: [[{ phone: 'x'.repeat(21) }, 'phone']],
  setInviter: [
    [{ captchaVerifyParam: '{}' }, 'inviteCode'],
    [{ inviteCode: 'ab-12', captchaVerifyParam: '{}' }, 'inviteCode'],
    [{ inviteCode: 'AB12CD34' }, 'captchaVerifyParam'],
  ],
  getSliderCaptcha: [],
  getAppList: [],
  getAppListByAccount: [],
  getVerificationCodePhoneListV2: [
    [{ code: 'US' }, 'app'],
    [{ app: 'WhatsApp!', code: 'US' }, 'app'],
    [{ app: 'whatsapp', code: 'ZZ' }, 'code'],
    [{ app: 'whatsapp', code: 'US', numberType: '3' }, 'numberType'],
  ],
  getPublicCodePhoneList: [[{ app: 'whatsapp' }, 'code']],
  getCodeNumberFeeByAppV2: [[{}, 'app']],
  lockVerificationCodePhone: [
    [{ app: 'whatsapp', code: 'US' }, 'number'],
    [{ app: 'whatsapp', code: 'US', number: 'a new one' }, 'number'],
    [{ app: 'whatsapp', code: 'US', number: 'Get a New Number', numberType: 0 }, 'numberType'],
  ],
  pollVerificationCodeSms: [
    [{ app: 'whatsapp' }, 'phone'],
    [{ app: 'whatsapp', phone: '12025550147', count: '37' }, 'count'],
  ],
  getVerificationCodeSmsList: [[{ app: 'whatsapp', number: '12025550147', count: '21' }, 'count']],
  getCodeSmsList: [
    [{ app: 'whatsapp', number: '12025550147', ym: '2026-13' }, 'ym'],
    [{ app: 'whatsapp', number: '12025550147', nextPage: 'x' }, 'nextPage'],
  ],
  subVerificationCodePhone: [[{ app: 'whatsapp' }, 'number']],
  unSubVerificationCodePhone: [[{ number: '12025550147' }, 'app']],
  reSubVerificationCodePhone: [[{ historyId: '0', date: 1 }, 'historyId']],
  getSubCodeNumberList: [[{ pageSize: 201 }, 'pageSize']],
  getCodeNumberListByAccount: [[{ app: 'Not An App' }, 'app']],
  updateCodeNumberInfo: [
    [{ app: 'whatsapp', number: '12025550147', name: 'x'.repeat(61), notes: '' }, 'name'],
    [{ app: 'whatsapp', number: '12025550147', name: '', notes: 'x'.repeat(251) }, 'notes'],
  ],
  getPaymentMethods: [],
  paySubmit: [
    [{ productId: 'ALIPAY_INN_WEB_USD_10' }, 'paymentMethod'],
    [{ paymentMethod: 'PAYPAL', productId: 'ALIPAY_INN_WEB_USD_10' }, 'paymentMethod'],
    [{ paymentMethod: 'ALIPAY', productId: 'ten dollars' }, 'productId'],
  ],
  alipayPaySubmit: [[{ paymentMethod: 'WECHATPAY', productId: 'ALIPAY_INN_WEB_USD_10' }, 'paymentMethod']],
  cryptoCurrencyPaySubmit: [[{ productId: 'CRYPTO_INN_WEB_USD_CUSTOM', custom_amount: 'lots' }, 'custom_amount']],
  etherPaySubmit: [
    [{ productid: 'USDT_INN_WEB_USD_10', currency: 'DOGE' }, 'currency'],
    [{ productid: 'USDT_INN_WEB_USD_10', currency: 'USDT', network: 'Solana' }, 'network'],
  ],
  getPaypalConfig: [],
  paypalPaySubmit: [[{ productid: '' }, 'productid']],
  capturePaymentIntent: [[{ paymentid: 'x' }, 'paymentid']],
  getPayOrder: [[{ orderId: '1' }, 'orderId']],
  getVerificationCodeApi: [],
  createOrUpdateVerificationCodeApi: [
    [{ mode: 4, callBackUrl: 'https://example.com/hook' }, 'mode'],
    [{ mode: 1, callBackUrl: 'ftp://example.com/hook' }, 'callBackUrl'],
    [{ mode: 2, callBackUrl: 'https://user:secret@example.com/hook' }, 'callBackUrl'],
  ],
  applyNewCodePlatform: [
    [{ name: 'Shop', url: 'shop.example', example: 'x'.repeat(161) }, 'example'],
    [{ name: '', url: 'shop.example', example: 'Your code is 1234' }, 'name'],
  ],
  testCallBackUrl: [[{ callBackUrl: 'javascript:alert(1)' }, 'callBackUrl']],
  getCallbackDeliveries: [[{ page: '0' }, 'page']],
  getCallbackDelivery: [[{ id: 'abc' }, 'id']],
  replayCallbackDelivery: [[{ id: '-1' }, 'id']],
  getBillList: [
    [{}, 'month'],
    [{ month: '2026-11', nextPage: 'x' }, 'nextPage'],
    [{ month: '2026-11', pageSize: 201 }, 'pageSize'],
  ],
  getCallList: [
    [{ month: '2026-1' }, 'month'],
    [{ month: '2026-11', page: -1 }, 'page'],
  ],
  getNormalSmsList: [[{ month: '2026-11', pageSize: 0 }, 'pageSize']],
  getCountryRates: [
    [{ rateCountryCode: 'USA' }, 'rateCountryCode'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageNo: 0 }, 'pageNo'],
  ],
  getMessagePrice: [
    [{ to: '14155550100' }, 'from'],
    [{ from: '14155550100', to: 'abc' }, 'to'],
  ],
  searchChats: [
    [{}, 'query'],
    [{ query: ' ' }, 'query'],
    [{ query: 'harbour', pageSize: 0 }, 'pageSize'],
    [{ query: 'harbour', before: 'yesterday' }, 'before'],
  ],
} satisfies Record<EndpointName, [Record<string, unknown>, string][]>;

describe('every endpoint validates its input', () => {
  const cases = NAMES.flatMap((name) => BAD_INPUTS[name].map(([input, field]) => ({ name, input, field })));

  it.each(cases)('$name refuses $input (400, 100001, names "$field")', async ({ name, input, field }) => {
    const answer = await call(t.url, name, input, { token });
    expect(answer.status).toBe(400);
    expect(answer.body.retcode).toBe(RETCODE.BAD_REQUEST);
    expect(answer.body.retmsg).toContain(field);
  });

  it.each(NAMES)('%s refuses an unknown or missing platform', async (name) => {
    const unknown = await call(t.url, name, {}, { token, platform: 'nokia' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ retcode: RETCODE.BAD_REQUEST, retmsg: expect.stringContaining('platform') });

    const def = endpoints[name];
    const missing = await requestJson(t.url, `/web${def.path}`, {
      method: def.method,
      headers: { 'x-auth-token': token },
      json: def.method === 'POST' ? {} : undefined,
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ retcode: RETCODE.BAD_REQUEST, retmsg: 'platform is required' });
  });

  it.each(NAMES.filter((name) => endpoints[name].auth))('%s answers 401 / 100012 without a token', async (name) => {
    const answer = await call(t.url, name, {});
    expect(answer).toMatchObject({ status: 401, body: { retcode: RETCODE.TOKEN_INVALID } });
  });

  it('tells a person about a typed field in their language, without the field name', async () => {
    const answer = await call(t.url, 'getVerifyCode', { telcode: '1' }, { token, lang: 'zh_cn' });
    expect(answer.body).toEqual({ retcode: RETCODE.BAD_REQUEST, retmsg: '请输入有效的手机号码' });
    const phone = await call(t.url, 'preLogin', { telCode: '1', phone: '12' });
    expect(phone.body).toEqual({ retcode: RETCODE.BAD_REQUEST, retmsg: 'please enter a valid phone number' });
  });

  it("knows a person-typed field by the endpoint, not by its name: subVirtualPhone's `code` is the ISO country", async () => {
    // The login's `code` is the verification code a person types; here `code` is a technical field.
    const withoutCountry = await call(
      t.url,
      'subVirtualPhone',
      { planId: 1, telCode: '1', phone: '4155550100', type: 'local' },
      { token },
    );
    expect(withoutCountry.body).toEqual({ retcode: RETCODE.BAD_REQUEST, retmsg: 'code is required' });
    const login = await call(t.url, 'login', { telCode: '1', phone: '2025550100' });
    expect(login.body).toEqual({ retcode: RETCODE.BAD_REQUEST, retmsg: 'please enter the verification code' });
  });

  it('names a technical field in Chinese too', async () => {
    const answer = await call(
      t.url,
      'getVerifyCode',
      { telcode: '1', phone: '2025550100', captchaId: 'x' },
      {
        token,
        lang: 'zh_cn',
      },
    );
    expect(answer.body).toEqual({ retcode: RETCODE.BAD_REQUEST, retmsg: '参数 captchaId 无效' });
  });

  it('refuses an unknown languagecode and repeated query keys', async () => {
    const lang = await requestJson(t.url, '/web/getAdConfig', { query: { platform: 'pingme', languagecode: 'fr' } });
    expect(lang).toMatchObject({
      status: 400,
      body: { retcode: RETCODE.BAD_REQUEST, retmsg: expect.stringContaining('languagecode') },
    });
    const repeated = await requestJson(
      t.url,
      '/web/confirmCaptcha?platform=pingme&inputCaptcha=abcd&captchaId=abcdefg&captchaId=hijklmn',
    );
    expect(repeated).toMatchObject({ status: 400, body: { retcode: RETCODE.BAD_REQUEST } });
  });
});

describe('malformed bodies', () => {
  const post = (path: string, init: { rawBody?: string; headers?: Record<string, string> }) =>
    requestJson(t.url, path, { method: 'POST', ...init });

  it.each(POST_NAMES)('%s: malformed JSON → 400', async (name) => {
    const answer = await post(`/web${endpoints[name].path}`, {
      rawBody: '{"platform":"pingme",',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
    });
    expect(answer).toEqual({
      status: 400,
      body: { retcode: RETCODE.BAD_REQUEST, retmsg: 'The body is not valid JSON' },
    });
  });

  it.each(POST_NAMES)('%s: a body that is not JSON → 415', async (name) => {
    const path = `/web${endpoints[name].path}`;
    // The identity upload takes multipart (tests/server/profile.test.ts); every other call only JSON.
    const multipart =
      (endpoints[name] as EndpointDef).encoding === 'multipart' ? [] : ['multipart/form-data; boundary=x'];
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', ...multipart]) {
      const answer = await post(path, { rawBody: 'platform=pingme', headers: { 'content-type': contentType } });
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({ retcode: RETCODE.BAD_REQUEST, retmsg: expect.stringContaining('JSON') });
    }
  });

  it.each(POST_NAMES)('%s: a JSON value that is not an object, or an empty body → 400', async (name) => {
    const path = `/web${endpoints[name].path}`;
    for (const rawBody of ['[1,2]', '"pingme"', '42', 'null', '']) {
      const answer = await post(path, {
        rawBody,
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
      });
      expect(answer.status, rawBody).toBe(400);
      expect(answer.body.retcode).toBe(RETCODE.BAD_REQUEST);
    }
  });

  it('an oversized body → 413 naming the limit', async () => {
    const answer = await post('/web/preLogin', {
      rawBody: JSON.stringify({ platform: 'pingme', telCode: '1', phone: '2025550100', pad: 'x'.repeat(70 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer).toEqual({
      status: 413,
      body: { retcode: RETCODE.BAD_REQUEST, retmsg: 'The body is larger than 64 KB' },
    });
  });

  it('prototype pollution in JSON → 400', async () => {
    const answer = await post('/web/preLogin', {
      rawBody: '{"platform":"pingme","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.retcode).toBe(RETCODE.BAD_REQUEST);
  });

  it('a platform that differs between query and body → 400', async () => {
    const answer = await requestJson(t.url, '/web/preLogin', {
      query: { platform: 'wetalk' },
      json: { platform: 'pingme', telCode: '1', phone: '2025550100' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { retcode: RETCODE.BAD_REQUEST, retmsg: expect.stringContaining('platform') },
    });
  });
});

describe('junk never gives a 5xx', () => {
  const JUNK: unknown[] = [
    null,
    0,
    -1,
    1e308,
    true,
    [],
    {},
    [{}],
    { $ne: '' },
    '',
    ' ',
    'x'.repeat(5000),
    '\u0000',
    '😀'.repeat(20),
    "' OR 1=1 --",
  ];

  it.each(NAMES)('%s', async (name) => {
    const fields = [
      'telCode',
      'phone',
      'email',
      'code',
      'captchaId',
      'inputCaptcha',
      'nextApi',
      'telcode',
      'verifyid',
      'activationcode',
    ];
    for (const junk of JUNK) {
      const input = Object.fromEntries(fields.map((field) => [field, junk]));
      const answer = await call(t.url, name, input, { token });
      expect(answer.status, `${name} ${JSON.stringify(junk)?.slice(0, 40)}`).toBeLessThan(500);
      expect(answer.body.retcode).not.toBe(RETCODE.SERVER_ERROR);
    }
  });
});

describe('sandbox controls', () => {
  it('the outbox needs a `to`', async () => {
    const answer = await requestJson(t.url, '/sandbox/outbox');
    expect(answer).toEqual({ status: 400, body: { retcode: RETCODE.BAD_REQUEST, retmsg: 'to is required' } });
  });
});

describe('routes that do not exist', () => {
  it('answer 404 with retcode 100005', async () => {
    for (const [method, path] of [
      ['GET', '/web/noSuchCall'],
      ['POST', '/web/noSuchCall'],
      ['GET', '/sandbox/noSuchControl'],
      ['GET', '/data/noSuchFile.json'],
      ['GET', '/data/flags/qq.svg'],
      ['GET', '/data/flags/../../package.json'],
      ['PUT', '/frontpage'],
    ] as const) {
      const answer = await requestJson(t.url, path, { method });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.retcode, `${method} ${path}`).toBe(RETCODE.NOT_FOUND);
    }
  });

  it('a known path with another method answers 405 with Allow', async () => {
    for (const [method, path, allow] of [
      ['GET', '/web/login', 'POST'],
      ['DELETE', '/web/logout', 'POST'],
      ['POST', '/web/getChatList', 'GET, HEAD'],
    ] as const) {
      const answer = await request(t.url, path, { method });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.get('allow')).toBe(allow);
      expect(JSON.parse(answer.text)).toEqual({
        retcode: RETCODE.NOT_FOUND,
        retmsg: `Method not allowed: ${method} ${path}`,
      });
    }
  });

  it('in Chinese too', async () => {
    const answer = await requestJson(t.url, '/web/noSuchCall?languagecode=zh_cn');
    expect(answer.body).toEqual({ retcode: RETCODE.NOT_FOUND, retmsg: '未找到：GET /web/noSuchCall' });
  });
});

describe('without a built client', () => {
  it('answers pages with a 404 text saying how to build it', async () => {
    for (const path of ['/', '/frontpage', '/applist']) {
      const page = await request(t.url, path);
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toContain('text/plain');
      expect(page.text).toContain('npm run build');
    }
  });
});
