import "server-only";
import { eq } from "drizzle-orm";
import { conflict } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { sqlStateOf } from "../../db/pg-error";
import { boatImages, boats, reservations } from "../../db/schema";
import { releaseFiles } from "../../media/shared-files";
import type { Storage } from "../../media/storage";
import { variantKey } from "../../media/store-image";
import { findScopedBoat } from "../find-scoped-boat";
import type { ErrorKey } from "@/shared/messages/message-ref";

const HAS_RESERVATIONS = "boats.has_reservations" satisfies ErrorKey;

/**
 * Deletes a boat that has never had a reservation, with its prices, closings, images, comments and iCal imports
 * (cascading foreign keys); its stored image files go too unless another row shows the same picture. A boat with
 * reservations is refused (409), also by the database: reservations.boat_id is ON DELETE RESTRICT, so a
 * reservation written meanwhile makes the delete fail rather than vanish.
 */
export async function deleteBoat(db: Db, storage: Storage, user: AuthUser, boatId: number) {
  let fileKeys: string[] = [];
  try {
    await db.transaction(async (tx) => {
      await findScopedBoat(tx, user, boatId, { lock: true });
      const [booked] = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(eq(reservations.boatId, boatId))
        .limit(1);
      if (booked) throw conflict(HAS_RESERVATIONS, "BOAT_HAS_RESERVATIONS");
      const images = await tx
        .select({ storageKey: boatImages.storageKey, variants: boatImages.variants })
        .from(boatImages)
        .where(eq(boatImages.boatId, boatId));
      fileKeys = images.flatMap((i) => i.variants.map((w) => variantKey(i.storageKey, w)));
      await tx.delete(boats).where(eq(boats.id, boatId));
    });
  } catch (error) {
    // 23001: ON DELETE RESTRICT refused (a reservation written meanwhile); 23503 the same as NO ACTION.
    const state = sqlStateOf(error);
    if (state === "23001" || state === "23503") throw conflict(HAS_RESERVATIONS, "BOAT_HAS_RESERVATIONS");
    throw error;
  }
  await releaseFiles(db, storage, fileKeys);
  return { id: boatId };
}
