import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import { boatScope } from "../../auth/scope";
import type { DbOrTx } from "../../db/client";
import { boatImages, boats } from "../../db/schema";
import { imageColumns } from "./image-dto";

/** An image of a boat `user` may see; otherwise 404. */
export async function findScopedImage(db: DbOrTx, user: AuthUser, id: number) {
  const [row] = await db
    .select(imageColumns)
    .from(boatImages)
    .innerJoin(boats, eq(boats.id, boatImages.boatId))
    .where(and(eq(boatImages.id, id), boatScope(user)))
    .limit(1);
  if (!row) throw notFound("boats.image_not_found");
  return row;
}
