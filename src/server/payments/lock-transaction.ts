import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { Tx } from "../db/client";
import { boats, reservations, transactions } from "../db/schema";
import { lockScopedReservation } from "../reservations/lock-scoped-reservation";

/**
 * Locks a payment for a correction or a void: first its reservation (lockScopedReservation, the lock that
 * recording takes too), then the payment row itself. Outside the user's scope → 404.
 */
export async function lockTransaction(tx: Tx, user: AuthUser, id: number) {
  const [found] = await tx
    .select({ reservationId: transactions.reservationId })
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(eq(transactions.id, id), boatScope(user)))
    .limit(1);
  if (!found) throw notFound("payments.transaction_not_found");
  const reservation = await lockScopedReservation(tx, user, found.reservationId);
  const [payment] = await tx
    .select({
      id: transactions.id,
      kind: transactions.kind,
      amount: transactions.amount,
      currency: transactions.currency,
      voidedAt: transactions.voidedAt,
      provider: transactions.provider,
      providerOrderId: transactions.providerOrderId,
      providerPaymentId: transactions.providerPaymentId,
    })
    .from(transactions)
    .where(eq(transactions.id, id))
    .for("update")
    .limit(1);
  if (!reservation || !payment) throw notFound("payments.transaction_not_found");
  return { reservation, payment };
}
