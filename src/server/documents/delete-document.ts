import { eq } from "drizzle-orm";
import { notFound } from "../api/errors";
import type { Db } from "../db/client";
import { documents } from "../db/schema";
import { deleteStoredFile } from "../content/stored-files";
import type { Storage } from "../media/storage";

/** Deletes the row, then the stored file (every variant for an image). */
export async function deleteDocument(db: Db, storage: Storage, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(documents)
    .where(eq(documents.id, id))
    .returning({ id: documents.id, storageKey: documents.storageKey });
  if (!row) throw notFound("Belge bulunamadı.");
  await deleteStoredFile(storage, row.storageKey);
  return { id: row.id };
}
