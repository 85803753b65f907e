import "server-only";
import { eq, max } from "drizzle-orm";
import { AppError, type Message } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { boatImages } from "../../db/schema";
import type { Storage } from "../../media/storage";
import { writeWithFiles } from "../../media/shared-files";
import { type EncodedImage, encodeImage, IMAGE_MAX_BYTES } from "../../media/store-image";
import { findScopedBoat } from "../find-scoped-boat";
import { imageColumns, toImageDto } from "./image-dto";

/** At most this many files per upload request. */
export const MAX_FILES_PER_UPLOAD = 10;

export const tooLarge = (message: Message = "boats.image_too_large") => new AppError(413, "PAYLOAD_TOO_LARGE", message);

/**
 * Adds images to a boat `user` may see, after the ones it has. Each file is checked by its bytes and re-encoded
 * (encodeImage); the files are stored with the rows (writeWithFiles): if any file or the database write fails,
 * every file stored by this call that no other row shows is removed again.
 */
export async function uploadBoatImages(db: Db, storage: Storage, user: AuthUser, boatId: number, files: Buffer[]) {
  await findScopedBoat(db, user, boatId);
  const encoded: EncodedImage[] = [];
  for (const file of files) {
    if (file.byteLength > IMAGE_MAX_BYTES) throw tooLarge();
    encoded.push(await encodeImage(file, "boats"));
  }
  const rows = await writeWithFiles(
    db,
    storage,
    encoded.flatMap((image) => image.files),
    async (tx) => {
      await findScopedBoat(tx, user, boatId, { lock: true });
      const [last] = await tx
        .select({ n: max(boatImages.sortOrder) })
        .from(boatImages)
        .where(eq(boatImages.boatId, boatId));
      const start = (last?.n ?? 0) + 1;
      return tx
        .insert(boatImages)
        .values(
          encoded.map((image, i) => ({
            boatId,
            storageKey: image.key,
            width: image.width,
            height: image.height,
            variants: image.variants,
            sortOrder: start + i,
          })),
        )
        .returning(imageColumns);
    },
  );
  return rows.sort((a, b) => a.sortOrder - b.sortOrder).map(toImageDto);
}
