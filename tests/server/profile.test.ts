/**
 * Profile and identity proof on the server (issue 11 item 10): the rules of spec 2 §5 refused with
 * their messages in both languages, the status machine of spec 2 §4 driven by the sandbox reviewer,
 * the gate (100023) lifted only by a verified profile, and the private KYC images — png/jpeg by
 * content, ≤ 5 MB, served only to their owner.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type KycInfo,
  type Platform,
  RETCODE,
  SANDBOX_PATHS,
  type SandboxReviewRequest,
  type UpdateProfileRequest,
} from '../../src/services/api/contract/index.ts';
import { KYC_LIMITS } from '../../src/services/api/contract/profileRules.ts';
import {
  call,
  loginWithPhone,
  request,
  requestJson,
  startTestServer,
  type TestServer,
  uniquePhone,
} from './helpers.ts';

const MEDIA = new URL('../fixtures/media/', import.meta.url);
const JPEG = readFileSync(new URL('photo.jpg', MEDIA));
const PNG = readFileSync(new URL('small.png', MEDIA));
const GIF = readFileSync(new URL('animated.gif', MEDIA));

const FILLED: UpdateProfileRequest = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 St James Square',
  city: 'London',
  province: 'Greater London',
  country: 'United Kingdom',
  regionCode: 'GB',
  postalCode: 'SW1Y 4JH',
  feature: JSON.stringify({ value: 'sms' }),
  userCase: JSON.stringify([{ value: 'personal' }, { value: 'other', text: '  family abroad  ' }]),
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function newAccount(platform: Platform = 'pingme') {
  const phone = uniquePhone();
  const token = await loginWithPhone(t.url, platform, phone);
  return { phone, token, platform };
}

async function review(
  platform: Platform,
  phone: string,
  decision: Omit<SandboxReviewRequest, 'platform' | 'telCode' | 'phone'>,
) {
  const answer = await requestJson(t.url, SANDBOX_PATHS.review, {
    json: { platform, telCode: '1', phone, ...decision },
  });
  expect(answer.status).toBe(200);
  return answer;
}

function upload(token: string, parts: Record<string, Blob | string>, platform: Platform = 'pingme') {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, `${name}.bin`);
  }
  form.append('platform', platform);
  return fetch(new URL(`/web/updateKYCInfo?platform=${platform}&languagecode=en`, t.url), {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { retcode: number; retmsg: string; data?: KycInfo },
  }));
}

function image(bytes: Buffer, type: string): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

describe('profile rules and review', () => {
  it('refuses every blank field with its message, in English and Chinese, and the use cases when shown', async () => {
    const { token } = await newAccount();
    const blank = { ...FILLED, firstName: ' ', address: '', city: 'x'.repeat(21), feature: undefined, userCase: '[]' };
    const en = await call(t.url, 'updateProfile', blank, { token });
    expect(en.status).toBe(400);
    expect(en.body.retcode).toBe(RETCODE.BAD_REQUEST);
    expect(en.body.retmsg).toBe('Please enter your first name');
    expect(en.body.data).toEqual([
      { field: 'firstName', key: 'profile.rule.firstName' },
      { field: 'address', key: 'profile.rule.address' },
      { field: 'city', key: 'profile.rule.cityLong' },
      { field: 'feature', key: 'profile.rule.feature' },
      { field: 'userCase', key: 'profile.rule.userCase' },
    ]);
    const zh = await call(t.url, 'updateProfile', { ...FILLED, address: ' ' }, { token, lang: 'zh_cn' });
    expect(zh.body.retmsg).toBe('请确保您填写的地址真实准确');
    const other = await call(
      t.url,
      'updateProfile',
      { ...FILLED, userCase: JSON.stringify([{ value: 'other', text: ' ' }]) },
      { token },
    );
    expect(other.body.data).toEqual([{ field: 'otherText', key: 'profile.rule.otherText' }]);
  });

  it('walks a new account through submission and review to a verified profile', async () => {
    const { token, phone } = await newAccount();
    const before = await call(t.url, 'getProfile', {}, { token });
    expect(before.body.data).toMatchObject({ profileStatus: 0, useCaseStatus: 0 });
    expect(before.body.data?.profile.featureOptions.map((o) => o.value)).toEqual(['sms', 'calls', 'codes']);
    expect(before.body.data?.profile.userCaseOptions[0]).toMatchObject({
      en: expect.any(String),
      zh_cn: expect.any(String),
    });

    const submitted = await call(t.url, 'updateProfile', FILLED, { token });
    expect(submitted.body.data).toEqual({ profileStatus: 1, useCaseStatus: 1 });
    const read = await call(t.url, 'getProfile', {}, { token });
    expect(read.body.data?.profile).toMatchObject({ firstName: 'Ada', regionCode: 'GB', canEdit: true });
    expect(read.body.data?.profile.userCaseOptions.find((o) => o.value === 'other')).toMatchObject({
      selected: true,
      text: 'family abroad',
    });

    await review('pingme', phone, { profileStatus: 2 });
    expect((await call(t.url, 'getProfile', {}, { token })).body.data).toMatchObject({
      profileStatus: 2,
      useCaseStatus: 1,
    });
    await review('pingme', phone, { useCaseStatus: 2 });
    const verified = await call(t.url, 'getProfile', {}, { token });
    expect(verified.body.data).toMatchObject({ profileStatus: 2, useCaseStatus: 2 });

    // Nothing changed on a verified profile: it stays verified ('done').
    expect((await call(t.url, 'updateProfile', FILLED, { token })).body.data).toEqual({
      profileStatus: 2,
      useCaseStatus: 2,
    });
    // A changed address goes back to review; the use case stays verified.
    const moved = await call(t.url, 'updateProfile', { ...FILLED, city: 'Bath' }, { token });
    expect(moved.body.data).toEqual({ profileStatus: 1, useCaseStatus: 2 });
  });

  it('101 waits for canEditDate (UTC), 102 is locked, and use cases are not read at 101/102', async () => {
    const { token, phone } = await newAccount('wephone');
    await call(t.url, 'updateProfile', FILLED, { token, platform: 'wephone' });
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const refused = await review('wephone', phone, { profileStatus: 101, useCaseStatus: 101, canEditDate: later });
    expect(refused.body).toMatchObject({
      data: { profile: { profileStatus: 101, profile: { canEdit: false, canEditDate: later } } },
    });
    const early = await call(t.url, 'updateProfile', FILLED, { token, platform: 'wephone' });
    expect(early.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);
    expect(early.body.retmsg).toContain('(UTC)');

    t.clock.advance(3_600_001);
    // No use-case answers needed at 101: they are neither required nor read.
    const resubmitted = await call(
      t.url,
      'updateProfile',
      { ...FILLED, feature: undefined, userCase: undefined },
      { token, platform: 'wephone' },
    );
    expect(resubmitted.body.data).toEqual({ profileStatus: 1, useCaseStatus: 101 });

    await review('wephone', phone, { profileStatus: 102 });
    const locked = await call(t.url, 'updateProfile', FILLED, { token, platform: 'wephone' });
    expect(locked.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);
    expect((await call(t.url, 'getProfile', {}, { token, platform: 'wephone' })).body.data?.profile.canEdit).toBe(
      false,
    );
  });

  it('expireDate and the VIP status (wetalk only): none, active until the date, then expired', async () => {
    const wetalk = await newAccount('wetalk');
    const none = await call(t.url, 'getProfile', {}, { token: wetalk.token, platform: 'wetalk' });
    expect(none.body.data?.profile).toMatchObject({ expireDate: '', vipStatus: 0 });

    const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await review('wetalk', wetalk.phone, { vipExpireDate: future });
    const active = await call(t.url, 'getProfile', {}, { token: wetalk.token, platform: 'wetalk' });
    expect(active.body.data?.profile).toMatchObject({ expireDate: future, vipStatus: 1 });

    const past = new Date(Date.now() - 30 * 86_400_000).toISOString();
    await review('wetalk', wetalk.phone, { vipExpireDate: past });
    const expired = await call(t.url, 'getProfile', {}, { token: wetalk.token, platform: 'wetalk' });
    expect(expired.body.data?.profile).toMatchObject({ expireDate: past, vipStatus: 2 });

    // Other brands carry expireDate but no VIP status.
    const pingme = await newAccount('pingme');
    await review('pingme', pingme.phone, { vipExpireDate: future });
    const plain = await call(t.url, 'getProfile', {}, { token: pingme.token });
    expect(plain.body.data?.profile.expireDate).toBe(future);
    expect(plain.body.data?.profile).not.toHaveProperty('vipStatus');
  });

  it('the reviewer refuses an unknown account and an empty decision', async () => {
    const unknown = await requestJson(t.url, SANDBOX_PATHS.review, {
      json: { platform: 'pingme', telCode: '1', phone: uniquePhone(), profileStatus: 2 },
    });
    expect(unknown.status).toBe(404);
    const { phone } = await newAccount();
    const empty = await requestJson(t.url, SANDBOX_PATHS.review, { json: { platform: 'pingme', telCode: '1', phone } });
    expect(empty.status).toBe(400);
    // A use-case status outside spec 2 §4's values is bad input, answered as such.
    for (const useCaseStatus of [3, '2', null]) {
      const bad = await requestJson(t.url, SANDBOX_PATHS.review, {
        json: { platform: 'pingme', telCode: '1', phone, useCaseStatus },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ retcode: RETCODE.BAD_REQUEST, retmsg: expect.any(String) });
    }
  });
});

describe('identity proof (KYC)', () => {
  it('takes png/jpeg by content, not by name or declared type, ≤ 5 MB, both sections, then reviews', async () => {
    const { token, phone } = await newAccount();
    expect((await call(t.url, 'getKYCInfo', {}, { token })).body.data).toMatchObject({ status: -1, canEdit: true });

    const disguised = await upload(token, { idCard1: image(GIF, 'image/png'), idHold1: image(JPEG, 'image/jpeg') });
    expect(disguised.status).toBe(400);
    expect(disguised.body.retmsg).toBe('Please upload an image in a supported format.');
    const tooBig = Buffer.concat([JPEG, Buffer.alloc(KYC_LIMITS.maxBytes)]);
    const big = await upload(token, { idCard1: image(tooBig, 'image/jpeg'), idHold1: image(JPEG, 'image/jpeg') });
    expect(big.body.retmsg).toBe('The image size must not exceed 5MB.');
    const oneSection = await upload(token, { idCard1: image(JPEG, 'image/jpeg') });
    expect(oneSection.status).toBe(400);

    // A PNG declared as something else is still a PNG: the bytes decide.
    const ok = await upload(token, {
      idCard1: image(JPEG, 'application/octet-stream'),
      idCard2: image(PNG, 'text/plain'),
      idHold1: image(JPEG, 'image/jpeg'),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 1, canEdit: false, idHoldUrl2: '' });
    const info = ok.body.data as KycInfo;
    const own = await request(t.url, `${info.idCardUrl2}?platform=pingme`, { headers: { 'x-auth-token': token } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toContain('no-store');

    // Under review: no new upload.
    const again = await upload(token, { idCardUrl1: info.idCardUrl1, idHoldUrl1: info.idHoldUrl1 });
    expect(again.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);
    // Refused (100): a new holding photo, the ID photos kept by URL.
    await review('pingme', phone, { kycStatus: 100 });
    const resubmitted = await upload(token, {
      idCardUrl1: info.idCardUrl1,
      idCardUrl2: info.idCardUrl2,
      idHold1: image(PNG, 'image/png'),
    });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data).toMatchObject({
      status: 1,
      idCardUrl1: info.idCardUrl1,
      idCardUrl2: info.idCardUrl2,
    });
    expect(resubmitted.body.data?.idHoldUrl1).not.toBe(info.idHoldUrl1);
  });

  it("another account's profile and KYC images are not found; other brands cannot upload", async () => {
    const owner = await newAccount();
    const stranger = await newAccount();
    const uploaded = await upload(owner.token, {
      idCard1: image(JPEG, 'image/jpeg'),
      idHold1: image(PNG, 'image/png'),
    });
    const url = (uploaded.body.data as KycInfo).idCardUrl1;
    const theirs = await request(t.url, `${url}?platform=pingme`, { headers: { 'x-auth-token': stranger.token } });
    expect(theirs.status).toBe(404);
    const anonymous = await request(t.url, `${url}?platform=pingme`);
    expect(anonymous.status).toBe(401);
    // Their URL cannot be kept into the stranger's own proof either.
    const stolen = await upload(stranger.token, { idCardUrl1: url, idHold1: image(PNG, 'image/png') });
    expect(stolen.status).toBe(404);
    // Profiles are per account: the owner's answers never show in the stranger's.
    await call(t.url, 'updateProfile', FILLED, { token: owner.token });
    expect((await call(t.url, 'getProfile', {}, { token: stranger.token })).body.data?.profile.firstName).toBe('');

    // The multipart body is read only for a valid session named in the query.
    const form = new FormData();
    form.append('idCard1', image(JPEG, 'image/jpeg'), 'a.jpg');
    const nobody = await fetch(new URL('/web/updateKYCInfo?platform=pingme', t.url), { method: 'POST', body: form });
    expect(nobody.status).toBe(401);
    const unnamed = await fetch(new URL('/web/updateKYCInfo', t.url), {
      method: 'POST',
      headers: { 'x-auth-token': owner.token },
      body: form,
    });
    expect(unnamed.status).toBe(400);

    const wephone = await newAccount('wephone');
    const refused = await upload(
      wephone.token,
      { idCard1: image(JPEG, 'image/jpeg'), idHold1: image(PNG, 'image/png') },
      'wephone',
    );
    expect(refused.body.retcode).toBe(RETCODE.NOT_AUTHORIZED);
    expect(
      (await call(t.url, 'getKYCInfo', {}, { token: wephone.token, platform: 'wephone' })).body.data,
    ).toMatchObject({
      status: -1,
      canEdit: false,
    });
  });
});
