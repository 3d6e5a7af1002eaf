/**
 * Types of the `connection` chart (spec 1 §4 Connection, §7 Real-time socket).
 *
 * The chart never touches socket.io: it invokes a callback actor with id `socket` (the root
 * provides `createSocketLink(...).actor` from `src/services/socket`) and reacts to what that actor reports.
 */

import type { SocketCommand, SocketEvent } from '../../../services/socket/socketActor.ts';

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

/** What the chart tells the root (by systemId `app`). */
export type { ConnectionNotification } from '../../shared/address.ts';

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
