/** Helpers of the chat suites: demo logins with their numbers, sockets that send, sandbox controls. */
import {
  type ChatMessageEvent,
  DEMO_ACCOUNTS,
  type Platform,
  SANDBOX_PATHS,
  type SandboxInboundRequest,
  type SendMessageAck,
  type SendMessagePayload,
  type VirtualNumberType,
  type VirtualPhone,
} from '../../src/services/api/contract/index.ts';
import { type ClientSocket, call, connectSocket, loginWithPhone, requestJson } from './helpers.ts';

export interface DemoUser {
  platform: Platform;
  token: string;
  /** The demo account's own numbers by type (full numbers). */
  numbers: Record<VirtualNumberType, string>;
  phones: VirtualPhone[];
}

/** Logs in demo account `index` of the brand and reads its numbers. */
export async function demoUser(base: string, platform: Platform, index: 0 | 1): Promise<DemoUser> {
  const demo = DEMO_ACCOUNTS[index];
  const token = await loginWithPhone(base, platform, demo.phone, demo.telCode);
  const answer = await call(base, 'getVirtualPhoneList', {}, { platform, token });
  const phones = answer.body.data?.virtualPhones ?? [];
  const byType = (type: VirtualNumberType) => {
    const phone = phones.find((candidate) => candidate.type === type);
    if (!phone) throw new Error(`demo account ${index} of ${platform} has no ${type} number`);
    return phone.fullNumber;
  };
  return {
    platform,
    token,
    phones,
    numbers: { Hosting: byType('Hosting'), tollfree: byType('tollfree'), local: byType('local') },
  };
}

/** What the socket delivered by now: a round trip of its own comes back after every earlier event. */
export async function settled(socket: ClientSocket): Promise<void> {
  await socket.timeout(5000).emitWithAck('sendMessage', {});
}

export function openTab(base: string, user: DemoUser): Promise<ClientSocket> {
  return connectSocket(base, { token: user.token, platform: user.platform });
}

let smsCounter = 0;
/** A client-made smsId, unique within the run. */
export function newSmsId(): string {
  smsCounter += 1;
  return `t${process.pid}-${Date.now().toString(36)}-${smsCounter}`;
}

export function send(
  socket: ClientSocket,
  payload: SendMessagePayload | Record<string, unknown>,
): Promise<SendMessageAck> {
  return socket.timeout(10_000).emitWithAck('sendMessage', payload) as Promise<SendMessageAck>;
}

/** A text from `from` to `to` with a fresh smsId. */
export function textPayload(from: string, to: string, text: string, smsId = newSmsId()): SendMessagePayload {
  return { fromNumber: from, toNumber: to, text, msgType: 'sms', smsId, languagecode: 'en' };
}

/** Resolves with the next `message` event of the socket. Listen before sending. */
export function nextMessage(socket: ClientSocket): Promise<ChatMessageEvent> {
  return new Promise((resolve) => socket.once('message', (event: ChatMessageEvent) => resolve(event)));
}

/** Every `message` event of the socket from now on. */
export function collectMessages(socket: ClientSocket): ChatMessageEvent[] {
  const events: ChatMessageEvent[] = [];
  socket.on('message', (event: ChatMessageEvent) => events.push(event));
  return events;
}

export async function sandboxInbound(base: string, message: SandboxInboundRequest) {
  return requestJson<{ smsId: string; date: number }>(base, SANDBOX_PATHS.inbound, { json: message });
}

export async function setBalance(base: string, platform: Platform, index: 0 | 1, balance: string): Promise<void> {
  const demo = DEMO_ACCOUNTS[index];
  const answer = await requestJson(base, SANDBOX_PATHS.setBalance, {
    json: { platform, telCode: demo.telCode, phone: demo.phone, balance },
  });
  if (answer.body.retcode !== 0) throw new Error(`setBalance failed: ${JSON.stringify(answer.body)}`);
}

export async function balanceOf(base: string, user: DemoUser): Promise<string> {
  const answer = await call(base, 'queryBalance', {}, { platform: user.platform, token: user.token });
  return answer.body.data?.balance ?? '';
}

/** A real 1×1 PNG, optionally padded after its end marker to a given size. */
export function pngOfSize(bytes?: number): Uint8Array {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  if (bytes === undefined) return new Uint8Array(png);
  const padded = new Uint8Array(bytes);
  padded.set(png);
  return padded;
}

/** `amount - price` on decimal strings, exactly (money is never summed as floats), with 4 decimals. */
export function subtract(amount: string, price: string): string {
  const scaled = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
  };
  const result = scaled(amount) - scaled(price);
  return `${result / 10_000n}.${String(result % 10_000n).padStart(4, '0')}`;
}
