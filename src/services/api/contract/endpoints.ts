/**
 * The HTTP contract of `/web/*`, shared by the client (typed calls, answer parsing) and the
 * reference server (input validation, answer typing). One entry per endpoint.
 *
 * Conventions (spec 1 §7): every request carries the query `t`, `webVersion`, `languagecode`
 * and — this product's addition, so a token can be checked against its own brand on GET too —
 * `platform`; POST/PUT bodies are JSON and carry `platform`. Every answer body is
 * `{ retcode, retmsg, data? }` with retcode 0 meaning success.
 *
 * Shapes the spec leaves "not shown" are decided here and marked "decision".
 */

import { z } from 'zod/mini';
import {
  AddressBookPage,
  CreateOrUpdateCloudAddressBookRequest,
  DelCloudAddressBookAnswer,
  DelCloudAddressBookRequest,
  GetCloudAddressBookRequest,
  SavedContact,
} from './contacts.ts';
import { defineEndpoint as endpoint } from './defineEndpoint.ts';
import {
  ChatListAnswer,
  ChatListChanges,
  ChatReadMarker,
  DelSmsAnswer,
  DelSmsRequest,
  DialogPage,
  GetChatListByDateRequest,
  GetChatListRequest,
  GetDialogListRequest,
  MarkChatReadRequest,
  SpeechToTextAnswer,
  SpeechToTextRequest,
} from './messaging.ts';
import {
  AreaCodeAnswer,
  AvailableNumbersAnswer,
  CallSettingsAnswer,
  ChangePlanAnswer,
  ChangePlanRequest,
  GetManagePlanListRequest,
  GetPlanListRequest,
  GetSubscriptionListRequest,
  GetVirtualPhoneByAreaCodeRequest,
  ManagePlanListAnswer,
  PlanListAnswer,
  PlansPageAnswer,
  PreChangePlanAnswer,
  PreChangePlanRequest,
  ReSubVirtualPhoneAnswer,
  ReSubVirtualPhoneRequest,
  SetForwardRequest,
  SetVoicemailRequest,
  SubscriptionListAnswer,
  SubVirtualPhoneAnswer,
  SubVirtualPhoneRequest,
  UnSubVirtualPhoneAnswer,
  UnSubVirtualPhoneRequest,
  UpdateNumberInfoAnswer,
  UpdateNumberInfoRequest,
  VirtualPhoneListAnswer,
} from './numbers.ts';
import { personField } from './personFields.ts';
import { PLATFORMS } from './platform.ts';
import { profileEndpoints } from './profile.ts';
import { fieldOr } from './rows.ts';
import { freeText } from './text.ts';

// ── building blocks ──────────────────────────────────────────────────────────

/** Country calling code without '+', at most 4 characters (spec 1 §5). */
export const TelCode = personField(
  z.string().check(z.trim(), z.regex(/^\d{1,4}$/, 'please enter country code')),
  'countryCode',
);
/** National number, digits only. */
export const Phone = personField(
  z.string().check(z.trim(), z.regex(/^\d{4,15}$/, 'please enter a valid phone number')),
  'phone',
);
export const Email = personField(
  z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email('please enter email address')),
  'email',
);
/** One-character-per-box code: 4 digits for phone, 6 for e-mail (spec 1 §5). */
export const PhoneCode = personField(z.string().check(z.regex(/^\d{4}$/, 'the code has 4 digits')), 'verificationCode');
export const EmailCode = personField(z.string().check(z.regex(/^\d{6}$/, 'the code has 6 digits')), 'verificationCode');
/** A captcha id as the server issued it (decision, issue 14: the server makes ids, see server/domain/captcha.ts). */
export const CaptchaId = z.string().check(z.regex(/^[A-Za-z0-9_-]{6,64}$/, 'invalid captcha id'));
export const CaptchaText = personField(
  freeText(z.string().check(z.trim(), z.minLength(1, 'please enter the captcha'), z.maxLength(12))),
  'captcha',
);
/** A verifyid as the server issued it (base64url). */
export const VerifyId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a verifyid'));
/** Money as a decimal string, never a float (conventions: money). */
export const Money = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
export const PlatformValue = z.enum(PLATFORMS);

// The profile statuses and the 100023 body have their own small contract file (the retcode table reads them).
export { isProfileGateData, PROFILE_STATUSES, type ProfileGateData } from './profileGate.ts';
export const AccountInfo = z.object({
  telCode: z.string(),
  phone: z.string(),
  email: z.string(),
  /** 0 active; other values are reserved for restricted accounts (decision). */
  status: z.int(),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

export const Session = z.object({
  token: z.string().check(z.minLength(16)),
  canInvite: z.boolean(),
  canSetInviter: z.boolean(),
});
export type Session = z.infer<typeof Session>;

export const Account = z.object({
  accountInfo: AccountInfo,
  /** The phone without its telCode, or the e-mail (spec 1 §3). */
  webchatId: z.string(),
  balance: Money,
  gift: Money,
  canInvite: z.boolean(),
  canSetInviter: z.boolean(),
  needSetPhone: z.boolean(),
});
export type Account = z.infer<typeof Account>;

// The profile and identity proof (spec 2 §3, §7) have their own contract file.
export * from './profile.ts';

export const Banner = z.object({
  /**
   * The picture's URL in each language (spec 1 §2: the image depends on brand and language), so
   * the banner follows a language switch without asking again. Relative to the API base.
   */
  images: z.object({ en: z.string(), zh_cn: z.string() }),
  /** Where a click leads (spec 1 §2 Banner ad). */
  target: z.enum(['numbers', 'appDownload']),
});
/**
 * An absolute http(s) address, or a path from the root of the API server ('/…'; not '//…' or
 * '/\\…', which a browser reads as another host), which the client resolves against its API base.
 */
const HttpUrlOrPath = z
  .string()
  .check(z.maxLength(2048), z.refine(isHttpUrlOrPath, 'not an http(s) URL or a root-relative path'));
function isHttpUrlOrPath(text: string): boolean {
  if (/^\/(?![/\\])/.test(text)) return true;
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}
/**
 * spec 3 §3 Banner ads: the banner of a screen (pingme's New Code right column, wetalk's New Number
 * screen — the brand table's `screenBanner`): its picture and where a click leads, in English and
 * Chinese; '' when the brand has none. The pictures are relative to the API base, the redirect
 * addresses absolute pages of the brand's site.
 */
export const AdConfig = z.object({
  banners: z.array(Banner),
  bannerAdsPictureUrl: z.string(),
  bannerAdsPictureUrlCn: z.string(),
  bannerAdsRedirectUrl: z.string(),
  bannerAdsRedirectUrlCn: z.string(),
  /**
   * spec 3 §3 Other web: payBackUrl; spec 2 §9 "return URLs differ per brand": where the payment
   * provider sends the person back after paying. The server gives one per brand: its own 'payment
   * complete' page, a path relative to the API base like the pictures (an absolute address is
   * taken as it is). The client reads it tolerantly — missing or neither is none (null), and the
   * payment returns to the page it was made from (docs/payments-client.md) — never a malformed
   * answer that would also cost the banners.
   */
  payBackUrl: fieldOr('getAdConfig payBackUrl', HttpUrlOrPath, null),
});

// The country lists (spec 1 §3, §7) have their own small contract file, read by the login screen.
export { COUNTRY_LIST_PATHS, type CountryItem, CountryList } from './countries.ts';

const Empty = z.object({});
const WithVerifyId = z.object({ verifyid: VerifyId });

// ── requests (decision where the spec says "not shown") ─────────────────────

/** decision: phone login needs no captcha (spec 1 §4 resend); e-mail login needs one. */
export const PreLoginRequest = z.union([
  z.object({
    telCode: TelCode,
    phone: Phone,
    /** Present when retrying after the image captcha of a 100028 answer. */
    captchaId: z.optional(CaptchaId),
  }),
  z.object({ email: Email, captchaId: CaptchaId, inputCaptcha: CaptchaText }),
]);
export type PreLoginRequest = z.infer<typeof PreLoginRequest>;

export const LoginRequest = z.union([
  z.object({ telCode: TelCode, phone: Phone, code: PhoneCode }),
  z.object({ email: Email, code: EmailCode }),
]);
export type LoginRequest = z.infer<typeof LoginRequest>;

// ── the table ────────────────────────────────────────────────────────────────

export type { EndpointDef, HttpMethod, IdentifierRole } from './defineEndpoint.ts';

/**
 * The base table: what the login, the shell and the chats and contacts tabs call (the session, the
 * account, chats, contacts, numbers, the profile). The groups only other areas call are added in
 * `table.ts`, the whole table, which the client loads only when such an endpoint is first called
 * (issue 8 item 21; `createApi.ts`).
 */
export const baseEndpoints = {
  // session (spec 1 §7)
  preLogin: endpoint({
    description:
      'Sends a one-time login code to a phone (SMS) or an e-mail address; may ask for a captcha first (100010).',
    method: 'POST',
    path: '/preLogin',
    auth: false,
    input: PreLoginRequest,
    output: Empty,
  }),
  login: endpoint({
    description:
      'Logs in (creating the account on a first login) with the one-time code; answers the session token and capabilities.',
    method: 'POST',
    path: '/login',
    auth: false,
    input: LoginRequest,
    output: Session,
  }),
  refreshToken: endpoint({
    description: 'Exchanges a valid session token for a fresh one (the client refreshes every 12 hours).',
    method: 'GET',
    path: '/refreshToken',
    auth: true,
    input: Empty,
    output: Session,
  }),
  /** decision: revokes the token on HTTP and socket alike. */
  logout: endpoint({
    description: 'Ends the session: the token stops working on HTTP and on the socket.',
    method: 'POST',
    path: '/logout',
    auth: true,
    input: Empty,
    output: Empty,
  }),

  // account
  getAccountInfo: endpoint({
    description: 'The logged-in account: its phone and e-mail, web id, balance, gift and referral capabilities.',
    method: 'GET',
    path: '/getAccountInfo',
    auth: true,
    input: Empty,
    output: Account,
  }),
  queryBalance: endpoint({
    description: "The account's current balance.",
    method: 'GET',
    path: '/queryBalance',
    auth: true,
    input: Empty,
    output: z.object({ balance: Money }),
  }),
  getAdConfig: endpoint({
    description: "The brand's banner ads per language and its pay-back address (no login needed).",
    method: 'GET',
    path: '/getAdConfig',
    auth: false,
    input: Empty,
    output: AdConfig,
  }),

  // captcha (spec 1 §7, spec 2 §7): the server draws an SVG and issues its id, bound to the
  // requester (decision, issue 14: the spec's client-generated id let anyone pre-empt an id)
  captcha: endpoint({
    description: 'A new image captcha (SVG) and its id, bound to the requester.',
    method: 'GET',
    path: '/captcha',
    auth: false,
    input: Empty,
    output: z.object({ captchaId: CaptchaId, image: z.string() }),
  }),
  genCaptcha: endpoint({
    description: 'A new image captcha (SVG) for the captcha modal, bound to the requester.',
    method: 'GET',
    path: '/genCaptcha',
    auth: false,
    input: Empty,
    output: z.object({ captchaId: CaptchaId, image: z.string() }),
  }),
  /** On success the captcha id becomes a one-time pass for `nextApi` (e.g. the 100028 retry). */
  confirmCaptcha: endpoint({
    description:
      'Checks a captcha answer; on success the captcha id becomes a one-time pass for the next protected call.',
    method: 'GET',
    path: '/confirmCaptcha',
    auth: false,
    input: z.object({
      captchaId: CaptchaId,
      inputCaptcha: CaptchaText,
      nextApi: z.optional(freeText(z.string().check(z.maxLength(64)))),
    }),
    output: Empty,
  }),

  // verifying a phone or e-mail for the logged-in account (spec 2 §4 verification modal)
  getVerifyCode: endpoint({
    description: 'Sends a code to a phone number to verify it for the logged-in account (the verification modal).',
    method: 'GET',
    path: '/getVerifyCode',
    auth: true,
    input: z.object({ telcode: TelCode, phone: Phone, captchaId: z.optional(CaptchaId) }),
    output: WithVerifyId,
  }),
  requestToVerifyEmail: endpoint({
    description: 'Sends a code to an e-mail address to verify it for the logged-in account (captcha required).',
    method: 'POST',
    path: '/requestToVerifyEmail',
    auth: true,
    input: z.object({ email: Email, captchaId: CaptchaId, inputCaptcha: CaptchaText }),
    output: WithVerifyId,
  }),
  validateCode: endpoint({
    description: 'Checks the code sent to a phone; the verify id then stands for the verified number.',
    method: 'POST',
    path: '/validateCode',
    auth: true,
    input: z.object({ verifyid: VerifyId, activationcode: PhoneCode }),
    output: Empty,
    identifiers: { verifyid: 'verifyId' },
  }),
  validateCodeForEmail: endpoint({
    description: 'Checks the code sent to an e-mail address; the verify id then stands for the verified address.',
    method: 'POST',
    path: '/validateCodeForEmail',
    auth: true,
    input: z.object({ verifyid: VerifyId, activationcode: EmailCode }),
    output: Empty,
    identifiers: { verifyid: 'verifyId' },
  }),
  /** decision: the validated verifyid travels with the contact, so the server trusts nothing else. */
  setPhoneForAccount: endpoint({
    description: "Sets the account's first phone number, verified by its verify id.",
    method: 'POST',
    path: '/setPhoneForAccount',
    auth: true,
    input: z.object({ telcode: TelCode, phone: Phone, verifyid: VerifyId }),
    output: Empty,
    identifiers: { verifyid: 'verifyId' },
  }),
  updatePhone: endpoint({
    description: "Changes the account's phone number, verified by its verify id.",
    method: 'POST',
    path: '/updatePhone',
    auth: true,
    input: z.object({ telcode: TelCode, phone: Phone, verifyid: VerifyId }),
    output: Empty,
    identifiers: { verifyid: 'verifyId' },
  }),
  setEmailForAccount: endpoint({
    description: "Sets the account's first e-mail address, verified by its verify id.",
    method: 'POST',
    path: '/setEmailForAccount',
    auth: true,
    input: z.object({ email: Email, verifyid: VerifyId }),
    output: Empty,
    identifiers: { verifyid: 'verifyId' },
  }),
  updateEmail: endpoint({
    description: "Changes the account's e-mail address, verified by its verify id.",
    method: 'POST',
    path: '/updateEmail',
    auth: true,
    input: z.object({ email: Email, verifyid: VerifyId }),
    output: Empty,
    identifiers: { verifyid: 'verifyId' },
  }),

  // cloud address book (spec 3 §7; shapes and rules in contacts.ts)
  getCloudAddressBook: endpoint({
    description: 'A page of the cloud address book, or the changes since a given clock.',
    method: 'GET',
    path: '/getCloudAddressBook',
    auth: true,
    input: GetCloudAddressBookRequest,
    output: AddressBookPage,
  }),
  /** Answers the saved contact; a draft breaking a form rule gets 100001 with `ContactValidationData`. */
  createOrUpdateCloudAddressBook: endpoint({
    description: 'Creates or edits a contact of the cloud address book (100001 with the fields that break a rule).',
    method: 'POST',
    path: '/createOrUpdateCloudAddressBook',
    auth: true,
    input: CreateOrUpdateCloudAddressBookRequest,
    output: SavedContact,
    identifiers: { id: 'contactId' },
  }),
  delCloudAddressBook: endpoint({
    description: 'Deletes contacts of the cloud address book by id.',
    method: 'POST',
    path: '/delCloudAddressBook',
    auth: true,
    input: DelCloudAddressBookRequest,
    output: DelCloudAddressBookAnswer,
    identifiers: { ids: 'contactIds' },
  }),

  // chats (spec 1 §7; shapes, dates and paging in messaging.ts)
  /** decision: the caller's own numbers for the chat's From picker. */
  getChatList: endpoint({
    description: "The account's conversations (newest first, paged) and its own numbers for the From picker.",
    method: 'GET',
    path: '/getChatList',
    auth: true,
    input: GetChatListRequest,
    output: ChatListAnswer,
  }),
  getChatListByDate: endpoint({
    description: 'The conversations that changed since a date (after a reconnect).',
    method: 'GET',
    path: '/getChatListByDate',
    auth: true,
    input: GetChatListByDateRequest,
    output: ChatListChanges,
  }),
  getDialogList: endpoint({
    description: 'A page of the messages between one own number and another number.',
    method: 'GET',
    path: '/getDialogList',
    auth: true,
    input: GetDialogListRequest,
    output: DialogPage,
    identifiers: { ownFullNumber: 'ownNumber', otherFullNumber: 'otherNumber' },
  }),
  /** issue 22 item 4: the read marker of one conversation (spec 1 §4 read rule), heard by every tab as `chatRead`. */
  markChatRead: endpoint({
    description:
      "Records that the caller read a conversation up to a message's date; every socket of the account hears `chatRead`.",
    method: 'POST',
    path: '/markChatRead',
    auth: true,
    input: MarkChatReadRequest,
    output: ChatReadMarker,
    identifiers: { ownFullNumber: 'ownNumber', otherFullNumber: 'otherNumber', date: 'messageDate' },
  }),
  delSms: endpoint({
    description: 'Deletes messages of a conversation (one message, or the whole conversation).',
    method: 'DELETE',
    path: '/delSms',
    auth: true,
    input: DelSmsRequest,
    output: DelSmsAnswer,
    identifiers: { smsId: 'smsId', date: 'messageDate', from: 'ownNumber', to: 'otherNumber' },
  }),
  /** A voicemail's transcript; failure: 500000 (the client shows its sorry message). */
  speechToText: endpoint({
    description: "A voicemail's transcript (500000 when it cannot be transcribed).",
    method: 'GET',
    path: '/speechToText',
    auth: true,
    input: SpeechToTextRequest,
    output: SpeechToTextAnswer,
    identifiers: { url: 'mediaUrl' },
  }),

  // numbers (spec 3 §7; shapes, rules and decisions in numbers.ts and docs/numbers.md)
  /** spec 3 §3 virtual phones with their plans, and the call settings' flags. */
  getVirtualPhoneList: endpoint({
    description: "The account's numbers with their plans, and whether it may forward calls or use voicemail.",
    method: 'GET',
    path: '/getVirtualPhoneList',
    auth: true,
    input: Empty,
    output: VirtualPhoneListAnswer,
  }),
  /** Countries, number types, provinces and area codes the sandbox carrier has numbers in. */
  getAreaCodeV2: endpoint({
    description: 'Countries, number types, provinces and area codes with numbers available to rent.',
    method: 'GET',
    path: '/getAreaCodeV2',
    auth: true,
    input: Empty,
    output: AreaCodeAnswer,
  }),
  getVirtualPhoneByAreaCode: endpoint({
    description: 'Numbers available to rent in a country, type and area code.',
    method: 'GET',
    path: '/getVirtualPhoneByAreaCode',
    auth: true,
    input: GetVirtualPhoneByAreaCodeRequest,
    output: AvailableNumbersAnswer,
  }),
  /** The brand's plans for a country and number type (`type` Hosting: the hosted plans page's plans). */
  getPlanList: endpoint({
    description: "The brand's plans for a country and number type, with the subscription tips.",
    method: 'GET',
    path: '/getPlanList',
    auth: true,
    input: GetPlanListRequest,
    output: PlanListAnswer,
  }),
  getManagePlanList: endpoint({
    description: 'The plans an own number can change to.',
    method: 'GET',
    path: '/getManagePlanList',
    auth: true,
    input: GetManagePlanListRequest,
    output: ManagePlanListAnswer,
    identifiers: { virtualNumber: 'ownNumber' },
  }),
  preChangePlan: endpoint({
    description: 'What a plan change would cost now (prorated) or from the next billing cycle.',
    method: 'GET',
    path: '/preChangePlan',
    auth: true,
    input: PreChangePlanRequest,
    output: PreChangePlanAnswer,
    identifiers: { virtualNumber: 'ownNumber' },
  }),
  /** spec 3 §7: a GET that changes the plan (type 1 now, with the prorated difference; 2 next cycle). */
  changePlan: endpoint({
    description: "Changes a number's plan now (charging the prorated difference) or from the next billing cycle.",
    method: 'GET',
    path: '/changePlan',
    auth: true,
    input: ChangePlanRequest,
    output: ChangePlanAnswer,
    identifiers: { virtualNumber: 'ownNumber' },
  }),
  subVirtualPhone: endpoint({
    description:
      'Rents a number on a plan, charging its price (400001 without the balance, 100023 without a verified profile).',
    method: 'POST',
    path: '/subVirtualPhone',
    auth: true,
    input: SubVirtualPhoneRequest,
    output: SubVirtualPhoneAnswer,
  }),
  reSubVirtualPhone: endpoint({
    description: 'Takes up a cancelled subscription again (from the subscription history).',
    method: 'POST',
    path: '/reSubVirtualPhone',
    auth: true,
    input: ReSubVirtualPhoneRequest,
    output: ReSubVirtualPhoneAnswer,
    identifiers: { historyId: 'historyId', date: 'historyDate' },
  }),
  unSubVirtualPhone: endpoint({
    description: 'Cancels the subscription of an own number at the end of its billing period.',
    method: 'POST',
    path: '/unSubVirtualPhone',
    auth: true,
    input: UnSubVirtualPhoneRequest,
    output: UnSubVirtualPhoneAnswer,
    identifiers: { telCode: 'ownTelCode', phone: 'ownNationalNumber' },
  }),
  updateNumberInfo: endpoint({
    description: 'Renames an own number or changes its note.',
    method: 'POST',
    path: '/updateNumberInfo',
    auth: true,
    input: UpdateNumberInfoRequest,
    output: UpdateNumberInfoAnswer,
    identifiers: { number: 'ownNumber' },
  }),
  setForward: endpoint({
    description: 'Turns call forwarding on or off for the account (voicemail turns off).',
    method: 'POST',
    path: '/setForward',
    auth: true,
    input: SetForwardRequest,
    output: CallSettingsAnswer,
  }),
  setVoicemail: endpoint({
    description: 'Turns voicemail on or off for the account (forwarding turns off).',
    method: 'POST',
    path: '/setVoicemail',
    auth: true,
    input: SetVoicemailRequest,
    output: CallSettingsAnswer,
  }),
  getSubscriptionList: endpoint({
    description: 'A month of the subscription history (renewals, purchases, plan changes, cancellations), paged.',
    method: 'GET',
    path: '/getSubscriptionList',
    auth: true,
    input: GetSubscriptionListRequest,
    output: SubscriptionListAnswer,
  }),
  /** decision: where the hosted plans page is (spec 3 §2), so the client frames it from configuration. */
  getPlansPage: endpoint({
    description: 'Where the hosted plans page is, so the client can frame it.',
    method: 'GET',
    path: '/getPlansPage',
    auth: false,
    input: Empty,
    output: PlansPageAnswer,
  }),
  // profile and identity proof (spec 2 §7; profile.ts)
  ...profileEndpoints,
} as const;

// The whole table's types, for the callers that name endpoints (types only: no group is loaded).
