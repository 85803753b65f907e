import "server-only";
import { and, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { invoices } from "../db/schema";
import { isOldestDue, leaseUntil } from "../jobs/claim-due";

/** A worker's hold on one invoice: longer than every call and poll of one pass together. */
export const INVOICE_LEASE_SECONDS = 300;

export type ClaimedInvoice = typeof invoices.$inferSelect;

/**
 * Claims the oldest due invoice for this worker, or none (jobs/claim-due.ts: `FOR UPDATE SKIP LOCKED`), and the
 * lease keeps it theirs after the claim commits; a worker that died leaves a lease that runs out, and the row is taken up again where it stopped.
 */
export async function claimInvoice(db: Db): Promise<ClaimedInvoice | undefined> {
  const due = and(
    inArray(invoices.state, ["queued", "archiving"]),
    lte(invoices.nextAttemptAt, sql`now()`),
    or(isNull(invoices.lockedUntil), lt(invoices.lockedUntil, sql`now()`)),
  );
  const [row] = await db
    .update(invoices)
    .set({ lockedUntil: leaseUntil(INVOICE_LEASE_SECONDS) })
    .where(isOldestDue(db, invoices, due))
    .returning();
  return row;
}
