import { z } from "zod";

/** The states of a payment's invoice (issue 32): see src/server/db/schema/invoices.ts. */
export const INVOICE_STATE_VALUES = ["queued", "archiving", "done", "failed", "skipped"] as const;
/** Our own reasons an invoice failed or was skipped (worded from the error catalogues: invoices.reasons.<code>); the
 * database checks the same list (src/server/db/schema/invoices.ts). */
export const INVOICE_REASON_VALUES = [
  "payment_voided",
  "voided_after_sales_invoice",
  "recorded_while_disabled",
  "archive_not_found",
  "provider_unreachable",
  "provider_refused",
  "sign_in_refused",
  "unexpected_error",
] as const;

/** One invoice as staff see it on the reservation and the payment. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  reservation_id: z.number().int(),
  state: z.enum(INVOICE_STATE_VALUES),
  /** The payment's kind and amount (minor units) in its currency. */
  kind: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** The e-Arşiv's number, uuid and status at Paraşüt once issued. */
  number: z.string().nullable(),
  uuid: z.string().nullable(),
  e_archive_status: z.string().nullable(),
  issue_date: z.string().nullable(),
  invoiced_at: z.string().nullable(),
  /** Paraşüt's words of the last failure, verbatim (null when the reason is ours). */
  error: z.string().nullable(),
  /** Our own reason it failed or was skipped, by code (null when Paraşüt's words say it, or none). */
  reason: z.enum(INVOICE_REASON_VALUES).nullable(),
  /** `reason` in the caller's language (Accept-Language). */
  reason_message: z.string().nullable(),
  /** The sales invoice exists at Paraşüt (a retry makes only a new e-Arşiv of it). */
  has_sales_invoice: z.boolean(),
  /** For the accountant: the payment was voided or its amount corrected after its sales invoice was made. */
  flagged: z.boolean(),
  /** Staff may ask again (failed, or skipped while the payment still stands). */
  retryable: z.boolean(),
});
export type Invoice = z.output<typeof invoiceSchema>;

/** A payment's invoice in short, on the payment rows (the whole invoice: GET /admin/transactions/:id/invoice). */
export const paymentInvoiceSchema = invoiceSchema.pick({
  id: true,
  state: true,
  number: true,
  error: true,
  reason: true,
  flagged: true,
  retryable: true,
});

export const invoiceListSchema = z.object({
  items: z.array(invoiceSchema),
  total: z.number().int(),
  /** Whether invoicing is on (without it, payments' invoices wait unsent). */
  enabled: z.boolean(),
});

/** What the guest sees of their invoices: only issued ones. */
export const guestInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  issue_date: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
});
export const guestInvoiceListSchema = z.object({ items: z.array(guestInvoiceSchema), total: z.number().int() });

/** Whether invoicing is on (never a credential) and how many invoices wait or failed. */
export const invoicingStatusSchema = z.object({
  enabled: z.boolean(),
  provider: z.enum(["parasut"]).nullable(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** Invoices whose payment was voided or corrected after invoicing: for the accountant (the payments list's filter). */
  flagged: z.number().int(),
});
