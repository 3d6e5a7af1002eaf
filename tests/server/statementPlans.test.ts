/**
 * The plans of the hot statements stay good as the tables grow (issue 14; docs/messaging.md, "The
 * hot statements' plans"): the SMS send (`sendStatement.ts`), the inbound write
 * (`inboundStatement.ts`) — both with the shared writes of `messageBatch.ts` — the chat listing of
 * many tokens (`listings.ts`) and the session lookup by token (`sessions.ts`). PostgreSQL keeps one
 * plan of a named statement per connection — a generic one after five runs — made with the table
 * sizes of that moment: a plan made while the tables were nearly empty read all of a table for
 * every run once it had grown. Here the connection is told to use the generic plan from the first
 * run (`plan_cache_mode=force_generic_plan`), and each statement first runs on a fresh database;
 * after the tables grew by thousands of rows its cached plan must still read no table by a
 * sequential scan. On a real PostgreSQL; skipped, saying so, without one.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { schema } from '../../server/db/schema.ts';
import { systemClock } from '../../server/domain/clock.ts';
import { isFailure } from '../../server/domain/failure.ts';
import { type InboundJob, writeInboundBatch } from '../../server/domain/messaging/inboundStatement.ts';
import { listChatsOfToken } from '../../server/domain/messaging/listings.ts';
import { numberFacts } from '../../server/domain/messaging/phoneNumbers.ts';
import type { SendJob } from '../../server/domain/messaging/sendBatch.ts';
import { writeSmsBatch } from '../../server/domain/messaging/sendStatement.ts';
import { authenticate, type ClaimedToken, claimToken } from '../../server/domain/sessions.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { type DemoUser, demoUser, newSmsId } from './messagingSupport.ts';
import { createScratchDatabase, postgresReachable } from './scratchPostgres.ts';

const available = await postgresReachable('the statement plan tests');

/** A node of EXPLAIN (FORMAT JSON). */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function sequentialScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

/** Rows added to the tables the statements read, after their plans were made. */
const GROWTH = 5000;

describe.skipIf(!available)('the hot statements on growing tables', () => {
  let database: { url: string; drop(): Promise<void> };
  let server: TestServer;
  /** ONE connection, so each statement's cached plan is the one EXPLAIN shows. */
  let pool: pg.Pool;
  let db: Database;
  let sender: DemoUser;
  let peer: DemoUser;
  /** `count` on-net sends of the sender to the peer, each with a fresh smsId. */
  let sends: (count: number) => SendJob[];
  /** `count` messages from other networks to `to` (the peer's number, or those added below), from `count` senders. */
  let inbound: (count: number, to: (index: number) => string) => InboundJob[];
  /** The numbers added by the growth, each an account's own. */
  let grownNumbers: string[];

  /**
   * The table scans of the plan the named statement runs on this connection, as `EXPLAIN EXECUTE`
   * shows it (a generic plan does not depend on the parameters' values: all are NULL here).
   */
  async function scansOf(name: string): Promise<string[]> {
    const { rows: statement } = await pool.query<{ parameters: number }>(
      'SELECT cardinality(parameter_types) AS parameters FROM pg_prepared_statements WHERE name = $1',
      [name],
    );
    const parameters = Array(statement[0]!.parameters).fill('NULL').join(', ');
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE ${name}(${parameters})`,
    );
    return sequentialScans(rows[0]!['QUERY PLAN'][0].Plan);
  }

  /** How often the statement ran with its generic plan and with a custom one. */
  async function plansUsed(name: string): Promise<[number, number]> {
    const { rows } = await pool.query<{ generic_plans: string; custom_plans: string }>(
      'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1',
      [name],
    );
    return [Number(rows[0]?.generic_plans), Number(rows[0]?.custom_plans)];
  }

  const claimOf = (user: DemoUser) => claimToken(user.token) as ClaimedToken;

  beforeAll(async () => {
    database = await createScratchDatabase('vn_statement_plans');
    server = await startTestServer({ databaseUrl: database.url });
    sender = await demoUser(server.url, 'pingme', 0);
    peer = await demoUser(server.url, 'pingme', 1);
    pool = new pg.Pool({ connectionString: database.url, max: 1, options: '-c plan_cache_mode=force_generic_plan' });
    db = drizzle({ client: pool, schema });
    // The sender's account, with a balance for every send here, and its session.
    const { rows } = await pool.query<{ account_id: string; session_id: string }>(
      `UPDATE accounts SET balance = 1000000 FROM virtual_numbers
       WHERE virtual_numbers.account_id = accounts.id AND virtual_numbers.full_number = $1
       RETURNING accounts.id AS account_id,
                 (SELECT max(id) FROM sessions WHERE sessions.account_id = accounts.id) AS session_id`,
      [sender.numbers.local],
    );
    const { account_id: accountId, session_id: sessionId } = rows[0]!;
    sends = (count) =>
      Array.from({ length: count }, () => ({
        sender: { accountId: Number(accountId), platform: 'pingme', lang: 'en', sessionId: Number(sessionId) },
        request: {
          kind: 'sms',
          fromNumber: sender.numbers.local,
          toNumber: peer.numbers.local,
          smsId: newSmsId(),
          text: 'hi',
        },
        recipient: numberFacts(peer.numbers.local),
      }));
    let from = 0;
    inbound = (count, to) =>
      Array.from({ length: count }, (_, index) => {
        from += 1;
        return {
          message: {
            from: `1202${String(5_550_000 + (from % 1000)).padStart(7, '0')}`,
            to: to(index),
            type: 'sms',
            text: 'hi',
          },
          platform: index % 2 === 0 ? 'pingme' : undefined,
        };
      });

    // Each statement's first run makes the plan the connection keeps: on a fresh database.
    expect((await writeSmsBatch(db, new Date(), sends(1)))[0]?.kind).toBe('stored');
    expect(
      (
        await writeInboundBatch(
          db,
          new Date(),
          inbound(1, () => peer.numbers.local),
        )
      )[0],
    ).toBeDefined();
    expect(isFailure(await listChatsOfToken(db, systemClock, 'pingme', claimOf(peer), 1))).toBe(false);
    expect(isFailure(await authenticate(db, systemClock, 'pingme', peer.token))).toBe(false);

    // Then the tables grow: accounts, each with a number and a session.
    const grown = await pool.query<{ full_number: string }>(
      `WITH account AS (
         INSERT INTO accounts (platform, tel_code, phone, created_at)
         SELECT 'pingme', '1', (3020000000 + g)::text, now() FROM generate_series(1, $1::integer) g
         RETURNING id, tel_code, phone
       ),
       session AS (
         INSERT INTO sessions (token_hash, account_id, platform, created_at, expires_at)
         SELECT md5(id::text), id, 'pingme', now(), now() + interval '1 day' FROM account
       )
       INSERT INTO virtual_numbers (account_id, platform, tel_code, phone, full_number, type, created_at, code,
                                    plan_id, payment_date, next_payment_date)
       SELECT id, 'pingme', tel_code, phone, tel_code || phone, 'local', now(), 'US', 1, now(), now() FROM account
       RETURNING full_number`,
      [GROWTH],
    );
    grownNumbers = grown.rows.map((row) => row.full_number);
  }, 60_000);

  afterAll(async () => {
    await pool?.end();
    await server?.close();
    await database?.drop();
  });

  it('keeps a plan of the send statement made on a fresh database that probes indexes only', async () => {
    const batches = 40;
    for (let batch = 0; batch < batches; batch += 1) {
      const outcomes = await writeSmsBatch(db, new Date(), sends(64));
      expect(outcomes.every((outcome) => outcome?.kind === 'stored')).toBe(true);
    }
    const { rows: messages } = await pool.query<{ count: string }>('SELECT count(*) FROM messages');
    expect(Number(messages[0]!.count)).toBeGreaterThanOrEqual(batches * 64 * 2);

    // The plan the connection runs is the one made at the first run, on a fresh database.
    expect(await plansUsed('write_sms_batch')).toEqual([batches + 1, 0]);
    expect(await scansOf('write_sms_batch')).toEqual([]);
  });

  it('keeps a plan of the inbound statement made on a fresh database that probes indexes only', async () => {
    const batches = 40;
    for (let batch = 0; batch < batches; batch += 1) {
      const written = await writeInboundBatch(
        db,
        new Date(),
        inbound(64, (index) => grownNumbers[(batch * 64 + index) % grownNumbers.length]!),
      );
      expect(written.every((row) => row !== undefined)).toBe(true);
    }

    expect(await plansUsed('write_inbound_batch')).toEqual([batches + 1, 0]);
    expect(await scansOf('write_inbound_batch')).toEqual([]);
  });

  it('keeps plans of the chat listing and the session lookup made on a fresh database that probe indexes only', async () => {
    // The peer's chats: the sender's on-net sends and messages from 1,000 other numbers.
    for (let batch = 0; batch < 16; batch += 1) {
      await writeInboundBatch(
        db,
        new Date(),
        inbound(64, () => peer.numbers.local),
      );
    }
    const listing = await listChatsOfToken(db, systemClock, 'pingme', claimOf(peer), 1);
    expect(isFailure(listing) ? listing : listing.chats.chatList.length).toBeGreaterThan(1000);
    expect(isFailure(await authenticate(db, systemClock, 'pingme', sender.token))).toBe(false);

    expect(await plansUsed('chats_of_tokens')).toEqual([2, 0]);
    expect(await scansOf('chats_of_tokens')).toEqual([]);
    expect(await plansUsed('session_by_token_hash')).toEqual([2, 0]);
    expect(await scansOf('session_by_token_hash')).toEqual([]);
  });

  it('makes plans that probe indexes only again once the grown tables are analysed', async () => {
    // ANALYZE (autovacuum's, in production) makes every statement reading these tables planned
    // again, now with their statistics; EXPLAIN EXECUTE shows that new plan.
    await pool.query('ANALYZE');
    for (const name of ['write_sms_batch', 'write_inbound_batch', 'chats_of_tokens', 'session_by_token_hash']) {
      expect({ name, scans: await scansOf(name) }).toEqual({ name, scans: [] });
    }
  });

  it('writes nothing of a batch holding a stored smsId, hands every send back and keeps its connection', async () => {
    const [stored] = sends(1);
    expect((await writeSmsBatch(db, new Date(), [stored!]))[0]?.kind).toBe('stored');
    // Every message, and the sender's balance: no copy and no charge of the batch is left.
    const written = async () =>
      (
        await pool.query<{ count: string; balance: string }>(
          'SELECT (SELECT count(*) FROM messages) AS count, balance FROM accounts WHERE id = $1',
          [stored!.sender.accountId],
        )
      ).rows[0];
    const before = await written();

    const outcomes = await writeSmsBatch(db, new Date(), [...sends(3), stored!]);

    expect(outcomes).toEqual([undefined, undefined, undefined, undefined]);
    expect(await written()).toEqual(before);
    // The failed statement's connection is kept (`runNamed`), with the statement prepared on it.
    const [runs] = await plansUsed('write_sms_batch');
    await writeSmsBatch(db, new Date(), sends(1));
    expect(await plansUsed('write_sms_batch')).toEqual([runs + 1, 0]);
  });
});
