/**
 * The same schema, migrations and core login flow on a real PostgreSQL server (the node-postgres
 * driver), in a database created for this run and dropped after it. Two servers starting together
 * on the empty database must not both apply the migrations; a logout through one is refused at once by
 * the other (no Redis: neither caches sessions).
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from '../../server/db/migrate.ts';
import { DEMO_ACCOUNTS, RETCODE } from '../../src/services/api/contract/index.ts';
import {
  call,
  connectSocket,
  latestCode,
  loginWithEmail,
  loginWithPhone,
  nextEvent,
  type TestServer,
  uniqueEmail,
  uniquePhone,
} from './helpers.ts';
import { postgresReachable, type ScratchPostgres, startOnScratchPostgres } from './scratchPostgres.ts';

const available = await postgresReachable('the PostgreSQL server tests');

describe.skipIf(!available)('on PostgreSQL', () => {
  let scratch: ScratchPostgres | undefined;
  let servers: TestServer[] = [];
  let t: TestServer;

  beforeAll(async () => {
    scratch = await startOnScratchPostgres('vn_test');
    servers = scratch.servers;
    t = servers[0]!;
  });

  afterAll(async () => {
    await scratch?.close();
  });

  it('two servers starting together migrate and seed exactly once', async () => {
    expect(servers.map((server) => server.server.database)).toEqual(['postgres', 'postgres']);
    const applied = servers.flatMap((server) => server.server.startup.migrationsApplied);
    // Every migration file once, in order, whichever server applied it (a new one joins by itself).
    expect(applied).toEqual((await loadMigrations()).map((migration) => migration.name));
    const seeded = servers.reduce((sum, server) => sum + server.server.startup.demoAccountsCreated, 0);
    expect(seeded).toBe(12);
  });

  it('logs in by phone and by e-mail, with the seeded demo balance', async () => {
    const demo = DEMO_ACCOUNTS[0];
    const demoToken = await loginWithPhone(t.url, 'wetalk', demo.phone, demo.telCode);
    expect((await call(t.url, 'queryBalance', {}, { platform: 'wetalk', token: demoToken })).body.data).toEqual({
      balance: '25.0000',
    });

    const email = uniqueEmail();
    const emailToken = await loginWithEmail(t.url, 'wetalk', email);
    const info = await call(t.url, 'getAccountInfo', {}, { platform: 'wetalk', token: emailToken });
    expect(info.body.data).toMatchObject({ webchatId: email, needSetPhone: true, balance: '0.0000' });
  });

  it('a wrong code counts, a token is brand-bound, logout revokes on HTTP and socket', async () => {
    const phone = uniquePhone();
    await call(t.url, 'preLogin', { telCode: '1', phone });
    const code = await latestCode(t.url, `+1 ${phone}`);
    const wrong = await call(t.url, 'login', { telCode: '1', phone, code: code === '0000' ? '1111' : '0000' });
    expect(wrong.body.retcode).toBe(RETCODE.WRONG_CODE);
    expect((await call(t.url, 'login', { telCode: '1', phone, code })).body.retcode).toBe(0);

    const token = await loginWithPhone(t.url, 'pingme', uniquePhone());
    expect((await call(t.url, 'getProfile', {}, { platform: 'wephone', token })).body.retcode).toBe(
      RETCODE.TOKEN_INVALID,
    );
    const socket = await connectSocket(t.url, { token, platform: 'pingme' });
    const kicked = nextEvent<{ retcode: number }>(socket, 'error');
    // The other server process answers the same database (the socket is on the first one).
    expect((await call(servers[1]!.url, 'getProfile', {}, { token })).body.retcode).toBe(0);
    // getChatList checks the session in its listing's statement (docs/messaging.md, Throughput).
    const chatList = () => call(servers[1]!.url, 'getChatList', { months: 4 }, { token });
    expect((await chatList()).body.retcode).toBe(0);
    expect((await call(t.url, 'logout', {}, { token })).body.retcode).toBe(0);
    expect((await kicked).retcode).toBe(RETCODE.LOGGED_OUT);
    expect((await call(servers[1]!.url, 'getProfile', {}, { token })).body.retcode).toBe(RETCODE.LOGGED_OUT);
    expect((await chatList()).body.retcode).toBe(RETCODE.LOGGED_OUT);
  });
});
