import "server-only";
import { createHash } from "node:crypto";

type Preparable<T> = { prepare(name: string): { getQuery(): { sql: string }; execute(): Promise<T> } };

/**
 * The most statement names one process hands out. Every pooled connection keeps each named statement it prepared
 * (and PostgreSQL its plan) for the connection's life, and the query string chooses the shape (list lengths, page
 * size, filters present): without a cap, a client varying them could make every connection hold thousands of
 * plans. The site's own filters make a few dozen shapes; past the cap a new shape runs unnamed, planned per call.
 */
const MAX_NAMED_SHAPES = 256;

/** The names handed out so far: the first `limit` distinct SQL texts get one, later ones none. */
export function shapeNames(limit: number) {
  const names = new Set<string>();
  return (sqlText: string): string | undefined => {
    const name = `shape_${createHash("sha1").update(sqlText).digest("base64url")}`;
    if (names.has(name)) return name;
    if (names.size >= limit) return undefined;
    names.add(name);
    return name;
  };
}

const processShapeNames = shapeNames(MAX_NAMED_SHAPES);

/**
 * Runs a built query as a named statement whose name is derived from its SQL text: one statement per SQL shape
 * (the filters present, their list lengths, the page size, the order, the locale's columns…), reused on every
 * pooled connection that already prepared it. node-postgres then skips the parse, and after five executions
 * PostgreSQL may keep a generic plan instead of planning each call (docs/performance-journal.md, "Item 9, fifth pass"
 * and "sixth pass"). The values stay parameters, so the text — and the name — are the same for every request of
 * a shape.
 *
 * The query is built once (`prepare`); the name, known only from the built text, is then set on node-postgres's
 * query configs (drizzle-orm 0.45 NodePgPreparedQuery: `queryConfig`, `rawQueryConfig`). PGlite has neither and
 * runs it as before; so does a shape past MAX_NAMED_SHAPES.
 */
export function shapeStatement<T>(query: Preparable<T>): Promise<T> {
  const statement = query.prepare("");
  const name = processShapeNames(statement.getQuery().sql);
  if (!name) return statement.execute();
  for (const key of ["queryConfig", "rawQueryConfig"] as const) {
    const config = (statement as unknown as Record<string, { name?: string } | undefined>)[key];
    if (config && typeof config === "object") config.name = name;
  }
  return statement.execute();
}
