/**
 * Reading an account's chats (spec 1 §7 getChatList, getChatListByDate, getDialogList). Every
 * query is scoped by the caller's account id. The meaning of the times and cursors is documented
 * once, in the contract (src/services/api/contract/messaging.ts).
 */
import { and, asc, desc, eq, gt, gte, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type {
  ChatListAnswer,
  ChatListChanges,
  ChatListEntry,
  ChatListItem,
  DialogMessage,
  DialogPage,
} from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { type NamedStatement, preparedPerDatabase, runNamed } from '../../db/prepared.ts';
import { type ConversationRow, conversations, type MessageRow, messages } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail } from '../failure.ts';
import { createGroupCommit } from '../groupCommit.ts';
import { lastTick } from './messagingClock.ts';
import { findOwnNumber } from './virtualNumbers.ts';

/**
 * Live conversations whose newest message is from the last `months` UTC calendar months, newest
 * first. A conversation that changes while this runs may show its new state here and again in
 * the next `since = syncTime` listing; the client merges by conversation key.
 */
export async function listChats(
  db: Database,
  clock: Clock,
  accountId: number,
  months: number,
): Promise<ChatListAnswer> {
  return chatListings(db).submit({ accountId, since: startOfMonthsWindow(clock.now(), months) });
}

interface ChatListRequest {
  accountId: number;
  /** The first time of the window (ms). */
  since: number;
}

/** The most listings in one query. */
const LISTINGS_PER_QUERY = 64;

/**
 * The listings asked for together are one query (`groupCommit.ts`), and one listing asked for by
 * several requests at once is read once: under load a query serves a batch of requests. Each
 * listing carries its account's messaging clock, read in the same statement (one snapshot):
 * whatever commits after this read has a larger time, so `since = syncTime` finds it.
 */
const LIVE_CONVERSATIONS: NamedStatement = {
  name: 'live_conversations',
  text: `
    WITH wanted AS (
      SELECT DISTINCT account_id, since FROM unnest($1::bigint[], $2::bigint[]) AS wanted (account_id, since)
    )
    SELECT wanted.account_id::float8 AS account_id, wanted.since::float8 AS since,
           COALESCE(clock.last_tick, 0)::float8 AS sync_time, listed.*
    FROM wanted
    LEFT JOIN messaging_clocks clock ON clock.account_id = wanted.account_id
    LEFT JOIN LATERAL (
      SELECT c.own_full_number AS "ownFullNumber", c.own_tel_code AS "ownTelCode",
             c.other_full_number AS "otherFullNumber", c.other_tel_code AS "otherTelCode", m.date::float8 AS date,
             m.text, m.media, m.type, m.sms_id AS "smsId", m.direction, m.status
      FROM conversations c JOIN messages m ON m.id = c.last_message_id
      WHERE c.account_id = wanted.account_id AND NOT c.deleted AND m.date >= wanted.since
    ) listed ON true
    ORDER BY listed.date DESC`,
};

/** A listed conversation with its newest message; an account without any has one row of nulls. */
type ListedRow = { account_id: number; since: number; sync_time: number } & (
  | (ListedParties & ListedMessage)
  | { ownFullNumber: null }
);
type ListedParties = Pick<ConversationRow, 'ownFullNumber' | 'ownTelCode' | 'otherFullNumber' | 'otherTelCode'>;
type ListedMessage = Pick<MessageRow, 'date' | 'text' | 'media' | 'type' | 'smsId' | 'direction' | 'status'>;

const chatListings = preparedPerDatabase((db) =>
  createGroupCommit<ChatListRequest, ChatListAnswer>({
    write: async (requests) => {
      const rows = await runNamed<ListedRow>(db, LIVE_CONVERSATIONS, [
        requests.map((request) => request.accountId),
        requests.map((request) => request.since),
      ]);
      const answers = new Map<string, ChatListAnswer>();
      for (const row of rows) {
        const key = listingKey(row.account_id, row.since);
        let answer = answers.get(key);
        if (!answer) {
          answer = { chatList: [], syncTime: row.sync_time };
          answers.set(key, answer);
        }
        if (row.ownFullNumber !== null) answer.chatList.push(toChatListItem(row, row));
      }
      // Requests for one listing share its rows; each gets its own answer object.
      return requests.map((request) => {
        const answer = answers.get(listingKey(request.accountId, request.since));
        return { chatList: [...(answer?.chatList ?? [])], syncTime: answer?.syncTime ?? 0 };
      });
    },
    maxBatch: LISTINGS_PER_QUERY,
  }),
);

const listingKey = (accountId: number, since: number) => `${accountId}:${since}`;

/** Every conversation changed after `since`, oldest change first: live ones and tombstones. */
export async function listChatChanges(db: Database, accountId: number, since: number): Promise<ChatListChanges> {
  const syncTime = await lastTick(db, accountId);
  const rows = await db
    .select({ conversation: conversations, message: messages })
    .from(conversations)
    .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(
      and(
        eq(conversations.accountId, accountId),
        gt(conversations.changedAt, since),
        lte(conversations.changedAt, syncTime),
      ),
    )
    .orderBy(asc(conversations.changedAt));
  const chatList = rows.map(
    ({ conversation, message }): ChatListEntry =>
      conversation.deleted || !message
        ? { ...parties(conversation), date: conversation.changedAt, deleted: true }
        : toChatListItem(conversation, message),
  );
  return { chatList, syncTime };
}

export interface DialogRequest {
  ownFullNumber: string;
  otherFullNumber: string;
  pageSize: number;
  ym?: string;
  since?: number;
  startTime?: number;
}

/**
 * One conversation's live messages, newest first, `pageSize` at a time below `startTime`. The own
 * number must be the caller's (now, or in a conversation they have): anything else is 100005.
 */
export async function listDialog(
  db: Database,
  accountId: number,
  request: DialogRequest,
): Promise<DialogPage | Failure> {
  const known =
    (await hasConversation(db, accountId, request.ownFullNumber, request.otherFullNumber)) ||
    (await findOwnNumber(db, accountId, request.ownFullNumber)) !== undefined;
  if (!known) return fail('notFound');

  const conditions: SQL[] = [
    eq(messages.accountId, accountId),
    eq(messages.ownFullNumber, request.ownFullNumber),
    eq(messages.otherFullNumber, request.otherFullNumber),
    isNull(messages.deletedAt),
  ];
  if (request.startTime !== undefined) conditions.push(lt(messages.date, request.startTime));
  if (request.since !== undefined) conditions.push(gt(messages.date, request.since));
  if (request.ym !== undefined) {
    const { start, end } = monthRange(request.ym);
    conditions.push(gte(messages.date, start), lt(messages.date, end));
  }
  // One row beyond the page tells whether there is a next one, so the last page says null.
  const rows = await db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.date))
    .limit(request.pageSize + 1);
  const page = rows.slice(0, request.pageSize);
  const last = page.at(-1);
  return {
    dialogList: page.map(toDialogMessage),
    nextStartTime: rows.length > request.pageSize && last ? last.date : null,
  };
}

async function hasConversation(db: Database, accountId: number, own: string, other: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, accountId),
        eq(conversations.ownFullNumber, own),
        eq(conversations.otherFullNumber, other),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** ms of the first instant of the UTC month `months - 1` months before now's. */
export function startOfMonthsWindow(now: Date, months: number): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1);
}

/** '2025-05' or '202505' → [start, end) of that UTC month in ms. */
function monthRange(ym: string): { start: number; end: number } {
  const digits = ym.replace('-', '');
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6)) - 1;
  return { start: Date.UTC(year, month, 1), end: Date.UTC(year, month + 1, 1) };
}

function parties(conversation: ListedParties) {
  return {
    ownFullNumber: conversation.ownFullNumber,
    ownTelCode: conversation.ownTelCode,
    ownNumber: conversation.ownFullNumber.slice(conversation.ownTelCode.length),
    otherFullNumber: conversation.otherFullNumber,
    otherTelCode: conversation.otherTelCode,
    otherNumber: conversation.otherFullNumber.slice(conversation.otherTelCode.length),
  };
}

function toChatListItem(conversation: ListedParties, message: ListedMessage): ChatListItem {
  return {
    ...parties(conversation),
    date: message.date,
    text: message.text,
    media: message.media,
    type: message.type,
    smsId: message.smsId,
    direction: message.direction,
    status: message.status === 2 ? 2 : 0,
    deleted: false,
  };
}

export function toDialogMessage(message: MessageRow): DialogMessage {
  return {
    smsId: message.smsId,
    date: message.date,
    direction: message.direction,
    type: message.type,
    text: message.text,
    media: message.media,
    status: message.status === 2 ? 2 : 0,
    highlightTarget: message.highlightTarget,
    highlightText: message.highlightText,
  };
}
