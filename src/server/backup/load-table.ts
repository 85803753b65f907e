import "server-only";
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { quoted, writableColumns } from "./catalog";

const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Loads a table's JSON lines with `json_populate_recordset`: the database parses the rows it rendered, in batches
 * so that memory stays bounded; identity values are kept (OVERRIDING SYSTEM VALUE).
 */
export async function loadTable(tx: DbOrTx, table: string, file: string): Promise<void> {
  const columns = (await writableColumns(tx, table)).map((c) => `"${c.replace(/"/g, '""')}"`).join(", ");
  const insert = (rows: string) =>
    tx.execute(
      sql`INSERT INTO ${quoted(table)} (${sql.raw(columns)}) OVERRIDING SYSTEM VALUE
          SELECT ${sql.raw(columns)} FROM json_populate_recordset(NULL::${quoted(table)}, ${rows}::json)`,
    );
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line === "") continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      await insert(`[${batch.join(",")}]`);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) await insert(`[${batch.join(",")}]`);
}
