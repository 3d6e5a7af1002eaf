/**
 * Server processes of the server benchmarks: the product (`server/main.ts`, exactly as `npm start`
 * runs it, logs included) and the bare baseline (`bare.ts`), each in its own child process so the
 * load generator in this process does not share their event loop. Also a scratch PostgreSQL
 * database per run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface BenchProcess {
  url: string;
  pid: number;
  /**
   * Memory now, from /proc: the process and its children (the embedded database's server
   * processes), each counted by its proportional set size (shared pages split among the processes
   * sharing them, so the database's shared buffers count once).
   */
  rssMb(): Promise<number>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * This process's environment without NODE_ENV, so the product runs as `npm start` runs it
 * (sandbox mode). Vite's `build()`, which the browser sections run in this process before these,
 * sets NODE_ENV=production here when it was unset: inherited, it turned the product's sandbox off
 * (no demo accounts, no outbox) and the full `npm run bench` failed at the demo login.
 */
function inheritedEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
}

function tsx(script: string, env: NodeJS.ProcessEnv, stdout: 'pipe' | 'ignore'): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...inheritedEnvironment(), ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

function handle(child: ChildProcess, url: string): BenchProcess {
  return {
    url,
    pid: child.pid ?? 0,
    async rssMb() {
      let kb = 0;
      for (const pid of await processTree(child.pid ?? 0)) {
        const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
        kb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      }
      return kb / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A process and all its descendants. */
async function processTree(root: number): Promise<number[]> {
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    const children = await readFile(`/proc/${tree[index]}/task/${tree[index]}/children`, 'utf8').catch(() => '');
    tree.push(...children.split(' ').filter(Boolean).map(Number));
  }
  return tree;
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`${url}/web/getAdConfig?platform=pingme&t=0&webVersion=bench&languagecode=en`);
      await answer.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the server at ${url} did not start`);
}

/** The product as `npm start` runs it: the embedded database in `dataDir`, or PostgreSQL at `databaseUrl`. */
export async function startProduct(database: { dataDir: string } | { databaseUrl: string }): Promise<BenchProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    ...('dataDir' in database ? { DATA_DIR: database.dataDir } : { DATABASE_URL: database.databaseUrl }),
  };
  const child = tsx('server/main.ts', env, 'ignore');
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, child);
  return handle(child, url);
}

export async function startBare(chatListFile: string): Promise<BenchProcess> {
  const child = tsx('scripts/bench/server/bare.ts', { BARE_CHAT_LIST_FILE: chatListFile }, 'pipe');
  const line = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      if (buffered.includes('\n')) resolve(buffered.split('\n')[0] ?? '');
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  return handle(child, `http://127.0.0.1:${port}`);
}

export const BENCH_POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh database on the bench's PostgreSQL, or undefined when none answers. */
export async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const name = `vn_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch {
    return undefined;
  }
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
