/**
 * The chats' local history (spec 1 §3 Stored locally, §4 Start-up refetch, §5 Local data; issue 3
 * deliverable 8): the encrypted message cache as the chat charts use it.
 *
 * - It belongs to the session that wrote it: the owner is the session token, so a reload finds
 *   its history at once, and another login (which always starts from a wiped cache, since logout
 *   wipes it) never reads it.
 * - Writes of one conversation are queued, so a slow encryption never lets an older list
 *   overwrite a newer one.
 * - Every call is safe: trouble is logged and reads as an empty history (`messageCache.ts`).
 */
import { z } from 'zod';
import { DialogMessage } from '../api/contract/messaging.ts';
import type { Platform } from '../api/contract/platform.ts';
import { monthChanged, monthMarker } from '../chats/months.ts';
import { createMessageCache, type MessageCache } from './messageCache.ts';

/** A message as kept locally: the dialog fields, the client status, and a voicemail's transcript. */
export const CachedMessage = DialogMessage.extend({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  stt: z.string().optional(),
  sttStatus: z.boolean().optional(),
});
export type CachedMessage = z.infer<typeof CachedMessage>;

export interface ChatHistory {
  /** The conversation's kept messages, oldest first ([] when none). */
  read(key: string): Promise<CachedMessage[]>;
  /** Replaces what is kept of the conversation (queued behind earlier writes of it). */
  write(key: string, messages: readonly CachedMessage[]): Promise<void>;
  /** spec 1 §4 Deleting: a deleted conversation leaves local storage too. */
  remove(key: string): Promise<void>;
  /** spec 1 §4: whether the month changed since the last visit (a first visit counts); records this month. */
  takeMonthChange(now: number): Promise<boolean>;
  /** Logout: everything kept goes, key included. */
  wipe(): Promise<void>;
}

export interface ChatHistoryOptions {
  platform: Platform;
  /** The session the history belongs to (null: logged out — nothing is read or kept). */
  owner(): string | null;
  /** spec 1 §8: storage overflowed and was cleared; show the translated alert. */
  onOverflow?(): void;
  /** Replaces the IndexedDB cache (tests). */
  cacheFor?(owner: string): MessageCache<CachedMessage>;
}

export function createChatHistory({ platform, owner, onOverflow, cacheFor }: ChatHistoryOptions): ChatHistory {
  const open =
    cacheFor ??
    ((of: string) =>
      createMessageCache({ platform, owner: of, messageSchema: CachedMessage, ...(onOverflow ? { onOverflow } : {}) }));
  let current: { owner: string; cache: MessageCache<CachedMessage> } | null = null;
  const queues = new Map<string, Promise<void>>();

  function cache(): MessageCache<CachedMessage> | null {
    const session = owner();
    if (session === null) return null;
    if (current?.owner !== session) {
      current?.cache.close();
      current = { owner: session, cache: open(session) };
    }
    return current.cache;
  }

  return {
    async read(key) {
      return (await cache()?.readConversation(key)) ?? [];
    },

    write(key, messages) {
      const target = cache();
      if (!target) return Promise.resolve();
      const queued = (queues.get(key) ?? Promise.resolve())
        .then(() => target.writeConversation(key, messages))
        .then(() => undefined);
      queues.set(key, queued);
      void queued.finally(() => {
        if (queues.get(key) === queued) queues.delete(key);
      });
      return queued;
    },

    async remove(key) {
      await queues.get(key);
      await cache()?.deleteConversation(key);
    },

    async takeMonthChange(now) {
      const target = cache();
      if (!target) return false;
      const changed = monthChanged(await target.readMonthMarker(), now);
      if (changed) await target.writeMonthMarker(monthMarker(now));
      return changed;
    },

    async wipe() {
      await Promise.all(queues.values());
      // Logged out already: the cache of the session that just ended, or a fresh handle on the same database.
      const target = current?.cache ?? open('');
      current = null;
      await target.wipe();
      target.close();
    },
  };
}
