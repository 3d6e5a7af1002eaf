/**
 * Applies `migrations/NNNN_name.sql` in order, each in its own transaction, and records it in
 * `schema_migrations`. An advisory lock keeps two server processes starting together on one
 * PostgreSQL from applying the same file twice.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { DatabaseHandle } from './client.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;
/** Arbitrary, fixed key of the advisory lock ("migr" in ASCII). */
const MIGRATION_LOCK_KEY = 0x6d696772;

export interface Migration {
  name: string;
  sql: string;
}

export async function loadMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => MIGRATION_FILE.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      name: file.replace(/\.sql$/, ''),
      sql: await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'),
    })),
  );
}

/** Returns the names of the migrations applied by this call. */
export async function migrate(handle: DatabaseHandle, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return handle.withScriptConnection(async (connection) => {
    await connection.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await connection.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const applied = new Set(
        (await connection.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
      );
      const pending = all.filter((migration) => !applied.has(migration.name));
      for (const migration of pending) {
        try {
          // Names match MIGRATION_FILE, so inlining them is safe.
          await connection.exec(
            `BEGIN;\n${migration.sql}\n;INSERT INTO schema_migrations (name) VALUES ('${migration.name}');\nCOMMIT;`,
          );
        } catch (error) {
          await connection.exec('ROLLBACK').catch(() => {});
          throw new Error(`migration ${migration.name} failed`, { cause: error });
        }
      }
      return pending.map((migration) => migration.name);
    } finally {
      await connection.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
