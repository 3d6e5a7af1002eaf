/**
 * Socket features: each one attaches its event listeners to a freshly authenticated socket.
 * The chats issue adds `sendMessage` here (and pushes `message` through the account room,
 * see `accountRoom` in hub.ts); the foundation itself has no client-to-server events.
 */
import type { ServerContext } from '../context.ts';
import type { AppSocket } from './hub.ts';

export type SocketFeature = (socket: AppSocket, context: ServerContext) => void;

export const SOCKET_FEATURES: readonly SocketFeature[] = [];
