/**
 * The texts of the verification area the server writes (tips of the number options and the
 * locked number, subscription hints, refusals), in both languages of the product. The spec shows
 * none of them; they are this product's own (docs/verification-codes.md).
 */
import { localized } from '../../../src/services/api/contract/localizedText.ts';
import type { LocalizedText } from '../../i18n.ts';

type Text1 = (a: string) => LocalizedText;
type Text2 = (a: string, b: string) => LocalizedText;

export const CODE_TEXTS = {
  /** Phone option tips (spec 3 §3 `tip`). */
  optionFree: localized('Available now', '可立即使用'),
  optionSubscribed: localized('Your subscribed number: get a code any time', '您已订阅的号码，随时可接收验证码'),
  optionRecent: localized('You used this number before', '您曾使用过此号码'),
  optionBusy: localized('In use by someone else, try again later', '该号码正被他人使用，请稍后再试'),
  /** The locked number's tip: which service and how long. */
  lockTip: ((app) =>
    localized(
      `Enter this number in ${app} and request the code: it arrives here within 3 minutes.`,
      `请在 ${app} 中填写此号码并获取验证码，验证码将在 3 分钟内显示在这里。`,
    )) as Text1,
  /** The subscribe confirmation (spec 3 §2: rent and rate). */
  subTip: ((rent, rate) =>
    localized(
      `Keep this number for ${rent} a month; each code received costs ${rate}.`,
      `订阅后每月 ${rent} 保留此号码，每条验证码 ${rate}。`,
    )) as Text2,
  oneTimeSubTip: localized('One-time numbers cannot be subscribed.', '一次性号码不可订阅。'),
  subscribed: ((number, date) =>
    localized(
      `Subscribed: ${number} is yours until ${date} and renews every month.`,
      `订阅成功：号码 ${number} 有效期至 ${date}，每月自动续费。`,
    )) as Text2,
  alreadySubscribed: ((number, date) =>
    localized(
      `${number} is already subscribed; next payment on ${date}.`,
      `号码 ${number} 已订阅，下次扣费日期 ${date}。`,
    )) as Text2,
  resubscribed: ((number, date) =>
    localized(
      `Re-subscribed: ${number} is yours until ${date}.`,
      `重新订阅成功：号码 ${number} 有效期至 ${date}。`,
    )) as Text2,
  noNumber: localized('No number available, please try again later', '暂时没有号码，请稍后重试'),
  unknownApp: localized('Unknown service', '未知的服务'),
  notSold: localized('Verification numbers are not offered on this brand', '此品牌不提供验证码号码'),
  notSubscribable: localized('One-time numbers cannot be subscribed', '一次性号码不可订阅'),
  onlySubscribedEditable: localized('Only subscribed numbers can be named', '仅已订阅的号码可以修改名称和备注'),
  cannotSend: localized('This number cannot send SMS', '此号码不能发送短信'),
  notLeased: localized('This number is no longer yours: get it again first', '此号码已不在您名下，请重新获取'),
  notResubscribable: localized('This row cannot be re-subscribed', '此记录不可重新订阅'),
} as const;
