import "server-only";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A hot read built once per database handle with drizzle's `.prepare(name)`: its SQL text is built once instead
 * of on every call (drizzle's query building cost more CPU than the driver's work for the quote's small
 * queries, docs/performance-journal.md), and node-postgres prepares it once per connection under `name`. A transaction
 * handle gets its own copy, dropped with it. `name` must be unique per statement text across the app.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}

const dialect = new PgDialect();

/**
 * `prepared` for a statement drizzle's builders do not write (e.g. a WITH whose parts write), its values as
 * `sql.placeholder(name)`: `execute({ name: value })` answers what `db.execute` would, `{ rows }`. PostgreSQL then
 * parses and plans it once per connection instead of on every call.
 */
export function preparedSql<Row>(db: DbOrTx, name: string, build: () => SQL) {
  return prepared(db, name, (d) =>
    d._.session.prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(
      dialect.sqlToQuery(build()),
      undefined,
      name,
      false,
    ),
  );
}
