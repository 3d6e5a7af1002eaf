/**
 * The data folder survives restarts: migrations and the demo seed run once, tokens and accounts
 * persist, and the drizzle schema matches the migrated tables.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { loadMigrations } from '../../server/db/migrate.ts';
import { accounts, schema } from '../../server/db/schema.ts';
import { DEMO_ACCOUNTS, PLATFORMS } from '../../src/services/api/contract/index.ts';
import { call, loginWithPhone, startTestServer, uniquePhone } from './helpers.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vn-persist-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('restarting with the same DATA_DIR', () => {
  it('migrates and seeds once, and keeps accounts, balances and tokens', async () => {
    const first = await startTestServer({ dataDir });
    expect(first.server.startup).toEqual({
      // Every migration file, in order (a new one joins by itself).
      migrationsApplied: (await loadMigrations()).map((migration) => migration.name),
      demoAccountsCreated: 12,
    });
    const demo = DEMO_ACCOUNTS[0];
    const demoToken = await loginWithPhone(first.url, 'cloudnumber', demo.phone, demo.telCode);
    expect(
      (await call(first.url, 'queryBalance', {}, { platform: 'cloudnumber', token: demoToken })).body.data,
    ).toEqual({
      balance: '25.0000',
    });
    const newcomerPhone = uniquePhone();
    const newcomerToken = await loginWithPhone(first.url, 'jiema', newcomerPhone);
    await first.close();

    // Between the runs: look at the tables directly and spend some of the demo balance.
    const handle = await openDatabase({ dataDir });
    try {
      for (const table of Object.values(schema)) {
        // Selecting every drizzle column fails if the migration lacks one.
        await handle.db.select(getTableColumns(table)).from(table).limit(1);
      }
      const perBrand = await handle.db
        .select({ platform: accounts.platform, n: sql<number>`count(*)::int` })
        .from(accounts)
        .where(eq(accounts.phone, demo.phone))
        .groupBy(accounts.platform);
      expect(perBrand).toHaveLength(PLATFORMS.length);
      expect(perBrand.every((row) => row.n === 1)).toBe(true);
      await handle.db
        .update(accounts)
        .set({ balance: '7.5' })
        .where(sql`${accounts.platform} = 'cloudnumber' AND ${accounts.phone} = ${demo.phone}`);
    } finally {
      await handle.close();
    }

    const second = await startTestServer({ dataDir });
    try {
      expect(second.server.startup).toEqual({ migrationsApplied: [], demoAccountsCreated: 0 });
      const balance = await call(second.url, 'queryBalance', {}, { platform: 'cloudnumber', token: demoToken });
      expect(balance.body.data).toEqual({ balance: '7.5000' });
      const newcomer = await call(second.url, 'getAccountInfo', {}, { platform: 'jiema', token: newcomerToken });
      expect(newcomer.body.data?.webchatId).toBe(newcomerPhone);
    } finally {
      await second.close();
    }
  });
});
