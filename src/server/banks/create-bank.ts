import "server-only";
import type { Db } from "../db/client";
import { banks } from "../db/schema";
import { assertIbanFree } from "./assert-iban-free";
import { bankColumns, toBankDto } from "./bank-columns";
import type { BankInput } from "./schemas";

export async function createBank(db: Db, input: BankInput) {
  await assertIbanFree(db, input.iban);
  const [row] = await db
    .insert(banks)
    .values({
      bankName: input.bank_name,
      accountHolder: input.account_holder,
      iban: input.iban,
      currency: input.currency,
      branch: input.branch || null,
      active: input.active ?? true,
      sortOrder: input.sort_order ?? 0,
    })
    .returning(bankColumns);
  return toBankDto(row!);
}
