/** Captcha images, the country lists and flags, the built client with its page fallback (CORS: edges.test.ts). */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_LIST_PATHS, CountryItem, RETCODE } from '../../src/services/api/contract/index.ts';
import {
  call,
  captchaAnswer,
  request,
  requestJson,
  solvedCaptcha,
  startTestServer,
  type TestServer,
} from './helpers.ts';

const MINUTE = 60_000;
const INDEX_HTML = '<!doctype html><title>client</title><div id="root"></div>';

let t: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'vn-dist-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, 'assets', 'app-1234.js'), 'console.log("app")');
  t = await startTestServer({ staticDir });
});
afterAll(async () => {
  await t?.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('captcha', () => {
  it('draws a real SVG under an id the server issues; genCaptcha draws another', async () => {
    const drawn = await call(t.url, 'captcha', {});
    expect(drawn.body.retcode).toBe(0);
    const captchaId = drawn.body.data?.captchaId ?? '';
    expect(captchaId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(drawn.body.data?.image).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>$/);
    expect(await captchaAnswer(t.url, captchaId)).toMatch(/^[A-Za-z0-9]{4}$/);

    // A client-chosen id is ignored: every draw is a new captcha under a new id.
    const redrawn = await call(t.url, 'genCaptcha', { captchaId });
    expect(redrawn.body.data?.captchaId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(redrawn.body.data?.captchaId).not.toBe(captchaId);
  });

  it('confirms once, case-insensitively; wrong answers use it up too', async () => {
    const { captchaId, text } = await solvedCaptcha(t.url);
    const ok = await call(t.url, 'confirmCaptcha', { captchaId, inputCaptcha: text.toUpperCase() });
    expect(ok.body).toEqual({ retcode: 0, retmsg: 'success', data: {} });
    const again = await call(t.url, 'confirmCaptcha', { captchaId, inputCaptcha: text });
    expect(again.body).toEqual({ retcode: RETCODE.CAPTCHA_FAILED, retmsg: 'Captcha validation failed' });

    const other = await solvedCaptcha(t.url);
    expect(
      (await call(t.url, 'confirmCaptcha', { captchaId: other.captchaId, inputCaptcha: 'wrong' })).body.retcode,
    ).toBe(RETCODE.CAPTCHA_FAILED);
    expect(
      (await call(t.url, 'confirmCaptcha', { captchaId: other.captchaId, inputCaptcha: other.text })).body.retcode,
    ).toBe(RETCODE.CAPTCHA_FAILED);
  });

  it('expires after 10 minutes, and an unknown id fails', async () => {
    const { captchaId, text } = await solvedCaptcha(t.url);
    t.clock.advance(10 * MINUTE + 1000);
    expect((await call(t.url, 'confirmCaptcha', { captchaId, inputCaptcha: text })).body.retcode).toBe(
      RETCODE.CAPTCHA_FAILED,
    );
    expect(
      (await call(t.url, 'confirmCaptcha', { captchaId: 'neverIssued123', inputCaptcha: 'abcd' })).body.retcode,
    ).toBe(RETCODE.CAPTCHA_FAILED);
  });

  it('only the brand that drew it may answer it', async () => {
    const { captchaId, text } = await solvedCaptcha(t.url, 'pingme');
    const other = await call(t.url, 'confirmCaptcha', { captchaId, inputCaptcha: text }, { platform: 'wephone' });
    expect(other.body.retcode).toBe(RETCODE.CAPTCHA_FAILED);
  });

  it('the sandbox answers 404 for an unknown captcha and 400 for a malformed id', async () => {
    expect((await requestJson(t.url, '/sandbox/captcha/neverIssued123')).body.retcode).toBe(RETCODE.NOT_FOUND);
    expect((await requestJson(t.url, '/sandbox/captcha/a')).body.retcode).toBe(RETCODE.BAD_REQUEST);
  });
});

describe('country lists', () => {
  it('the English list covers every region, sorted by name, with calling codes and flags', async () => {
    const answer = await request(t.url, COUNTRY_LIST_PATHS.en);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    const items = CountryItem.array().parse(JSON.parse(answer.text));
    expect(items.length).toBeGreaterThan(200);
    const names = items.map((item) => item.countryname);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(items).toContainEqual({
      countrycode: 'US',
      telcode: '1',
      countryname: 'United States',
      flag: '/data/flags/us.svg',
      main: true,
    });
    expect(items).toContainEqual({
      countrycode: 'CN',
      telcode: '86',
      countryname: 'China',
      flag: '/data/flags/cn.svg',
      main: true,
    });
    // A shared calling code has exactly one main country (+1: the United States, not American Samoa).
    expect(items.filter((item) => item.telcode === '1' && item.main).map((item) => item.countrycode)).toEqual(['US']);
    expect(items.find((item) => item.countrycode === 'AS')).toMatchObject({ telcode: '1', main: false });
  });

  it('the Chinese list has Chinese names sorted by pinyin', async () => {
    const items = CountryItem.array().parse(JSON.parse((await request(t.url, COUNTRY_LIST_PATHS.zh)).text));
    expect(items).toContainEqual({
      countrycode: 'CN',
      telcode: '86',
      countryname: '中国',
      flag: '/data/flags/cn.svg',
      main: true,
    });
    const position = (code: string) => items.findIndex((item) => item.countrycode === code);
    // 阿尔巴尼亚 (a) < 巴西 (ba) < 中国 (zhong)
    expect(position('AL')).toBeLessThan(position('BR'));
    expect(position('BR')).toBeLessThan(position('CN'));
    expect(position('CN')).toBeGreaterThan(items.length - 10);
  });

  it('every flag of both lists is served as SVG', async () => {
    const items = CountryItem.array().parse(JSON.parse((await request(t.url, COUNTRY_LIST_PATHS.en)).text));
    for (const flag of new Set(items.map((item) => item.flag))) {
      const answer = await request(t.url, flag);
      expect(answer.status, flag).toBe(200);
      expect(answer.headers.get('content-type'), flag).toContain('image/svg+xml');
    }
  });
});

describe('the built client', () => {
  it('serves index.html at / and at the mode paths, never cached', async () => {
    for (const path of ['/', '/frontpage', '/applist', '/applist/']) {
      const page = await request(t.url, path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type'), path).toContain('text/html');
      expect(page.text, path).toBe(INDEX_HTML);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets for a year and answers a missing file with 404', async () => {
    const asset = await request(t.url, '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await request(t.url, '/assets/missing-1.js')).status).toBe(404);
    expect((await request(t.url, '/favicon.ico')).status).toBe(404);
  });

  it('keeps API paths out of the page fallback', async () => {
    const answer = await requestJson(t.url, '/web/unknownCall');
    expect(answer).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
  });
});
