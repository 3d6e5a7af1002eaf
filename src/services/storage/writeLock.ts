/**
 * The order of the local store's writes: one at a time, in the order they were asked, each asked
 * at the moment the change happens (not when an earlier write finishes).
 *
 * It is a Web Lock (`navigator.locks`) named after the store, so:
 * - writes of every conversation, the drafts and the kept lists go in the order they were made
 *   (a deletion is never overtaken by an older copy of the same conversation);
 * - two tabs of the same app do not interleave their writes to one database;
 * - anyone may ask "has everything asked so far been written?" by taking the lock once
 *   (`navigator.locks.request(name, () => {})` is granted after every earlier request): the e2e
 *   tests do before a reload that must find a change kept (`tests/e2e/support/localStore.ts`).
 *
 * decision (docs/chats-views.md 'What a reload keeps'): a page closed within the few milliseconds a
 * write takes (encryption, then one IndexedDB transaction) loses that write — the browser lets no
 * asynchronous work finish during unload. Changes the server holds come back with the next load;
 * a draft keystroke or a local deletion made in that instant does not.
 *
 * Where the browser has no Web Locks (older Safari, jsdom) the same order holds within the page.
 */

export interface WriteLock {
  /** Runs `write` after every write asked before it; settles with it. */
  run<T>(write: () => Promise<T>): Promise<T>;
}

export function createWriteLock(name: string, locks: LockManager | undefined = globalThis.navigator?.locks): WriteLock {
  if (locks) return { run: (write) => locks.request(name, write) };
  let last: Promise<unknown> = Promise.resolve();
  return {
    run(write) {
      const next = last.then(write, write);
      last = next.catch(() => undefined);
      return next;
    },
  };
}
