import "server-only";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { inspections } from "../db/schema";

export type DepartureInspections = { checked_in_at: string | null; checked_out_at: string | null };

/**
 * When each reservation of the list was checked in and checked out on the quay (the inspections, issue 30): ONE
 * query for all the ids. A reservation without an inspection is absent (both null).
 */
export async function departureInspections(
  db: DbOrTx,
  reservationIds: readonly number[],
): Promise<Map<number, DepartureInspections>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({ reservationId: inspections.reservationId, kind: inspections.kind, createdAt: inspections.createdAt })
    .from(inspections)
    .where(inArray(inspections.reservationId, [...reservationIds]));
  const found = new Map<number, DepartureInspections>();
  for (const row of rows) {
    const entry = found.get(row.reservationId) ?? { checked_in_at: null, checked_out_at: null };
    const at = row.createdAt.toISOString();
    if (row.kind === "checkin") entry.checked_in_at = at;
    else entry.checked_out_at = at;
    found.set(row.reservationId, entry);
  }
  return found;
}
