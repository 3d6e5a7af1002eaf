/**
 * The return URL a payment sends to the provider (spec 2 §9 "return URLs differ per brand and get a
 * China country-code parameter when the language is Chinese"; spec 3 §3 Other web: payBackUrl):
 * the ad configuration's pay-back address, the page's own when the configuration has none or could
 * not be loaded, the plans page's when it asked for the recharge (docs/payments-client.md).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type PaymentApi, paymentActors } from '../../../src/machines/account/payment/payment.actors.ts';
import type { SubmitRequest } from '../../../src/machines/account/payment/types.ts';
import { AdConfig } from '../../../src/services/api/contract/endpoints.ts';
import { plainSchema } from '../../../src/services/api/contract/rows.ts';
import type { InputOf, OutputOf } from '../../../src/services/api/contract/table.ts';
import type { ApiResult } from '../../../src/services/api/result.ts';
import type { Locale } from '../../../src/services/i18n/locale.ts';
import { type Checkout, returnUrlOf } from '../../../src/services/payments/checkout.ts';
import { networkFailure, ok } from '../../support/apiResults.ts';

const PAGE = 'https://web.wetalkapp.com/?platform=wetalk#account';
const HERE = { page: PAGE, apiBase: 'https://api.wetalkapp.com' };
// The server's own 'payment complete' page of the brand (server/domain/ads.ts): a path from the
// API base, and the address it resolves to.
const PAY_BACK_PATH = '/payPages/complete?platform=wetalk';
const PAY_BACK = `https://api.wetalkapp.com${PAY_BACK_PATH}`;

describe('returnUrlOf: the pay-back address, else the page (spec 2 §9, spec 3 §3)', () => {
  it('the configured address on the API base, with China’s country code in Chinese', () => {
    expect(returnUrlOf(PAY_BACK_PATH, HERE, 'en')).toBe(PAY_BACK);
    expect(returnUrlOf(PAY_BACK_PATH, HERE, 'zh-CN')).toBe(`${PAY_BACK}&countryCode=86`);
    // An absolute address is taken as it is.
    expect(returnUrlOf('https://pay.example/back', HERE, 'en')).toBe('https://pay.example/back');
    // Its own parameters and fragment stay; a country code it carries follows the language.
    expect(returnUrlOf(`${PAY_BACK_PATH}&from=web&countryCode=86#done`, HERE, 'en')).toBe(`${PAY_BACK}&from=web#done`);
  });

  it('none configured: the page the person pays from, without its fragment', () => {
    expect(returnUrlOf(null, HERE, 'en')).toBe('https://web.wetalkapp.com/?platform=wetalk');
    expect(returnUrlOf(null, HERE, 'zh-CN')).toBe('https://web.wetalkapp.com/?platform=wetalk&countryCode=86');
    const chinesePage = { ...HERE, page: 'https://web.wetalkapp.com/?countryCode=86' };
    expect(returnUrlOf(null, chinesePage, 'en')).toBe('https://web.wetalkapp.com/');
  });
});

describe('AdConfig.payBackUrl is read tolerantly', () => {
  afterEach(() => vi.restoreAllMocks());
  const banners = {
    banners: [{ images: { en: '/a.svg', zh_cn: '/b.svg' }, target: 'numbers' }],
    bannerAdsPictureUrl: '',
    bannerAdsPictureUrlCn: '',
    bannerAdsRedirectUrl: '',
    bannerAdsRedirectUrlCn: '',
  };

  it('a root-relative path or an http(s) address is kept', () => {
    expect(AdConfig.parse({ ...banners, payBackUrl: PAY_BACK_PATH }).payBackUrl).toBe(PAY_BACK_PATH);
    expect(AdConfig.parse({ ...banners, payBackUrl: PAY_BACK }).payBackUrl).toBe(PAY_BACK);
  });

  it('missing or unreadable is none (null), logged without its value, and the banners are kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // '//…' and '/\\…' look like paths but a browser reads them as another host.
    const unreadable = [undefined, '', 'javascript:alert(1)', 'relative', '//evil.example/x', '/\\evil.example', 42];
    for (const payBackUrl of unreadable) {
      const parsed = AdConfig.parse({ ...banners, payBackUrl });
      expect(parsed.payBackUrl).toBeNull();
      expect(parsed.banners).toHaveLength(1);
    }
    expect(warn).toHaveBeenCalledTimes(unreadable.length);
    expect(warn.mock.calls.map(([line]) => String(line)).join('\n')).not.toContain('javascript');
  });

  it('the server promises a path or an http(s) address (the plain schema)', () => {
    const plain = plainSchema(AdConfig);
    expect(plain.safeParse({ ...banners, payBackUrl: PAY_BACK_PATH }).success).toBe(true);
    expect(plain.safeParse(banners).success).toBe(false);
    expect(plain.safeParse({ ...banners, payBackUrl: 'ftp://x.example/' }).success).toBe(false);
  });
});

describe('submitPayment sends the return URL it chose', () => {
  type Config = OutputOf<'getAdConfig'>;
  const config = (payBackUrl: string | null): Config => ({
    banners: [],
    bannerAdsPictureUrl: '',
    bannerAdsPictureUrlCn: '',
    bannerAdsRedirectUrl: '',
    bannerAdsRedirectUrlCn: '',
    payBackUrl,
  });

  /** The redirect call's body and how often the configuration was asked for. */
  async function submit(adConfig: ApiResult<Config>, request: Partial<SubmitRequest> = {}, locale: Locale = 'en') {
    const sent: InputOf<'paySubmit'>[] = [];
    let asked = 0;
    const api = {
      getAdConfig: async () => {
        asked += 1;
        return adConfig;
      },
      paySubmit: async (body: InputOf<'paySubmit'>) => {
        sent.push(body);
        return ok({ orderId: 'o1', paymentUrl: 'https://pay.example/o1' });
      },
    } as Partial<PaymentApi> as PaymentApi;
    const checkout: Checkout = {
      returnUrl: (payBackUrl) => returnUrlOf(payBackUrl, HERE, locale),
      paypalLocale: () => 'en_US',
      open: () => {},
      loadPaypalScript: async () => false,
    };
    const input: SubmitRequest = {
      platform: 'wetalk',
      order: { flag: 'alipay', amount: 10, custom: false },
      returnUrl: null,
      ...request,
    };
    const actor = createActor(paymentActors(api, checkout).submitPayment, { input }).start();
    await waitFor(actor, (s) => s.status === 'done');
    return { returnUrl: sent[0]?.returnUrl, asked };
  }

  it("the brand's pay-back address from the ad configuration, on the API base", async () => {
    expect(await submit(ok(config(PAY_BACK_PATH)))).toEqual({ returnUrl: PAY_BACK, asked: 1 });
    expect((await submit(ok(config(PAY_BACK_PATH)), {}, 'zh-CN')).returnUrl).toBe(`${PAY_BACK}&countryCode=86`);
  });

  it('the page when the configuration has none or could not be loaded', async () => {
    expect((await submit(ok(config(null)))).returnUrl).toBe('https://web.wetalkapp.com/?platform=wetalk');
    expect((await submit(networkFailure)).returnUrl).toBe('https://web.wetalkapp.com/?platform=wetalk');
  });

  it("the plans page's return URL (toRecharge) for its payment, without asking", async () => {
    const plans = 'https://plans.example/checkout/3';
    expect(await submit(ok(config(PAY_BACK_PATH)), { returnUrl: plans })).toEqual({ returnUrl: plans, asked: 0 });
  });
});
