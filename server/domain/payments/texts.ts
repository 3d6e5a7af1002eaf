/** The payments' own texts in both languages of the server (retmsg details, the receipt page). */
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
