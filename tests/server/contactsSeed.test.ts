/**
 * The sandbox's 'Demo Friend' contacts are seeded once: a restart with the same data neither
 * duplicates them nor brings back one the demo user deleted. (Two servers one after the other on
 * one data folder, as in persistence.test.ts.)
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddressBookPage, DEMO_ACCOUNTS, type Platform } from '../../src/services/api/contract/index.ts';
import { freshDataDir } from '../support/dataDirTemplate.ts';
import { call, loginWithPhone, startTestServer } from './helpers.ts';

let dataDir: string;
beforeAll(async () => {
  // Migrated, not yet seeded: the first server seeds it (persistence.test.ts starts from nothing).
  dataDir = await freshDataDir('vn-contacts-seed-');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function book(url: string, platform: Platform, token: string): Promise<AddressBookPage> {
  const answer = await call(url, 'getCloudAddressBook', {}, { platform, token });
  if (!answer.body.data) throw new Error(`list failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

describe('Demo Friend seeding', () => {
  it('is idempotent across restarts and respects a deletion', async () => {
    const [first, second] = DEMO_ACCOUNTS;
    const run1 = await startTestServer({ dataDir });
    let firstToken: string;
    let secondToken: string;
    try {
      firstToken = await loginWithPhone(run1.url, 'wephone', first.phone, first.telCode);
      secondToken = await loginWithPhone(run1.url, 'wephone', second.phone, second.telCode);
      const friend = (await book(run1.url, 'wephone', firstToken)).addressBookList;
      expect(friend).toHaveLength(1);
      const [entry] = friend;
      if (!entry) throw new Error('no Demo Friend');
      const deleted = await call(
        run1.url,
        'delCloudAddressBook',
        { ids: entry._id },
        { platform: 'wephone', token: firstToken },
      );
      expect(deleted.body.data).toEqual({ deleted: [entry._id] });
    } finally {
      await run1.close();
    }

    const run2 = await startTestServer({ dataDir });
    try {
      expect((await book(run2.url, 'wephone', firstToken)).addressBookList).toEqual([]);
      const kept = (await book(run2.url, 'wephone', secondToken)).addressBookList;
      expect(kept).toEqual([expect.objectContaining({ name: 'Demo Friend', deleted: false })]);
    } finally {
      await run2.close();
    }
  }, 60_000);
});
