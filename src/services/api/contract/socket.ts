/**
 * The socket.io contract of `/webchat` (spec 1 §7). The session travels in the handshake query.
 */
import type { Platform } from './platform.ts';

export const SOCKET_PATH = '/webchat';

export interface SocketHandshakeQuery {
  token: string;
  platform: Platform;
}

/** A failure the server reports on the socket before closing it (e.g. revoked token → 100014). */
export interface SocketErrorPayload {
  retcode: number;
  retmsg: string;
}

/** Server → client events beyond socket.io's own (connect, disconnect, reconnect…). */
export interface ServerToClientEvents {
  error: (payload: SocketErrorPayload) => void;
}

// biome-ignore lint/complexity/noBannedTypes: messaging events are added by the chats issue
export type ClientToServerEvents = {};
