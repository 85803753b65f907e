import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { banks } from "../db/schema";
import { assertIbanFree } from "./assert-iban-free";
import { bankColumns, toBankDto } from "./bank-columns";
import type { BankInput } from "./schemas";

export async function updateBank(db: Db, id: number, input: BankInput) {
  const [exists] = await db.select({ id: banks.id }).from(banks).where(eq(banks.id, id)).limit(1);
  if (!exists) throw notFound("banks.not_found");
  await assertIbanFree(db, input.iban, id);
  const [row] = await db
    .update(banks)
    .set({
      bankName: input.bank_name,
      accountHolder: input.account_holder,
      iban: input.iban,
      currency: input.currency,
      branch: input.branch || null,
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
    })
    .where(eq(banks.id, id))
    .returning(bankColumns);
  if (!row) throw notFound("banks.not_found");
  return toBankDto(row);
}
