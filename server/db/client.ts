/**
 * Opens the database: embedded PGlite (data in a folder, or in memory) by default, a real
 * PostgreSQL server when a connection URL is given. Both speak the PostgreSQL dialect and share
 * one drizzle schema and one migration set; each gets its own drizzle driver.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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
  kind: 'pglite' | 'postgres';
  db: Database;
  withScriptConnection<T>(work: (connection: ScriptConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PGlite data folder; without it (and without a URL) the database lives in memory. */
  dataDir?: string;
  /** A PostgreSQL connection URL; wins over dataDir. */
  databaseUrl?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db: Database = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
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

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db: Database = drizzlePostgres({ client: pool, schema });
  return {
    kind: 'postgres',
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
