import "server-only";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { invoices } from "../db/schema";

/** A worker's hold on one invoice: longer than every call and poll of one pass together. */
export const INVOICE_LEASE_SECONDS = 300;

export type ClaimedInvoice = typeof invoices.$inferSelect;

/**
 * Claims the oldest due invoice for this worker, or none. `FOR UPDATE SKIP LOCKED` lets any number of workers
 * (instances, overlapping runs) claim at once without taking the same row, and the lease keeps it theirs after the
 * claim commits; a worker that died leaves a lease that runs out, and the row is taken up again where it stopped.
 */
export async function claimInvoice(db: Db): Promise<ClaimedInvoice | undefined> {
  const due = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        inArray(invoices.state, ["queued", "archiving"]),
        lte(invoices.nextAttemptAt, sql`now()`),
        or(isNull(invoices.lockedUntil), lt(invoices.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(invoices.nextAttemptAt), asc(invoices.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(invoices)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${INVOICE_LEASE_SECONDS})` })
    .where(eq(invoices.id, sql`(${due})`))
    .returning();
  return row;
}
