/**
 * Statements prepared once per database: the hottest reads (a session by its token, a chat
 * listing) and the messaging writes skip drizzle's query building and PostgreSQL's parsing and
 * planning on every call — a large share of a small request's cost when profiled (issue 14).
 */
import pg from 'pg';
import type { Database } from './client.ts';

/**
 * Builds a value with `build` the first time it is used on a database, then reuses it: a prepared
 * statement, or what batches the calls of one (`chatListReads` in messaging/listings.ts).
 */
export function oncePerDatabase<Value>(build: (db: Database) => Value): (db: Database) => Value {
  const byDatabase = new WeakMap<Database, Value>();
  return (db) => {
    let value = byDatabase.get(db);
    if (value === undefined) {
      value = build(db);
      byDatabase.set(db, value);
    }
    return value;
  };
}

/** A statement of fixed text, run by name: each connection parses and plans it once. */
export interface NamedStatement {
  name: string;
  text: string;
}

/**
 * Runs a named statement with positional parameters (arrays become PostgreSQL arrays) and answers
 * its rows as the driver parses them. The statement is prepared under its name on each pooled
 * connection the first time it runs there.
 */
export async function runNamed<Row>(
  db: Database,
  statement: NamedStatement,
  values: readonly unknown[],
): Promise<Row[]> {
  // drizzle keeps the driver's client, node-postgres' pool, on `$client`; its type does not say so.
  const client = (db as unknown as { $client: pg.Pool }).$client;
  const connection = await client.connect();
  try {
    const result = await connection.query({ name: statement.name, text: statement.text, values: [...values] });
    connection.release();
    return result.rows as Row[];
  } catch (error) {
    // A statement's own failure (a retried smsId's unique key, a deadlock) leaves its connection
    // usable: kept, with the statements prepared on it (`pool.query` would drop it, and every
    // named statement would be planned again on a new one). Anything else drops it; so does the
    // pool for a connection that was closed.
    connection.release(error instanceof pg.DatabaseError ? undefined : (error as Error));
    throw error;
  }
}
