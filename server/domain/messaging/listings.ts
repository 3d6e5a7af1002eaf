/**
 * Reading an account's chats (spec 1 §7 getChatList, getChatListByDate, getDialogList). Every
 * query is scoped by the caller's account id. The meaning of the times and cursors is documented
 * once, in the contract (src/services/api/contract/messaging.ts).
 */
import { and, asc, desc, eq, gt, gte, isNull, lt, lte, not, type SQL, sql } from 'drizzle-orm';
import type {
  ChatListAnswer,
  ChatListChanges,
  ChatListEntry,
  ChatListItem,
  DialogMessage,
  DialogPage,
} from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { type ConversationRow, conversations, type MessageRow, messages, messagingClocks } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail } from '../failure.ts';
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
  const window = startOfMonthsWindow(clock.now(), months);
  // The clock in the same statement (one snapshot, one round trip): whatever commits after this
  // read has a larger time, so `since = syncTime` finds it.
  const rows = await liveConversations(db, accountId, window);
  if (rows[0]) {
    const syncTime = Number(rows[0].syncTime);
    return { chatList: rows.map(({ conversation, message }) => toChatListItem(conversation, message)), syncTime };
  }
  // No row to carry the clock: read it first, then list again (so nothing committed between the
  // two reads falls before syncTime unseen).
  const syncTime = await lastTick(db, accountId);
  const again = await liveConversations(db, accountId, window);
  return { chatList: again.map(({ conversation, message }) => toChatListItem(conversation, message)), syncTime };
}

function liveConversations(db: Database, accountId: number, since: number) {
  return liveConversationsStatement(db).execute({ accountId, since });
}

const liveConversationsStatement = preparedPerDatabase((db) => {
  const accountId = sql.placeholder('accountId');
  // The account's messaging clock as a column of the listing (0 before its first message).
  const syncTime = sql<number>`COALESCE((SELECT ${messagingClocks.lastTick} FROM ${messagingClocks} WHERE ${messagingClocks.accountId} = ${accountId}), 0)`;
  return db
    .select({ conversation: conversations, message: messages, syncTime })
    .from(conversations)
    .innerJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(
      and(
        eq(conversations.accountId, accountId),
        not(conversations.deleted),
        gte(messages.date, sql.placeholder('since')),
      ),
    )
    .orderBy(desc(messages.date))
    .prepare('live_conversations');
});

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

function parties(conversation: ConversationRow) {
  return {
    ownFullNumber: conversation.ownFullNumber,
    ownTelCode: conversation.ownTelCode,
    ownNumber: conversation.ownFullNumber.slice(conversation.ownTelCode.length),
    otherFullNumber: conversation.otherFullNumber,
    otherTelCode: conversation.otherTelCode,
    otherNumber: conversation.otherFullNumber.slice(conversation.otherTelCode.length),
  };
}

function toChatListItem(conversation: ConversationRow, message: MessageRow): ChatListItem {
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
