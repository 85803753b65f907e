import "server-only";
import type { Locale } from "@/i18n/locales";
import { localizeFields } from "@/shared/localized-text";
import { desc } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { documents } from "../db/schema";
import { documentColumns } from "../documents/document-columns";
import { documentUrl } from "../documents/document-url";
import type { PublicDocument } from "./schemas";

/** The company's documents (licences, certificates…), newest first, with download URLs. */
export async function listDocuments(db: DbOrTx, locale: Locale = "tr"): Promise<PublicDocument[]> {
  const rows = await db.select(documentColumns).from(documents).orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map((r) => ({
    id: r.id,
    title: localizeFields(r, ["title"], locale).texts.title,
    turkish_fields: localizeFields(r, ["title"], locale).turkish_fields,
    url: documentUrl(r.id, r.storageKey),
    mime_type: r.mimeType,
    size_bytes: r.sizeBytes,
    created_at: r.createdAt.toISOString(),
  }));
}
