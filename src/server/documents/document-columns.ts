import "server-only";
import { apiFields } from "../db/api-fields";
import { columnsOf } from "../db/columns-of";
import { documents } from "../db/schema";
import { documentUrl } from "./document-url";
import type { DocumentDto } from "./schemas";

export const documentColumns = columnsOf(documents, [
  "id",
  "title",
  "titleEn",
  "storageKey",
  "mimeType",
  "sizeBytes",
  "createdAt",
]);

type Row = Pick<typeof documents.$inferSelect, keyof typeof documentColumns>;

/** The stored file's key is not shown: the document is downloaded by its URL. */
export function toDocumentDto({ storageKey, ...row }: Row): DocumentDto {
  return { ...apiFields(row), url: documentUrl(row.id, storageKey) };
}
