/**
 * spec 1 §3 Conversation key: the own full number, a hyphen, then the other full number (both
 * with their country code, digits only). It names a conversation in memory, in the unread counts
 * and in the local cache. The contract's `conversationKey` builds it; these read it.
 */
import { conversationKey } from '../api/contract/messaging.ts';
import type { ChatListItemLike } from './types.ts';

export { conversationKey };

export function conversationKeyOf(item: Pick<ChatListItemLike, 'ownFullNumber' | 'otherFullNumber'>): string {
  return conversationKey(item.ownFullNumber, item.otherFullNumber);
}

/**
 * The two numbers of a key, or null when it is not one. Full numbers never contain a hyphen, so
 * a key has exactly one.
 */
export function parseConversationKey(key: string): { ownFullNumber: string; otherFullNumber: string } | null {
  const separator = key.indexOf('-');
  if (separator <= 0 || separator === key.length - 1) return null;
  const ownFullNumber = key.slice(0, separator);
  const otherFullNumber = key.slice(separator + 1);
  if (otherFullNumber.includes('-')) return null;
  return { ownFullNumber, otherFullNumber };
}
