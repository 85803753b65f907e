import "server-only";
import type { ReservationDocumentKind } from "@/shared/reservation-documents";
import { clock } from "../../lib/clock";
import type { DbOrTx } from "../db/client";
import { loadDocumentInput } from "./document-input";
import { documentVersion } from "./document-version";
import { readCachedDocument } from "./read-cached-document";
import { renderDocument } from "./render-document";
import { storeCachedDocument } from "./store-cached-document";

const FILE_SUFFIX: Record<ReservationDocumentKind, string> = { confirmation: "onay", contract: "sozlesme" };

/** `LIMAN-LMN-7K2Q9X-onay.pdf`: the download's name (ASCII; the code is letters, digits and dashes). */
export function documentFileName(code: string, kind: ReservationDocumentKind): string {
  return `LIMAN-${code.replace(/[^A-Za-z0-9-]/g, "")}-${FILE_SUFFIX[kind]}.pdf`;
}

/**
 * One document of a reservation (already authorised by the caller): the PDF's bytes and its file name. Its input is
 * loaded (cheap queries) and hashed; the PDF of that version comes from the shared cache, or is rendered and kept
 * there (decision 0053).
 */
export async function renderReservationDocument(
  db: DbOrTx,
  reservationId: number,
  kind: ReservationDocumentKind,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const input = await loadDocumentInput(db, reservationId, kind);
  const fileName = documentFileName(input.data.reservation.code, kind);
  const key = { reservationId, kind, locale: input.data.reservation.locale, version: documentVersion(input) };
  const cached = await readCachedDocument(db, key);
  if (cached) return { bytes: cached, fileName };
  const renderedAt = clock.now();
  const bytes = await renderDocument(input, renderedAt);
  return { bytes: await storeCachedDocument(db, key, bytes, renderedAt), fileName };
}
