/**
 * The hardened edges (issue 14, docs/security.md), on a server that serves a built client (a
 * fixture dist/), trusts X-Forwarded-For (so a test can be several visitors) and runs the
 * production code limits (only the server-wide ones shrunk, to reach them in a test):
 * the envelope on every framework error and a 500 without internals; security headers; the origin
 * allow-list on HTTP and the socket; code limits per destination, IP and server with the captcha;
 * the daily guess budget; captchas bound to their requester; media retention.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODE_LIMITS } from '../../server/domain/codeLimits.ts';
import { DEMO_ACCOUNTS, RETCODE, SANDBOX_PATHS } from '../../src/services/api/contract/index.ts';
import {
  type CallOptions,
  call,
  captchaAnswer,
  connectSocket,
  latestCode,
  loginWithPhone,
  outbox,
  request,
  requestJson,
  startTestServer,
  type TestServer,
  uniquePhone,
} from './helpers.ts';
import { demoUser, newSmsId, openTab, pngOfSize, send } from './messagingSupport.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const INDEX_HTML = '<!doctype html><title>client</title><script type="module" src="/assets/app-1.js"></script>';
const ALLOWED_ORIGIN = 'https://app.example.com';
const GLOBAL = { soft: 40, hard: 45 };

let t: TestServer;
let staticDir: string;
let host: string;
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'vn-dist-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, 'assets', 'app-1.js'), 'export {}');
  t = await startTestServer({
    staticDir,
    trustProxy: true,
    allowedOrigins: [ALLOWED_ORIGIN],
    codeLimits: { ...CODE_LIMITS, global: GLOBAL },
  });
  host = new URL(t.url).host;
});
afterAll(async () => {
  await t?.close();
  await rm(staticDir, { recursive: true, force: true });
});

let ipCounter = 0;
/** A visitor of its own: a fresh address for X-Forwarded-For. */
function visitor(): CallOptions & { headers: Record<string, string> } {
  ipCounter += 1;
  return { headers: { 'x-forwarded-for': `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}` } };
}

/** A captcha drawn and confirmed for `nextApi` by this visitor: a one-time pass. */
async function captchaPass(as: CallOptions, nextApi: string): Promise<string> {
  const drawn = await call(t.url, 'captcha', {}, as);
  const captchaId = drawn.body.data?.captchaId ?? '';
  const inputCaptcha = await captchaAnswer(t.url, captchaId);
  const confirmed = await call(t.url, 'confirmCaptcha', { captchaId, inputCaptcha, nextApi }, as);
  expect(confirmed.body.retcode).toBe(0);
  return captchaId;
}

describe('every framework error is the envelope, also with the client built', () => {
  it('malformed JSON 400, too large 413, not JSON 415, unknown 404, wrong method 405', async () => {
    const cases = [
      [{ method: 'POST', rawBody: '{', headers: { 'content-type': 'application/json' } }, '/web/preLogin', 400],
      [
        { method: 'POST', rawBody: `{"a":"${'x'.repeat(70_000)}"}`, headers: { 'content-type': 'application/json' } },
        '/web/preLogin',
        413,
      ],
      [
        { method: 'POST', rawBody: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        '/web/preLogin',
        415,
      ],
      [{ method: 'GET' }, '/web/noSuchCall', 404],
      [{ method: 'GET' }, '/web/login', 405],
      [{ method: 'DELETE' }, '/sandbox/inbound', 405],
      [{ method: 'POST', json: {} }, '/frontpage', 404],
    ] as const;
    for (const [init, path, status] of cases) {
      const answer = await request(t.url, path, init);
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
      const body = JSON.parse(answer.text) as Record<string, unknown>;
      expect(Object.keys(body).sort(), path).toEqual(['retcode', 'retmsg']);
      expect(typeof body.retmsg).toBe('string');
    }
  });

  it('a request the HTTP parser refuses gets the envelope too', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(t.url).port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
      socket.write('GARBAGE / HTTP/1.1\r\nhost: x\r\n\r\n');
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      retcode: RETCODE.BAD_REQUEST,
      retmsg: 'Invalid request',
    });
  });

  it('a bug answers 500 with a request id, never SQL, parameters or a stack', async () => {
    const phone = uniquePhone();
    // A date PostgreSQL cannot store: the insert of the code fails inside the database.
    t.clock.advance(-8e15);
    try {
      const answer = await request(t.url, '/web/preLogin', {
        json: { platform: 'pingme', telCode: '1', phone },
        headers: visitor().headers,
      });
      expect(answer.status).toBe(500);
      const body = JSON.parse(answer.text) as { retcode: number; retmsg: string; data: { requestId: string } };
      expect(body.retcode).toBe(RETCODE.SERVER_ERROR);
      expect(body.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers.get('x-request-id')).toBe(body.data.requestId);
      expect(body.retmsg).toContain(body.data.requestId);
      for (const leak of [/select|insert|update|delete/i, /verification_codes|captchas/, new RegExp(phone), / at /]) {
        expect(answer.text).not.toMatch(leak);
      }
    } finally {
      t.clock.advance(8e15);
    }
  });

  it('pages still fall back to index.html and assets are still files', async () => {
    const page = await request(t.url, '/frontpage');
    expect(page.status).toBe(200);
    expect(page.text).toBe(INDEX_HTML);
    expect((await request(t.url, '/assets/app-1.js')).status).toBe(200);
  });
});

describe('security headers', () => {
  it('the page carries a strict CSP, nosniff, a referrer policy and same-origin framing', async () => {
    for (const path of ['/', '/frontpage', '/web/getAdConfig?platform=pingme']) {
      const { headers } = await request(t.url, path);
      const csp = headers.get('content-security-policy') ?? '';
      // 'unsafe-eval' only for the HEIC converter's worker (securityHeaders.ts); never inline or foreign script.
      expect(csp, path).toContain("script-src 'self' 'unsafe-eval';");
      expect(csp, path).not.toMatch(/script-src[^;]*(unsafe-inline|https?:|\*|data:|blob:)/);
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('the page source has no inline script, so the CSP costs it nothing', async () => {
    const html = await readFile(new URL('../../index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
  });

  it('media and data stay loadable by allowed pages of other origins', async () => {
    const flag = await request(t.url, '/data/flags/us.svg');
    expect(flag.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(flag.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('page origins', () => {
  const preflight = (path: string, origin: string) =>
    request(t.url, path, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-auth-token' },
    });

  it('the own origin and the allow-list may call the API; other pages get 403', async () => {
    for (const origin of [`http://${host}`, ALLOWED_ORIGIN]) {
      const answer = await request(t.url, '/web/getAdConfig?platform=pingme', { headers: { origin } });
      expect(answer.status, origin).toBe(200);
      const pre = await preflight('/web/preLogin', origin);
      expect(pre.status, origin).toBe(204);
      expect(pre.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(pre.headers.get('access-control-allow-headers')).toContain('x-auth-token');
    }
    for (const origin of ['https://evil.example', 'null', 'http://localhost:5173']) {
      const answer = await requestJson(t.url, '/web/getAdConfig?platform=pingme', { headers: { origin } });
      expect(answer, origin).toMatchObject({ status: 403, body: { retcode: RETCODE.NOT_AUTHORIZED } });
      expect((await preflight('/web/preLogin', origin)).status, origin).toBe(403);
    }
  });

  it('sandbox controls answer the own origin only, not even the allow-list', async () => {
    const path = `${SANDBOX_PATHS.outbox}?to=%2B1%202025550100`;
    expect((await request(t.url, path, { headers: { origin: `http://${host}` } })).status).toBe(200);
    expect((await request(t.url, path)).status).toBe(200);
    for (const origin of [ALLOWED_ORIGIN, 'https://evil.example']) {
      expect((await request(t.url, path, { headers: { origin } })).status, origin).toBe(403);
      expect((await preflight(SANDBOX_PATHS.setBalance, origin)).status, origin).toBe(403);
    }
  });

  it('the socket handshake follows the same allow-list', async () => {
    const demo = DEMO_ACCOUNTS[0];
    const token = await loginWithPhone(t.url, 'wetalk', demo.phone, demo.telCode);
    const query = { token, platform: 'wetalk' };
    for (const origin of [`http://${host}`, ALLOWED_ORIGIN]) {
      const socket = await connectSocket(t.url, query, { origin });
      socket.close();
    }
    await expect(connectSocket(t.url, query, { origin: 'https://evil.example' })).rejects.toThrow();
  });
});

describe('code requests', () => {
  beforeEach(() => {
    // Each test starts with empty hourly windows.
    t.clock.advance(HOUR + MINUTE);
  });

  it('per destination: a captcha after 5 an hour, refused (429, 100016) after 10 even with one', async () => {
    const phone = uniquePhone();
    const requests = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        const as = visitor();
        const captchaId = i < 5 ? undefined : await captchaPass(as, 'preLogin');
        const answer = await call(t.url, 'preLogin', { telCode: '1', phone, ...(captchaId ? { captchaId } : {}) }, as);
        expect(answer.body.retcode, `request ${i + 1}`).toBe(0);
      }
    };
    await requests(5);
    expect((await call(t.url, 'preLogin', { telCode: '1', phone }, visitor())).body.retcode).toBe(
      RETCODE.IMAGE_CAPTCHA_REQUIRED,
    );
    // requests 6 to 10, each with a captcha pass
    for (let i = 5; i < CODE_LIMITS.perDestination.hard; i += 1) {
      const as = visitor();
      const captchaId = await captchaPass(as, 'preLogin');
      expect((await call(t.url, 'preLogin', { telCode: '1', phone, captchaId }, as)).body.retcode).toBe(0);
    }
    const as = visitor();
    const captchaId = await captchaPass(as, 'preLogin');
    const refused = await call(t.url, 'preLogin', { telCode: '1', phone, captchaId }, as);
    expect(refused).toMatchObject({ status: 429, body: { retcode: RETCODE.TOO_FREQUENT } });
    expect(await outbox(t.url, `+1 ${phone}`)).toHaveLength(CODE_LIMITS.perDestination.hard);
  });

  it('per IP address: a captcha after 10 an hour, refused after 30 — 60 numbers from one address get 10 codes', async () => {
    const as = visitor();
    const answers: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      answers.push((await call(t.url, 'preLogin', { telCode: '1', phone: uniquePhone() }, as)).body.retcode);
    }
    expect(answers.filter((retcode) => retcode === 0)).toHaveLength(CODE_LIMITS.perIp.soft);
    expect(answers.slice(CODE_LIMITS.perIp.soft).every((retcode) => retcode === RETCODE.IMAGE_CAPTCHA_REQUIRED)).toBe(
      true,
    );
    // With a pass each, up to the hard limit; then refused.
    for (let i = CODE_LIMITS.perIp.soft; i < CODE_LIMITS.perIp.hard; i += 1) {
      const captchaId = await captchaPass(as, 'preLogin');
      expect((await call(t.url, 'preLogin', { telCode: '1', phone: uniquePhone(), captchaId }, as)).body.retcode).toBe(
        0,
      );
    }
    const captchaId = await captchaPass(as, 'preLogin');
    const refused = await call(t.url, 'preLogin', { telCode: '1', phone: uniquePhone(), captchaId }, as);
    expect(refused.body.retcode).toBe(RETCODE.TOO_FREQUENT);
  });

  it('server-wide: everybody needs a captcha past the global soft limit, and nobody gets a code past the hard one', async () => {
    for (let i = 0; i < GLOBAL.soft; i += 1) {
      // 5 per address keeps the per-IP limit out of the way.
      const as = { headers: { 'x-forwarded-for': `203.0.113.${Math.floor(i / 5) + 1}` } };
      expect((await call(t.url, 'preLogin', { telCode: '1', phone: uniquePhone() }, as)).body.retcode).toBe(0);
    }
    expect((await call(t.url, 'preLogin', { telCode: '1', phone: uniquePhone() }, visitor())).body.retcode).toBe(
      RETCODE.IMAGE_CAPTCHA_REQUIRED,
    );
    for (let i = GLOBAL.soft; i < GLOBAL.hard; i += 1) {
      const as = visitor();
      const captchaId = await captchaPass(as, 'preLogin');
      expect((await call(t.url, 'preLogin', { telCode: '1', phone: uniquePhone(), captchaId }, as)).body.retcode).toBe(
        0,
      );
    }
    const as = visitor();
    const captchaId = await captchaPass(as, 'preLogin');
    expect((await call(t.url, 'preLogin', { telCode: '1', phone: uniquePhone(), captchaId }, as)).body.retcode).toBe(
      RETCODE.TOO_FREQUENT,
    );
  });

  it('phone codes have 4 digits; one address is heard for 5 wrong tries a day, the account for 10', async () => {
    const phone = uniquePhone();
    // A code for `as`, through the captcha the wrong tries call for after the first 3.
    const codeFor = async (as: CallOptions) => {
      const asked = await call(t.url, 'preLogin', { telCode: '1', phone }, as);
      const captchaId = asked.body.retcode === 0 ? undefined : await captchaPass(as, 'preLogin');
      if (captchaId)
        expect((await call(t.url, 'preLogin', { telCode: '1', phone, captchaId }, as)).body.retcode).toBe(0);
      const code = await latestCode(t.url, `+1 ${phone}`);
      expect(code).toMatch(/^\d{4}$/);
      return code;
    };
    const wrongFor = (code: string) => (code === '0000' ? '0001' : '0000');
    const guessFrom = async (as: CallOptions, count: number) => {
      for (let i = 0; i < count; i += 1) {
        const code = await codeFor(as);
        expect((await call(t.url, 'login', { telCode: '1', phone, code: wrongFor(code) }, as)).body.retcode).not.toBe(
          0,
        );
      }
    };
    const first = visitor();
    await guessFrom(first, CODE_LIMITS.wrongGuessesPerAddress);
    const spent = await codeFor(first);
    expect((await call(t.url, 'login', { telCode: '1', phone, code: spent }, first)).body.retcode).toBe(
      RETCODE.MAX_ATTEMPTS,
    );
    // Two more addresses spend the account's day (the hour's request limit moves on halfway).
    await guessFrom(visitor(), 3);
    t.clock.advance(HOUR + MINUTE);
    await guessFrom(visitor(), CODE_LIMITS.wrongGuessesPerDay - CODE_LIMITS.wrongGuessesPerAddress - 3);
    const elsewhere = visitor();
    const right = await codeFor(elsewhere);
    expect((await call(t.url, 'login', { telCode: '1', phone, code: right }, elsewhere)).body.retcode).toBe(
      RETCODE.MAX_ATTEMPTS,
    );

    // A day later the budget is back.
    t.clock.advance(24 * HOUR + MINUTE);
    const fresh = await codeFor(first);
    expect((await call(t.url, 'login', { telCode: '1', phone, code: fresh }, first)).body.retcode).toBe(0);
  });
});

describe('captchas are bound to whoever drew them', () => {
  it('another address can neither answer one nor spend its pass', async () => {
    const owner = visitor();
    const stranger = visitor();
    const drawn = await call(t.url, 'captcha', {}, owner);
    const captchaId = drawn.body.data?.captchaId ?? '';
    const text = await captchaAnswer(t.url, captchaId);
    expect((await call(t.url, 'confirmCaptcha', { captchaId, inputCaptcha: text }, stranger)).body.retcode).toBe(
      RETCODE.CAPTCHA_FAILED,
    );

    const pass = await captchaPass(owner, 'preLogin');
    const phone = uniquePhone();
    for (let i = 0; i < CODE_LIMITS.perDestination.soft; i += 1) {
      await call(t.url, 'preLogin', { telCode: '1', phone }, visitor());
    }
    const stolen = await call(t.url, 'preLogin', { telCode: '1', phone, captchaId: pass }, stranger);
    expect(stolen.body.retcode).toBe(RETCODE.IMAGE_CAPTCHA_REQUIRED);
    const own = await call(t.url, 'preLogin', { telCode: '1', phone, captchaId: pass }, owner);
    expect(own.body.retcode).toBe(0);
  });
});

describe('media retention', () => {
  it('an attachment is served while a copy of its message lives, and gone with the last one', async () => {
    const alice = await demoUser(t.url, 'jiema', 0);
    const bob = await demoUser(t.url, 'jiema', 1);
    const tab = await openTab(t.url, alice);
    try {
      const smsId = newSmsId();
      const ack = await send(tab, {
        fromNumber: alice.numbers.local,
        toNumber: bob.numbers.local,
        msgType: 'mms',
        smsId,
        fileBuffer: pngOfSize(),
        fileType: 'image/png',
        fileName: 'dot.png',
      });
      expect(ack.status).toBe(0);
      const media = 'media' in ack ? (ack.media ?? '') : '';
      expect(media).toMatch(/^\/media\//);
      expect((await request(t.url, media)).status).toBe(200);

      const deleted = await call(
        t.url,
        'delSms',
        { smsId, date: String('date' in ack ? ack.date : 0) },
        { platform: 'jiema', token: alice.token },
      );
      expect(deleted.body.retcode).toBe(0);
      expect((await request(t.url, media)).status, "the recipient's copy still shows it").toBe(200);

      const chat = await call(
        t.url,
        'delSms',
        { from: bob.numbers.local, to: alice.numbers.local },
        { platform: 'jiema', token: bob.token },
      );
      expect(chat.body.retcode).toBe(0);
      const gone = await requestJson(t.url, media);
      expect(gone).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
    } finally {
      tab.close();
    }
  });
});
