/**
 * Read state on the server (issue 22 item 4; spec 1 §4 Unread count, read rule): each account
 * keeps, per conversation, the `date` of the newest message it has read (`conversations.read_up_to`,
 * migrations/0027_read_markers.sql). The unread count of a conversation is its live inbound messages after
 * that marker, counted up to `MESSAGING_LIMITS.unreadCountMax` (the client shows 99+). The chat
 * listings answer the count with every row (listings.ts); marking a conversation read tells every
 * socket of the account (`chatRead`), so each tab and device clears the badge and the title count.
 */
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type ChatReadMarker, MESSAGING_LIMITS, type Platform } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { accountRoom } from './events.ts';
import { inMessagingTransaction } from './messagingClock.ts';

/** What publishing needs of the socket layer (a port: the domain never imports the socket layer). */
export interface ReadMarkerEventSink {
  readonly io: { to(room: string): { emit(event: 'chatRead', payload: ChatReadMarker): unknown } };
}

export interface MarkChatRead {
  ownFullNumber: string;
  otherFullNumber: string;
  /** The date of the newest message the person has seen in the conversation. */
  date: number;
}

/**
 * Records that the account read the conversation up to `date` and tells every socket of the
 * account. A conversation the account does not have is 100005 (another account's is not told
 * apart from one that does not exist). The marker never moves back, and never past the
 * conversation's newest message (a date from the future would hide messages yet to come).
 *
 * The conversation's `changed_at` takes the write's time when the marker moves, so a tab that
 * missed the socket event (it was offline) gets the new count from `getChatListByDate` when it
 * catches up. That is a write of the account's messaging data, so it holds the account's clock
 * like every other one (messagingClock.ts).
 */
export async function markChatRead(
  context: { db: Database; clock: Clock; sockets: ReadMarkerEventSink },
  session: { accountId: number; platform: Platform },
  request: MarkChatRead,
): Promise<ChatReadMarker | Failure> {
  const { accountId } = session;
  const outcome = await inMessagingTransaction(context.db, context.clock, accountId, async (tx, tick) => {
    const [conversation] = await tx
      .select({ id: conversations.id, readUpTo: conversations.readUpTo, newest: messages.date })
      .from(conversations)
      .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
      .where(
        and(
          eq(conversations.accountId, accountId),
          eq(conversations.ownFullNumber, request.ownFullNumber),
          eq(conversations.otherFullNumber, request.otherFullNumber),
        ),
      )
      .limit(1);
    if (!conversation) return fail('notFound');
    // A conversation whose messages were all deleted has no newest one: nothing it holds is later than now.
    const upTo = Math.min(request.date, conversation.newest ?? tick);
    const moved = conversation.readUpTo === null || upTo > conversation.readUpTo;
    const readUpTo = moved ? upTo : (conversation.readUpTo ?? upTo);
    if (moved) {
      await tx.update(conversations).set({ readUpTo, changedAt: tick }).where(eq(conversations.id, conversation.id));
    }
    const [counted] = await tx
      .select({
        unread: unreadAfter(
          { accountId, ownFullNumber: request.ownFullNumber, otherFullNumber: request.otherFullNumber },
          readUpTo,
        ),
      })
      .from(conversations)
      .where(eq(conversations.id, conversation.id));
    const marker: ChatReadMarker = {
      ownFullNumber: request.ownFullNumber,
      otherFullNumber: request.otherFullNumber,
      readUpTo,
      unread: counted?.unread ?? 0,
    };
    return { marker, moved };
  });
  if (isFailure(outcome)) return outcome;
  // After the commit: a tab that hears it and reads the list again finds the marker stored.
  if (outcome.moved) context.sockets.io.to(accountRoom(accountId)).emit('chatRead', outcome.marker);
  return outcome.marker;
}

/**
 * The live inbound messages of a conversation after its marker, at most `unreadCountMax`, as a
 * column of a statement: a probe of the `messages_inbound` index, never the outbound messages nor
 * more than 100 rows. `conversation` names the conversation (columns of the outer row, qualified by
 * a join, or values); `readUpTo` is a marker's date, or the conversation's `read_up_to` column
 * (NULL: every inbound message is unread).
 */
export function unreadAfter(
  conversation: {
    accountId: SQLWrapper | number;
    ownFullNumber: SQLWrapper | string;
    otherFullNumber: SQLWrapper | string;
  },
  readUpTo: SQLWrapper | number,
): SQL<number> {
  const after = typeof readUpTo === 'number' ? sql`${readUpTo}::bigint` : sql`COALESCE(${readUpTo}, -1)`;
  // The messages under an alias of their own, so their columns never read as the outer row's.
  return sql<number>`(
    SELECT count(*)::int FROM (
      SELECT 1 FROM messages AS unread_message
      WHERE unread_message.account_id = ${conversation.accountId}
        AND unread_message.own_full_number = ${conversation.ownFullNumber}
        AND unread_message.other_full_number = ${conversation.otherFullNumber}
        AND unread_message.deleted_at IS NULL
        AND unread_message.direction = 'in'
        AND unread_message.date > ${after}
      LIMIT ${sql.raw(String(MESSAGING_LIMITS.unreadCountMax))}
    ) AS unread_messages
  )`;
}
