import "server-only";
import { englishSet } from "../content/english-values";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { boatTypes } from "../db/schema";
import { uniqueSlug } from "../content/unique-slug";
import { assertBoatTypeNameFree } from "./assert-boat-type-name-free";
import { getBoatType } from "./get-boat-type";
import type { BoatTypeInput } from "./schemas";

/** Renames a type (its slug follows the new name) and/or changes its order. */
export async function updateBoatType(db: Db, id: number, input: BoatTypeInput) {
  const current = await getBoatType(db, id);
  await assertBoatTypeNameFree(db, input.name, id);
  const slug =
    current.name === input.name
      ? current.slug
      : await uniqueSlug(db, { table: boatTypes, slug: boatTypes.slug, id: boatTypes.id }, input.name, id);
  const [row] = await db
    .update(boatTypes)
    .set({
      name: input.name,
      ...englishSet({ nameEn: input.name_en }),
      slug,
      sortOrder: input.sort_order ?? current.sort_order,
    })
    .where(eq(boatTypes.id, id))
    .returning({ id: boatTypes.id });
  if (!row) throw notFound("boat_types.not_found");
  return getBoatType(db, id);
}
