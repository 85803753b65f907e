import "server-only";
import { eq } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { boatImages } from "../../db/schema";
import { releaseFiles } from "../../media/shared-files";
import type { Storage } from "../../media/storage";
import { variantKey } from "../../media/store-image";
import { findScopedImage } from "./find-scoped-image";

/** Removes an image of a boat `user` may see: the row first, then its files unless another row shows them. */
export async function deleteBoatImage(db: Db, storage: Storage, user: AuthUser, id: number) {
  const image = await findScopedImage(db, user, id);
  const [deleted] = await db.delete(boatImages).where(eq(boatImages.id, id)).returning({ id: boatImages.id });
  if (deleted) {
    await releaseFiles(
      db,
      storage,
      image.variants.map((w) => variantKey(image.storageKey, w)),
    );
  }
  return { id };
}
