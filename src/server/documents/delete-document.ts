import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { documents } from "../db/schema";
import { releaseFiles } from "../media/shared-files";
import type { Storage } from "../media/storage";

/** Deletes the row, then the stored file (every variant for an image) unless another row has the same file. */
export async function deleteDocument(db: Db, storage: Storage, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(documents)
    .where(eq(documents.id, id))
    .returning({ id: documents.id, storageKey: documents.storageKey });
  if (!row) throw notFound("documents.not_found");
  await releaseFiles(db, storage, [row.storageKey]);
  return { id: row.id };
}
