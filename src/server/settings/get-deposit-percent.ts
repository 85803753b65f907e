import "server-only";
import { eq } from "drizzle-orm";
import { depositPercentOf } from "../../lib/deposit-copy";
import type { DbOrTx } from "../db/client";
import { settings } from "../db/schema";

/** The `deposit_percent` setting as a number (the default until staff save one). */
export async function getDepositPercent(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, "deposit_percent"))
    .limit(1);
  return depositPercentOf(row?.value);
}
