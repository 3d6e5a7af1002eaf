/**
 * Opens the database: by default an embedded PostgreSQL on the data folder (`embeddedPostgres.ts`;
 * a fresh temporary folder, removed on close, when none is given), or a PostgreSQL server when a
 * connection URL is given. One engine either way, one drizzle schema and one migration set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type EmbeddedPostgresSettings, startEmbeddedPostgres } from './embeddedPostgres.ts';
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
  kind: 'embedded' | 'postgres';
  /** What the person running the server should know about the embedded database's start. */
  notices: string[];
  db: Database;
  withScriptConnection<T>(work: (connection: ScriptConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** The embedded database's folder (its cluster in `postgres/` inside); without it (and without a URL), a temporary one. */
  dataDir?: string;
  /** A PostgreSQL connection URL; wins over dataDir. */
  databaseUrl?: string;
  /** Where the embedded PostgreSQL's binaries are, and whom it runs as under root. */
  embeddedPostgres?: EmbeddedPostgresSettings;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres({ connectionString: options.databaseUrl }, 'postgres', []);
  const temporary = options.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'vn-db-'));
  const dataDir = options.dataDir ?? (temporary as string);
  const removeTemporary = async () => {
    if (temporary) await rm(temporary, { recursive: true, force: true });
  };
  const embedded = await startEmbeddedPostgres(dataDir, options.embeddedPostgres).catch(async (error: unknown) => {
    await removeTemporary();
    throw error;
  });
  try {
    const handle = await openPostgres(embedded.connection, 'embedded', embedded.notices);
    return { ...handle, close: () => handle.close().then(embedded.stop).then(removeTemporary) };
  } catch (error) {
    await embedded.stop();
    await removeTemporary();
    throw error;
  }
}

async function openPostgres(
  connection: pg.PoolConfig,
  kind: DatabaseHandle['kind'],
  notices: string[],
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ ...connection, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db: Database = drizzle({ client: pool, schema });
  return {
    kind,
    notices,
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
