import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { banks } from "../db/schema";
import { bankColumns, toBankDto } from "./bank-columns";

/** Shows or hides an account on the site and in payment mails. */
export async function setBankActivity(db: Db, input: { id: number; active: boolean }) {
  const [row] = await db
    .update(banks)
    .set({ active: input.active })
    .where(eq(banks.id, input.id))
    .returning(bankColumns);
  if (!row) throw notFound("banks.not_found");
  return toBankDto(row);
}
