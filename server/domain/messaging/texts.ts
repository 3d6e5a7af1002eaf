/**
 * The retmsg texts of chats, in both languages (spec 1 §8 "messages the product can show, by
 * meaning" where the spec names one; the spec's own wording for transcription and images).
 */
import type { LocalizedText } from '../../i18n.ts';

export const MESSAGING_TEXTS = {
  /** spec 1 §8: cannot send to this number. */
  cannotSendTo: { en: 'Cannot send to this number', zh_cn: '无法发送到该号码' },
  /** A suspended number (its renewal found too little balance, docs/numbers.md) cannot send. */
  numberSuspended: {
    en: 'This number is suspended for lack of balance; renew its plan (Manage Plan) to send',
    zh_cn: '该号码因余额不足已暂停，请在“管理套餐”中续订后再发送',
  },
  /** The account switched voicemail off (spec 3 §2 Settings): the carrier takes none. */
  voicemailOff: { en: 'Voicemail is switched off for this number', zh_cn: '该号码已关闭语音信箱' },
  /** spec 1 §5: the sender must be a number the user owns. */
  notYourNumber: {
    en: 'You can only send from one of your own numbers',
    zh_cn: '只能使用您自己的号码发送',
  },
  /** spec 1 §8: insufficient balance. */
  insufficientBalance: {
    en: 'Insufficient balance, please recharge',
    zh_cn: '余额不足，请充值',
  },
  /** spec 1 §8: Canada number cannot send MMS to this number (a US number is suggested). */
  canadaMms: {
    en: 'A Canadian number cannot send MMS to this number; please use a US number',
    zh_cn: '加拿大号码无法向该号码发送彩信，请使用美国号码',
  },
  /** spec 1 §8: UK number cannot send MMS. */
  ukMms: { en: 'A UK number cannot send MMS', zh_cn: '英国号码无法发送彩信' },
  /** Numbers of other regions: MMS is for US/CA only (spec 2 §9). */
  noMms: { en: 'This number cannot send MMS', zh_cn: '该号码无法发送彩信' },
  /** spec 1 §5: the red notice's text. */
  imageTooLarge: {
    en: 'The image is too large, please select a smaller one',
    zh_cn: '图片过大，请选择较小的图片',
  },
  notAnImage: {
    en: 'The attachment must be an image: png, jpg, gif, bmp, webp, tiff, ico or avif',
    zh_cn: '附件必须是图片：png、jpg、gif、bmp、webp、tiff、ico 或 avif',
  },
  typeMismatch: {
    en: 'The attachment is not the image type it claims to be',
    zh_cn: '附件内容与声明的图片类型不符',
  },
  /** spec 1 §8: message temporarily unsendable. */
  unsendable: {
    en: 'The message is temporarily unsendable, please try again later',
    zh_cn: '消息暂时无法发送，请稍后重试',
  },
  smsIdTaken: {
    en: 'smsId is already used by another message',
    zh_cn: 'smsId 已被另一条消息使用',
  },
  platformMismatch: {
    en: 'platform differs from the session’s',
    zh_cn: 'platform 与当前会话不一致',
  },
  /** spec 1 §8 transcription failure, word for word. */
  speechUnavailable: {
    en: 'Sorry! The Speech-to-text is temporarily unavailable. Please try again later.',
    zh_cn: '抱歉！语音转文字功能暂时不可用，请稍后再试。',
  },
  ambiguousNumber: {
    en: 'This number is on several brands: pass platform',
    zh_cn: '该号码属于多个品牌，请指定 platform',
  },
} satisfies Record<string, LocalizedText>;
