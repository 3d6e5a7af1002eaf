import { describe, expect, it, vi } from 'vitest';
import type { EndpointFailure } from '../../../src/services/api/createApi.ts';
import { apiBase, createApi, WEB_VERSION } from '../../../src/services/api/index.ts';

interface Recorded {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null;
}

/** A fetch that records each request and answers with the next scripted response. */
function fakeFetch(...answers: Array<Response | Error | 'hang'>) {
  const requests: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const signal = init.signal ?? null;
    requests.push({
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal,
    });
    const answer = answers.shift();
    if (answer === undefined) throw new Error('no scripted answer');
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const SESSION = { token: 'a'.repeat(32), canInvite: true, canSetInviter: false };

function setup(answers: Array<Response | Error | 'hang'>, token: string | null = null) {
  const { fetch, requests } = fakeFetch(...answers);
  const failures: EndpointFailure[] = [];
  const api = createApi({
    base: 'https://api.example.com',
    platform: 'wephone',
    getToken: () => token,
    getLanguageCode: () => 'zh_cn',
    onFailure: (failure) => failures.push(failure),
    fetch,
  });
  return { api, requests, failures };
}

describe('createApi: requests (spec 1 §7)', () => {
  it('POSTs JSON to {base}/web{path} with the common query and platform in the body', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-02T03:04:05Z'), toFake: ['Date'] });
    const { api, requests } = setup([json({ retcode: 0, retmsg: '', data: SESSION })]);
    await api.login({ telCode: '1', phone: '2025550100', code: '1234' });
    vi.useRealTimers();

    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(`${request?.url.origin}${request?.url.pathname}`).toBe('https://api.example.com/web/login');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      t: String(Date.parse('2025-01-02T03:04:05Z')),
      webVersion: WEB_VERSION,
      languagecode: 'zh_cn',
      platform: 'wephone',
    });
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.has('x-auth-token')).toBe(false);
    expect(request?.body).toEqual({ telCode: '1', phone: '2025550100', code: '1234', platform: 'wephone' });
  });

  it('sends GET input in the query, the token in x-auth-token, and no body', async () => {
    const { api, requests } = setup([json({ retcode: 0, data: {} })], 'tok-123');
    await api.confirmCaptcha({ captchaId: 'abcdef12', inputCaptcha: 'x7kq' });
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/web/confirmCaptcha');
    expect(request?.url.searchParams.get('captchaId')).toBe('abcdef12');
    expect(request?.url.searchParams.get('platform')).toBe('wephone');
    expect(request?.url.searchParams.get('webVersion')).toBe('202510221900');
    expect(request?.headers.get('x-auth-token')).toBe('tok-123');
    // Only a request with a body declares one: a bodiless DELETE typed as JSON is refused as empty JSON.
    expect(request?.headers.get('content-type')).toBeNull();
    expect(request?.body).toBeUndefined();
  });

  it('leaves absent optional query fields out', async () => {
    const { api, requests } = setup([json({ retcode: 0, data: { verifyid: 'v'.repeat(12) } })], 't');
    await api.getVerifyCode({ telcode: '1', phone: '2025550100' });
    expect(requests[0]?.url.searchParams.has('captchaId')).toBe(false);
  });

  it('reads the token and language at every call', async () => {
    let token: string | null = null;
    const { fetch, requests } = fakeFetch(json({ retcode: 0, data: {} }), json({ retcode: 0, data: {} }));
    const api = createApi({
      base: 'http://x',
      platform: 'pingme',
      getToken: () => token,
      getLanguageCode: () => 'en',
      fetch,
    });
    await api.logout({});
    token = 'now-logged-in';
    await api.logout({});
    expect(requests.map((request) => request.headers.get('x-auth-token'))).toEqual([null, 'now-logged-in']);
  });

  it('passes the caller signal to fetch', async () => {
    const { api, requests } = setup([json({ retcode: 0, data: {} })]);
    const controller = new AbortController();
    await api.preLogin({ telCode: '1', phone: '2025550100' }, { signal: controller.signal });
    expect(requests[0]?.signal).toBeInstanceOf(AbortSignal);
    controller.abort();
    expect(requests[0]?.signal?.aborted).toBe(true);
  });
});

describe('createApi: answers are values, never thrown', () => {
  it('parses a success with the endpoint schema (extra fields dropped)', async () => {
    const { api, failures } = setup([json({ retcode: 0, retmsg: 'ok', data: { ...SESSION, extra: 1 } })]);
    expect(await api.login({ email: 'a@b.co', code: '123456' })).toEqual({ ok: true, data: SESSION });
    expect(failures).toEqual([]);
  });

  it('accepts a success without data for endpoints that return nothing', async () => {
    const { api } = setup([json({ retcode: 0, retmsg: '' })]);
    expect(await api.logout({})).toEqual({ ok: true, data: {} });
  });

  it('reads the envelope on an HTTP error status and reports the failure', async () => {
    const { api, failures } = setup([json({ retcode: 100012, retmsg: 'token invalid' }, 401)]);
    const result = await api.getAccountInfo({});
    expect(result).toEqual({ ok: false, retcode: 100012, retmsg: 'token invalid', httpStatus: 401 });
    expect(failures).toEqual([{ ...result, endpoint: 'getAccountInfo' }]);
  });

  it('keeps failure data for routing (100023 profile gate)', async () => {
    const data = { profileStatus: 1, needSetPhone: true };
    const { api } = setup([json({ retcode: 100023, retmsg: '', data })]);
    expect(await api.queryBalance({})).toEqual({ ok: false, retcode: 100023, retmsg: '', data, httpStatus: 200 });
  });

  it('turns a network error into retcode 500000, reason network', async () => {
    const { api, failures } = setup([new TypeError('Failed to fetch')]);
    const result = await api.refreshToken({});
    expect(result).toEqual({ ok: false, retcode: 500000, retmsg: 'Failed to fetch', reason: 'network' });
    expect(failures).toHaveLength(1);
  });

  it.each([
    ['a non-JSON body', new Response('<html>bad gateway</html>', { status: 502 })],
    ['JSON without an envelope', json({ hello: 'world' })],
    ['a success whose data breaks the contract', json({ retcode: 0, data: { token: 'short' } })],
    ['retcode 0 on an HTTP error status', json({ retcode: 0, data: SESSION }, 500)],
    ['an empty body', new Response('', { status: 200 })],
  ])('turns %s into reason malformed', async (_, answer) => {
    const { api, failures } = setup([answer]);
    const result = await api.refreshToken({});
    expect(result).toMatchObject({ ok: false, retcode: 500000, reason: 'malformed' });
    expect(failures).toHaveLength(1);
  });

  it('reports an abort as reason aborted, without onFailure', async () => {
    const { api, failures } = setup(['hang']);
    const controller = new AbortController();
    const pending = api.getProfile({}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, retcode: 500000, reason: 'aborted' });
    expect(failures).toEqual([]);
  });
});

describe('apiBase', () => {
  it('is the page origin unless VITE_API_BASE is set (trailing slash ignored)', () => {
    vi.stubEnv('VITE_API_BASE', '');
    expect(apiBase()).toBe(window.location.origin);
    vi.stubEnv('VITE_API_BASE', 'https://api.example.com/');
    expect(apiBase()).toBe('https://api.example.com');
    vi.unstubAllEnvs();
  });
});
