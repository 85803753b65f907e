import "server-only";
import { sql } from "drizzle-orm";
import type { Config } from "../config";
import type { DbOrTx } from "../db/client";
import { invoices, transactions } from "../db/schema";
import { invoiceFlagged, invoicePayment } from "./invoice-columns";

/** Whether invoicing is on and through whom — never a credential — how many invoices wait or failed, and how many
 * are flagged for the accountant (the payment voided or corrected after invoicing). */
export async function invoicingStatus(db: DbOrTx, config: Config) {
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${invoices.state} IN ('queued', 'archiving'))`.mapWith(Number),
      failed: sql<number>`count(*) FILTER (WHERE ${invoices.state} = 'failed')`.mapWith(Number),
      flagged: sql<number>`count(*) FILTER (WHERE ${invoiceFlagged})`.mapWith(Number),
    })
    .from(invoices)
    .innerJoin(transactions, invoicePayment);
  return {
    enabled: config.parasut !== undefined,
    provider: config.parasut ? ("parasut" as const) : null,
    pending: counts?.pending ?? 0,
    failed: counts?.failed ?? 0,
    flagged: counts?.flagged ?? 0,
  };
}
