import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { invoices } from "../db/schema";

/** The issued invoices of the guest's reservation (found by code and e-mail first): number, day, amount. */
export async function listGuestInvoices(db: DbOrTx, reservationId: number) {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.eArchiveNumber,
      issue_date: invoices.issueDate,
      amount: invoices.amount,
      currency: invoices.currency,
    })
    .from(invoices)
    .where(and(eq(invoices.reservationId, reservationId), eq(invoices.state, "done")))
    .orderBy(asc(invoices.id));
  const items = rows.map((r) => ({ ...r, amount: r.amount ?? 0, currency: r.currency ?? "TRY" }));
  return { items, total: items.length };
}
