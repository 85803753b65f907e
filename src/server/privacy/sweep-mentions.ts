import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

export type Mention = { table: string; column: string; rows: number };

/**
 * Tables whose rows never hold an address in clear: the privacy audit keeps hashes only; the change log is
 * scrubbed on its own, last (audit/scrub-audit-mentions.ts).
 */
const SKIPPED = new Set(["privacy_audit", "audit_log"]);

/** Both drivers answer execute() with `{ rows }`. */
async function rowsOf<T>(tx: DbOrTx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

async function textColumns(tx: DbOrTx): Promise<Map<string, { column: string; json: boolean }[]>> {
  const rows = await rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    tx,
    sql`
    SELECT c.table_name, c.column_name, c.data_type
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
      AND c.is_generated = 'NEVER'
    ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, { column: string; json: boolean }[]>();
  for (const row of rows) {
    if (SKIPPED.has(row.table_name)) continue;
    const list = tables.get(row.table_name) ?? [];
    list.push({ column: row.column_name, json: row.data_type.startsWith("json") });
    tables.set(row.table_name, list);
  }
  return tables;
}

const holds = (column: string, email: string) => sql`strpos(lower(${sql.identifier(column)}::text), ${email}) > 0`;

/**
 * Every text and JSON column of every table that still holds the address, with how many rows: the check that
 * an erasure left nothing behind, in columns no one thought of (staff notes, closing titles, blog posts…).
 */
export async function findMentions(tx: DbOrTx, email: string): Promise<Mention[]> {
  const found: Mention[] = [];
  for (const [table, columns] of await textColumns(tx)) {
    const counts = sql.join(
      columns.map((c, i) => sql`count(*) FILTER (WHERE ${holds(c.column, email)})::int AS ${sql.identifier(`c${i}`)}`),
      sql`, `,
    );
    const [row] = await rowsOf<Record<string, number>>(tx, sql`SELECT ${counts} FROM ${sql.identifier(table)}`);
    columns.forEach((c, i) => {
      const rows = Number(row?.[`c${i}`] ?? 0);
      if (rows > 0) found.push({ table, column: c.column, rows });
    });
  }
  return found;
}

/** The values of one column that mention the address (for the export), at most 100. */
export async function mentionValues(tx: DbOrTx, mention: Mention, email: string): Promise<string[]> {
  const rows = await rowsOf<{ value: string }>(
    tx,
    sql`SELECT ${sql.identifier(mention.column)}::text AS value FROM ${sql.identifier(mention.table)}
        WHERE ${holds(mention.column, email)} LIMIT 100`,
  );
  return rows.map((r) => r.value);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Replaces the address wherever it is still written (free text the targeted steps do not know). */
export async function scrubMentions(tx: DbOrTx, mentions: Mention[], email: string, replacement: string) {
  const pattern = escapeRegExp(email);
  const json = new Map<string, Set<string>>();
  for (const [table, columns] of await textColumns(tx)) {
    json.set(table, new Set(columns.filter((c) => c.json).map((c) => c.column)));
  }
  for (const m of mentions) {
    const column = sql.identifier(m.column);
    const replaced = sql`regexp_replace(${column}::text, ${pattern}, ${replacement}, 'gi')`;
    const value = json.get(m.table)?.has(m.column) ? sql`(${replaced})::jsonb` : replaced;
    await tx.execute(sql`UPDATE ${sql.identifier(m.table)} SET ${column} = ${value} WHERE ${holds(m.column, email)}`);
  }
}
