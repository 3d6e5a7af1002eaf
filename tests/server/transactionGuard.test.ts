/**
 * No query outside its transaction (issue 23 item 2, server/domain/transaction.ts): on a real
 * PostgreSQL with a pool of ONE connection — where a query that escapes its transaction waits for
 * the transaction that waits for it — the server's guarded handle refuses such a query at once,
 * lets the transaction's own `tx` and work after the commit through, and the verification-number
 * lock (whose free-number lookup once read through `ctx.db`) locks a number and answers 'no number'.
 * Skipped when no PostgreSQL is reachable, like postgres.test.ts.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxCodeProvider } from '../../server/adapters/codeProviderSandbox.ts';
import { createSandboxOutbox } from '../../server/adapters/sandboxOutbox.ts';
import type { ServerContext } from '../../server/context.ts';
import type { Database } from '../../server/db/client.ts';
import { accounts, schema } from '../../server/db/schema.ts';
import { findAccount } from '../../server/domain/accounts.ts';
import { phoneContact } from '../../server/domain/contacts.ts';
import { isFailure } from '../../server/domain/failure.ts';
import { guardOutsideQueries, QueryOutsideTransaction } from '../../server/domain/transaction.ts';
import { lockNumber } from '../../server/domain/verificationCodes/locks.ts';
import { DEMO_ACCOUNTS, GET_A_NEW_NUMBER } from '../../src/services/api/contract/index.ts';
import { startTestServer, TestClock } from './helpers.ts';
import { createScratchDatabase, postgresReachable } from './scratchPostgres.ts';

const available = await postgresReachable('the one-connection transaction tests');

describe.skipIf(!available)('no query outside its transaction, on a one-connection pool', () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  let pool: pg.Pool | undefined;
  let db: Database;

  beforeAll(async () => {
    database = await createScratchDatabase('vn_txguard');
    // A server migrates the database and seeds the demo accounts, then leaves it to the test.
    const server = await startTestServer({ databaseUrl: database.url });
    await server.close();
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    db = guardOutsideQueries(drizzle({ client: pool, schema }));
  });

  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('refuses the database itself inside its transaction at once, and lets the tx and later work through', async () => {
    let outside: unknown;
    const seen = await db.transaction(async (tx) => {
      try {
        await db.select({ id: accounts.id }).from(accounts).limit(1);
      } catch (error) {
        outside = error;
      }
      return tx.select({ id: accounts.id }).from(accounts).limit(1);
    });
    expect(outside).toBeInstanceOf(QueryOutsideTransaction);
    expect(seen).toHaveLength(1);
    // The flow goes on after the commit: the handle is usable again.
    expect(await db.select({ id: accounts.id }).from(accounts).limit(1)).toHaveLength(1);
  });

  it('locks a free verification number, and answers no number once the pool is empty', async () => {
    const clock = new TestClock();
    const log = pino({ enabled: false });
    const codeProvider = createSandboxCodeProvider(createSandboxOutbox(log, clock), log);
    const context = { db, clock, codeProvider, log } as unknown as ServerContext;
    const demo = DEMO_ACCOUNTS[0];
    const contact = phoneContact(demo.telCode, demo.phone);
    if (isFailure(contact)) throw new Error('the demo phone is not a phone');
    const account = await findAccount(db, 'pingme', contact);
    if (!account) throw new Error('the demo account was not seeded');
    const caller = { accountId: account.id, platform: 'pingme' as const, lang: 'en' as const };
    const request = { app: 'viber', code: 'GB' as const, number: GET_A_NEW_NUMBER, numberType: 1 as const };

    const locked = await lockNumber(context, caller, request);
    expect(isFailure(locked)).toBe(false);
    if (isFailure(locked)) return;
    expect(codeProvider.numbers('viber', 'GB', 1)).toContain(locked.fullNumber);

    codeProvider.setEmpty('viber', 'GB', true);
    const none = await lockNumber(context, caller, { ...request, lastApp: 'viber', lastNumber: locked.fullNumber });
    expect(isFailure(none) && none.reason).toBe('numberUnavailable');
  });
});
