import "server-only";
import { lt } from "drizzle-orm";
import { clock } from "../../lib/clock";
import type { DbOrTx } from "../db/client";
import { reservationDocumentCache } from "../db/schema";

/** How long a rendered PDF is kept: one download a month re-renders it; documents nobody opens do not pile up. */
export const DOCUMENT_CACHE_DAYS = 30;

/** Deletes the stored PDFs rendered more than DOCUMENT_CACHE_DAYS ago (indexed on rendered_at); answers how many. */
export async function deleteOldCachedDocuments(db: DbOrTx, now = clock.now()): Promise<{ deleted: number }> {
  const before = new Date(now.getTime() - DOCUMENT_CACHE_DAYS * 86_400_000);
  const t = reservationDocumentCache;
  const gone = await db.delete(t).where(lt(t.renderedAt, before)).returning({ id: t.reservationId });
  return { deleted: gone.length };
}
