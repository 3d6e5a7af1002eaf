/**
 * Helpers for the server suite: one real server per test file (its embedded PostgreSQL's first
 * start, initdb, takes a second or two), real HTTP through fetch, real sockets through
 * socket.io-client, and a clock the tests move instead of sleeping.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { createServer, type RunningServer, type ServerOptions } from '../../server/app.ts';
import type { Clock } from '../../server/domain/clock.ts';
import {
  type AnswerBody,
  type EndpointName,
  endpoints,
  type InputOf,
  type LanguageCode,
  type OutboxEntry,
  type OutputOf,
  PAYMENT_PATHS,
  type Platform,
  SANDBOX_PATHS,
  SOCKET_PATH,
  type SocketErrorPayload,
} from '../../src/services/api/contract/index.ts';
import { LOOPBACK_TEST_CODE_LIMITS } from '../support/codeLimits.ts';
import { freshDataDir } from '../support/dataDirTemplate.ts';

/** Real time plus an offset the test controls. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestServer {
  url: string;
  clock: TestClock;
  dataDir: string;
  server: RunningServer;
  close(): Promise<void>;
}

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  // A copy of the migrated template, unless the test brings its own folder or database.
  const dataDir =
    options.dataDir ??
    (options.databaseUrl ? await mkdtemp(join(tmpdir(), 'vn-server-test-')) : await freshDataDir('vn-server-test-'));
  const clock = new TestClock();
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logger: false,
    clock,
    staticDir: join(dataDir, 'no-dist'),
    codeLimits: LOOPBACK_TEST_CODE_LIMITS,
    ...options,
  });
  return {
    url: server.url,
    clock,
    dataDir,
    server,
    async close() {
      await server.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: AnswerBody<T>;
}

export interface RawRequest {
  method?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Sent as is (to test malformed bodies). */
  rawBody?: string;
  /** Serialized as JSON with content-type application/json. */
  json?: unknown;
}

export async function request(
  base: string,
  path: string,
  init: RawRequest = {},
): Promise<{ status: number; text: string; headers: Headers }> {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  let body: string | undefined = init.rawBody;
  if (init.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

export async function requestJson<T = unknown>(base: string, path: string, init: RawRequest = {}): Promise<Answer<T>> {
  const { status, text } = await request(base, path, init);
  return { status, body: JSON.parse(text) as AnswerBody<T> };
}

export interface CallOptions {
  platform?: Platform | string;
  token?: string;
  lang?: LanguageCode;
  /** More request headers (e.g. x-forwarded-for on a server that trusts a proxy, origin). */
  headers?: Record<string, string>;
}

/** Calls an endpoint the way the client does (spec 1 §7): common query, platform in query and body. */
export async function call<N extends EndpointName>(
  base: string,
  name: N,
  input: InputOf<N> | Record<string, unknown>,
  options: CallOptions = {},
): Promise<Answer<OutputOf<N>>> {
  const def = endpoints[name];
  const platform = options.platform ?? 'pingme';
  const common = { t: String(Date.now()), webVersion: 'test', languagecode: options.lang ?? 'en', platform };
  const headers = { ...options.headers, ...(options.token ? { 'x-auth-token': options.token } : {}) };
  const hasBody = def.method === 'POST' || def.method === 'PUT';
  return requestJson<OutputOf<N>>(base, `/web${def.path}`, {
    method: def.method,
    query: hasBody ? common : { ...common, ...stringRecord(input) },
    headers,
    json: hasBody ? { ...input, platform } : undefined,
  });
}

function stringRecord(input: object): Record<string, string> {
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
}

export async function outbox(base: string, to: string): Promise<OutboxEntry[]> {
  const { status, text } = await request(base, SANDBOX_PATHS.outbox, { query: { to } });
  if (status !== 200) throw new Error(`outbox answered ${status}: ${text}`);
  return JSON.parse(text) as OutboxEntry[];
}

export async function latestCode(base: string, to: string): Promise<string> {
  const [newest] = await outbox(base, to);
  if (!newest) throw new Error(`no code was sent to ${to}`);
  return newest.code;
}

/**
 * The buyer presses a button of the sandbox provider's checkout page: a plain form post, with the
 * Origin a browser sends under the page's referrer policy (with `no-referrer` it would send
 * `null`, refused).
 */
export function pressCheckout(base: string, orderId: string, action: 'pay' | 'decline' = 'pay') {
  return request(base, `${PAYMENT_PATHS.sandboxPay}/${orderId}/${action}?languagecode=en`, {
    method: 'POST',
    rawBody: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: base },
  });
}

/** Draws a captcha (the server issues its id) and answers that id. */
export async function drawnCaptcha(base: string, platform: Platform = 'pingme'): Promise<string> {
  const drawn = await call(base, 'captcha', {}, { platform });
  if (drawn.body.retcode !== 0 || !drawn.body.data) throw new Error(`captcha failed: ${JSON.stringify(drawn.body)}`);
  return drawn.body.data.captchaId;
}

/** The answer of a drawn captcha, read from the sandbox as a person would read the image. */
export async function captchaAnswer(base: string, captchaId: string): Promise<string> {
  const answer = await request(base, `${SANDBOX_PATHS.captcha}/${captchaId}`);
  if (answer.status !== 200) throw new Error(`no captcha ${captchaId}: ${answer.text}`);
  return (JSON.parse(answer.text) as { text: string }).text;
}

/** Draws a captcha and reads its answer from the sandbox, as a person would read the image. */
export async function solvedCaptcha(
  base: string,
  platform: Platform = 'pingme',
): Promise<{ captchaId: string; text: string }> {
  const captchaId = await drawnCaptcha(base, platform);
  return { captchaId, text: await captchaAnswer(base, captchaId) };
}

let phoneCounter = 0;
/** A fresh, possible US number per call, so tests never share a destination's request limit. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const suffix = (process.pid % 1000) * 1000 + phoneCounter;
  return `415${String(suffix).padStart(7, '0')}`;
}

let emailCounter = 0;
export function uniqueEmail(): string {
  emailCounter += 1;
  return `person${process.pid}.${emailCounter}@example.com`;
}

export async function loginWithPhone(base: string, platform: Platform, phone: string, telCode = '1'): Promise<string> {
  const pre = await call(base, 'preLogin', { telCode, phone }, { platform });
  if (pre.body.retcode !== 0) throw new Error(`preLogin failed: ${JSON.stringify(pre.body)}`);
  const code = await latestCode(base, `+${telCode} ${phone}`);
  const login = await call(base, 'login', { telCode, phone, code }, { platform });
  if (login.body.retcode !== 0 || !login.body.data) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return login.body.data.token;
}

export async function loginWithEmail(base: string, platform: Platform, email: string): Promise<string> {
  const captcha = await solvedCaptcha(base, platform);
  const pre = await call(
    base,
    'preLogin',
    { email, captchaId: captcha.captchaId, inputCaptcha: captcha.text },
    { platform },
  );
  if (pre.body.retcode !== 0) throw new Error(`preLogin failed: ${JSON.stringify(pre.body)}`);
  const code = await latestCode(base, email);
  const login = await call(base, 'login', { email, code }, { platform });
  if (login.body.retcode !== 0 || !login.body.data) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return login.body.data.token;
}

export type ClientSocket = Socket;

/** Connects like the client does; resolves once connected, rejects with the connect_error. */
export function connectSocket(
  base: string,
  query: Record<string, string>,
  extraHeaders?: Record<string, string>,
): Promise<ClientSocket> {
  const socket = io(base, {
    path: SOCKET_PATH,
    query,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The `data` of the connect_error a refused handshake gets. */
export async function refusedHandshake(base: string, query: Record<string, string>): Promise<SocketErrorPayload> {
  try {
    const socket = await connectSocket(base, query);
    socket.close();
  } catch (error) {
    return (error as { data: SocketErrorPayload }).data;
  }
  throw new Error('the handshake was accepted');
}

export function nextEvent<T>(socket: ClientSocket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}
