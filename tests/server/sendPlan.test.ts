/**
 * The plan of the SMS send statement (`sendStatement.ts`) stays good as `messages` grows
 * (issue 14; docs/messaging.md, "The send statement's plan"). PostgreSQL keeps one plan of a named
 * statement per connection — a generic one after five runs — made with the table sizes of that
 * moment: a plan made while the tables were nearly empty read all of `messages` for every batch
 * once they had grown. Here the connection is told to use the generic plan from the first run
 * (`plan_cache_mode=force_generic_plan`), which is made on a fresh database; after thousands of
 * rows its EXPLAIN must still read no table by a sequential scan. On a real PostgreSQL; skipped,
 * saying so, without one.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { schema } from '../../server/db/schema.ts';
import { numberFacts } from '../../server/domain/messaging/phoneNumbers.ts';
import type { SendJob } from '../../server/domain/messaging/sendBatch.ts';
import { writeSmsBatch } from '../../server/domain/messaging/sendStatement.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { demoUser, newSmsId } from './messagingSupport.ts';
import { createScratchDatabase, postgresReachable } from './scratchPostgres.ts';

const available = await postgresReachable('the send plan tests');

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

describe.skipIf(!available)('the send statement on a growing table', () => {
  let database: { url: string; drop(): Promise<void> };
  let server: TestServer;
  /** ONE connection, so the statement's cached plan is the one EXPLAIN shows. */
  let pool: pg.Pool;
  let db: Database;
  /** `count` on-net sends of the sender to the peer, each with a fresh smsId. */
  let sends: (count: number) => SendJob[];

  beforeAll(async () => {
    database = await createScratchDatabase('vn_send_plan');
    server = await startTestServer({ databaseUrl: database.url });
    const sender = await demoUser(server.url, 'pingme', 0);
    const peer = await demoUser(server.url, 'pingme', 1);
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
  }, 60_000);

  afterAll(async () => {
    await pool?.end();
    await server?.close();
    await database?.drop();
  });

  it('keeps a generic plan made on the empty table that probes indexes only, at thousands of rows', async () => {
    const batches = 40;
    for (let batch = 0; batch < batches; batch += 1) {
      const outcomes = await writeSmsBatch(db, new Date(), sends(64));
      expect(outcomes.every((outcome) => outcome?.kind === 'stored')).toBe(true);
    }
    const { rows: messages } = await pool.query<{ count: string }>('SELECT count(*) FROM messages');
    expect(Number(messages[0]!.count)).toBeGreaterThanOrEqual(batches * 64 * 2);

    // The plan the connection runs is the one made at the first batch, on an empty table.
    const { rows: cached } = await pool.query<{ generic_plans: string; custom_plans: string }>(
      "SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'write_sms_batch'",
    );
    expect(cached.map((row) => [Number(row.generic_plans), Number(row.custom_plans)])).toEqual([[batches, 0]]);
    const noSends = Array.from({ length: 11 }, () => "'{}'");
    const { rows: explained } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE write_sms_batch(0, now(), ${noSends.join(', ')})`,
    );
    expect(sequentialScans(explained[0]!['QUERY PLAN'][0].Plan)).toEqual([]);
  });

  it('writes nothing of a batch holding a stored smsId and hands every send back', async () => {
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
  });
});
