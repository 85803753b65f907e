import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { clock } from "../../lib/clock";
import { unprocessable } from "../domain-errors";
import { setAuditReason } from "../audit/audit-reason";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { transactions } from "../db/schema";
import { getTransaction } from "./get-transaction";
import { lockTransaction } from "./lock-transaction";
import { paidAmount } from "./paid-amount";
import type { voidTransactionBody } from "./schemas";

/**
 * Voids a payment or refund with a required reason: the row stays (voided_at, voided_by, void_reason; the
 * audit log keeps the reason too) and counts in no sum from then on. Never a delete. Refused when it would
 * leave what is paid below zero (void the refund first) or, for a refund, above the total. The
 * reservation's status does not change (decision 0018).
 */
export async function voidTransaction(
  db: Db,
  user: AuthUser,
  id: number,
  body: z.output<typeof voidTransactionBody>,
  now = clock.now(),
) {
  const result = await db.transaction(async (tx) => {
    const { reservation, payment } = await lockTransaction(tx, user, id);
    if (payment.voidedAt) throw unprocessable("payments.already_voided", "TRANSACTION_VOIDED");
    // A kept damage deposit belongs to its deposit's record (security_deposits), not to the charter's payments.
    if (payment.kind === "damage_deposit") throw unprocessable("deposits.damage_deposit_locked", "DAMAGE_DEPOSIT");
    const paid = await paidAmount(tx, reservation.id);
    const newPaid = paid - (payment.kind === "refund" ? -payment.amount : payment.amount);
    if (newPaid < 0) {
      throw unprocessable("payments.void_below_refunds", "PAID_BELOW_ZERO");
    }
    if (newPaid > reservation.total) {
      throw unprocessable("payments.void_over_total", "PAYMENT_TOO_LARGE");
    }
    await setAuditReason(tx, body.reason);
    await tx
      .update(transactions)
      .set({ voidedAt: now, voidedBy: user.id, voidReason: body.reason })
      .where(eq(transactions.id, payment.id));
    const { status, total, deposit } = reservation;
    return { status, total, deposit, paid: newPaid, due: total - newPaid };
  });
  return { ...(await getTransaction(db, user, id)), reservation: result };
}
