/**
 * Opens the database: by default an embedded PostgreSQL on the data folder (`embeddedPostgres.ts`;
 * a fresh temporary folder, removed on close, when none is given), a PostgreSQL server when a
 * connection URL is given, and PGlite where the embedded PostgreSQL cannot run (no binaries for
 * the platform, root without a `postgres` user, a PGlite folder from before). All speak the
 * PostgreSQL dialect and share one drizzle schema and one migration set.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { startEmbeddedPostgres } from './embeddedPostgres.ts';
import { schema } from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One dedicated connection for scripts of several statements (migrations). */
export interface ScriptConnection {
  /** Runs one statement and returns its rows. */
  query<Row>(statement: string): Promise<Row[]>;
  /** Runs a script of any number of statements (simple query protocol). */
  exec(script: string): Promise<void>;
}

export interface DatabaseHandle {
  kind: 'embedded' | 'pglite' | 'postgres';
  /** Why the embedded PostgreSQL was not used (then kind is 'pglite'). */
  fallbackReason?: string;
  db: Database;
  withScriptConnection<T>(work: (connection: ScriptConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** The embedded database's folder; without it (and without a URL), a temporary one. */
  dataDir?: string;
  /** A PostgreSQL connection URL; wins over dataDir. */
  databaseUrl?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres({ connectionString: options.databaseUrl }, 'postgres');
  const temporary = options.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'vn-db-'));
  const dataDir = options.dataDir ?? (temporary as string);
  const removeTemporary = async () => {
    if (temporary) await rm(temporary, { recursive: true, force: true });
  };
  const embedded = await startEmbeddedPostgres(dataDir);
  if ('unavailable' in embedded) {
    const handle = await openPglite(dataDir, embedded.unavailable);
    return { ...handle, close: () => handle.close().then(removeTemporary) };
  }
  try {
    const handle = await openPostgres(embedded.connection, 'embedded');
    return { ...handle, close: () => handle.close().then(embedded.stop).then(removeTemporary) };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

async function openPglite(dataDir: string, fallbackReason: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db: Database = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    fallbackReason,
    db,
    // PGlite is a single connection already.
    withScriptConnection: (work) =>
      work({
        query: async <Row>(statement: string) => (await client.query<Row>(statement)).rows,
        exec: async (script) => {
          await client.exec(script);
        },
      }),
    close: () => client.close(),
  };
}

async function openPostgres(connection: pg.PoolConfig, kind: 'embedded' | 'postgres'): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ ...connection, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db: Database = drizzlePostgres({ client: pool, schema });
  return {
    kind,
    db,
    withScriptConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          query: async <Row>(statement: string) => (await client.query(statement)).rows as Row[],
          exec: async (script) => {
            await client.query(script);
          },
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
