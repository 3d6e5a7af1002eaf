/**
 * Socket features: each one attaches its event listeners to a freshly authenticated socket.
 * Chats (`messaging.ts`) handle `sendMessage`; `message` events are pushed through the account
 * room (see `accountRoom` in domain/messaging/events.ts).
 */
import type { ServerContext } from '../context.ts';
import type { AppSocket } from './hub.ts';
import { messagingSocketFeature } from './messaging.ts';

export type SocketFeature = (socket: AppSocket, context: ServerContext) => void;

export const SOCKET_FEATURES: readonly SocketFeature[] = [messagingSocketFeature];
