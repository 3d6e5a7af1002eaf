/**
 * The reference server's sandbox controls (only in sandbox mode, the default of `npm start`;
 * off when NODE_ENV=production). Used by people trying the product and by the e2e tests.
 * Later issues add their controls here.
 */
import { z } from 'zod/mini';
import { Email, KycInfo, Phone, PlatformValue, ProfileAnswer, TelCode, UseCaseStatus } from './endpoints.ts';
import { FullNumber, HIGHLIGHT_DELIMITER, HIGHLIGHT_TARGETS, MESSAGING_LIMITS, MessageType } from './messaging.ts';
import { freeText } from './text.ts';
import { AppKey, CodeCountryCode } from './verificationCodes.ts';

export const SANDBOX_PATHS = {
  /**
   * GET `?to=+1 2025550100` or `?to=<email>` → `OutboxEntry[]` (the codes), newest first (a plain
   * array, no envelope). `&kind=message` lists the off-net SMS/MMS the sandbox carrier took
   * instead (`OutboxMessageEntry[]`), `&kind=all` both.
   */
  outbox: '/sandbox/outbox',
  /** GET `/sandbox/captcha/<captchaId>` → `{ text }` (plain object, no envelope); 404 envelope when unknown. */
  captcha: '/sandbox/captcha',
  /** GET `/sandbox/sliderCaptcha/<captchaId>` → `{ gapX }` (plain object): where a slider puzzle's gap is. */
  sliderCaptcha: '/sandbox/sliderCaptcha',
  /** POST `RevokeSessionsRequest` → envelope with `data: { revoked: number }`. */
  revokeSessions: '/sandbox/revokeSessions',
  /**
   * POST `SandboxInboundRequest` → envelope with `data: SentMessage` (the stored message's smsId
   * and date): an SMS, MMS or voicemail from outside arrives at the account owning `to`, through
   * the path a real carrier's webhook takes.
   */
  inbound: '/sandbox/inbound',
  /** POST `SandboxSetBalanceRequest` → envelope with `data: { balance }`, e.g. 0 to try the no-credit prompt. */
  setBalance: '/sandbox/setBalance',
  /**
   * POST `SandboxFailNextRequest` → envelope with `data: { path, retcode }`: that account's next
   * call of `path` answers `retcode` instead of running, once. A 400 envelope names the paths and
   * retcodes it takes when one is unknown.
   */
  failNext: '/sandbox/failNext',
  /**
   * POST `SandboxAdvanceClockRequest` → envelope with `data: SandboxAdvanceClockAnswer`: moves the
   * whole server's clock forward and runs what fell due meanwhile — number renewals, suspensions,
   * releases, scheduled plan changes — in date order, as if that time had passed (docs/numbers.md).
   */
  advanceClock: '/sandbox/advanceClock',
  /**
   * POST `SandboxReviewRequest` → envelope with `data: SandboxReviewAnswer`: the reviewer decides
   * an account's profile, use-case and identity-proof statuses (spec 2 §4; docs/profile.md).
   */
  review: '/sandbox/review',
  /**
   * POST `SandboxCodeSmsRequest` → envelope with `data: SandboxCodeSmsAnswer`: the code provider
   * delivers an SMS to a verification number that is locked or subscribed, through the path its
   * webhook takes (docs/verification-codes.md); 404 envelope when no lease holds the number.
   */
  codeSms: '/sandbox/codeSms',
  /**
   * POST `SandboxEmptyPoolRequest` → envelope with `data: { app, country, empty }`: the provider has
   * no free number of that app and country (for the no-number dialog) until `empty: false` or a
   * restart. The account-suspension control is `failNext` with retcode 100008 on
   * `/pollVerificationCodeSms`.
   */
  emptyPool: '/sandbox/emptyPool',
  /**
   * POST (no body) → envelope with `data: { reset: true }`: the code-request counts (per
   * destination, per address, server-wide) and every wrong code try are forgotten, so a long QA
   * suite against one server need not move the clock; codes already sent still work
   * (docs/sandbox-failnext.md).
   */
  resetLimits: '/sandbox/resetLimits',
  /**
   * POST `SandboxBadRowRequest` → envelope with `data: SentMessage`: the account's chat list and
   * that conversation's dialog list answer, from now on, one more row with the direction and type
   * given — which may be ones no client knows — as a server with newer or odd data would
   * (docs/sandbox-failnext.md; issue 22: one odd row must not empty the list).
   */
  badRow: '/sandbox/badRow',
} as const;

/** The `path` of `failNext` that stands for the socket's `sendMessage` (spec 1 §7). */
export const FAIL_NEXT_SOCKET_PATH = 'sendMessage';

/**
 * The `path` of `failNext` that stands for the sandbox carrier: the account's next off-net
 * message is stored, then refused by the carrier — marked failed, refunded, and its `message`
 * echo carries the failure (500000 'temporarily unsendable', whatever retcode was armed), as a
 * real carrier's refusal does. How a late failure on the echo is tried (docs/chats-views.md).
 */
export const FAIL_NEXT_CARRIER_PATH = 'carrier';

export const OUTBOX_KINDS = ['code', 'message', 'all'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A code the sandbox "sent" instead of a real SMS or mail. */
export const OutboxEntry = z.object({
  kind: z.literal('code'),
  /** '+1 2025550100' or the e-mail address. */
  to: z.string(),
  code: z.string(),
  /** The full SMS or mail text. */
  text: z.string(),
  /** ISO time. */
  at: z.string(),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;

/** An SMS or MMS to a number that is not on this server, which the sandbox carrier took. */
export const OutboxMessageEntry = z.object({
  kind: z.enum(['sms', 'mms']),
  /** Full numbers (country code + number, digits). */
  from: z.string(),
  to: z.string(),
  text: z.string(),
  /** Media URLs, comma-separated, or ''. */
  media: z.string(),
  smsId: z.string(),
  /** ISO time. */
  at: z.string(),
});
export type OutboxMessageEntry = z.infer<typeof OutboxMessageEntry>;
export type SandboxOutboxEntry = OutboxEntry | OutboxMessageEntry;

/**
 * A message from outside to `to` (a full number owned by an account; `platform` only when the
 * number is on several brands). `type` defaults to sms; an mms needs `mediaUrl`; a voicemail
 * without `mediaUrl` gets a short generated recording, and its `transcript` is what the sandbox
 * speech adapter answers for it (none: transcription fails). Highlights are lists joined by
 * `HIGHLIGHT_DELIMITER`, targets from `HIGHLIGHT_TARGETS`.
 */
export const SandboxInboundRequest = z
  .object({
    platform: z.optional(PlatformValue),
    from: FullNumber,
    to: FullNumber,
    type: z._default(MessageType, 'sms'),
    text: z._default(freeText(z.string().check(z.maxLength(MESSAGING_LIMITS.textMax))), ''),
    mediaUrl: z.optional(
      freeText(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(2048),
            z.regex(/^(https?:\/\/|\/media\/)\S+$/, 'must be an http(s) URL or a /media/ path'),
          ),
      ),
    ),
    transcript: z.optional(freeText(z.string().check(z.maxLength(MESSAGING_LIMITS.textMax)))),
    highlightText: z._default(freeText(z.string().check(z.maxLength(MESSAGING_LIMITS.textMax))), ''),
    highlightTarget: z
      ._default(z.string().check(z.maxLength(500)), '')
      .check(
        z.refine(
          (joined) =>
            joined === '' ||
            joined
              .split(HIGHLIGHT_DELIMITER)
              .every((target) => (HIGHLIGHT_TARGETS as readonly string[]).includes(target)),
          `targets are ${HIGHLIGHT_TARGETS.join(', ')}, joined by ${HIGHLIGHT_DELIMITER}`,
        ),
      ),
  })
  .check(
    z.refine((message) => message.type !== 'mms' || message.mediaUrl !== undefined, {
      message: 'an mms needs a mediaUrl',
      path: ['mediaUrl'],
    }),
    z.refine(
      (message) => message.text.trim() !== '' || message.mediaUrl !== undefined || message.type === 'voicemail',
      {
        message: 'a message needs a text or a mediaUrl',
        path: ['text'],
      },
    ),
  );
export type SandboxInboundRequest = z.input<typeof SandboxInboundRequest>;

/**
 * One odd message for an account's lists (`SANDBOX_PATHS.badRow`). `direction` and `type` are
 * free words on purpose: 'sideways' reads as inbound (spec 1 §3), a type outside
 * `MESSAGE_TYPES` makes the row unreadable, to be skipped by the client.
 */
export const SandboxBadRowRequest = z.object({
  platform: PlatformValue,
  telCode: TelCode,
  phone: Phone,
  /** The own side of the conversation: country calling code and national number. */
  ownTelCode: z.string().check(z.regex(/^\d{1,4}$/, 'must be a country calling code')),
  ownNumber: z.string().check(z.regex(/^\d{3,14}$/, 'must be a national number')),
  /** The other side. */
  otherTelCode: z.string().check(z.regex(/^\d{1,4}$/, 'must be a country calling code')),
  otherNumber: z.string().check(z.regex(/^\d{3,14}$/, 'must be a national number')),
  direction: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  type: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  text: z._default(freeText(z.string().check(z.maxLength(MESSAGING_LIMITS.textMax))), ''),
});
export type SandboxBadRowRequest = z.input<typeof SandboxBadRowRequest>;

/** Sets an account's balance, as a support agent would. */
export const SandboxSetBalanceRequest = z.object({
  platform: PlatformValue,
  telCode: TelCode,
  phone: Phone,
  /** A decimal string with at most 4 decimals (the balance's precision). */
  balance: z.string().check(z.regex(/^\d{1,14}(\.\d{1,4})?$/, 'must be an amount such as 12.5 (at most 4 decimals)')),
});
export type SandboxSetBalanceRequest = z.input<typeof SandboxSetBalanceRequest>;

/**
 * Arms one failure for one account: its next call of `path` — a `/web` endpoint path that needs a
 * session, as in the contract (`/getChatList`), `FAIL_NEXT_SOCKET_PATH` or `FAIL_NEXT_CARRIER_PATH` — answers `retcode`
 * with that code's message in the caller's language, exactly as a real refusal would. A second
 * request for the same account and path replaces the first.
 */
export const SandboxFailNextRequest = z.object({
  platform: PlatformValue,
  telCode: TelCode,
  phone: Phone,
  path: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  retcode: z.int(),
});
export type SandboxFailNextRequest = z.input<typeof SandboxFailNextRequest>;

/** decision: whole days, 1 to 3660 (ten years) per call. */
export const SandboxAdvanceClockRequest = z.object({ days: z.int().check(z.gte(1), z.lte(3660)) });
export type SandboxAdvanceClockRequest = z.input<typeof SandboxAdvanceClockRequest>;
export const SandboxAdvanceClockAnswer = z.object({
  /** The server's time afterwards, ms since the epoch. */
  now: z.int(),
  /** How many renewal events ran (renewed, suspended, released, plan changes applied). */
  events: z.int().check(z.nonnegative()),
});
export type SandboxAdvanceClockAnswer = z.infer<typeof SandboxAdvanceClockAnswer>;

/** Revokes every token of one account (its sockets get `error` 100014 and are disconnected). */
export const RevokeSessionsRequest = z.union([
  z.object({ platform: PlatformValue, telCode: TelCode, phone: Phone }),
  z.object({ platform: PlatformValue, email: Email }),
]);
export type RevokeSessionsRequest = z.infer<typeof RevokeSessionsRequest>;

/** Seeded on every brand on first start in sandbox mode; the first one is "the demo login". */
export const DEMO_ACCOUNTS = [
  { telCode: '1', phone: '2025550100', balance: '25.0000' },
  { telCode: '1', phone: '2025550101', balance: '25.0000' },
] as const;

/** What a reviewer can decide (spec 2 §4): not 'not filled' (0) nor 'none submitted' (-1). */
const ReviewedStatus = z.union([z.literal(1), z.literal(2), z.literal(100), z.literal(101), z.literal(102)]);

/**
 * The reviewer's decision for one account (spec 2 §4). Each status is optional; `canEditDate`
 * (ISO, UTC) is when a status set to 101 may be edited again.
 */
export const SandboxReviewRequest = z
  .object({
    platform: PlatformValue,
    /** The account by its phone (telCode and phone), or by its e-mail (an account without a phone). */
    telCode: z.optional(TelCode),
    phone: z.optional(Phone),
    email: z.optional(Email),
    profileStatus: z.optional(ReviewedStatus),
    useCaseStatus: z.optional(UseCaseStatus),
    kycStatus: z.optional(ReviewedStatus),
    canEditDate: z.optional(z.iso.datetime({ offset: true })),
    /** The end of the VIP membership (spec 2 §3 expireDate, wetalk's VIP status); null: never a VIP. */
    vipExpireDate: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  })
  .check(
    z.refine((body) => (body.email === undefined) === (body.telCode !== undefined && body.phone !== undefined), {
      message: 'name the account by telCode and phone, or by email',
      path: ['phone'],
    }),
    z.refine(
      (body) =>
        body.profileStatus !== undefined ||
        body.useCaseStatus !== undefined ||
        body.kycStatus !== undefined ||
        body.vipExpireDate !== undefined,
      {
        message: 'decide at least one of profileStatus, useCaseStatus, kycStatus, vipExpireDate',
        path: ['profileStatus'],
      },
    ),
  );
export type SandboxReviewRequest = z.input<typeof SandboxReviewRequest>;

/** The account's profile and identity proof after the decision, as the account itself reads them. */
export const SandboxReviewAnswer = z.object({ profile: ProfileAnswer, kyc: KycInfo });
export type SandboxReviewAnswer = z.infer<typeof SandboxReviewAnswer>;

/**
 * An SMS from a service to a verification number (issue 10 item 11). `app` absent: the number's
 * most recent live lease, whatever its app. `messageId` is the provider's id of the message: a
 * second delivery with the same id is the same SMS (stored and charged once); absent, a new one.
 */
export const SandboxCodeSmsRequest = z.object({
  number: FullNumber,
  app: z.optional(AppKey),
  text: freeText(z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGING_LIMITS.textMax))),
  /** The sender as the service names it; default the app's English name. */
  from: z.optional(freeText(z.string().check(z.trim(), z.minLength(1), z.maxLength(32)))),
  messageId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,64}$/, '1 to 64 letters, digits or _ . : -'))),
});
export type SandboxCodeSmsRequest = z.input<typeof SandboxCodeSmsRequest>;
export const SandboxCodeSmsAnswer = z.object({
  smsId: z.string(),
  app: z.string(),
  /** What the receiving account was charged for it (once, even when delivered again). */
  charge: z.string(),
  /** False when this `messageId` had been delivered before (nothing new stored or charged). */
  created: z.boolean(),
});
export type SandboxCodeSmsAnswer = z.infer<typeof SandboxCodeSmsAnswer>;

/** `empty` false fills the pool again. */
export const SandboxEmptyPoolRequest = z.object({
  app: AppKey,
  country: CodeCountryCode,
  empty: z._default(z.boolean(), true),
});
export type SandboxEmptyPoolRequest = z.input<typeof SandboxEmptyPoolRequest>;

/** The review of a developer API application (`DEVELOPER_API_SANDBOX_PATHS.reviewApi`, developerApi.ts). */
export const SandboxReviewApiRequest = z.object({
  platform: PlatformValue,
  telCode: TelCode,
  phone: Phone,
  approve: z.boolean(),
});
export type SandboxReviewApiRequest = z.input<typeof SandboxReviewApiRequest>;
