/**
 * socket.io on the HTTP server's port at `/webchat` (spec 1 §7). The handshake query carries
 * `{ token, platform }` (and optionally `languagecode`); a bad one is refused with a
 * `connect_error` whose `data` is `{ retcode, retmsg }`. Each socket joins a room of its account
 * and one of its session, so the server can reach "all tabs of this account" and "everything
 * logged in with this token".
 */

import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  attachmentMaxBytes,
  type ClientToServerEvents,
  isPlatform,
  type LanguageCode,
  PLATFORMS,
  type ServerToClientEvents,
  SOCKET_PATH,
  type SocketErrorPayload,
} from '../../src/services/api/contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../domain/clock.ts';
import { type Failure, fail, isFailure } from '../domain/failure.ts';
import { accountRoom } from '../domain/messaging/events.ts';
import { type AuthSession, authenticate } from '../domain/sessions.ts';
import { failureBody } from '../http/answers.ts';
import { BAD_INPUT_TEXTS } from '../i18n.ts';
import type { SocketFeature } from './features.ts';

// biome-ignore lint/complexity/noBannedTypes: no events between server processes yet (Redis adapter later)
type InterServerEvents = {};

export interface SocketData {
  session: AuthSession;
  lang: LanguageCode;
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/**
 * The largest socket message: an MMS at the spec's 2 MB limit — base64-encoded, as the polling
 * fallback carries binary (4/3 of its size) — plus room for its other fields, so an oversized
 * attachment is refused by the messaging rules with an acknowledgement (spec 1 §5) rather than
 * by socket.io closing the connection.
 */
const SOCKET_MESSAGE_MAX_BYTES = Math.ceil((attachmentMaxBytes('local') * 4) / 3) + 256 * 1024;

export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

export interface SocketHub {
  readonly io: AppServer;
  /** Installs the handshake check and the features; call once the server context exists. */
  serve(context: ServerContext, features: readonly SocketFeature[]): void;
  /** Sends `error` with the failure's retcode to every socket of these sessions, then disconnects them. */
  endSessions(sessionIds: readonly number[], failure: Failure): Promise<void>;
  /** Disconnects every socket without closing the HTTP server (that is Fastify's job). */
  close(): void;
}

export function createSocketHub(httpServer: HttpServer, deps: { db: Database; clock: Clock }): SocketHub {
  const io: AppServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    // Tokens travel in the query, not in cookies, so any origin may connect (like the HTTP API).
    cors: { origin: '*' },
    maxHttpBufferSize: SOCKET_MESSAGE_MAX_BYTES,
  });

  return {
    io,
    serve(context, features) {
      io.use(async (socket, next) => {
        const query = socket.handshake.query;
        const lang: LanguageCode = query.languagecode === 'zh_cn' ? 'zh_cn' : 'en';
        try {
          const platform = query.platform;
          if (!isPlatform(platform)) {
            const detail = BAD_INPUT_TEXTS.invalidField('platform', `must be one of ${PLATFORMS.join(', ')}`);
            return next(connectError(fail('badRequest', detail), lang));
          }
          const session = await authenticate(deps.db, deps.clock, platform, query.token);
          if (isFailure(session)) return next(connectError(session, lang));
          socket.data = { session, lang };
          next();
        } catch (error) {
          context.log.error({ err: error }, 'socket handshake failed');
          next(connectError(fail('serverError'), lang));
        }
      });
      io.on('connection', (socket) => {
        const { session } = socket.data;
        socket.join([accountRoom(session.accountId), sessionRoom(session.sessionId)]);
        for (const feature of features) feature(socket, context);
      });
    },
    async endSessions(sessionIds, failure) {
      if (sessionIds.length === 0) return;
      const sockets = await io.in(sessionIds.map(sessionRoom)).fetchSockets();
      for (const socket of sockets) {
        const payload: SocketErrorPayload = failureBody(failure, socket.data.lang);
        socket.emit('error', payload);
        // A server-side disconnect: the client does not reconnect by itself (spec 1 §4 kicked).
        socket.disconnect();
      }
    },
    close() {
      io.local.disconnectSockets(true);
      io.engine.close();
    },
  };
}

function connectError(failure: Failure, lang: LanguageCode): Error & { data: SocketErrorPayload } {
  const body = failureBody(failure, lang);
  return Object.assign(new Error(body.retmsg), { data: { retcode: body.retcode, retmsg: body.retmsg } });
}
