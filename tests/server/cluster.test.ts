/**
 * Two server processes' worth of servers on one PostgreSQL and one Redis (docs/messaging.md,
 * several processes): a message sent through one reaches the recipient's socket on the other in
 * real time; a logout through one closes the session's sockets on the other and is refused there
 * at once, though that process had the session cached; a socket whose
 * session was revoked behind the servers' back (no broadcast) is refused at its next send and
 * closed. Skipped, saying so, where PostgreSQL or Redis does not answer.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BalanceEvent,
  type PaymentEvent,
  RETCODE,
  type SocketErrorPayload,
} from '../../src/services/api/contract/index.ts';
import { call, nextEvent, pressCheckout, startTestServer, type TestServer } from './helpers.ts';
import { demoUser, nextMessage, openTab, send, textPayload } from './messagingSupport.ts';
import { createScratchDatabase, postgresReachable } from './scratchPostgres.ts';
import { dropRedisPrefix, REDIS_URL, redisReachable, scratchRedisPrefix } from './serverProcess.ts';

const available =
  (await postgresReachable('the several-process tests')) && (await redisReachable('the several-process tests'));

describe.skipIf(!available)('several processes behind Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  let redisPrefix: string;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase('vn_cluster');
    redisPrefix = scratchRedisPrefix('cluster');
    for (let index = 0; index < 2; index += 1) {
      servers.push(await startTestServer({ databaseUrl: database.url, redisUrl: REDIS_URL, redisPrefix }));
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.drop();
    if (redisPrefix) await dropRedisPrefix(redisPrefix);
  });

  it('delivers in real time to a recipient connected to the other process', async () => {
    const a = await demoUser(servers[0]!.url, 'pingme', 0);
    const b = await demoUser(servers[1]!.url, 'pingme', 1);
    const sender = await openTab(servers[0]!.url, a);
    const recipient = await openTab(servers[1]!.url, b);
    const arriving = Array.from({ length: 5 }, () => undefined);
    const received: string[] = [];
    const allArrived = new Promise<void>((resolve) => {
      recipient.on('message', (event: { text: string }) => {
        received.push(event.text);
        if (received.length === arriving.length) resolve();
      });
    });
    for (const [index] of arriving.entries()) {
      await send(sender, textPayload(a.numbers.local, b.numbers.local, `across ${index}`));
    }
    await allArrived;
    expect(received).toEqual(['across 0', 'across 1', 'across 2', 'across 3', 'across 4']);
    sender.close();
    recipient.close();
  });

  it('a payment settled by one process reaches the account’s tab on the other (docs/payments.md)', async () => {
    const a = await demoUser(servers[0]!.url, 'pingme', 1);
    const elsewhere = await openTab(servers[1]!.url, a);
    const heard = nextEvent<PaymentEvent>(elsewhere, 'payment');
    const order = await call(
      servers[0]!.url,
      'paySubmit',
      { paymentMethod: 'WECHATPAY', productId: 'WECHATPAY_INN_WEB_USD_5' },
      { platform: 'pingme', token: a.token },
    );
    const orderId = order.body.data?.orderId ?? '';
    const pressed = await pressCheckout(servers[0]!.url, orderId);
    expect(pressed.status).toBe(200);
    expect(await heard).toMatchObject({ orderId, status: 'paid', amount: '5.0000' });
    elsewhere.close();
  });

  it('a send charged by one process: the sender’s tab on the other hears the balance after it (issue 22 item 3)', async () => {
    const a = await demoUser(servers[0]!.url, 'wephone', 0);
    const b = await demoUser(servers[0]!.url, 'wephone', 1);
    const sender = await openTab(servers[0]!.url, a);
    const elsewhere = await openTab(servers[1]!.url, a);
    const heard = nextEvent<BalanceEvent>(elsewhere, 'balance');
    expect((await send(sender, textPayload(a.numbers.local, b.numbers.local, 'what is left?'))).status).toBe(0);
    const balance = (await call(servers[1]!.url, 'queryBalance', {}, { platform: 'wephone', token: a.token })).body.data
      ?.balance;
    expect(await heard).toEqual({ balance });
    sender.close();
    elsewhere.close();
  });

  it('a logout through one process closes the session’s sockets on the other', async () => {
    const a = await demoUser(servers[0]!.url, 'wetalk', 0);
    const elsewhere = await openTab(servers[1]!.url, a);
    const told = nextEvent<SocketErrorPayload>(elsewhere, 'error');
    const closed = nextEvent<string>(elsewhere, 'disconnect');
    await call(servers[0]!.url, 'logout', {}, { platform: 'wetalk', token: a.token });
    expect((await told).retcode).toBe(RETCODE.LOGGED_OUT);
    expect(await closed).toBe('io server disconnect');
  });

  it('a logout through one process is refused at once by the other, which had the session cached', async () => {
    const a = await demoUser(servers[0]!.url, 'wetalk', 1);
    const elsewhere = () => call(servers[1]!.url, 'getAccountInfo', {}, { platform: 'wetalk', token: a.token });
    expect((await elsewhere()).body.retcode).toBe(RETCODE.OK);
    await call(servers[0]!.url, 'logout', {}, { platform: 'wetalk', token: a.token });
    expect((await elsewhere()).body.retcode).toBe(RETCODE.LOGGED_OUT);
  });

  it('an open socket whose session was revoked elsewhere is refused at its next send and closed', async () => {
    const a = await demoUser(servers[0]!.url, 'wephone', 0);
    const b = await demoUser(servers[0]!.url, 'wephone', 1);
    const tab = await openTab(servers[1]!.url, a);
    const peer = await openTab(servers[0]!.url, b);
    const arrived = nextMessage(peer);
    await send(tab, textPayload(a.numbers.local, b.numbers.local, 'before the revocation'));
    expect((await arrived).text).toBe('before the revocation');

    // Revoked in the database only: no process publishes anything.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(
      'UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND account_id = (SELECT account_id FROM virtual_numbers WHERE platform = $1 AND full_number = $2)',
      ['wephone', a.numbers.local],
    );
    await admin.end();

    const closed = nextEvent<string>(tab, 'disconnect');
    const refused = await send(tab, textPayload(a.numbers.local, b.numbers.local, 'after the revocation'));
    expect(refused.status).toBe(RETCODE.LOGGED_OUT);
    expect(await closed).toBe('io server disconnect');
    peer.close();
  });
});
