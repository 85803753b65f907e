import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { badRequest, notFound } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import { boatScope } from "../../auth/scope";
import type { Db } from "../../db/client";
import { boatImages, boats } from "../../db/schema";
import { imageColumns, toImageDto } from "./image-dto";
import type { ReorderInput } from "../records/schemas";

/** Sets the order of images of ONE boat `user` may see, all or nothing; answers that boat's images in order. */
export async function reorderBoatImages(db: Db, user: AuthUser, items: ReorderInput) {
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw badRequest("boats.image_reorder_repeated");
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: boatImages.id, boatId: boatImages.boatId })
      .from(boatImages)
      .innerJoin(boats, eq(boats.id, boatImages.boatId))
      .where(and(inArray(boatImages.id, ids), boatScope(user)))
      .for("update", { of: boatImages });
    if (found.length !== ids.length) throw notFound("boats.image_not_found");
    const boatIds = new Set(found.map((f) => f.boatId));
    if (boatIds.size !== 1) throw badRequest("boats.image_reorder_mixed");
    for (const item of items) {
      await tx.update(boatImages).set({ sortOrder: item.sort_order }).where(eq(boatImages.id, item.id));
    }
    const [boatId] = boatIds;
    const rows = await tx
      .select(imageColumns)
      .from(boatImages)
      .where(eq(boatImages.boatId, boatId!))
      .orderBy(asc(boatImages.sortOrder), asc(boatImages.id));
    return rows.map(toImageDto);
  });
}
