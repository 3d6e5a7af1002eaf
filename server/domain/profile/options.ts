/**
 * The use-case section's options (spec 2 §3: value, en, zh_cn). The spec lists none; these are
 * this product's own (docs/profile.md). Values are stable ids stored with the answers; the texts
 * may change freely.
 */
import type { FeatureOption, UserCaseOption } from '../../../src/services/api/contract/index.ts';
import { OTHER_USE_CASE, type UseCaseChoice } from '../../../src/services/api/contract/profileRules.ts';

interface OptionText {
  value: string;
  en: string;
  zh_cn: string;
}

export const FEATURE_OPTIONS: readonly OptionText[] = [
  { value: 'sms', en: 'Sending and receiving text messages', zh_cn: '收发短信' },
  { value: 'calls', en: 'Making and receiving calls', zh_cn: '拨打和接听电话' },
  { value: 'codes', en: 'Receiving verification codes', zh_cn: '接收验证码' },
];

export const USE_CASE_OPTIONS: readonly OptionText[] = [
  { value: 'personal', en: 'Staying in touch with family and friends', zh_cn: '与家人朋友保持联系' },
  { value: 'business', en: 'Talking with customers or partners', zh_cn: '与客户或合作伙伴沟通' },
  { value: 'travel', en: 'Travelling or living abroad', zh_cn: '出行或旅居海外' },
  { value: 'accounts', en: 'Signing up for online services', zh_cn: '注册网络服务' },
  { value: OTHER_USE_CASE, en: 'Other', zh_cn: '其他' },
];

export const OPTION_VALUES = {
  features: FEATURE_OPTIONS.map((option) => option.value),
  userCases: USE_CASE_OPTIONS.map((option) => option.value),
};

export function featureOptions(selected: string): FeatureOption[] {
  return FEATURE_OPTIONS.map((option) => ({ ...option, selected: option.value === selected }));
}

export function userCaseOptions(chosen: readonly UseCaseChoice[]): UserCaseOption[] {
  return USE_CASE_OPTIONS.map((option) => {
    const choice = chosen.find((c) => c.value === option.value);
    return { ...option, selected: choice !== undefined, text: choice?.text ?? '' };
  });
}
