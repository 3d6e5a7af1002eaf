/**
 * Referral and the slider captcha through the real server (issue 11 items 7 and 11): an invite
 * code per account and its texts per language, the capabilities' rules, setInviter's refusals
 * (second redeem, own code, no phone, unknown code, mutual redeem), the reward credited once
 * even when raced (balance and ledger), and the slider puzzle's single use, tolerance and drag
 * time. One server for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Platform,
  RETCODE,
  SANDBOX_PATHS,
  SLIDER_RULES,
  sliderVerifyParam,
} from '../../src/services/api/contract/index.ts';
import {
  call,
  loginWithEmail,
  loginWithPhone,
  requestJson,
  startTestServer,
  type TestServer,
  uniqueEmail,
  uniquePhone,
} from './helpers.ts';

const PLATFORM: Platform = 'wetalk';
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const as = (token: string, platform: Platform = PLATFORM) => ({ platform, token });

async function puzzle(platform: Platform = PLATFORM) {
  const answer = await call(t.url, 'getSliderCaptcha', {}, { platform });
  expect(answer.body.retcode).toBe(0);
  const data = answer.body.data!;
  const gap = await requestJson<never>(t.url, `${SANDBOX_PATHS.sliderCaptcha}/${data.captchaId}`);
  return { ...data, gapX: (gap.body as unknown as { gapX: number }).gapX };
}

/** A solved puzzle's param: the piece dropped `offBy` pixels from the gap after `dragMs`. */
async function solved(platform: Platform = PLATFORM, offBy = 0, dragMs = 900) {
  const { captchaId, gapX } = await puzzle(platform);
  return sliderVerifyParam({ captchaId, x: gapX + offBy, dragMs });
}

async function codeOf(token: string, platform: Platform = PLATFORM) {
  const answer = await call(t.url, 'getInviteCode', {}, as(token, platform));
  expect(answer.body.retcode).toBe(0);
  return answer.body.data!.inviteCode;
}

async function redeem(token: string, inviteCode: string, platform: Platform = PLATFORM) {
  return call(t.url, 'setInviter', { inviteCode, captchaVerifyParam: await solved(platform) }, as(token, platform));
}

async function balance(token: string) {
  return (await call(t.url, 'queryBalance', {}, as(token))).body.data!.balance;
}

describe('invite codes and texts', () => {
  it('gives each account one code, the same on every call, with texts per language', async () => {
    const token = await loginWithPhone(t.url, PLATFORM, uniquePhone());
    const code = await codeOf(token);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const en = await call(t.url, 'queryInviteInfo', {}, as(token));
    const zh = await call(t.url, 'queryInviteInfo', {}, { ...as(token), lang: 'zh_cn' });
    expect(en.body.data).toMatchObject({ inviteCode: code, reward: '0.2', invitedCount: 0 });
    expect(en.body.data!.earnTip).toHaveLength(3);
    expect(en.body.data!.inviteHint).toContain('$0.2');
    expect(zh.body.data!.inviteHint).toMatch(/邀请码/);
    const text = await call(t.url, 'getInviteCode', {}, { ...as(token), lang: 'zh_cn' });
    expect(text.body.data!.inviteText).toContain(code);
    expect(text.body.data!.inviteText).toContain('{link}');
  });
});

describe('setInviter', () => {
  it('credits 0.2 to the redeemer once, with a ledger row, and turns canSetInviter off', async () => {
    const inviter = await loginWithPhone(t.url, PLATFORM, uniquePhone());
    const invitee = await loginWithPhone(t.url, PLATFORM, uniquePhone());
    const before = await balance(invitee);
    const answer = await redeem(invitee, await codeOf(inviter));
    expect(answer.body).toMatchObject({ retcode: 0, data: { reward: '0.2' } });
    expect(Number(await balance(invitee)) - Number(before)).toBeCloseTo(0.2, 6);
    const info = await call(t.url, 'getAccountInfo', {}, as(invitee));
    expect(info.body.data).toMatchObject({ canInvite: true, canSetInviter: false });
    expect((await call(t.url, 'getInviter', {}, as(invitee))).body.data).toMatchObject({ canSetInviter: false });
    // The lookup answers for the caller only: another account's phone is not found.
    const info0 = (await call(t.url, 'getAccountInfo', {}, as(inviter))).body.data!;
    const mine = await call(t.url, 'getInviter', { phone: info0.accountInfo.phone }, as(inviter));
    expect(mine.body.data).toEqual({ canSetInviter: false, inviterCode: null });
    const theirs = await call(t.url, 'getInviter', { phone: info0.accountInfo.phone }, as(invitee));
    expect(theirs.body.retcode).toBe(RETCODE.NOT_FOUND);
    expect((await call(t.url, 'queryInviteInfo', {}, as(inviter))).body.data!.invitedCount).toBe(1);
    // The inviter has invited someone: it can no longer redeem (no mutual or looping redeems).
    const refreshed = await call(t.url, 'refreshToken', {}, as(inviter));
    expect(refreshed.body.data).toMatchObject({ canInvite: true, canSetInviter: false });
    const back = await redeem(inviter, await codeOf(invitee));
    expect(back.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);
  });

  it("refuses a second redeem, one's own code, an unknown code and another brand's code", async () => {
    const [a, b] = await Promise.all([1, 2].map(() => loginWithPhone(t.url, PLATFORM, uniquePhone())));
    const me = await loginWithPhone(t.url, PLATFORM, uniquePhone());
    expect((await redeem(me, await codeOf(me))).body).toMatchObject({ retcode: RETCODE.NOT_AUTHORIZED });
    expect((await redeem(me, 'ZZZZ2222')).body.retcode).toBe(RETCODE.NOT_FOUND);
    const otherBrand = await loginWithPhone(t.url, 'pingme', uniquePhone());
    expect((await redeem(me, await codeOf(otherBrand, 'pingme'))).body.retcode).toBe(RETCODE.NOT_FOUND);
    expect((await redeem(me, (await codeOf(a!)).toLowerCase())).body.retcode).toBe(0);
    const second = await redeem(me, await codeOf(b!));
    expect(second.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);
    expect(second.body.retmsg).toMatch(/already/);
  });

  it('refuses an account without a phone with 100025, before any reward', async () => {
    const inviter = await loginWithPhone(t.url, PLATFORM, uniquePhone());
    const noPhone = await loginWithEmail(t.url, PLATFORM, uniqueEmail());
    expect((await call(t.url, 'getAccountInfo', {}, as(noPhone))).body.data).toMatchObject({ canSetInviter: true });
    const answer = await redeem(noPhone, await codeOf(inviter));
    expect(answer.body.retcode).toBe(RETCODE.NEED_UPDATE_PHONE);
    expect(await balance(noPhone)).toBe('0.0000');
  });

  it('credits the reward exactly once when redeems race', async () => {
    const inviters = await Promise.all([1, 2, 3, 4].map(() => loginWithPhone(t.url, PLATFORM, uniquePhone())));
    const codes = await Promise.all(inviters.map((token) => codeOf(token)));
    const invitee = await loginWithPhone(t.url, PLATFORM, uniquePhone());
    const before = await balance(invitee);
    const params = await Promise.all(codes.map(() => solved()));
    const answers = await Promise.all(
      codes.map((inviteCode, i) =>
        call(t.url, 'setInviter', { inviteCode, captchaVerifyParam: params[i]! }, as(invitee)),
      ),
    );
    expect(answers.filter((answer) => answer.body.retcode === 0)).toHaveLength(1);
    expect(Number(await balance(invitee)) - Number(before)).toBeCloseTo(0.2, 6);
  });
});

describe('slider captcha', () => {
  it('draws two PNGs, the piece in a row inside the picture', async () => {
    const data = await puzzle();
    expect(data.image).toMatch(/^data:image\/png;base64,/);
    expect(data.piece).toMatch(/^data:image\/png;base64,/);
    expect(data).toMatchObject({ width: SLIDER_RULES.width, height: SLIDER_RULES.height });
    expect(data.pieceY + data.pieceSize).toBeLessThanOrEqual(data.height);
    expect(data.gapX).toBeGreaterThan(data.pieceSize);
  });

  it('fails with 100020 off the gap, too fast, reused or malformed; passes within the tolerance', async () => {
    const inviter = await loginWithPhone(t.url, PLATFORM, uniquePhone());
    const code = await codeOf(inviter);
    const me = await loginWithPhone(t.url, PLATFORM, uniquePhone());
    const attempt = (captchaVerifyParam: string) =>
      call(t.url, 'setInviter', { inviteCode: code, captchaVerifyParam }, as(me));

    const off = await solved(PLATFORM, SLIDER_RULES.tolerancePx + 2);
    expect((await attempt(off)).body.retcode).toBe(RETCODE.CAPTCHA_FAILED);
    const fast = await solved(PLATFORM, 0, SLIDER_RULES.minDragMs - 1);
    expect((await attempt(fast)).body.retcode).toBe(RETCODE.CAPTCHA_FAILED);
    expect((await attempt('not json')).body.retcode).toBe(RETCODE.CAPTCHA_FAILED);
    // Another brand's puzzle is not this request's.
    expect((await attempt(await solved('pingme'))).body.retcode).toBe(RETCODE.CAPTCHA_FAILED);

    const right = await solved(PLATFORM, -SLIDER_RULES.tolerancePx);
    const first = await attempt(right);
    expect(first.status).toBe(200);
    expect(first.body.retcode).toBe(0);
    // Spent: the same answer again fails the captcha before anything else is looked at.
    expect((await attempt(right)).body.retcode).toBe(RETCODE.CAPTCHA_FAILED);
  });
});
