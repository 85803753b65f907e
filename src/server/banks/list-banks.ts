import "server-only";
import { asc } from "drizzle-orm";
import type { Db } from "../db/client";
import { banks } from "../db/schema";
import { bankColumns, toBankDto } from "./bank-columns";

/** Every bank account, inactive ones included, in display order. */
export async function listBanks(db: Db) {
  const rows = await db.select(bankColumns).from(banks).orderBy(asc(banks.sortOrder), asc(banks.id));
  return { items: rows.map(toBankDto), total: rows.length };
}
