import "server-only";
import { sql } from "drizzle-orm";
import type { Currency } from "../../lib/money";
import { boats, reservationRequests, reservations, users } from "../db/schema";
import { REQUEST_KIND_LABELS, REQUEST_STATUS_LABELS, type StaffRequest } from "./schemas";

/** The explicit columns of a request for staff (join reservations, boats and left-join users as decider). */
export const requestColumns = {
  id: reservationRequests.id,
  reservationId: reservationRequests.reservationId,
  reservationCode: reservations.code,
  boatName: boats.name,
  customerName: reservations.customerName,
  kind: reservationRequests.kind,
  status: reservationRequests.status,
  message: reservationRequests.message,
  requestedStartDate: reservationRequests.requestedStartDate,
  requestedEndDate: reservationRequests.requestedEndDate,
  requestedGuests: reservationRequests.requestedGuests,
  quotedCost: reservationRequests.quotedCost,
  quotedRefund: reservationRequests.quotedRefund,
  quotedCurrency: reservationRequests.quotedCurrency,
  quotedTier: reservationRequests.quotedTier,
  staffNote: reservationRequests.staffNote,
  decidedById: users.id,
  decidedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  decidedAt: reservationRequests.decidedAt,
  createdAt: reservationRequests.createdAt,
};

export type RequestRow = {
  id: number;
  reservationId: number;
  reservationCode: string;
  boatName: string;
  customerName: string;
  kind: "cancel" | "change";
  status: "open" | "approved" | "refused";
  message: string | null;
  requestedStartDate: string | null;
  requestedEndDate: string | null;
  requestedGuests: number | null;
  quotedCost: number | null;
  quotedRefund: number | null;
  quotedCurrency: Currency | null;
  quotedTier: string | null;
  staffNote: string | null;
  decidedById: number | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  createdAt: Date;
};

/** The part of a request its guest sees (no staff identity). */
export function toGuestRequest(row: RequestRow) {
  return {
    kind: row.kind,
    kind_label: REQUEST_KIND_LABELS[row.kind],
    status: row.status,
    status_label: REQUEST_STATUS_LABELS[row.status],
    message: row.message,
    requested_start_date: row.requestedStartDate,
    requested_end_date: row.requestedEndDate,
    requested_guests: row.requestedGuests,
    quoted_cost: row.quotedCost,
    quoted_refund: row.quotedRefund,
    staff_note: row.staffNote,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function toStaffRequest(row: RequestRow): StaffRequest {
  return {
    ...toGuestRequest(row),
    id: row.id,
    reservation_id: row.reservationId,
    reservation_code: row.reservationCode,
    boat_name: row.boatName,
    customer_name: row.customerName,
    quoted_currency: row.quotedCurrency,
    quoted_tier: row.quotedTier,
    decided_by: row.decidedById !== null ? { id: row.decidedById, name: row.decidedByName ?? "" } : null,
  };
}
