/**
 * The contract fuzzer (issue 14): for every endpoint of the shared contract, hostile inputs
 * generated from its input schema (a fixed total shared by the endpoints, at least 60 each, so the
 * suite's time stays flat as the contract grows) (tests/support/hostileInputs.ts), sent logged in and anonymous;
 * for every socket event, 200 hostile payloads. Fields the contract marks as identifiers often
 * carry the caller's real numbers, message, contact, voicemail and verification (so the inputs
 * reach the database, where a NUL once gave a 500), and JSON-text fields carry hostile JSON of
 * their shape. Whatever arrives, the server answers without a
 * 5xx, always with the `{ retcode, retmsg }` envelope (the socket: an acknowledgement of the
 * contract's shape), and keeps serving. Fixed seed, one server, bounded concurrency: a failure
 * names the input that caused it and reproduces.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  ContactDraft,
  type EndpointName,
  endpoints,
  GET_A_NEW_NUMBER,
  type IdentifierRole,
  PLATFORMS,
  SendMessageAck,
  SOCKET_EVENTS,
} from '../../src/services/api/contract/index.ts';
import { hostile, hostileInput, type Plants } from '../support/hostileInputs.ts';
import {
  type ClientSocket,
  call,
  latestCode,
  request,
  startTestServer,
  type TestServer,
  uniquePhone,
} from './helpers.ts';
import { demoUser, openTab, sandboxInbound, send as sendOnSocket, textPayload } from './messagingSupport.ts';

/** Hostile inputs in all, shared by the endpoints; and per socket event. */
const ENDPOINT_RUNS_TOTAL = 9_000;
const MIN_RUNS_PER_ENDPOINT = 60;
const RUNS_PER_SOCKET_EVENT = 200;
const CONCURRENCY = 8;
const SEED = 20_251_124;

const Envelope = z.strictObject({ retcode: z.int(), retmsg: z.string(), data: z.optional(z.unknown()) });

const PARTNER = '14155559999';

let t: TestServer;
let token: string;
/** The caller's real identifiers, by role. */
let owned: Record<IdentifierRole, string[]>;
beforeAll(async () => {
  t = await startTestServer();
  // The demo account owns numbers and has credit, so sends and deletes reach the database.
  const demo = await demoUser(t.url, 'pingme', 0);
  token = demo.token;
  const as = { token };
  const contact = await call(
    t.url,
    'createOrUpdateCloudAddressBook',
    {
      addressBook: JSON.stringify({ name: 'Fuzz', phoneList: [{ phone: '+12025550177', telCode: '1', tag: 'Home' }] }),
    },
    as,
  );
  const tab = await openTab(t.url, demo);
  const ack = await sendOnSocket(tab, textPayload(demo.numbers.local, PARTNER, 'fuzz'));
  tab.close();
  // With a transcript, so the sandbox's speech service answers (without one it is 'unavailable', 503).
  await sandboxInbound(t.url, {
    platform: 'pingme',
    from: PARTNER,
    to: demo.numbers.local,
    type: 'voicemail',
    transcript: 'call me',
  });
  const dialog = await call(
    t.url,
    'getDialogList',
    { ownFullNumber: demo.numbers.local, otherFullNumber: PARTNER },
    as,
  );
  const phone = uniquePhone();
  const verify = await call(t.url, 'getVerifyCode', { telcode: '1', phone }, as);
  await latestCode(t.url, `+1 ${phone}`);
  const messages = dialog.body.data?.dialogList ?? [];
  // A cancelled subscription, so re-subscribing reaches the database with a real history row.
  await call(t.url, 'unSubVirtualPhone', { telCode: '1', phone: demo.numbers.tollfree.slice(1) }, as);
  const cancelled = (await call(t.url, 'getSubscriptionList', {}, as)).body.data?.list.filter(
    (row) => row.type === 100,
  );
  // A verification number the caller holds, so the verification calls reach the database.
  const codeNumber = await call(
    t.url,
    'lockVerificationCodePhone',
    { app: 'whatsapp', code: 'US', number: GET_A_NEW_NUMBER, numberType: 1 },
    as,
  );
  const paypal = await call(t.url, 'paypalPaySubmit', { productid: 'PAYPAL_INN_WEB_USD_10' }, as);
  owned = {
    ownNumber: Object.values(demo.numbers),
    ownCodeNumber: [codeNumber.body.data?.fullNumber ?? ''],
    ownCodeApp: ['whatsapp'],
    otherNumber: [PARTNER],
    contactId: [contact.body.data?._id ?? '1'],
    contactIds: [`${contact.body.data?._id ?? '1'},2,x`],
    smsId: ack.smsId === undefined ? [] : [ack.smsId],
    messageDate: messages.map((message) => String(message.date)),
    mediaUrl: messages.flatMap((message) => (message.media === '' ? [] : [message.media])),
    verifyId: [verify.body.data?.verifyid ?? ''],
    ownTelCode: ['1'],
    ownNationalNumber: Object.values(demo.numbers).map((fullNumber) => fullNumber.slice(1)),
    historyId: (cancelled ?? []).map((row) => row.historyId),
    historyDate: (cancelled ?? []).map((row) => String(row.date)),
    payOrderId: [paypal.body.data?.orderId ?? ''],
    paypalTransactionId: [paypal.body.data?.transactionId ?? ''],
  };
});

/** JSON-text fields and the shape their text holds. */
const JSON_TEXT_FIELDS = { addressBook: ContactDraft } as const;

function plantsFor(identifiers: Readonly<Record<string, IdentifierRole>> | undefined): Plants {
  const plants: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [field, role] of Object.entries(identifiers ?? {})) {
    const values = owned[role].filter((value) => value !== '');
    if (values.length > 0) plants[field] = fc.constantFrom(...values);
  }
  for (const [field, shape] of Object.entries(JSON_TEXT_FIELDS)) {
    plants[field] = hostile(shape).map((value) => JSON.stringify(value) ?? '');
  }
  return plants;
}
afterAll(async () => {
  await t?.close();
});

interface Attempt {
  input: unknown;
  loggedIn: boolean;
  /** Send the brand as the client does; sometimes leave it out or send junk. */
  platform: unknown;
}

function attempts(schema: z.ZodMiniType, plants: Plants, seed: number): Attempt[] {
  const platform = fc.oneof(
    { arbitrary: fc.constant('pingme'), weight: 6 },
    { arbitrary: fc.constantFrom(...PLATFORMS, undefined, '', 'nokia', '__proto__'), weight: 1 },
  );
  return fc.sample(fc.record({ input: hostileInput(schema, plants), loggedIn: fc.boolean(), platform }), {
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
const RUNS_PER_ENDPOINT = Math.max(MIN_RUNS_PER_ENDPOINT, Math.floor(ENDPOINT_RUNS_TOTAL / NAMES.length));

describe('every socket event', () => {
  it(`sendMessage: ${RUNS_PER_SOCKET_EVENT} hostile payloads, each acknowledged in the contract's shape`, async () => {
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
      const { payload: schema, identifiers } = SOCKET_EVENTS.sendMessage;
      const plants = plantsFor(identifiers);
      const payloads = fc.sample(
        fc.oneof(
          { arbitrary: hostile(schema, plants), weight: 4 },
          { arbitrary: hostileInput(schema, plants), weight: 2 },
        ),
        { numRuns: RUNS_PER_SOCKET_EVENT, seed: SEED },
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
    await inPool(attempts(endpoints[name].input, plantsFor(endpoints[name].identifiers), seed), async (attempt) => {
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
