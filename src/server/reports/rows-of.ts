import "server-only";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/** Runs one aggregate query and answers its rows (both drivers put them in `rows`). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
