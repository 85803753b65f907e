import "server-only";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { boats, reservations, transactions } from "../db/schema";
import { reservationIsNew } from "../staff-marks/reservation-is-new";
import type { reservationListItemSchema } from "./schemas";
import { STATUS_LABELS } from "./status";

/**
 * paid = deposits + balances − refunds of a reservation (minor units); voided rows and kept damage deposits count for
 * nothing. The reservation's id is qualified by hand: in a single-table select drizzle writes a column without its
 * table, and a bare "id" inside the subquery is the transaction's (the partner API's single reservation answered
 * paid 0).
 */
export const paidOf = sql<string>`coalesce((SELECT sum(CASE WHEN ${transactions.kind} = 'refund' THEN -${transactions.amount} WHEN ${transactions.kind} = 'damage_deposit' THEN 0 ELSE ${transactions.amount} END) FROM ${transactions} WHERE ${transactions.reservationId} = "reservations"."id" AND ${transactions.voidedAt} IS NULL), 0)`;

/** The explicit columns of a reservation in staff lists (join `boats`). */
export const reservationListColumns = {
  id: reservations.id,
  code: reservations.code,
  status: reservations.status,
  source: reservations.source,
  boatId: boats.id,
  boatName: boats.name,
  boatSlug: boats.slug,
  customerName: reservations.customerName,
  customerEmail: reservations.customerEmail,
  customerPhone: reservations.customerPhone,
  guests: reservations.guests,
  startDate: reservations.startDate,
  endDate: reservations.endDate,
  total: reservations.total,
  deposit: reservations.deposit,
  paid: paidOf,
  currency: reservations.currency,
  optionExpiresAt: reservations.optionExpiresAt,
  createdAt: reservations.createdAt,
  agencyId: reservations.agencyId,
  // Qualified by hand: drizzle may write a column without its table inside a single-table select.
  agencyName: sql<string | null>`(SELECT a.name FROM agencies a WHERE a.id = "reservations"."agency_id")`,
  partnerReference: reservations.partnerReference,
  agencyCommissionBps: reservations.agencyCommissionBps,
  agencyCommission: reservations.agencyCommission,
};

/** reservationListColumns plus whether the calling staff member has seen it (their own "new" mark). */
export function reservationListColumnsFor(userId: number) {
  return { ...reservationListColumns, seenByStaff: sql<boolean>`NOT ${reservationIsNew(userId)}` };
}

type ListRow = { seenByStaff: boolean; agencyName: string | null } & {
  [K in Exclude<keyof typeof reservationListColumns, "agencyName">]: K extends "paid"
    ? string | number
    : K extends keyof typeof reservations.$inferSelect
      ? (typeof reservations.$inferSelect)[K]
      : K extends "boatId"
        ? number
        : string;
};

export function toListItem(row: ListRow): z.output<typeof reservationListItemSchema> {
  const paid = Number(row.paid);
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    status_label: STATUS_LABELS[row.status],
    source: row.source,
    boat: { id: row.boatId, name: row.boatName, slug: row.boatSlug },
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    customer_phone: row.customerPhone,
    guests: row.guests,
    start_date: row.startDate,
    end_date: row.endDate,
    total: row.total,
    deposit: row.deposit,
    paid,
    due: row.total - paid,
    currency: row.currency,
    option_expires_at: row.optionExpiresAt?.toISOString() ?? null,
    seen_by_staff: row.seenByStaff,
    created_at: row.createdAt.toISOString(),
    agency:
      row.agencyId !== null
        ? {
            id: row.agencyId,
            name: row.agencyName ?? "",
            partner_reference: row.partnerReference,
            commission_bps: row.agencyCommissionBps ?? 0,
            commission: row.agencyCommission ?? 0,
          }
        : null,
  };
}
