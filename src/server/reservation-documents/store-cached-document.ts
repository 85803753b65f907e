import "server-only";
import { or, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { sqlStateOf } from "../db/pg-error";
import { DOCUMENT_CACHE_MAX_BYTES, reservationDocumentCache } from "../db/schema";
import { type CachedDocumentKey, readCachedDocument } from "./read-cached-document";

/**
 * Keeps a freshly rendered PDF in place of the reservation's previous version of that document, and answers the PDF
 * to send: the one stored. When another instance stored the same version meanwhile, its copy stays and is answered,
 * so every download of a version is the same bytes. A PDF over the size cap is not kept (it is rendered each time).
 */
export async function storeCachedDocument(
  db: DbOrTx,
  key: CachedDocumentKey,
  bytes: Uint8Array,
  renderedAt: Date,
): Promise<Uint8Array> {
  if (bytes.byteLength > DOCUMENT_CACHE_MAX_BYTES) return bytes;
  const t = reservationDocumentCache;
  try {
    const [stored] = await db
      .insert(t)
      .values({ ...key, bytes, renderedAt })
      .onConflictDoUpdate({
        target: [t.reservationId, t.kind],
        set: {
          locale: sql`excluded.locale`,
          version: sql`excluded.version`,
          bytes: sql`excluded.bytes`,
          renderedAt: sql`excluded.rendered_at`,
        },
        setWhere: or(sql`${t.version} <> excluded.version`, sql`${t.locale} <> excluded.locale`),
      })
      .returning({ version: t.version });
    if (stored) return bytes;
    return (await readCachedDocument(db, key)) ?? bytes;
  } catch (error) {
    // The reservation was deleted while its PDF was drawn: nothing to keep it for.
    if (sqlStateOf(error) === "23503") return bytes;
    throw error;
  }
}
