import { describe, expect, it } from 'vitest';
import { createActor, sendTo, setup } from 'xstate';
import {
  createSocketActor,
  type SocketCommand,
  type SocketEvent,
  type SocketLike,
  type SocketOptions,
} from '../../../src/services/socket/index.ts';

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
  disconnect() {
    this.disconnectCalls += 1;
    this.connected = false;
    this.fire('disconnect', 'io client disconnect');
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
  const logic = createSocketActor({
    url: 'https://chat.example.com',
    platform: 'wetalk',
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
    actors: { socket: logic },
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
  return { actor, socket, sockets, received };
}

describe('createSocketActor (spec 1 §7)', () => {
  it('opens /webchat with the session in the query and the spec reconnection settings', () => {
    const { sockets, socket } = start();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('https://chat.example.com');
    expect(socket.options).toMatchObject({
      path: '/webchat',
      query: { token: 'token-1', platform: 'wetalk' },
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
    expect(socket.io.opts.query).toEqual({ token: 'token-2', platform: 'wetalk' });
    socket.fireManager('reconnect_attempt', 2);
    expect(socket.io.opts.query).toEqual({ token: '', platform: 'wetalk' });
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
    expect(socket.io.opts.query).toEqual({ token: 'token-2', platform: 'wetalk' });
  });

  it('closes the socket when stopped, without reporting that disconnect', () => {
    const { actor, socket, received } = start();
    socket.fire('connect');
    actor.stop();
    expect(socket.disconnectCalls).toBe(1);
    expect(received).toEqual([{ type: 'socket.connected' }]);
  });
});
