/**
 * Bills, calls, SMS histories and call rates on the wire (spec 2 §3 ledger entry, call record, SMS
 * record, country rate; §7 getBillList, getCallList, getNormalSmsList, getCountryRates; §9 limits),
 * plus this product's message price lookup for the composer's cost preview (issue 11 item 8).
 * Decisions are marked "decision" and collected in docs/histories-and-rates.md.
 *
 * Money (conventions): decimal strings in the brand's balance unit, 4 decimals. Dates: ms since
 * the epoch (as chats' and subscription history's).
 */
import { z } from 'zod/mini';
import { defineEndpoint } from './defineEndpoint.ts';
import { FullNumber } from './messaging.ts';
import { PLATFORMS, type Platform } from './platform.ts';
import { rowsOf } from './rows.ts';

// ── limits and vocabularies ──────────────────────────────────────────────────

export const LEDGER_LIMITS = {
  /** spec 2 §7, §9: bills, calls and SMS answer 200 rows per page (also the largest page). */
  historyPageSize: 200,
  /** spec 2 §2: the current UTC month and the three before. */
  historyMonths: 4,
  /** spec 2 §7, §9: country rates answer 100 rows per page. */
  ratesPageSize: 100,
  /** decision: the longest call the sandbox carrier records (one day). */
  callSecondsMax: 86_400,
} as const;

/**
 * spec 2 §3 ledger entry types. decision: 4 is a sent SMS or MMS, 8 its refund (the carrier refused
 * it), 10 anything else (type 1 a sandbox/admin balance change, 2 a referral reward).
 */
export const BILL_TYPES = {
  recharge: 1,
  call: 3,
  message: 4,
  numberPurchase: 5,
  campaign: 6,
  numberRenewal: 7,
  messageRefund: 8,
  days: 9,
  other: 10,
  localPlan: 50,
} as const;
export const BillType = z.union([
  z.literal(1),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
  z.literal(8),
  z.literal(9),
  z.literal(10),
  z.literal(50),
]);
export type BillType = z.infer<typeof BillType>;

/** spec 2 §3 the two call kinds. decision: 1 on the premium (common) line, 2 on the economy line. */
export const CALL_TYPES = { common: 1, economic: 2 } as const;
export const CallType = z.union([z.literal(1), z.literal(2)]);
export type CallType = z.infer<typeof CallType>;

/**
 * spec 2 §3: tariff ids 114, 116 and 200 map to named lines. decision: 114 the premium line of an
 * outbound call, 116 the economy line, 200 an inbound call on the number's own line.
 */
export const TARIFF_LINES = { 114: 'premium', 116: 'economy', 200: 'inbound' } as const;
export type TariffId = keyof typeof TARIFF_LINES;
export type CallLine = (typeof TARIFF_LINES)[TariffId];
export const TariffId = z.union([z.literal(114), z.literal(116), z.literal(200)]);

/** Where a call is received: a region of the inbound table, or a toll-free number. */
export type InboundRegion = 'US' | 'CA' | 'GB' | 'AU' | 'HK' | 'IL' | 'FI' | 'MX' | 'AT' | 'TollFree';

export interface CallPricing {
  /** Outbound call rates' unit: how many of the brand's unit make a dollar, and its decimals. */
  unit: { perDollar: number; decimals: number };
  /**
   * spec 2 §9 inbound calls per minute: cloudnumber 0.8 for US, CA and UK; the other brands CA and
   * US 0.015, UK 0.009, AU 0.01, HK 0.03, IL 0.01, FI 0.01, MX 0.01, AT 0.01, toll-free 0.035.
   */
  inbound: Readonly<Partial<Record<InboundRegion, string>>>;
}

const STANDARD_CALL_PRICING: CallPricing = {
  unit: { perDollar: 1, decimals: 4 },
  inbound: {
    US: '0.015',
    CA: '0.015',
    GB: '0.009',
    AU: '0.01',
    HK: '0.03',
    IL: '0.01',
    FI: '0.01',
    MX: '0.01',
    AT: '0.01',
    TollFree: '0.035',
  },
};

/**
 * THE call price table per brand (spec 2 §9; the outbound rates per country are the server's rate
 * table, in this unit). decision: cloudnumber counts 50 cloud coins a dollar (its inbound 0.8
 * against 0.015 elsewhere, rounded), 2 decimals.
 */
export const CALL_PRICING: Readonly<Record<Platform, CallPricing>> = {
  pingme: STANDARD_CALL_PRICING,
  wephone: STANDARD_CALL_PRICING,
  wetalk: STANDARD_CALL_PRICING,
  wetalkpro: STANDARD_CALL_PRICING,
  jiema: STANDARD_CALL_PRICING,
  cloudnumber: { unit: { perDollar: 50, decimals: 2 }, inbound: { US: '0.8', CA: '0.8', GB: '0.8' } },
};

/**
 * spec 2 §9: the inbound per-minute rate of a number of `region`. decision: a region the brand's
 * table does not name costs its highest figure (no inbound call is free).
 */
export function inboundCallRate(platform: Platform, region: InboundRegion | undefined): string {
  const rates = CALL_PRICING[platform].inbound;
  const named = region ? rates[region] : undefined;
  if (named) return named;
  return Object.values(rates).reduce((highest, rate) => (Number(rate) > Number(highest) ? rate : highest), '0');
}

export const Direction = z.enum(['in', 'out']);
export type Direction = z.infer<typeof Direction>;

// ── rows ─────────────────────────────────────────────────────────────────────

const Amount = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

/**
 * spec 2 §3 ledger entry. `options` holds the type's facts as text or numbers (1: amount, gift,
 * purchaseMethod, receiptUrl; 3: direction, from, to, type, duration; 4 and 8: direction, from, to;
 * 5 and 7: countryCode, number, type; 10: type).
 */
export const BillEntry = z.object({
  _id: z.string(),
  type: BillType,
  date: z.int(),
  createTime: z.int(),
  /** Negative for a charge. */
  charge: Amount,
  beforeBalance: Amount,
  afterBalance: Amount,
  /** spec 2 §3 purchaseMethod; '' when the entry is no purchase. */
  purchaseMethod: z.string(),
  options: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type BillEntry = z.infer<typeof BillEntry>;

/** spec 2 §3 call record. */
export const CallRecord = z.object({
  _id: z.string(),
  fromNumber: z.string(),
  toNumber: z.string(),
  srcTelCode: z.string(),
  srcNum: z.string(),
  destTelCode: z.string(),
  destNum: z.string(),
  /** Seconds talked. */
  duration: z.int().check(z.nonnegative()),
  /** Seconds billed: whole minutes (spec 2 §9 rounds seconds up). */
  billingDuration: z.int().check(z.nonnegative()),
  tariffId: TariffId,
  line: z.enum(['premium', 'economy', 'inbound']),
  type: CallType,
  direction: Direction,
  /** Negative for a charge. */
  charge: Amount,
  /** When the call started. */
  date: z.int(),
  /** When it was charged (its end). */
  billingTime: z.int(),
});
export type CallRecord = z.infer<typeof CallRecord>;

/** spec 2 §3 SMS record. */
export const SmsRecord = z.object({
  _id: z.string(),
  fromNumber: z.string(),
  toNumber: z.string(),
  fromTelCode: z.string(),
  fromPhone: z.string(),
  toTelCode: z.string(),
  toPhone: z.string(),
  date: z.int(),
  /** Negative for a charge; '0.0000' for a received message. */
  charge: Amount,
  type: z.enum(['sms', 'mms']),
  text: z.string(),
  direction: Direction,
});
export type SmsRecord = z.infer<typeof SmsRecord>;

/** spec 2 §3 country rate: per minute, in the brand's unit. */
export const CountryRate = z.object({
  countrycode: z.string(),
  countryname: z.string(),
  flag: z.string(),
  /** decision: the destination's calling code, e.g. '+44'. */
  description: z.string(),
  commonLineRate: Amount,
  economicLineRate: Amount,
});
export type CountryRate = z.infer<typeof CountryRate>;

// ── requests and answers ─────────────────────────────────────────────────────

const QueryInteger = z.pipe(
  z.union([z.int().check(z.nonnegative()), z.string().check(z.trim(), z.regex(/^\d{1,9}$/, 'must be a whole number'))]),
  z.transform(Number),
);

const Month = z.string().check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month such as 2026-11'));

const HistoryPageSize = z._default(
  z.pipe(QueryInteger, z.number().check(z.gte(1), z.lte(LEDGER_LIMITS.historyPageSize))),
  LEDGER_LIMITS.historyPageSize,
);

export const GetBillListRequest = z.object({
  month: Month,
  /** The previous page's `nextPage`; absent for the first page. */
  nextPage: z.optional(z.string().check(z.trim(), z.regex(/^\d{1,15}-\d{1,15}$/, 'not a page cursor'))),
  pageSize: HistoryPageSize,
});
export type GetBillListRequest = z.input<typeof GetBillListRequest>;
export const BillListAnswer = z.object({ list: rowsOf('bill list', BillEntry), nextPage: z.nullable(z.string()) });
export type BillListAnswer = z.infer<typeof BillListAnswer>;

/** spec 2 §4: page 0 is the first page (the list is replaced); others append. */
export const GetPagedHistoryRequest = z.object({
  month: Month,
  page: z._default(z.pipe(QueryInteger, z.number().check(z.lte(1_000_000))), 0),
  pageSize: HistoryPageSize,
});
export type GetPagedHistoryRequest = z.input<typeof GetPagedHistoryRequest>;
export const CallListAnswer = z.object({ callList: rowsOf('callList', CallRecord), totalRows: z.int() });
export type CallListAnswer = z.infer<typeof CallListAnswer>;
export const SmsListAnswer = z.object({ smsList: rowsOf('smsList', SmsRecord), totalRows: z.int() });
export type SmsListAnswer = z.infer<typeof SmsListAnswer>;

export const GetCountryRatesRequest = z.object({
  /** The country called from (decision; spec 2 §7 default US). */
  rateCountryCode: z._default(
    z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'must be a country code such as US')),
    'US',
  ),
  pageSize: z._default(
    z.pipe(QueryInteger, z.number().check(z.gte(1), z.lte(LEDGER_LIMITS.ratesPageSize))),
    LEDGER_LIMITS.ratesPageSize,
  ),
  /** decision: pages count from 1. */
  pageNo: z._default(z.pipe(QueryInteger, z.number().check(z.gte(1), z.lte(1_000_000))), 1),
});
export type GetCountryRatesRequest = z.input<typeof GetCountryRatesRequest>;
export const CountryRatesAnswer = z.object({
  countryRateList: rowsOf('countryRateList', CountryRate),
  totalRows: z.int(),
});
export type CountryRatesAnswer = z.infer<typeof CountryRatesAnswer>;

/**
 * decision (issue 11 item 8): what one text from `from` (one of the caller's numbers) to `to` costs,
 * asked once per destination by the composer. `price` is null when that route cannot be sent to;
 * the send itself gives the reason then.
 */
export const GetMessagePriceRequest = z.object({ from: FullNumber, to: FullNumber });
export type GetMessagePriceRequest = z.input<typeof GetMessagePriceRequest>;
export const MessagePriceAnswer = z.object({ price: z.nullable(Amount) });
export type MessagePriceAnswer = z.infer<typeof MessagePriceAnswer>;

/** The sandbox carrier's call (`POST /sandbox/call`): one call of an account's number, charged. */
export const SandboxCallRequest = z.object({
  /** Full numbers; for `out` `from` is the account's number, for `in` `to` is. */
  from: FullNumber,
  to: FullNumber,
  direction: Direction,
  seconds: z.int().check(z.gte(0), z.lte(LEDGER_LIMITS.callSecondsMax)),
  /** decision: the line of an outbound call (default the premium line). */
  line: z.optional(z.enum(['premium', 'economy'])),
  /** Needed only when the number exists on several brands. */
  platform: z.optional(z.enum(PLATFORMS)),
});
export type SandboxCallRequest = z.input<typeof SandboxCallRequest>;
export const SANDBOX_CALL_PATH = '/sandbox/call';

// ── the endpoints (spread into `endpoints` of endpoints.ts) ───────────────────

export const ledgerEndpoints = {
  getBillList: defineEndpoint({
    description:
      "A month of the account's ledger (recharges, calls, messages, numbers, refunds, other changes), newest first, paged by cursor.",
    method: 'GET',
    path: '/getBillList',
    auth: true,
    input: GetBillListRequest,
    output: BillListAnswer,
  }),
  getCallList: defineEndpoint({
    description:
      "A month of the account's calls with their durations, lines and charges, paged from page 0, with the total.",
    method: 'GET',
    path: '/getCallList',
    auth: true,
    input: GetPagedHistoryRequest,
    output: CallListAnswer,
  }),
  getNormalSmsList: defineEndpoint({
    description:
      "A month of the account's sent and received SMS and MMS with their charges, paged from page 0, with the total.",
    method: 'GET',
    path: '/getNormalSmsList',
    auth: true,
    input: GetPagedHistoryRequest,
    output: SmsListAnswer,
  }),
  getCountryRates: defineEndpoint({
    description:
      'The per-minute call rates from a country to every country of the list, on the premium and economy lines, 100 a page.',
    method: 'GET',
    path: '/getCountryRates',
    auth: true,
    input: GetCountryRatesRequest,
    output: CountryRatesAnswer,
  }),
  getMessagePrice: defineEndpoint({
    description:
      "What one text from one of the account's numbers to a destination costs (null when the route is not sold).",
    method: 'GET',
    path: '/getMessagePrice',
    auth: true,
    input: GetMessagePriceRequest,
    output: MessagePriceAnswer,
    identifiers: { from: 'ownNumber' },
  }),
} as const;
