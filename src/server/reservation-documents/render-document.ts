import "server-only";
import { confirmationPdf } from "./confirmation-pdf";
import { contractPdf } from "./contract-pdf";
import type { DocumentInput } from "./document-input";

/** Renders a document (the expensive part: 1–2.5 s of CPU) from its input alone, issued at `issuedAt`. */
export function renderDocument(input: DocumentInput, issuedAt: Date): Promise<Uint8Array> {
  return input.kind === "confirmation"
    ? confirmationPdf(input.data, issuedAt)
    : contractPdf(input.data, input.terms, issuedAt);
}
