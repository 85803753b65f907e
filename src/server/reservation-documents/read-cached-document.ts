import "server-only";
import { and, eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import type { ReservationDocumentKind } from "@/shared/reservation-documents";
import type { DbOrTx } from "../db/client";
import { reservationDocumentCache } from "../db/schema";

/** Which rendered PDF: the reservation, the document, its language and its version (document-version.ts). */
export type CachedDocumentKey = {
  reservationId: number;
  kind: ReservationDocumentKind;
  locale: Locale;
  version: string;
};

/** The stored PDF of exactly this version, or null (none yet, or an older version: the caller renders). */
export async function readCachedDocument(db: DbOrTx, key: CachedDocumentKey): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ bytes: reservationDocumentCache.bytes })
    .from(reservationDocumentCache)
    .where(
      and(
        eq(reservationDocumentCache.reservationId, key.reservationId),
        eq(reservationDocumentCache.kind, key.kind),
        eq(reservationDocumentCache.locale, key.locale),
        eq(reservationDocumentCache.version, key.version),
      ),
    )
    .limit(1);
  return row ? new Uint8Array(row.bytes) : null;
}
