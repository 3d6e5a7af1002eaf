/** What handlers, socket features and sandbox controls share: one per running server. */
import type { FastifyBaseLogger } from 'fastify';
import type { MessageCarrier } from './adapters/carrier.ts';
import type { CodeProvider } from './adapters/codeProvider.ts';
import type { CodeMessenger } from './adapters/messenger.ts';
import type { PaymentProvider } from './adapters/payments.ts';
import type { SafeHttp } from './adapters/safeHttp.ts';
import type { SandboxOutbox } from './adapters/sandboxOutbox.ts';
import type { SpeechToText } from './adapters/speech.ts';
import type { Database } from './db/client.ts';
import type { BalanceEventSink } from './domain/balanceEvents.ts';
import type { Clock } from './domain/clock.ts';
import type { CodeLimits } from './domain/codeLimits.ts';
import type { CallbackDeliveryEventSink } from './domain/developerApi/events.ts';
import type { KeyBox } from './domain/developerApi/keys.ts';
import type { Failure } from './domain/failure.ts';
import type { DeletionEventSink } from './domain/messaging/deletion.ts';
import type { MessageEventSink } from './domain/messaging/events.ts';
import type { ReadMarkerEventSink } from './domain/messaging/readMarkers.ts';
import type { PaymentEventSink } from './domain/payments/events.ts';
import type { SandboxBadRows } from './sandbox/badRows.ts';
import type { SandboxFaults } from './sandbox/faults.ts';

export interface ServerContext {
  db: Database;
  clock: Clock;
  messenger: CodeMessenger;
  /** Takes chat messages to numbers not on this server. */
  carrier: MessageCarrier;
  /** Leases numbers on which services' verification codes arrive (issue 10). */
  codeProvider: CodeProvider;
  /** Transcribes voicemails. */
  speech: SpeechToText;
  sockets: SocketPort;
  log: FastifyBaseLogger;
  /** Present only in sandbox mode. */
  outbox: SandboxOutbox | null;
  /** Limits of code requests and guesses (docs/security.md). */
  codeLimits: CodeLimits;
  /** Failures armed by `POST /sandbox/failNext`; present only in sandbox mode. */
  faults: SandboxFaults | null;
  /** Odd rows stored by `POST /sandbox/badRow`, added to the account's lists; only in sandbox mode. */
  badRows?: SandboxBadRows | null;
  /** Where the hosted plans page is: root-relative to this server ('/plans/') or absolute (docs/numbers.md). */
  plansPageUrl: string;
  /**
   * Takes payments (the sandbox provider in sandbox mode); the secret its webhooks are signed
   * with (null: none is accepted); PayPal's buttons (null: PayPal is not configured).
   */
  payments: {
    provider: PaymentProvider;
    webhookSecret: string | null;
    paypal: { clientId: string; sdkUrl: string } | null;
  };
  /**
   * The developer API (docs/developer-api.md): the SSRF-safe client callbacks go through, the box
   * the signing keys are sealed in (null: no secret configured, the API is unavailable), and the
   * dispatcher's wake-up after a delivery is queued.
   */
  developerApi: { http: SafeHttp; keys: KeyBox | null; wake(): void };
}

/**
 * What the rest of the server needs of the socket layer: publish to rooms, end sessions. A port
 * (the socket hub implements it), so nothing here imports the socket layer.
 */
export interface SocketPort
  extends MessageEventSink,
    PaymentEventSink,
    CallbackDeliveryEventSink,
    BalanceEventSink,
    ReadMarkerEventSink,
    DeletionEventSink {
  /**
   * Rooms to emit each domain's events to (messaging's `message`, payments' `payment`, the developer
   * API's `callbackDelivery`, every charge's and credit's `balance`, read markers' `chatRead`,
   * deletions' `messagesDeleted`).
   */
  readonly io: MessageEventSink['io'] &
    PaymentEventSink['io'] &
    CallbackDeliveryEventSink['io'] &
    BalanceEventSink['io'] &
    ReadMarkerEventSink['io'] &
    DeletionEventSink['io'];
  /**
   * Sends `error` with the failure's retcode to every socket of these sessions, in every process,
   * then disconnects them.
   */
  endSessions(sessionIds: readonly number[], failure: Failure): Promise<void>;
}
