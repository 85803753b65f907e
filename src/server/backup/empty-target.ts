import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { quoted, rowsOf, tablesInLoadOrder } from "./catalog";

/** Tables that the migrations themselves fill (default mail and document templates): not a sign of a used database. */
export const MIGRATION_SEEDED_TABLES = ["mail_templates", "document_templates", "document_template_versions"];

/** The tables that hold rows of their own, beyond what the migrations put there. */
export async function tablesWithRows(db: DbOrTx): Promise<string[]> {
  const used: string[] = [];
  for (const table of await tablesInLoadOrder(db)) {
    if (MIGRATION_SEEDED_TABLES.includes(table)) continue;
    const [row] = await rowsOf<{ used: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM ${quoted(table)}) AS used`);
    if (row?.used) used.push(table);
  }
  return used;
}
