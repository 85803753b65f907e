import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { banks } from "../db/schema";
import type { PublicBank } from "../website/schemas";

/** The bank accounts a customer may pay into: active ones, in staff order. */
export async function listActiveBanks(db: DbOrTx): Promise<PublicBank[]> {
  const rows = await db
    .select({
      id: banks.id,
      bankName: banks.bankName,
      accountHolder: banks.accountHolder,
      iban: banks.iban,
      currency: banks.currency,
      branch: banks.branch,
    })
    .from(banks)
    .where(eq(banks.active, true))
    .orderBy(asc(banks.sortOrder), asc(banks.id));
  return rows.map((r) => ({
    id: r.id,
    bank_name: r.bankName,
    account_holder: r.accountHolder,
    iban: r.iban,
    currency: r.currency,
    branch: r.branch,
  }));
}
