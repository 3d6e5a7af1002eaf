/**
 * The load the server benchmarks put on a server: a demo login, sockets that send and count
 * deliveries, HTTP callers. Everything goes through the public interface (HTTP, socket.io) on
 * 127.0.0.1, as a client would.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { DEMO_ACCOUNTS, SOCKET_PATH } from '../../../src/services/api/contract/index.ts';

const QUERY = 'platform=pingme&t=0&webVersion=bench&languagecode=en';

async function post<T>(base: string, path: string, body: object): Promise<T> {
  const answer = await fetch(`${base}${path}?${QUERY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'pingme', ...body }),
  });
  return (await answer.json()) as T;
}

export interface BenchUser {
  token: string;
  /** The demo account's local number (full). */
  local: string;
}

/** Logs in demo account `index` of pingme, with a balance that lasts the whole run. */
export async function demoUser(base: string, index: 0 | 1): Promise<BenchUser> {
  const demo = DEMO_ACCOUNTS[index];
  // Each step's own answer in the error: a login that fails names its cause (a code refused by
  // the request limits, an empty outbox), not only the login's complaint about a missing code.
  const preLogin = await post<{ retcode: number }>(base, '/web/preLogin', { telCode: demo.telCode, phone: demo.phone });
  if (preLogin.retcode !== 0) throw new Error(`demo code request failed: ${JSON.stringify(preLogin)}`);
  const outbox = (await (
    await fetch(`${base}/sandbox/outbox?to=${encodeURIComponent(`+${demo.telCode} ${demo.phone}`)}`)
  ).json()) as unknown;
  const code = Array.isArray(outbox) ? (outbox[0] as { code?: string } | undefined)?.code : undefined;
  if (!code) throw new Error(`no demo code in the sandbox outbox: ${JSON.stringify(outbox)}`);
  const login = await post<{ data?: { token?: string } }>(base, '/web/login', {
    telCode: demo.telCode,
    phone: demo.phone,
    code,
  });
  const token = login.data?.token;
  if (!token) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
  await post(base, '/sandbox/setBalance', {
    platform: 'pingme',
    telCode: demo.telCode,
    phone: demo.phone,
    balance: '10000000',
  });
  const numbers = (await (
    await fetch(`${base}/web/getVirtualPhoneList?${QUERY}`, { headers: { 'x-auth-token': token } })
  ).json()) as { data: { virtualPhones: { type: string; fullNumber: string }[] } };
  const local = numbers.data.virtualPhones.find((phone) => phone.type === 'local')?.fullNumber ?? '';
  return { token, local };
}

export function openSocket(base: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, {
      path: SOCKET_PATH,
      query: { token, platform: 'pingme', languagecode: 'en' },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

let counter = 0;
function smsId(): string {
  counter += 1;
  return `bench-${process.pid}-${counter}`;
}

export interface SendRun {
  perSecond: number;
  p99Ms: number;
}

/**
 * `count` sends from `sender` to `to`, `inFlight` at a time; finished when every send is
 * acknowledged and, when `recipient` is given, every message arrived there.
 */
export async function sendLoad(
  sender: Socket,
  from: string,
  to: string,
  count: number,
  inFlight: number,
  recipient?: Socket,
): Promise<SendRun> {
  let delivered = 0;
  let allDelivered: () => void = () => {};
  const deliveredAll = new Promise<void>((resolve) => {
    allDelivered = resolve;
  });
  const onMessage = () => {
    delivered += 1;
    if (delivered === count) allDelivered();
  };
  recipient?.on('message', onMessage);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const sentAt = performance.now();
      const ack = (await sender.emitWithAck('sendMessage', {
        fromNumber: from,
        toNumber: to,
        text: 'bench message',
        msgType: 'sms',
        smsId: smsId(),
        languagecode: 'en',
      })) as { status: number; retmsg?: string };
      if (ack.status !== 0) throw new Error(`a send failed: ${JSON.stringify(ack)}`);
      latencies.push(performance.now() - sentAt);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  if (recipient) await deliveredAll;
  const elapsed = performance.now() - started;
  recipient?.off('message', onMessage);
  latencies.sort((a, b) => a - b);
  return { perSecond: (count / elapsed) * 1000, p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

/** `count` HTTP requests, `concurrency` at a time over keep-alive connections: requests per second. */
export async function httpLoad(
  base: string,
  options: { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: object },
  count: number,
  concurrency: number,
): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL(`${base}${options.path}`);
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: options.method,
          agent,
          headers: { ...options.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        },
        (incoming) => {
          incoming.resume();
          incoming.once('end', () =>
            incoming.statusCode === 200
              ? resolve()
              : reject(new Error(`${options.path} answered ${incoming.statusCode}`)),
          );
        },
      );
      outgoing.once('error', reject);
      outgoing.end(payload);
    });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        await once();
      }
    }),
  );
  const elapsed = performance.now() - started;
  agent.destroy();
  return (count / elapsed) * 1000;
}

export const chatListPath = `/web/getChatList?${QUERY}&months=4`;
export const inboundPath = '/sandbox/inbound';
