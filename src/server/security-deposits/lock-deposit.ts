import "server-only";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { Tx } from "../db/client";
import { boats, reservations, securityDeposits } from "../db/schema";
import { notFound } from "../domain-errors";
import { lockScopedReservation } from "../reservations/lock-scoped-reservation";

/**
 * Locks a deposit for a capture or a release: first its reservation (the lock every change of its money takes),
 * then the deposit's row. Outside the user's scope (an OWNER: another owner's boat) → 404.
 */
export async function lockDeposit(tx: Tx, user: AuthUser, id: number) {
  const [found] = await tx
    .select({ reservationId: securityDeposits.reservationId })
    .from(securityDeposits)
    .innerJoin(reservations, eq(reservations.id, securityDeposits.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(eq(securityDeposits.id, id), boatScope(user)))
    .limit(1);
  if (!found) throw notFound("deposits.not_found");
  const reservation = await lockScopedReservation(tx, user, found.reservationId);
  const [deposit] = await tx.select().from(securityDeposits).where(eq(securityDeposits.id, id)).for("update");
  if (!reservation || !deposit) throw notFound("deposits.not_found");
  return { reservation, deposit };
}

/**
 * A claim (`capturing`, `releasing`) older than this is taken as a call whose answer never came (iyzico's calls
 * time out after 30 s): the same action may be asked again. iyzico refuses a second post-auth or cancel of one
 * payment, so asking again never takes twice.
 */
export const STALE_CLAIM_MS = 60_000;
