import "server-only";
import { sql } from "drizzle-orm";
import type { Config } from "../config";
import type { DbOrTx } from "../db/client";
import { invoices } from "../db/schema";

/** Whether invoicing is on and through whom — never a credential — and how many invoices wait or failed. */
export async function invoicingStatus(db: DbOrTx, config: Config) {
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${invoices.state} IN ('queued', 'archiving'))`.mapWith(Number),
      failed: sql<number>`count(*) FILTER (WHERE ${invoices.state} = 'failed')`.mapWith(Number),
    })
    .from(invoices);
  return {
    enabled: config.parasut !== undefined,
    provider: config.parasut ? ("parasut" as const) : null,
    pending: counts?.pending ?? 0,
    failed: counts?.failed ?? 0,
  };
}
