import "server-only";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import { conflict, notFound } from "../domain-errors";
import type { ErrorKey } from "@/shared/messages/message-ref";
import type { DbOrTx } from "../db/client";
import { boats, reservations } from "../db/schema";
import { findGuestReservation } from "../reservations/find-guest-reservation";

export const GUEST_DOCUMENTS_REFUSED = "lookup.documents_closed" satisfies ErrorKey;

/**
 * The guest's reservation by code and e-mail, as GET /v1/reservations/lookup finds it (a wrong one of either:
 * the same 404). A cancelled or expired one has no documents for the guest (409).
 */
export async function findGuestDocumentReservation(db: DbOrTx, code: string, email: string): Promise<number> {
  const row = await findGuestReservation(db, { code, email });
  if (row.status === "cancelled" || row.status === "expired") throw conflict(GUEST_DOCUMENTS_REFUSED, "WRONG_STATUS");
  return row.id;
}

/** A reservation staff may print: any status (a void one is marked on the document); an OWNER only their boats'. */
export async function findStaffDocumentReservation(db: DbOrTx, user: AuthUser, id: number): Promise<number> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(eq(reservations.id, id), boatScope(user)))
    .limit(1);
  if (!row) throw notFound("lookup.reservation_not_found");
  return row.id;
}
