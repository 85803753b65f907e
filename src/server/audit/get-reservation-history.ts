import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { auditLog, boats, reservations, users } from "../db/schema";
import { notFound } from "../domain-errors";
import { auditEntryColumns, toAuditEntry } from "./audit-entry-columns";

/** At most this many rows of one reservation's history (the oldest first). */
const HISTORY_LIMIT = 500;

/**
 * One reservation's history, oldest first: its own rows and its payments' rows in the audit log. An OWNER sees
 * only their own boats' reservations (another's → 404, as for the reservation itself).
 */
export async function getReservationHistory(db: DbOrTx, user: AuthUser, reservationId: number) {
  const [reservation] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(eq(reservations.id, reservationId), boatScope(user)))
    .limit(1);
  if (!reservation) throw notFound("lookup.reservation_not_found");
  const rows = await db
    .select(auditEntryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.reservationId, reservation.id))
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return { items: rows.map(toAuditEntry), total: rows.length };
}
