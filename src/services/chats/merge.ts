/**
 * Combining what the client holds with what the server sends, so nothing shows twice and nothing
 * goes missing (issue 3 deliverable 6: catch-up after a reconnect; spec 1 §4 Outgoing message
 * status: the stored message is updated or added and the conversation moves to the top).
 */
import { conversationKeyOf } from './conversationKey.ts';
import { type ChatListItemLike, type ChatTombstoneLike, MESSAGE_STATUS, type MessageLike } from './types.ts';

/**
 * The fields of `update` that are set, laid over `base`: a server copy never erases a local
 * transcript. A copy without the `unsent` mark (the server's) says the message is stored; one
 * without the `queued` mark says it left the outbox.
 */
function overlay<T extends MessageLike>(base: T, update: T): T {
  const merged = { ...base };
  for (const [field, value] of Object.entries(update)) {
    if (value !== undefined) (merged as Record<string, unknown>)[field] = value;
  }
  if (update.unsent === undefined) delete merged.unsent;
  if (update.queued === undefined) delete merged.queued;
  return merged;
}

/**
 * Messages keyed by smsId, oldest first. An incoming copy of a known message updates it (status,
 * server date, media); a new one is added. Equal dates keep their arrival order.
 */
export function mergeMessages<T extends MessageLike>(current: readonly T[], incoming: readonly T[]): T[] {
  if (incoming.length === 0) return [...current];
  const bySmsId = new Map<string, T>();
  for (const message of current) bySmsId.set(message.smsId, message);
  for (const message of incoming) {
    const known = bySmsId.get(message.smsId);
    bySmsId.set(message.smsId, known ? overlay(known, message) : message);
  }
  return [...bySmsId.values()].sort((a, b) => a.date - b.date);
}

/**
 * Arrivals (socket messages, an own send's local copy and its outcome) laid onto the messages
 * held, oldest first, without sorting the conversation again (issue 8 item 23): a new message is
 * appended, a known one updated in place; the list is sorted only when an arrival breaks the
 * order (an older message arriving late, or an own send whose server date moved it). Nothing
 * changes — the same array comes back — when there is nothing to add.
 */
export function appendMessages<T extends MessageLike>(current: T[], incoming: readonly T[]): T[] {
  if (incoming.length === 0) return current;
  const appended = [...current];
  const positions = new Map(appended.map((message, index) => [message.smsId, index]));
  let ordered = true;
  for (const message of incoming) {
    const known = positions.get(message.smsId);
    if (known === undefined) {
      const newest = appended.at(-1);
      if (newest && message.date < newest.date) ordered = false;
      positions.set(message.smsId, appended.length);
      appended.push(message);
      continue;
    }
    const updated = overlay(appended[known] as T, message);
    appended[known] = updated;
    const before = appended[known - 1];
    const after = appended[known + 1];
    if ((before && updated.date < before.date) || (after && updated.date > after.date)) ordered = false;
  }
  // Array.prototype.sort is stable: equal dates keep their arrival order.
  return ordered ? appended : appended.sort((a, b) => a.date - b.date);
}

/**
 * spec 1 §7: the first page of a conversation replaces what is held — the server is the truth, so
 * a message deleted on another device or tab goes. Kept besides the page: what the server cannot
 * hold yet — an own send still on its way (`sending`), a failed one it never stored (`unsent`) —
 * and what is `live` (arrived over the socket or sent while the page loaded, so possibly newer
 * than the page). Everything else held (the locally kept history) is dropped unless the page has it.
 */
export function replaceWithFirstPage<T extends MessageLike & { status?: number }>(
  held: readonly T[],
  page: readonly T[],
  live: ReadonlySet<string>,
): T[] {
  const kept = held.filter(
    (message) => message.unsent === true || message.status === MESSAGE_STATUS.sending || live.has(message.smsId),
  );
  // The page's copy overlays a kept one (a send that was stored meanwhile loses its marks).
  return mergeMessages(kept, page);
}

/**
 * The first page read again after a reconnect (the catch-up): what it covers is replaced as a
 * first page replaces (`replaceWithFirstPage`), so a message deleted meanwhile in another tab or on
 * another device goes. Older messages held (pages loaded on scroll) stay when the page reaches
 * them — it shares a message with what is held — or when it is the whole conversation (`complete`)
 * nothing older exists. A page that shares nothing (more arrived meanwhile than one page holds)
 * replaces everything, as a first load does, so no gap is left between it and older pages.
 * `olderKept` says whether the older messages (and so the older-page cursor) still stand.
 */
export function replaceNewestPage<T extends MessageLike & { status?: number }>(
  held: readonly T[],
  page: readonly T[],
  live: ReadonlySet<string>,
  complete: boolean,
): { messages: T[]; olderKept: boolean } {
  const heldIds = new Set(held.map((message) => message.smsId));
  if (complete || !page.some((message) => heldIds.has(message.smsId))) {
    return { messages: replaceWithFirstPage(held, page, live), olderKept: false };
  }
  const start = Math.min(...page.map((message) => message.date));
  const covered = replaceWithFirstPage(
    held.filter((message) => message.date >= start),
    page,
    live,
  );
  return {
    messages: mergeMessages(
      held.filter((message) => message.date < start),
      covered,
    ),
    olderKept: true,
  };
}

/** spec 1 §4 Deleting: one message goes (its time label goes with it, see `withTimeLabels`). */
export function removeMessage<T extends MessageLike>(messages: readonly T[], smsId: string): T[] {
  return messages.filter((message) => message.smsId !== smsId);
}

function isTombstone(entry: ChatListItemLike | ChatTombstoneLike): entry is ChatTombstoneLike {
  return 'deleted' in entry && entry.deleted === true;
}

/**
 * The chat list, newest first, one row per conversation key, after applying `changes` in order
 * (a `getChatListByDate` answer lists them oldest first; a socket message or a send
 * acknowledgement is a one-row change). A row replaces the one held unless it is older, and a
 * tombstone removes it unless the row is newer than the deletion: a late answer never moves a
 * conversation back in time nor removes one that has news since.
 */
export function mergeChatList<T extends ChatListItemLike>(
  current: readonly T[],
  changes: readonly (T | ChatTombstoneLike)[],
): T[] {
  const byKey = new Map<string, T>();
  for (const item of current) byKey.set(conversationKeyOf(item), item);
  for (const change of changes) {
    const key = conversationKeyOf(change);
    const known = byKey.get(key);
    if (isTombstone(change)) {
      if (known && change.date >= known.date) byKey.delete(key);
    } else if (!known || change.date >= known.date) {
      // The row is the conversation's newest message: it replaces the old row whole.
      byKey.set(key, change);
    }
  }
  return [...byKey.values()].sort((a, b) => b.date - a.date);
}

/**
 * The tombstones of `changes` that take a row of `current` away (by `mergeChatList`'s rule: the
 * row is no newer than the deletion): conversations this tab showed that were deleted elsewhere
 * since its last listing (issue 26 item 1). One per conversation; a tombstone of a conversation
 * not shown here, or one that has news since, is none of them.
 */
export function removedByTombstones<T extends ChatListItemLike>(
  current: readonly T[],
  changes: readonly (T | ChatTombstoneLike)[],
): ChatTombstoneLike[] {
  const remaining = new Set(mergeChatList(current, changes).map(conversationKeyOf));
  const shown = new Set(current.map(conversationKeyOf));
  const removed = new Map<string, ChatTombstoneLike>();
  for (const change of changes) {
    const key = conversationKeyOf(change);
    if (isTombstone(change) && shown.has(key) && !remaining.has(key)) removed.set(key, change);
  }
  return [...removed.values()];
}

/** spec 1 §4 Deleting: a whole conversation leaves the list. */
export function removeConversation<T extends ChatListItemLike>(list: readonly T[], key: string): T[] {
  return list.filter((item) => conversationKeyOf(item) !== key);
}
