import "server-only";
import type { Db } from "../db/client";
import { documents } from "../db/schema";
import { writeWithFiles } from "../media/shared-files";
import type { Storage } from "../media/storage";
import { documentColumns, toDocumentDto } from "./document-columns";
import type { DocumentFields } from "./schemas";
import { encodeDocumentFile } from "./store-document-file";

/** Stores the file and its row together; if the row cannot be written the file is released again. */
export async function createDocument(db: Db, storage: Storage, input: DocumentFields, file: Buffer) {
  const stored = await encodeDocumentFile(file);
  return writeWithFiles(db, storage, stored.files, async (tx) => {
    const [row] = await tx
      .insert(documents)
      .values({
        title: input.title,
        titleEn: input.title_en ?? null,
        storageKey: stored.key,
        mimeType: stored.mimeType,
        sizeBytes: stored.sizeBytes,
      })
      .returning(documentColumns);
    return toDocumentDto(row!);
  });
}
