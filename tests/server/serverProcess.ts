/**
 * Server processes for the multi-process suites: `server/main.ts` as a child process, exactly as
 * a deployment runs it (PORT, DATABASE_URL, REDIS_URL, REDIS_PREFIX), that a test can kill with
 * SIGKILL and start again on the same port. Also the scratch Redis prefix and the check that
 * Redis answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Redis } from 'ioredis';

const ROOT = join(import.meta.dirname, '..', '..');
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers; when it does not, `suite` is reported as skipped. */
export async function redisReachable(suite: string): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    console.warn(`Redis is not reachable at ${REDIS_URL}: ${suite} are skipped.`);
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A key prefix of its own, so runs sharing one Redis do not hear each other. */
export function scratchRedisPrefix(name: string): string {
  return `vn-test:${name}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/** Deletes every key of the prefix (the adapter's stream and recovery sessions). */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  /** What the process wrote up to 'server ready' on its last start. */
  startupLog: string;
  /** Starts the process (again, on the same port); resolves once it logged 'server ready'. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown, no flushing, as a crash. */
  kill(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
}

export async function serverProcess(env: {
  /** Without it, the embedded database (DATA_DIR in `variables`). */
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix?: string;
  /** More environment variables, or ones to override. */
  variables?: Record<string, string>;
}) {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) resolve();
      else process.once('exit', () => resolve());
    });
  const handle: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    startupLog: '',
    start() {
      const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: env.databaseUrl ?? '',
          ...(env.redisUrl ? { REDIS_URL: env.redisUrl, REDIS_PREFIX: env.redisPrefix ?? 'vn' } : {}),
          LOG_LEVEL: 'info',
          STATIC_DIR: join(ROOT, 'no-dist-for-tests'),
          ...env.variables,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      return new Promise<void>((resolve, reject) => {
        let output = '';
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('"server ready"')) {
            handle.startupLog = output;
            started.stdout?.off('data', onData);
            started.stdout?.resume();
            resolve();
          }
        };
        started.stdout?.on('data', onData);
        started.stderr?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        started.once('exit', (code) => reject(new Error(`server process exited with ${code}: ${output.slice(-2000)}`)));
      });
    },
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      await exited(child);
    },
  };
  return handle;
}
