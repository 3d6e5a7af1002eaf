/**
 * Fresh data folders for test servers, copied from a template instead of created from nothing.
 *
 * Creating a cluster (initdb) is most of a test server's start: ~2 s on a quiet 2-core machine,
 * 5–7 s on a busy one, against ~0.3 s to copy a finished cluster (~40 MB) and start it. The
 * template is made once per machine and migration set by the server's own code (`openDatabase`,
 * then `migrate`: a data folder whose `postgres/` subfolder holds the cluster) and copied for every
 * server; each server then migrates (nothing left to do) and seeds its demo data as on any start,
 * so the seed's dates follow that server's clock.
 *
 * The template's name carries a hash of the migrations, so a new migration gets a template of its
 * own. It is built in a folder of its own and renamed into place, so two processes building at
 * once cannot leave a half template: the loser throws its copy away.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../../server/db/client.ts';
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
  // `data-`: a data folder holding the cluster in a subfolder (templates of earlier layouts hold a bare cluster).
  return join(tmpdir(), `vn-db-template-data-${hash.digest('hex').slice(0, 16)}`);
}

async function buildTemplate(): Promise<string> {
  const target = await templateName();
  if (await exists(target)) return target;
  const building = await mkdtemp(join(tmpdir(), 'vn-db-template-building-'));
  const database = await openDatabase({ dataDir: building });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  try {
    await rename(building, target);
  } catch (error) {
    // Another process put its template there first: the same migrations, so either will do.
    if (!(await exists(target))) throw error;
    await rm(building, { recursive: true, force: true });
  }
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
  // `cp -a` keeps the cluster's owner (the user PostgreSQL runs as when the tests run as root) and
  // the modes PostgreSQL insists on.
  await run('cp', ['-a', `${source}/.`, dataDir]);
  return dataDir;
}
