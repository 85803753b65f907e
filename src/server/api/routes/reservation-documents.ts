import "server-only";
import type { Context } from "hono";
import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { RESERVATION_DOCUMENT_KINDS } from "@/shared/reservation-documents";
import { contractTemplateSchema, updateContractTemplateBody } from "@/shared/reservation-documents";
import { lookupQuery } from "../../reservations/schemas";
import { getContractTemplate, updateContractTemplate } from "../../reservation-documents/contract-template";
import {
  findGuestDocumentReservation,
  findStaffDocumentReservation,
} from "../../reservation-documents/find-document-reservation";
import { renderReservationDocument } from "../../reservation-documents/render-reservation-document";
import { takeAttempt } from "../../rate-limits/throttle";
import { asGuest } from "../as-guest";
import { BOOKING_LIMITS, GUEST_DOCUMENTS_PER_MINUTE } from "../booking-limits";
import { clientIp } from "../client-ip";
import { idParam } from "@/shared/input";
import { pdfDownload } from "../download";
import { route } from "../route";

const tag = "reservation-documents";
const kind = z.enum(RESERVATION_DOCUMENT_KINDS, { error: msg("lookup.document_kind") });

const pdf = (c: Context, document: { bytes: Uint8Array; fileName: string }) =>
  pdfDownload(c, document.bytes, document.fileName);

/** The reservation documents (confirmation / proforma, charter contract) and the contract's terms template. */
export function reservationDocumentRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/reservations/documents/:kind",
        summary: `The guest's confirmation/proforma or charter contract as a PDF, by code and e-mail like /reservations/lookup (wrong code or e-mail → the same 404; misses rate-limited with the lookup's; cancelled or expired → 409). At most ${GUEST_DOCUMENTS_PER_MINUTE} requests a minute per address, whatever their outcome (429 TOO_MANY_DOCUMENT_REQUESTS with Retry-After)`,
        tag,
        access: "public",
        params: z.object({ kind }),
        query: lookupQuery,
        errors: [404, 409, 429],
        produces: "application/pdf",
      },
      async ({ c, deps, params, query }) => {
        // Counted before any work, found or not: a cached PDF still costs queries and a hash, a new one a render.
        await takeAttempt(deps, [
          { limit: BOOKING_LIMITS.guestDocuments, subject: clientIp(c, deps.config.trustProxy) },
        ]);
        const id = await asGuest(c, deps, () => findGuestDocumentReservation(deps.db, query.code, query.email));
        return pdf(c, await renderReservationDocument(deps.db, id, params.kind));
      },
    ),
    route(
      {
        method: "get",
        path: "/admin/reservations/:id/documents/:kind",
        summary:
          "A reservation's confirmation/proforma or charter contract as a PDF (any status; a cancelled or expired one is marked void). OWNER: own boats only",
        tag,
        access: "staff",
        params: z.object({ id: idParam(), kind }),
        errors: [404],
        produces: "application/pdf",
      },
      async ({ c, deps, user, params }) => {
        const id = await findStaffDocumentReservation(deps.db, user, params.id);
        return pdf(c, await renderReservationDocument(deps.db, id, params.kind));
      },
    ),
    route(
      {
        method: "get",
        path: "/admin/document-templates/contract",
        summary: "The charter contract's terms template (plain text with {{variables}}) and the variables it may use",
        tag,
        access: "admin",
        errors: [404],
        response: contractTemplateSchema,
      },
      ({ deps }) => getContractTemplate(deps.db),
    ),
    route(
      {
        method: "put",
        path: "/admin/document-templates/contract",
        summary: "Save the charter contract's terms; an unknown {{variable}} → 400",
        tag,
        access: "admin",
        body: updateContractTemplateBody,
        errors: [404],
        response: contractTemplateSchema,
      },
      ({ deps, user, body }) => updateContractTemplate(deps.db, user.id, body),
    ),
  ];
}
