/**
 * Real-PostgreSQL test support: a database created for one test file and dropped after it, with
 * servers started on it (two, as two processes of one deployment would be). Files skip their
 * suite when no PostgreSQL answers, saying so.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTestServer, type TestServer } from './helpers.ts';

export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether PostgreSQL answers; when it does not, `suite` is reported as skipped. */
export async function postgresReachable(suite: string): Promise<boolean> {
  try {
    await admin('SELECT 1');
    return true;
  } catch {
    console.warn(`PostgreSQL is not reachable at ${ADMIN_URL}: ${suite} are skipped.`);
    return false;
  }
}

export interface ScratchPostgres {
  servers: TestServer[];
  /** Stops the servers and drops the database. */
  close(): Promise<void>;
}

/** A database of its own for one test file; `drop` removes it (closing what is still connected). */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function startOnScratchPostgres(prefix: string, count = 2): Promise<ScratchPostgres> {
  const database = await createScratchDatabase(prefix);
  const servers = await Promise.all(
    Array.from({ length: count }, () => startTestServer({ databaseUrl: database.url })),
  );
  return {
    servers,
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      await database.drop();
    },
  };
}
