import "server-only";
import type { Db } from "../db/client";
import { marinas } from "../db/schema";
import { assertMarinaInput } from "./assert-marina-input";
import { getMarina } from "./get-marina";
import type { MarinaInput } from "./schemas";

export async function createMarina(db: Db, input: MarinaInput) {
  await assertMarinaInput(db, input);
  const [row] = await db
    .insert(marinas)
    .values({
      name: input.name,
      nameEn: input.name_en ?? null,
      districtId: input.district_id,
      popular: input.popular ?? false,
    })
    .returning({ id: marinas.id });
  return getMarina(db, row!.id);
}
