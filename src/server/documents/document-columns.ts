import "server-only";
import { documents } from "../db/schema";
import { documentUrl } from "./document-url";
import type { DocumentDto } from "./schemas";

export const documentColumns = {
  id: documents.id,
  title: documents.title,
  titleEn: documents.titleEn,
  storageKey: documents.storageKey,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  createdAt: documents.createdAt,
};

type Row = Pick<typeof documents.$inferSelect, keyof typeof documentColumns>;

export function toDocumentDto(row: Row): DocumentDto {
  return {
    id: row.id,
    title: row.title,
    title_en: row.titleEn,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    url: documentUrl(row.id, row.storageKey),
    created_at: row.createdAt.toISOString(),
  };
}
