/**
 * socket.io on the HTTP server's port at `/webchat` (spec 1 §7). The handshake query carries
 * `{ token, platform }` (and optionally `languagecode`); a bad one is refused with a
 * `connect_error` whose `data` is `{ retcode, retmsg }`. Each socket joins a room of its account,
 * one of its session and one of its language, so the server can reach "all tabs of this account"
 * and "everything logged in with this token", in the socket's language.
 *
 * Several processes (docs/messaging.md): with a Redis URL, rooms span every process through the
 * Redis streams adapter, so a message, a logout or a revocation in one process reaches sockets
 * held by the others. The streams adapter rather than the classic pub/sub one because it keeps
 * the events in a bounded log: connection-state recovery replays what a socket missed during a
 * short drop (also when it reconnects to another process), and a process that loses Redis for a
 * moment resumes from its offset instead of silently missing what was published meanwhile.
 * Ended sessions are also announced to the other processes (`sessionsEnded`), which drop them
 * from their session cache.
 */

import type { Server as HttpServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { Server, type ServerOptions } from 'socket.io';
import {
  attachmentMaxBytes,
  isPlatform,
  type LanguageCode,
  PLATFORMS,
  SOCKET_PATH,
  type SocketErrorPayload,
} from '../../src/services/api/contract/index.ts';
import type { ServerContext, SocketPort } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../domain/clock.ts';
import { type Failure, fail, isFailure } from '../domain/failure.ts';
import { accountRoom } from '../domain/messaging/events.ts';
import { authenticate, forgetSessions } from '../domain/sessions.ts';
import { failureBody } from '../http/answers.ts';
import type { OriginPolicy } from '../http/origins.ts';
import { BAD_INPUT_TEXTS } from '../i18n.ts';
import type { AppServer, SocketFeature } from './types.ts';

/**
 * The largest socket message: an MMS at the spec's 2 MB limit — base64-encoded, as the polling
 * fallback carries binary (4/3 of its size) — plus room for its other fields, so an oversized
 * attachment is refused by the messaging rules with an acknowledgement (spec 1 §5) rather than
 * by socket.io closing the connection.
 */
const SOCKET_MESSAGE_MAX_BYTES = Math.ceil((attachmentMaxBytes('local') * 4) / 3) + 256 * 1024;

export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
const languageRoom = (lang: LanguageCode) => `lang:${lang}`;
const LANGUAGES: readonly LanguageCode[] = ['en', 'zh_cn'];

/**
 * How long a dropped socket's missed events are kept for it (Redis only): the client's first
 * reconnect attempts (0.5 s to a few seconds, spec 1 §7) fall well inside; a longer outage is
 * covered by the client's catch-up over HTTP. The stream keeps at most `STREAM_MAX_EVENTS`.
 */
const RECOVERY_WINDOW_MS = 2 * 60_000;
const STREAM_MAX_EVENTS = 50_000;
/** How long a revocation waits for the other processes to forget the sessions. */
const PEER_ANSWER_MS = 1000;

export interface ClusterOptions {
  /** Redis URL; without it the hub serves this process's sockets only. */
  redisUrl?: string;
  /** Prefix of the Redis keys and channels: deployments sharing one Redis keep apart. */
  redisPrefix?: string;
}

export interface SocketHub extends SocketPort {
  readonly io: AppServer;
  /** Installs the handshake check and the features; call once the server context exists. */
  serve(context: ServerContext, features: readonly SocketFeature[]): void;
  /** Disconnects every socket without closing the HTTP server (that is Fastify's job). */
  close(): Promise<void>;
}

export function createSocketHub(
  httpServer: HttpServer,
  deps: { db: Database; clock: Clock; origins: OriginPolicy } & ClusterOptions,
): SocketHub {
  const redis = deps.redisUrl ? new Redis(deps.redisUrl, { lazyConnect: false }) : undefined;
  const prefix = deps.redisPrefix ?? 'vn';
  const cluster: Partial<ServerOptions> = redis
    ? {
        adapter: createAdapter(redis, {
          streamName: `${prefix}:socket.io`,
          channelPrefix: `${prefix}:socket.io`,
          sessionKeyPrefix: `${prefix}:sio:session:`,
          maxLen: STREAM_MAX_EVENTS,
        }),
        // A recovered socket still passes the handshake check: its session may have ended meanwhile.
        connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
      }
    : {};
  const io: AppServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    // The same page origins as the HTTP API (http/origins.ts); others are refused at the handshake.
    allowRequest: (request, callback) =>
      callback(null, deps.origins.allows(request.headers.origin, request.headers.host)),
    cors: { origin: true },
    maxHttpBufferSize: SOCKET_MESSAGE_MAX_BYTES,
    ...cluster,
  });

  io.on('sessionsEnded', (sessionIds, done) => {
    forgetSessions(deps.db, sessionIds);
    done();
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
        socket.join([accountRoom(session.accountId), sessionRoom(session.sessionId), languageRoom(socket.data.lang)]);
        for (const feature of features) feature(socket, context);
      });
    },
    async endSessions(sessionIds, failure) {
      if (sessionIds.length === 0) return;
      // Broadcasts, not fetchSockets(): they go through the adapter to every process without
      // waiting for answers, so a process that is down cannot hold a logout up. Each process
      // emits and then disconnects, in the order published.
      const rooms = sessionIds.map(sessionRoom);
      for (const lang of LANGUAGES) {
        const payload: SocketErrorPayload = failureBody(failure, lang);
        const others = LANGUAGES.filter((other) => other !== lang).map(languageRoom);
        io.in(rooms).except(others).emit('error', payload);
      }
      // A server-side disconnect: the client does not reconnect by itself (spec 1 §4 kicked).
      io.in(rooms).disconnectSockets();
      // Every process forgets the sessions it may hold in its cache (domain/sessions.ts) before
      // the revocation is answered; a process that does not answer within a second is down or
      // stuck, and does not hold the logout up longer.
      forgetSessions(deps.db, sessionIds);
      if (redis) {
        await Promise.race([
          io.serverSideEmitWithAck('sessionsEnded', [...sessionIds]).catch(() => {}),
          sleep(PEER_ANSWER_MS, undefined, { ref: false }),
        ]);
      }
    },
    async close() {
      io.local.disconnectSockets(true);
      io.engine.close();
      if (redis) {
        await io.of('/').adapter.close();
        await redis.quit().catch(() => {});
      }
    },
  };
}

function connectError(failure: Failure, lang: LanguageCode): Error & { data: SocketErrorPayload } {
  const body = failureBody(failure, lang);
  return Object.assign(new Error(body.retmsg), { data: { retcode: body.retcode, retmsg: body.retmsg } });
}
