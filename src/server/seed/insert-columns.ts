import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/** A column to fill: its name and the PostgreSQL type its text values are cast to. */
export type ColumnSpec = readonly [name: string, type: string];

/**
 * Inserts many rows in one `INSERT … SELECT … FROM unnest($1::text[], $2::text[], …)`: one array parameter
 * per column, however many rows. Building a multi-row VALUES list through the query builder (one parameter
 * per value) was most of the CPU of a 50,000-boat benchmark seed. Values are sent as text and cast by the
 * server; null stays null; objects and arrays are sent as JSON (for jsonb columns).
 */
export async function insertColumns(
  db: DbOrTx,
  table: string,
  columns: readonly ColumnSpec[],
  rows: readonly (readonly unknown[])[],
  returning?: readonly string[],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const arrays = columns.map((_, c) =>
    rows.map((row) => {
      const v = row[c];
      if (v === null || v === undefined) return null;
      if (typeof v === "object" && !(v instanceof Date)) return JSON.stringify(v);
      return v instanceof Date ? v.toISOString() : String(v);
    }),
  );
  const names = columns.map(([name]) => ident(name)).join(", ");
  const casts = columns.map(([name, type], c) => `c${c}::${type} as ${ident(name)}`).join(", ");
  const aliases = columns.map((_, c) => `c${c}`).join(", ");
  const params = sql.join(
    arrays.map((a) => sql`${sql.param(a)}::text[]`),
    sql`, `,
  );
  const tail = returning?.length ? sql.raw(` returning ${returning.map(ident).join(", ")}`) : sql``;
  const result = await db.execute(
    sql`insert into ${sql.raw(ident(table))} (${sql.raw(names)}) select ${sql.raw(casts)} from unnest(${params}) as t(${sql.raw(aliases)})${tail}`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
