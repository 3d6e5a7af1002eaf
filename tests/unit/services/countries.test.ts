import { describe, expect, it, vi } from 'vitest';
import {
  loadCountryList,
  mainCountryOf,
  pickerLabel,
  shownCountry,
  suggestedRegion,
  suggestTelCode,
} from '../../../src/services/countries/index.ts';

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

describe('shared calling codes (issue 8: +1 United States showed as +1 American Samoa)', () => {
  const AS = { countrycode: 'AS', telcode: '1', countryname: 'American Samoa', flag: '/flags/as.svg', main: false };
  const CA = { countrycode: 'CA', telcode: '1', countryname: 'Canada', flag: '/flags/ca.svg', main: false };
  const MAIN_US = { ...US, main: true };
  const list = [AS, CA, MAIN_US];

  it('a bare code stands for its main country, else the first listed', () => {
    expect(mainCountryOf('1', list)).toBe(MAIN_US);
    expect(mainCountryOf('1', [AS, CA])).toBe(AS);
    expect(mainCountryOf('999', list)).toBeUndefined();
  });

  it('a country the person picked stays shown while the code is its own', () => {
    expect(shownCountry('1', 'CA', list)).toBe(CA);
    expect(shownCountry('1', null, list)).toBe(MAIN_US);
    // Another code typed since: the pick no longer applies.
    expect(shownCountry('1', 'CN', [...list, { ...US, countrycode: 'CN', telcode: '86' }])).toBe(MAIN_US);
  });
});

describe('suggestTelCode (issue 8: the login form starts with a real country code)', () => {
  const GB = { countrycode: 'GB', telcode: '44', countryname: 'United Kingdom', flag: '/flags/gb.svg' };
  const never = () => new Promise<never>(() => {});

  it.each([
    ['pingme', ['en-US'], '1'],
    ['pingme', ['en'], '1'],
    ['wephone', ['zh-CN', 'en'], '86'],
    ['wephone', ['zh'], '86'],
    ['jiema', ['en-US'], '86'],
    ['cloudnumber', ['en-GB'], '86'],
    ['pingme', ['en-GB'], '44'],
    ['pingme', [], '1'],
    ['pingme', ['not a tag!'], '1'],
  ] as const)('%s with %j suggests +%s', async (platform, languages, telCode) => {
    expect(await suggestTelCode(platform, languages, async () => [US, GB])).toBe(telCode);
  });

  it('takes +1 when the list cannot be had in time', async () => {
    vi.useFakeTimers();
    try {
      const suggestion = suggestTelCode('pingme', ['en-GB'], never);
      await vi.advanceTimersByTimeAsync(2000);
      expect(await suggestion).toBe('1');
    } finally {
      vi.useRealTimers();
    }
    expect(await suggestTelCode('pingme', ['de-DE'], async () => Promise.reject(new Error('offline')))).toBe('1');
  });

  it('reads the region of the browser language, or the brand’s for Chinese-only brands', () => {
    expect(suggestedRegion('pingme', ['de'])).toBe('DE');
    expect(suggestedRegion('jiema', ['en-US'])).toBe('CN');
    expect(suggestedRegion('pingme', [])).toBeNull();
  });
});
