/**
 * Every text the server puts in a `retmsg` or a verification message, in both languages of the
 * product (spec 1 §1). The request's `languagecode` picks the language (spec 1 §7).
 */
import type { ContactMessageKey, LanguageCode, Platform } from '../src/services/api/contract/index.ts';
import { PLATFORM_TABLE } from '../src/services/brand/platforms.ts';
import type { FailureReason, LocalizedText } from './domain/failure.ts';

export type { LocalizedText };

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
  notAuthorized: { en: 'Not authorized', zh_cn: '无权操作' },
  originNotAllowed: {
    en: 'This page is not allowed to call the server (origin not allowed)',
    zh_cn: '该页面无权访问服务器（来源不被允许）',
  },
  tooFrequent: { en: 'Request too frequent, please try again later', zh_cn: '请求过于频繁，请稍后再试' },
  tollFreeDestination: {
    en: 'Sending to toll-free numbers is not supported',
    zh_cn: '暂不支持向免费电话号码发送信息',
  },
  insufficientBalance: { en: 'Insufficient balance', zh_cn: '余额不足' },
  profileIncomplete: { en: 'Please complete your profile first', zh_cn: '请先完善个人资料' },
  phoneRequired: { en: 'Please verify your phone number first', zh_cn: '请先验证手机号码' },
  numberUnavailable: {
    en: 'No number available, please try again later',
    zh_cn: '暂无可用号码，请稍后重试',
  },
  serviceUnavailable: { en: 'Service temporarily unavailable', zh_cn: '服务暂时不可用' },
  serverError: { en: 'Something went wrong, please try again later', zh_cn: '出错了，请稍后重试' },
  paymentAmountRefused: {
    en: 'This amount cannot be paid with this method',
    zh_cn: '该支付方式不支持此金额',
  },
  paymentProductUnknown: { en: 'This top-up option is not available', zh_cn: '该充值选项不可用' },
  paymentMethodDisabled: { en: 'This payment method is not available', zh_cn: '该支付方式暂不可用' },
  paymentNeedsPhone: {
    en: 'Please verify a phone number before paying with this method',
    zh_cn: '使用该支付方式前请先验证手机号码',
  },
  paymentNetworkRefused: {
    en: 'This currency or network is not supported',
    zh_cn: '不支持该币种或网络',
  },
  paymentOrderExpired: { en: 'This payment has expired, please start again', zh_cn: '该订单已过期，请重新支付' },
  paymentOrderClosed: { en: 'This payment can no longer be completed', zh_cn: '该订单已无法完成支付' },
  paymentTooManyOrders: {
    en: 'Too many unfinished payments, please finish or wait for one to expire',
    zh_cn: '未完成的订单过多，请先完成支付或等待订单过期',
  },
  paymentSubmitFailed: {
    en: 'The payment could not be started, please try again',
    zh_cn: '无法发起支付，请重试',
  },
  paymentProviderFailed: {
    en: 'The payment was not completed by the payment provider',
    zh_cn: '支付服务商未完成该笔支付',
  },
  webhookSignatureInvalid: { en: 'Invalid signature', zh_cn: '签名无效' },
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
  /** Technical fields a person never types (ids, cursors, platform): named for the integrator. */
  invalidField: (field: string, why: string): LocalizedText => ({
    en: `${field}: ${why}`,
    zh_cn: `参数 ${field} 无效`,
  }),
  platformMismatch: {
    en: 'platform differs between the query and the body',
    zh_cn: '查询参数与请求体中的 platform 不一致',
  },
  methodNotAllowed: (method: string, path: string): LocalizedText => ({
    en: `Method not allowed: ${method} ${path}`,
    zh_cn: `不支持的请求方法：${method} ${path}`,
  }),
  timedOut: { en: 'The request took too long to arrive', zh_cn: '请求超时' },
  headersTooLarge: { en: 'The request headers are too large', zh_cn: '请求头过大' },
  notFoundRoute: (method: string, path: string): LocalizedText => ({
    en: `Not found: ${method} ${path}`,
    zh_cn: `未找到：${method} ${path}`,
  }),
};

/**
 * What a person is told when a field they typed is refused (retcode 100001), in their language:
 * the spec's message for that field (spec 1 §5 Verification forms), never the field's name.
 * Keyed by the request's field name (the login calls it telCode, the verification calls telcode).
 * decision: one message per field for a missing and a malformed value alike, as the spec gives
 * one per field ('please enter email address' serves both).
 */
export const PERSON_FIELD_TEXTS: Record<string, LocalizedText> = {
  telCode: { en: 'please enter country code', zh_cn: '请输入国家区号' },
  telcode: { en: 'please enter country code', zh_cn: '请输入国家区号' },
  phone: { en: 'please enter a valid phone number', zh_cn: '请输入有效的手机号码' },
  email: { en: 'please enter email address', zh_cn: '请输入邮箱地址' },
  code: { en: 'please enter the verification code', zh_cn: '请输入验证码' },
  activationcode: { en: 'please enter the verification code', zh_cn: '请输入验证码' },
  inputCaptcha: { en: 'please enter the captcha', zh_cn: '请输入图形验证码' },
};

export function joinTexts(texts: readonly LocalizedText[]): LocalizedText {
  return {
    en: texts.map((t) => t.en).join('; '),
    zh_cn: texts.map((t) => t.zh_cn).join('；'),
  };
}

/**
 * The retmsg of a contact draft that breaks a form rule (spec 3 §5 names the keys, not their
 * texts): the text of the first broken rule. The client shows its own catalogue's text per field.
 */
export const CONTACT_RULE_TEXTS = {
  'contacts.form.t12': { en: 'Please enter a name', zh_cn: '请输入姓名' },
  'contacts.form.t30': { en: 'The name can have at most 20 characters', zh_cn: '姓名最多 20 个字符' },
  'contacts.form.t31': { en: 'Please enter the country code', zh_cn: '请输入国家代码' },
  'contacts.form.t32': { en: 'The country code must be 1 to 4 digits', zh_cn: '国家代码只能是 1 到 4 位数字' },
  'contacts.form.t33': { en: 'Please enter a phone number', zh_cn: '请输入电话号码' },
  'contacts.form.t34': {
    en: 'The phone number can only contain digits (at most 15)',
    zh_cn: '电话号码只能包含数字（最多 15 位）',
  },
  'contacts.form.t35': { en: 'Please enter a valid e-mail address', zh_cn: '请输入有效的邮箱地址' },
  'contacts.form.t36': { en: 'Please choose a tag', zh_cn: '请选择标签' },
  'contacts.form.t39': { en: 'The company can have at most 20 characters', zh_cn: '公司名称最多 20 个字符' },
  'contacts.form.t41': { en: 'The note can have at most 100 characters', zh_cn: '备注最多 100 个字符' },
  'contacts.form.tooManyPhones': {
    en: 'A contact can have at most 5 phone numbers',
    zh_cn: '每个联系人最多 5 个电话号码',
  },
} satisfies Record<ContactMessageKey, LocalizedText>;

/** Texts of address-book requests that are not about one form field (retcode 100001). */
export const ADDRESS_BOOK_TEXTS = {
  addressBookNotJson: {
    en: 'addressBook must be the JSON text of a contact',
    zh_cn: 'addressBook 必须是联系人的 JSON 文本',
  },
  badCursor: {
    en: 'startTime is not a cursor of this listing; start again without it',
    zh_cn: 'startTime 不是本次列表的游标，请不带它重新开始',
  },
} satisfies Record<string, LocalizedText>;
