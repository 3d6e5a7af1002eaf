/**
 * The texts of the verification area the server writes (tips of the number options and the
 * locked number, subscription hints, refusals), in both languages of the product. The spec shows
 * none of them; they are this product's own (docs/verification-codes.md).
 */
import type { LocalizedText } from '../../i18n.ts';

type Text1 = (a: string) => LocalizedText;
type Text2 = (a: string, b: string) => LocalizedText;

export const CODE_TEXTS = {
  /** Phone option tips (spec 3 §3 `tip`). */
  optionFree: { en: 'Available now', zh_cn: '可立即使用' },
  optionSubscribed: { en: 'Your subscribed number: get a code any time', zh_cn: '您已订阅的号码，随时可接收验证码' },
  optionRecent: { en: 'You used this number before', zh_cn: '您曾使用过此号码' },
  optionBusy: { en: 'In use by someone else, try again later', zh_cn: '该号码正被他人使用，请稍后再试' },
  /** The locked number's tip: which service and how long. */
  lockTip: ((app) => ({
    en: `Enter this number in ${app} and request the code: it arrives here within 3 minutes.`,
    zh_cn: `请在 ${app} 中填写此号码并获取验证码，验证码将在 3 分钟内显示在这里。`,
  })) as Text1,
  /** The subscribe confirmation (spec 3 §2: rent and rate). */
  subTip: ((rent, rate) => ({
    en: `Keep this number for ${rent} a month; each code received costs ${rate}.`,
    zh_cn: `订阅后每月 ${rent} 保留此号码，每条验证码 ${rate}。`,
  })) as Text2,
  oneTimeSubTip: {
    en: 'One-time numbers cannot be subscribed.',
    zh_cn: '一次性号码不可订阅。',
  },
  subscribed: ((number, date) => ({
    en: `Subscribed: ${number} is yours until ${date} and renews every month.`,
    zh_cn: `订阅成功：号码 ${number} 有效期至 ${date}，每月自动续费。`,
  })) as Text2,
  alreadySubscribed: ((number, date) => ({
    en: `${number} is already subscribed; next payment on ${date}.`,
    zh_cn: `号码 ${number} 已订阅，下次扣费日期 ${date}。`,
  })) as Text2,
  resubscribed: ((number, date) => ({
    en: `Re-subscribed: ${number} is yours until ${date}.`,
    zh_cn: `重新订阅成功：号码 ${number} 有效期至 ${date}。`,
  })) as Text2,
  noNumber: { en: 'No number available, please try again later', zh_cn: '暂时没有号码，请稍后重试' },
  notInPool: { en: 'This number is not offered for that service and country', zh_cn: '该服务和国家下没有此号码' },
  unknownApp: { en: 'Unknown service', zh_cn: '未知的服务' },
  notSold: { en: 'Verification numbers are not offered on this brand', zh_cn: '此品牌不提供验证码号码' },
  notSubscribable: { en: 'One-time numbers cannot be subscribed', zh_cn: '一次性号码不可订阅' },
  onlySubscribedEditable: {
    en: 'Only subscribed numbers can be named',
    zh_cn: '仅已订阅的号码可以修改名称和备注',
  },
  cannotSend: { en: 'This number cannot send SMS', zh_cn: '此号码不能发送短信' },
  notLeased: {
    en: 'This number is no longer yours: get it again first',
    zh_cn: '此号码已不在您名下，请重新获取',
  },
  notResubscribable: { en: 'This row cannot be re-subscribed', zh_cn: '此记录不可重新订阅' },
} as const;
