import { describe, expect, it, vi } from 'vitest';
import { createActor, sendTo, setup } from 'xstate';
import type { LanguageCode } from '../../../src/services/api/contract/platform.ts';
import {
  createSocketLink,
  lazySocketLink,
  SEND_ACK_TIMEOUT_MS,
  type SocketCommand,
  type SocketEvent,
  type SocketLike,
  type SocketOptions,
} from '../../../src/services/socket/index.ts';
import { chatMessageEvent } from '../../support/chatFixtures.ts';
import { PUSHED_CODE } from '../../support/verificationFixtures.ts';

type Listener = (...args: never[]) => void;

/** Stands in for a socket.io client socket; `fire` plays what the server or the transport would do. */
class FakeSocket implements SocketLike {
  connected = false;
  connectCalls = 0;
  disconnectCalls = 0;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly managerListeners = new Map<string, Listener[]>();
  readonly io: SocketLike['io'];

  constructor(readonly options: SocketOptions) {
    const managerListeners = this.managerListeners;
    this.io = {
      opts: { query: options.query },
      on(event, listener) {
        managerListeners.set(event, [...(managerListeners.get(event) ?? []), listener as Listener]);
      },
      off() {
        managerListeners.clear();
      },
    };
  }

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  off() {
    this.listeners.clear();
  }
  connect() {
    this.connectCalls += 1;
  }
  /** What `emitWithAck` was asked, and the answer it gives (a pending promise by default). */
  readonly emitted: Array<{ timeoutMs: number; event: string; payload: unknown }> = [];
  ackAnswer: Promise<unknown> = new Promise(() => {});
  timeout(timeoutMs: number) {
    return {
      emitWithAck: (event: 'sendMessage', payload: unknown) => {
        this.emitted.push({ timeoutMs, event, payload });
        return this.ackAnswer;
      },
    };
  }
  /** As socket.io's: a socket that is down closes without a `disconnect` event. */
  disconnect() {
    this.disconnectCalls += 1;
    if (this.connected) this.fire('disconnect', 'io client disconnect');
  }

  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
  fireManager(event: string, ...args: unknown[]) {
    for (const listener of this.managerListeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
}

function start(tokens: Array<string | null> = ['token-1']) {
  const sockets: Array<{ url: string; socket: FakeSocket }> = [];
  const received: SocketEvent[] = [];
  let tokenIndex = 0;
  /** The language the person has chosen now; the language toggle changes it. */
  const language = { now: 'en' as LanguageCode };
  const link = createSocketLink({
    url: 'https://chat.example.com',
    platform: 'wetalk',
    getLanguageCode: () => language.now,
    // Each read gives the next token, as a refreshed session would.
    getToken: () => tokens[Math.min(tokenIndex++, tokens.length - 1)] ?? null,
    connect: (url, options) => {
      const socket = new FakeSocket(options);
      sockets.push({ url, socket });
      return socket;
    },
  });
  const parent = setup({
    types: { events: {} as SocketEvent | SocketCommand },
    actors: { socket: link.actor },
  }).createMachine({
    invoke: { id: 'socket', src: 'socket' },
    on: {
      'socket.reconnect': { actions: sendTo('socket', ({ event }) => event) },
      '*': { actions: ({ event }) => received.push(event as SocketEvent) },
    },
  });
  const actor = createActor(parent).start();
  const socket = sockets[0]?.socket;
  if (!socket) throw new Error('the actor did not open a socket');
  return { actor, socket, sockets, received, link, language };
}

describe('createSocketLink (spec 1 §7)', () => {
  it('opens /webchat with the session in the query and the spec reconnection settings', () => {
    const { sockets, socket } = start();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('https://chat.example.com');
    expect(socket.options).toMatchObject({
      path: '/webchat',
      query: { token: 'token-1', platform: 'wetalk', languagecode: 'en' },
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnection: true,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      reconnectionDelay: 500,
      reconnectionDelayMax: 60000,
      timeout: 25000,
      forceNew: true,
    });
    expect(socket.connectCalls).toBe(1);
  });

  it('sends socket.connected for the first connection and socket.reconnected for later ones', () => {
    const { socket, received } = start();
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(received).toEqual([
      { type: 'socket.connected' },
      { type: 'socket.disconnected', serverClosed: true },
      { type: 'socket.reconnected' },
    ]);
  });

  it.each([
    ['ping timeout', false],
    ['io server disconnect', true],
    ['transport close', true],
    ['transport error', true],
  ])('a disconnect for "%s" has serverClosed %s (spec 1 §4)', (reason, serverClosed) => {
    const { socket, received } = start();
    socket.fire('connect');
    socket.fire('disconnect', reason);
    expect(received.at(-1)).toEqual({ type: 'socket.disconnected', serverClosed });
  });

  it('refreshes the session query before every reconnect attempt and reports the attempt', () => {
    const { socket, received } = start(['token-1', 'token-2', null]);
    socket.fireManager('reconnect_attempt', 1);
    expect(socket.io.opts.query).toEqual({ token: 'token-2', platform: 'wetalk', languagecode: 'en' });
    socket.fireManager('reconnect_attempt', 2);
    expect(socket.io.opts.query).toEqual({ token: '', platform: 'wetalk', languagecode: 'en' });
    expect(received).toEqual([
      { type: 'socket.reconnecting', attempt: 1 },
      { type: 'socket.reconnecting', attempt: 2 },
    ]);
  });

  it('reports server failures from the error event and from a refused handshake', () => {
    const { socket, received } = start();
    socket.fire('error', { retcode: 100014, retmsg: 'logged out' });
    socket.fire('connect_error', Object.assign(new Error('refused'), { data: { retcode: 100012 } }));
    socket.fire('connect_error', new Error('xhr poll error'));
    socket.fire('error', 'not a failure payload');
    expect(received).toEqual([
      { type: 'socket.failed', retcode: 100014, retmsg: 'logged out' },
      { type: 'socket.failed', retcode: 100012, retmsg: '' },
    ]);
  });

  it('socket.reconnect connects again with a fresh query when disconnected, and is ignored when connected', () => {
    const { actor, socket } = start(['token-1', 'token-2']);
    socket.fire('connect');
    actor.send({ type: 'socket.reconnect' });
    expect(socket.connectCalls).toBe(1);

    socket.fire('disconnect', 'io server disconnect');
    actor.send({ type: 'socket.reconnect' });
    expect(socket.connectCalls).toBe(2);
    expect(socket.io.opts.query).toEqual({ token: 'token-2', platform: 'wetalk', languagecode: 'en' });
  });

  it('tries again at once when the browser’s network is back, with a fresh query, not after socket.io’s back-off (issue 24 item 3)', () => {
    const { actor, socket, received } = start(['token-1', 'token-2']);
    socket.fire('connect');
    // Up: nothing to do.
    window.dispatchEvent(new Event('online'));
    expect(socket.disconnectCalls).toBe(0);

    socket.fire('disconnect', 'transport close');
    window.dispatchEvent(new Event('online'));
    expect(socket.disconnectCalls).toBe(1);
    expect(socket.connectCalls).toBe(2);
    expect(socket.io.opts.query).toEqual({ token: 'token-2', platform: 'wetalk', languagecode: 'en' });
    // The close of a socket that is down reports nothing more.
    expect(received).toEqual([{ type: 'socket.connected' }, { type: 'socket.disconnected', serverClosed: true }]);

    // Stopped: the page's later network changes are none of its business.
    actor.stop();
    window.dispatchEvent(new Event('online'));
    expect(socket.connectCalls).toBe(2);
  });

  it('closes the socket when stopped, without reporting that disconnect', () => {
    const { actor, socket, received } = start();
    socket.fire('connect');
    actor.stop();
    expect(socket.disconnectCalls).toBe(1);
    expect(received).toEqual([{ type: 'socket.connected' }]);
  });

  it('turns message events into socket.message and drops payloads that break the contract', () => {
    const { socket, received } = start();
    const message = chatMessageEvent();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    socket.fire('message', message);
    socket.fire('message', { ...message, time: 'yesterday' });
    expect(received).toEqual([{ type: 'socket.message', message }]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('turns chatRead events into socket.chatRead and drops payloads that break the contract (issue 22 item 4)', () => {
    const { socket, received } = start();
    const marker = { ownFullNumber: '14155550100', otherFullNumber: '12025550199', readUpTo: 5, unread: 0 };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    socket.fire('chatRead', marker);
    socket.fire('chatRead', { ...marker, unread: 'none' });
    expect(received).toEqual([{ type: 'socket.chatRead', marker }]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('counts and logs every unreadable event, without its values; an odd direction still reads as inbound (issue 22)', () => {
    const { socket, received, link } = start();
    const message = chatMessageEvent();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    socket.fire('message', { ...message, msgType: 'fax', text: 'private words' });
    socket.fire('message', { ...message, time: 'yesterday' });
    socket.fire('message', { ...message, direction: 'sideways' });
    expect(received).toEqual([{ type: 'socket.message', message: { ...message, direction: 'in' } }]);
    expect(link.unreadableEvents()).toEqual({ message: 2 });
    expect(warn).toHaveBeenCalledTimes(2);
    const logged = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(logged).toContain('msgType');
    expect(logged).toContain('2 so far');
    expect(logged).not.toContain('private words');
    warn.mockRestore();
  });

  it('turns balance events into socket.balance and drops a balance that is not money (issue 22 item 3)', () => {
    const { socket, received } = start();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    socket.fire('balance', { balance: '4.9850' });
    socket.fire('balance', { balance: 4.985 });
    socket.fire('balance', { balance: 'lots' });
    expect(received).toEqual([{ type: 'socket.balance', balance: '4.9850' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('turns codeSms events into socket.codeSms and drops payloads that break the contract (issue 10)', async () => {
    const { socket, received } = start();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    socket.fire('codeSms', PUSHED_CODE);
    socket.fire('codeSms', { ...PUSHED_CODE, sms: { ...PUSHED_CODE.sms, date: 'today' } });
    // Checked against the verification group of the contract, fetched with the first such event.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(received).toEqual([{ type: 'socket.codeSms', push: PUSHED_CODE }]);
    warn.mockRestore();
  });

  describe('emitSendMessage', () => {
    const payload = {
      fromNumber: '14155550100',
      toNumber: '13125550101',
      text: 'hi',
      msgType: 'sms' as const,
      smsId: 'sms-1',
    };

    it('emits sendMessage with a deadline on the open socket and resolves with the acknowledgement', async () => {
      const { socket, link } = start();
      socket.fire('connect');
      socket.ackAnswer = Promise.resolve({ status: 0, smsId: 'sms-1', date: 5 });
      await expect(link.emitSendMessage(payload, new AbortController().signal)).resolves.toEqual({
        status: 0,
        smsId: 'sms-1',
        date: 5,
      });
      expect(socket.emitted).toEqual([
        {
          timeoutMs: SEND_ACK_TIMEOUT_MS,
          event: 'sendMessage',
          payload: { ...payload, platform: 'wetalk', languagecode: 'en' },
        },
      ]);
    });

    it('every send and every handshake carry the language chosen at that moment (spec 1 §7)', async () => {
      const { socket, link, language } = start();
      socket.fire('connect');
      socket.ackAnswer = Promise.resolve({ status: 400001, retmsg: '余额不足', smsId: 'sms-1' });
      language.now = 'zh_cn';
      await link.emitSendMessage(payload, new AbortController().signal);
      expect(socket.emitted[0]?.payload).toMatchObject({ platform: 'wetalk', languagecode: 'zh_cn' });
      socket.fireManager('reconnect_attempt', 1);
      expect(socket.io.opts.query).toMatchObject({ platform: 'wetalk', languagecode: 'zh_cn' });
    });

    it('rejects without a connected socket, on an answer off the contract, and when aborted', async () => {
      const { socket, link, actor } = start();
      await expect(link.emitSendMessage(payload, new AbortController().signal)).rejects.toThrow('not connected');

      socket.fire('connect');
      socket.ackAnswer = Promise.resolve({ status: 'fine' });
      await expect(link.emitSendMessage(payload, new AbortController().signal)).rejects.toThrow();

      socket.ackAnswer = new Promise(() => {});
      const abort = new AbortController();
      const pending = link.emitSendMessage(payload, abort.signal);
      abort.abort(new Error('left the chat'));
      await expect(pending).rejects.toThrow('left the chat');

      actor.stop();
      await expect(link.emitSendMessage(payload, new AbortController().signal)).rejects.toThrow('not connected');
    });
  });

  describe('a socket that is made later (socket.io-client is fetched with the first connection)', () => {
    function startLater() {
      const received: SocketEvent[] = [];
      const loads: Array<{ resolve(socket: FakeSocket): void; reject(error: Error): void; options: SocketOptions }> =
        [];
      const link = createSocketLink({
        url: 'https://chat.example.com',
        platform: 'wetalk',
        getLanguageCode: () => 'en',
        getToken: () => 'token-1',
        connect: (_url, options) =>
          new Promise<SocketLike>((resolve, reject) => {
            loads.push({ resolve, reject, options });
          }),
      });
      const parent = setup({
        types: { events: {} as SocketEvent | SocketCommand },
        actors: { socket: link.actor },
      }).createMachine({
        invoke: { id: 'socket', src: 'socket' },
        on: {
          'socket.reconnect': { actions: sendTo('socket', ({ event }) => event) },
          '*': { actions: ({ event }) => received.push(event as SocketEvent) },
        },
      });
      return { actor: createActor(parent).start(), loads, received };
    }

    it('connects once the library has arrived, and reports as before', async () => {
      const { loads, received } = startLater();
      expect(loads).toHaveLength(1);
      const socket = new FakeSocket(loads[0]!.options);
      loads[0]!.resolve(socket);
      await Promise.resolve();
      expect(socket.connectCalls).toBe(1);
      socket.fire('connect');
      expect(received).toEqual([{ type: 'socket.connected' }]);
    });

    it('never connects when stopped before the library arrived', async () => {
      const { actor, loads } = startLater();
      actor.stop();
      const socket = new FakeSocket(loads[0]!.options);
      loads[0]!.resolve(socket);
      await Promise.resolve();
      expect(socket.connectCalls).toBe(0);
    });

    it('a failed fetch is a link that is down; the next socket.reconnect fetches again', async () => {
      const { actor, loads, received } = startLater();
      loads[0]!.reject(new Error('offline'));
      await Promise.resolve();
      await Promise.resolve();
      expect(received).toEqual([{ type: 'socket.disconnected', serverClosed: false }]);
      actor.send({ type: 'socket.reconnect' });
      expect(loads).toHaveLength(2);
      const socket = new FakeSocket(loads[1]!.options);
      loads[1]!.resolve(socket);
      await Promise.resolve();
      expect(socket.connectCalls).toBe(1);
    });
  });

  describe('as built at start (lazySocketLink: its code arrives when the socket first opens)', () => {
    it('opens, reports, forwards a reconnect and sends, once its code has arrived', async () => {
      const sockets: FakeSocket[] = [];
      const received: SocketEvent[] = [];
      const link = lazySocketLink({
        url: 'https://chat.example.com',
        platform: 'wetalk',
        getLanguageCode: () => 'en',
        getToken: () => 'token-1',
        connect: (_url, options) => {
          const socket = new FakeSocket(options);
          sockets.push(socket);
          return socket;
        },
      });
      const parent = setup({
        types: { events: {} as SocketEvent | SocketCommand },
        actors: { socket: link.actor },
      }).createMachine({
        invoke: { id: 'socket', src: 'socket' },
        on: {
          'socket.reconnect': { actions: sendTo('socket', ({ event }) => event) },
          '*': { actions: ({ event }) => received.push(event as SocketEvent) },
        },
      });
      const actor = createActor(parent).start();
      await vi.waitUntil(() => sockets.length === 1);
      const socket = sockets[0] as FakeSocket;
      expect(socket.connectCalls).toBe(1);
      socket.fire('connect');
      socket.fire('disconnect', 'transport close');
      actor.send({ type: 'socket.reconnect' });
      expect(socket.connectCalls).toBe(2);
      socket.fire('connect');
      expect(received).toEqual([
        { type: 'socket.connected' },
        { type: 'socket.disconnected', serverClosed: true },
        { type: 'socket.reconnected' },
      ]);
      socket.ackAnswer = Promise.resolve({ status: 0, smsId: 'sms-1', date: 5 });
      const payload = {
        fromNumber: '14155550100',
        toNumber: '13125550101',
        text: 'hi',
        msgType: 'sms' as const,
        smsId: 'sms-1',
      };
      await expect(link.emitSendMessage(payload, new AbortController().signal)).resolves.toEqual({
        status: 0,
        smsId: 'sms-1',
        date: 5,
      });
      actor.stop();
      expect(socket.disconnectCalls).toBe(1);
    });
  });
});
