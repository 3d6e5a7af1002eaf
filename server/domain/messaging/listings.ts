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
  Platform,
} from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { oncePerDatabase } from '../../db/prepared.ts';
import {
  type ConversationRow,
  conversations,
  type MessageRow,
  messages,
  messagingClocks,
  sessions,
} from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { type AuthSession, type ClaimedToken, sessionOfRow } from '../sessions.ts';
import { createGroupCommit } from './groupCommit.ts';
import { lastTick } from './messagingClock.ts';
import { unreadAfter } from './readMarkers.ts';
import { findOwnNumber } from './virtualNumbers.ts';

/**
 * The caller's session and their live conversations whose newest message is from the last
 * `months` UTC calendar months, newest first, in one statement: the session check, the listing
 * and the messaging clock share one round trip and one snapshot (issue 14: on PostgreSQL without
 * Redis sessions are not cached, so a separate session read was a second round trip). The clock
 * is read in the same snapshot as the listing, so whatever commits after it has a larger time
 * and `since = syncTime` finds it. A conversation that changes while this runs may show its new
 * state here and again in the next `since = syncTime` listing; the client merges by conversation
 * key.
 *
 * Listings asked for while one is being read are read together, in one statement for all their
 * tokens (`chatListReads`): under load a round trip, its socket writes and the driver's work per
 * statement are shared by many callers; a lone call is read at once.
 */
export async function listChatsOfToken(
  db: Database,
  clock: Clock,
  platform: Platform,
  claim: ClaimedToken,
  months: number,
): Promise<{ session: AuthSession; chats: ChatListAnswer } | Failure> {
  const since = startOfMonthsWindow(clock.now(), months);
  const rows = await chatListReads(db).submit({ tokenHash: claim.tokenHash, since });
  const session = sessionOfRow(rows[0]?.session, claim, platform, clock);
  if (isFailure(session)) return session;
  const chatList: ChatListItem[] = [];
  for (const { conversation, message } of rows) {
    // The batch reads from the earliest window any of its callers asked for.
    if (conversation && message && message.date >= since) chatList.push(toChatListItem(conversation, message));
  }
  return { session, chats: { chatList, syncTime: Number(rows[0]?.syncTime ?? 0) } };
}

/** The most listings read in one statement (bounds its rows and its latency). */
const MAX_LISTINGS_PER_READ = 64;

/**
 * Two reads in flight: the next batch reaches the database while the one before is being read
 * and answered, so neither side waits for the other.
 */
const LISTING_READS_IN_FLIGHT = 2;

type ChatListRow = Awaited<ReturnType<ReturnType<typeof chatsOfTokensStatement>['execute']>>[number];

const chatListReads = oncePerDatabase((db) =>
  createGroupCommit<{ tokenHash: string; since: number }, ChatListRow[]>({
    async write(requests) {
      const tokenHashes = [...new Set(requests.map((request) => request.tokenHash))];
      const since = Math.min(...requests.map((request) => request.since));
      const rowsByToken = new Map<string, ChatListRow[]>();
      for (const row of await chatsOfTokensStatement(db).execute({ tokenHashes, since })) {
        const rows = rowsByToken.get(row.session.tokenHash);
        if (rows) rows.push(row);
        else rowsByToken.set(row.session.tokenHash, [row]);
      }
      return requests.map((request) => rowsByToken.get(request.tokenHash) ?? []);
    },
    maxBatch: MAX_LISTINGS_PER_READ,
    inFlight: LISTING_READS_IN_FLIGHT,
  }),
);

/**
 * The session rows of the tokens, each with its account's clock and live conversations in the
 * window: a token with no live conversation in the window (or a revoked one) still gives its one
 * row, with the session and the clock. Only the columns a chat list item shows are read. The brand
 * is checked on the session row (`sessionOfRow`): another brand's token is refused before its rows
 * are used.
 *
 * Every read is a probe by key — the sessions by token hash, then per session its account's
 * conversations and clock, per conversation its last message — whatever the size of the tables
 * when the plan cached for the statement was made: the lateral joins and their LIMIT 1 keep the
 * planner from joining whole tables (a plan made on a fresh database read all of
 * `conversations` and `messages` for every listing; docs/messaging.md, "The hot statements' plans").
 */
const chatsOfTokensStatement = oncePerDatabase((db) => {
  const lastMessage = db
    .select({
      date: messages.date,
      text: messages.text,
      media: messages.media,
      type: messages.type,
      smsId: messages.smsId,
      direction: messages.direction,
      status: messages.status,
    })
    .from(messages)
    .where(and(eq(messages.id, conversations.lastMessageId), gte(messages.date, sql.placeholder('since'))))
    .limit(1)
    .as('last_message');
  const chats = db
    .select({
      ownFullNumber: conversations.ownFullNumber,
      ownTelCode: conversations.ownTelCode,
      otherFullNumber: conversations.otherFullNumber,
      otherTelCode: conversations.otherTelCode,
      unread: unreadAfter(conversations, conversations.readUpTo).as('unread'),
      date: lastMessage.date,
      text: lastMessage.text,
      media: lastMessage.media,
      type: lastMessage.type,
      smsId: lastMessage.smsId,
      direction: lastMessage.direction,
      status: lastMessage.status,
    })
    .from(conversations)
    .innerJoinLateral(lastMessage, sql`true`)
    .where(and(eq(conversations.accountId, sessions.accountId), not(conversations.deleted), isNull(sessions.revokedAt)))
    .as('chat');
  const clock = db
    .select({ lastTick: messagingClocks.lastTick })
    .from(messagingClocks)
    .where(eq(messagingClocks.accountId, sessions.accountId))
    .limit(1)
    .as('clock');
  return db
    .select({
      session: {
        id: sessions.id,
        tokenHash: sessions.tokenHash,
        accountId: sessions.accountId,
        platform: sessions.platform,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
      },
      syncTime: clock.lastTick,
      conversation: {
        ownFullNumber: chats.ownFullNumber,
        ownTelCode: chats.ownTelCode,
        otherFullNumber: chats.otherFullNumber,
        otherTelCode: chats.otherTelCode,
        unread: chats.unread,
      },
      message: {
        date: chats.date,
        text: chats.text,
        media: chats.media,
        type: chats.type,
        smsId: chats.smsId,
        direction: chats.direction,
        status: chats.status,
      },
    })
    .from(sessions)
    .leftJoinLateral(clock, sql`true`)
    .leftJoinLateral(chats, sql`true`)
    .where(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')})`)
    .orderBy(desc(chats.date))
    .prepare('chats_of_tokens');
});

/** Every conversation changed after `since`, oldest change first: live ones and tombstones. */
export async function listChatChanges(db: Database, accountId: number, since: number): Promise<ChatListChanges> {
  const syncTime = await lastTick(db, accountId);
  const rows = await db
    .select({
      conversation: conversations,
      message: messages,
      unread: unreadAfter(conversations, conversations.readUpTo),
    })
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
    ({ conversation, message, unread }): ChatListEntry =>
      conversation.deleted || !message
        ? { ...parties(conversation), date: conversation.changedAt, deleted: true }
        : toChatListItem({ ...conversation, unread }, message),
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

type ConversationParties = Pick<ConversationRow, 'ownFullNumber' | 'ownTelCode' | 'otherFullNumber' | 'otherTelCode'>;
/** A listed conversation: its parties and its unread count (readMarkers.ts). */
type ListedConversation = ConversationParties & { unread: number | null };
type LastMessage = Pick<MessageRow, 'date' | 'text' | 'media' | 'type' | 'smsId' | 'direction' | 'status'>;

function parties(conversation: ConversationParties) {
  return {
    ownFullNumber: conversation.ownFullNumber,
    ownTelCode: conversation.ownTelCode,
    ownNumber: conversation.ownFullNumber.slice(conversation.ownTelCode.length),
    otherFullNumber: conversation.otherFullNumber,
    otherTelCode: conversation.otherTelCode,
    otherNumber: conversation.otherFullNumber.slice(conversation.otherTelCode.length),
  };
}

function toChatListItem(conversation: ListedConversation, message: LastMessage): ChatListItem {
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
    unread: Number(conversation.unread ?? 0),
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
