/**
 * The socket layer's types, apart from the hub that creates the sockets and the features that
 * handle their events, so neither imports the other (no import cycle, tests/unit/importBoundaries).
 */
import type { Server, Socket } from 'socket.io';
import type {
  ClientToServerEvents,
  LanguageCode,
  ServerToClientEvents,
} from '../../src/services/api/contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { AuthSession } from '../domain/sessions.ts';

/** Between server processes (through the adapter): sessions that ended, to drop from every session cache. */
interface InterServerEvents {
  sessionsEnded(sessionIds: number[], done: () => void): void;
}

export interface SocketData {
  session: AuthSession;
  lang: LanguageCode;
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** A socket feature attaches its event listeners to a freshly authenticated socket. */
export type SocketFeature = (socket: AppSocket, context: ServerContext) => void;
