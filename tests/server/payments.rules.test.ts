/**
 * The recharge rules module (contract/paymentRules.ts) the recharge section and the server share:
 * tiers and gifts per brand (spec 2 §9), the crypto gift rule (§4), product ids (§3), custom
 * limits (§5) and wallet networks (§4). Pure: no server.
 */
import { describe, expect, it } from 'vitest';
import {
  CRYPTO_CURRENCIES,
  checkCustomAmount,
  checkPurchase,
  customAllowed,
  networkAllowed,
  networksFor,
  PLATFORMS,
  parseProductId,
  paymentsOf,
  productIdOf,
  RETCODE,
  tierOptions,
} from '../../src/services/api/contract/index.ts';

const gifts = (platform: (typeof PLATFORMS)[number], flag: Parameters<typeof tierOptions>[1]) =>
  tierOptions(platform, flag).map(({ amount, gift, disabled }) => `${amount}+${gift}${disabled ? '(off)' : ''}`);

describe('tiers and gifts (spec 2 §9)', () => {
  it('pingme: 2/5/10/20/50/100 Coins without gifts', () => {
    expect(gifts('pingme', 'paypal')).toEqual(['2+0', '5+0', '10+0', '20+0', '50+0', '100+0']);
  });

  it.each(['wephone', 'wetalk', 'wetalkpro', 'jiema'] as const)('%s: dollar tiers with gifts 1/2/6/13', (platform) => {
    expect(gifts(platform, 'alipay')).toEqual(['2+0', '5+0', '10+1', '20+2', '50+6', '100+13']);
  });

  it('cloudnumber: 5/10/50/100/500 yuan, custom 11–2000 from 1000', () => {
    expect(gifts('cloudnumber', 'wechatpay')).toEqual(['5+0', '10+0', '50+0', '100+0', '500+0']);
    expect(paymentsOf('cloudnumber')).toMatchObject({ currency: 'CNY', custom: { min: 11, max: 2000, default: 1000 } });
  });

  it('wephone and wetalk: crypto disables the gift tiers and gives no gift; wetalkpro keeps them', () => {
    for (const flag of ['cryptoPay', 'usdtPay', 'ethPay'] as const) {
      expect(gifts('wephone', flag)).toEqual(['2+0', '5+0', '10+0(off)', '20+0(off)', '50+0(off)', '100+0(off)']);
      expect(gifts('wetalk', flag)).toEqual(gifts('wephone', flag));
    }
    expect(gifts('wetalkpro', 'cryptoPay')).toEqual(['2+0', '5+0', '10+1', '20+2', '50+6', '100+13']);
    expect(checkPurchase('wephone', { flag: 'usdtPay', productId: 'USDT_INN_WEB_USD_10' })).toEqual({
      ok: false,
      retcode: RETCODE.PAYMENT_AMOUNT_REFUSED,
    });
    expect(checkPurchase('wephone', { flag: 'usdtPay', productId: 'USDT_INN_WEB_USD_5' })).toMatchObject({
      ok: true,
      gift: 0,
    });
  });

  it('the server credits the tier gift, none for a custom amount', () => {
    expect(checkPurchase('wetalk', { flag: 'paypal', productId: 'PAYPAL_INN_WEB_USD_100' })).toEqual({
      ok: true,
      flag: 'paypal',
      amount: 100,
      gift: 13,
      custom: false,
    });
    expect(
      checkPurchase('wetalk', { flag: 'alipay', productId: 'ALIPAY_INN_WEB_USD_CUSTOM', customAmount: '150' }),
    ).toEqual({ ok: true, flag: 'alipay', amount: 150, gift: 0, custom: true });
  });
});

describe('product ids (spec 2 §3)', () => {
  it('builds and parses <METHOD>_INN_WEB_USD_<amount> and _CUSTOM', () => {
    expect(productIdOf('alipay', 10)).toBe('ALIPAY_INN_WEB_USD_10');
    expect(productIdOf('wechatpay', 'CUSTOM')).toBe('WECHATPAY_INN_WEB_USD_CUSTOM');
    expect(productIdOf('usdcPay', 5)).toBe('USDC_INN_WEB_USD_5');
    expect(parseProductId('UNIONPAY_INN_WEB_USD_50')).toEqual({ flag: 'unionpay', amount: 50 });
    expect(parseProductId('CRYPTO_INN_WEB_USD_CUSTOM')).toEqual({ flag: 'cryptoPay', amount: 'CUSTOM' });
    for (const bad of ['ALIPAY_INN_WEB_USD_', 'ALIPAY_INN_WEB_USD_010', 'VISA_INN_WEB_USD_10', 'ALIPAY_10', '']) {
      expect(parseProductId(bad), bad).toBeNull();
    }
  });

  it('refuses unknown ids, another method’s ids, PayPal custom, disabled methods and off-tier amounts', () => {
    const refused = (platform: (typeof PLATFORMS)[number], purchase: Parameters<typeof checkPurchase>[1]) => {
      const check = checkPurchase(platform, purchase);
      return check.ok ? 0 : check.retcode;
    };
    expect(refused('pingme', { flag: 'alipay', productId: 'ALIPAY_INN_WEB_USD_7' })).toBe(
      RETCODE.PAYMENT_AMOUNT_REFUSED,
    );
    expect(refused('pingme', { flag: 'alipay', productId: 'WECHATPAY_INN_WEB_USD_10' })).toBe(
      RETCODE.PAYMENT_PRODUCT_UNKNOWN,
    );
    expect(refused('pingme', { flag: 'paypal', productId: 'PAYPAL_INN_WEB_USD_CUSTOM', customAmount: 50 })).toBe(
      RETCODE.PAYMENT_PRODUCT_UNKNOWN,
    );
    expect(refused('cloudnumber', { flag: 'paypal', productId: 'PAYPAL_INN_WEB_USD_10' })).toBe(
      RETCODE.PAYMENT_METHOD_DISABLED,
    );
    expect(refused('pingme', { flag: 'creditCard', productId: 'CREDITCARD_INN_WEB_USD_10' })).toBe(
      RETCODE.PAYMENT_METHOD_DISABLED,
    );
    expect(refused('cloudnumber', { flag: 'alipay', productId: 'ALIPAY_INN_WEB_USD_2' })).toBe(
      RETCODE.PAYMENT_AMOUNT_REFUSED,
    );
    expect(refused('cloudnumber', { flag: 'alipay', productId: 'ALIPAY_INN_WEB_USD_500' })).toBe(0);
  });
});

describe('custom amount (spec 2 §5)', () => {
  it('dollar brands take whole 11–200, cloudnumber 11–2000', () => {
    expect(checkCustomAmount('pingme', '11')).toEqual({ ok: true, amount: 11 });
    expect(checkCustomAmount('pingme', 200)).toEqual({ ok: true, amount: 200 });
    expect(checkCustomAmount('pingme', '10')).toMatchObject({ ok: false, problem: 'belowMin' });
    expect(checkCustomAmount('pingme', '201')).toMatchObject({ ok: false, problem: 'aboveMax' });
    expect(checkCustomAmount('pingme', '12.5')).toMatchObject({ ok: false, problem: 'notWhole' });
    expect(checkCustomAmount('pingme', '-20')).toMatchObject({ ok: false, problem: 'notWhole' });
    expect(checkCustomAmount('cloudnumber', '2000')).toEqual({ ok: true, amount: 2000 });
    expect(checkCustomAmount('cloudnumber', '2001')).toMatchObject({ ok: false, problem: 'aboveMax', max: 2000 });
    expect(checkPurchase('pingme', { flag: 'alipay', productId: 'ALIPAY_INN_WEB_USD_CUSTOM' })).toEqual({
      ok: false,
      retcode: RETCODE.PAYMENT_AMOUNT_REFUSED,
    });
  });

  it('PayPal disables the custom amount', () => {
    expect(customAllowed('paypal')).toBe(false);
    expect(customAllowed('alipay')).toBe(true);
  });
});

describe('wallet networks (spec 2 §4)', () => {
  it('USDC has no TRC-20; ETH and BCH send no network', () => {
    expect(networksFor('USDT')).toEqual(['ERC-20', 'TRC-20', 'BSC', 'Polygon']);
    expect(networksFor('USDC')).toEqual(['ERC-20', 'BSC', 'Polygon']);
    expect(networksFor('ETH')).toEqual([]);
    expect(networksFor('BCH')).toEqual([]);
    expect(networkAllowed('USDC', 'TRC-20')).toBe(false);
    expect(networkAllowed('USDT', 'TRC-20')).toBe(true);
    expect(networkAllowed('USDT', undefined)).toBe(false);
    expect(networkAllowed('ETH', '')).toBe(true);
    expect(networkAllowed('ETH', 'ERC-20')).toBe(false);
    for (const currency of CRYPTO_CURRENCIES) expect(networksFor(currency)).not.toContain('Solana');
  });
});

describe('the brand table', () => {
  it('every brand offers at least Alipay and WeChat, none offers cards', () => {
    for (const platform of PLATFORMS) {
      expect(paymentsOf(platform).methods).toEqual(expect.arrayContaining(['alipay', 'wechatpay']));
      expect(paymentsOf(platform).methods).not.toContain('creditCard');
    }
  });
});
