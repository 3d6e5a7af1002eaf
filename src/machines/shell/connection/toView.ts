/** What the views read from a `connection` snapshot (spec 1 §4 Connection). */
import type { SnapshotFrom } from 'xstate';
import type { ConnectionMachine } from './connection.machine.ts';
import type { SocketRefusal } from './types.ts';

export type ConnectionSnapshot = SnapshotFrom<ConnectionMachine>;

/** Sending is allowed only while connected (spec 1 §4: blocked while disconnected or connecting). */
export function selectCanSend(snapshot: ConnectionSnapshot | undefined): boolean {
  return snapshot?.hasTag('canSend') ?? false;
}

/** Whether the 'Connection down, reconnecting' notice shows (spec 1 §8, messages by meaning). */
export function selectConnectionDown(snapshot: ConnectionSnapshot | undefined): boolean {
  return snapshot?.hasTag('connectionDown') ?? false;
}

/** The socket.io reconnection attempt under way, or 0. */
export function selectReconnectAttempt(snapshot: ConnectionSnapshot | undefined): number {
  return snapshot?.context.attempt ?? 0;
}

/** The server's standing refusal of the socket (its failure was also routed as `api.failure`). */
export function selectConnectionRefusal(snapshot: ConnectionSnapshot | undefined): SocketRefusal | null {
  return snapshot?.context.refusal ?? null;
}

/** The standing notice while the chat socket is down: its text, and whether a retry is under way. */
export interface ConnectionNotice {
  messageKey: 'chats.connection.offline' | 'chats.connection.unreachable';
  /** The socket is trying again now (a spinner shows); offline it waits for the network instead. */
  retrying: boolean;
}

const OFFLINE_NOTICE: ConnectionNotice = { messageKey: 'chats.connection.offline', retrying: false };
const UNREACHABLE_NOTICE: ConnectionNotice = { messageKey: 'chats.connection.unreachable', retrying: true };

/**
 * spec 1 §8 'Connection down, reconnecting', told by its cause (docs/pwa.md 'Offline or the server
 * out of reach'). decision: 'offline' is said only when the browser says it has no network (the
 * window chart's `network` region: `browserOffline`); a socket that is down while the browser has
 * a network means the server cannot be reached — restarting, away, or closed on us — and the
 * notice says so, with the retry socket.io runs, never that the person is offline. Null while the
 * socket is up (or making its first connection).
 */
export function connectionNoticeOf(facts: { down: boolean; browserOffline: boolean }): ConnectionNotice | null {
  if (!facts.down) return null;
  return facts.browserOffline ? OFFLINE_NOTICE : UNREACHABLE_NOTICE;
}
