/** Account data, the verification modal's calls (adding a phone or e-mail) and the banner config. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, PLATFORMS, type Platform, RETCODE } from '../../src/services/api/contract/index.ts';
import {
  call,
  latestCode,
  loginWithEmail,
  loginWithPhone,
  request,
  solvedCaptcha,
  startTestServer,
  type TestServer,
  uniqueEmail,
  uniquePhone,
} from './helpers.ts';

const MINUTE = 60_000;
const DEMO = DEMO_ACCOUNTS[0];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('account data', () => {
  it.each(PLATFORMS)('the demo account of %s has a balance of 25.0000 and a verified profile', async (platform) => {
    const token = await loginWithPhone(t.url, platform, DEMO.phone, DEMO.telCode);
    const info = await call(t.url, 'getAccountInfo', {}, { platform, token });
    expect(info.body.data).toMatchObject({
      accountInfo: { telCode: '1', phone: '2025550100', email: '' },
      webchatId: '2025550100',
      balance: '25.0000',
      needSetPhone: false,
    });
    expect((await call(t.url, 'queryBalance', {}, { platform, token })).body.data).toEqual({ balance: '25.0000' });
    const profile = await call(t.url, 'getProfile', {}, { platform, token });
    expect(profile.body.data).toMatchObject({
      profileStatus: 2,
      profileStatus4Phone: 2,
      useCaseStatus: -1,
      needSetPhone: false,
    });
  });

  it('a new account has profile status 0, the use-case section to answer and an empty, editable profile', async () => {
    const token = await loginWithEmail(t.url, 'pingme', uniqueEmail());
    const profile = await call(t.url, 'getProfile', {}, { token });
    expect(profile.body.data).toMatchObject({
      profileStatus: 0,
      profileStatus4Phone: 0,
      useCaseStatus: 0,
      needSetPhone: true,
      profile: { firstName: '', lastName: '', canEdit: true, canEditDate: '' },
    });
  });
});

describe('adding a phone (getVerifyCode → validateCode → setPhoneForAccount)', () => {
  it('saves a phone validated by this account and clears needSetPhone', async () => {
    const token = await loginWithEmail(t.url, 'pingme', uniqueEmail());
    const phone = uniquePhone();
    const requested = await call(t.url, 'getVerifyCode', { telcode: '1', phone }, { token });
    expect(requested.body.retcode).toBe(0);
    const verifyid = requested.body.data!.verifyid;
    const code = await latestCode(t.url, `+1 ${phone}`);
    expect(code).toMatch(/^\d{4}$/);

    const wrong = await call(
      t.url,
      'validateCode',
      { verifyid, activationcode: code === '0000' ? '1111' : '0000' },
      { token },
    );
    expect(wrong.body.retcode).toBe(RETCODE.WRONG_CODE);
    expect((await call(t.url, 'validateCode', { verifyid, activationcode: code }, { token })).body.retcode).toBe(0);

    // Only for exactly the validated number.
    const otherNumber = await call(
      t.url,
      'setPhoneForAccount',
      { telcode: '1', phone: uniquePhone(), verifyid },
      { token },
    );
    expect(otherNumber.body.retcode).toBe(RETCODE.VERIFICATION_FAILED);

    const saved = await call(t.url, 'setPhoneForAccount', { telcode: '1', phone, verifyid }, { token });
    expect(saved.body).toEqual({ retcode: 0, retmsg: 'success', data: {} });
    const info = await call(t.url, 'getAccountInfo', {}, { token });
    expect(info.body.data).toMatchObject({ accountInfo: { telCode: '1', phone }, needSetPhone: false });

    // A verifyid is spent once.
    expect((await call(t.url, 'updatePhone', { telcode: '1', phone, verifyid }, { token })).body.retcode).toBe(
      RETCODE.VERIFICATION_FAILED,
    );
  });

  it('refuses a verifyid that was not validated, or that belongs to another account', async () => {
    const owner = await loginWithEmail(t.url, 'pingme', uniqueEmail());
    const intruder = await loginWithEmail(t.url, 'pingme', uniqueEmail());
    const phone = uniquePhone();
    const { verifyid } = (await call(t.url, 'getVerifyCode', { telcode: '1', phone }, { token: owner })).body.data!;
    const notValidated = await call(t.url, 'setPhoneForAccount', { telcode: '1', phone, verifyid }, { token: owner });
    expect(notValidated.body.retcode).toBe(RETCODE.VERIFICATION_FAILED);

    const code = await latestCode(t.url, `+1 ${phone}`);
    const foreignValidate = await call(t.url, 'validateCode', { verifyid, activationcode: code }, { token: intruder });
    expect(foreignValidate.body.retcode).toBe(RETCODE.CODE_EXPIRED);
    expect((await call(t.url, 'validateCode', { verifyid, activationcode: code }, { token: owner })).body.retcode).toBe(
      0,
    );
    const foreignSave = await call(t.url, 'setPhoneForAccount', { telcode: '1', phone, verifyid }, { token: intruder });
    expect(foreignSave.body.retcode).toBe(RETCODE.VERIFICATION_FAILED);
  });

  it('refuses a validated verifyid that has gone stale', async () => {
    const token = await loginWithEmail(t.url, 'pingme', uniqueEmail());
    const phone = uniquePhone();
    const { verifyid } = (await call(t.url, 'getVerifyCode', { telcode: '1', phone }, { token })).body.data!;
    const code = await latestCode(t.url, `+1 ${phone}`);
    await call(t.url, 'validateCode', { verifyid, activationcode: code }, { token });
    t.clock.advance(31 * MINUTE);
    expect((await call(t.url, 'updatePhone', { telcode: '1', phone, verifyid }, { token })).body.retcode).toBe(
      RETCODE.VERIFICATION_FAILED,
    );
  });

  it('refuses a phone used by another account of the brand with 100018 at the save only, but not one used on another brand', async () => {
    const takenPhone = uniquePhone();
    await loginWithPhone(t.url, 'wetalk', takenPhone);
    const token = await loginWithEmail(t.url, 'wetalk', uniqueEmail());
    // No enumeration: the code request answers as for any phone, and the code goes out.
    const taken = await call(
      t.url,
      'getVerifyCode',
      { telcode: '1', phone: takenPhone },
      { platform: 'wetalk', token },
    );
    expect(taken.body.retcode).toBe(0);
    const verifyid = taken.body.data?.verifyid ?? '';
    const code = await latestCode(t.url, `+1 ${takenPhone}`);
    const validated = await call(
      t.url,
      'validateCode',
      { verifyid, activationcode: code },
      { platform: 'wetalk', token },
    );
    expect(validated.body.retcode).toBe(0);
    // Whoever holds the phone learns it is taken when saving it.
    const saved = await call(
      t.url,
      'setPhoneForAccount',
      { telcode: '1', phone: takenPhone, verifyid },
      { platform: 'wetalk', token },
    );
    expect(saved.body.retcode).toBe(RETCODE.CONTACT_TAKEN);

    const elsewhere = await loginWithEmail(t.url, 'wephone', uniqueEmail());
    const free = await call(
      t.url,
      'getVerifyCode',
      { telcode: '1', phone: takenPhone },
      { platform: 'wephone', token: elsewhere },
    );
    expect(free.body.retcode).toBe(0);
  });

  it('answers 100018 when the phone was taken between validation and saving', async () => {
    const token = await loginWithEmail(t.url, 'wetalk', uniqueEmail());
    const phone = uniquePhone();
    const { verifyid } = (await call(t.url, 'getVerifyCode', { telcode: '1', phone }, { platform: 'wetalk', token }))
      .body.data!;
    const code = await latestCode(t.url, `+1 ${phone}`);
    await call(t.url, 'validateCode', { verifyid, activationcode: code }, { platform: 'wetalk', token });
    await loginWithPhone(t.url, 'wetalk', phone);
    const saved = await call(
      t.url,
      'setPhoneForAccount',
      { telcode: '1', phone, verifyid },
      { platform: 'wetalk', token },
    );
    expect(saved.body.retcode).toBe(RETCODE.CONTACT_TAKEN);
  });

  it('limits code requests (100028) and accepts a getVerifyCode captcha pass', async () => {
    const token = await loginWithEmail(t.url, 'pingme', uniqueEmail());
    const phone = uniquePhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await call(t.url, 'getVerifyCode', { telcode: '1', phone }, { token })).body.retcode).toBe(0);
    }
    expect((await call(t.url, 'getVerifyCode', { telcode: '1', phone }, { token })).body.retcode).toBe(
      RETCODE.IMAGE_CAPTCHA_REQUIRED,
    );
    const captcha = await solvedCaptcha(t.url);
    await call(t.url, 'confirmCaptcha', {
      captchaId: captcha.captchaId,
      inputCaptcha: captcha.text,
      nextApi: 'getVerifyCode',
    });
    const passed = await call(t.url, 'getVerifyCode', { telcode: '1', phone, captchaId: captcha.captchaId }, { token });
    expect(passed.body.retcode).toBe(0);
  });
});

describe('adding an e-mail (requestToVerifyEmail → validateCodeForEmail → setEmailForAccount / updateEmail)', () => {
  it('saves a validated e-mail, then replaces it', async () => {
    const token = await loginWithPhone(t.url, 'wephone', uniquePhone());
    const first = uniqueEmail();
    await addEmail(token, 'wephone', first, 'setEmailForAccount');
    expect((await call(t.url, 'getAccountInfo', {}, { platform: 'wephone', token })).body.data?.accountInfo.email).toBe(
      first,
    );

    const second = uniqueEmail();
    await addEmail(token, 'wephone', second, 'updateEmail');
    const info = await call(t.url, 'getAccountInfo', {}, { platform: 'wephone', token });
    expect(info.body.data?.accountInfo.email).toBe(second);
    // The phone stays the account's identity.
    expect(info.body.data?.webchatId).toBe(info.body.data?.accountInfo.phone);
  });

  it('needs a right captcha (100020) and a right 6-digit code', async () => {
    const token = await loginWithPhone(t.url, 'wephone', uniquePhone());
    const email = uniqueEmail();
    const captcha = await solvedCaptcha(t.url, 'wephone');
    const wrongCaptcha = await call(
      t.url,
      'requestToVerifyEmail',
      { email, captchaId: captcha.captchaId, inputCaptcha: 'zzzz' },
      { platform: 'wephone', token },
    );
    expect(wrongCaptcha.body.retcode).toBe(RETCODE.CAPTCHA_FAILED);

    const next = await solvedCaptcha(t.url, 'wephone');
    const requested = await call(
      t.url,
      'requestToVerifyEmail',
      { email, captchaId: next.captchaId, inputCaptcha: next.text },
      { platform: 'wephone', token },
    );
    const verifyid = requested.body.data!.verifyid;
    const code = await latestCode(t.url, email);
    expect(code).toMatch(/^\d{6}$/);
    // A phone code check does not validate an e-mail verifyid.
    expect(
      (
        await call(
          t.url,
          'validateCode',
          { verifyid, activationcode: code.slice(0, 4) },
          { platform: 'wephone', token },
        )
      ).body.retcode,
    ).toBe(RETCODE.CODE_EXPIRED);
    const wrong = await call(
      t.url,
      'validateCodeForEmail',
      { verifyid, activationcode: code === '000000' ? '111111' : '000000' },
      { platform: 'wephone', token },
    );
    expect(wrong.body.retcode).toBe(RETCODE.WRONG_CODE);
  });

  it('refuses an e-mail used by another account of the brand with 100018 at the save only', async () => {
    const email = uniqueEmail();
    await loginWithEmail(t.url, 'wephone', email);
    const token = await loginWithPhone(t.url, 'wephone', uniquePhone());
    const captcha = await solvedCaptcha(t.url, 'wephone');
    const answer = await call(
      t.url,
      'requestToVerifyEmail',
      { email, captchaId: captcha.captchaId, inputCaptcha: captcha.text },
      { platform: 'wephone', token },
    );
    expect(answer.body.retcode).toBe(0);
    const verifyid = answer.body.data?.verifyid ?? '';
    const code = await latestCode(t.url, email);
    const validated = await call(
      t.url,
      'validateCodeForEmail',
      { verifyid, activationcode: code },
      { platform: 'wephone', token },
    );
    expect(validated.body.retcode).toBe(0);
    const saved = await call(t.url, 'setEmailForAccount', { email, verifyid }, { platform: 'wephone', token });
    expect(saved.body.retcode).toBe(RETCODE.CONTACT_TAKEN);
  });
});

describe('banner ads (spec 1 §2)', () => {
  const expected: Record<Platform, string | null> = {
    pingme: 'numbers',
    wephone: 'appDownload',
    wetalk: 'numbers',
    wetalkpro: null,
    jiema: null,
    cloudnumber: null,
  };

  const SCREEN_BANNER_LINKS: Partial<Record<string, [string, string]>> = {
    pingme: ['https://www.pingme.tel/verification-codes', 'https://www.pingme.tel/zh/verification-codes'],
    wetalk: ['https://www.wetalkapp.com/virtual-number', 'https://www.wetalkapp.com/zh/virtual-number'],
  };

  it.each(
    PLATFORMS,
  )('getAdConfig of %s follows the brand rules, with the picture of each language and its pay-back address', async (platform) => {
    for (const lang of ['en', 'zh_cn'] as const) {
      const answer = await call(t.url, 'getAdConfig', {}, { platform, lang });
      const target = expected[platform];
      const images = { en: `/data/banners/${platform}-en.svg`, zh_cn: `/data/banners/${platform}-zh.svg` };
      // spec 3 §3 bannerAds…: the screen banners (pingme's New Code, wetalk's New Number), '' elsewhere.
      const links = SCREEN_BANNER_LINKS[platform];
      expect(answer.body.data).toEqual({
        banners: target ? [{ images, target }] : [],
        bannerAdsPictureUrl: links ? images.en : '',
        bannerAdsPictureUrlCn: links ? images.zh_cn : '',
        bannerAdsRedirectUrl: links?.[0] ?? '',
        bannerAdsRedirectUrlCn: links?.[1] ?? '',
        // spec 3 §3 Other web payBackUrl, spec 2 §9 "return URLs differ per brand": this server's
        // own 'payment complete' page of the brand, a path like the pictures, the same in both
        // languages (the client adds China's country code in Chinese).
        payBackUrl: `/payPages/complete?platform=${platform}`,
      });
    }
  });

  it('serves each banner as an SVG with the brand name and a line in its language', async () => {
    const english = await request(t.url, '/data/banners/pingme-en.svg');
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toContain('image/svg+xml');
    expect(english.text).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(english.text).toContain('PingMe');
    const chinese = await request(t.url, '/data/banners/wephone-zh.svg');
    expect(chinese.text).toContain('WePhone');
    expect(chinese.text).toMatch(/[\u4e00-\u9fff]/);
    expect((await request(t.url, '/data/banners/jiema-zh.svg')).status).toBe(404);
    expect((await request(t.url, '/data/banners/nokia-en.svg')).status).toBe(404);
  });
});

async function addEmail(
  token: string,
  platform: Platform,
  email: string,
  save: 'setEmailForAccount' | 'updateEmail',
): Promise<void> {
  const captcha = await solvedCaptcha(t.url, platform);
  const requested = await call(
    t.url,
    'requestToVerifyEmail',
    { email, captchaId: captcha.captchaId, inputCaptcha: captcha.text },
    { platform, token },
  );
  expect(requested.body.retcode).toBe(0);
  const verifyid = requested.body.data!.verifyid;
  const code = await latestCode(t.url, email);
  expect(
    (await call(t.url, 'validateCodeForEmail', { verifyid, activationcode: code }, { platform, token })).body.retcode,
  ).toBe(0);
  expect((await call(t.url, save, { email, verifyid }, { platform, token })).body.retcode).toBe(0);
}
