import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { marinas } from "../../db/schema";

/** Marinas staff marked popular, by name: the footer's and home page's region links. */
export async function listPopularMarinas(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: marinas.id, name: marinas.name })
    .from(marinas)
    .where(eq(marinas.popular, true))
    .orderBy(asc(marinas.name), asc(marinas.id));
}
