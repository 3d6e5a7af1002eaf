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
