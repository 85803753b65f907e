import "server-only";
import type { ReservationDocumentKind } from "@/shared/reservation-documents";
import type { DbOrTx } from "../db/client";
import { confirmationPdf } from "./confirmation-pdf";
import { contractPdf } from "./contract-pdf";
import { contractTermsFor } from "./contract-template";
import { loadDocumentData } from "./load-document-data";

const FILE_SUFFIX: Record<ReservationDocumentKind, string> = { confirmation: "onay", contract: "sozlesme" };

/** `LIMAN-LMN-7K2Q9X-onay.pdf`: the download's name (ASCII; the code is letters, digits and dashes). */
export function documentFileName(code: string, kind: ReservationDocumentKind): string {
  return `LIMAN-${code.replace(/[^A-Za-z0-9-]/g, "")}-${FILE_SUFFIX[kind]}.pdf`;
}

/** One document of a reservation (already authorised by the caller): the PDF's bytes and its file name. */
export async function renderReservationDocument(
  db: DbOrTx,
  reservationId: number,
  kind: ReservationDocumentKind,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const data = await loadDocumentData(db, reservationId);
  const bytes =
    kind === "confirmation"
      ? await confirmationPdf(data)
      : await contractPdf(data, await contractTermsFor(db, data.reservation.locale));
  return { bytes, fileName: documentFileName(data.reservation.code, kind) };
}
