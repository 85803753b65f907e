import "server-only";
import { type AnyColumn, and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { reservations } from "../db/schema";
import { notFound } from "../domain-errors";
import { paidOf } from "../reservations/reservation-columns";
import type { PartnerReservation } from "./schemas";

/** The columns of a reservation the partner API shows its agency (nothing of Liman's own bookkeeping). */
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
  updatedAt: reservations.updatedAt,
};

/** A timestamp as JavaScript's `toISOString` writes it: UTC, milliseconds (truncated, as a parsed Date keeps them). */
const iso = (column: AnyColumn) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `toPartnerReservation` written by PostgreSQL as the JSON text of one row, compact and in the same field order: a
 * page of the feed is then passed into its answer as it comes, instead of 19 columns a row mapped, dated,
 * re-formatted and serialised in the API's one Node thread (docs/performance-journal.md, "Partner polling per
 * request"). Concatenated rather than a record's `to_json`, which took PostgreSQL twice the CPU to write an item
 * (journal, "The change feed at 10 in flight"): text goes through `to_json` (escaping), dates too (ISO whatever the
 * DateStyle), enums and numbers as they print. `||` turns the whole item NULL if a nullable part were left without its `coalesce`.
 * tests/api/partner-api.test.ts holds the two to the same answer.
 */
export const partnerReservationJsonText = sql<string>`('{"id":' || ${reservations.id} || ',"code":' || to_json(${reservations.code})
  || ',"status":"' || ${reservations.status} || '","boat_id":' || ${reservations.boatId}
  || ',"start_date":' || to_json(${reservations.startDate}) || ',"end_date":' || to_json(${reservations.endDate})
  || ',"guests":' || ${reservations.guests} || ',"client_name":' || to_json(${reservations.customerName})
  || ',"partner_reference":' || coalesce(to_json(${reservations.partnerReference})::text, 'null')
  || ',"currency":"' || ${reservations.currency} || '","gross":' || ${reservations.total}
  || ',"commission_bps":' || coalesce(${reservations.agencyCommissionBps}, 0)
  || ',"commission":' || coalesce(${reservations.agencyCommission}, 0)
  || ',"net":' || (${reservations.total} - coalesce(${reservations.agencyCommission}, 0))
  || ',"deposit":' || ${reservations.deposit} || ',"paid":' || ${paidOf}
  || ',"option_expires_at":' || coalesce('"' || ${iso(reservations.optionExpiresAt)} || '"', 'null')
  || ',"created_at":"' || ${iso(reservations.createdAt)} || '","updated_at":"' || ${iso(reservations.updatedAt)} || '"}')`;

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
    .where(and(eq(reservations.id, id), eq(reservations.agencyId, agencyId)))
    .limit(1);
  if (!row) throw notFound("partner.reservation_not_found");
  return toPartnerReservation(row);
}
