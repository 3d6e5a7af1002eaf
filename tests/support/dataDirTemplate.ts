/**
 * Fresh data folders for test servers, copied from a template instead of created from nothing.
 *
 * Creating a cluster (initdb) is most of a test server's start: ~2 s on a quiet 2-core machine,
 * 5–7 s on a busy one, against ~0.3 s to copy a finished cluster (~40 MB) and start it. The
 * template is made once per machine and migration set by the server's own code (`openDatabase`,
 * then `migrate`: the embedded PostgreSQL, or PGlite where that cannot run) and copied for every
 * server; each server then migrates (nothing left to do) and seeds its demo data as on any start,
 * so the seed's dates follow that server's clock.
 *
 * The template's name carries a hash of the migrations and the kind of database, so a new
 * migration or a machine where only PGlite runs gets a template of its own. It is built in a
 * folder of its own and renamed into place, so two processes building at once cannot leave a half
 * template: the loser throws its copy away.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, chmod, chown, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../../server/db/client.ts';
import { whyEmbeddedPostgresCannotRun } from '../../server/db/embeddedPostgres.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';

const run = promisify(execFile);

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

let template: Promise<string> | undefined;

async function templateName(): Promise<string> {
  const hash = createHash('sha256');
  for (const migration of await loadMigrations()) hash.update(`${migration.name}\n${migration.sql}\n`);
  // Where the embedded PostgreSQL cannot run on a temporary folder, the servers use PGlite.
  const kind = (await whyEmbeddedPostgresCannotRun(join(tmpdir(), 'vn-probe'))) === undefined ? 'embedded' : 'pglite';
  hash.update(kind);
  return join(tmpdir(), `vn-db-template-${kind}-${hash.digest('hex').slice(0, 16)}`);
}

async function buildTemplate(): Promise<string> {
  const target = await templateName();
  if (await exists(target)) return target;
  // A folder the `postgres` user may pass through (mkdtemp makes it private), holding the cluster.
  const building = await mkdtemp(join(tmpdir(), 'vn-db-template-building-'));
  await chmod(building, 0o755);
  const cluster = join(building, 'db');
  const database = await openDatabase({ dataDir: cluster });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  try {
    await rename(cluster, target);
  } catch (error) {
    // Another process put its template there first: the same migrations, so either will do.
    if (!(await exists(target))) throw error;
  }
  await rm(building, { recursive: true, force: true });
  return target;
}

/** The template's path, built on first use (once per process, and only when no process built it yet). */
export function dataDirTemplate(): Promise<string> {
  template ??= buildTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

/**
 * A new temporary data folder holding a copy of the template: a migrated, empty database. The
 * caller removes it (as it would a folder from mkdtemp).
 */
export async function freshDataDir(prefix: string): Promise<string> {
  const source = await dataDirTemplate();
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  // `cp -a` keeps the owner (the `postgres` user when the tests run as root) and the modes
  // PostgreSQL insists on; the folder itself gets the template's owner and mode too.
  await run('cp', ['-a', `${source}/.`, dataDir]);
  const { uid, gid, mode } = await stat(source);
  await chown(dataDir, uid, gid);
  await chmod(dataDir, mode & 0o777);
  return dataDir;
}
