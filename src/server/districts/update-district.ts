import "server-only";
import { englishSet } from "../content/english-values";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { districts } from "../db/schema";
import { assertDistrictFree } from "./assert-district-free";
import { getDistrict } from "./get-district";
import type { DistrictInput } from "./schemas";

export async function updateDistrict(db: Db, id: number, input: DistrictInput) {
  await getDistrict(db, id);
  await assertDistrictFree(db, input, id);
  const [row] = await db
    .update(districts)
    .set({ town: input.town, name: input.name, ...englishSet({ nameEn: input.name_en }) })
    .where(eq(districts.id, id))
    .returning({ id: districts.id });
  if (!row) throw notFound("districts.not_found");
  return getDistrict(db, id);
}
