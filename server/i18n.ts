/**
 * Every text the server puts in a `retmsg` or a verification message, in both languages of the
 * product (spec 1 §1). The request's `languagecode` picks the language (spec 1 §7).
 */
import type { LanguageCode, Platform } from '../src/services/api/contract/index.ts';
import { PLATFORM_TABLE } from '../src/services/brand/platforms.ts';
import type { FailureReason } from './domain/failure.ts';

export type LocalizedText = Record<LanguageCode, string>;

/** The brand's name from the client's brand table (one table per cross-cutting fact). */
export function brandName(platform: Platform, lang: LanguageCode): string {
  return PLATFORM_TABLE[platform].displayName[lang === 'zh_cn' ? 'zh-CN' : 'en'];
}

export const SUCCESS_TEXT: LocalizedText = { en: 'success', zh_cn: '成功' };

/** spec 1 §8 "messages the product can show, by meaning" where the spec names one. */
export const FAILURE_TEXTS = {
  badRequest: { en: 'Invalid request', zh_cn: '请求无效' },
  notFound: { en: 'Not found', zh_cn: '未找到' },
  tokenInvalid: { en: 'Token invalid, please log in again', zh_cn: '登录凭证无效，请重新登录' },
  tokenExpired: { en: 'Token expired, please log in again', zh_cn: '登录已过期，请重新登录' },
  loggedOut: { en: 'You have been logged out, please log in again', zh_cn: '您已退出登录，请重新登录' },
  wrongCode: { en: 'Verification code incorrect', zh_cn: '验证码错误' },
  codeExpired: {
    en: 'The verification code has expired, please request a new one',
    zh_cn: '验证码已失效，请重新获取',
  },
  maxAttempts: {
    en: 'Max retry attempts reached, please request a new code',
    zh_cn: '已达最大重试次数，请重新获取验证码',
  },
  phoneNotSupported: { en: 'Phone number not supported', zh_cn: '不支持该手机号码' },
  captchaFailed: { en: 'Captcha validation failed', zh_cn: '图形验证码验证失败' },
  imageCaptchaRequired: {
    en: 'Request too frequent, please complete the captcha',
    zh_cn: '请求过于频繁，请完成图形验证',
  },
  verificationFailed: { en: 'Verification failed, try again', zh_cn: '验证失败，请重试' },
  contactTaken: {
    en: 'This phone number or e-mail is already used by another account',
    zh_cn: '该手机号码或邮箱已被其他账号使用',
  },
  serviceUnavailable: { en: 'Service temporarily unavailable', zh_cn: '服务暂时不可用' },
  serverError: { en: 'Something went wrong, please try again later', zh_cn: '出错了，请稍后重试' },
} satisfies Record<FailureReason, LocalizedText>;

/** The SMS or mail text carrying a verification code. */
export function verificationMessage(lang: LanguageCode, platform: Platform, code: string, ttlMinutes: number): string {
  const brand = brandName(platform, lang);
  return lang === 'zh_cn'
    ? `【${brand}】您的验证码是 ${code}，${ttlMinutes} 分钟内有效。请勿告诉他人。`
    : `${brand}: your verification code is ${code}. It expires in ${ttlMinutes} minutes. Do not share it.`;
}

/** Texts that describe why a request was rejected as bad input (retcode 100001). */
export const BAD_INPUT_TEXTS = {
  invalidJson: { en: 'The body is not valid JSON', zh_cn: '请求体不是有效的 JSON' },
  notAnObject: { en: 'The body must be a JSON object', zh_cn: '请求体必须是 JSON 对象' },
  notJson: {
    en: 'The body must be JSON (content-type: application/json)',
    zh_cn: '请求体必须是 JSON（content-type: application/json）',
  },
  tooLarge: (limitKb: number): LocalizedText => ({
    en: `The body is larger than ${limitKb} KB`,
    zh_cn: `请求体超过 ${limitKb} KB`,
  }),
  missingField: (field: string): LocalizedText => ({ en: `${field} is required`, zh_cn: `缺少参数 ${field}` }),
  wrongType: (field: string, expected: string): LocalizedText => ({
    en: `${field} must be a ${expected}`,
    zh_cn: `参数 ${field} 类型错误`,
  }),
  invalidField: (field: string, why: string): LocalizedText => ({
    en: `${field}: ${why}`,
    zh_cn: `参数 ${field} 无效`,
  }),
  platformMismatch: {
    en: 'platform differs between the query and the body',
    zh_cn: '查询参数与请求体中的 platform 不一致',
  },
  notFoundRoute: (method: string, path: string): LocalizedText => ({
    en: `Not found: ${method} ${path}`,
    zh_cn: `未找到：${method} ${path}`,
  }),
};

export function joinTexts(texts: readonly LocalizedText[]): LocalizedText {
  return {
    en: texts.map((t) => t.en).join('; '),
    zh_cn: texts.map((t) => t.zh_cn).join('；'),
  };
}
