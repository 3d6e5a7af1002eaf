/**
 * Numbers on the wire (spec 3 §3 virtual phone, subscription history item, plan, area code data,
 * plan change option, iframe messages; §7 the numbers calls; spec 2 §9 number prices): the shapes
 * shared by the client and the reference server. Rules the spec leaves open are marked
 * "decision" and collected in docs/numbers.md.
 *
 * Money (conventions): decimal strings in the brand's balance unit — Coins on pingme, dollars on
 * the other dollar brands, cloud coins (云币) on cloudnumber. Prices have 2 decimals.
 *
 * Dates (decision): `paymentDate`, `nextPaymentDate`, `resDate` and `effectiveDate` are UTC
 * 'YYYY-MM-DD HH:mm:ss' text ('' when there is none; spec 3 §2 shows the first 10 characters); a
 * history row's `date` is milliseconds since the epoch, as chats' dates are.
 */
import { z } from 'zod/mini';
import { FullNumber, TimeMs, VirtualNumberType, VirtualPhone } from './messaging.ts';
import { rowsOf } from './rows.ts';
import { freeText } from './text.ts';

// ── vocabularies and limits ──────────────────────────────────────────────────

/** Every limit of the numbers area in one table (spec 3 §5, §9). */
export const NUMBER_LIMITS = {
  /** spec 3 §5/§9: number name 60 characters, trimmed. */
  nameMax: 60,
  /** spec 3 §5/§9: note 250 characters, trimmed. */
  noteMax: 250,
  /** spec 3 §7/§9: subscription history page size 200 (also the largest page the server answers). */
  historyPageSize: 200,
  /** spec 3 §2: the current UTC month and the five before. */
  historyMonths: 6,
  /** decision: the numbers one getVirtualPhoneByAreaCode answers. */
  offeredNumbers: 20,
  /** decision: a client-made idempotency key of subVirtualPhone has 1 to 64 characters. */
  requestIdMax: 64,
} as const;

/**
 * The `code` of a country in the numbers area: an ISO country code, or `TollFree` for the US/Canada
 * toll-free numbers, which the spec treats as a country of its own (spec 3 §5: "province selector
 * hidden for GB, AU, HK and TollFree"; spec 2 §9 rates "US/CA toll-free").
 */
export const NUMBER_COUNTRY_CODES = ['US', 'CA', 'GB', 'AU', 'HK', 'IL', 'FI', 'MX', 'AT', 'TollFree'] as const;
export const NumberCountryCode = z.enum(NUMBER_COUNTRY_CODES);
export type NumberCountryCode = z.infer<typeof NumberCountryCode>;

/** spec 3 §5: countries without a province selector, and without an area-code selector. */
export const NO_PROVINCE_COUNTRIES: readonly NumberCountryCode[] = ['GB', 'AU', 'HK', 'TollFree'];
export const NO_AREA_CODE_COUNTRIES: readonly NumberCountryCode[] = ['GB', 'AU', 'HK'];

/**
 * A number's state (decision; spec 3 §3 shows `status` without values):
 * - active: renews on `nextPaymentDate`;
 * - cancelled: unsubscribed; stays the account's (sends, receives) until `nextPaymentDate`, then
 *   it is released; re-subscribing makes it active again without a charge;
 * - suspended: a renewal found too little balance; it cannot send (it still receives). It is
 *   re-activated by an immediate plan change (Manage Plan: preChangePlan offers only type 1, for
 *   any plan including its own, a full new period), and released `NUMBER_RULES.graceDays` after
 *   `nextPaymentDate`; once released, its type-100 row re-subscribes it while the number is free.
 */
export const NUMBER_STATUSES = ['active', 'cancelled', 'suspended'] as const;
export const NumberStatus = z.enum(NUMBER_STATUSES);
export type NumberStatus = z.infer<typeof NumberStatus>;

/** Billing rules of the reference server (decisions, docs/numbers.md). */
export const NUMBER_RULES = {
  /** A suspended number is released this many days after its unpaid `nextPaymentDate`. */
  graceDays: 7,
  /** A released number is offered to others again after this many days. */
  quarantineDays: 30,
} as const;

/**
 * Subscription history types (spec 3 §3: 1, 2, 3, 5, 6, 7, 100; spec 3 §9 "not shown: text of
 * type labels"). decision: what each type records.
 */
export const HISTORY_TYPES = {
  /** Plan changed at once; `charge` is the prorated difference (negative: money back). */
  planChangedNow: 1,
  /** Plan change scheduled for the next billing cycle; `charge` 0. */
  planChangeScheduled: 2,
  /** Re-subscribed; `charge` is what that cost (0 when the period was already paid). */
  resubscribed: 3,
  /** Bought: activation fee + first period. */
  purchased: 5,
  /** Suspended: a renewal found too little balance; `charge` 0. */
  suspended: 6,
  /** Renewed for one more period. */
  renewed: 7,
  /** Cancelled (unsubscribed) or released; re-subscribable (spec 3 §3). */
  cancelled: 100,
} as const;
export const HistoryType = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(5),
  z.literal(6),
  z.literal(7),
  z.literal(100),
]);
export type HistoryType = z.infer<typeof HistoryType>;

/** spec 3 §9: plan-change types 1 immediate, 2 next billing cycle. */
export const PLAN_CHANGE_TYPES = { immediate: 1, nextCycle: 2 } as const;
export const PlanChangeType = z.union([z.literal(1), z.literal(2)]);
export type PlanChangeType = z.infer<typeof PlanChangeType>;

/**
 * The ledger kinds numbers write (spec 2 §3 bill types 5 "number purchase" and 7 "number renewal
 * or cancel"); the bill list answers them as those types. decision: a plan change's prorated
 * difference is a purchase (5), a re-subscription's charge a renewal (7).
 */
export const NUMBER_LEDGER_KINDS = { numberPurchase: 5, numberRenewal: 7 } as const;
export type NumberLedgerKind = keyof typeof NUMBER_LEDGER_KINDS;

/** A plan's billing period (decision: in months; spec 2 §9 monthly, quarterly, half-yearly, yearly). */
export const PLAN_PERIODS = [1, 3, 6, 12, 24] as const;
export const PlanPeriod = z.literal(PLAN_PERIODS);
export type PlanPeriod = z.infer<typeof PlanPeriod>;

// ── building blocks ──────────────────────────────────────────────────────────

/** Money as a decimal string (conventions), possibly negative. */
const Amount = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
/** UTC 'YYYY-MM-DD HH:mm:ss', or '' (see the file comment). */
const DateText = z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})?$/));

/** A plan's id (decision: a positive integer; spec 3 §2 speaks of "a numeric planId"). Query values arrive as text. */
export const PlanId = z.pipe(
  z.pipe(
    z.union([z.int(), z.string().check(z.trim(), z.regex(/^\d{1,9}$/, 'must be a plan id'))]),
    z.transform(Number),
  ),
  z.int().check(z.gte(1), z.lte(999_999_999)),
);

/** An area code as listed in `AreaCodeCountry` (digits). */
const AreaCode = z.string().check(z.trim(), z.regex(/^\d{1,6}$/, 'must be an area code'));

/** A national number, digits. */
const NationalNumber = z.string().check(z.trim(), z.regex(/^\d{4,15}$/, 'please enter a valid phone number'));
const CountryCallingCode = z.string().check(z.trim(), z.regex(/^\d{1,4}$/, 'please enter country code'));

/** A switch's state in an answer: 1 on, 0 off. */
const OnOff = z.union([z.literal(0), z.literal(1)]);

/** A switch value: 1 on, 0 off (spec 3 §7 setForward/setVoicemail); text in a query. */
const Switch = z.pipe(
  z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((value) => Number(value) as 0 | 1),
);

// ── entities ─────────────────────────────────────────────────────────────────

/**
 * spec 3 §3 Virtual phone (number management). Extends the chats' virtual phone, so the list
 * also feeds the From picker. `monthRent` is the current plan's price per month.
 */
export const ManagedNumber = z.extend(VirtualPhone, {
  /** The country the number belongs to, for its flag (`TollFree`: the US/Canada flag, spec 3 §2). */
  code: NumberCountryCode,
  /** When the current period started. */
  paymentDate: DateText,
  /** When the next period is charged (active), the number ends (cancelled) or was due (suspended). */
  nextPaymentDate: DateText,
  monthRent: Amount,
  /** The current plan's name (as `Plan.planName`). */
  planType: z.string(),
  status: NumberStatus,
  planId: z.int(),
  /** The catalogue key of the current plan, e.g. 'US.local.12' (country, type, months). */
  localPlanId: z.string(),
  /** A plan change waiting for the next billing cycle: its plan id, or null. */
  pendingPlanId: z.nullable(z.int()),
});
export type ManagedNumber = z.infer<typeof ManagedNumber>;

/** One section of a plan's description (spec 3 §3 planDescList: title and items). */
export const PlanDescSection = z.object({ title: z.string(), items: z.array(z.string()) });
export type PlanDescSection = z.infer<typeof PlanDescSection>;

/**
 * spec 3 §3 Plan. Prices in the brand's unit, for one period of `planRentPeriod` months.
 * `planDescList` holds a section titled 'Tips' ('温馨提示' in Chinese; `PLAN_TIPS_TITLES`) whose
 * items may carry `###key###` placeholders, each a link to `urlDict[key]` (spec 3 §5). decision:
 * the key is also the link's text ('###Subscription Agreement###'); a URL starting with '/' is
 * relative to the API base (resolve it as `resolveMediaUrl` does).
 */
export const Plan = z.object({
  planId: z.int(),
  /** The catalogue key (country.type.months). */
  localPlanId: z.string(),
  planName: z.string(),
  /** What one period costs (after any discount). */
  planRent: Amount,
  /** `planRent` per month, 2 decimals. */
  monthRent: Amount,
  planRentPeriod: PlanPeriod,
  /** decision: 'period' — the rent is charged in advance for each period (the only kind numbers have). */
  chargeType: z.literal('period'),
  /** decision: percent off `originalRent` (0 when not discounted). */
  discount: z.int().check(z.gte(0), z.lte(100)),
  /** decision: the undiscounted price of one period (= `planRent` when not discounted). */
  originalRent: Amount,
  /** A one-line hint under the plan's price, in the request's language. */
  tip: z.string(),
  /** Charged once, with the first period, on purchase. */
  activationFee: Amount,
  planDescList: z.array(PlanDescSection),
  urlDict: z.record(z.string(), z.string()),
  /** When the period bought now would end (getPlanList), or the number's next payment date (getManagePlanList). */
  nextPaymentDate: DateText,
});
export type Plan = z.infer<typeof Plan>;

/** The titles of the Tips section of `planDescList` in each language (spec 3 §5). */
export const PLAN_TIPS_TITLES = ['Tips', '温馨提示'] as const;

/** spec 3 §3 Area code data: a province and its area codes. */
export const AreaCodeProvince = z.object({ name: z.string(), areaCodes: z.array(z.string()) });
/**
 * One number type of a country. `name` is the type (a `VirtualNumberType`: 'local' or 'tollfree'
 * in the new-number flow); where the spec hides the province selector there is one province
 * named '', and where it hides the area-code selector that province has no area codes.
 */
export const AreaCodeType = z.object({ name: VirtualNumberType, provinces: z.array(AreaCodeProvince) });
export const AreaCodeCountry = z.object({
  code: NumberCountryCode,
  telCode: z.string(),
  /** 'United States (+1)' in the request's language. */
  nameNcode: z.string(),
  typeList: z.array(AreaCodeType),
});
export type AreaCodeCountry = z.infer<typeof AreaCodeCountry>;

/** A number the carrier offers. */
export const AvailableNumber = z.object({ phone: z.string(), telCode: z.string(), fullNumber: z.string() });
export type AvailableNumber = z.infer<typeof AvailableNumber>;

/** spec 3 §3 Plan change option. */
export const PlanChangeOption = z.object({
  type: PlanChangeType,
  planId: z.int(),
  /** Explains the option ('The new plan starts now …'). */
  tip: z.string(),
  /** What confirming charges now (negative: money back; 0 for the next cycle). */
  payAmount: Amount,
  planName: z.string(),
  /** How the amount is computed or when the change takes effect. */
  rule: z.string(),
});
export type PlanChangeOption = z.infer<typeof PlanChangeOption>;

/**
 * What a subscription history row is about (decision, issue 10): a rented number, or the
 * subscription of a verification number (docs/verification-codes.md). Both share the history,
 * its types and the renewal rules.
 */
export const SUBSCRIPTION_KINDS = ['number', 'verification'] as const;
export const SubscriptionKind = z.enum(SUBSCRIPTION_KINDS);
export type SubscriptionKind = z.infer<typeof SubscriptionKind>;

/** spec 3 §3 / spec 2 §3 Subscription history item. */
export const SubscriptionHistoryItem = z.object({
  _id: z.string(),
  /** The id to re-subscribe with (as `_id`). */
  historyId: z.string(),
  /** The full number. */
  number: z.string(),
  /** The number's name when the row was written. */
  name: z.string(),
  type: HistoryType,
  /** ms since the epoch; pass it back as `date` of reSubVirtualPhone. */
  date: z.int(),
  /** What the event cost (negative: money back), in the brand's unit. */
  charge: Amount,
  /** The plan of the row; null when none applies. */
  planId: z.nullable(z.int()),
  /** The number's next payment date after the event ('' when none). */
  nextPaymentDate: DateText,
  /** decision: type 100 — when the number is (or was) released, so re-subscribing needs a new rental after it. */
  resDate: DateText,
  /** Absent: 'number'. A 'verification' row re-subscribes with reSubVerificationCodePhone. */
  kind: z.optional(SubscriptionKind),
  /** A verification row's app key (verificationCodes.ts), absent otherwise. */
  app: z.optional(z.string()),
});
export type SubscriptionHistoryItem = z.infer<typeof SubscriptionHistoryItem>;

// ── requests and answers (spec 3 §7) ─────────────────────────────────────────

export const VirtualPhoneListAnswer = z.object({
  virtualPhones: rowsOf('virtualPhones', ManagedNumber),
  /** 1 when calls to the account's numbers are forwarded to its own phone. */
  forwardStatus: OnOff,
  /** 1 when the sandbox carrier takes voicemail for the account's numbers. */
  voicemailStatus: OnOff,
  /** decision: forwarding needs a phone on the account (it forwards there). */
  canForward: z.boolean(),
  /** decision: every account with a number may switch voicemail. */
  canVoicemail: z.boolean(),
});
export type VirtualPhoneListAnswer = z.infer<typeof VirtualPhoneListAnswer>;

export const AreaCodeAnswer = z.object({ areaCodeList: z.array(AreaCodeCountry) });
export type AreaCodeAnswer = z.infer<typeof AreaCodeAnswer>;

/** `areaCode` is left out (or '') where the spec hides the area-code selector. */
export const GetVirtualPhoneByAreaCodeRequest = z.object({
  code: NumberCountryCode,
  type: VirtualNumberType,
  telCode: CountryCallingCode,
  areaCode: z.optional(z.union([AreaCode, z.literal('')])),
});
export type GetVirtualPhoneByAreaCodeRequest = z.input<typeof GetVirtualPhoneByAreaCodeRequest>;
/** Empty when the carrier has none there (the client's no-number state). */
export const AvailableNumbersAnswer = z.object({ numberList: rowsOf('numberList', AvailableNumber) });
export type AvailableNumbersAnswer = z.infer<typeof AvailableNumbersAnswer>;

export const GetPlanListRequest = z.object({ code: NumberCountryCode, type: VirtualNumberType });
export type GetPlanListRequest = z.input<typeof GetPlanListRequest>;
export const PlanListAnswer = z.object({ planList: z.array(Plan) });
export type PlanListAnswer = z.infer<typeof PlanListAnswer>;

/** `virtualNumber`: one of the caller's full numbers. */
export const GetManagePlanListRequest = z.object({ virtualNumber: FullNumber });
export type GetManagePlanListRequest = z.input<typeof GetManagePlanListRequest>;
export const ManagePlanListAnswer = z.object({
  planList: z.array(Plan),
  /** Badge 'Current Plan' (spec 3 §4). */
  currentPlanId: z.int(),
  /** Badge 'Effective date': the plan scheduled for the next cycle, or null. */
  pendingPlanId: z.nullable(z.int()),
  /** When the pending plan takes effect ('' when none). */
  effectiveDate: DateText,
  /** The number's state: a suspended one is renewed by choosing its own plan (issue 27 item 1). */
  status: NumberStatus,
});
export type ManagePlanListAnswer = z.infer<typeof ManagePlanListAnswer>;

export const PreChangePlanRequest = z.object({ virtualNumber: FullNumber, planId: PlanId });
export type PreChangePlanRequest = z.input<typeof PreChangePlanRequest>;
export const PreChangePlanAnswer = z.object({ changeList: z.array(PlanChangeOption) });
export type PreChangePlanAnswer = z.infer<typeof PreChangePlanAnswer>;

const PlanChangeTypeInput = z.pipe(
  z.union([PlanChangeType, z.literal('1'), z.literal('2')]),
  z.transform((value) => Number(value) as PlanChangeType),
);
export const ChangePlanRequest = z.object({ virtualNumber: FullNumber, planId: PlanId, type: PlanChangeTypeInput });
export type ChangePlanRequest = z.input<typeof ChangePlanRequest>;
export const ChangePlanAnswer = z.object({
  successHint: z.string(),
  /** The number's plan after the change ('Yearly, from 2026-12-01' for a scheduled one). */
  planHint: z.string(),
  /** The number as it is now (an immediate change shows the new plan at once). */
  virtualPhone: ManagedNumber,
});
export type ChangePlanAnswer = z.infer<typeof ChangePlanAnswer>;

/**
 * spec 3 §7: buys `telCode`+`phone` (from getVirtualPhoneByAreaCode) with `planId`. Charges the
 * activation fee + the first period. Refusals: 400001 too little balance; 100023 profile not
 * verified (data `ProfileGateData`); 500000 the number is no longer available.
 * Idempotent (decision): a repeated `requestId` of the same account answers the first success
 * without charging again; without one, buying a number the caller already holds answers success
 * without a charge.
 */
export const SubVirtualPhoneRequest = z.object({
  planId: PlanId,
  telCode: CountryCallingCode,
  phone: NationalNumber,
  code: NumberCountryCode,
  type: VirtualNumberType,
  requestId: z.optional(
    z
      .string()
      .check(
        z.regex(
          new RegExp(`^[A-Za-z0-9_.:-]{1,${NUMBER_LIMITS.requestIdMax}}$`),
          `1 to ${NUMBER_LIMITS.requestIdMax} letters, digits or _ . : -`,
        ),
      ),
  ),
});
export type SubVirtualPhoneRequest = z.input<typeof SubVirtualPhoneRequest>;
export const SubVirtualPhoneAnswer = z.object({
  /** The result text of the success dialog (spec 3 §4). */
  subHint: z.string(),
  virtualPhone: ManagedNumber,
  /** The balance after the charge. */
  balance: Amount,
});
export type SubVirtualPhoneAnswer = z.infer<typeof SubVirtualPhoneAnswer>;

/** Unsubscribes one of the caller's numbers (it stays theirs until its next payment date). */
export const UnSubVirtualPhoneRequest = z.object({ telCode: CountryCallingCode, phone: NationalNumber });
export type UnSubVirtualPhoneRequest = z.input<typeof UnSubVirtualPhoneRequest>;
export const UnSubVirtualPhoneAnswer = z.object({ virtualPhone: ManagedNumber });

/** `historyId` and `date` of a type-100 row of the caller's history. 100023 when the profile is not verified. */
export const ReSubVirtualPhoneRequest = z.object({
  historyId: z.string().check(z.regex(/^[1-9]\d{0,14}$/, 'not a history id')),
  date: TimeMs,
});
export type ReSubVirtualPhoneRequest = z.input<typeof ReSubVirtualPhoneRequest>;
export const ReSubVirtualPhoneAnswer = z.object({ subHint: z.string(), virtualPhone: ManagedNumber });
export type ReSubVirtualPhoneAnswer = z.infer<typeof ReSubVirtualPhoneAnswer>;

/**
 * spec 3 §5: name ≤ 60, note ≤ 250, both trimmed (the server trims too). `type`, when sent, must
 * be the number's type.
 */
export const UpdateNumberInfoRequest = z.object({
  number: FullNumber,
  name: freeText(z.string().check(z.trim(), z.maxLength(NUMBER_LIMITS.nameMax))),
  notes: freeText(z.string().check(z.trim(), z.maxLength(NUMBER_LIMITS.noteMax))),
  type: z.optional(VirtualNumberType),
});
export type UpdateNumberInfoRequest = z.input<typeof UpdateNumberInfoRequest>;
export const UpdateNumberInfoAnswer = z.object({ virtualPhone: ManagedNumber });

export const SetForwardRequest = z.object({ forward: Switch });
export type SetForwardRequest = z.input<typeof SetForwardRequest>;
export const SetVoicemailRequest = z.object({ voicemail: Switch });
export type SetVoicemailRequest = z.input<typeof SetVoicemailRequest>;
/** Both switches after the change (spec 3 §2: mutually exclusive — turning one on turns the other off). */
export const CallSettingsAnswer = z.object({
  forwardStatus: OnOff,
  voicemailStatus: OnOff,
});
export type CallSettingsAnswer = z.infer<typeof CallSettingsAnswer>;

const QueryInteger = z.pipe(
  z.union([z.int().check(z.nonnegative()), z.string().check(z.trim(), z.regex(/^\d{1,9}$/, 'must be a whole number'))]),
  z.transform(Number),
);

/**
 * spec 3 §7 / spec 2 §7: one month of the caller's subscription history, newest first. The month
 * is `ym` ('YYYY-MM') or the month of `date` ('YYYY-MM-DD'), UTC; neither: the current month.
 * Paging: `pageNo` (1-based) or `nextPage` (the previous answer's cursor); neither: the first page.
 * Every answer carries `totalRows` (rows of the month) and `nextPage` (null on the last page).
 */
export const GetSubscriptionListRequest = z.object({
  pageSize: z._default(
    z.pipe(QueryInteger, z.number().check(z.gte(1), z.lte(NUMBER_LIMITS.historyPageSize))),
    NUMBER_LIMITS.historyPageSize,
  ),
  pageNo: z.optional(z.pipe(QueryInteger, z.number().check(z.gte(1), z.lte(1_000_000)))),
  nextPage: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,80}$/, 'not a page cursor'))),
  ym: z.optional(z.string().check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month such as 2026-11'))),
  date: z.optional(
    z
      .string()
      .check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a day such as 2026-11-24')),
  ),
  /** decision (issue 10): only rows of that kind (the verification area's history); absent: every row. */
  kind: z.optional(SubscriptionKind),
});
export type GetSubscriptionListRequest = z.input<typeof GetSubscriptionListRequest>;
export const SubscriptionListAnswer = z.object({
  list: rowsOf('subscription list', SubscriptionHistoryItem),
  nextPage: z.nullable(z.string()),
  totalRows: z.int().check(z.nonnegative()),
});
export type SubscriptionListAnswer = z.infer<typeof SubscriptionListAnswer>;

// ── the hosted plans page (spec 3 §2 embedded plans page, §3 iframe messages) ─

/**
 * Where the hosted plans page is (decision: the server's configuration, PLANS_PAGE_URL; by default
 * `/plans/` on the API's own origin). `url` is absolute, or root-relative to the API base; `origin`
 * is the frame's origin, or '' when `url` is relative (then the API base's origin). The client
 * frames `url`, posts to and accepts messages only from that origin.
 */
export const PlansPageAnswer = z.object({ url: z.string(), origin: z.string() });
export type PlansPageAnswer = z.infer<typeof PlansPageAnswer>;
/** The default path of the plans page on the API's origin. */
export const PLANS_PAGE_PATH = '/plans/';

/** The plans page's routes (spec 3 §2: plans, planDetail, checkout, planSummary, the header buttons' pages). */
export const PLANS_ROUTES = [
  'plans',
  'planDetail',
  'checkout',
  'planSummary',
  'orderDetails',
  'subscriptionHistory',
  'orderHistory',
] as const;
export const PlansRoute = z.enum(PLANS_ROUTES);
export type PlansRoute = z.infer<typeof PlansRoute>;

/**
 * App → frame (spec 3 §3 outgoing keys), each message an object with exactly one key.
 * `session` is this product's addition (decision): the frame may live on another origin, so the
 * app hands it the token when the frame first speaks (its first `afterEach` or its `language`
 * request), and only to the configured origin.
 */
export const ToPlansFrameMessage = z.union([
  z.strictObject({ language: z.enum(['en', 'zh_cn']) }),
  z.strictObject({ back: z.literal(true) }),
  z.strictObject({ planSummary: z.literal(true) }),
  z.strictObject({ orderDetails: z.literal(true) }),
  z.strictObject({ subscriptionHistory: z.literal(true) }),
  z.strictObject({ orderHistory: z.literal(true) }),
  z.strictObject({ session: z.strictObject({ token: z.string().check(z.minLength(16)), platform: z.string() }) }),
]);
export type ToPlansFrameMessage = z.infer<typeof ToPlansFrameMessage>;

/**
 * Frame → app (spec 3 §3 incoming keys). `afterEach` after every route change (the header's title,
 * back arrow and buttons follow `name`); `language` asks the app for its language (the app answers
 * with its own `language` message); `toRecharge` opens recharge with the URL to come back to;
 * `managePhone` opens number management; `addMessage` starts a chat from that number.
 */
export const FromPlansFrameMessage = z.union([
  z.strictObject({ afterEach: z.strictObject({ name: PlansRoute, path: z.string(), title: z.string() }) }),
  z.strictObject({ language: z.literal(true) }),
  z.strictObject({ toRecharge: z.strictObject({ returnUrl: z.string() }) }),
  z.strictObject({ managePhone: z.literal(true) }),
  z.strictObject({ addMessage: z.strictObject({ telCode: z.string(), number: z.string() }) }),
]);
export type FromPlansFrameMessage = z.infer<typeof FromPlansFrameMessage>;
