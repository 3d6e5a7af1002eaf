/**
 * The reference server: Fastify for `/web/*`, the static data and the built client, socket.io on
 * the same port at `/webchat`, PostgreSQL (embedded, or at a URL) behind drizzle. Tests and the e2e suite start
 * it with `createServer({ port: 0, dataDir: <fresh temp dir>, logger: false })`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { PLANS_PAGE_PATH } from '../src/services/api/contract/index.ts';
import { unconfiguredCarrier } from './adapters/carrier.ts';
import { createSandboxCarrier } from './adapters/carrierSandbox.ts';
import { unconfiguredCodeProvider } from './adapters/codeProvider.ts';
import { createSandboxCodeProvider } from './adapters/codeProviderSandbox.ts';
import { unconfiguredMessenger } from './adapters/messenger.ts';
import { unconfiguredPayments } from './adapters/payments.ts';
import { createSandboxPayments, SANDBOX_PAYPAL } from './adapters/paymentsSandbox.ts';
import { createSafeHttp } from './adapters/safeHttp.ts';
import { createSandboxOutbox, type SandboxOutbox } from './adapters/sandboxOutbox.ts';
import { unconfiguredSpeech } from './adapters/speech.ts';
import { sandboxSpeech } from './adapters/speechSandbox.ts';
import {
  JSON_BODY_LIMIT_BYTES,
  SANDBOX_CALLBACK_ALLOWED_ADDRESSES,
  SANDBOX_CALLBACK_KEY_SECRET,
  type ServerOptions,
} from './config.ts';
import type { ServerContext } from './context.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { publishBalance } from './domain/balanceEvents.ts';
import { AdjustableClock, systemClock } from './domain/clock.ts';
import { CODE_LIMITS } from './domain/codeLimits.ts';
import { CALLBACK_HTTP, type CallbackDispatcher, startCallbackDispatcher } from './domain/developerApi/dispatcher.ts';
import { createKeyBox } from './domain/developerApi/keys.ts';
import { startCarrierDispatcher } from './domain/messaging/carrierDelivery.ts';
import { drainSends } from './domain/messaging/send.ts';
import { startRenewalScheduler } from './domain/numbers/renewals.ts';
import { startPaymentExpiry } from './domain/payments/expiry.ts';
import { cacheSessions } from './domain/sessions.ts';
import { guardOutsideQueries } from './domain/transaction.ts';
import { registerApiGuide } from './http/apiGuideRoutes.ts';
import { registerCompression } from './http/compression.ts';
import { registerCors } from './http/cors.ts';
import { registerDataRoutes } from './http/dataRoutes.ts';
import { answerClientError, installErrorHandling } from './http/errors.ts';
import { endpointHandlers } from './http/handlers/index.ts';
import { registerKycImageRoute } from './http/kycImageRoute.ts';
import { registerMediaRoutes } from './http/mediaRoutes.ts';
import { registerOpenApi } from './http/openapi.ts';
import { createOriginPolicy } from './http/origins.ts';
import { registerPaymentRoutes } from './http/paymentRoutes.ts';
import { plansPageFrameSources, registerPlansPage } from './http/plansPage.ts';
import { registerEndpoints } from './http/registrar.ts';
import { OneLinePerRequest } from './http/requestLog.ts';
import { type CataloguedRoute, catalogueRoutes } from './http/routeCatalogue.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { findStaticSite, registerStaticSite } from './http/staticSite.ts';
import { createSandboxBadRows } from './sandbox/badRows.ts';
import { registerDeveloperApiSandboxRoutes } from './sandbox/developerApi.ts';
import { createSandboxFaults } from './sandbox/faults.ts';
import { registerPaymentPages } from './sandbox/paymentPages.ts';
import { registerSandboxRoutes } from './sandbox/routes.ts';
import { seedDemoData } from './seed.ts';
import { SOCKET_FEATURES } from './socket/features.ts';
import { createSocketHub } from './socket/hub.ts';

export type { ServerOptions } from './config.ts';

/** A request whose headers and body have not fully arrived by then answers 408 (errors.ts). */
const REQUEST_TIMEOUT_MS = 30_000;

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  database: DatabaseHandle['kind'];
  /** What this start did to the database (both empty on a restart with the same data). */
  startup: { migrationsApplied: string[]; demoAccountsCreated: number };
  /** Every route it serves, with its description (the OpenAPI document's source, `http/routeCatalogue.ts`). */
  routes: readonly CataloguedRoute[];
  /** Present in sandbox mode. */
  sandbox?: { outbox: SandboxOutbox };
  close(): Promise<void>;
}

export async function createServer(options: ServerOptions = {}): Promise<RunningServer> {
  const sandbox = options.sandbox ?? true;
  // Sandbox time travel (POST /sandbox/advanceClock) moves this clock for the whole server.
  const sandboxClock = sandbox ? new AdjustableClock(options.clock ?? systemClock) : null;
  const clock = sandboxClock ?? options.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOption(options.logger),
    // One line per request instead of two (http/requestLog.ts).
    logController: new OneLinePerRequest(),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // A random id per request: a 500 names it, the log holds the detail under it.
    genReqId: () => randomUUID(),
    requestTimeout: REQUEST_TIMEOUT_MS,
    clientErrorHandler: answerClientError,
    trustProxy: options.trustProxy ?? false,
  });
  // First of all, so every route and plugin registered below inherits them (issue 14).
  const site = findStaticSite(options.staticDir ?? 'dist');
  installErrorHandling(app, site, JSON_BODY_LIMIT_BYTES);
  const routes = catalogueRoutes(app);
  // Bodies are JSON only: text/plain would otherwise arrive as a string.
  app.removeContentTypeParser('text/plain');
  const origins = createOriginPolicy(options.allowedOrigins ?? []);

  const opened = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    embeddedPostgres: options.embeddedPostgres,
  });
  // No query may escape its transaction (domain/transaction.ts): the server's handle refuses it.
  const database: DatabaseHandle = { ...opened, db: guardOutsideQueries(opened.db) };
  for (const notice of database.notices) app.log.info(`embedded database: ${notice}`);
  // Revocations reach every process using the database: one process, or processes joined by Redis.
  if (database.kind !== 'postgres' || options.redisUrl) cacheSessions(database.db);
  try {
    const applied = await migrate(database);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    const seeded = sandbox ? await seedDemoData(database.db, clock) : 0;
    if (seeded > 0) app.log.info({ accounts: seeded }, 'sandbox demo data seeded');

    const outbox = sandbox ? createSandboxOutbox(app.log, clock) : null;
    const faults = sandbox ? createSandboxFaults() : null;
    const sandboxCodeProvider = outbox ? createSandboxCodeProvider(outbox, app.log) : null;
    const sockets = createSocketHub(app.server, {
      db: database.db,
      clock,
      origins,
      redisUrl: options.redisUrl,
      redisPrefix: options.redisPrefix,
    });
    // The sandbox provider posts its webhooks to this server's own address, known once it listens.
    let listenUrl = '';
    const webhookSecret = options.payments?.webhookSecret ?? (sandbox ? randomBytes(32).toString('base64url') : null);
    const sandboxPayments =
      sandbox && !options.payments?.provider && webhookSecret
        ? createSandboxPayments({ db: database.db, clock, log: app.log, webhookSecret, baseUrl: () => listenUrl })
        : null;
    const keySecret = options.developerApi?.keySecret ?? (sandbox ? SANDBOX_CALLBACK_KEY_SECRET : null);
    let callbackDispatcher: CallbackDispatcher | undefined;
    const context: ServerContext = {
      db: database.db,
      clock,
      messenger: options.messenger ?? outbox ?? unconfiguredMessenger,
      carrier: options.carrier ?? (outbox ? createSandboxCarrier(outbox, app.log) : unconfiguredCarrier),
      codeProvider: options.codeProvider ?? sandboxCodeProvider ?? unconfiguredCodeProvider,
      speech: options.speech ?? (sandbox ? sandboxSpeech : unconfiguredSpeech),
      sockets,
      log: app.log,
      outbox,
      codeLimits: { ...CODE_LIMITS, ...options.codeLimits },
      faults,
      badRows: sandbox ? createSandboxBadRows() : null,
      plansPageUrl: options.plansPageUrl ?? PLANS_PAGE_PATH,
      payments: {
        provider: options.payments?.provider ?? sandboxPayments ?? unconfiguredPayments,
        webhookSecret,
        paypal: sandboxPayments ? SANDBOX_PAYPAL : (options.payments?.paypal ?? null),
      },
      developerApi: {
        http: createSafeHttp({
          ...CALLBACK_HTTP,
          allowedAddresses:
            options.developerApi?.allowedAddresses ?? (sandbox ? SANDBOX_CALLBACK_ALLOWED_ADDRESSES : []),
        }),
        keys: keySecret ? createKeyBox(keySecret) : null,
        // The dispatcher starts below, once the context exists.
        wake: () => callbackDispatcher?.wake(),
      },
    };
    sockets.serve(context, SOCKET_FEATURES);
    const stopCarrierDispatcher = startCarrierDispatcher(context);
    callbackDispatcher = startCallbackDispatcher(context);
    const stopRenewals = startRenewalScheduler(
      database.db,
      clock,
      (error) => app.log.error({ err: error }, 'number renewals failed'),
      (accountId) => publishBalance(context, accountId),
    );
    const stopPaymentExpiry = startPaymentExpiry(context, (error) =>
      app.log.error({ err: error }, 'payment order expiry failed'),
    );

    await registerSecurityHeaders(app, {
      connectSources: options.cspConnectSources ?? [],
      frameSources: plansPageFrameSources(context.plansPageUrl),
      paymentSources: paymentScriptSources(context.payments.paypal),
    });
    // Before any route: the plugin attaches itself to the routes registered after it.
    await registerCompression(app);
    registerCors(app, origins);
    registerEndpoints(app, context, endpointHandlers);
    registerDataRoutes(app);
    registerMediaRoutes(app, context);
    registerKycImageRoute(app, context);
    registerPaymentRoutes(app, context);
    registerPlansPage(app, { url: context.plansPageUrl, appOrigins: options.allowedOrigins ?? [] });
    registerApiGuide(app, { browsable: sandbox });
    if (outbox && faults && sandboxClock)
      registerSandboxRoutes(app, context, {
        outbox,
        faults,
        clock: sandboxClock,
        // The pool control drives the sandbox provider only, not one passed in.
        codeProvider: options.codeProvider ? null : sandboxCodeProvider,
      });
    if (sandboxPayments) registerPaymentPages(app, sandboxPayments, clock);
    if (sandbox) registerDeveloperApiSandboxRoutes(app, context, callbackDispatcher);
    await registerOpenApi(app, routes, { browsable: sandbox });
    await registerStaticSite(app, site, { sourceMaps: sandbox });
    if (!site.built) app.log.warn('dist/ has no index.html: run `npm run build` to serve the client');

    // Sockets first, so their connections do not hold the HTTP server open; the database last.
    app.addHook('preClose', async () => {
      await sockets.close();
      await stopCarrierDispatcher();
      await callbackDispatcher?.stop();
      await stopRenewals();
      await stopPaymentExpiry();
      await sandboxPayments?.drain();
      await drainSends(context);
    });
    app.addHook('onClose', async () => database.close());

    await app.listen({ port: options.port ?? 8080, host: options.host ?? '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://${urlHost(options.host ?? '127.0.0.1')}:${port}`;
    listenUrl = url;
    app.log.info({ url, sandbox, database: database.kind }, 'server ready');

    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      database: database.kind,
      startup: { migrationsApplied: applied, demoAccountsCreated: seeded },
      routes,
      ...(outbox ? { sandbox: { outbox } } : {}),
      close: () => {
        closing ??= app.close();
        return closing;
      },
    };
  } catch (error) {
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

/** The page may load PayPal's script (and its frames) from its origin when it is another host's. */
function paymentScriptSources(paypal: { sdkUrl: string } | null): string[] {
  return paypal && /^https?:\/\//.test(paypal.sdkUrl) ? [new URL(paypal.sdkUrl).origin] : [];
}

function loggerOption(logger: ServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  return logger ?? { level: 'info' };
}

/** A wildcard listen address is reached through loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
