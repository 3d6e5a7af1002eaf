/** Verification-code fixtures for the model tests (spec 3 §3 entities). */
import type { CodeCatalogue, LockedPhone, PhoneOption } from '../../src/machines/verificationCodes/newCode/types.ts';
import type { CodeSms } from '../../src/machines/verificationCodes/smsPolling/types.ts';
import type { CodeNumber, CodeSmsEvent } from '../../src/services/api/contract/verificationCodes.ts';

export const CATALOGUE: CodeCatalogue = {
  apps: [
    { app: 'whatsapp', name: 'WhatsApp' },
    { app: 'telegram', name: 'Telegram' },
  ],
  countries: [{ code: 'US', name: 'United States', telCode: '1' }],
};

export const OPTION: PhoneOption = {
  phone: '2125550100',
  telCode: '1',
  fullNumber: '12125550100',
  subStatus: 0,
  tip: '',
  canGetNumber: true,
  numberType: 1,
  numberName: '',
};

/** Five numbers on offer: New Code's search box shows (spec 3 §9: above 4). */
export const FIVE_OPTIONS: readonly PhoneOption[] = [
  OPTION,
  ...[1, 2, 3, 4].map((n) => ({ ...OPTION, phone: `212555019${n}`, fullNumber: `1212555019${n}` })),
];

/** A number that may be subscribed and may send SMS. */
export const LOCKED: LockedPhone = {
  phone: '2125550100',
  formatPhone: '+1 212-555-0100',
  telCode: '1',
  telCodeList: ['1', '44'],
  fullNumber: '12125550100',
  app: 'whatsapp',
  name: 'WhatsApp',
  code: 'US',
  expiresAt: 180_000,
  tip: '',
  canSub: true,
  subStatus: 0,
  subRent: '6.99',
  codeRate: '0.5',
  subTip: '',
  canSendCodeSms: true,
  numberType: 1,
  numberName: '',
};

/** The caller's subscribed number (get-code mode): nothing to subscribe. */
export const LOCKED_SUBSCRIBED: LockedPhone = {
  ...LOCKED,
  phone: '2125550101',
  fullNumber: '12125550101',
  canSub: false,
  subStatus: 1,
};

/** Number type 2: never subscribable, cannot send (spec 3 §5). */
export const LOCKED_TYPE_2: LockedPhone = {
  ...LOCKED,
  phone: '2125550102',
  fullNumber: '12125550102',
  canSub: false,
  canSendCodeSms: false,
  numberType: 2,
};

export const CODE_SMS: CodeSms = {
  smsId: 'a',
  text: 'Your WhatsApp code: 123-456',
  date: 2_000,
  charge: '0.50',
  from: 'WhatsApp',
  held: false,
};

/** The socket's `codeSms` for `CODE_SMS` on `LOCKED` (issue 10: the code pushed before the next check). */
export const PUSHED_CODE: CodeSmsEvent = { app: 'whatsapp', number: '12125550100', sms: CODE_SMS };

/** A verification number of the account, subscribed (spec 3 §3 verification list item). */
export const SUBSCRIBED_NUMBER: CodeNumber = {
  app: 'whatsapp',
  name: 'WhatsApp',
  oldPhone: '12125550100',
  phone: '2125550100',
  telCode: '1',
  code: 'US',
  numberType: 1,
  numberName: 'Shop',
  notes: '',
  subStatus: 1,
  nextPaymentDate: '2026-12-24 08:00:00',
  expiryDate: '',
  monthRent: '6.99',
  subRent: '6.99',
  codeRate: '0.50',
  canSub: false,
  canSendCodeSms: true,
  lockExpiresAt: null,
};

/** One used recently and not subscribed: it may be subscribed or cancelled. */
export const UNSUBSCRIBED_NUMBER: CodeNumber = {
  ...SUBSCRIBED_NUMBER,
  app: 'telegram',
  name: 'Telegram',
  oldPhone: '12125550101',
  phone: '2125550101',
  numberName: '',
  subStatus: 0,
  nextPaymentDate: '',
  expiryDate: '2026-12-20 08:00:00',
  monthRent: '0.00',
  canSub: true,
};
