/**
 * The developer API's pure rules (issue 13 tests: URL splitting and lower-casing, signature
 * computation), and the retry policy's waits and outcomes (docs/developer-api.md).
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALLBACK_RETRY, outcomeOf, retryDelayMs } from '../../../../server/domain/developerApi/dispatcher.ts';
import { createKeyBox, newApiKey, signCallback } from '../../../../server/domain/developerApi/keys.ts';
import { CallbackUrl, joinCallbackUrl, splitCallbackUrl } from '../../../../src/services/api/contract/developerApi.ts';

describe('callback URL (spec 2 §5)', () => {
  it.each([
    ['Example.COM/Hook', 'https://', { protocol: 'https://', rest: 'example.com/hook' }],
    ['HTTP://Example.com/x', 'https://', { protocol: 'http://', rest: 'example.com/x' }],
    ['  https://a.b/c  ', 'http://', { protocol: 'https://', rest: 'a.b/c' }],
    ['a.b', 'http://', { protocol: 'http://', rest: 'a.b' }],
  ] as const)('splits %j (selector %s)', (raw, selected, expected) => {
    expect(splitCallbackUrl(raw, selected)).toEqual(expected);
  });

  it('joins protocol and rest, lower-cased, a typed protocol winning', () => {
    expect(joinCallbackUrl('https://', 'Example.com/Hook')).toBe('https://example.com/hook');
    expect(joinCallbackUrl('https://', 'http://x.y')).toBe('http://x.y');
  });

  it('accepts http(s) without credentials only', () => {
    expect(CallbackUrl.parse('HTTPS://Example.com/H')).toBe('https://example.com/h');
    for (const bad of [
      'ftp://x.y',
      'javascript:alert(1)',
      'https://u:p@x.y/',
      'x.y/z',
      `https://x.y/${'a'.repeat(500)}`,
    ]) {
      expect(CallbackUrl.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('signatures and keys', () => {
  it('signs "<timestamp>.<body>" with HMAC-SHA256, hex', () => {
    const body = '{"app":"whatsapp"}';
    expect(signCallback('k', '1795500000', body)).toBe(
      createHmac('sha256', 'k').update(`1795500000.${body}`).digest('hex'),
    );
    expect(signCallback('other', '1795500000', body)).not.toBe(signCallback('k', '1795500000', body));
  });

  it('seals a key so only the same secret opens it', () => {
    const key = newApiKey();
    const sealed = createKeyBox('secret').seal(key);
    expect(sealed).not.toContain(key);
    expect(createKeyBox('secret').open(sealed)).toBe(key);
    expect(createKeyBox('another').open(sealed)).toBeNull();
    expect(createKeyBox('secret').open('not.a.key')).toBeNull();
  });
});

describe('retry policy', () => {
  it('doubles from 30 s up to the cap, within ±20 %', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(120_000);
    expect(retryDelayMs(20, () => 0.5)).toBe(CALLBACK_RETRY.capMs);
    expect(retryDelayMs(1, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, () => 1)).toBe(36_000);
  });

  it('retries network errors, timeouts and 5xx; not 4xx, 3xx or refused URLs', () => {
    expect(outcomeOf({ kind: 'answered', status: 204, body: '' }).state).toBe('delivered');
    expect(outcomeOf({ kind: 'answered', status: 503, body: 'busy' }).state).toBe('retry');
    expect(outcomeOf({ kind: 'unreachable', reason: 'timed out' }).state).toBe('retry');
    expect(outcomeOf({ kind: 'answered', status: 404, body: '' }).state).toBe('failed');
    expect(outcomeOf({ kind: 'answered', status: 302, body: '' }).state).toBe('failed');
    expect(outcomeOf({ kind: 'refused', reason: '10.0.0.1 is not allowed' }).state).toBe('failed');
  });
});
