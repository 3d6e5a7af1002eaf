/**
 * Two servers (two processes' worth: each its own pool and dispatcher) on one PostgreSQL racing for
 * the same due callback deliveries (docs/developer-api.md, the dispatcher): every delivery is
 * POSTed exactly once per attempt. The receiver holds its answers until more requests wait than
 * one dispatcher pass ever sends at once (`CLAIM_BATCH`), so the test only passes when both were
 * sending together — and still nothing was sent twice. Clocks are the servers' test clocks (no
 * sleeps). Skipped, saying so, where PostgreSQL does not answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLBACK_RETRY, CLAIM_BATCH } from '../../server/domain/developerApi/dispatcher.ts';
import {
  type CallbackBody,
  DEMO_ACCOUNTS,
  DEVELOPER_API_SANDBOX_PATHS,
  GET_A_NEW_NUMBER,
  SANDBOX_PATHS,
} from '../../src/services/api/contract/index.ts';
import { Receiver } from '../support/callbackReceiver.ts';
import { call, requestJson, type TestServer } from './helpers.ts';
import { type DemoUser, demoUser, setBalance } from './messagingSupport.ts';
import { postgresReachable, type ScratchPostgres, startOnScratchPostgres } from './scratchPostgres.ts';

const available = await postgresReachable('the racing dispatcher tests');

/** More than two claims' worth, so both dispatchers have rows to take. */
const CODES = 2 * CLAIM_BATCH;

describe.skipIf(!available)('two dispatchers on one PostgreSQL', () => {
  let cluster: ScratchPostgres;
  let servers: TestServer[];
  let alice: DemoUser;
  const receiver = new Receiver();

  const dispatch = async (server: TestServer) => {
    const answer = await requestJson<{ attempts: number }>(server.url, DEVELOPER_API_SANDBOX_PATHS.dispatchCallbacks, {
      json: {},
    });
    return answer.body.data?.attempts ?? -1;
  };

  beforeAll(async () => {
    cluster = await startOnScratchPostgres('vn_devapi');
    servers = cluster.servers;
    await receiver.start();
    const [first] = servers as [TestServer];
    alice = await demoUser(first.url, 'pingme', 0);
    await setBalance(first.url, 'pingme', 0, '500');
    const as = { platform: alice.platform, token: alice.token };
    await call(first.url, 'createOrUpdateVerificationCodeApi', { mode: 1, callBackUrl: receiver.url }, as);
    const demo = DEMO_ACCOUNTS[0];
    await requestJson(first.url, DEVELOPER_API_SANDBOX_PATHS.reviewApi, {
      json: { platform: 'pingme', telCode: demo.telCode, phone: demo.phone, approve: true },
    });
  }, 60_000);

  afterAll(async () => {
    await cluster?.close();
    await receiver.close();
  });

  it('each due delivery is POSTed exactly once though both dispatchers send at the same time', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const as = { platform: alice.platform, token: alice.token };
    const lock = await call(
      first.url,
      'lockVerificationCodePhone',
      { app: 'whatsapp', code: 'US', number: GET_A_NEW_NUMBER, numberType: 1 },
      as,
    );
    const number = lock.body.data?.fullNumber ?? '';
    expect(number).not.toBe('');

    // Every first attempt meets a 503, so all the deliveries wait for their retry together.
    receiver.answer(...Array.from({ length: CODES }, () => 503));
    const texts = Array.from({ length: CODES }, (_, index) => `Your WhatsApp code: ${100_000 + index}`);
    for (const [index, text] of texts.entries()) {
      const sms = await requestJson(first.url, SANDBOX_PATHS.codeSms, {
        json: { number, app: 'whatsapp', text, messageId: `race-${index}` },
      });
      expect(sms.body.retcode).toBe(0);
    }
    await Promise.all([dispatch(first), dispatch(second)]);
    expect(receiver.received).toHaveLength(CODES);

    // The retries fall due on both servers' clocks at once; both dispatchers go for them.
    receiver.holdAnswersUntil(CLAIM_BATCH + 1);
    for (const server of servers) server.clock.advance(CALLBACK_RETRY.capMs * 2);
    await Promise.all([dispatch(first), dispatch(second)]);

    expect(receiver.mostWaiting).toBeGreaterThan(CLAIM_BATCH);
    const sent = receiver.received.map((each) => (JSON.parse(each.body) as CallbackBody).text);
    expect(sent).toHaveLength(2 * CODES);
    for (const text of texts)
      expect(
        sent.filter((each) => each === text),
        text,
      ).toHaveLength(2);

    const pages = await Promise.all([1, 2].map((page) => call(first.url, 'getCallbackDeliveries', { page }, as)));
    const deliveries = pages.flatMap((page) => page.body.data?.list ?? []);
    expect(deliveries).toHaveLength(CODES);
    expect(deliveries.every((each) => each.state === 'delivered' && each.attempts === 2)).toBe(true);
  });
});
