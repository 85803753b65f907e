import "server-only";
import { englishSet } from "../content/english-values";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { marinas } from "../db/schema";
import { assertMarinaInput } from "./assert-marina-input";
import { getMarina } from "./get-marina";
import type { MarinaInput } from "./schemas";

export async function updateMarina(db: Db, id: number, input: MarinaInput) {
  const current = await getMarina(db, id);
  await assertMarinaInput(db, input, id);
  const [row] = await db
    .update(marinas)
    .set({
      name: input.name,
      ...englishSet({ nameEn: input.name_en }),
      districtId: input.district_id,
      popular: input.popular ?? current.popular,
    })
    .where(eq(marinas.id, id))
    .returning({ id: marinas.id });
  if (!row) throw notFound("marinas.not_found");
  return getMarina(db, id);
}
