/**
 * spec 1 §4 Start-up refetch: after the chat list (4 months), the newest 4 conversations have
 * their recent messages refetched, for a number of month units that depends on the age of their
 * last message: same month 4, one month back 3, two back 2, older 1; verification-code chats 0.
 * A `5sim` message is a verification code too (spec 1 §3 Message: type … verificationCode, 5sim —
 * the code service's messages), so its chats count as verification chats.
 */
import { conversationKeyOf } from './conversationKey.ts';
import { monthsBetween } from './months.ts';
import type { ChatListItemLike, MessageType } from './types.ts';

/** spec 1 §4: how many of the newest conversations are refetched. */
export const REFETCH_CONVERSATIONS = 4;

/** Chats whose messages are one-time codes: never worth a refetch. */
export const VERIFICATION_CODE_TYPES: ReadonlySet<string> = new Set<MessageType>(['verificationCode', '5sim']);

/** Month units to refetch for a conversation, from the calendar-month age of its last message. */
export function refetchMonths(item: Pick<ChatListItemLike, 'date' | 'type'>, now: number): number {
  if (VERIFICATION_CODE_TYPES.has(item.type)) return 0;
  const monthsBack = Math.max(0, monthsBetween(item.date, now));
  return Math.max(1, 4 - monthsBack);
}

export interface RefetchEntry<T extends ChatListItemLike> {
  key: string;
  item: T;
  months: number;
}

/**
 * What to refetch: the newest 4 conversations by date (the list order does not matter), each
 * with its month units. decision: entries with 0 units (verification-code chats) are left out
 * rather than replaced by a fifth conversation — the spec counts them among the newest 4.
 */
export function refetchPlan<T extends ChatListItemLike>(chatList: readonly T[], now: number): RefetchEntry<T>[] {
  return [...chatList]
    .sort((a, b) => b.date - a.date)
    .slice(0, REFETCH_CONVERSATIONS)
    .map((item) => ({ key: conversationKeyOf(item), item, months: refetchMonths(item, now) }))
    .filter((entry) => entry.months > 0);
}
