import "server-only";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Job } from "../jobs/runner";
import { type InvoicesResult, processInvoices } from "./process-invoices";

/** Invoices of payments received, every 15 seconds (only where invoicing is configured). */
export function invoiceJob(deps: { db: Db; config: Config }): Job<InvoicesResult> {
  return { name: "invoices", everyMs: 15_000, run: (signal) => processInvoices(deps.db, deps.config, { signal }) };
}
