/**
 * A connection of its own per database, in node-postgres' pipeline mode, for the messaging writes
 * that must reach the database in the order they are issued (docs/messaging.md, "Group commit"):
 * a statement is written to the connection without waiting for the answer of the one before, and
 * PostgreSQL runs them one after the other in that order, each in its own transaction (an error
 * fails only its own statement). So the next batch is already at the database when the one before
 * commits, and the database does not wait for this process to read an answer and send the next.
 *
 * Where the database is not a PostgreSQL pool (PGlite, in process) statements run as `runNamed`
 * runs them. A connection that fails is dropped (its statements fail, their callers fall back) and
 * the next statement opens a new one.
 */
import pg from 'pg';
import type { Database } from './client.ts';
import { type NamedStatement, runNamed } from './prepared.ts';

const connections = new WeakMap<pg.Pool, Promise<pg.Client>>();

function poolOf(db: Database): pg.Pool | undefined {
  // drizzle keeps the driver's client on `$client`; its type does not say so.
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

function connectionOf(pool: pg.Pool): Promise<pg.Client> {
  let connection = connections.get(pool);
  if (!connection) {
    const client = new pg.Client({ ...pool.options, pipeline: true } as pg.ClientConfig);
    const forget = () => {
      if (connections.get(pool) === connection) connections.delete(pool);
    };
    client.on('error', forget);
    client.on('end', forget);
    connection = client.connect().then(
      () => client,
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    connections.set(pool, connection);
  }
  return connection;
}

/** Runs a named statement on the database's pipelined connection, after every statement issued before it there. */
export async function runPipelined<Row>(
  db: Database,
  statement: NamedStatement,
  values: readonly unknown[],
): Promise<Row[]> {
  const pool = poolOf(db);
  if (!pool) return runNamed<Row>(db, statement, values);
  const client = await connectionOf(pool);
  const result = await client.query({ name: statement.name, text: statement.text, values: [...values] });
  return result.rows as Row[];
}

/** Closes the database's pipelined connection, if it has one (with the pool). */
export async function endPipeline(db: Database): Promise<void> {
  const pool = poolOf(db);
  const connection = pool && connections.get(pool);
  if (!pool || !connection) return;
  connections.delete(pool);
  const client = await connection.catch(() => undefined);
  await client?.end().catch(() => {});
}
