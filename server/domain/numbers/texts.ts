/**
 * The texts of the numbers area the server writes (plan names and descriptions, hints of the
 * result dialogs, refusals), in both languages of the product. The spec shows none of them; they
 * are this product's own (docs/numbers.md).
 */
import type { LanguageCode, PlanPeriod, VirtualNumberType } from '../../../src/services/api/contract/index.ts';
import type { LocalizedText } from '../../i18n.ts';

interface PlanTexts {
  planName(months: PlanPeriod): string;
  saveTip(percent: number): string;
  plainTip(months: PlanPeriod): string;
  includedTitle: string;
  included(type: VirtualNumberType): string[];
  /** spec 3 §5: the section the client shows as the plan's tips. */
  tipsTitle: string;
  tips(hasActivationFee: boolean): string[];
  /** The text of the agreement link, also its `urlDict` key (`###key###` in the tips). */
  agreementLink: string;
}

const EN_PERIODS: Record<PlanPeriod, string> = {
  1: 'Monthly',
  3: 'Quarterly',
  6: 'Half-yearly',
  12: 'Yearly',
  24: '2 years',
};
const ZH_PERIODS: Record<PlanPeriod, string> = { 1: '月付', 3: '季付', 6: '半年付', 12: '年付', 24: '两年付' };

export const PLAN_TEXTS: Record<LanguageCode, PlanTexts> = {
  en: {
    planName: (months) => EN_PERIODS[months],
    saveTip: (percent) => `Save ${percent}%`,
    plainTip: (months) => (months === 1 ? 'Billed every month' : `Billed every ${months} months`),
    includedTitle: 'Included',
    included: (type) => [
      type === 'tollfree' ? 'A toll-free number your callers reach for free' : 'A number of your own in the country',
      'Free inbound SMS',
      'Send SMS at the rates of your number’s country',
      'Voicemail or call forwarding',
    ],
    tipsTitle: 'Tips',
    tips: (hasFee) => [
      hasFee
        ? 'The activation fee and the first period are charged from your balance at once.'
        : 'The first period is charged from your balance at once.',
      'The plan renews on its next payment date. Keep enough balance: a number that cannot be renewed is suspended and released after 7 days.',
      'You can unsubscribe at any time; the number stays yours until the end of the paid period.',
      'By subscribing you agree to the ###Subscription Agreement###.',
    ],
    agreementLink: 'Subscription Agreement',
  },
  zh_cn: {
    planName: (months) => ZH_PERIODS[months],
    saveTip: (percent) => `节省 ${percent}%`,
    plainTip: (months) => (months === 1 ? '每月扣费' : `每 ${months} 个月扣费`),
    includedTitle: '套餐内容',
    included: (type) => [
      type === 'tollfree' ? '来电方免费拨打的免费电话号码' : '该国家/地区的专属号码',
      '免费接收短信',
      '按号码所在国家/地区的资费发送短信',
      '语音信箱或呼叫转移',
    ],
    tipsTitle: '温馨提示',
    tips: (hasFee) => [
      hasFee ? '开通费和首期费用将立即从余额中扣除。' : '首期费用将立即从余额中扣除。',
      '套餐在下次付款日自动续订。请保持余额充足：无法续订的号码将被暂停，7 天后释放。',
      '您可随时退订，号码在已付费周期结束前仍归您使用。',
      '订阅即表示您同意###订阅协议###。',
    ],
    agreementLink: '订阅协议',
  },
};

export const NUMBER_TEXTS = {
  subscribed: (number: string, date: string): LocalizedText => ({
    en: `Subscribed. ${number} is yours.\nNext payment date: ${date}`,
    zh_cn: `订阅成功，号码 ${number} 已归您所有。\n下次付款日：${date}`,
  }),
  resubscribed: (number: string, date: string): LocalizedText => ({
    en: `Re-subscribed. ${number} renews again.\nNext payment date: ${date}`,
    zh_cn: `重新订阅成功，号码 ${number} 将继续续订。\n下次付款日：${date}`,
  }),
  alreadyActive: (number: string, date: string): LocalizedText => ({
    en: `${number} is already subscribed.\nNext payment date: ${date}`,
    zh_cn: `号码 ${number} 已在订阅中。\n下次付款日：${date}`,
  }),
  changedNow: { en: 'Your plan has been changed.', zh_cn: '套餐已变更。' },
  changedNextCycle: { en: 'Your plan will change on the next payment date.', zh_cn: '套餐将于下次付款日变更。' },
  changeCancelled: { en: 'The scheduled plan change has been cancelled.', zh_cn: '已取消预定的套餐变更。' },
  planHintNow: (plan: LocalizedText, date: string): LocalizedText => ({
    en: `Current plan: ${plan.en}, next payment date ${date}`,
    zh_cn: `当前套餐：${plan.zh_cn}，下次付款日 ${date}`,
  }),
  planHintLater: (plan: LocalizedText, date: string): LocalizedText => ({
    en: `${plan.en} from ${date}`,
    zh_cn: `${date} 起为${plan.zh_cn}`,
  }),
  immediateTip: {
    en: 'The new plan starts now; its first period begins today.',
    zh_cn: '新套餐立即生效，首个周期从今天开始。',
  },
  immediateRule: (rent: string, credit: string): LocalizedText => ({
    en: `New plan ${rent} minus ${credit} for the unused part of the current period`,
    zh_cn: `新套餐 ${rent}，扣除当前周期未使用部分 ${credit}`,
  }),
  nextCycleTip: {
    en: 'The current plan runs until the next payment date; the new plan starts then.',
    zh_cn: '当前套餐持续到下次付款日，新套餐届时生效。',
  },
  nextCycleRule: (rent: string, date: string): LocalizedText => ({
    en: `Nothing is charged now; ${rent} on ${date}`,
    zh_cn: `现在不扣费；${date} 扣除 ${rent}`,
  }),
  keepPlanTip: {
    en: 'Keep the current plan and cancel the scheduled change.',
    zh_cn: '保留当前套餐并取消预定的变更。',
  },
  keepPlanRule: { en: 'Nothing is charged', zh_cn: '不扣费' },
  /** 500000 with HTTP 400 (spec 3 §8: "no number available"). */
  numberTaken: {
    en: 'This number is no longer available, please choose another one',
    zh_cn: '该号码已不可用，请选择其他号码',
  },
  planNotForNumber: {
    en: 'This plan is not available for this number',
    zh_cn: '该套餐不适用于此号码',
  },
  alreadyYourPlan: { en: 'This is already your plan', zh_cn: '这已是您当前的套餐' },
  notActive: {
    en: 'Re-subscribe the number before changing its plan',
    zh_cn: '请先重新订阅该号码再变更套餐',
  },
  notResubscribable: {
    en: 'This subscription cannot be re-subscribed',
    zh_cn: '该订阅无法重新订阅',
  },
  forwardNeedsPhone: {
    en: 'Add a phone number to your account to forward calls to it',
    zh_cn: '请先为账号绑定手机号码，才能转接来电',
  },
} satisfies Record<string, LocalizedText | ((...args: never[]) => LocalizedText)>;
