/**
 * Statements prepared once per database: the hottest reads (a session by its token, a chat
 * listing) skip drizzle's query building and PostgreSQL's parsing and planning on every call —
 * a large share of a small request's cost when profiled (issue 14).
 */
import type { Database } from './client.ts';

/** Builds the statement with `build` the first time it is used on a database, then reuses it. */
export function preparedPerDatabase<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const byDatabase = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
