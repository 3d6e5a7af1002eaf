/**
 * Every text the server puts in a `retmsg` or a verification message, in both languages of the
 * product (spec 1 §1). The request's `languagecode` picks the language (spec 1 §7).
 */
import type { ContactMessageKey, LanguageCode, Platform } from '../src/services/api/contract/index.ts';
import { localized } from '../src/services/api/contract/localizedText.ts';
import type { PersonField } from '../src/services/api/contract/personFields.ts';
import { PLATFORM_TABLE } from '../src/services/brand/platforms.ts';
import type { FailureReason, LocalizedText } from './domain/failure.ts';

export type { LocalizedText };

/** The brand's name from the client's brand table (one table per cross-cutting fact). */
export function brandName(platform: Platform, lang: LanguageCode): string {
  return PLATFORM_TABLE[platform].displayName[lang === 'zh_cn' ? 'zh-CN' : 'en'];
}

export const SUCCESS_TEXT: LocalizedText = localized('success', '成功');

/** spec 1 §8 "messages the product can show, by meaning" where the spec names one. */
export const FAILURE_TEXTS = {
  badRequest: localized('Invalid request', '请求无效'),
  notFound: localized('Not found', '未找到'),
  tokenInvalid: localized('Token invalid, please log in again', '登录凭证无效，请重新登录'),
  tokenExpired: localized('Token expired, please log in again', '登录已过期，请重新登录'),
  loggedOut: localized('You have been logged out, please log in again', '您已退出登录，请重新登录'),
  wrongCode: localized('Verification code incorrect', '验证码错误'),
  codeExpired: localized('The verification code has expired, please request a new one', '验证码已失效，请重新获取'),
  maxAttempts: localized('Max retry attempts reached, please request a new code', '已达最大重试次数，请重新获取验证码'),
  phoneNotSupported: localized('Phone number not supported', '不支持该手机号码'),
  captchaFailed: localized('Captcha validation failed', '图形验证码验证失败'),
  imageCaptchaRequired: localized('Request too frequent, please complete the captcha', '请求过于频繁，请完成图形验证'),
  verificationFailed: localized('Verification failed, try again', '验证失败，请重试'),
  contactTaken: localized(
    'This phone number or e-mail is already used by another account',
    '该手机号码或邮箱已被其他账号使用',
  ),
  notAuthorized: localized('Not authorized', '无权操作'),
  originNotAllowed: localized(
    'This page is not allowed to call the server (origin not allowed)',
    '该页面无权访问服务器（来源不被允许）',
  ),
  tooFrequent: localized('Request too frequent, please try again later', '请求过于频繁，请稍后再试'),
  tollFreeDestination: localized('Sending to toll-free numbers is not supported', '暂不支持向免费电话号码发送信息'),
  insufficientBalance: localized('Insufficient balance', '余额不足'),
  profileIncomplete: localized('Please complete your profile first', '请先完善个人资料'),
  phoneRequired: localized('Please verify your phone number first', '请先验证手机号码'),
  numberUnavailable: localized('No number available, please try again later', '暂无可用号码，请稍后重试'),
  serviceUnavailable: localized('Service temporarily unavailable', '服务暂时不可用'),
  serverError: localized('Something went wrong, please try again later', '出错了，请稍后重试'),
  paymentAmountRefused: localized('This amount cannot be paid with this method', '该支付方式不支持此金额'),
  paymentProductUnknown: localized('This top-up option is not available', '该充值选项不可用'),
  paymentMethodDisabled: localized('This payment method is not available', '该支付方式暂不可用'),
  paymentNeedsPhone: localized(
    'Please verify a phone number before paying with this method',
    '使用该支付方式前请先验证手机号码',
  ),
  paymentNetworkRefused: localized('This currency or network is not supported', '不支持该币种或网络'),
  paymentOrderExpired: localized('This payment has expired, please start again', '该订单已过期，请重新支付'),
  paymentOrderClosed: localized('This payment can no longer be completed', '该订单已无法完成支付'),
  paymentTooManyOrders: localized(
    'Too many unfinished payments, please finish or wait for one to expire',
    '未完成的订单过多，请先完成支付或等待订单过期',
  ),
  paymentSubmitFailed: localized('The payment could not be started, please try again', '无法发起支付，请重试'),
  paymentProviderFailed: localized('The payment was not completed by the payment provider', '支付服务商未完成该笔支付'),
  webhookSignatureInvalid: localized('Invalid signature', '签名无效'),
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
  invalidJson: localized('The body is not valid JSON', '请求体不是有效的 JSON'),
  notAnObject: localized('The body must be a JSON object', '请求体必须是 JSON 对象'),
  notJson: localized(
    'The body must be JSON (content-type: application/json)',
    '请求体必须是 JSON（content-type: application/json）',
  ),
  tooLarge: (limitKb: number): LocalizedText =>
    localized(`The body is larger than ${limitKb} KB`, `请求体超过 ${limitKb} KB`),
  missingField: (field: string): LocalizedText => localized(`${field} is required`, `缺少参数 ${field}`),
  wrongType: (field: string, expected: string): LocalizedText =>
    localized(`${field} must be a ${expected}`, `参数 ${field} 类型错误`),
  /** Technical fields a person never types (ids, cursors, platform): named for the integrator. */
  invalidField: (field: string, why: string): LocalizedText => localized(`${field}: ${why}`, `参数 ${field} 无效`),
  platformMismatch: localized(
    'platform differs between the query and the body',
    '查询参数与请求体中的 platform 不一致',
  ),
  methodNotAllowed: (method: string, path: string): LocalizedText =>
    localized(`Method not allowed: ${method} ${path}`, `不支持的请求方法：${method} ${path}`),
  timedOut: localized('The request took too long to arrive', '请求超时'),
  headersTooLarge: localized('The request headers are too large', '请求头过大'),
  notFoundRoute: (method: string, path: string): LocalizedText =>
    localized(`Not found: ${method} ${path}`, `未找到：${method} ${path}`),
};

/**
 * What a person is told when a field they typed is refused (retcode 100001), in their language:
 * the spec's message for that kind of field (spec 1 §5 Verification forms), never the field's
 * name. The contract marks which fields of an endpoint a person types (`personField`).
 * decision: one message per field for a missing and a malformed value alike, as the spec gives
 * one per field ('please enter email address' serves both).
 */
export const PERSON_FIELD_TEXTS = {
  countryCode: localized('please enter country code', '请输入国家区号'),
  phone: localized('please enter a valid phone number', '请输入有效的手机号码'),
  email: localized('please enter email address', '请输入邮箱地址'),
  verificationCode: localized('please enter the verification code', '请输入验证码'),
  captcha: localized('please enter the captcha', '请输入图形验证码'),
} satisfies Record<PersonField, LocalizedText>;

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
  'contacts.form.t12': localized('Please enter a name', '请输入姓名'),
  'contacts.form.t30': localized('The name can have at most 20 characters', '姓名最多 20 个字符'),
  'contacts.form.t31': localized('Please enter the country code', '请输入国家代码'),
  'contacts.form.t32': localized('The country code must be 1 to 4 digits', '国家代码只能是 1 到 4 位数字'),
  'contacts.form.t33': localized('Please enter a phone number', '请输入电话号码'),
  'contacts.form.t34': localized(
    'The phone number can only contain digits (at most 15)',
    '电话号码只能包含数字（最多 15 位）',
  ),
  'contacts.form.t35': localized('Please enter a valid e-mail address', '请输入有效的邮箱地址'),
  'contacts.form.t36': localized('Please choose a tag', '请选择标签'),
  'contacts.form.t39': localized('The company can have at most 20 characters', '公司名称最多 20 个字符'),
  'contacts.form.t41': localized('The note can have at most 100 characters', '备注最多 100 个字符'),
  'contacts.form.tooManyPhones': localized('A contact can have at most 5 phone numbers', '每个联系人最多 5 个电话号码'),
} satisfies Record<ContactMessageKey, LocalizedText>;

/** Texts of address-book requests that are not about one form field (retcode 100001). */
export const ADDRESS_BOOK_TEXTS = {
  addressBookNotJson: localized(
    'addressBook must be the JSON text of a contact',
    'addressBook 必须是联系人的 JSON 文本',
  ),
  badCursor: localized(
    'startTime is not a cursor of this listing; start again without it',
    'startTime 不是本次列表的游标，请不带它重新开始',
  ),
} satisfies Record<string, LocalizedText>;
