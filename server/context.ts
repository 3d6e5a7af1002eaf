/** What handlers, socket features and sandbox controls share: one per running server. */
import type { FastifyBaseLogger } from 'fastify';
import type { CodeMessenger } from './adapters/messenger.ts';
import type { SandboxOutbox } from './adapters/sandboxOutbox.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './domain/clock.ts';
import type { SocketHub } from './socket/hub.ts';

export interface ServerContext {
  db: Database;
  clock: Clock;
  messenger: CodeMessenger;
  sockets: SocketHub;
  log: FastifyBaseLogger;
  /** Present only in sandbox mode. */
  outbox: SandboxOutbox | null;
}
