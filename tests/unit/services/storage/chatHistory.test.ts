import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatListItem } from '../../../../src/services/api/contract/messaging.ts';
import {
  type CachedMessage,
  createChatHistory,
  type QueuedText,
  WRITE_INTERVAL_MS,
} from '../../../../src/services/storage/chatHistory.ts';
import { lazyChatHistory } from '../../../../src/services/storage/lazyChatHistory.ts';
import type { CacheWriteOutcome, MessageCache } from '../../../../src/services/storage/messageCache.ts';
import { chatListItem, dialogMessage } from '../../../support/chatFixtures.ts';

/** 22 October 2025 (UTC). */
const NOW = Date.UTC(2025, 9, 22, 19);
const NEXT_MONTH = Date.UTC(2025, 10, 3, 8);
const KEY = '14155550100-14155550199';
const OTHER_KEY = '14155550100-14155550188';

const message = (smsId: string, date = NOW): CachedMessage => dialogMessage(smsId, date);

/** An in-memory MessageCache whose writes can be held, to see what waits for what. */
function memoryCache(owner: string) {
  const conversations = new Map<string, CachedMessage[]>();
  const snapshots = new Map<string, unknown>();
  const held: (() => void)[] = [];
  const started: string[] = [];
  const state = {
    owner,
    marker: null as string | null,
    drafts: {} as Record<string, string>,
    draftWrites: 0,
    holdWrites: false,
    closed: false,
    wiped: false,
  };
  const cache: MessageCache<CachedMessage> = {
    readConversation: async (key) => conversations.get(key) ?? [],
    writeConversation: (key, messages) =>
      new Promise<CacheWriteOutcome>((resolve) => {
        started.push(`${key}:${messages.map((m) => m.smsId).join()}`);
        const write = () => {
          conversations.set(key, [...messages]);
          resolve('written');
        };
        if (state.holdWrites) held.push(write);
        else write();
      }),
    deleteConversation: async (key) => {
      conversations.delete(key);
    },
    readSnapshot: async (name) => snapshots.get(name) ?? null,
    writeSnapshot: async (name, value) => {
      snapshots.set(name, value);
      return 'written';
    },
    readMonthMarker: async () => state.marker,
    writeMonthMarker: async (marker) => {
      state.marker = marker;
      return 'written';
    },
    readDrafts: async () => ({ ...state.drafts }),
    writeDrafts: async (drafts) => {
      state.draftWrites += 1;
      state.drafts = { ...drafts };
      return 'written';
    },
    wipe: async () => {
      state.drafts = {};
      conversations.clear();
      snapshots.clear();
      state.marker = null;
      state.wiped = true;
    },
    close: () => {
      state.closed = true;
    },
  };
  /** Lets the oldest held write finish. */
  const release = () => held.shift()?.();
  return { cache, conversations, snapshots, state, started, held, release };
}

type MemoryCache = ReturnType<typeof memoryCache>;

function history(initialOwner: string | null = 'session-a') {
  let owner = initialOwner;
  const opened: MemoryCache[] = [];
  const chatHistory = createChatHistory({
    platform: 'pingme',
    owner: () => owner,
    cacheFor: (of) => {
      const cache = memoryCache(of);
      opened.push(cache);
      return cache.cache;
    },
  });
  return {
    chatHistory,
    opened,
    /** The cache of the current owner (the last one opened). */
    current: () => opened.at(-1),
    setOwner: (next: string | null) => {
      owner = next;
    },
  };
}

/** Lets every queued promise callback run (the clock does not move). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('chatHistory', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps and reads back a conversation, oldest first as written', async () => {
    const { chatHistory } = history();
    expect(await chatHistory.read(KEY)).toEqual([]);
    await chatHistory.write(KEY, [message('a', NOW - 10), message('b')]);
    expect((await chatHistory.read(KEY)).map((m) => m.smsId)).toEqual(['a', 'b']);
  });

  it('writes one at a time in the order asked, so an older list never overwrites a newer one', async () => {
    const { chatHistory, current } = history();
    await chatHistory.read(KEY);
    const cache = current() as MemoryCache;
    cache.state.holdWrites = true;
    const older = chatHistory.write(KEY, [message('a')]);
    const other = chatHistory.write(OTHER_KEY, [message('x')]);
    await vi.advanceTimersByTimeAsync(WRITE_INTERVAL_MS);
    const newer = chatHistory.write(KEY, [message('a'), message('b')]);
    await settle();
    expect(cache.started).toEqual([`${KEY}:a`]);
    cache.release();
    await settle();
    expect(cache.started).toEqual([`${KEY}:a`, `${OTHER_KEY}:x`]);
    cache.release();
    await settle();
    expect(cache.started).toEqual([`${KEY}:a`, `${OTHER_KEY}:x`, `${KEY}:a,b`]);
    cache.release();
    await Promise.all([older, newer, other]);
    expect(cache.conversations.get(KEY)?.map((m) => m.smsId)).toEqual(['a', 'b']);
  });

  it('encrypts a conversation at most once a second: the first list at once, then only the newest (issue 8)', async () => {
    const { chatHistory, current } = history();
    const lists = Array.from({ length: 5 }, (_, index) =>
      Array.from({ length: index + 1 }, (_, at) => message(`m${at}`, NOW + at)),
    );
    const written = lists.map((list) => chatHistory.write(KEY, list));
    await settle();
    const cache = current() as MemoryCache;
    expect(cache.started).toEqual([`${KEY}:m0`]);
    await vi.advanceTimersByTimeAsync(WRITE_INTERVAL_MS - 1);
    expect(cache.started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(cache.started).toEqual([`${KEY}:m0`, `${KEY}:m0,m1,m2,m3,m4`]);
    // Every writer hears back once its list (or a newer one) is kept.
    await Promise.all(written);
    expect(cache.conversations.get(KEY)).toHaveLength(5);
    // Quiet for a second: the next write goes at once again.
    await vi.advanceTimersByTimeAsync(WRITE_INTERVAL_MS);
    void chatHistory.write(KEY, lists[0] ?? []);
    await settle();
    expect(cache.started).toHaveLength(3);
  });

  it('writes a change the server does not hold at once, with what waited (issue 22: a reload must not bring a deleted unsent message back)', async () => {
    const { chatHistory, current } = history();
    void chatHistory.write(KEY, [message('m0'), message('unsent', NOW + 1)]);
    await settle();
    // Within the interval: the first list waits, the urgent one goes now in its place.
    const waiting = chatHistory.write(KEY, [message('m0'), message('unsent', NOW + 1), message('m2', NOW + 2)]);
    await chatHistory.write(KEY, [message('m0')], { now: true });
    await waiting;
    const cache = current() as MemoryCache;
    expect(cache.started).toEqual([`${KEY}:m0,unsent`, `${KEY}:m0`]);
    expect(cache.conversations.get(KEY)?.map((m) => m.smsId)).toEqual(['m0']);
    // Nothing is left to be written after the interval.
    await vi.advanceTimersByTimeAsync(WRITE_INTERVAL_MS);
    expect(cache.started).toHaveLength(2);
    // Also right after a write, with nothing waiting.
    await chatHistory.write(KEY, [message('m0'), message('m3', NOW + 3)], { now: true });
    expect(cache.started).toHaveLength(3);
  });

  it('keeps the composer drafts: only the newest of those asked before a write’s turn is written, and a wipe drops them', async () => {
    const { chatHistory, current } = history();
    const first = chatHistory.writeDrafts({ [KEY]: 'H' });
    void chatHistory.writeDrafts({ [KEY]: 'He' });
    const last = chatHistory.writeDrafts({ [KEY]: 'Hel', [OTHER_KEY]: 'Yo' });
    await Promise.all([first, last]);
    const cache = current() as MemoryCache;
    expect(cache.state.draftWrites).toBe(1);
    await chatHistory.writeDrafts({ [KEY]: 'Hell', [OTHER_KEY]: 'Yo' });
    expect(cache.state.draftWrites).toBe(2);
    expect(await chatHistory.readDrafts()).toEqual({ [KEY]: 'Hell', [OTHER_KEY]: 'Yo' });
    await chatHistory.wipe();
    expect(await chatHistory.readDrafts()).toEqual({});
  });

  it('reads back what waits for the interval: a read writes it first', async () => {
    const { chatHistory } = history();
    void chatHistory.write(KEY, [message('a')]);
    void chatHistory.write(KEY, [message('a'), message('b')]);
    expect((await chatHistory.read(KEY)).map((m) => m.smsId)).toEqual(['a', 'b']);
  });

  it('drops what waits when the conversation is removed', async () => {
    const { chatHistory, current } = history();
    void chatHistory.write(KEY, [message('a')]);
    const waiting = chatHistory.write(KEY, [message('a'), message('b')]);
    await chatHistory.remove(KEY);
    await waiting;
    await vi.advanceTimersByTimeAsync(WRITE_INTERVAL_MS);
    const cache = current() as MemoryCache;
    expect(cache.started).toEqual([`${KEY}:a`]);
    expect(cache.conversations.has(KEY)).toBe(false);
  });

  it("never writes what waited into the next session's cache", async () => {
    const { chatHistory, opened, setOwner } = history('session-a');
    void chatHistory.write(KEY, [message('a')]);
    void chatHistory.write(KEY, [message('a'), message('secret')]);
    setOwner('session-b');
    await chatHistory.read(OTHER_KEY);
    await vi.advanceTimersByTimeAsync(WRITE_INTERVAL_MS);
    expect(opened.map((cache) => cache.started)).toEqual([[`${KEY}:a`], []]);
  });

  it('updates from what is kept after every write asked before: a list written meanwhile is never lost (the refetch that overwrote an unsent message)', async () => {
    const { chatHistory, current } = history();
    await chatHistory.read(KEY);
    const cache = current() as MemoryCache;
    cache.state.holdWrites = true;
    void chatHistory.write(KEY, [message('a'), message('unsent', NOW + 1)], { now: true });
    const updated = chatHistory.update(KEY, (kept) => [...kept, message('fetched', NOW + 2)]);
    const untouched = chatHistory.update(OTHER_KEY, () => null);
    await settle();
    cache.release();
    await settle();
    cache.release();
    await Promise.all([updated, untouched]);
    expect(cache.conversations.get(KEY)?.map((m) => m.smsId)).toEqual(['a', 'unsent', 'fetched']);
    expect(cache.conversations.has(OTHER_KEY)).toBe(false);
  });

  it('removes a conversation after its queued writes', async () => {
    const { chatHistory, current } = history();
    await chatHistory.read(KEY);
    const cache = current() as MemoryCache;
    cache.state.holdWrites = true;
    void chatHistory.write(KEY, [message('a')]);
    const removed = chatHistory.remove(KEY);
    await settle();
    cache.release();
    await removed;
    expect(cache.conversations.has(KEY)).toBe(false);
  });

  it("removes a conversation's row from the kept chat list too, and keeps only the copies of texts still waiting in the outbox", async () => {
    const { chatHistory, current } = history();
    const row = (other: string, date: number) => chatListItem('14155550100', other, date, { text: 'hi' });
    await chatHistory.writeChatList({ chatList: [row('14155550188', NOW), row('14155550199', NOW - 1)], syncTime: 42 });
    const waiting = { ...message('waiting', NOW + 1), status: 1 as const, queued: true as const };
    await chatHistory.write(KEY, [message('a'), waiting], { now: true });
    await chatHistory.write(OTHER_KEY, [message('b')], { now: true });
    await chatHistory.remove(KEY);
    // The outbox still sends the waiting text (it starts the conversation again): its copy stays.
    expect(await chatHistory.read(KEY)).toEqual([waiting]);
    expect((await chatHistory.readChatList())?.chatList.map((item) => item.otherFullNumber)).toEqual(['14155550188']);
    expect(await chatHistory.read(OTHER_KEY)).toEqual([message('b')]);
    await chatHistory.remove(OTHER_KEY);
    expect((current() as MemoryCache).conversations.has(OTHER_KEY)).toBe(false);
    expect((await chatHistory.readChatList())?.chatList).toEqual([]);
  });

  it('without an owner (logged out) opens nothing, reads nothing and keeps nothing', async () => {
    const { chatHistory, opened } = history(null);
    await chatHistory.write(KEY, [message('a')]);
    expect(await chatHistory.read(KEY)).toEqual([]);
    expect(await chatHistory.takeMonthChange(NOW)).toBe(false);
    await chatHistory.remove(KEY);
    expect(opened).toEqual([]);
  });

  it("opens the new owner's cache when the session changes, closing the previous one", async () => {
    const { chatHistory, opened, setOwner } = history('session-a');
    await chatHistory.write(KEY, [message('a')]);
    setOwner('session-b');
    expect(await chatHistory.read(KEY)).toEqual([]);
    expect(opened.map((cache) => cache.state.owner)).toEqual(['session-a', 'session-b']);
    expect(opened.map((cache) => cache.state.closed)).toEqual([true, false]);
    // Still the same session: the same cache.
    await chatHistory.read(KEY);
    expect(opened).toHaveLength(2);
  });

  it('tells a month change once: on the first visit, then not again until the month changes (spec 1 §4)', async () => {
    const { chatHistory, current } = history();
    expect(await chatHistory.takeMonthChange(NOW)).toBe(true);
    expect(current()?.state.marker).toBe('2025-10');
    expect(await chatHistory.takeMonthChange(NOW + 60_000)).toBe(false);
    expect(await chatHistory.takeMonthChange(NEXT_MONTH)).toBe(true);
    expect(current()?.state.marker).toBe('2025-11');
    expect(await chatHistory.takeMonthChange(NEXT_MONTH)).toBe(false);
  });

  it('wipes everything at logout, after the queued writes, and closes the cache', async () => {
    const { chatHistory, current, setOwner } = history();
    await chatHistory.read(KEY);
    const cache = current() as MemoryCache;
    cache.state.holdWrites = true;
    const write = chatHistory.write(KEY, [message('a')]);
    setOwner(null);
    const wiped = chatHistory.wipe();
    await settle();
    expect(cache.state.wiped).toBe(false);
    cache.release();
    await Promise.all([write, wiped]);
    expect(cache.state.wiped).toBe(true);
    expect(cache.state.closed).toBe(true);
    expect(cache.conversations.size).toBe(0);
  });

  it('drops what waits for the interval at logout', async () => {
    const { chatHistory, current, setOwner } = history();
    void chatHistory.write(KEY, [message('a')]);
    const waiting = chatHistory.write(KEY, [message('a'), message('b')]);
    setOwner(null);
    await chatHistory.wipe();
    await waiting;
    await vi.advanceTimersByTimeAsync(WRITE_INTERVAL_MS);
    expect(current()?.started).toEqual([`${KEY}:a`]);
  });

  it('wipes the database even when nothing was opened in this page', async () => {
    const { chatHistory, opened } = history(null);
    await chatHistory.wipe();
    expect(opened.map((cache) => [cache.state.owner, cache.state.wiped, cache.state.closed])).toEqual([
      ['', true, true],
    ]);
  });

  it('as built at start, fetches its code with the first use and then behaves the same (issue 8 item 21)', async () => {
    const opened: MemoryCache[] = [];
    const chatHistory = lazyChatHistory({
      platform: 'pingme',
      owner: () => 'session-a',
      cacheFor: (of) => {
        const cache = memoryCache(of);
        opened.push(cache);
        return cache.cache;
      },
    });
    expect(opened).toEqual([]);
    await chatHistory.write(KEY, [message('a')]);
    expect(await chatHistory.read(KEY)).toEqual([message('a')]);
    expect(await chatHistory.takeMonthChange(NOW)).toBe(true);
    await chatHistory.remove(KEY);
    expect(await chatHistory.read(KEY)).toEqual([]);
    await chatHistory.wipe();
    expect(opened.at(-1)?.state.wiped).toBe(true);
  });

  it('keeps the chat list last loaded for reading offline, and forgets it at logout (issue 24 item 2)', async () => {
    const { chatHistory, current } = history();
    expect(await chatHistory.readChatList()).toBeNull();
    await chatHistory.writeChatList({ chatList: [], syncTime: 42 });
    expect(await chatHistory.readChatList()).toEqual({ chatList: [], syncTime: 42 });
    // What storage gives back is checked: a list that no longer fits is not shown.
    (current() as MemoryCache).snapshots.set('chatList', { nope: true });
    expect(await chatHistory.readChatList()).toBeNull();
    await chatHistory.writeChatList({ chatList: [], syncTime: 43 });
    await chatHistory.wipe();
    expect(await chatHistory.readChatList()).toBeNull();
  });

  describe('the outbox (issue 24 item 3)', () => {
    const queued = (smsId: string, text: string): QueuedText => ({
      smsId,
      createdAt: NOW,
      fromNumber: '14155550100',
      toNumber: '14155550199',
      ownNumberType: 'local',
      text,
    });

    it('keeps the queued texts in the order written, encrypted beside the history, and forgets them at logout', async () => {
      const { chatHistory, current } = history();
      expect(await chatHistory.readOutbox()).toEqual([]);
      await chatHistory.writeOutbox([queued('q1', 'first'), queued('q2', 'second')]);
      expect(await chatHistory.readOutbox()).toEqual([queued('q1', 'first'), queued('q2', 'second')]);
      // One record of the message cache (its snapshots are encrypted like the conversations).
      expect((current() as MemoryCache).snapshots.get('outbox')).toEqual([
        queued('q1', 'first'),
        queued('q2', 'second'),
      ]);
      await chatHistory.writeOutbox([queued('q2', 'second')]);
      expect(await chatHistory.readOutbox()).toEqual([queued('q2', 'second')]);
      await chatHistory.wipe();
      expect(await chatHistory.readOutbox()).toEqual([]);
    });

    it('sends nothing it cannot read: a kept queue that does not fit the schema reads as empty', async () => {
      const { chatHistory, current } = history();
      await chatHistory.readOutbox();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      (current() as MemoryCache).snapshots.set('outbox', [{ smsId: 'q1', text: 'no numbers' }]);
      expect(await chatHistory.readOutbox()).toEqual([]);
      expect(warn).toHaveBeenCalledOnce();
      warn.mockRestore();
    });

    it('writes behind every write asked before it (the one write lock), so the queue never overtakes its message', async () => {
      const { chatHistory, current } = history();
      await chatHistory.read(KEY);
      const cache = current() as MemoryCache;
      cache.state.holdWrites = true;
      const shown = chatHistory.write(KEY, [{ ...message('q1'), status: 1, queued: true }], { now: true });
      const kept = chatHistory.writeOutbox([queued('q1', 'first')]);
      await settle();
      expect(cache.snapshots.has('outbox')).toBe(false);
      cache.release();
      await Promise.all([shown, kept]);
      expect(cache.snapshots.get('outbox')).toEqual([queued('q1', 'first')]);
      // The waiting mark is kept on the message, so a reload still shows 'Waiting to send'.
      expect(await chatHistory.read(KEY)).toEqual([{ ...message('q1'), status: 1, queued: true }]);
    });

    it('is kept for the logged-in session only: logged out, nothing is read or written', async () => {
      const { chatHistory, setOwner } = history(null);
      await chatHistory.writeOutbox([queued('q1', 'first')]);
      expect(await chatHistory.readOutbox()).toEqual([]);
      setOwner('session-a');
      expect(await chatHistory.readOutbox()).toEqual([]);
    });

    it('the lazily loaded history reads and writes the same queue', async () => {
      const { chatHistory } = history();
      const lazy = lazyChatHistory({
        platform: 'pingme',
        owner: () => 'session-a',
        cacheFor: () => memoryCache('x').cache,
      });
      await lazy.writeOutbox([queued('q1', 'first')]);
      expect(await lazy.readOutbox()).toEqual([queued('q1', 'first')]);
      expect(await chatHistory.readOutbox()).toEqual([]);
    });
  });
});
