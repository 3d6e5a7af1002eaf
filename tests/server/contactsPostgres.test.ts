/**
 * The address book on a real PostgreSQL with two server processes' worth of connections, where
 * transactions truly overlap: seeding twice at once adds each Demo Friend once, and a client that
 * keeps syncing with `since` while others write through both servers ends with exactly the book a
 * full listing shows (no change is lost to a transaction that committed late). Skipped when no
 * PostgreSQL is reachable, like postgres.test.ts.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddressBookEntry,
  type AddressBookPage,
  DEMO_ACCOUNTS,
  type Platform,
  type SavedContact,
} from '../../src/services/api/contract/index.ts';
import { call, loginWithPhone, type TestServer, uniquePhone } from './helpers.ts';
import { postgresReachable, type ScratchPostgres, startOnScratchPostgres } from './scratchPostgres.ts';

const available = await postgresReachable('the address book PostgreSQL tests');

describe.skipIf(!available)('the address book on PostgreSQL', () => {
  let scratch: ScratchPostgres | undefined;
  let servers: TestServer[] = [];

  beforeAll(async () => {
    scratch = await startOnScratchPostgres('vn_contacts');
    servers = scratch.servers;
  });

  afterAll(async () => {
    await scratch?.close();
  });

  function serverUrl(index: number): string {
    const server = servers[index % servers.length];
    if (!server) throw new Error('no server');
    return server.url;
  }

  async function listing(
    url: string,
    token: string,
    query: Record<string, unknown>,
    platform: Platform = 'pingme',
  ): Promise<AddressBookPage> {
    const answer = await call(url, 'getCloudAddressBook', query, { token, platform });
    if (!answer.body.data) throw new Error(`list failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  }

  async function everyPage(url: string, token: string, query: Record<string, unknown>): Promise<AddressBookPage[]> {
    const pages: AddressBookPage[] = [];
    let startTime: string | null = null;
    do {
      const current = await listing(url, token, { ...query, ...(startTime ? { startTime } : {}) });
      pages.push(current);
      startTime = current.nextStartTime;
    } while (startTime);
    return pages;
  }

  it('seeds each Demo Friend once although both servers seeded at the same time', async () => {
    for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
      const token = await loginWithPhone(serverUrl(index), 'wetalkpro', demo.phone, demo.telCode);
      const book = await listing(serverUrl(index + 1), token, {}, 'wetalkpro');
      expect(book.addressBookList.map((entry) => (entry.deleted ? '' : entry.name))).toEqual(['Demo Friend']);
    }
  });

  it('a client syncing with `since` during concurrent writes through both servers ends with the full book', async () => {
    const token = await loginWithPhone(serverUrl(0), 'pingme', uniquePhone());
    const live: string[] = [];
    let writes = 0;

    async function writer(writerIndex: number): Promise<void> {
      for (let step = 0; step < 30; step += 1) {
        const url = serverUrl(writerIndex + step);
        const target = live[(writerIndex * 7 + step * 3) % Math.max(live.length, 1)];
        const addressBook = JSON.stringify({
          name: `W${writerIndex} S${step}`,
          phoneList: [{ phone: `+1202555${String(writerIndex * 100 + step).padStart(4, '0')}`, telCode: '1' }],
        });
        if (step % 5 === 4 && target) {
          live.splice(live.indexOf(target), 1);
          await call(url, 'delCloudAddressBook', { ids: target }, { token });
        } else if (step % 3 === 2 && target) {
          await call(url, 'createOrUpdateCloudAddressBook', { id: target, addressBook }, { token });
        } else {
          const created = await call(url, 'createOrUpdateCloudAddressBook', { addressBook }, { token });
          const saved = created.body.data as SavedContact;
          live.push(saved._id);
        }
        writes += 1;
      }
    }

    const replica = new Map<string, AddressBookEntry>();
    let since = 0;
    async function syncOnce(index: number): Promise<void> {
      const pages = await everyPage(serverUrl(index), token, { since, pageSize: 7 });
      for (const current of pages) {
        for (const entry of current.addressBookList) {
          if (entry.deleted) replica.delete(entry._id);
          else replica.set(entry._id, entry);
        }
      }
      since = pages[0]?.syncTime ?? since;
    }

    const writers = Promise.all([0, 1, 2, 3].map(writer));
    let finished = false;
    void writers.finally(() => {
      finished = true;
    });
    let syncs = 0;
    while (!finished) {
      await syncOnce(syncs);
      syncs += 1;
    }
    await writers;
    await syncOnce(syncs);

    expect(writes).toBe(120);
    expect(syncs).toBeGreaterThan(1);
    const full = (await everyPage(serverUrl(1), token, {})).flatMap((current) => current.addressBookList);
    const byId = (entries: Iterable<AddressBookEntry>) => [...entries].sort((a, b) => Number(a._id) - Number(b._id));
    expect(byId(replica.values())).toEqual(byId(full));
    expect(full.map((entry) => entry._id).sort()).toEqual([...live].sort());
  }, 120_000);
});
