/**
 * The crash windows of a send (docs/messaging.md): a failure injected into the write between the
 * sender's and the recipient's copy leaves nothing (no copy, no charge), and the retry with the
 * same smsId stores the send once for both; a process that stops between the commit and the
 * carrier leaves an outbox row that the retry — through another process — completes before it
 * answers. On a real PostgreSQL (the failure is a trigger); skipped, saying so, without one.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundCarrierMessage } from '../../server/adapters/carrier.ts';
import { isSentAck } from '../../src/services/api/contract/index.ts';
import { type ClientSocket, call, startTestServer, type TestServer } from './helpers.ts';
import { balanceOf, type DemoUser, demoUser, openTab, send, subtract, textPayload } from './messagingSupport.ts';
import { createScratchDatabase, postgresReachable } from './scratchPostgres.ts';

const available = await postgresReachable('the send crash tests');

describe.skipIf(!available)('a send that crashes half-way', () => {
  let database: { url: string; drop(): Promise<void> };
  let admin: pg.Client;
  const servers: TestServer[] = [];
  const tabs: ClientSocket[] = [];
  /** The first server's carrier never answers: its process "dies" after the commit. */
  let releaseStuckCarrier = () => {};
  const carried: OutboundCarrierMessage[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase('vn_send_crash');
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    servers.push(
      await startTestServer({
        databaseUrl: database.url,
        carrier: { send: () => new Promise<void>((resolve) => (releaseStuckCarrier = resolve)) },
      }),
    );
    servers.push(
      await startTestServer({
        databaseUrl: database.url,
        carrier: {
          async send(message) {
            carried.push(message);
          },
        },
      }),
    );
  }, 60_000);

  afterAll(async () => {
    for (const tab of tabs) tab.close();
    releaseStuckCarrier();
    await Promise.all(servers.map((server) => server.close()));
    await admin?.end();
    await database?.drop();
  });

  async function stored(user: DemoUser, other: string) {
    const answer = await call(
      servers[1]!.url,
      'getDialogList',
      { ownFullNumber: user.numbers.local, otherFullNumber: other },
      { platform: user.platform, token: user.token },
    );
    if (!answer.body.data) throw new Error(JSON.stringify(answer.body));
    return answer.body.data.dialogList;
  }

  it('a failure between the two copies leaves nothing; the retry stores the send once for both', async () => {
    const a = await demoUser(servers[0]!.url, 'wephone', 0);
    const b = await demoUser(servers[0]!.url, 'wephone', 1);
    const tab = await openTab(servers[0]!.url, a);
    tabs.push(tab);
    const before = await balanceOf(servers[0]!.url, a);
    await admin.query(`
      CREATE FUNCTION fail_recipient_copy() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.direction = 'in' THEN RAISE EXCEPTION 'injected crash before the recipient''s copy'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER crash_between_copies BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION fail_recipient_copy();
    `);
    const payload = textPayload(a.numbers.local, b.numbers.local, 'survives the crash');
    const failed = await send(tab, payload);
    expect(isSentAck(failed)).toBe(false);
    expect(await stored(a, b.numbers.local)).toEqual([]);
    expect(await stored(b, a.numbers.local)).toEqual([]);
    expect(await balanceOf(servers[0]!.url, a)).toBe(before);

    await admin.query('DROP TRIGGER crash_between_copies ON messages; DROP FUNCTION fail_recipient_copy();');
    const retried = await send(tab, payload);
    expect(isSentAck(retried)).toBe(true);
    const again = await send(tab, payload);
    expect(again).toEqual(retried);
    expect((await stored(a, b.numbers.local)).map((message) => message.text)).toEqual(['survives the crash']);
    expect((await stored(b, a.numbers.local)).map((message) => message.text)).toEqual(['survives the crash']);
    expect(await balanceOf(servers[0]!.url, a)).toBe(subtract(before, '0.015'));
  });

  it('a send stored but not yet handed to the carrier is completed by the retry through another process', async () => {
    const a = await demoUser(servers[0]!.url, 'wetalk', 0);
    const first = await openTab(servers[0]!.url, a);
    const second = await openTab(servers[1]!.url, a);
    tabs.push(first, second);
    const payload = textPayload(a.numbers.local, '+1 202 555 0147', 'through the carrier');
    // The first process commits the send and then never gets its answer from the carrier.
    void send(first, payload).catch(() => {});
    await expect
      .poll(
        async () =>
          (await admin.query('SELECT 1 FROM messages WHERE sms_id = $1 AND carrier_pending', [payload.smsId])).rowCount,
      )
      .toBe(1);

    const retried = await send(second, payload);
    expect(isSentAck(retried)).toBe(true);
    expect(carried.map((message) => message.smsId)).toEqual([payload.smsId]);
    const pending = await admin.query('SELECT 1 FROM messages WHERE sms_id = $1 AND carrier_pending', [payload.smsId]);
    expect(pending.rowCount).toBe(0);
  });
});
