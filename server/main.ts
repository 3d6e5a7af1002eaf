/**
 * `npm start` / `npm run serve`: runs the reference server from the environment.
 *   PORT (8080), HOST (127.0.0.1 in sandbox mode, else 0.0.0.0), DATA_DIR (./data),
 *   DATABASE_URL (a PostgreSQL server instead of the embedded one), EMBEDDED_POSTGRES_DIR and
 *   EMBEDDED_POSTGRES_USER (the embedded one's binaries, and whom it runs as under root:
 *   docs/messaging.md), REDIS_URL and REDIS_PREFIX (socket rooms shared with the other processes,
 *   docs/messaging.md), NODE_ENV=production (sandbox off), LOG_LEVEL (info), STATIC_DIR (dist).
 */
import { createRequire } from 'node:module';
import pino from 'pino';
import { createServer } from './app.ts';
import { type LoggerSettings, optionsFromEnvironment } from './config.ts';
import { STARTUP_PROBLEM_EXIT_CODE, StartupProblem } from './startupProblem.ts';

/** Readable logs for a person at a terminal in development; JSON lines everywhere else. */
function loggerSettings(sandbox: boolean, jsonLines: JsonLines): LoggerSettings {
  const level = process.env.LOG_LEVEL || 'info';
  if (!sandbox || !process.stdout.isTTY || !isInstalled('pino-pretty')) return { level, stream: jsonLines };
  return {
    level,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  };
}

type JsonLines = ReturnType<typeof pino.destination>;

/**
 * JSON lines go to stdout in blocks (up to BLOCK_BYTES, at least every second) instead of one
 * write per line: writing each request's line was ~8 % of a small request's time when profiled
 * (issue 14). What is left is written when the process exits (a clean stop, or an error); a
 * SIGKILL loses at most the last second of lines.
 */
const BLOCK_BYTES = 4096;
const BLOCK_MAX_AGE_MS = 1000;

function blockWrittenStdout(): JsonLines {
  const destination = pino.destination({ dest: 1, sync: false, minLength: BLOCK_BYTES });
  setInterval(() => destination.flush(), BLOCK_MAX_AGE_MS).unref();
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // A write still under way at exit: nothing more can be done synchronously.
    }
  });
  return destination;
}

/** pino-pretty is a dev dependency: absent after `npm ci --omit=dev`. */
function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const options = optionsFromEnvironment(process.env);
  const jsonLines = blockWrittenStdout();
  const server = await createServer({ ...options, logger: loggerSettings(options.sandbox ?? true, jsonLines) });
  // 'server ready' at once: whoever started the process may be waiting for it.
  jsonLines.flush();
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // Something to fix on the machine or in the settings: its one line says what, why and what to do.
  if (error instanceof StartupProblem) {
    console.error(`the server could not start: ${error.message}`);
    process.exit(STARTUP_PROBLEM_EXIT_CODE);
  }
  console.error('the server could not start:', error);
  process.exit(1);
});
