import "server-only";
import { createHash } from "node:crypto";

type Preparable<T> = { prepare(name: string): { getQuery(): { sql: string }; execute(): Promise<T> } };

/**
 * Runs a built query as a named statement whose name is derived from its SQL text: one statement per SQL shape
 * (the filters present, their list lengths, the order, the locale's columns…), reused on every pooled connection
 * that already prepared it. node-postgres then skips the parse, and after five executions PostgreSQL may keep a
 * generic plan instead of planning each call (docs/performance.md, "Item 9, fifth pass"). The values stay
 * parameters, so the text — and the name — are the same for every request of a shape.
 *
 * The query is built once (`prepare`); the name, known only from the built text, is then set on node-postgres's
 * query configs (drizzle-orm 0.45 NodePgPreparedQuery: `queryConfig`, `rawQueryConfig`). PGlite has neither and
 * runs it as before.
 */
export function shapeStatement<T>(query: Preparable<T>): Promise<T> {
  const statement = query.prepare("");
  const name = `shape_${createHash("sha1").update(statement.getQuery().sql).digest("base64url")}`;
  for (const key of ["queryConfig", "rawQueryConfig"] as const) {
    const config = (statement as unknown as Record<string, { name?: string } | undefined>)[key];
    if (config && typeof config === "object") config.name = name;
  }
  return statement.execute();
}
