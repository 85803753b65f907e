import type { Db } from "../db/client";
import { documents } from "../db/schema";
import { withStoredFiles } from "../content/stored-files";
import type { Storage } from "../media/storage";
import { documentColumns, toDocumentDto } from "./document-columns";
import type { DocumentFields } from "./schemas";
import { storeDocumentFile } from "./store-document-file";

/** Stores the file, then its row; if the row cannot be written the file is deleted again. */
export async function createDocument(db: Db, storage: Storage, input: DocumentFields, file: Buffer) {
  const stored = await storeDocumentFile(storage, file);
  return withStoredFiles(storage, [stored.key], async () => {
    const [row] = await db
      .insert(documents)
      .values({ title: input.title, storageKey: stored.key, mimeType: stored.mimeType, sizeBytes: stored.sizeBytes })
      .returning(documentColumns);
    return toDocumentDto(row!);
  });
}
