import "server-only";
import type { ReservationDocumentKind } from "@/shared/reservation-documents";
import type { DbOrTx } from "../db/client";
import { contractTermsFor } from "./contract-template";
import { type DocumentData, loadDocumentData } from "./load-document-data";

/** Everything one document prints apart from when it is issued: the renderer's only input (render-document.ts). */
export type DocumentInput =
  | { kind: "confirmation"; data: DocumentData }
  | { kind: "contract"; data: DocumentData; terms: string };

/** Reads a document's input (a few cheap queries; the caller has checked who may see the reservation). */
export async function loadDocumentInput(
  db: DbOrTx,
  reservationId: number,
  kind: ReservationDocumentKind,
): Promise<DocumentInput> {
  const data = await loadDocumentData(db, reservationId);
  if (kind === "confirmation") return { kind, data };
  return { kind, data, terms: await contractTermsFor(db, reservationId, data.reservation.locale) };
}
