import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { districts } from "../db/schema";
import { districtColumns, toDistrictDto } from "./district-columns";

export async function getDistrict(db: DbOrTx, id: number) {
  const [row] = await db.select(districtColumns).from(districts).where(eq(districts.id, id)).limit(1);
  if (!row) throw notFound("districts.not_found");
  return toDistrictDto(row);
}
