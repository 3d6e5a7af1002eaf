/**
 * The recharge section's client rules over the shared ones (spec 2 §3, §4, §5, §9): which methods
 * it lists, the tiers and gifts per brand with a method chosen, the product ids and bodies the
 * dialogs send, and PayPal's script URL (the return URL: payBackUrl.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  choiceAllowed,
  familyOf,
  giftOf,
  needsPhone,
  offeredMethods,
  tiersFor,
  walletCurrencies,
} from '../../../src/machines/account/credit/recharge.ts';
import { productOf } from '../../../src/machines/account/payment/payment.actors.ts';
import { checkCustomAmount, networksFor } from '../../../src/services/api/contract/paymentRules.ts';
import type { PaymentMethodsAnswer } from '../../../src/services/api/contract/payments.ts';
import { formatAmount } from '../../../src/services/payments/amounts.ts';
import { paypalScriptUrl } from '../../../src/services/payments/checkout.ts';

const NONE = {
  paypal: false,
  alipay: false,
  wechatpay: false,
  unionpay: false,
  cryptoPay: false,
  usdtPay: false,
  usdcPay: false,
  tusdPay: false,
  ethPay: false,
  bchPay: false,
  creditCard: false,
};
const answer = (on: Partial<typeof NONE>, phone: Partial<typeof NONE> = {}): PaymentMethodsAnswer => ({
  ...NONE,
  ...on,
  needSetPhone: { ...NONE, ...phone },
});

describe('methods listed (spec 2 §6: filtered by the server flags)', () => {
  it('lists the enabled methods in order, the wallet currencies as one Crypto wallet entry', () => {
    const flags = answer({ alipay: true, paypal: true, ethPay: true, usdcPay: true, creditCard: true });
    expect(offeredMethods(flags)).toEqual(['paypal', 'alipay', 'wallet']);
    expect(walletCurrencies(flags)).toEqual(['USDC', 'ETH']);
    expect(offeredMethods(answer({}))).toEqual([]);
  });
  it('marks a method needing a verified phone, the wallet when any of its currencies does', () => {
    const flags = answer({ alipay: true, usdtPay: true }, { usdtPay: true });
    expect(needsPhone(flags, 'alipay')).toBe(false);
    expect(needsPhone(flags, 'wallet')).toBe(true);
  });
  it('opens the dialog of its family (spec 2 §2)', () => {
    expect(
      ['alipay', 'unionpay', 'cryptoPay', 'wechatpay', 'paypal', 'wallet'].map((m) => familyOf(m as never)),
    ).toEqual(['redirect', 'redirect', 'redirect', 'wechat', 'paypal', 'wallet']);
  });
});

describe('tiers and gifts per brand (spec 2 §4, §9)', () => {
  it('pingme: Coins 2/5/10/20/50/100 without gifts', () => {
    expect(tiersFor('pingme', 'alipay').map(({ amount, gift }) => [amount, gift])).toEqual([
      [2, 0],
      [5, 0],
      [10, 0],
      [20, 0],
      [50, 0],
      [100, 0],
    ]);
    expect(formatAmount('pingme', 10, 'en')).toBe('10 Coins');
  });
  it('the dollar brands: gifts 1/2/6/13 on 10/20/50/100', () => {
    for (const platform of ['wephone', 'wetalk', 'wetalkpro'] as const) {
      expect(tiersFor(platform, 'paypal').map((t) => t.gift)).toEqual([0, 0, 1, 2, 6, 13]);
      expect(giftOf(platform, 'alipay', { kind: 'tier', amount: 100 })).toBe(13);
    }
    expect(formatAmount('wetalk', 10, 'en')).toBe('$10');
  });
  it('wephone and wetalk: crypto disables the gift tiers and gives no gift; wetalkpro keeps them', () => {
    for (const platform of ['wephone', 'wetalk'] as const) {
      for (const method of ['cryptoPay', 'wallet'] as const) {
        expect(
          tiersFor(platform, method)
            .filter((t) => t.disabled)
            .map((t) => t.amount),
        ).toEqual([10, 20, 50, 100]);
        expect(giftOf(platform, method, { kind: 'tier', amount: 10 })).toBe(0);
        expect(choiceAllowed(platform, method, { kind: 'tier', amount: 10 })).toBe(false);
        expect(choiceAllowed(platform, method, { kind: 'tier', amount: 5 })).toBe(true);
      }
    }
    expect(giftOf('wetalkpro', 'wallet', { kind: 'tier', amount: 10 })).toBe(1);
  });
  it('cloudnumber: yuan tiers 5/10/50/100/500, custom 11–2000', () => {
    expect(tiersFor('cloudnumber', 'wechatpay').map((t) => t.amount)).toEqual([5, 10, 50, 100, 500]);
    expect(formatAmount('cloudnumber', 50, 'zh-CN')).toBe('50云币');
    expect(checkCustomAmount('cloudnumber', '2000').ok).toBe(true);
    expect(checkCustomAmount('cloudnumber', '2001')).toMatchObject({ ok: false, problem: 'aboveMax' });
  });
  it('PayPal disables the custom amount; a custom amount carries no gift (spec 2 §4)', () => {
    expect(choiceAllowed('wetalk', 'paypal', { kind: 'custom' })).toBe(false);
    expect(choiceAllowed('wetalk', 'alipay', { kind: 'custom' })).toBe(true);
    expect(giftOf('wetalk', 'alipay', { kind: 'custom' })).toBe(0);
  });
  it('custom amount limits on the dollar brands: 11–200, whole units (spec 2 §5)', () => {
    expect(checkCustomAmount('wetalk', '10')).toMatchObject({ ok: false, problem: 'belowMin' });
    expect(checkCustomAmount('wetalk', '11')).toEqual({ ok: true, amount: 11 });
    expect(checkCustomAmount('wetalk', '200')).toEqual({ ok: true, amount: 200 });
    expect(checkCustomAmount('wetalk', '201')).toMatchObject({ ok: false, problem: 'aboveMax' });
    expect(checkCustomAmount('wetalk', '12.5')).toMatchObject({ ok: false, problem: 'notWhole' });
  });
});

describe('what the dialogs send (spec 2 §3)', () => {
  it('product ids: <METHOD>_INN_WEB_USD_<amount>, or _CUSTOM with custom_amount', () => {
    expect(productOf('alipay', { flag: 'alipay', amount: 10, custom: false })).toEqual({
      productId: 'ALIPAY_INN_WEB_USD_10',
    });
    expect(productOf('wechatpay', { flag: 'wechatpay', amount: 150, custom: true })).toEqual({
      productId: 'WECHATPAY_INN_WEB_USD_CUSTOM',
      custom_amount: 150,
    });
    // A wallet payment's prefix is its currency's.
    expect(productOf('usdcPay', { flag: null, amount: 5, custom: false }).productId).toBe('USDC_INN_WEB_USD_5');
  });
  it('networks per currency: USDC has no TRC-20, ETH and BCH send none (spec 2 §4)', () => {
    expect(networksFor('USDT')).toEqual(['ERC-20', 'TRC-20', 'BSC', 'Polygon']);
    expect(networksFor('USDC')).toEqual(['ERC-20', 'BSC', 'Polygon']);
    expect(networksFor('ETH')).toEqual([]);
    expect(networksFor('BCH')).toEqual([]);
  });
  it("PayPal's script: the server's URL with the client id, the currency and the locale (spec 2 §7)", () => {
    expect(
      paypalScriptUrl(
        { sdkUrl: '/sandbox/paypal/sdk.js', clientId: 'abc', currency: 'USD' },
        'zh_CN',
        'http://127.0.0.1:8080/',
      ),
    ).toBe('http://127.0.0.1:8080/sandbox/paypal/sdk.js?client-id=abc&currency=USD&locale=zh_CN');
  });
});
