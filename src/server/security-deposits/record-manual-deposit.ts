import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { clock } from "../../lib/clock";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { securityDeposits } from "../db/schema";
import { conflict, notFound } from "../domain-errors";
import { lockScopedReservation } from "../reservations/lock-scoped-reservation";
import { depositCurrency } from "./deposit-currency";
import { getDeposit } from "./deposit-row";
import type { manualDepositBody } from "./schemas";

/**
 * Records a damage deposit taken by hand at check-in (cash or a bank transfer; ADMIN, OWNER for their own boats):
 * `held` at once, then returned (release) or partly kept (capture) by hand like a card hold. Refused while another
 * deposit of the reservation is held.
 */
export async function recordManualDeposit(
  db: Db,
  user: AuthUser,
  reservationId: number,
  body: z.output<typeof manualDepositBody>,
  now = clock.now(),
) {
  const id = await db.transaction(async (tx) => {
    const reservation = await lockScopedReservation(tx, user, reservationId);
    if (!reservation) throw notFound("lookup.reservation_not_found");
    if (reservation.status === "cancelled" || reservation.status === "expired") {
      throw conflict("deposits.reservation_closed", "RESERVATION_CLOSED");
    }
    const [open] = await tx
      .select({ id: securityDeposits.id })
      .from(securityDeposits)
      .where(
        and(
          eq(securityDeposits.reservationId, reservationId),
          inArray(securityDeposits.state, ["held", "capturing", "releasing"]),
        ),
      )
      .limit(1);
    if (open) throw conflict("deposits.already_held", "DEPOSIT_TAKEN");
    const [row] = await tx
      .insert(securityDeposits)
      .values({
        reservationId,
        method: body.method,
        amount: body.amount,
        currency: await depositCurrency(tx, reservation),
        state: "held",
        createdAt: now,
        heldAt: now,
        recordedBy: user.id,
      })
      .returning({ id: securityDeposits.id });
    return row!.id;
  });
  return getDeposit(db, id);
}
