/**
 * The `/webchat` socket.io connection as an XState callback actor (spec 1 §7, §4 Connection).
 * The connection chart invokes it and reacts to the events it sends back; it never imports the
 * chart.
 *
 * Events to the parent (names are the connection chart's contract):
 * - `socket.connected`     the first successful connection of this actor;
 * - `socket.reconnected`   every later successful connection (automatic or after `socket.reconnect`);
 *   exactly one of the two is sent per successful connection;
 * - `socket.disconnected { serverClosed }`  the link dropped; `serverClosed` unless the reason was a
 *   ping timeout (spec 1 §4);
 * - `socket.reconnecting { attempt }`       an automatic reconnect attempt starts (1, 2, …);
 * - `socket.failed { retcode, retmsg }`     the server refused or reported a failure (its `error`
 *   event, or a `connect_error` carrying `data.retcode`, e.g. 100014 for a revoked token);
 * - `socket.message { message }`            a `message` event (spec 1 §7): an own send echoed to every
 *   tab, or a received message. Payloads that do not match the contract are dropped, counted per
 *   event name (`unreadableEvents()`) and logged with what was wrong (never their values).
 * - `socket.chatRead { marker }`            a `chatRead` event: a conversation's read marker moved (in
 *   this tab or another, messaging.ts); every tab sets that conversation's badge from it.
 * - `socket.messagesDeleted { deleted }`   a `messagesDeleted` event: messages or a whole conversation
 *   of the account were deleted (issue 26 item 1); every tab removes them.
 * - `socket.payment { payment }`            a `payment` event: an order of the account was settled
 *   (payments.ts); every open tab hears it, so each refreshes its balance.
 * - `socket.balance { balance }`            a `balance` event: a charge or credit of the account
 *   committed (socket.ts `BalanceEvent`); every open tab shows the balance it carries.
 * - `socket.callbackDelivery { delivery }`  a `callbackDelivery` event: one of the account's callback
 *   deliveries changed (developerApi.ts); an open delivery console reads it again.
 * - `socket.codeSms { push }`               a `codeSms` event: an SMS arrived on one of the account's
 *   leased verification numbers (verificationCodes.ts); New Code shows it before its next check.
 * Events it accepts: `socket.reconnect` (connect now if not connected; socket.io does not
 * reconnect by itself after the server closed the socket). Stopping the actor closes the socket.
 *
 * spec 1 §7: the handshake and every `sendMessage` carry the brand (`platform`) and the current
 * language (`languagecode`), so a refused send's retmsg comes in the person's language. The link
 * stamps both, as the HTTP layer stamps its common parameters; callers pass only the message.
 */
import type { SocketOptions as IoSocketOptions, ManagerOptions } from 'socket.io-client';
import { fromCallback } from 'xstate';
import { z } from 'zod/mini';
import type { CallbackDeliveryEvent } from '../api/contract/developerApi.ts';
import {
  ChatMessageEvent,
  ChatReadEvent,
  MessagesDeletedEvent,
  SendMessageAck,
  type SendMessagePayload,
} from '../api/contract/messaging.ts';
import type { PaymentEvent } from '../api/contract/payments.ts';
import type { LanguageCode, Platform } from '../api/contract/platform.ts';
import { issueSummary } from '../api/contract/rows.ts';
import { BalanceEvent, SOCKET_PATH, type SocketHandshakeQuery } from '../api/contract/socket.ts';
import type { CodeSmsEvent } from '../api/contract/verificationCodes.ts';

export type SocketEvent =
  | { type: 'socket.connected' }
  | { type: 'socket.reconnected' }
  | { type: 'socket.disconnected'; serverClosed: boolean }
  | { type: 'socket.reconnecting'; attempt: number }
  | { type: 'socket.failed'; retcode: number; retmsg: string }
  | { type: 'socket.message'; message: ChatMessageEvent }
  | { type: 'socket.chatRead'; marker: ChatReadEvent }
  | { type: 'socket.messagesDeleted'; deleted: MessagesDeletedEvent }
  | { type: 'socket.payment'; payment: PaymentEvent }
  | { type: 'socket.balance'; balance: string }
  | { type: 'socket.callbackDelivery'; delivery: CallbackDeliveryEvent['delivery'] }
  | { type: 'socket.codeSms'; push: CodeSmsEvent };

export type SocketCommand = { type: 'socket.reconnect' };

/** spec 1 §7: websocket with polling fallback, reconnect forever every 0.5–60 s, 25 s timeout. */
export const SOCKET_OPTIONS = {
  path: SOCKET_PATH,
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 500,
  reconnectionDelayMax: 60_000,
  timeout: 25_000,
  autoConnect: false,
  // A fresh manager per actor: socket.io caches managers per URL, and a cached one would keep the
  // previous session's query.
  forceNew: true,
} satisfies Partial<ManagerOptions & IoSocketOptions>;

export type SocketOptions = typeof SOCKET_OPTIONS & { query: SocketHandshakeQuery };

/** The part of a socket.io client socket this actor uses (tests provide a fake). */
export interface SocketLike {
  readonly connected: boolean;
  connect(): unknown;
  disconnect(): unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(): unknown;
  /** socket.io's acknowledged emit with a deadline (`socket.timeout(ms).emitWithAck`). */
  timeout(ms: number): { emitWithAck(event: 'sendMessage', payload: SendMessagePayload): Promise<unknown> };
  readonly io: {
    opts: { query?: object };
    on(event: 'reconnect_attempt', listener: (attempt: number) => void): unknown;
    off(): unknown;
  };
}

/** Makes the socket; may answer later (the real one loads socket.io-client first). */
export type SocketFactory = (url: string, options: SocketOptions) => SocketLike | Promise<SocketLike>;

/**
 * socket.io-client is fetched with the first connection, not with the login screen: only a
 * logged-in person on a brand with chats ever opens the socket (spec 1 §7).
 */
const connectWithSocketIo: SocketFactory = async (url, options) => {
  const { io } = await import('socket.io-client');
  return io(url, options) as unknown as SocketLike;
};

export interface SocketActorDeps {
  /** Origin of the chat server (the API base unless a brand has its own chat host). */
  url: string;
  platform: Platform;
  /** Read at the first connection and again before every reconnect (spec 1 §7). */
  getToken(): string | null;
  /** The language now (zh_cn or en): read for every handshake and every send. */
  getLanguageCode(): LanguageCode;
  /** Replaces socket.io's `io` (tests). */
  connect?: SocketFactory;
}

const Failure = z.object({ retcode: z.int(), retmsg: z.catch(z.string(), '') });

/**
 * decision: an acknowledgement that has not come within 30 s counts as lost (a failed send the
 * person can retry; the smsId keeps a retry from duplicating). It is longer than socket.io's 25 s
 * connection timeout, so a slow link is given its chance first.
 */
export const SEND_ACK_TIMEOUT_MS = 30_000;

/**
 * The socket as the app uses it: `actor` for the connection chart to invoke, and
 * `emitSendMessage` for the outgoing-message charts — it emits on whichever socket the actor has
 * open and resolves with the server's acknowledgement (rejecting when there is no socket, no
 * answer in time, or an answer that does not match the contract).
 */
export function createSocketLink(deps: SocketActorDeps) {
  const connect: SocketFactory = deps.connect ?? connectWithSocketIo;
  const handshakeQuery = (): SocketHandshakeQuery => ({
    token: deps.getToken() ?? '',
    platform: deps.platform,
    languagecode: deps.getLanguageCode(),
  });
  let current: SocketLike | null = null;
  // Issue 22: an event that cannot be read is never dropped without a trace — counted here, per name.
  const unreadable = new Map<string, number>();
  const countUnreadable = (name: string, why: string) => {
    const count = (unreadable.get(name) ?? 0) + 1;
    unreadable.set(name, count);
    console.warn(`socket: ${name} event dropped (${count} so far): ${why}`);
  };

  /** The actor's body: what `actor` runs (and `lazySocketLink.ts` runs once this file has arrived). */
  const run = ({ sendBack, receive }: SocketActorParams): (() => void) => {
    const send = (event: SocketEvent) => sendBack(event);
    const reportFailure = (payload: unknown) => {
      const failure = Failure.safeParse(payload);
      if (failure.success) send({ type: 'socket.failed', ...failure.data });
    };
    let stopped = false;
    let socket: SocketLike | null = null;
    let disconnect = () => {};
    const open = () => {
      const made = connect(deps.url, { ...SOCKET_OPTIONS, query: handshakeQuery() });
      if (!(made instanceof Promise)) {
        disconnect = wire(made);
        return;
      }
      made.then(
        (loaded) => {
          if (!stopped) disconnect = wire(loaded);
        },
        // socket.io-client could not be fetched (offline): a link that is down; the chart's next
        // `socket.reconnect` tries again.
        () => send({ type: 'socket.disconnected', serverClosed: false }),
      );
    };

    receive((command) => {
      if (command.type !== 'socket.reconnect') return;
      if (!socket) open();
      else if (!socket.connected) {
        socket.io.opts.query = handshakeQuery();
        socket.connect();
      }
    });

    /**
     * The browser's network is back: try at once, not when socket.io's back-off (up to 60 s after
     * a long time offline) next fires — texts waiting in the outbox go as soon as they can (issue
     * 24 item 3). socket.io closes by itself on `offline`; a socket that is down is closed and
     * opened again, which starts a fresh attempt with the back-off reset (a close while down
     * reports no disconnect).
     */
    const reconnectNow = () => {
      if (!socket || socket.connected) return;
      socket.io.opts.query = handshakeQuery();
      socket.disconnect();
      socket.connect();
    };
    globalThis.addEventListener?.('online', reconnectNow);

    open();
    return () => {
      stopped = true;
      globalThis.removeEventListener?.('online', reconnectNow);
      disconnect();
    };

    /** Listens to the socket and connects it; answers how to close it. */
    function wire(opened: SocketLike): () => void {
      socket = opened;
      current = opened;
      let connectedBefore = false;

      opened.on('connect', () => {
        send({ type: connectedBefore ? 'socket.reconnected' : 'socket.connected' });
        connectedBefore = true;
      });
      opened.on('disconnect', (reason: string) => {
        send({ type: 'socket.disconnected', serverClosed: reason !== 'ping timeout' });
      });
      // A refusal by the server's handshake middleware carries the retcode in `data`; a plain
      // transport failure has none and is left to the reconnection loop.
      opened.on('connect_error', (error: { data?: unknown }) => reportFailure(error.data));
      opened.on('error', (payload: unknown) => reportFailure(payload));
      // Server events are checked against the contract: a payload that does not match is dropped,
      // counted and logged (which fields and how, not the values: they are a person's messages).
      const check = <T>(name: string, schema: z.ZodMiniType<T>, payload: unknown, report: (data: T) => SocketEvent) => {
        const parsed = schema.safeParse(payload);
        if (parsed.success) send(report(parsed.data));
        else countUnreadable(name, `does not match the contract: ${issueSummary(parsed.error)}`);
      };
      const relay = <T>(name: string, schema: z.ZodMiniType<T>, report: (data: T) => SocketEvent) =>
        opened.on(name, (payload: unknown) => check(name, schema, payload, report));
      // The other areas' events are checked against their contract group, fetched with the first
      // such event (the chats tab does not download those groups; issue 8 item 21). Events of one
      // kind keep their order; one that arrives after the socket was closed is dropped.
      const relayLater = <T>(name: string, schema: () => Promise<z.ZodMiniType<T>>, report: (data: T) => SocketEvent) =>
        opened.on(name, (payload: unknown) => {
          schema().then(
            (loaded) => current === opened && check(name, loaded, payload, report),
            () => countUnreadable(name, 'its contract did not load'),
          );
        });
      relay('message', ChatMessageEvent, (message) => ({ type: 'socket.message', message }));
      relay('chatRead', ChatReadEvent, (marker) => ({ type: 'socket.chatRead', marker }));
      relay('messagesDeleted', MessagesDeletedEvent, (deleted) => ({ type: 'socket.messagesDeleted', deleted }));
      relay('balance', BalanceEvent, ({ balance }) => ({ type: 'socket.balance', balance }));
      relayLater(
        'payment',
        () => import('../api/contract/payments.ts').then((group) => group.PaymentEvent),
        (payment) => ({ type: 'socket.payment', payment }),
      );
      relayLater(
        'codeSms',
        () => import('../api/contract/verificationCodes.ts').then((group) => group.CodeSmsEvent),
        (push) => ({ type: 'socket.codeSms', push }),
      );
      relayLater(
        'callbackDelivery',
        () => import('../api/contract/developerApi.ts').then((group) => group.CallbackDeliveryEvent),
        ({ delivery }) => ({ type: 'socket.callbackDelivery', delivery }),
      );
      opened.io.on('reconnect_attempt', (attempt) => {
        opened.io.opts.query = handshakeQuery();
        send({ type: 'socket.reconnecting', attempt });
      });

      opened.connect();
      return () => {
        if (current === opened) current = null;
        // Listeners go first so closing does not report a disconnect to a parent that stopped us.
        opened.off();
        opened.io.off();
        opened.disconnect();
      };
    }
  };
  const actor = fromCallback<SocketCommand>(run);

  async function emitSendMessage(payload: SendMessagePayload, signal: AbortSignal): Promise<SendMessageAck> {
    const socket = current;
    if (!socket?.connected) throw new Error('socket: not connected');
    const stamped: SendMessagePayload = { ...payload, platform: deps.platform, languagecode: deps.getLanguageCode() };
    const answer = await Promise.race([
      socket.timeout(SEND_ACK_TIMEOUT_MS).emitWithAck('sendMessage', stamped),
      new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    ]);
    return SendMessageAck.parse(answer);
  }

  /** How many events of each name were dropped as unreadable since the link was made. */
  const unreadableEvents = (): Readonly<Record<string, number>> => Object.fromEntries(unreadable);

  return { actor, run, emitSendMessage, unreadableEvents };
}

/** What the socket actor's body is given (XState's callback-actor parameters it uses). */
export interface SocketActorParams {
  sendBack(event: SocketEvent): void;
  receive(listener: (command: SocketCommand) => void): void;
}

export type SocketLink = ReturnType<typeof createSocketLink>;
