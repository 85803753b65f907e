import "server-only";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { workInLanes } from "../jobs/work-in-lanes";
import { claimInvoice } from "./claim-invoice";
import { invoicingProvider } from "./invoicing-factory";
import { type InvoiceOutcome, type InvoiceRun, processInvoice } from "./process-invoice";

export type InvoicesResult = Record<InvoiceOutcome, number>;

/**
 * One pass of the invoicing job: claims due invoices one at a time and walks each (process-invoice.ts) until none is
 * due, `limit` were handled or the jobs are stopped. Nothing to do when invoicing is off.
 */
export async function processInvoices(
  db: Db,
  config: Config,
  options: Partial<Omit<InvoiceRun, "provider" | "siteUrl">> & { limit?: number; signal?: AbortSignal } = {},
): Promise<InvoicesResult> {
  const result: InvoicesResult = { done: 0, failed: 0, skipped: 0, pending: 0, retry: 0 };
  const provider = invoicingProvider(config);
  if (!provider) return result;
  const run: InvoiceRun = {
    provider,
    siteUrl: config.publicUrl,
    pollMs: options.pollMs ?? 2000,
    polls: options.polls ?? 5,
    now: options.now,
  };
  let claimed = 0;
  await workInLanes(
    1,
    async () => (claimed++ < (options.limit ?? 50) ? claimInvoice(db) : undefined),
    async (row) => {
      result[await processInvoice(db, row, run)]++;
    },
    options.signal,
  );
  return result;
}
