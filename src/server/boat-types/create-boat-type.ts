import "server-only";
import type { Db } from "../db/client";
import { boatTypes } from "../db/schema";
import { uniqueSlug } from "../content/unique-slug";
import { assertBoatTypeNameFree } from "./assert-boat-type-name-free";
import { getBoatType } from "./get-boat-type";
import type { BoatTypeInput } from "./schemas";

export async function createBoatType(db: Db, input: BoatTypeInput) {
  await assertBoatTypeNameFree(db, input.name);
  const slug = await uniqueSlug(db, { table: boatTypes, slug: boatTypes.slug, id: boatTypes.id }, input.name);
  const [row] = await db
    .insert(boatTypes)
    .values({ name: input.name, nameEn: input.name_en ?? null, slug, sortOrder: input.sort_order ?? 0 })
    .returning({ id: boatTypes.id });
  return getBoatType(db, row!.id);
}
