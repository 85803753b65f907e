import "server-only";
import type { ParasutConfig } from "../../config";
import {
  type EArchive,
  type InternetSale,
  InvoicingError,
  type InvoicingProvider,
  type JobState,
  type SalesInvoiceInput,
} from "../invoicing-provider";
import { vatIncludedParts } from "../vat-included";
import { INVOICE_SERIES, parasutCurrency } from "./parasut-format";
import { many, one, parasutHttp, text } from "./parasut-http";
import { PARASUT_TIMEOUT_MS, ParasutToken } from "./parasut-token";

const q = encodeURIComponent;

/**
 * Paraşüt's v4 JSON:API (https://apidocs.parasut.com): contacts, sales invoices, e-Arşiv (asynchronous: a trackable
 * job), the e-Arşiv's PDF. Sign-in and the token: parasut-token.ts; the calls: parasut-http.ts.
 */
export function createParasutProvider(config: ParasutConfig, token = new ParasutToken(config)): InvoicingProvider {
  const http = parasutHttp(config, token);

  return {
    name: "parasut",

    async findOrCreateContact(customer) {
      // Paraşüt does not document whether the filter matches exactly: only a contact of this very e-mail is taken.
      const email = customer.email.toLowerCase();
      const found = many(await http.get(`/contacts?filter[email]=${q(customer.email)}&page[size]=25`)).find(
        (c) => String(c.attributes?.email ?? "").toLowerCase() === email,
      );
      if (found) return found.id;
      const created = await http.post("/contacts", {
        data: {
          type: "contacts",
          attributes: {
            name: customer.name.slice(0, 255),
            email: customer.email,
            phone: customer.phone.slice(0, 40),
            contact_type: "person",
            account_type: "customer",
            // GİB's number for a buyer who gave no T.C. kimlik no (a private person, a foreign guest).
            tax_number: "11111111111",
          },
        },
      });
      return one(created, "POST /contacts").id;
    },

    async findSalesInvoice(reference) {
      const found = many(
        await http.get(
          `/sales_invoices?filter[invoice_series]=${INVOICE_SERIES}&filter[invoice_id]=${reference}&page[size]=1`,
        ),
      );
      return found[0]?.id;
    },

    async createSalesInvoice(input: SalesInvoiceInput) {
      const created = await http.post("/sales_invoices", {
        data: {
          type: "sales_invoices",
          attributes: {
            item_type: "invoice",
            description: input.description.slice(0, 255),
            issue_date: input.issueDate,
            due_date: input.issueDate,
            invoice_series: INVOICE_SERIES,
            invoice_id: input.reference,
            currency: parasutCurrency(input.currency),
            // Paraşüt's decimals are JSON numbers; a rate of 4 decimals and a price in cents print back exactly.
            ...(input.exchangeRate ? { exchange_rate: Number(input.exchangeRate) } : {}),
          },
          relationships: {
            contact: { data: { id: input.contactId, type: "contacts" } },
            details: {
              // VAT included: nets in whole cents that add up to the line's gross (vat-included.ts).
              data: input.lines.flatMap((line) =>
                vatIncludedParts(line.grossMinor, line.vatPercent).map((part, n) => ({
                  type: "sales_invoice_details",
                  attributes: {
                    quantity: 1,
                    unit_price: Number(part.unitPrice),
                    vat_rate: line.vatPercent,
                    description: (n === 0 ? line.description : `${line.description} – kuruş farkı`).slice(0, 255),
                  },
                })),
              ),
            },
          },
        },
      });
      return one(created, "POST /sales_invoices").id;
    },

    async requestEArchive(salesInvoiceId: string, internetSale: InternetSale | undefined) {
      const job = await http.post("/e_archives", {
        data: {
          type: "e_archives",
          attributes: internetSale
            ? {
                internet_sale: {
                  url: internetSale.url,
                  payment_type: internetSale.paymentType,
                  payment_platform: internetSale.paymentPlatform,
                  payment_date: internetSale.paymentDate,
                },
              }
            : {},
          relationships: { sales_invoice: { data: { id: salesInvoiceId, type: "sales_invoices" } } },
        },
      });
      return one(job, "POST /e_archives").id;
    },

    async jobState(jobId: string): Promise<JobState> {
      const job = one(await http.get(`/trackable_jobs/${q(jobId)}`), "GET /trackable_jobs");
      const status = job.attributes?.status;
      if (status === "done") return { state: "done" };
      if (status === "error") {
        const errors = job.attributes?.errors;
        const words = Array.isArray(errors) ? errors.filter((e) => typeof e === "string").join("; ") : "";
        return { state: "error", message: words.replace(/\s+/g, " ").slice(0, 1000) || "Paraşüt refused the e-Arşiv" };
      }
      return { state: "pending" };
    },

    async findEArchive(salesInvoiceId: string): Promise<EArchive | undefined> {
      const invoice = one(
        await http.get(`/sales_invoices/${q(salesInvoiceId)}?include=active_e_document`),
        "GET /sales_invoices",
      );
      const linked = invoice.relationships?.active_e_document?.data;
      if (!linked || Array.isArray(linked) || linked.type !== "e_archives") return undefined;
      const archive = one(await http.get(`/e_archives/${q(linked.id)}`), "GET /e_archives");
      return {
        id: archive.id,
        number: text(archive.attributes?.invoice_number),
        uuid: text(archive.attributes?.uuid),
        status: text(archive.attributes?.status),
      };
    },

    async eArchivePdf(eArchiveId: string) {
      const doc = await http.get(`/e_archives/${q(eArchiveId)}/pdf`);
      const url = doc ? text(one(doc, "GET /e_archives/pdf").attributes?.url) : null;
      if (!url) return undefined;
      let res: Response;
      try {
        // A signed storage address given by Paraşüt: no credentials go with it.
        res = await fetch(url, { signal: AbortSignal.timeout(PARASUT_TIMEOUT_MS) });
      } catch {
        throw new InvoicingError("Paraşüt's PDF address could not be reached", false, "provider_unreachable");
      }
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (!res.ok || Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-") {
        throw new InvoicingError(
          `Paraşüt's PDF address answered HTTP ${res.status} without a PDF`,
          false,
          "provider_unreachable",
        );
      }
      return bytes;
    },
  };
}

const providers = new WeakMap<ParasutConfig, InvoicingProvider>();

/** The provider of a configuration, one per configuration so its token is kept between calls. */
export function parasutProvider(config: ParasutConfig): InvoicingProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createParasutProvider(config);
    providers.set(config, provider);
  }
  return provider;
}
