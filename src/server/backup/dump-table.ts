import "server-only";
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { quoted, rowsOf } from "./catalog";

const FETCH_ROWS = 1000;

/**
 * Writes a table's rows to a file, one JSON object per line, as the database itself renders them
 * (`to_jsonb`, one line per row: numbers, dates and binary keep their exact text; nothing is parsed in JavaScript).
 * A cursor bounds memory to one batch, whatever the table's size. Returns the number of rows.
 */
export async function dumpTable(tx: DbOrTx, table: string, file: string): Promise<number> {
  const out = createWriteStream(file, { mode: 0o600 });
  const closed = once(out, "close");
  let rows = 0;
  try {
    await tx.execute(
      sql`DECLARE liman_dump NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS j FROM ${quoted(table)} t`,
    );
    for (;;) {
      const batch = await rowsOf<{ j: string }>(tx, sql.raw(`FETCH ${FETCH_ROWS} FROM liman_dump`));
      if (batch.length === 0) break;
      rows += batch.length;
      if (!out.write(`${batch.map((r) => r.j).join("\n")}\n`)) await once(out, "drain");
    }
    await tx.execute(sql`CLOSE liman_dump`);
  } finally {
    out.end();
    await closed;
  }
  return rows;
}
