import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { conflict } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { banks } from "../db/schema";

export async function assertIbanFree(db: DbOrTx, iban: string, excludeId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: banks.id })
    .from(banks)
    .where(and(eq(banks.iban, iban), excludeId === undefined ? undefined : ne(banks.id, excludeId)))
    .limit(1);
  if (taken) throw conflict("banks.iban_taken", "DUPLICATE");
}
