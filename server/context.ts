/** What handlers, socket features and sandbox controls share: one per running server. */
import type { FastifyBaseLogger } from 'fastify';
import type { MessageCarrier } from './adapters/carrier.ts';
import type { CodeMessenger } from './adapters/messenger.ts';
import type { SandboxOutbox } from './adapters/sandboxOutbox.ts';
import type { SpeechToText } from './adapters/speech.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './domain/clock.ts';
import type { CodeLimits } from './domain/codeLimits.ts';
import type { SandboxFaults } from './sandbox/faults.ts';
import type { SocketHub } from './socket/hub.ts';

export interface ServerContext {
  db: Database;
  clock: Clock;
  messenger: CodeMessenger;
  /** Takes chat messages to numbers not on this server. */
  carrier: MessageCarrier;
  /** Transcribes voicemails. */
  speech: SpeechToText;
  sockets: SocketHub;
  log: FastifyBaseLogger;
  /** Present only in sandbox mode. */
  outbox: SandboxOutbox | null;
  /** Limits of code requests and guesses (docs/security.md). */
  codeLimits: CodeLimits;
  /** Failures armed by `POST /sandbox/failNext`; present only in sandbox mode. */
  faults: SandboxFaults | null;
  /** Where the hosted plans page is: root-relative to this server ('/plans/') or absolute (docs/numbers.md). */
  plansPageUrl: string;
}
