/**
 * A code limit the owner survives (issue 23 item 4; server/domain/codeLimits.ts, codeGuesses.ts,
 * docs/security.md), with the production figures, through a proxy's X-Forwarded-For so each test
 * plays several addresses:
 * - a stranger's 10, and 100, wrong tries from one address, then the owner logs in from another
 *   address with a fresh code (after the image captcha the wrong tries call for);
 * - the bound, modelled: a try can only hit while it is compared, so the attacker is handed the
 *   RIGHT code at the first try past a budget — from the spent address, and from a fresh address
 *   once the account's budget is spent by many — and is refused; the last try inside the budget
 *   still works. At most 10 tries a day can hit: 10 in 10,000 (0.1 %), 5 (0.05 %) from one address;
 * - an IPv6 address counts as its /64 (a subscriber picks any address of it at will);
 * - `POST /sandbox/resetLimits` forgets the request counts and the wrong tries (codes already sent
 *   still work), and answers only the page's own origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guessAddress } from '../../server/domain/codeGuesses.ts';
import { CODE_LIMITS } from '../../server/domain/codeLimits.ts';
import { RETCODE, SANDBOX_PATHS } from '../../src/services/api/contract/index.ts';
import {
  type CallOptions,
  call,
  captchaAnswer,
  latestCode,
  requestJson,
  startTestServer,
  type TestServer,
  uniquePhone,
} from './helpers.ts';

const HOUR = 60 * 60 * 1000;
/** A 4-digit phone code: the space a guess is drawn from. */
const PHONE_CODES = 10 ** 4;

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ trustProxy: true });
});
afterAll(async () => {
  await t?.close();
});

let addressCounter = 0;
/** A caller on an address of its own. */
function newAddress(): CallOptions {
  addressCounter += 1;
  return { headers: { 'x-forwarded-for': `203.0.113.${addressCounter}` } };
}

/** A login code for `phone` asked from `as`, through the image captcha when the server asks for it. */
async function requestCode(phone: string, as: CallOptions): Promise<string> {
  const first = await call(t.url, 'preLogin', { telCode: '1', phone }, as);
  if (first.body.retcode === RETCODE.IMAGE_CAPTCHA_REQUIRED) {
    const drawn = await call(t.url, 'captcha', {}, as);
    const captchaId = drawn.body.data?.captchaId ?? '';
    const inputCaptcha = await captchaAnswer(t.url, captchaId);
    expect(
      (await call(t.url, 'confirmCaptcha', { captchaId, inputCaptcha, nextApi: 'preLogin' }, as)).body.retcode,
    ).toBe(0);
    expect((await call(t.url, 'preLogin', { telCode: '1', phone, captchaId }, as)).body.retcode).toBe(0);
  } else {
    expect(first.body.retcode).toBe(0);
  }
  return latestCode(t.url, `+1 ${phone}`);
}

async function tryCode(phone: string, code: string, as: CallOptions): Promise<number> {
  return (await call(t.url, 'login', { telCode: '1', phone, code }, as)).body.retcode;
}

const wrongFor = (code: string) => (code === '0000' ? '0001' : '0000');

/**
 * An attacker on one address: `tries` wrong tries, asking for a new code (with the captcha) when
 * the last one died, as long as its address is still heard. Answers every try's retcode.
 */
async function attackFromOneAddress(phone: string, tries: number, as: CallOptions): Promise<number[]> {
  let code = await requestCode(phone, as);
  const answers: number[] = [];
  let heard = 0;
  for (let i = 0; i < tries; i += 1) {
    const answer = await tryCode(phone, wrongFor(code), as);
    answers.push(answer);
    heard += 1;
    if (answer === RETCODE.MAX_ATTEMPTS && heard < CODE_LIMITS.wrongGuessesPerAddress)
      code = await requestCode(phone, as);
  }
  return answers;
}

describe("a stranger's wrong tries do not stop the owner", () => {
  for (const tries of [10, 100]) {
    it(`${tries} wrong tries from one address, then the owner logs in from another with a fresh code`, async () => {
      t.clock.advance(2 * HOUR);
      const phone = uniquePhone();
      const attacker = newAddress();
      const answers = await attackFromOneAddress(phone, tries, attacker);
      // 2 wrong, the 3rd kills the code and calls for the captcha; then a code dies at its first
      // wrong try; from the 6th on the address is not heard at all.
      expect(answers.slice(0, 5)).toEqual([
        RETCODE.WRONG_CODE,
        RETCODE.WRONG_CODE,
        RETCODE.MAX_ATTEMPTS,
        RETCODE.MAX_ATTEMPTS,
        RETCODE.MAX_ATTEMPTS,
      ]);
      expect(answers.slice(5).every((answer) => answer === RETCODE.MAX_ATTEMPTS)).toBe(true);

      const owner = newAddress();
      // The wrong tries call for the image captcha (100028), which the client shows; then the code comes.
      expect((await call(t.url, 'preLogin', { telCode: '1', phone }, owner)).body.retcode).toBe(
        RETCODE.IMAGE_CAPTCHA_REQUIRED,
      );
      const fresh = await requestCode(phone, owner);
      // Even the right code is refused from the spent address, and that refusal costs the owner nothing.
      expect(await tryCode(phone, fresh, attacker)).toBe(RETCODE.MAX_ATTEMPTS);
      expect(await tryCode(phone, fresh, owner)).toBe(0);
    });
  }

  it('the owner mistyping once under attack gets a new code (captcha) and still logs in', async () => {
    t.clock.advance(2 * HOUR);
    const phone = uniquePhone();
    await attackFromOneAddress(phone, 10, newAddress());
    const owner = newAddress();
    const first = await requestCode(phone, owner);
    expect(await tryCode(phone, wrongFor(first), owner)).toBe(RETCODE.MAX_ATTEMPTS);
    const second = await requestCode(phone, owner);
    expect(await tryCode(phone, second, owner)).toBe(0);
  });
});

describe('the guessing bound: no try past a budget is compared, so none can hit', () => {
  it('the figures: at most 10 hits a day on a 4-digit code (0.1 %), 5 from one address (0.05 %)', () => {
    expect(CODE_LIMITS.wrongGuessesPerDay / PHONE_CODES).toBeLessThanOrEqual(0.001);
    expect(CODE_LIMITS.wrongGuessesPerAddress / PHONE_CODES).toBeLessThanOrEqual(0.0005);
    expect(CODE_LIMITS.wrongGuessesPerAddress).toBeLessThan(CODE_LIMITS.wrongGuessesPerDay);
  });

  it('one address: its 5th try still works when right, its 6th is refused even when right', async () => {
    t.clock.advance(2 * HOUR);
    const lucky = uniquePhone();
    const attacker = newAddress();
    await attackFromOneAddress(lucky, CODE_LIMITS.wrongGuessesPerAddress - 1, attacker);
    expect(await tryCode(lucky, await requestCode(lucky, attacker), attacker)).toBe(0);

    const unlucky = uniquePhone();
    const other = newAddress();
    await attackFromOneAddress(unlucky, CODE_LIMITS.wrongGuessesPerAddress, other);
    expect(await tryCode(unlucky, await requestCode(unlucky, other), other)).toBe(RETCODE.MAX_ATTEMPTS);
  });

  it('many addresses: the 10th try of the day still works when right, the 11th is refused even when right', async () => {
    t.clock.advance(2 * HOUR);
    // One wrong try from each of many addresses: each on a fresh code, the cheapest spread.
    const spread = async (phone: string, count: number) => {
      for (let i = 0; i < count; i += 1) {
        const as = newAddress();
        const code = await requestCode(phone, as);
        expect(await tryCode(phone, wrongFor(code), as)).not.toBe(0);
      }
    };
    const lucky = uniquePhone();
    await spread(lucky, CODE_LIMITS.wrongGuessesPerDay - 1);
    const tenth = newAddress();
    expect(await tryCode(lucky, await requestCode(lucky, tenth), tenth)).toBe(0);

    // The hourly request limit holds too: the next phone's spread moves on an hour halfway.
    const unlucky = uniquePhone();
    await spread(unlucky, CODE_LIMITS.perDestination.hard - 1);
    t.clock.advance(HOUR + 60_000);
    await spread(unlucky, CODE_LIMITS.wrongGuessesPerDay - (CODE_LIMITS.perDestination.hard - 1));
    const eleventh = newAddress();
    const right = await requestCode(unlucky, eleventh);
    expect(await tryCode(unlucky, right, eleventh)).toBe(RETCODE.MAX_ATTEMPTS);

    // The price (docs/security.md): a day later the account takes codes again.
    t.clock.advance(24 * HOUR);
    const owner = newAddress();
    expect(await tryCode(unlucky, await requestCode(unlucky, owner), owner)).toBe(0);
  });
});

describe('the guessing address', () => {
  it('is an IPv4 address as it is, and an IPv6 address its /64', () => {
    expect(guessAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(guessAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(guessAddress('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(guessAddress('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(guessAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(guessAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(guessAddress('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('one /64 is one address: its tries from many of its addresses are capped together', async () => {
    t.clock.advance(2 * HOUR);
    const phone = uniquePhone();
    let host = 0;
    const inPrefix = (prefix: string): CallOptions => {
      host += 1;
      return { headers: { 'x-forwarded-for': `${prefix}::${host.toString(16)}` } };
    };
    for (let i = 0; i < CODE_LIMITS.wrongGuessesPerAddress; i += 1) {
      const as = inPrefix('2001:db8:0:1');
      expect(await tryCode(phone, wrongFor(await requestCode(phone, as)), as)).not.toBe(0);
    }
    const samePrefix = inPrefix('2001:db8:0:1');
    const right = await requestCode(phone, samePrefix);
    expect(await tryCode(phone, right, samePrefix)).toBe(RETCODE.MAX_ATTEMPTS);
    expect(await tryCode(phone, right, inPrefix('2001:db8:0:2'))).toBe(0);
  });
});

describe('POST /sandbox/resetLimits', () => {
  it('forgets the wrong tries and the request counts; a code sent before still works', async () => {
    t.clock.advance(2 * HOUR);
    const phone = uniquePhone();
    const attacker = newAddress();
    await attackFromOneAddress(phone, CODE_LIMITS.wrongGuessesPerAddress, attacker);
    // The attacker asked for 3 codes; more, up to the destination's hourly hard limit.
    const owner = newAddress();
    for (let i = 3; i < CODE_LIMITS.perDestination.hard; i += 1) await requestCode(phone, newAddress());
    expect((await call(t.url, 'preLogin', { telCode: '1', phone }, owner)).body.retcode).toBe(RETCODE.TOO_FREQUENT);
    const sentBefore = await latestCode(t.url, `+1 ${phone}`);

    const reset = await requestJson(t.url, SANDBOX_PATHS.resetLimits, { method: 'POST' });
    expect(reset).toMatchObject({ status: 200, body: { retcode: 0, data: { reset: true } } });

    // The spent address is heard again, the code sent before still works, and a code is sent
    // without a captcha.
    expect(await tryCode(phone, wrongFor(sentBefore), attacker)).toBe(RETCODE.WRONG_CODE);
    expect(await tryCode(phone, sentBefore, attacker)).toBe(0);
    expect((await call(t.url, 'preLogin', { telCode: '1', phone }, owner)).body.retcode).toBe(0);
  });

  it("answers only the page's own origin, like the other sandbox controls", async () => {
    const foreign = await requestJson(t.url, SANDBOX_PATHS.resetLimits, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.retcode).not.toBe(0);
  });
});
