/** Refusals of the profile and identity calls the rules file does not hold (both languages). */

import { localized } from '../../../src/services/api/contract/localizedText.ts';
import type { LocalizedText } from '../../i18n.ts';

export const PROFILE_TEXTS = {
  /** spec 2 §4, §6: a profile in status 102 cannot be edited or resubmitted. */
  locked: localized(
    'Your profile is unverified and locked, and cannot be changed.',
    '您的资料未通过验证且已锁定，无法修改。',
  ),
  notYet: (date: string): LocalizedText =>
    localized(`You can update your profile after ${date} (UTC).`, `您可以在 ${date}（UTC）之后更新资料。`),
  badAnswers: localized('The use-case answers are not valid JSON', '使用场景的回答不是有效的 JSON'),
  identityNotOffered: localized('Proof of identity is not offered on this platform.', '该平台不提供身份证明上传。'),
} as const;
