/**
 * Chats on the wire (spec 1 §3 conversation key, chat-list item, message, virtual phone; §7 socket
 * events and the chat calls): the shapes shared by the client and the reference server.
 *
 * Numbers (decision): a *full number* is the country calling code followed by the national
 * number, digits only — '12025550100' for +1 202 555 0100. Inputs also accept the typed forms
 * with '+', spaces, dashes and parentheses (spec 1 §5) and reduce them to digits. The conversation
 * key is `ownFull-otherFull` (`conversationKey`).
 *
 * Dates (decision): `date`, `time`, `since`, `startTime`, `syncTime` and `nextStartTime` are
 * milliseconds since the epoch. Within one account every message and every chat-list change gets
 * a distinct, strictly increasing time in the order the server commits them, so
 * - a message's `date` identifies it within the account, and `startTime` (the last `date` of a
 *   page) is an exact keyset cursor;
 * - `since` = the newest `date` the client holds never misses a later message (catch-up after a
 *   reconnect), and `since` = a listing's `syncTime` never misses a later chat-list change.
 */
import { z } from 'zod/mini';
import { LANGUAGE_CODES, PLATFORMS } from './platform.ts';
import { rowsOf } from './rows.ts';
import { freeText } from './text.ts';

// ── vocabularies ─────────────────────────────────────────────────────────────

/** spec 1 §3 Message type. */
export const MESSAGE_TYPES = ['sms', 'mms', 'push', 'voicemail', 'verificationCode', '5sim'] as const;
export const MessageType = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof MessageType>;

/** spec 1 §3: in or out — anything else reads as inbound (a row with an odd direction still shows). */
export const MESSAGE_DIRECTIONS = ['in', 'out'] as const;
export const MessageDirection = z.catch(z.enum(MESSAGE_DIRECTIONS), 'in');
export type MessageDirection = z.infer<typeof MessageDirection>;

/** spec 1 §3 Virtual phone type: Hosting, tollfree, or an ordinary (local) number. */
export const VIRTUAL_NUMBER_TYPES = ['Hosting', 'tollfree', 'local'] as const;
export const VirtualNumberType = z.enum(VIRTUAL_NUMBER_TYPES);
export type VirtualNumberType = z.infer<typeof VirtualNumberType>;

/** spec 1 §4 Outgoing message status. `sending` exists only on the client. */
export const MESSAGE_STATUS = { sent: 0, sending: 1, failed: 2 } as const;
/** What the server stores and answers: sent, or failed after the carrier refused it. */
export const StoredMessageStatus = z.union([z.literal(MESSAGE_STATUS.sent), z.literal(MESSAGE_STATUS.failed)]);
export type StoredMessageStatus = z.infer<typeof StoredMessageStatus>;

/** Every limit of chats in one table (spec 1 §5, §9). */
export const MESSAGING_LIMITS = {
  /** spec 1 §9: the chat list is fetched for 4 months. */
  chatListMonths: 4,
  /** decision: the longest chat-list window one call answers. */
  chatListMonthsMax: 24,
  /** spec 1 §9: dialog list page size 500 (also the largest page the server answers). */
  dialogPageSize: 500,
  /** decision: ten concatenated SMS segments. */
  textMax: 1600,
  /** spec 1 §5: an attachment over 2 MB is not sent … */
  attachmentMaxBytes: 2 * 1024 * 1024,
  /** … 102,400 bytes when the own number is Hosting. */
  attachmentMaxBytesHosting: 102_400,
  /** spec 1 §5: gif files and files under 300 KB are sent as they are … */
  attachmentPassThroughBytes: 300 * 1024,
  /** … 97,280 bytes when the own number is Hosting. */
  attachmentPassThroughBytesHosting: 97_280,
  /** decision: the longest file name kept with an attachment. */
  fileNameMax: 255,
  /** decision: a client-made smsId has 1 to 64 characters. */
  smsIdMax: 64,
  /** decision: the longest app name of sendCodeSms. */
  appNameMax: 64,
  /** spec 1 §4: the count shows 99+ beyond 99, so the server counts no further than 100. */
  unreadCountMax: 100,
} as const;

/** The largest attachment a sender may send, by its own number's type (spec 1 §5). */
export function attachmentMaxBytes(ownNumberType: VirtualNumberType): number {
  return ownNumberType === 'Hosting' ? MESSAGING_LIMITS.attachmentMaxBytesHosting : MESSAGING_LIMITS.attachmentMaxBytes;
}

// In a file of its own, without zod: the chat-list preview of a notification reads it (issue 8 item 21).
export { IMAGE_EXTENSIONS } from './imageExtensions.ts';

/**
 * Content types of an MMS attachment (the spec's image types); the server also checks the bytes.
 * Keys are the canonical types the server stores and serves; `ATTACHMENT_TYPE_ALIASES` lists the
 * other names browsers give the same formats.
 *
 * decision (issue 14): raster images only. An SVG is a document that can carry script and
 * external references; it is refused rather than sanitised (an SVG the spec recognises in a
 * carrier's media URL is still shown, as an <img>, where no script runs).
 */
export const ATTACHMENT_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/bmp',
  'image/webp',
  'image/tiff',
  'image/x-icon',
  'image/avif',
] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];
export const ATTACHMENT_TYPE_ALIASES: Readonly<Record<string, AttachmentContentType>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'image/x-ms-bmp': 'image/bmp',
  'image/vnd.microsoft.icon': 'image/x-icon',
};

/**
 * Media the server stores are served at `/media/<unguessable token>`, answered root-relative:
 * resolve them against the API base (`resolveMediaUrl`). Media from a carrier (an inbound MMS or
 * voicemail) are absolute URLs.
 */
export const MEDIA_PATH_PREFIX = '/media/';

export function resolveMediaUrl(url: string, apiBase: string): string {
  return url.startsWith(MEDIA_PATH_PREFIX) ? new URL(url, apiBase).href : url;
}

/**
 * spec 1 §2: highlightText and highlightTarget are lists joined by a special delimiter (decision:
 * this one); item i of the text is a link to item i of the targets.
 */
export const HIGHLIGHT_DELIMITER = '|#|';
/** Where a highlight link leads (spec 1 §2: the account tab's profile or api sub-tab, numbers, verification). */
export const HIGHLIGHT_TARGETS = ['account.profile', 'account.api', 'numbers', 'verification'] as const;
export type HighlightTarget = (typeof HIGHLIGHT_TARGETS)[number];

/**
 * Rate regions of spec 2 §9: a number's region, the UK's crown dependencies (which share +44)
 * counted as GB.
 */
export const RATE_REGIONS = ['US', 'CA', 'GB', 'AU', 'HK', 'IL', 'FI', 'MX', 'AT'] as const;
export type RateRegion = (typeof RATE_REGIONS)[number];
export type RateRoute = `${RateRegion}>${RateRegion}`;

/**
 * THE table of message prices (spec 2 §9 static rates, in the brand's balance unit per outbound
 * message), by the own number's region and the destination's: SMS to the same country US/CA
 * 0.015, UK 0.06, AU 0.04, HK 0.07, IL 0.07, FI 0.08, MX 0.04, AT 0.04; US to CA 0.02; MMS for
 * US/CA only, 0.04 or 0.03.
 * decisions: CA to US costs as US to CA; MMS costs 0.04 from a US number and 0.03 from a CA number
 * within Canada; a Canadian number cannot send MMS to the US (spec 1 §8 suggests a US number);
 * receiving is free (spec 2 §9 'free inbound SMS'); a route that is not listed cannot be sent to.
 */
export const OUTBOUND_MESSAGE_RATES: Readonly<Record<'sms' | 'mms', Readonly<Partial<Record<RateRoute, string>>>>> = {
  sms: {
    'US>US': '0.015',
    'CA>CA': '0.015',
    'US>CA': '0.02',
    'CA>US': '0.02',
    'GB>GB': '0.06',
    'AU>AU': '0.04',
    'HK>HK': '0.07',
    'IL>IL': '0.07',
    'FI>FI': '0.08',
    'MX>MX': '0.04',
    'AT>AT': '0.04',
  },
  mms: {
    'US>US': '0.04',
    'US>CA': '0.04',
    'CA>CA': '0.03',
  },
};

/** The price of one outbound message, or undefined when the route cannot be sent to. */
export function outboundMessageRate(kind: 'sms' | 'mms', from: RateRegion, to: RateRegion): string | undefined {
  return OUTBOUND_MESSAGE_RATES[kind][`${from}>${to}`];
}

// ── building blocks ──────────────────────────────────────────────────────────

/** spec 1 §5: the typed number loses spaces, dashes and parentheses; '+' is dropped as well. */
export function fullNumberDigits(typed: string): string {
  return typed.trim().replace(/[\s\-()+]/g, '');
}

/** spec 1 §3 conversation key. */
export function conversationKey(ownFullNumber: string, otherFullNumber: string): string {
  return `${ownFullNumber}-${otherFullNumber}`;
}

/** A full number in a request; see the file comment. */
export const FullNumber = z.pipe(
  z.pipe(z.string().check(z.maxLength(32)), z.transform(fullNumberDigits)),
  z.string().check(z.regex(/^\d{3,15}$/, 'must be a full number: country code and number, 3 to 15 digits')),
);

/** A number as typed by the sender (checked by the server's recipient rules, not by the schema). */
export const TypedNumber = freeText(z.string().check(z.trim(), z.minLength(1), z.maxLength(32)));

/** The client-made id of a message (conventions: idempotency key of a send). */
export const SmsId = z
  .string()
  .check(
    z.regex(
      new RegExp(`^[A-Za-z0-9_.:-]{1,${MESSAGING_LIMITS.smsIdMax}}$`),
      `1 to ${MESSAGING_LIMITS.smsIdMax} letters, digits or _ . : -`,
    ),
  );

/** Milliseconds since the epoch; query values arrive as text. */
export const TimeMs = z.pipe(
  z.pipe(
    z.union([
      z.int().check(z.nonnegative()),
      z.string().check(z.trim(), z.regex(/^\d{1,15}$/, 'must be a time in milliseconds')),
    ]),
    z.transform(Number),
  ),
  z.int().check(z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER)),
);

const QueryCount = z.pipe(
  z.union([z.int(), z.string().check(z.trim(), z.regex(/^\d{1,6}$/, 'must be a whole number'))]),
  z.transform(Number),
);

/** A message's text: anything but blank (spec 3 §5: no text, nothing is sent). */
const MessageText = freeText(z.string().check(z.maxLength(MESSAGING_LIMITS.textMax))).check(
  z.refine((text) => text.trim() !== '', 'please enter a message'),
);

// ── entities ─────────────────────────────────────────────────────────────────

/** spec 1 §3 Virtual phone (as used by the chat picker). */
export const VirtualPhone = z.object({
  /** National number, digits. */
  phone: z.string(),
  /** Country calling code without '+'. */
  telCode: z.string(),
  /** telCode + phone. */
  fullNumber: z.string(),
  type: VirtualNumberType,
  numberName: z.string(),
  notes: z.string(),
});
export type VirtualPhone = z.infer<typeof VirtualPhone>;

/** The two parties of a conversation, each as full number, country code and national number. */
export const ChatParties = z.object({
  ownFullNumber: z.string(),
  ownTelCode: z.string(),
  ownNumber: z.string(),
  otherFullNumber: z.string(),
  /** '' when the other party is not a number under a known country code (a short code). */
  otherTelCode: z.string(),
  otherNumber: z.string(),
});

/** spec 1 §3 Chat-list item: a conversation with its newest message. */
export const ChatListItem = z.extend(ChatParties, {
  date: z.int(),
  text: z.string(),
  media: z.string(),
  type: MessageType,
  smsId: z.string(),
  direction: MessageDirection,
  status: StoredMessageStatus,
  deleted: z.literal(false),
  /**
   * Inbound messages after the account's read marker of this conversation (spec 1 §4 Unread
   * count; issue 22 item 4), counted up to `MESSAGING_LIMITS.unreadCountMax` (the client shows
   * 99+ beyond 99). The listings always answer it; a row the client builds from a socket event
   * has none.
   */
  unread: z.optional(z.int().check(z.nonnegative())),
});
export type ChatListItem = z.infer<typeof ChatListItem>;

/** A conversation deleted (as a whole, or its last message) since the `since` of a change listing. */
export const ChatTombstone = z.extend(ChatParties, {
  /** When it was deleted. */
  date: z.int(),
  deleted: z.literal(true),
});
export type ChatTombstone = z.infer<typeof ChatTombstone>;

export const ChatListEntry = z.discriminatedUnion('deleted', [ChatListItem, ChatTombstone]);
export type ChatListEntry = z.infer<typeof ChatListEntry>;

/** spec 1 §3 Message, as stored (stt, getStt and sttStatus are the client's). */
export const DialogMessage = z.object({
  smsId: z.string(),
  date: z.int(),
  direction: MessageDirection,
  type: MessageType,
  text: z.string(),
  /** One URL, several comma-separated URLs, or ''. */
  media: z.string(),
  status: StoredMessageStatus,
  highlightTarget: z.string(),
  highlightText: z.string(),
});
export type DialogMessage = z.infer<typeof DialogMessage>;

// ── HTTP calls (spec 1 §7) ───────────────────────────────────────────────────

/**
 * `months` (spec 1 §9: 4) counts UTC calendar months, the current one included: 4 in May means
 * conversations whose newest message is from February 1st on.
 */
export const GetChatListRequest = z.object({
  months: z._default(
    z.pipe(QueryCount, z.int().check(z.gte(1), z.lte(MESSAGING_LIMITS.chatListMonthsMax))),
    MESSAGING_LIMITS.chatListMonths,
  ),
});
export type GetChatListRequest = z.input<typeof GetChatListRequest>;

export const ChatListAnswer = z.object({
  /** Live conversations, newest message first. */
  chatList: rowsOf('chatList', ChatListItem),
  /** The `since` of the next `getChatListByDate`. */
  syncTime: z.int().check(z.nonnegative()),
});
export type ChatListAnswer = z.infer<typeof ChatListAnswer>;

/** The changes after `since` (a `syncTime`, or any earlier time). */
export const GetChatListByDateRequest = z.object({ since: TimeMs });
export type GetChatListByDateRequest = z.input<typeof GetChatListByDateRequest>;

export const ChatListChanges = z.object({
  /** Every conversation changed after `since`, oldest change first: items, and tombstones of deleted ones. */
  chatList: rowsOf('chatList changes', ChatListEntry),
  syncTime: z.int().check(z.nonnegative()),
});
export type ChatListChanges = z.infer<typeof ChatListChanges>;

/**
 * One conversation's messages, newest first, in keyset pages: pass the answer's `nextStartTime`
 * back as `startTime` for the next (older) page until it is null. `since` keeps only messages
 * newer than it (catch-up); `ym` ('2025-05' or '202505') only those of that UTC month.
 */
export const GetDialogListRequest = z.object({
  otherFullNumber: FullNumber,
  ownFullNumber: FullNumber,
  pageSize: z._default(
    z.pipe(QueryCount, z.int().check(z.gte(1), z.lte(MESSAGING_LIMITS.dialogPageSize))),
    MESSAGING_LIMITS.dialogPageSize,
  ),
  ym: z.optional(z.string().check(z.trim(), z.regex(/^\d{4}-?(0[1-9]|1[0-2])$/, 'must be a year and month: 2025-05'))),
  since: z.optional(TimeMs),
  /** Only messages older than this (the previous page's `nextStartTime`). */
  startTime: z.optional(TimeMs),
});
export type GetDialogListRequest = z.input<typeof GetDialogListRequest>;

export const DialogPage = z.object({
  dialogList: rowsOf('dialogList', DialogMessage),
  /** The `startTime` of the next page, or null when there is none. */
  nextStartTime: z.nullable(z.int()),
});
export type DialogPage = z.infer<typeof DialogPage>;

/**
 * One message (its smsId and date, both as in the dialog list) or a whole conversation (`from`
 * the own full number, `to` the other). Anything that is not the caller's is 100005.
 */
export const DelSmsRequest = z.union([
  z.object({ smsId: SmsId, date: TimeMs }),
  z.object({ from: FullNumber, to: FullNumber }),
]);
export type DelSmsRequest = z.input<typeof DelSmsRequest>;

export const DelSmsAnswer = z.object({ deleted: z.int().check(z.nonnegative()) });
export type DelSmsAnswer = z.infer<typeof DelSmsAnswer>;

/**
 * The person has read a conversation up to `date` (spec 1 §4: open, page focused, within 200 px of
 * the bottom; issue 22 item 4): the `date` of the newest message they have seen in it. The server
 * keeps the later of this and the marker it has (a marker never moves back) and never one past the
 * conversation's newest message. A conversation that is not the caller's is 100005.
 */
export const MarkChatReadRequest = z.object({
  ownFullNumber: FullNumber,
  otherFullNumber: FullNumber,
  date: TimeMs,
});
export type MarkChatReadRequest = z.input<typeof MarkChatReadRequest>;

/** The marker as stored, and the inbound messages after it (capped as `ChatListItem.unread`). */
export const ChatReadMarker = z.object({
  ownFullNumber: z.string(),
  otherFullNumber: z.string(),
  /** Messages up to this `date` are read. */
  readUpTo: z.int().check(z.nonnegative()),
  unread: z.int().check(z.nonnegative()),
});
export type ChatReadMarker = z.infer<typeof ChatReadMarker>;

/** `url`: a voicemail's media URL as listed (or resolved against the API base); `language` e.g. 'en-US'. */
export const SpeechToTextRequest = z.object({
  url: freeText(z.string().check(z.trim(), z.minLength(1), z.maxLength(2048))),
  language: z.optional(
    z
      .string()
      .check(z.trim(), z.regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8}){0,3}$/, 'must be a language tag such as en-US')),
  ),
});
export type SpeechToTextRequest = z.input<typeof SpeechToTextRequest>;

export const SpeechToTextAnswer = z.object({ text: z.string() });
export type SpeechToTextAnswer = z.infer<typeof SpeechToTextAnswer>;

/** spec 3 §7: an SMS from one of the caller's numbers (`from`, full) to `to` (country code + number). */
export const SendCodeSmsRequest = z.object({
  from: FullNumber,
  to: TypedNumber,
  app: freeText(z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGING_LIMITS.appNameMax))),
  text: MessageText,
});
export type SendCodeSmsRequest = z.input<typeof SendCodeSmsRequest>;

export const SentMessage = z.object({ smsId: SmsId, date: z.int() });
export type SentMessage = z.infer<typeof SentMessage>;

// ── socket (spec 1 §7) ───────────────────────────────────────────────────────

/** Binary data as socket.io carries it: send an ArrayBuffer or a typed array; the server gets a Buffer. */
const Binary = z.pipe(
  z.custom<ArrayBuffer | ArrayBufferView>(
    (value) => value instanceof ArrayBuffer || ArrayBuffer.isView(value),
    'fileBuffer must be binary data',
  ),
  z.transform((value) =>
    value instanceof ArrayBuffer
      ? new Uint8Array(value)
      : new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
  ),
);

const SendCommon = z.object({
  /** One of the sender's own numbers (full). */
  fromNumber: TypedNumber,
  /** The recipient's full number (spec 1 §5 rules apply on the server too). */
  toNumber: TypedNumber,
  smsId: SmsId,
  /** The brand; when present it must be the session's. */
  platform: z.optional(z.enum(PLATFORMS)),
  /** The language of a failure's retmsg; default: the socket's. */
  languagecode: z.optional(z.enum(LANGUAGE_CODES)),
});

export const SendTextPayload = z.extend(SendCommon, { msgType: z.literal('sms'), text: MessageText });

export const SendMediaPayload = z.extend(SendCommon, {
  msgType: z.literal('mms'),
  fileBuffer: Binary,
  /** One of `ATTACHMENT_CONTENT_TYPES` (or an alias); must match the bytes. */
  fileType: freeText(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(100))),
  fileName: freeText(z.string().check(z.maxLength(MESSAGING_LIMITS.fileNameMax))),
  /** Optional caption. */
  text: z.optional(freeText(z.string().check(z.maxLength(MESSAGING_LIMITS.textMax)))),
});

export const SendMessagePayload = z.discriminatedUnion('msgType', [SendTextPayload, SendMediaPayload]);
/** What the client emits with `sendMessage`. */
export type SendMessagePayload = z.input<typeof SendMessagePayload>;

/** The acknowledgement of `sendMessage`: status 0 (sent) or a failure retcode with its retmsg. */
export type SendMessageAck = SendMessageSentAck | SendMessageFailedAck;
export interface SendMessageSentAck {
  status: 0;
  smsId: string;
  date: number;
  /** An MMS's stored media URL(s), which replace the local loading marker. */
  media?: string;
}
export interface SendMessageFailedAck {
  /** A retcode (`RETCODE`): 300030 toll-free, 400001 no balance, 100001 bad payload … */
  status: number;
  retmsg: string;
  /** Present when the payload had a readable smsId. */
  smsId?: string;
}
export const SendMessageAck = z.union([
  z.object({ status: z.literal(0), smsId: z.string(), date: z.int(), media: z.optional(z.string()) }),
  z.object({ status: z.int().check(z.positive()), retmsg: z.string(), smsId: z.optional(z.string()) }),
]);

export function isSentAck(ack: SendMessageAck): ack is SendMessageSentAck {
  return ack.status === 0;
}

/**
 * The `message` event (spec 1 §7 fields), sent to every socket of an account: the echo of its own
 * sends (direction out; status 0, or — when the carrier refused a send after it was stored and
 * charged, then refunded — that failure's retcode and retmsg) and every message it receives
 * (direction in, no status). Numbers: `*Number` full, `*Phone` national, `*TelCode` the country
 * code.
 */
export const ChatMessageEvent = z.object({
  fromNumber: z.string(),
  toNumber: z.string(),
  fromPhone: z.string(),
  toPhone: z.string(),
  fromTelCode: z.string(),
  toTelCode: z.string(),
  direction: MessageDirection,
  msgType: MessageType,
  text: z.string(),
  media: z.string(),
  smsId: z.string(),
  /** The message's `date`. */
  time: z.int(),
  status: z.optional(z.int()),
  retmsg: z.optional(z.string()),
  highlightTarget: z.string(),
  highlightText: z.string(),
});
export type ChatMessageEvent = z.infer<typeof ChatMessageEvent>;

/**
 * The `chatRead` event: a conversation's read marker moved (issue 22 item 4), sent to every socket
 * of the account — every tab and device clears (or sets) that conversation's badge and the title
 * count from it. The same shape as the answer of `markChatRead`.
 */
export const ChatReadEvent = ChatReadMarker;
export type ChatReadEvent = ChatReadMarker;

/**
 * The `messagesDeleted` event (issue 26 item 1; spec 1 §4 Deleting): messages of one conversation
 * were deleted, sent after the commit to every socket of the account, so every tab removes them
 * from the open conversation, the list and the kept history. `smsIds` null: the whole conversation.
 */
export const MessagesDeletedEvent = z.object({
  ownFullNumber: z.string(),
  otherFullNumber: z.string(),
  smsIds: z.nullable(z.array(z.string())),
});
export type MessagesDeletedEvent = z.infer<typeof MessagesDeletedEvent>;
