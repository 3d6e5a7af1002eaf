/** The developer API's refusals, in both languages the server answers in; the spec shows none (docs/developer-api.md). */
import type { LocalizedText } from '../../i18n.ts';

export const DEVELOPER_API_TEXTS = {
  notOffered: { en: 'The developer API is not offered here.', zh_cn: '此处不提供开发者 API。' },
  unavailable: {
    en: 'The developer API is not available right now.',
    zh_cn: '开发者 API 暂不可用。',
  },
  alreadyApplied: {
    en: 'You have already applied for API access.',
    zh_cn: '您已申请过 API 权限。',
  },
  notApproved: {
    en: 'Your API access is not approved.',
    zh_cn: '您的 API 权限尚未通过审核。',
  },
  rejected: {
    en: 'Your API application was rejected: the callback URL cannot be changed or tested.',
    zh_cn: '您的 API 申请已被拒绝，无法修改或测试回调地址。',
  },
  deliveryNotFound: { en: 'No such delivery.', zh_cn: '没有这条推送记录。' },
} satisfies Record<string, LocalizedText>;
