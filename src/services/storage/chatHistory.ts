/**
 * The chats' local history (spec 1 §3 Stored locally, §4 Start-up refetch, §5 Local data; issue 3
 * deliverable 8): the encrypted message cache as the chat charts use it — and, beside the chat
 * list, the address book as last loaded (issue 24 item 2), which the contacts area reads offline.
 * decision: one store for both, not a second database: the same key, the same write lock, the
 * same owner check and the same wipe at logout cover the book with nothing to add.
 *
 * - It belongs to the session that wrote it: the owner is the session token, so a reload finds
 *   its history at once, and another login (which always starts from a wiped cache, since logout
 *   wipes it) never reads it.
 * - Writes of one conversation are queued, so a slow encryption never lets an older list
 *   overwrite a newer one.
 * - A conversation is written at most once per `WRITE_INTERVAL_MS` (issue 8 item 23: a burst of
 *   messages must not encrypt the whole conversation once per message). The first write goes at
 *   once; what comes within the interval waits, and only the newest list is written when it ends.
 *   A read, a removal or a wipe settles what waits first. decision: a page closed within that
 *   second keeps the previous copy; the start-up refetch brings the missing messages back.
 * - Every call is safe: trouble is logged and reads as an empty history (`messageCache.ts`).
 */
import { z } from 'zod/mini';
import { SavedContact } from '../api/contract/contacts.ts';
import { ChatListAnswer, DialogMessage, VirtualNumberType } from '../api/contract/messaging.ts';
import type { Platform } from '../api/contract/platform.ts';
import { conversationKeyOf } from '../chats/conversationKey.ts';
import { monthChanged, monthMarker } from '../chats/months.ts';
import { createMessageCache, type MessageCache, messageCacheName, type SnapshotName } from './messageCache.ts';
import { createWriteLock } from './writeLock.ts';

/** A message as kept locally: the dialog fields, the client status, and a voicemail's transcript. */
export const CachedMessage = z.extend(DialogMessage, {
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  stt: z.optional(z.string()),
  sttStatus: z.optional(z.boolean()),
  /** A failed send the server never stored, kept so it can be retried or deleted after a reload. */
  unsent: z.optional(z.literal(true)),
  /** A text waiting in the outbox (issue 24 item 3): 'Waiting to send' after a reload too. */
  queued: z.optional(z.literal(true)),
});
export type CachedMessage = z.infer<typeof CachedMessage>;

/** The address book as kept: the saved contacts as the server answered them. */
const KeptAddressBook = z.array(SavedContact);

/**
 * A text written while the connection was down, waiting to be sent (issue 24 item 3): what its
 * send needs after a reload — its own smsId (the server stores one smsId once), the date it was
 * written, the two numbers and the text. docs/chats-views.md 'The outbox'.
 */
export const QueuedText = z.object({
  smsId: z.string().check(z.minLength(1)),
  createdAt: z.number(),
  fromNumber: z.string().check(z.minLength(1)),
  toNumber: z.string().check(z.minLength(1)),
  ownNumberType: z.union([VirtualNumberType, z.literal('other')]),
  text: z.string(),
});
export type QueuedText = z.infer<typeof QueuedText>;

/** The outbox as kept: its queued texts, oldest first. */
const KeptOutbox = z.array(QueuedText);

/** The shortest time between two encryptions of one conversation. */
export const WRITE_INTERVAL_MS = 1_000;

export interface ChatHistory {
  /** The conversation's kept messages, oldest first ([] when none). */
  read(key: string): Promise<CachedMessage[]>;
  /**
   * Replaces what is kept of the conversation (queued behind earlier writes of it, at most once
   * per `WRITE_INTERVAL_MS`); settles when this list or a newer one is kept. `now`: written at
   * once — a change the server does not hold (a failed send it never stored, one deleted here),
   * which a reload within the interval must not lose or bring back.
   */
  write(key: string, messages: readonly CachedMessage[], options?: { now?: boolean }): Promise<void>;
  /**
   * Changes what is kept of the conversation from what is kept now, in one turn of the write lock:
   * nothing written between the read and the write can be lost (a refetch that read before an
   * unsent message was kept must not write a list without it). `change` answers null to leave it.
   */
  update(key: string, change: (kept: CachedMessage[]) => readonly CachedMessage[] | null): Promise<void>;
  /**
   * spec 1 §4 Deleting: a deleted conversation leaves local storage too — its messages and its row
   * of the kept chat list; only the copies of texts still waiting in the outbox stay (they go).
   */
  remove(key: string): Promise<void>;
  /** spec 1 §4: whether the month changed since the last visit (a first visit counts); records this month. */
  takeMonthChange(now: number): Promise<boolean>;
  /** The chat list as last loaded (issue 24 item 2: read when offline); null when none is kept. */
  readChatList(): Promise<ChatListAnswer | null>;
  /** Keeps the chat list just loaded, replacing the one kept. */
  writeChatList(answer: ChatListAnswer): Promise<void>;
  /** The address book as last loaded, in no particular order (issue 24 item 2: read offline); null when none is kept. */
  readAddressBook(): Promise<SavedContact[] | null>;
  /** Keeps the address book as loaded now (an empty book too: offline it shows as empty, not as unknown). */
  writeAddressBook(contacts: readonly SavedContact[]): Promise<void>;
  /** The composer's unsent text per conversation key, kept encrypted like the history ({} when none). */
  readDrafts(): Promise<Record<string, string>>;
  /**
   * Keeps the drafts. Writes never overlap: while one is being encrypted the newest of those
   * asked meanwhile waits and goes next (typing asks once per keystroke; only the last counts).
   */
  writeDrafts(drafts: Readonly<Record<string, string>>): Promise<void>;
  /** The outbox's queued texts in the order written ([] when none, or when what is kept does not fit). */
  readOutbox(): Promise<QueuedText[]>;
  /** Keeps the outbox's queued texts, replacing what was kept (in the write lock's order, like every write). */
  writeOutbox(queue: readonly QueuedText[]): Promise<void>;
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
  /** The clock the write interval is measured with (tests use fake timers). */
  now?(): number;
}

/** A conversation's newest list, waiting for the write interval to end. */
interface WaitingWrite {
  cache: MessageCache<CachedMessage>;
  messages: readonly CachedMessage[];
  timer: ReturnType<typeof setTimeout>;
  written: Promise<void>;
  settle(): void;
}

export function createChatHistory({
  platform,
  owner,
  onOverflow,
  cacheFor,
  now = Date.now,
}: ChatHistoryOptions): ChatHistory {
  const open =
    cacheFor ??
    ((of: string) =>
      createMessageCache({ platform, owner: of, messageSchema: CachedMessage, ...(onOverflow ? { onOverflow } : {}) }));
  let current: { owner: string; cache: MessageCache<CachedMessage> } | null = null;
  /** Every read and write of the store, in the order asked (`writeLock.ts`). */
  const lock = createWriteLock(`${messageCacheName(platform)}.writes`);
  /** When each conversation was last handed to the cache. */
  const lastWritten = new Map<string, number>();
  const waiting = new Map<string, WaitingWrite>();
  /** The newest drafts not yet written (null when written): of several asked meanwhile only the last counts. */
  let nextDrafts: { cache: MessageCache<CachedMessage>; drafts: Readonly<Record<string, string>> } | null = null;

  function cache(): MessageCache<CachedMessage> | null {
    const session = owner();
    if (session === null) return null;
    if (current?.owner !== session) {
      current?.cache.close();
      current = { owner: session, cache: open(session) };
    }
    return current.cache;
  }

  /** Whether `target` is the cache of the session still logged in. */
  function isCurrent(target: MessageCache<CachedMessage>): boolean {
    const session = owner();
    return session !== null && current?.owner === session && current.cache === target;
  }

  /** Asks for the write now, behind every write asked before it. */
  function enqueue(key: string, target: MessageCache<CachedMessage>, messages: readonly CachedMessage[]) {
    lastWritten.set(key, now());
    return lock.run(() => target.writeConversation(key, messages)).then(() => undefined);
  }

  /** What waits for the interval goes now (`keep`) or is dropped; either way its writers are answered. */
  function settleWaiting(key: string, keep: boolean): Promise<void> {
    const write = waiting.get(key);
    if (!write) return Promise.resolve();
    waiting.delete(key);
    clearTimeout(write.timer);
    // A write of a session that ended is dropped: it must not reach the next session's cache.
    if (keep && isCurrent(write.cache)) void enqueue(key, write.cache, write.messages).finally(write.settle);
    else write.settle();
    return write.written;
  }

  /**
   * A list kept whole beside the conversations, or null when none is kept. Data from outside like
   * any other: one that no longer fits its schema is not used (and the drop is logged).
   */
  async function readKept<T>(name: SnapshotName, schema: z.ZodMiniType<T>): Promise<T | null> {
    const kept = await lock.run(async () => cache()?.readSnapshot(name));
    if (kept === null || kept === undefined) return null;
    const parsed = schema.safeParse(kept);
    if (!parsed.success) console.warn(`chat history: dropping an unreadable kept ${name}`);
    return parsed.success ? parsed.data : null;
  }

  async function keep(name: SnapshotName, value: unknown): Promise<void> {
    await lock.run(async () => cache()?.writeSnapshot(name, value));
  }

  return {
    async read(key) {
      void settleWaiting(key, true);
      return (await lock.run(async () => cache()?.readConversation(key))) ?? [];
    },

    write(key, messages, options) {
      const target = cache();
      if (!target) return Promise.resolve();
      const held = waiting.get(key);
      if (held?.cache === target) {
        held.messages = messages;
        return options?.now ? settleWaiting(key, true) : held.written;
      }
      if (held) void settleWaiting(key, false);
      const wait = (lastWritten.get(key) ?? Number.NEGATIVE_INFINITY) + WRITE_INTERVAL_MS - now();
      if (wait <= 0 || options?.now) return enqueue(key, target, messages);
      let settle = () => {};
      const written = new Promise<void>((resolve) => {
        settle = resolve;
      });
      const timer = setTimeout(() => void settleWaiting(key, true), wait);
      waiting.set(key, { cache: target, messages, timer, written, settle });
      return written;
    },

    async update(key, change) {
      void settleWaiting(key, true);
      await lock.run(async () => {
        const target = cache();
        if (!target) return;
        const next = change(await target.readConversation(key));
        if (next === null) return;
        lastWritten.set(key, now());
        await target.writeConversation(key, next);
      });
    },

    async remove(key) {
      void settleWaiting(key, false);
      await lock.run(async () => {
        const target = cache();
        if (!target) return;
        // issue 24 item 3: the outbox still sends the texts waiting for this conversation (they
        // were written after, and start it again); their waiting copies stay, so one that fails
        // still shows with Retry and Delete. Everything else of it goes.
        const waiting = (await target.readConversation(key)).filter((message) => message.queued === true);
        if (waiting.length > 0) await target.writeConversation(key, waiting);
        else await target.deleteConversation(key);
        // The chat list kept for an offline reload (issue 24 item 2) loses its row too, so the
        // conversation does not come back with it.
        const kept = ChatListAnswer.safeParse(await target.readSnapshot('chatList'));
        if (!kept.success || !kept.data.chatList.some((row) => conversationKeyOf(row) === key)) return;
        await target.writeSnapshot('chatList', {
          ...kept.data,
          chatList: kept.data.chatList.filter((row) => conversationKeyOf(row) !== key),
        });
      });
    },

    takeMonthChange(at) {
      return lock.run(async () => {
        const target = cache();
        if (!target) return false;
        const changed = monthChanged(await target.readMonthMarker(), at);
        if (changed) await target.writeMonthMarker(monthMarker(at));
        return changed;
      });
    },

    readChatList: () => readKept('chatList', ChatListAnswer),
    writeChatList: (answer) => keep('chatList', answer),
    readAddressBook: () => readKept('addressBook', KeptAddressBook),
    writeAddressBook: (contacts) => keep('addressBook', contacts),

    async readDrafts() {
      return (await lock.run(async () => cache()?.readDrafts())) ?? {};
    },

    async writeDrafts(drafts) {
      const target = cache();
      if (!target) return;
      nextDrafts = { cache: target, drafts };
      // Asked at once, so the order holds; the first turn writes the newest drafts, later ones find none.
      await lock.run(async () => {
        const newest = nextDrafts;
        nextDrafts = null;
        if (newest && isCurrent(newest.cache)) await newest.cache.writeDrafts(newest.drafts);
      });
    },

    readOutbox: async () => (await readKept('outbox', KeptOutbox)) ?? [],
    writeOutbox: (queue) => keep('outbox', queue),

    async wipe() {
      nextDrafts = null;
      for (const key of [...waiting.keys()]) void settleWaiting(key, false);
      // Logged out already: the cache of the session that just ended, or a fresh handle on the same database.
      const target = current?.cache ?? open('');
      current = null;
      // Behind every write asked before the logout, so none of them lands after the wipe.
      await lock.run(() => target.wipe());
      target.close();
    },
  };
}
