/**
 * Types of the `connection` chart (spec 1 §4 Connection, §7 Real-time socket).
 *
 * The chart never touches socket.io: it invokes a callback actor with id `socket` (the root
 * provides `createSocketLink(...).actor` from `src/services/socket`) and reacts to what that actor reports.
 */

import type { ChatMessageEvent } from '../../services/api/contract/messaging.ts';
import type { SocketCommand, SocketEvent } from '../../services/socket/socketActor.ts';

/**
 * What the socket actor (`createSocketLink(...).actor`) reports to the chart: `socket.connected` (first
 * connection), `socket.reconnected` (every later one), `socket.disconnected {serverClosed}`
 * (serverClosed unless a ping timeout, spec 1 §4), `socket.reconnecting {attempt}`,
 * `socket.failed {retcode, retmsg}` (the server refused the socket, e.g. 100014).
 */
export type SocketReport = SocketEvent;

/** What the chart asks of the socket actor: `socket.reconnect` (needed after a server close). */
export type { SocketCommand };

export type ConnectionEvent = SocketReport;

/** What the chart tells its parent (the `app` root). */
export type ConnectionNotification =
  /** The chat list should be fetched again (spec 1 §4: on reconnect). */
  | { type: 'chats.refresh' }
  /** A socket `message` (spec 1 §7), for the chats area. */
  | { type: 'message.received'; message: ChatMessageEvent }
  /** The socket is up: sending is allowed (spec 1 §4). */
  | { type: 'connection.restored' }
  /** The socket is down or reconnecting: sending is blocked (spec 1 §4). */
  | { type: 'connection.lost' }
  /** A socket refusal, routed through the retcode table like any HTTP failure (spec 1 §8). */
  | { type: 'api.failure'; endpoint: 'socket'; retcode: number; retmsg: string };

/** A source of numbers in [0, 1); injected so the random refresh delay is reproducible in tests. */
export type RandomSource = () => number;

export interface ConnectionInput {
  /** Defaults to `Math.random`. */
  random?: RandomSource;
}

/** A refusal the server reported on the socket (e.g. 100014 for a revoked token). */
export interface SocketRefusal {
  retcode: number;
  retmsg: string;
}

export interface ConnectionContext {
  random: RandomSource;
  /** The server's last refusal of this socket, until a connection succeeds again. */
  refusal: SocketRefusal | null;
  /** The socket.io reconnection attempt last reported (0 when not reconnecting). */
  attempt: number;
  /** Server-side closes in a row without a stable connection in between; drives the backoff. */
  serverCloses: number;
  /** The delay drawn for the pending chat-list refresh after a server close, in ms. */
  chatRefreshDelayMs: number;
}
