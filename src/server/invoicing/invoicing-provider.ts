import "server-only";
import type { InvoiceReason } from "../db/schema";

/**
 * The one interface of an invoicing service (DESIGN.md §9): one implementation per provider (parasut/ today; the
 * SOAP integrators — İzibiz, Uyumsoft, Logo, QNB eFinans — can come behind it later). Amounts are minor units and
 * currencies ISO codes here; a provider's own formats ("TRL", "100.50", JSON:API documents) live in its adapter.
 */
export type Customer = { name: string; email: string; phone: string };

export type SalesInvoiceInput = {
  /** Ours and stable for one payment: the provider is asked by it after a crash (never a second invoice). */
  reference: number;
  contactId: string;
  issueDate: string;
  currency: string;
  /** TL per unit; undefined for TRY. */
  exchangeRate?: string;
  description: string;
  /** One line per detail; the price includes VAT at `vatPercent`. */
  lines: { description: string; grossMinor: number; vatPercent: number }[];
};

/** The internet-sale block of an e-Arşiv (sales made online); `paymentType` one of the four Paraşüt accepts. */
export type InternetSale = {
  url: string;
  paymentType: "EFT/HAVALE" | "ODEMEARACISI" | "KREDIKARTI/BANKAKARTI" | "KAPIDAODEME";
  paymentPlatform: string;
  paymentDate: string;
};

export type JobState = { state: "pending" } | { state: "done" } | { state: "error"; message: string };

export type EArchive = { id: string; number: string | null; uuid: string | null; status: string | null };

export interface InvoicingProvider {
  readonly name: "parasut";
  /** The customer found by e-mail, or created. */
  findOrCreateContact(customer: Customer): Promise<string>;
  /** The sales invoice made earlier under this reference, if any. */
  findSalesInvoice(reference: number): Promise<string | undefined>;
  createSalesInvoice(input: SalesInvoiceInput): Promise<string>;
  /** Asks for the e-Arşiv of a sales invoice: answers the trackable job to poll. */
  requestEArchive(salesInvoiceId: string, internetSale: InternetSale | undefined): Promise<string>;
  jobState(jobId: string): Promise<JobState>;
  /** The e-Arşiv the sales invoice carries now, if any. */
  findEArchive(salesInvoiceId: string): Promise<EArchive | undefined>;
  /** The PDF of an e-Arşiv (undefined while the provider has not made it yet). */
  eArchivePdf(eArchiveId: string): Promise<Uint8Array | undefined>;
}

/**
 * A provider's failure. `refused`: it read the request and said no (a validation error, a refused e-Arşiv) — its
 * words are shown to staff and the row waits for them; otherwise (network, timeout, 5xx, 429) it is retried with
 * backoff. The message never carries a secret.
 */
export class InvoicingError extends Error {
  override readonly name = "InvoicingError";
  /**
   * @param message the provider's words, shown to staff verbatim
   * @param reason set instead when the failure is ours to word (from the catalogues), not the provider's
   */
  constructor(
    message: string,
    readonly refused: boolean,
    readonly reason?: InvoiceReason,
  ) {
    super(message);
  }
}
