/**
 * Captcha images, the country lists and flags, the built client with its page fallback and its
 * production serving (precompressed files, cache headers, no source maps), compression of the
 * API's answers (CORS: edges.test.ts).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/build/precompress.ts';
import { JSON_BODY_LIMIT_BYTES } from '../../server/config.ts';
import { registerCompression } from '../../server/http/compression.ts';
import { installErrorHandling } from '../../server/http/errors.ts';
import { DOCS_PATH, OPENAPI_PATH } from '../../server/http/openapi.ts';
import { findStaticSite, registerStaticSite } from '../../server/http/staticSite.ts';
import { COUNTRY_LIST_PATHS, CountryList, endpoints, RETCODE } from '../../src/services/api/contract/index.ts';
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
/** A script big enough to be precompressed (≥ 1 KB) and to shrink a lot. */
const BIG_SCRIPT = Array.from({ length: 200 }, (_, i) => `console.log("line ${i} of the app");`).join('\n');

let t: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'vn-dist-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, 'assets', 'app-1234.js'), 'console.log("app")');
  await writeFile(join(staticDir, 'assets', 'big-5678.js'), BIG_SCRIPT);
  await writeFile(join(staticDir, 'assets', 'big-5678.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  // What the build's precompress plugin does after Vite has written the files.
  await precompressDirectory(staticDir);
  t = await startTestServer({ staticDir });
});
afterAll(async () => {
  await t?.close();
  await rm(staticDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it came over the wire, before any decoding. */
  bytes: Buffer;
}

/** A GET that keeps the body as sent (fetch would decompress it behind our back). */
function rawGet(base: string, path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    get(new URL(path, base), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

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
    const items = CountryList.parse(JSON.parse(answer.text));
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
    const items = CountryList.parse(JSON.parse((await request(t.url, COUNTRY_LIST_PATHS.zh)).text));
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
    const items = CountryList.parse(JSON.parse((await request(t.url, COUNTRY_LIST_PATHS.en)).text));
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

  it('sends the precompressed brotli or gzip copy the browser accepts, and the file as it is otherwise', async () => {
    const brotli = await rawGet(t.url, '/assets/big-5678.js', 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.bytes.length).toBeLessThan(BIG_SCRIPT.length / 5);
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(BIG_SCRIPT);

    const gzip = await rawGet(t.url, '/assets/big-5678.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(BIG_SCRIPT);

    const identity = await rawGet(t.url, '/assets/big-5678.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.bytes.toString()).toBe(BIG_SCRIPT);
  });

  it('serves source maps in sandbox mode only: with them off (production) they answer 404', async () => {
    expect((await rawGet(t.url, '/assets/big-5678.js.map')).status).toBe(200);
    // The static site as a production server (createServer passes `sourceMaps: sandbox`), without
    // the database a whole server would start.
    const site = Fastify({ logger: false });
    const built = findStaticSite(staticDir);
    installErrorHandling(site, built, JSON_BODY_LIMIT_BYTES);
    await registerCompression(site);
    await registerStaticSite(site, built, { sourceMaps: false });
    const url = await site.listen({ port: 0, host: '127.0.0.1' });
    try {
      const hidden = await rawGet(url, '/assets/big-5678.js.map');
      expect(hidden.status).toBe(404);
      expect(hidden.bytes.toString()).not.toContain('secret');
      // The script itself and the page are served as in sandbox mode.
      expect((await rawGet(url, '/assets/big-5678.js', 'br')).headers['content-encoding']).toBe('br');
      const page = await rawGet(url, '/frontpage', 'br');
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    } finally {
      await site.close();
    }
  });

  it('keeps API paths out of the page fallback', async () => {
    const answer = await requestJson(t.url, '/web/unknownCall');
    expect(answer).toMatchObject({ status: 404, body: { retcode: RETCODE.NOT_FOUND } });
  });
});

describe('compression of API answers and data', () => {
  it('compresses the country lists and large API answers with brotli, else gzip', async () => {
    const list = await rawGet(t.url, COUNTRY_LIST_PATHS.en, 'gzip, br');
    expect(list.headers['content-encoding']).toBe('br');
    expect(String(list.headers.vary).toLowerCase()).toContain('accept-encoding');
    const items = CountryList.parse(JSON.parse(brotliDecompressSync(list.bytes).toString()));
    expect(items.length).toBeGreaterThan(200);

    const query = '?platform=pingme&t=0&webVersion=test&languagecode=en';
    const captcha = await rawGet(t.url, `/web/captcha${query}`, 'gzip');
    expect(captcha.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(captcha.bytes).toString())).toMatchObject({ retcode: 0 });
  });

  it('sends tiny answers as they are, and nothing compressed to a client that did not ask', async () => {
    const tiny = await rawGet(t.url, '/web/getAdConfig?platform=pingme&t=0&webVersion=test&languagecode=en', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(tiny.bytes.toString())).toMatchObject({ retcode: 0 });

    const plain = await rawGet(t.url, COUNTRY_LIST_PATHS.en);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.bytes.toString()).length).toBeGreaterThan(200);
  });
});

describe('the API document (OpenAPI 3.1, generated from the contract)', () => {
  /** Routes registered by plugins the project does not own: the built client's files and Swagger UI's. */
  const pluginOwned = (url: string) => url === '/*' || url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`);

  it('every route the server serves says what it does', () => {
    const undescribed = t.server.routes.filter((route) => !pluginOwned(route.url) && !route.description?.trim());
    expect(undescribed.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('describes every endpoint of the contract with its input, its answer and whether it needs a login', async () => {
    const { status, body } = await requestJson(t.url, OPENAPI_PATH);
    expect(status).toBe(200);
    const document = body as unknown as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const [name, def] of Object.entries(endpoints)) {
      const operation = document.paths[`/web${def.path}`]?.[def.method.toLowerCase()];
      expect(operation, name).toMatchObject({ operationId: name, summary: def.description });
      expect('security' in (operation ?? {}), name).toBe(def.auth);
      const withBody = def.method === 'POST' || def.method === 'PUT';
      expect('requestBody' in (operation ?? {}), name).toBe(withBody);
    }
    // The other routes are there too, e.g. the sandbox's.
    expect(document.paths['/sandbox/setBalance']?.post).toMatchObject({ tags: ['sandbox'] });
  });

  it('is browsable at /docs in sandbox mode, from assets this server serves', async () => {
    const page = await request(t.url, `${DOCS_PATH}/static/index.html`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui');
    // Nothing is fetched from the internet: no https: source and no online validator.
    expect(page.headers.get('content-security-policy')).not.toMatch(/https:|swagger\.io|script-src[^;]*unsafe-inline/);
  });
});
