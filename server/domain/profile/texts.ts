/** Refusals of the profile and identity calls the rules file does not hold (both languages). */
import type { LocalizedText } from '../../i18n.ts';

export const PROFILE_TEXTS = {
  /** spec 2 §4, §6: a profile in status 102 cannot be edited or resubmitted. */
  locked: {
    en: 'Your profile is unverified and locked, and cannot be changed.',
    zh_cn: '您的资料未通过验证且已锁定，无法修改。',
  },
  notYet: (date: string): LocalizedText => ({
    en: `You can update your profile after ${date} (UTC).`,
    zh_cn: `您可以在 ${date}（UTC）之后更新资料。`,
  }),
  badAnswers: { en: 'The use-case answers are not valid JSON', zh_cn: '使用场景的回答不是有效的 JSON' },
  identityNotOffered: {
    en: 'Proof of identity is not offered on this platform.',
    zh_cn: '该平台不提供身份证明上传。',
  },
} as const;
