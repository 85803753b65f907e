import "server-only";
import type { z } from "zod";
import { notFound, unprocessable } from "../domain-errors";
import { msg } from "@/shared/messages/message-ref";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { transactions } from "../db/schema";
import { confirmOnDeposit } from "./confirm-on-deposit";
import { getTransaction } from "./get-transaction";
import { lockScopedReservation } from "../reservations/lock-scoped-reservation";
import { paidAmount } from "./paid-amount";
import type { recordTransactionBody } from "./schemas";
import { clock } from "../../lib/clock";

/**
 * Records a payment against a reservation, in its currency, by the signed-in user (an OWNER only for
 * their own boats). In the same transaction: when what is paid reaches the deposit, an option becomes
 * confirmed (option window cleared, confirmation mail queued). Cancelled or expired reservations take
 * refunds only; a payment may not exceed what is due, a refund not what was paid.
 */
export async function recordTransaction(
  db: Db,
  user: AuthUser,
  body: z.output<typeof recordTransactionBody>,
  now = clock.now(),
) {
  const result = await db.transaction(async (tx) => {
    const reservation = await lockScopedReservation(tx, user, body.reservation_id);
    if (!reservation) throw notFound("lookup.reservation_not_found");
    if (body.paid_at && body.paid_at.getTime() > now.getTime() + 5 * 60_000) {
      throw unprocessable("payments.paid_at_future");
    }
    const closed = reservation.status === "cancelled" || reservation.status === "expired";
    if (closed && body.kind !== "refund") {
      throw unprocessable("payments.closed_refund_only", "RESERVATION_CLOSED");
    }
    /** An amount (minor units) as a message parameter: major units and the currency, written by the catalogue. */
    const money = (amount: number) => ({ amount: amount / 100, currency: reservation.currency });
    const paid = await paidAmount(tx, reservation.id);
    if (body.kind === "refund" && body.amount > paid) {
      throw unprocessable(msg("payments.refund_too_large", money(paid)), "REFUND_TOO_LARGE");
    }
    if (body.kind !== "refund" && body.amount > reservation.total - paid) {
      throw unprocessable(
        msg("payments.payment_too_large", money(Math.max(reservation.total - paid, 0))),
        "PAYMENT_TOO_LARGE",
      );
    }

    const [row] = await tx
      .insert(transactions)
      .values({
        reservationId: reservation.id,
        kind: body.kind,
        method: body.method,
        amount: body.amount,
        currency: reservation.currency,
        reference: body.reference || null,
        note: body.note || null,
        recordedBy: user.id,
        paidAt: body.paid_at ?? now,
      })
      .returning({ id: transactions.id });

    const newPaid = paid + (body.kind === "refund" ? -body.amount : body.amount);
    const status = body.kind === "refund" ? reservation.status : await confirmOnDeposit(tx, reservation, newPaid, now);
    return {
      id: row!.id,
      reservation: {
        status,
        total: reservation.total,
        deposit: reservation.deposit,
        paid: newPaid,
        due: reservation.total - newPaid,
      },
    };
  });
  return { ...(await getTransaction(db, user, result.id)), reservation: result.reservation };
}
