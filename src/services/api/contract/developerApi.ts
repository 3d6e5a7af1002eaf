/**
 * The developer API of pingme (issue 13; spec 2 §2 API management page, §3, §4, §5, §7, §8):
 * applying for access to the verification-code API, the user id and key, the callback URL and its
 * test, new-platform requests, and the console of callback deliveries (beyond the spec).
 * Decisions are in docs/developer-api.md.
 */
import { z } from 'zod/mini';
import { defineEndpoint as endpoint } from './defineEndpoint.ts';
import type { LanguageCode } from './platform.ts';
import { rowsOf } from './rows.ts';
import { freeText } from './text.ts';

/** spec 2 §3, §4: -1 none, 1 reviewing, 2 verified, 3 rejected. */
export const API_STATUS = { none: -1, reviewing: 1, verified: 2, rejected: 3 } as const;
export const ApiStatus = z.union([z.literal(-1), z.literal(1), z.literal(2), z.literal(3)]);
export type ApiStatus = z.infer<typeof ApiStatus>;

/** spec 2 §7: 1 apply, 2 update the URL, 3 reset the key. */
export const API_MODES = { apply: 1, updateUrl: 2, resetKey: 3 } as const;
export const ApiMode = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type ApiMode = z.infer<typeof ApiMode>;

export const DEVELOPER_API_LIMITS = {
  /** A callback URL's length, protocol included. */
  callbackUrlMax: 500,
  platformNameMax: 60,
  platformUrlMax: 300,
  /** spec 2 §5: the example message is at most 160 characters, with a counter. */
  exampleMax: 160,
  /** spec 2 §9: the test button rests 3 s after a click. */
  testLockMs: 3_000,
  /** Callback tests per account per minute (the server's own guard; the client's lock is 3 s). */
  testsPerMinute: 10,
  /** The delivery console's page size. */
  deliveryPageSize: 20,
} as const;

/**
 * spec 2 §5: the protocol selector of the callback editor. The spec names its two options
 * `https://` and `{host}`; decision: the second is plain `http://` (a developer's own host
 * during development), see docs/developer-api.md.
 */
export const CALLBACK_PROTOCOLS = ['https://', 'http://'] as const;
export type CallbackProtocol = (typeof CALLBACK_PROTOCOLS)[number];

/**
 * spec 2 §5: "the URL is lower-cased and split into protocol and the rest". A URL typed without
 * a protocol keeps the selected one; a typed protocol wins over the selector.
 */
export function splitCallbackUrl(
  raw: string,
  fallback: CallbackProtocol = 'https://',
): { protocol: CallbackProtocol; rest: string } {
  const lowered = raw.trim().toLowerCase();
  const protocol = CALLBACK_PROTOCOLS.find((each) => lowered.startsWith(each));
  return protocol ? { protocol, rest: lowered.slice(protocol.length) } : { protocol: fallback, rest: lowered };
}

/** The URL the editor submits: protocol + rest, lower-cased. */
export function joinCallbackUrl(protocol: CallbackProtocol, rest: string): string {
  const split = splitCallbackUrl(rest, protocol);
  return `${split.protocol}${split.rest}`;
}

/** A callback URL as the server keeps it: http(s), lower-case, no credentials (SSRF rules in docs/developer-api.md). */
export const CallbackUrl = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(DEVELOPER_API_LIMITS.callbackUrlMax),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'an http:// or https:// URL without credentials'),
);

/** spec 2 §3 verification-code API info. `userId` and `key` are '' unless verified. */
export const VerificationCodeInfo = z.object({
  callBackUrl: z.string(),
  userId: z.string(),
  key: z.string(),
  status: ApiStatus,
});
export type VerificationCodeInfo = z.infer<typeof VerificationCodeInfo>;

export const VerificationCodeApiAnswer = z.object({ verificationCodeInfo: VerificationCodeInfo });
export type VerificationCodeApiAnswer = z.infer<typeof VerificationCodeApiAnswer>;

/** Modes 1 and 2 need the URL; mode 3 (reset the key) ignores it. */
export const CreateOrUpdateApiRequest = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal(1), callBackUrl: CallbackUrl }),
  z.object({ mode: z.literal(2), callBackUrl: CallbackUrl }),
  z.object({
    mode: z.literal(3),
    callBackUrl: z.optional(z.string().check(z.maxLength(DEVELOPER_API_LIMITS.callbackUrlMax))),
  }),
]);
export type CreateOrUpdateApiRequest = z.input<typeof CreateOrUpdateApiRequest>;

/** spec 2 §3 platform request; §5 all required, example ≤ 160. */
export const NewPlatformRequest = z.object({
  name: freeText(z.string().check(z.trim(), z.minLength(1), z.maxLength(DEVELOPER_API_LIMITS.platformNameMax))),
  url: freeText(z.string().check(z.trim(), z.minLength(1), z.maxLength(DEVELOPER_API_LIMITS.platformUrlMax))),
  example: freeText(z.string().check(z.trim(), z.minLength(1), z.maxLength(DEVELOPER_API_LIMITS.exampleMax))),
});
export type NewPlatformRequest = z.infer<typeof NewPlatformRequest>;

/** spec 2 §7 callback test: the server posts the sample JSON to the URL (safeHttp) and says how it went. */
export const CallbackTestRequest = z.object({ callBackUrl: CallbackUrl });
export const CallbackTestAnswer = z.object({
  /** Any 2xx answer (spec 2 §7 "any success HTTP status means OK"). */
  passed: z.boolean(),
  /** The receiver's HTTP status, or null when there was none (refused, unreachable, timed out). */
  httpStatus: z.nullable(z.int()),
  latencyMs: z.int(),
  /** Why it failed, for the log and the console (the dialog shows spec 2 §8's text). */
  reason: z.string(),
});
export type CallbackTestAnswer = z.infer<typeof CallbackTestAnswer>;

/** The JSON POSTed to a callback URL for each verification code (issue 13 item 5). */
export const CallbackBody = z.object({
  /** The service (app key, e.g. 'whatsapp'). */
  app: z.string(),
  /** The sender as the service names it. */
  from: z.string(),
  /** The verification number (full, digits). */
  to: z.string(),
  userId: z.string(),
  text: z.string(),
  /** When it arrived, ms since the epoch. */
  time: z.int(),
});
export type CallbackBody = z.infer<typeof CallbackBody>;

/** The signature headers of every callback POST (verification: docs/developer-api.md, README). */
export const CALLBACK_HEADERS = { timestamp: 'x-timestamp', signature: 'x-signature' } as const;

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export const DeliveryState = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof DeliveryState>;

/** One callback delivery as the console lists it. */
export const CallbackDelivery = z.object({
  id: z.string(),
  /** What happened: 'codeSms' (a verification code arrived). */
  event: z.string(),
  state: DeliveryState,
  /** ms since the epoch. */
  createdAt: z.int(),
  attempts: z.int(),
  /** When the next try is due (pending only), ms. */
  nextAttemptAt: z.nullable(z.int()),
  /** The last attempt's HTTP status, or null (none yet, or no answer). */
  httpStatus: z.nullable(z.int()),
  latencyMs: z.nullable(z.int()),
  /** Why the last attempt failed ('' when it did not). */
  error: z.string(),
  url: z.string(),
  /** The id of the delivery this one replays, or null. */
  replayOf: z.nullable(z.string()),
});
export type CallbackDelivery = z.infer<typeof CallbackDelivery>;

/**
 * The socket `callbackDelivery` event (socket.ts), to every open tab of the account: one of its
 * deliveries changed — an attempt was recorded, or a replay was queued. The console reads its
 * page again (docs/developer-api.md).
 */
export const CallbackDeliveryEvent = z.object({ delivery: CallbackDelivery });
export type CallbackDeliveryEvent = z.infer<typeof CallbackDeliveryEvent>;

export const CallbackDeliveryDetail = z.extend(CallbackDelivery, {
  /** The JSON that is POSTed. */
  body: z.string(),
  /** The first bytes of the receiver's last answer. */
  responseSnippet: z.string(),
});
export type CallbackDeliveryDetail = z.infer<typeof CallbackDeliveryDetail>;

const DeliveryId = z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, 'a delivery id'));

export const CallbackDeliveriesRequest = z.object({
  /** 1-based. */
  page: z._default(
    z.pipe(
      z.union([
        z.int(),
        z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,5}$/, 'must be a whole number')), z.transform(Number)),
      ]),
      z.number().check(z.gte(1), z.lte(10_000)),
    ),
    1,
  ),
  /** Only the failed ones. */
  failedOnly: z._default(
    z.union([
      z.boolean(),
      z.pipe(
        z.enum(['true', 'false']),
        z.transform((value) => value === 'true'),
      ),
    ]),
    false,
  ),
});
export type CallbackDeliveriesRequest = z.input<typeof CallbackDeliveriesRequest>;
export const CallbackDeliveriesAnswer = z.object({
  list: rowsOf('callback deliveries', CallbackDelivery),
  totalRows: z.int(),
});
export type CallbackDeliveriesAnswer = z.infer<typeof CallbackDeliveriesAnswer>;

export const CallbackDeliveryRequest = z.object({ id: DeliveryId });
export const CallbackDeliveryAnswer = z.object({ delivery: CallbackDeliveryDetail });
export type CallbackDeliveryAnswer = z.infer<typeof CallbackDeliveryAnswer>;

/**
 * spec 2 §2 "API Guide (link to the documentation, separate English and Chinese versions)": the
 * developer guide, a page per language served by the server (docs/developer-api.md); the API page
 * links each.
 */
export const API_GUIDE_PATHS = {
  en: '/guide/api/en',
  zh_cn: '/guide/api/zh-CN',
} as const satisfies Record<LanguageCode, string>;

/** The developer API's sandbox controls (only in sandbox mode; contract/sandbox.ts has the others). */
export const DEVELOPER_API_SANDBOX_PATHS = {
  /**
   * POST `SandboxReviewApiRequest` (sandbox.ts) → envelope with `data: { status }`: the review of an account's
   * API application approves (2) or rejects (3) it; 404 envelope when the account never applied.
   */
  reviewApi: '/sandbox/reviewApi',
  /**
   * POST `{}` → envelope with `data: { attempts }`: the callback dispatcher runs a pass now (after
   * any under way) for what is due by the server's clock, and answers when it ended.
   */
  dispatchCallbacks: '/sandbox/dispatchCallbacks',
} as const;

const Empty = z.object({});

export const developerApiEndpoints = {
  getVerificationCodeApi: endpoint({
    description:
      "The caller's access to the verification-code API: status, callback URL, and (once approved) user id and key. pingme only.",
    method: 'GET',
    path: '/getVerificationCodeApi',
    auth: true,
    input: Empty,
    output: VerificationCodeApiAnswer,
  }),
  createOrUpdateVerificationCodeApi: endpoint({
    description:
      'Mode 1 applies for API access with a callback URL (status 1, reviewing); mode 2 changes the callback URL; mode 3 replaces the key at once (approved access only).',
    method: 'POST',
    path: '/createOrUpdateVerificationCodeApi',
    auth: true,
    input: CreateOrUpdateApiRequest,
    output: VerificationCodeApiAnswer,
  }),
  applyNewCodePlatform: endpoint({
    description:
      'Asks for a new service whose verification codes the numbers should receive (name, website, example message).',
    method: 'POST',
    path: '/applyNewCodePlatform',
    auth: true,
    input: NewPlatformRequest,
    output: Empty,
  }),
  testCallBackUrl: endpoint({
    description:
      'Posts a sample callback JSON to a URL from the server (public addresses only, no redirects, short timeout) and answers whether it took it (any 2xx).',
    method: 'POST',
    path: '/testCallBackUrl',
    auth: true,
    input: CallbackTestRequest,
    output: CallbackTestAnswer,
  }),
  getCallbackDeliveries: endpoint({
    description: "The caller's callback deliveries, newest first, a page of 20; optionally only the failed ones.",
    method: 'GET',
    path: '/getCallbackDeliveries',
    auth: true,
    input: CallbackDeliveriesRequest,
    output: CallbackDeliveriesAnswer,
  }),
  getCallbackDelivery: endpoint({
    description: "One of the caller's callback deliveries with the body sent and the start of the receiver's answer.",
    method: 'GET',
    path: '/getCallbackDelivery',
    auth: true,
    input: CallbackDeliveryRequest,
    output: CallbackDeliveryAnswer,
  }),
  replayCallbackDelivery: endpoint({
    description: "Sends one of the caller's callback deliveries again: a new delivery of the same body, signed anew.",
    method: 'POST',
    path: '/replayCallbackDelivery',
    auth: true,
    input: CallbackDeliveryRequest,
    output: CallbackDeliveryAnswer,
  }),
};
