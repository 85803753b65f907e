import "server-only";
import type { Db } from "../db/client";
import { districts } from "../db/schema";
import { assertDistrictFree } from "./assert-district-free";
import { getDistrict } from "./get-district";
import type { DistrictInput } from "./schemas";

export async function createDistrict(db: Db, input: DistrictInput) {
  await assertDistrictFree(db, input);
  const [row] = await db
    .insert(districts)
    .values({ town: input.town, name: input.name, nameEn: input.name_en ?? null })
    .returning({ id: districts.id });
  return getDistrict(db, row!.id);
}
