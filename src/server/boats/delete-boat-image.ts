import { eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { boatImages } from "../db/schema";
import type { Storage } from "../media/storage";
import { deleteImage } from "../media/store-image";
import { findScopedImage } from "./find-scoped-image";

/** Removes an image of a boat `user` may see: the row first, then its stored files. */
export async function deleteBoatImage(db: Db, storage: Storage, user: AuthUser, id: number) {
  const image = await findScopedImage(db, user, id);
  const [deleted] = await db.delete(boatImages).where(eq(boatImages.id, id)).returning({ id: boatImages.id });
  if (deleted) await deleteImage(storage, { key: image.storageKey, variants: image.variants });
  return { id };
}
