import "server-only";
import { z } from "zod";
import { idParam } from "@/shared/input";
import { guestInvoiceListSchema, invoiceListSchema, invoiceSchema, invoicingStatusSchema } from "@/shared/invoices";
import { findGuestDocumentReservation } from "../../reservation-documents/find-document-reservation";
import { findStaffInvoice, getStaffInvoice } from "../../invoicing/find-staff-invoice";
import { findGuestInvoice, invoicePdf } from "../../invoicing/invoice-pdf";
import { invoicingStatus } from "../../invoicing/invoicing-status";
import { listGuestInvoices } from "../../invoicing/list-guest-invoices";
import { listReservationInvoices } from "../../invoicing/list-reservation-invoices";
import { retryInvoice } from "../../invoicing/retry-invoice";
import { lookupQuery } from "../../reservations/schemas";
import { localeOf } from "../answer-locale";
import { asGuest } from "../as-guest";
import { pdfDownload } from "../download";
import { idParams, route } from "../route";

const tag = "invoices";

/** Invoices of payments received (issue 32, docs/invoicing.md): staff's lists, retry and PDF; the guest's PDF. */
export function invoiceRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/invoicing",
        summary:
          "ADMIN: whether invoicing (e-Arşiv through Paraşüt) is on, by configuration — never a credential — and how many invoices wait or failed",
        tag,
        access: "admin",
        response: invoicingStatusSchema,
      },
      ({ deps }) => invoicingStatus(deps.db, deps.config),
    ),
    route(
      {
        method: "get",
        path: "/admin/reservations/:id/invoices",
        summary:
          "A reservation's invoices, one per payment received: state (queued, archiving, done, failed, skipped), e-Arşiv number, uuid and status, issue day, amount, Paraşüt's error verbatim or our reason (code, and its words in the Accept-Language), flagged (payment voided or corrected after invoicing); OWNER: own boats only",
        tag,
        access: "staff",
        params: idParams,
        errors: [404],
        response: invoiceListSchema,
      },
      ({ c, deps, user, params }) => listReservationInvoices(deps.db, deps.config, user, params.id, localeOf(c)),
    ),
    route(
      {
        method: "get",
        path: "/admin/transactions/:id/invoice",
        summary: "The invoice of one payment (404 for a refund, or a payment without one); OWNER: own boats only",
        tag,
        access: "staff",
        params: idParams,
        errors: [404],
        response: invoiceSchema,
      },
      ({ c, deps, user, params }) => getStaffInvoice(deps.db, user, { transactionId: params.id }, localeOf(c)),
    ),
    route(
      {
        method: "post",
        path: "/admin/invoices/:id/retry",
        summary:
          "ADMIN: ask again for a failed (or skipped) invoice: queued at once; one whose sales invoice exists gets a new e-Arşiv of that same sales invoice, never a second sales invoice. 422 INVOICE_NOT_RETRYABLE, PAYMENT_VOIDED, INVOICING_DISABLED",
        tag,
        access: "admin",
        params: idParams,
        errors: [404, 422],
        response: invoiceSchema,
      },
      ({ c, deps, user, params }) => retryInvoice(deps.db, deps.config, user, params.id, localeOf(c)),
    ),
    route(
      {
        method: "get",
        path: "/admin/invoices/:id/pdf",
        summary:
          "The issued invoice's PDF, fetched through Liman from Paraşüt (404 before it is issued; 409 PDF_NOT_READY; 502 when Paraşüt cannot be reached); OWNER: own boats only",
        tag,
        access: "staff",
        params: idParams,
        errors: [404, 409, 422, 502],
        produces: "application/pdf",
      },
      async ({ c, deps, user, params }) => {
        const invoice = await findStaffInvoice(deps.db, user, { id: params.id });
        const pdf = await invoicePdf(deps.config, invoice);
        return pdfDownload(c, pdf.bytes, pdf.fileName);
      },
    ),
    route(
      {
        method: "get",
        path: "/reservations/invoices",
        summary:
          "The guest's issued invoices (number, day, amount), by code and e-mail like /reservations/lookup (wrong code or e-mail → the same 404; misses rate-limited with the lookup's)",
        tag,
        access: "public",
        query: lookupQuery,
        errors: [404, 409, 429],
        response: guestInvoiceListSchema,
      },
      async ({ c, deps, query }) => {
        const id = await asGuest(c, deps, () => findGuestDocumentReservation(deps.db, query.code, query.email));
        return listGuestInvoices(deps.db, id);
      },
    ),
    route(
      {
        method: "get",
        path: "/reservations/invoices/:id/pdf",
        summary:
          "One issued invoice's PDF for the guest, by code and e-mail like the other guest documents (wrong code or e-mail, or another reservation's invoice → 404)",
        tag,
        access: "public",
        params: z.object({ id: idParam() }),
        query: lookupQuery,
        errors: [404, 409, 422, 429, 502],
        produces: "application/pdf",
      },
      async ({ c, deps, params, query }) => {
        const reservationId = await asGuest(c, deps, () =>
          findGuestDocumentReservation(deps.db, query.code, query.email),
        );
        const pdf = await invoicePdf(deps.config, await findGuestInvoice(deps.db, reservationId, params.id));
        return pdfDownload(c, pdf.bytes, pdf.fileName);
      },
    ),
  ];
}
