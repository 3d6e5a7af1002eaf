/**
 * Verification codes on the wire (spec 3 §3 verification list item, phone option, locked phone,
 * old phone, SMS item, app, country; §4 JieMa flow, polling, New Code; §5 number type; §7 the
 * verification calls; issue 10 items 9–11): the shapes shared by the client and the reference
 * server. Rules the spec leaves open are marked "decision" and collected in
 * docs/verification-codes.md.
 *
 * Not to be confused with the contact verification of spec 2 §4 (`getVerifyCode`, a code this
 * server sends to the account's own phone or e-mail): here a *verification number* is a number
 * of the code provider, leased for one app (service) so the person can receive that service's
 * code on it.
 *
 * Numbers (as chats): a full number is country calling code + national number, digits only.
 * Money: decimal strings in the brand's balance unit, 2 decimals in prices. Dates: answers give
 * 'YYYY-MM-DD HH:mm:ss' UTC text ('' when none) for payment and expiry dates, and milliseconds
 * since the epoch for SMS dates and the lock's end.
 */

import { z } from 'zod/mini';
import { CODE_COUNTRY_CODES } from './codeCountries.ts';
import { defineEndpoint } from './defineEndpoint.ts';
import { FullNumber, SendCodeSmsRequest, SentMessage, TimeMs } from './messaging.ts';
import { rowsOf } from './rows.ts';
import { freeText } from './text.ts';

// ── vocabularies and limits ──────────────────────────────────────────────────

/** Every limit of the verification area in one table (spec 3 §5, §9). */
export const VERIFICATION_LIMITS = {
  /** spec 3 §4/§9: a lock lasts 180 s — the SMS wait window. */
  lockSeconds: 180,
  /** spec 3 §9: the client checks every 5 s. */
  pollIntervalSeconds: 5,
  /** 180 / 5: the poll counter's start (spec 3 §4 "decrementing a counter"). */
  pollChecks: 36,
  /** spec 3 §9: old SMS history, 20 per load; also the largest page the server answers. */
  smsPageSize: 20,
  /** spec 3 §5: number name 60, note 250, trimmed. */
  nameMax: 60,
  noteMax: 250,
  /** spec 3 §7: getSubCodeNumberList pageSize 200 (also the largest page). */
  listPageSize: 200,
  /** spec 3 §5/§9: a search box above the number list when more than 4 numbers. */
  searchBoxAbove: 4,
  /** decision: the most phone options one list answers. */
  phoneOptionsMax: 20,
  /** decision: an unsubscribed number stays in the account's list this many days after its last lock. */
  retentionDays: 30,
  /** decision: getCodeSmsList looks back at most this many months (spec 3 §2 JieMa old tab). */
  smsHistoryMonths: 12,
  /** decision: the public phone list answers one address at most this many times a minute. */
  publicListPerMinute: 30,
} as const;

/**
 * spec 3 §5 number type: 1 allows subscribing; 2 hides the subscribe button. decision: type 1 is a
 * long-term number (a real SIM of the provider: it can be subscribed and can send an SMS), type 2
 * a one-time number (cheaper code rate, receive only, never subscribable).
 */
export const CODE_NUMBER_TYPES = { longTerm: 1, oneTime: 2 } as const;
export const CodeNumberType = z.union([z.literal(1), z.literal(2)]);
export type CodeNumberType = z.infer<typeof CodeNumberType>;
/** A number type in a query (text) or a body (number). */
const CodeNumberTypeInput = z.pipe(
  z.union([CodeNumberType, z.literal('1'), z.literal('2')]),
  z.transform((value) => Number(value) as CodeNumberType),
);

/**
 * The ledger kinds verification codes write besides the numbers' (a subscription's first month
 * is a `numberPurchase` (bill type 5), its renewals `numberRenewal` (7), with `type`
 * 'verification' in the details). decision: a received code is bill type 8 (spec 2 §3 "4 and 8
 * SMS-like": direction in), an SMS sent from a verification number type 4 (direction out).
 */
export const CODE_LEDGER_KINDS = { verificationCode: 8, codeSmsSent: 4 } as const;
export type CodeLedgerKind = keyof typeof CODE_LEDGER_KINDS;

/** spec 3 §3 verification list item subStatus: 1 subscribed, 0 unsubscribed. */
export const SubStatus = z.union([z.literal(0), z.literal(1)]);
export type SubStatus = z.infer<typeof SubStatus>;

/**
 * The countries the code provider has numbers in (decision; spec 3 §3 Country: code, name,
 * telCode). ISO codes.
 */
export { CODE_COUNTRY_CODES };
export const CodeCountryCode = z.enum(CODE_COUNTRY_CODES);
export type CodeCountryCode = z.infer<typeof CodeCountryCode>;

/**
 * An app (service) key, e.g. 'whatsapp' (decision: lowercase letters and digits; the catalogue is
 * `getAppList`'s `appList`).
 */
export const AppKey = z.string().check(z.trim(), z.regex(/^[a-z0-9]{2,32}$/, 'must be an app key such as whatsapp'));

/**
 * spec 3 §7 lockVerificationCodePhone `number`: a full number from the phone options, or the text
 * 'Get a New Number' for any free number of the pool.
 */
export const GET_A_NEW_NUMBER = 'Get a New Number';

/** Money as a decimal string. */
const Amount = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
/** UTC 'YYYY-MM-DD HH:mm:ss', or ''. */
const DateText = z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})?$/));
const QueryInteger = z.pipe(
  z.union([z.int().check(z.nonnegative()), z.string().check(z.trim(), z.regex(/^\d{1,9}$/, 'must be a whole number'))]),
  z.transform(Number),
);
/** A '0'/'1' flag of a query (spec 3 §7 needLog). */
const QueryFlag = z.pipe(
  z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()]),
  z.transform((value) => value === true || value === 1 || value === '1'),
);

// ── entities (spec 3 §3) ─────────────────────────────────────────────────────

/** spec 3 §3 App: the key and its name in the request's language. */
export const CodeApp = z.object({ app: AppKey, name: z.string() });
export type CodeApp = z.infer<typeof CodeApp>;

/** spec 3 §3 Country (`name` in the request's language; `telCode` without '+'). */
export const CodeCountry = z.object({ code: CodeCountryCode, name: z.string(), telCode: z.string() });
export type CodeCountry = z.infer<typeof CodeCountry>;

/** What a code costs on one number type of an app (`subRent` per month; '' on type 2, which cannot be subscribed). */
export const CodeFee = z.object({
  numberType: CodeNumberType,
  codeRate: Amount,
  subRent: z.union([Amount, z.literal('')]),
  canSub: z.boolean(),
});
export type CodeFee = z.infer<typeof CodeFee>;

/**
 * spec 3 §3 Verification phone option (one row of step 1's number list). decision: the list holds
 * the caller's own numbers of that app and country first (subscribed, then recently used), then
 * free numbers of the pool. `canGetNumber` is false for a number of the caller's that someone else
 * holds now (its `tip` says so); `subStatus` 1 marks the caller's subscribed numbers.
 */
export const CodePhoneOption = z.object({
  phone: z.string(),
  telCode: z.string(),
  /** The full number: pass it as `number` of lockVerificationCodePhone. */
  fullNumber: z.string(),
  subStatus: SubStatus,
  tip: z.string(),
  canGetNumber: z.boolean(),
  numberType: CodeNumberType,
  /** The caller's name for it ('' for pool numbers). */
  numberName: z.string(),
});
export type CodePhoneOption = z.infer<typeof CodePhoneOption>;

/** The front page's (no token) variant: pool numbers only, nothing of any account. */
export const PublicCodePhoneOption = z.pick(CodePhoneOption, {
  phone: true,
  telCode: true,
  fullNumber: true,
  tip: true,
  canGetNumber: true,
  numberType: true,
});
export type PublicCodePhoneOption = z.infer<typeof PublicCodePhoneOption>;

/**
 * spec 3 §3 Locked (currently assigned) phone: the answer of lockVerificationCodePhone.
 * `canSub`: numberType 1 and not subscribed (the client additionally waits for an SMS received or
 * sent, spec 3 §4); `canSendCodeSms`: numberType 1. decision: `expiresAt` is when the lock ends
 * (180 s after it was taken; a subscribed number is the caller's anyway, the 180 s are then only
 * the wait window).
 */
export const LockedCodePhone = z.object({
  phone: z.string(),
  /** '+1 202-555-0147' style, for display. */
  formatPhone: z.string(),
  telCode: z.string(),
  /** The country codes the send panel offers (spec 3 §2 "country-code select"). */
  telCodeList: z.array(z.string()),
  fullNumber: z.string(),
  app: AppKey,
  /** The app's name in the request's language. */
  name: z.string(),
  code: CodeCountryCode,
  numberType: CodeNumberType,
  numberName: z.string(),
  tip: z.string(),
  canSub: z.boolean(),
  subStatus: SubStatus,
  subRent: z.union([Amount, z.literal('')]),
  codeRate: Amount,
  /** The text of the subscribe confirmation (rent and rate). */
  subTip: z.string(),
  canSendCodeSms: z.boolean(),
  /** ms since the epoch: the lock's end. */
  expiresAt: z.int(),
});
export type LockedCodePhone = z.infer<typeof LockedCodePhone>;

/**
 * spec 3 §3 Verification number list item, also the Old (recent) phone of the JieMa old tab.
 * decision: `oldPhone` is the full number (what the old tab locks again); `phone` the national
 * part. `nextPaymentDate`: subscribed — when the rent is next charged; unsubscribed after a
 * subscription — when it ends; otherwise ''. `expiryDate`: when the number leaves the account's
 * list (unsubscribed: `retentionDays` after its last lock, or the end of a cancelled period).
 */
export const CodeNumber = z.object({
  app: AppKey,
  /** The app's name (spec 3 §3 `name`). */
  name: z.string(),
  oldPhone: z.string(),
  phone: z.string(),
  telCode: z.string(),
  code: CodeCountryCode,
  numberType: CodeNumberType,
  numberName: z.string(),
  notes: z.string(),
  subStatus: SubStatus,
  nextPaymentDate: DateText,
  expiryDate: DateText,
  /** The monthly rent while subscribed ('0.00' otherwise). */
  monthRent: Amount,
  /** What subscribing costs per month ('' on type 2). */
  subRent: z.union([Amount, z.literal('')]),
  codeRate: Amount,
  /** subStatus 0 and numberType 1. */
  canSub: z.boolean(),
  canSendCodeSms: z.boolean(),
  /** ms since the epoch while the caller's lock runs, else null. */
  lockExpiresAt: z.nullable(z.int()),
});
export type CodeNumber = z.infer<typeof CodeNumber>;

/** spec 3 §3 SMS item (+ the sender, decision). `charge` is what it cost ('0.00' when free). */
export const CodeSms = z.object({
  smsId: z.string(),
  text: z.string(),
  /** ms since the epoch. */
  date: z.int(),
  charge: Amount,
  /** The sender as the provider names it (e.g. 'WhatsApp' or a short code). */
  from: z.string(),
  /**
   * decision (issue 10 item 10): true while the code waits for a recharge covering `charge` (it
   * arrived on a subscribed number with too low a balance); its `text` is '' until then.
   */
  held: z.boolean(),
});
export type CodeSms = z.infer<typeof CodeSms>;

// ── requests and answers (spec 3 §7) ─────────────────────────────────────────

/** spec 3 §7 getAppList → appList, countrys (the spec's spelling). No token needed (the front page). */
export const AppListAnswer = z.object({ appList: z.array(CodeApp), countrys: z.array(CodeCountry) });
export type AppListAnswer = z.infer<typeof AppListAnswer>;

/** The apps of the caller's verification numbers (JieMa old tab's service list). */
export const AppListByAccountAnswer = z.object({ appList: z.array(CodeApp) });
export type AppListByAccountAnswer = z.infer<typeof AppListByAccountAnswer>;

/** `numberType` absent: both types. */
export const GetCodePhoneListRequest = z.object({
  app: AppKey,
  code: CodeCountryCode,
  numberType: z.optional(CodeNumberTypeInput),
});
export type GetCodePhoneListRequest = z.input<typeof GetCodePhoneListRequest>;
export const CodePhoneListAnswer = z.object({ phoneList: rowsOf('code phoneList', CodePhoneOption) });
export type CodePhoneListAnswer = z.infer<typeof CodePhoneListAnswer>;
export const PublicCodePhoneListAnswer = z.object({ phoneList: rowsOf('code phoneList', PublicCodePhoneOption) });
export type PublicCodePhoneListAnswer = z.infer<typeof PublicCodePhoneListAnswer>;

/** spec 3 §7 getCodeNumberFeeByAppV2 ("payload not shown"; decision: app and country). */
export const GetCodeFeeRequest = z.object({ app: AppKey, code: z.optional(CodeCountryCode) });
export type GetCodeFeeRequest = z.input<typeof GetCodeFeeRequest>;
export const CodeFeeAnswer = z.object({ feeList: z.array(CodeFee) });
export type CodeFeeAnswer = z.infer<typeof CodeFeeAnswer>;

/**
 * spec 3 §7 lockVerificationCodePhone. Locks `number` (or a free one, `GET_A_NEW_NUMBER`) of the
 * app's pool for the caller for 180 s. `lastApp`/`lastNumber` (try another, decision): the caller's
 * lock on that number is given back (unless it is subscribed or received an SMS) and the new pick
 * is never that number. `needLog` 1 writes the lock to the server's log (support trail).
 * Refusals: 100023 profile not verified (data `ProfileGateData`); HTTP 400 + 500000 no number
 * available (the pool is empty, or `number` is held by someone else); 400001 the balance is below
 * the code rate; 100001 the number is not in that pool.
 */
export const LockCodePhoneRequest = z.object({
  app: AppKey,
  code: CodeCountryCode,
  number: z.union([z.literal(GET_A_NEW_NUMBER), FullNumber]),
  numberType: z._default(CodeNumberTypeInput, CODE_NUMBER_TYPES.longTerm),
  needLog: z.optional(QueryFlag),
  lastApp: z.optional(AppKey),
  lastNumber: z.optional(FullNumber),
});
export type LockCodePhoneRequest = z.input<typeof LockCodePhoneRequest>;
export const LockCodePhoneAnswer = LockedCodePhone;

/**
 * The poll call (spec 3 §4 polling; spec 3 §7 "poll SMS sends app, phone and the remaining count";
 * its path is not shown — decision: `GET /pollVerificationCodeSms`). `phone` is the locked full
 * number, `count` the client's remaining checks (36 … 1), kept in the server's log only.
 * Answers the SMS that arrived on this lease since the lock was taken, newest first, and the
 * lock's end. Refusals: 100005 the caller holds no lease of it; 100008 (sandbox control
 * failNext) stops polling.
 */
export const PollCodeSmsRequest = z.object({
  app: AppKey,
  phone: FullNumber,
  count: z.optional(z.pipe(QueryInteger, z.number().check(z.lte(VERIFICATION_LIMITS.pollChecks)))),
});
export type PollCodeSmsRequest = z.input<typeof PollCodeSmsRequest>;
export const PollCodeSmsAnswer = z.object({
  smsList: rowsOf('code smsList', CodeSms),
  /** ms since the epoch: the lock's end (the client's countdown). */
  expiresAt: z.int(),
  /** False once the lock ended (and the number is not subscribed): polling may stop. */
  locked: z.boolean(),
});
export type PollCodeSmsAnswer = z.infer<typeof PollCodeSmsAnswer>;

/** spec 3 §7 getVerificationCodeSmsList: the newest `count` (1 … 20, default 20) SMS of the caller's number for the app. */
export const GetCodeSmsListRequest = z.object({
  app: AppKey,
  number: FullNumber,
  count: z._default(
    z.pipe(QueryInteger, z.number().check(z.gte(1), z.lte(VERIFICATION_LIMITS.smsPageSize))),
    VERIFICATION_LIMITS.smsPageSize,
  ),
});
export type GetCodeSmsListRequest = z.input<typeof GetCodeSmsListRequest>;
export const CodeSmsListAnswer = z.object({ smsList: rowsOf('code smsList', CodeSms) });
export type CodeSmsListAnswer = z.infer<typeof CodeSmsListAnswer>;

/**
 * spec 3 §7 getCodeSmsList (JieMa old tab, month paging): one UTC month `ym` ('YYYY-MM', default
 * the current month) of the caller's SMS on that number, newest first, `pageSize` (≤ 20) at a
 * time; `nextPage` is the previous answer's cursor (null on the month's last page). The client
 * steps `ym` back one month at a time until it holds 20 (spec 3 §4); `prevYm` is the month
 * before, or null beyond `smsHistoryMonths`.
 */
export const GetCodeSmsMonthRequest = z.object({
  app: AppKey,
  number: FullNumber,
  pageSize: z._default(
    z.pipe(QueryInteger, z.number().check(z.gte(1), z.lte(VERIFICATION_LIMITS.smsPageSize))),
    VERIFICATION_LIMITS.smsPageSize,
  ),
  ym: z.optional(z.string().check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month such as 2026-11'))),
  nextPage: z.optional(z.string().check(z.trim(), z.regex(/^\d{1,15}-\d{1,15}$/, 'not a page cursor'))),
});
export type GetCodeSmsMonthRequest = z.input<typeof GetCodeSmsMonthRequest>;
export const CodeSmsMonthAnswer = z.object({
  smsList: rowsOf('code smsList', CodeSms),
  ym: z.string(),
  nextPage: z.nullable(z.string()),
  prevYm: z.nullable(z.string()),
});
export type CodeSmsMonthAnswer = z.infer<typeof CodeSmsMonthAnswer>;

/** One of the caller's verification numbers: app + full number. */
export const CodeNumberRequest = z.object({ app: AppKey, number: FullNumber });
export type CodeNumberRequest = z.input<typeof CodeNumberRequest>;

/**
 * spec 3 §7 subVerificationCodePhone ("truthy on success"): subscribes a type-1 number the caller
 * holds or held (a lock, or its list), charging the first month's `subRent` (ledger, history type
 * 5). Refusals: 100023 profile; 400001 balance; 500000 (HTTP 400) someone else holds it now;
 * 100017 a type-2 number; 100005 not the caller's.
 */
export const SubCodeNumberAnswer = z.object({ subHint: z.string(), codeNumber: CodeNumber, balance: Amount });
export type SubCodeNumberAnswer = z.infer<typeof SubCodeNumberAnswer>;
/**
 * spec 3 §7 unSubVerificationCodePhone: a subscribed number is cancelled (it stays the caller's
 * until its paid period ends, history type 100 then); an unsubscribed one ("Cancel" in the list,
 * spec 3 §4) leaves the caller's list and any lock on it ends. `codeNumber` null when it left.
 */
export const UnSubCodeNumberAnswer = z.object({ codeNumber: z.nullable(CodeNumber) });
export type UnSubCodeNumberAnswer = z.infer<typeof UnSubCodeNumberAnswer>;

/** spec 3 §7 reSubVerificationCodePhone: a type-100 row of the caller's verification history. */
export const ReSubCodeNumberRequest = z.object({
  historyId: z.string().check(z.regex(/^[1-9]\d{0,14}$/, 'not a history id')),
  date: TimeMs,
});
export type ReSubCodeNumberRequest = z.input<typeof ReSubCodeNumberRequest>;
export const ReSubCodeNumberAnswer = z.object({ subHint: z.string(), codeNumber: CodeNumber });
export type ReSubCodeNumberAnswer = z.infer<typeof ReSubCodeNumberAnswer>;

/** spec 3 §7 getSubCodeNumberList: the caller's subscribed verification numbers. */
export const GetSubCodeNumberListRequest = z.object({
  pageSize: z._default(
    z.pipe(QueryInteger, z.number().check(z.gte(1), z.lte(VERIFICATION_LIMITS.listPageSize))),
    VERIFICATION_LIMITS.listPageSize,
  ),
});
export type GetSubCodeNumberListRequest = z.input<typeof GetSubCodeNumberListRequest>;
export const CodeNumberListAnswer = z.object({ list: rowsOf('code number list', CodeNumber) });
export type CodeNumberListAnswer = z.infer<typeof CodeNumberListAnswer>;

/** spec 3 §7 getCodeNumberListByAccount: the caller's verification numbers (of `app`, or all), newest lock first. */
export const GetCodeNumberListRequest = z.object({ app: z.optional(AppKey) });
export type GetCodeNumberListRequest = z.input<typeof GetCodeNumberListRequest>;

/** spec 3 §7 updateCodeNumberInfo; spec 3 §5 name ≤ 60, note ≤ 250, trimmed; subscribed numbers only (100017 otherwise). */
export const UpdateCodeNumberInfoRequest = z.object({
  app: AppKey,
  number: FullNumber,
  name: freeText(z.string().check(z.trim(), z.maxLength(VERIFICATION_LIMITS.nameMax))),
  notes: freeText(z.string().check(z.trim(), z.maxLength(VERIFICATION_LIMITS.noteMax))),
});
export type UpdateCodeNumberInfoRequest = z.input<typeof UpdateCodeNumberInfoRequest>;
export const UpdateCodeNumberInfoAnswer = z.object({ codeNumber: CodeNumber });

// ── socket (issue 10 item 11) ────────────────────────────────────────────────

/** Server → client `codeSms`: an SMS arrived on one of the account's leased verification numbers. */
export const CodeSmsEvent = z.object({
  app: AppKey,
  /** The full number it arrived on. */
  number: z.string(),
  sms: CodeSms,
});
export type CodeSmsEvent = z.infer<typeof CodeSmsEvent>;

// ── the endpoints (spread into `endpoints` of endpoints.ts) ──────────────────

const Empty = z.object({});

export const verificationCodeEndpoints = {
  /** The app catalogue and the countries; no token needed (the front page shows them too). */
  getAppList: defineEndpoint({
    description:
      'The services whose verification codes can be received, and the countries with numbers; no token needed.',
    method: 'GET',
    path: '/getAppList',
    auth: false,
    input: Empty,
    output: AppListAnswer,
  }),
  getAppListByAccount: defineEndpoint({
    description: "The services of the caller's verification numbers (the JieMa recently-used tab).",
    method: 'GET',
    path: '/getAppListByAccount',
    auth: true,
    input: Empty,
    output: AppListByAccountAnswer,
  }),
  getVerificationCodePhoneListV2: defineEndpoint({
    description:
      "The numbers to choose from for a service and country: the caller's own first, then free ones of the pool.",
    method: 'GET',
    path: '/getVerificationCodePhoneListV2',
    auth: true,
    input: GetCodePhoneListRequest,
    output: CodePhoneListAnswer,
  }),
  /**
   * The front page's phone options (spec 3 §6 "the number list uses a public call"; its path is
   * not shown — decision): no token, pool numbers only, `publicListPerMinute` per address (429 +
   * 100016 beyond).
   */
  getPublicCodePhoneList: defineEndpoint({
    description:
      'The free numbers of a service and country for the logged-out front page; no token, rate-limited per address.',
    method: 'GET',
    path: '/getPublicCodePhoneList',
    auth: false,
    input: GetCodePhoneListRequest,
    output: PublicCodePhoneListAnswer,
  }),
  getCodeNumberFeeByAppV2: defineEndpoint({
    description: 'What a code and a subscription cost for a service, per number type.',
    method: 'GET',
    path: '/getCodeNumberFeeByAppV2',
    auth: true,
    input: GetCodeFeeRequest,
    output: CodeFeeAnswer,
  }),
  lockVerificationCodePhone: defineEndpoint({
    description:
      'Locks a number (or any free one) of a service for the caller for 180 s; HTTP 400 with 500000 when none is available.',
    method: 'GET',
    path: '/lockVerificationCodePhone',
    auth: true,
    input: LockCodePhoneRequest,
    output: LockCodePhoneAnswer,
  }),
  pollVerificationCodeSms: defineEndpoint({
    description:
      'The poll call: the SMS that arrived on the locked number since the lock began, and when the lock ends.',
    method: 'GET',
    path: '/pollVerificationCodeSms',
    auth: true,
    input: PollCodeSmsRequest,
    output: PollCodeSmsAnswer,
    identifiers: { app: 'ownCodeApp', phone: 'ownCodeNumber' },
  }),
  getVerificationCodeSmsList: defineEndpoint({
    description: "The newest SMS of one of the caller's verification numbers.",
    method: 'GET',
    path: '/getVerificationCodeSmsList',
    auth: true,
    input: GetCodeSmsListRequest,
    output: CodeSmsListAnswer,
    identifiers: { app: 'ownCodeApp', number: 'ownCodeNumber' },
  }),
  getCodeSmsList: defineEndpoint({
    description: "One month of SMS of one of the caller's verification numbers, paged.",
    method: 'GET',
    path: '/getCodeSmsList',
    auth: true,
    input: GetCodeSmsMonthRequest,
    output: CodeSmsMonthAnswer,
    identifiers: { app: 'ownCodeApp', number: 'ownCodeNumber' },
  }),
  /** spec 3 §7: a GET that subscribes. */
  subVerificationCodePhone: defineEndpoint({
    description: 'Subscribes a long-term verification number, charging the first month.',
    method: 'GET',
    path: '/subVerificationCodePhone',
    auth: true,
    input: CodeNumberRequest,
    output: SubCodeNumberAnswer,
    identifiers: { app: 'ownCodeApp', number: 'ownCodeNumber' },
  }),
  unSubVerificationCodePhone: defineEndpoint({
    description:
      'Cancels a subscription at the end of its paid month, or removes an unsubscribed number from the list.',
    method: 'GET',
    path: '/unSubVerificationCodePhone',
    auth: true,
    input: CodeNumberRequest,
    output: UnSubCodeNumberAnswer,
    identifiers: { app: 'ownCodeApp', number: 'ownCodeNumber' },
  }),
  reSubVerificationCodePhone: defineEndpoint({
    description: 'Re-subscribes a released verification number from its history row.',
    method: 'POST',
    path: '/reSubVerificationCodePhone',
    auth: true,
    input: ReSubCodeNumberRequest,
    output: ReSubCodeNumberAnswer,
  }),
  getSubCodeNumberList: defineEndpoint({
    description: "The caller's subscribed verification numbers.",
    method: 'GET',
    path: '/getSubCodeNumberList',
    auth: true,
    input: GetSubCodeNumberListRequest,
    output: CodeNumberListAnswer,
  }),
  getCodeNumberListByAccount: defineEndpoint({
    description: "The caller's verification numbers (of one service, or all).",
    method: 'GET',
    path: '/getCodeNumberListByAccount',
    auth: true,
    input: GetCodeNumberListRequest,
    output: CodeNumberListAnswer,
  }),
  updateCodeNumberInfo: defineEndpoint({
    description: 'Renames a subscribed verification number and sets its note.',
    method: 'POST',
    path: '/updateCodeNumberInfo',
    auth: true,
    input: UpdateCodeNumberInfoRequest,
    output: UpdateCodeNumberInfoAnswer,
    identifiers: { app: 'ownCodeApp', number: 'ownCodeNumber' },
  }),
  /**
   * spec 3 §7 sendCodeSms: from one of the caller's leased verification numbers of `app` (a live
   * lock or a subscription) whose type can send (`canSendCodeSms`); charged as a chat SMS (spec 2
   * §9) and handed to the carrier. Refusals: 100005 not a lease of the caller's; 100017 the
   * number cannot send; 400001 balance; the recipient rules of chats (100009, 100021).
   */
  sendCodeSms: defineEndpoint({
    description: 'Sends an SMS from a leased long-term verification number, at the SMS rate.',
    method: 'POST',
    path: '/sendCodeSms',
    auth: true,
    input: SendCodeSmsRequest,
    output: SentMessage,
    identifiers: { app: 'ownCodeApp', from: 'ownCodeNumber', to: 'otherNumber' },
  }),
} as const;
