import type { errors as en } from '../en/errors.ts';

export const errors = {
  'error.somethingWentWrong.title': '出错了',
  'error.somethingWentWrong.ok': '好的',

  'error.noCredit.title': '余额不足',
  'error.noCredit.text': '您的余额不足，请充值后继续。',
  'error.noCredit.fixedText': '云币余额不足，请充值后重试。',
  'error.noCredit.back': '返回',
  'error.noCredit.recharge': '充值',

  'error.codeIncorrect': '验证码错误。',
  'error.captchaFailed': '图形验证码校验失败。',
  'error.phoneNotSupported': '暂不支持该手机号。',
  'error.maxRetryAttempts': '已达到最大重试次数。',
  'error.emailIncorrect': '邮箱地址不正确。',
  'error.connectionDown': '连接已断开，正在重新连接…',
  'error.tokenInvalidOrExpired': '登录状态无效或已过期，请重新登录。',
  'error.loggedOut': '您已退出登录，请重新登录。',
  'error.cannotSendToNumber': '无法向该号码发送消息。',
  'error.tollFreeNotSupported': '暂不支持免费电话号码。',
  'error.numberNotOwned': '该号码已不属于您，无法用它发送消息。',
  'error.storageOverflow': '浏览器存储空间已满，已为您清空。',
  'error.notAuthorized': '无权进行此操作。',
  'error.accountSuspended': '您的账户因可疑活动已被暂停使用。',
  'error.accountDeleted': '您的账户已被删除。',
  'error.tooFrequent': '请求过于频繁，请稍后再试。',
  'error.messageUnsendable': '该消息暂时无法发送。',
  'error.verificationFailed': '验证失败，请重试。',
  'error.codeExpired': '验证码已失效，请重新获取。',

  'error.tooManyVerificationAttempts': '验证尝试次数过多，请稍后再试。',

  'error.form.emailRequired': '请输入邮箱地址',
  'error.form.telCodeRequired': '请输入国家区号',
  'error.form.phoneRequired': '请输入手机号',
  'error.form.captchaRequired': '请输入图形验证码',
} satisfies Record<keyof typeof en, string>;
