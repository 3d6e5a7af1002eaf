/**
 * Code detection (issue 10 item 7) over a table of message formats as services send them: the
 * code to copy (digits only), or null when the text holds no code a person would type.
 */
import { describe, expect, it } from 'vitest';
import { detectCode } from '../../../../src/services/verification/detectCode.ts';

const TABLE: readonly [string, string | null][] = [
  // Plain, in the usual English wordings.
  ['Your code is 123456', '123456'],
  ['Your Amazon OTP is 482913. Do not share it with anyone.', '482913'],
  ['PayPal: Your security code is: 902341. Your code expires in 10 minutes.', '902341'],
  ['Your Facebook confirmation code is 12345678', '12345678'],
  ['Tinder code 845613 (valid for 10 minutes)', '845613'],
  ['Use 739201 to verify your Microsoft account.', '739201'],
  ["1234 is your Instagram code. Don't share it.", '1234'],
  // Split and prefixed forms.
  [
    "Your WhatsApp code: 123-456\nYou can also tap on this link to verify your phone: v.whatsapp.com/123456\nDon't share this code with others",
    '123456',
  ],
  ['Discord: Your security code is 123 456', '123456'],
  ['G-482913 is your Google verification code.', '482913'],
  ['FB-55123 is your Facebook code', '55123'],
  // Links carry the same digits: the one in the text counts.
  ['Telegram code: 54321\n\nYou can also tap on this link to log in:\nhttps://t.me/login/54321', '54321'],
  // Chinese.
  ['【腾讯科技】验证码：384756，5分钟内有效。', '384756'],
  ['【京东】您的验证码为 529374，请勿泄露。如非本人操作，请致电 950618。', '529374'],
  ['您正在登录抖音，验证码7294，5分钟内有效', '7294'],
  ['【支付宝】校验码 660218，您正在付款 ¥2999.00，请勿告诉他人。', '660218'],
  ['【淘宝】您的动态码是 8812，订单 20240518 已发货', '8812'],
  // Other numbers beside the code: prices, phone numbers, order numbers, stop codes.
  ['Your Uber code: 4821. Never share this code. Reply STOP ADD to 81021 to unsubscribe.', '4821'],
  ['Order #20240518 total $45.99. Your verification code is 6612', '6612'],
  ['Call 1-800-555-0199 if this was not you. Code: 880912', '880912'],
  ['Your payment of $1299 was approved. Verification code 5521.', '5521'],
  ['Código de verificación: 246810', '246810'],
  // One number and no code word: the number.
  ['Telegram: 12345', '12345'],
  // Nothing a person would type.
  ['See you at 10:30 tomorrow', null],
  ['Your balance is $1234.56', null],
  ['Your order 123456 ships on 2024-05-18, tracking 98765432', null],
  ['Welcome to the service! Reply HELP for help.', null],
  ['Your code is 12', null],
  ['', null],
];

describe('detectCode', () => {
  it.each(TABLE)('%j → %s', (text, expected) => {
    expect(detectCode(text)?.code ?? null).toBe(expected);
  });

  it('gives the code as written and where it is, for highlighting', () => {
    const text = 'Your WhatsApp code: 123-456';
    const found = detectCode(text);
    expect(found).toEqual({ code: '123456', match: '123-456', index: text.indexOf('123-456') });
    const google = detectCode('G-482913 is your Google verification code.');
    expect(google).toEqual({ code: '482913', match: 'G-482913', index: 0 });
  });
});
