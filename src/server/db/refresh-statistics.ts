import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "./client";

/** Autovacuum's default analyze threshold: 50 rows plus 10 % of the table. */
const BASE = 50;
const SCALE = 0.1;

type TableRow = { name: string; estimate: number };

/**
 * Vacuums and analyzes the tables whose row count has drifted from what the planner believes (never analyzed,
 * or changed by more than 50 rows + 10 %) — or every table with `all` — and answers the tables it processed.
 * PGlite runs PostgreSQL in single-user mode, without the autovacuum daemon: without this its plans are made
 * on default estimates (e.g. a trigram search of 5,000 boats read every row), dead rows of updates are never
 * reclaimed and the visibility map stays empty (index-only scans read the heap). PostgreSQL does this itself.
 * Must not run inside a transaction (VACUUM).
 */
export async function refreshStatistics(db: DbOrTx, options: { all?: boolean } = {}): Promise<string[]> {
  // Both drivers answer execute() with `{ rows }`.
  const tables = (await db.execute(
    sql`select c.relname as name, c.reltuples::float8 as estimate from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  )) as unknown as { rows: TableRow[] };
  const stale: string[] = [];
  for (const table of tables.rows) {
    const counted = (await db.execute(
      sql`select count(*)::float8 as n from ${sql.identifier(table.name)}`,
    )) as unknown as {
      rows: { n: number }[];
    };
    const n = Number(counted.rows[0]?.n ?? 0);
    const estimate = Number(table.estimate);
    // reltuples is -1 until the first ANALYZE (PostgreSQL 14+).
    const drifted = estimate < 0 ? n > 0 : Math.abs(n - estimate) > BASE + SCALE * estimate;
    if (drifted || (options.all && n > 0)) stale.push(table.name);
  }
  for (const name of stale) await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
  return stale;
}
