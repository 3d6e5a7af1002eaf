/** The payments' own texts in both languages of the server (retmsg details, the receipt page). */
import type { LanguageCode, PaymentFlag } from '../../../src/services/api/contract/index.ts';
import type { LocalizedText } from '../failure.ts';

export const PAYMENT_TEXTS = {
  amountMismatch: {
    en: 'The amount or currency does not match the order',
    zh_cn: '金额或币种与订单不符',
  },
  returnUrlInvalid: {
    en: 'Invalid field returnUrl: must be a path on this site or an http(s) URL',
    zh_cn: '字段 returnUrl 无效：须为本站路径或 http(s) 地址',
  },
} satisfies Record<string, LocalizedText>;

/** How the pages outside the app (receipt, sandbox checkout) name each method. */
const METHOD_NAMES: Record<PaymentFlag, LocalizedText> = {
  paypal: { en: 'PayPal', zh_cn: 'PayPal' },
  alipay: { en: 'Alipay', zh_cn: '支付宝' },
  wechatpay: { en: 'WeChat Pay', zh_cn: '微信支付' },
  unionpay: { en: 'UnionPay', zh_cn: '银联' },
  cryptoPay: { en: 'Crypto', zh_cn: '加密货币' },
  usdtPay: { en: 'USDT', zh_cn: 'USDT' },
  usdcPay: { en: 'USDC', zh_cn: 'USDC' },
  tusdPay: { en: 'TUSD', zh_cn: 'TUSD' },
  ethPay: { en: 'ETH', zh_cn: 'ETH' },
  bchPay: { en: 'BCH', zh_cn: 'BCH' },
  creditCard: { en: 'Card', zh_cn: '银行卡' },
};

export function methodName(flag: PaymentFlag, lang: LanguageCode): string {
  return METHOD_NAMES[flag][lang];
}
