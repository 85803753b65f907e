import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { districts, marinas } from "../db/schema";
import { marinaColumns, toMarinaDto } from "./marina-columns";

export async function getMarina(db: DbOrTx, id: number) {
  const [row] = await db
    .select(marinaColumns)
    .from(marinas)
    .innerJoin(districts, eq(districts.id, marinas.districtId))
    .where(eq(marinas.id, id))
    .limit(1);
  if (!row) throw notFound("marinas.not_found");
  return toMarinaDto(row);
}
