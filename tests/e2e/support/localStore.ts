/**
 * Waits until every write the page has asked of its encrypted local store is done: it takes the
 * store's write lock once (`src/services/storage/writeLock.ts`), which the browser grants only
 * after every earlier request. A test that reloads to prove a change was kept calls it first —
 * a reload within the few milliseconds a write takes would lose the write (the decision in
 * docs/chats-views.md 'What a reload keeps'), which is not what such a test is about.
 */
import type { Page } from '@playwright/test';

export async function localStoreSettled(page: Page, platform: string): Promise<void> {
  // `${messageCacheName(platform)}.writes`, as chatHistory.ts names it.
  await page.evaluate((name) => navigator.locks.request(name, () => undefined), `${platform}.messageCache.writes`);
}
