import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/** Rows of a raw query, whichever driver runs it (both answer with `rows`). */
export async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Tables the database derives from others by triggers (boat_price_floors from boat_prices, migration 0015; the
 * partner feed's positions from agencies' reservations, migration 0040): not archived, rebuilt while the source
 * rows are loaded.
 */
export const DERIVED_TABLES = ["boat_price_floors", "agency_reservation_changes"];

/** Caches the app refills on demand (rendered PDFs, decision 0053): not archived, and empty after a restore. */
export const CACHE_TABLES = ["reservation_document_cache"];

/** The application's tables (schema public), parents before the tables whose foreign keys point at them. */
export async function tablesInLoadOrder(db: DbOrTx): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`,
    )
  ).filter((t) => !DERIVED_TABLES.includes(t.name) && !CACHE_TABLES.includes(t.name));
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
        JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = k.connamespace
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  // A table referencing itself loads in one statement per batch; the foreign key between batches is not ordered.
  for (const { child, parent } of edges) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < parents.size) {
    const ready = [...parents].filter(([t, ps]) => !placed.has(t) && [...ps].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error("The tables' foreign keys form a cycle: no load order exists");
    for (const [table] of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The columns a row can be written to (generated columns are computed by the database). */
export async function writableColumns(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT a.attname AS name FROM pg_attribute a
        WHERE a.attrelid = ${`public.${table}`}::regclass AND a.attnum > 0 AND NOT a.attisdropped
          AND a.attgenerated = '' ORDER BY a.attnum`,
  );
  return rows.map((r) => r.name);
}

export async function sequenceNames(db: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

export const quoted = (name: string) => sql.raw(`"public"."${name.replace(/"/g, '""')}"`);
