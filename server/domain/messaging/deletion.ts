/**
 * delSms (spec 1 §4 Deleting, §7): one message by its smsId and date, or a whole conversation.
 * Only the caller's own copies are touched; the other party keeps theirs. A deleted message stays
 * as a row with `deleted_at` (so its smsId still answers a retried send), and the conversation
 * reports the change to `getChatListByDate`. A stored attachment goes with the last live message
 * that shows it (media.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DelSmsAnswer, MessagesDeletedEvent } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { accountRoom } from './events.ts';
import { deleteUnshownMedia } from './media.ts';
import { inMessagingTransaction } from './messagingClock.ts';
import { refreshConversation } from './store.ts';

/** What publishing needs of the socket layer (a port: the domain never imports the socket layer). */
export interface DeletionEventSink {
  readonly io: { to(room: string): { emit(event: 'messagesDeleted', payload: MessagesDeletedEvent): unknown } };
}

interface DeletionContext {
  db: Database;
  clock: Clock;
  sockets: DeletionEventSink;
}

/** After the commit: every tab of the account (and no other account) removes what went. */
function publish(
  context: DeletionContext,
  accountId: number,
  outcome: { answer: DelSmsAnswer; event: MessagesDeletedEvent } | Failure,
): DelSmsAnswer | Failure {
  if (isFailure(outcome)) return outcome;
  context.sockets.io.to(accountRoom(accountId)).emit('messagesDeleted', outcome.event);
  return outcome.answer;
}

export async function deleteMessage(
  context: DeletionContext,
  accountId: number,
  smsId: string,
  date: number,
): Promise<DelSmsAnswer | Failure> {
  const { db, clock } = context;
  const outcome = await inMessagingTransaction(db, clock, accountId, async (tx, tick) => {
    const [deleted] = await tx
      .update(messages)
      .set({ deletedAt: tick })
      .where(
        and(
          eq(messages.accountId, accountId),
          eq(messages.smsId, smsId),
          eq(messages.date, date),
          isNull(messages.deletedAt),
        ),
      )
      .returning({ own: messages.ownFullNumber, other: messages.otherFullNumber, media: messages.media });
    if (!deleted) return fail('notFound');
    await refreshConversation(tx, accountId, deleted.own, deleted.other, tick);
    await deleteUnshownMedia(tx, [deleted.media]);
    return {
      answer: { deleted: 1 },
      event: { ownFullNumber: deleted.own, otherFullNumber: deleted.other, smsIds: [smsId] },
    };
  });
  return publish(context, accountId, outcome);
}

/** Deletes every live message between the caller's number `own` and `other`; none → 100005. */
export async function deleteConversation(
  context: DeletionContext,
  accountId: number,
  own: string,
  other: string,
): Promise<DelSmsAnswer | Failure> {
  const { db, clock } = context;
  const outcome = await inMessagingTransaction(db, clock, accountId, async (tx, tick) => {
    const deleted = await tx
      .update(messages)
      .set({ deletedAt: tick })
      .where(
        and(
          eq(messages.accountId, accountId),
          eq(messages.ownFullNumber, own),
          eq(messages.otherFullNumber, other),
          isNull(messages.deletedAt),
        ),
      )
      .returning({ id: messages.id, media: messages.media });
    if (deleted.length === 0) return fail('notFound');
    await refreshConversation(tx, accountId, own, other, tick);
    await deleteUnshownMedia(
      tx,
      deleted.map((message) => message.media),
    );
    return {
      answer: { deleted: deleted.length },
      event: { ownFullNumber: own, otherFullNumber: other, smsIds: null },
    };
  });
  return publish(context, accountId, outcome);
}
