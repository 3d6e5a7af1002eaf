/**
 * Changing an account's stored messages and keeping its conversations in step (migrations/0003:
 * one row per conversation, pointing at its newest live message). Every function here runs inside
 * an `inMessagingTransaction` of the account and is handed its tick (the write's time). New
 * messages are written in batches (`messageBatch.ts`).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { conversations, type MessageRow, messages } from '../../db/schema.ts';
import type { Transaction } from './messagingClock.ts';

/**
 * Marks a stored send failed (spec 1 §4: status 2) and no longer owed to the carrier, and reports
 * the change in the chat list. Undefined when it was failed already (by another process), so the
 * caller refunds only once.
 */
export async function markFailed(tx: Transaction, message: MessageRow, tick: number): Promise<MessageRow | undefined> {
  const [row] = await tx
    .update(messages)
    .set({ status: 2, carrierPending: false })
    .where(and(eq(messages.id, message.id), eq(messages.status, 0)))
    .returning();
  if (!row) return undefined;
  await tx
    .update(conversations)
    .set({ changedAt: tick })
    .where(
      and(
        eq(conversations.accountId, message.accountId),
        eq(conversations.ownFullNumber, message.ownFullNumber),
        eq(conversations.otherFullNumber, message.otherFullNumber),
      ),
    );
  return row;
}

/**
 * After messages of a conversation were deleted: points it at its newest live message, or makes
 * it a tombstone when none is left. Either way its change time is the tick.
 */
export async function refreshConversation(
  tx: Transaction,
  accountId: number,
  ownFullNumber: string,
  otherFullNumber: string,
  tick: number,
): Promise<void> {
  const [newest] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.accountId, accountId),
        eq(messages.ownFullNumber, ownFullNumber),
        eq(messages.otherFullNumber, otherFullNumber),
        isNull(messages.deletedAt),
      ),
    )
    .orderBy(desc(messages.date))
    .limit(1);
  await tx
    .update(conversations)
    .set({ lastMessageId: newest?.id ?? null, deleted: newest === undefined, changedAt: tick })
    .where(
      and(
        eq(conversations.accountId, accountId),
        eq(conversations.ownFullNumber, ownFullNumber),
        eq(conversations.otherFullNumber, otherFullNumber),
      ),
    );
}
