import { describe, expect, it, vi } from 'vitest';
import { loadCountryList, pickerLabel } from '../../../src/services/countries/index.ts';

const US = { countrycode: 'US', telcode: '1', countryname: 'United States', flag: '/flags/us.svg' };

function fetchAnswering(response: Response | Error) {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, urls };
}

describe('loadCountryList', () => {
  it.each([
    ['en', 'https://api.example.com/data/countryList_EN.json'],
    ['zh-CN', 'https://api.example.com/data/countryList_CN_sort.json'],
  ] as const)('%s loads %s', async (locale, url) => {
    const { fetch, urls } = fetchAnswering(new Response(JSON.stringify([US])));
    expect(await loadCountryList(locale, { base: 'https://api.example.com', fetch })).toEqual({ ok: true, data: [US] });
    expect(urls).toEqual([url]);
  });

  it('returns failures as values', async () => {
    const missing = fetchAnswering(new Response('not found', { status: 404 }));
    expect(await loadCountryList('en', { base: 'http://x', fetch: missing.fetch })).toMatchObject({
      ok: false,
      httpStatus: 404,
    });
    const offline = fetchAnswering(new TypeError('Failed to fetch'));
    expect(await loadCountryList('en', { base: 'http://x', fetch: offline.fetch })).toMatchObject({
      ok: false,
      reason: 'network',
    });
    const wrongShape = fetchAnswering(new Response(JSON.stringify({ list: [US] })));
    expect(await loadCountryList('en', { base: 'http://x', fetch: wrongShape.fetch })).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('pickerLabel (spec 1 §3)', () => {
  it('prefixes the name with +telcode', () => {
    expect(pickerLabel(US)).toBe('+1 United States');
    expect(pickerLabel({ telcode: '86', countryname: '中国' })).toBe('+86 中国');
  });
});
