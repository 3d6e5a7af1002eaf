/**
 * Socket features: each one attaches its event listeners to a freshly authenticated socket.
 * Chats (`messaging.ts`) handle `sendMessage`; `message` events are pushed through the account
 * room (see `accountRoom` in domain/messaging/events.ts).
 */
import { messagingSocketFeature } from './messaging.ts';
import type { SocketFeature } from './types.ts';

export const SOCKET_FEATURES: readonly SocketFeature[] = [messagingSocketFeature];
