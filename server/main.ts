/**
 * `npm start` / `npm run serve`: runs the reference server from the environment.
 *   PORT (8080), HOST (127.0.0.1 in sandbox mode, else 0.0.0.0), DATA_DIR (./data),
 *   DATABASE_URL (PostgreSQL instead of the embedded PGlite), REDIS_URL and REDIS_PREFIX (socket
 *   rooms shared with the other processes, docs/messaging.md), NODE_ENV=production (sandbox off),
 *   LOG_LEVEL (info), STATIC_DIR (dist).
 */
import { createRequire } from 'node:module';
import type { LoggerOptions } from 'pino';
import { createServer } from './app.ts';
import { optionsFromEnvironment } from './config.ts';

/** Readable logs for a person at a terminal in development; JSON lines everywhere else. */
function loggerOptions(sandbox: boolean): LoggerOptions {
  const level = process.env.LOG_LEVEL || 'info';
  if (!sandbox || !process.stdout.isTTY || !isInstalled('pino-pretty')) return { level };
  return {
    level,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  };
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
  const server = await createServer({ ...options, logger: loggerOptions(options.sandbox ?? true) });
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('the server could not start:', error);
  process.exit(1);
});
