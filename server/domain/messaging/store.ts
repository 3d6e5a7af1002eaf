/**
 * Writing an account's messages and keeping its conversations in step (migrations/0003: one row
 * per conversation, pointing at its newest live message). Every function here runs inside an
 * `inMessagingTransaction` of the account and is handed its tick (the write's time).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { MessageDirection, MessageType } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { conversations, type MessageRow, messages } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { Transaction } from './messagingClock.ts';
import type { SplitNumber } from './phoneNumbers.ts';

export interface NewMessage {
  accountId: number;
  own: SplitNumber;
  other: SplitNumber;
  smsId: string;
  direction: MessageDirection;
  type: MessageType;
  text: string;
  media: string;
  highlightTarget?: string;
  highlightText?: string;
  /** A voicemail's transcript from the carrier. */
  transcript?: string | null;
  /** Decimal string; what the send was charged. */
  price?: string;
}

/** Stores the message with date = tick and makes it its conversation's newest (reviving a deleted one). */
export async function appendMessage(
  tx: Transaction,
  clock: Clock,
  message: NewMessage,
  tick: number,
): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({
      accountId: message.accountId,
      ownFullNumber: message.own.fullNumber,
      otherFullNumber: message.other.fullNumber,
      smsId: message.smsId,
      date: tick,
      direction: message.direction,
      type: message.type,
      text: message.text,
      media: message.media,
      highlightTarget: message.highlightTarget ?? '',
      highlightText: message.highlightText ?? '',
      transcript: message.transcript ?? null,
      price: message.price ?? '0',
      createdAt: clock.now(),
    })
    .returning();
  if (!row) throw new Error('insert returned no message');
  await tx
    .insert(conversations)
    .values({
      accountId: message.accountId,
      ownFullNumber: message.own.fullNumber,
      ownTelCode: message.own.telCode,
      otherFullNumber: message.other.fullNumber,
      otherTelCode: message.other.telCode,
      lastMessageId: row.id,
      changedAt: tick,
    })
    .onConflictDoUpdate({
      target: [conversations.accountId, conversations.ownFullNumber, conversations.otherFullNumber],
      set: { lastMessageId: row.id, changedAt: tick, deleted: false },
    });
  return row;
}

/** The account's message with this smsId, deleted or not (`tx` may be the database itself). */
export async function findMessageBySmsId(
  tx: Database,
  accountId: number,
  smsId: string,
): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.accountId, accountId), eq(messages.smsId, smsId)))
    .limit(1);
  return row;
}

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
