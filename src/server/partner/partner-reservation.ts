import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { agencyReservationChanges, reservations } from "../db/schema";
import { notFound } from "../domain-errors";
import { paidOf } from "../reservations/reservation-columns";
import type { PartnerReservation } from "./schemas";

/**
 * The columns of a reservation the partner API shows its agency (nothing of Liman's own bookkeeping), from
 * `reservations` left-joined to its feed row. The feed's items are the same answer written by PostgreSQL
 * (`partner_reservation_item`, migration 0055); tests/api/partner-api.test.ts holds the two equal.
 */
export const partnerReservationColumns = {
  id: reservations.id,
  code: reservations.code,
  status: reservations.status,
  boatId: reservations.boatId,
  startDate: reservations.startDate,
  endDate: reservations.endDate,
  guests: reservations.guests,
  customerName: reservations.customerName,
  partnerReference: reservations.partnerReference,
  currency: reservations.currency,
  total: reservations.total,
  commissionBps: reservations.agencyCommissionBps,
  commission: reservations.agencyCommission,
  deposit: reservations.deposit,
  paid: paidOf,
  optionExpiresAt: reservations.optionExpiresAt,
  createdAt: reservations.createdAt,
  /** The item's: when anything it shows last changed, a payment included (decision 0070). */
  updatedAt: sql<Date>`coalesce(${agencyReservationChanges.updatedAt}, ${reservations.updatedAt})`.mapWith(
    agencyReservationChanges.updatedAt,
  ),
};

export function toPartnerReservation(row: {
  id: number;
  code: string;
  status: PartnerReservation["status"];
  boatId: number;
  startDate: string;
  endDate: string;
  guests: number;
  customerName: string;
  partnerReference: string | null;
  currency: PartnerReservation["currency"];
  total: number;
  commissionBps: number | null;
  commission: number | null;
  deposit: number;
  paid: string | number;
  optionExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}): PartnerReservation {
  const commission = row.commission ?? 0;
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    boat_id: row.boatId,
    start_date: row.startDate,
    end_date: row.endDate,
    guests: row.guests,
    client_name: row.customerName,
    partner_reference: row.partnerReference,
    currency: row.currency,
    gross: row.total,
    commission_bps: row.commissionBps ?? 0,
    commission,
    net: row.total - commission,
    deposit: row.deposit,
    paid: Number(row.paid),
    option_expires_at: row.optionExpiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One reservation of the agency; another agency's, or none → 404 (the same answer: nothing is revealed). */
export async function getPartnerReservation(db: DbOrTx, agencyId: number, id: number) {
  const [row] = await db
    .select(partnerReservationColumns)
    .from(reservations)
    .leftJoin(agencyReservationChanges, eq(agencyReservationChanges.reservationId, reservations.id))
    .where(and(eq(reservations.id, id), eq(reservations.agencyId, agencyId)))
    .limit(1);
  if (!row) throw notFound("partner.reservation_not_found");
  return toPartnerReservation(row);
}
