import type { ChatListItem } from '../../services/api/contract/messaging.ts';
import { conversationKeyOf } from '../../services/chats/conversationKey.ts';

const indexes = new WeakMap<readonly ChatListItem[], ReadonlyMap<string, ChatListItem>>();

/**
 * The chat-list row of a conversation key, if it is listed. Indexed once per list (the chart
 * replaces the array when it changes), so headers can ask on every snapshot of a 5,000-row list.
 */
export function chatItemFor(list: readonly ChatListItem[], key: string): ChatListItem | undefined {
  let index = indexes.get(list);
  if (!index) {
    index = new Map(list.map((item) => [conversationKeyOf(item), item]));
    indexes.set(list, index);
  }
  return index.get(key);
}
