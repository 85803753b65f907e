import "server-only";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import { boats, invoices, reservations, transactions } from "../db/schema";
import { invoiceFlagged, invoicePayment } from "../invoicing/invoice-columns";
import type { transactionFiltersQuery } from "./schemas";
import { attentionOpen } from "./transaction-columns";

/**
 * The where-clause of the transactions list, its totals and its CSV (join reservations and boats): the
 * user's scope, then the filters. Days are Turkey's calendar days of `paid_at`, both ends included.
 */
export function transactionFilters(user: AuthUser, query: z.output<typeof transactionFiltersQuery>): SQL | undefined {
  return and(
    boatScope(user),
    query.reservation_id ? eq(transactions.reservationId, query.reservation_id) : undefined,
    query.reservation_code ? sql`upper(${reservations.code}) = upper(${query.reservation_code})` : undefined,
    query.boat_id ? eq(boats.id, query.boat_id) : undefined,
    query.method ? eq(transactions.method, query.method) : undefined,
    query.kind ? eq(transactions.kind, query.kind) : undefined,
    // Payments staff should still look at (a card payment for a closed reservation, an extra one, another total).
    query.attention === true ? attentionOpen : undefined,
    query.attention === false ? sql`NOT ${attentionOpen}` : undefined,
    // For the accountant: a payment voided or corrected after its sales invoice was made.
    query.invoice_flagged === true
      ? sql`EXISTS (SELECT 1 FROM ${invoices} WHERE ${invoicePayment} AND ${invoiceFlagged})`
      : undefined,
    query.from
      ? sql`${transactions.paidAt} >= (${query.from}::date::timestamp AT TIME ZONE 'Europe/Istanbul')`
      : undefined,
    query.to
      ? sql`${transactions.paidAt} < ((${query.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Istanbul')`
      : undefined,
  );
}
