/** The payments' own texts in both languages of the server (retmsg details, the receipt page). */
import type { LanguageCode, PaymentFlag } from '../../../src/services/api/contract/index.ts';
import { localized } from '../../../src/services/api/contract/localizedText.ts';
import type { LocalizedText } from '../failure.ts';

export const PAYMENT_TEXTS = {
  amountMismatch: localized('The amount or currency does not match the order', '金额或币种与订单不符'),
  returnUrlInvalid: localized(
    'Invalid field returnUrl: must be a path on this site or an http(s) URL',
    '字段 returnUrl 无效：须为本站路径或 http(s) 地址',
  ),
} satisfies Record<string, LocalizedText>;

/** How the pages outside the app (receipt, sandbox checkout) name each method. */
const METHOD_NAMES: Record<PaymentFlag, LocalizedText> = {
  paypal: localized('PayPal', 'PayPal'),
  alipay: localized('Alipay', '支付宝'),
  wechatpay: localized('WeChat Pay', '微信支付'),
  unionpay: localized('UnionPay', '银联'),
  cryptoPay: localized('Crypto', '加密货币'),
  usdtPay: localized('USDT', 'USDT'),
  usdcPay: localized('USDC', 'USDC'),
  tusdPay: localized('TUSD', 'TUSD'),
  ethPay: localized('ETH', 'ETH'),
  bchPay: localized('BCH', 'BCH'),
  creditCard: localized('Card', '银行卡'),
};

export function methodName(flag: PaymentFlag, lang: LanguageCode): string {
  return METHOD_NAMES[flag][lang];
}
