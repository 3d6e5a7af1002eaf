/**
 * The contract fuzzer (issue 14): for every endpoint of the shared contract, 200 hostile inputs
 * generated from its input schema (tests/support/hostileInputs.ts), sent logged in and anonymous;
 * for every socket event, 200 hostile payloads. Whatever arrives, the server answers without a
 * 5xx, always with the `{ retcode, retmsg }` envelope (the socket: an acknowledgement of the
 * contract's shape), and keeps serving. Fixed seed, one server, bounded concurrency: a failure
 * names the input that caused it and reproduces.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type EndpointName,
  endpoints,
  PLATFORMS,
  SendMessageAck,
  SendMessagePayload,
} from '../../src/services/api/contract/index.ts';
import { hostile, hostileInput } from '../support/hostileInputs.ts';
import { type ClientSocket, request, startTestServer, type TestServer } from './helpers.ts';
import { demoUser } from './messagingSupport.ts';

const RUNS_PER_ENDPOINT = 200;
const CONCURRENCY = 8;
const SEED = 20_251_124;

const Envelope = z.object({ retcode: z.number().int(), retmsg: z.string(), data: z.unknown().optional() }).strict();

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  // The demo account owns numbers and has credit, so sends and deletes reach the database.
  token = (await demoUser(t.url, 'pingme', 0)).token;
});
afterAll(async () => {
  await t?.close();
});

interface Attempt {
  input: unknown;
  loggedIn: boolean;
  /** Send the brand as the client does; sometimes leave it out or send junk. */
  platform: unknown;
}

function attempts(schema: z.ZodType, seed: number): Attempt[] {
  const platform = fc.oneof(
    { arbitrary: fc.constant('pingme'), weight: 6 },
    { arbitrary: fc.constantFrom(...PLATFORMS, undefined, '', 'nokia', '__proto__'), weight: 1 },
  );
  return fc.sample(fc.record({ input: hostileInput(schema), loggedIn: fc.boolean(), platform }), {
    numRuns: RUNS_PER_ENDPOINT,
    seed,
  });
}

/** Query values as a browser would send them: strings, repeated keys for arrays. */
function toQuery(input: unknown, platform: unknown): URLSearchParams {
  const query = new URLSearchParams({ t: '1', webVersion: 'fuzz', languagecode: 'en' });
  if (platform !== undefined) query.set('platform', String(platform));
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    query.append('input', JSON.stringify(input) ?? '');
    return query;
  }
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      query.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
    }
  }
  return query;
}

async function send(name: EndpointName, attempt: Attempt): Promise<{ status: number; text: string }> {
  const def = endpoints[name];
  const hasBody = def.method === 'POST' || def.method === 'PUT';
  const headers: Record<string, string> = attempt.loggedIn ? { 'x-auth-token': token } : {};
  if (!hasBody) {
    return request(t.url, `/web${def.path}?${toQuery(attempt.input, attempt.platform)}`, {
      method: def.method,
      headers,
    });
  }
  const body =
    typeof attempt.input === 'object' && attempt.input !== null && !Array.isArray(attempt.input)
      ? { platform: attempt.platform, ...attempt.input }
      : attempt.input;
  return request(t.url, `/web${def.path}?${toQuery(undefined, attempt.platform)}`.replace(/&input=[^&]*/, ''), {
    method: def.method,
    headers: { ...headers, 'content-type': 'application/json' },
    rawBody: JSON.stringify(body) ?? 'null',
  });
}

async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function stillServing(): Promise<void> {
  const answer = await request(t.url, '/web/getAdConfig?platform=pingme');
  expect(answer.status).toBe(200);
}

// logout last: it ends the session the other endpoints use.
const NAMES = (Object.keys(endpoints) as EndpointName[]).sort(
  (a, b) => Number(a === 'logout') - Number(b === 'logout'),
);

describe('every socket event', () => {
  it(`sendMessage: ${RUNS_PER_ENDPOINT} hostile payloads, each acknowledged in the contract's shape`, async () => {
    const { io } = await import('socket.io-client');
    const socket: ClientSocket = io(t.url, {
      path: '/webchat',
      query: { token, platform: 'pingme' },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    try {
      const payloads = fc.sample(
        fc.oneof(
          { arbitrary: hostile(SendMessagePayload), weight: 4 },
          { arbitrary: hostileInput(SendMessagePayload), weight: 2 },
        ),
        { numRuns: RUNS_PER_ENDPOINT, seed: SEED },
      );
      await inPool(payloads, async (payload) => {
        const ack: unknown = await socket.timeout(10_000).emitWithAck('sendMessage', payload);
        const shaped = SendMessageAck.safeParse(ack);
        expect(shaped.success, `ack ${JSON.stringify(ack)} for ${JSON.stringify(payload)?.slice(0, 300)}`).toBe(true);
        if (shaped.success && shaped.data.status !== 0) {
          expect(shaped.data.status, JSON.stringify(payload)?.slice(0, 300)).not.toBe(400_000);
        }
      });
      // Events outside the contract, and sends without an acknowledgement, are ignored.
      socket.emit('noSuchEvent', { a: 1 });
      socket.emit('sendMessage', { msgType: 'sms' });
      socket.emit('sendMessage');
      const last = await socket.timeout(10_000).emitWithAck('sendMessage', null);
      expect(SendMessageAck.safeParse(last).success).toBe(true);
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
    await stillServing();
  });
});

describe('every endpoint', () => {
  it.each(NAMES)(`%s: ${RUNS_PER_ENDPOINT} hostile inputs, logged in and anonymous, never a 5xx`, async (name) => {
    const seed = SEED + NAMES.indexOf(name);
    await inPool(attempts(endpoints[name].input, seed), async (attempt) => {
      const { status, text } = await send(name, attempt);
      const described = `${name} ${status} ${text.slice(0, 200)} ← ${JSON.stringify(attempt)?.slice(0, 400)}`;
      expect(status, described).toBeLessThan(500);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      expect(Envelope.safeParse(body).success, described).toBe(true);
    });
    await stillServing();
  });
});
