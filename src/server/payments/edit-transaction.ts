import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { clock } from "../../lib/clock";
import { unprocessable } from "../domain-errors";
import { msg } from "@/shared/messages/message-ref";
import { setAuditReason } from "../audit/audit-reason";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { transactions } from "../db/schema";
import { applyStatusChange } from "../reservations/apply-status-change";
import { getTransaction } from "./get-transaction";
import { lockTransaction } from "./lock-transaction";
import { paidAmount } from "./paid-amount";
import type { editTransactionBody } from "./schemas";

const signed = (kind: string, amount: number) => (kind === "refund" ? -amount : amount);

/**
 * Corrects a payment (amount, method, deposit ⇄ balance, day, reference, note) with a required reason,
 * which the audit log keeps. Under the reservation's row lock, the rules of recording hold on the result: a
 * payment may not exceed what is due, a refund not what was paid, what is paid never drops below zero; a
 * cancelled or expired reservation's payment cannot grow. A voided row cannot be edited. When the
 * correction makes an option's payments reach its deposit, the option is confirmed (as recording does);
 * a correction downwards never moves a reservation back (decision 0018).
 */
export async function editTransaction(
  db: Db,
  user: AuthUser,
  id: number,
  body: z.output<typeof editTransactionBody>,
  now = clock.now(),
) {
  const result = await db.transaction(async (tx) => {
    const { reservation, payment } = await lockTransaction(tx, user, id);
    if (payment.voidedAt) throw unprocessable("payments.voided_not_editable", "TRANSACTION_VOIDED");
    if (payment.kind === "damage_deposit") throw unprocessable("deposits.damage_deposit_locked", "DAMAGE_DEPOSIT");
    // What a provider took or gave back is its record, not ours to rewrite: a wrong one is voided with a reason.
    if (payment.provider) throw unprocessable("payments.online_not_editable", "ONLINE_PAYMENT");
    const kind = body.kind ?? payment.kind;
    if ((kind === "refund") !== (payment.kind === "refund")) {
      throw unprocessable("payments.kind_change", "KIND_CHANGE_REFUSED");
    }
    if (body.paid_at && body.paid_at.getTime() > now.getTime() + 5 * 60_000) {
      throw unprocessable("payments.paid_at_future");
    }
    const amount = body.amount ?? payment.amount;
    const closed = reservation.status === "cancelled" || reservation.status === "expired";
    if (closed && kind !== "refund" && amount > payment.amount) {
      throw unprocessable("payments.closed_no_increase", "RESERVATION_CLOSED");
    }
    /** An amount (minor units) as a message parameter: major units and the currency, written by the catalogue. */
    const money = (value: number) => ({ amount: value / 100, currency: reservation.currency });
    const paid = await paidAmount(tx, reservation.id);
    const others = paid - signed(payment.kind, payment.amount);
    if (kind === "refund" && amount > others) {
      throw unprocessable(msg("payments.refund_too_large", money(Math.max(others, 0))), "REFUND_TOO_LARGE");
    }
    if (kind !== "refund" && amount > reservation.total - others) {
      throw unprocessable(
        msg("payments.payment_too_large", money(Math.max(reservation.total - others, 0))),
        "PAYMENT_TOO_LARGE",
      );
    }
    const newPaid = others + signed(kind, amount);
    if (newPaid < 0) {
      throw unprocessable("payments.edit_below_refunds", "PAID_BELOW_ZERO");
    }

    await setAuditReason(tx, body.reason);
    await tx
      .update(transactions)
      .set({
        kind,
        amount,
        ...(body.method ? { method: body.method } : {}),
        ...(body.paid_at ? { paidAt: body.paid_at } : {}),
        ...(body.reference !== undefined ? { reference: body.reference || null } : {}),
        ...(body.note !== undefined ? { note: body.note || null } : {}),
        updatedAt: now,
        updatedBy: user.id,
      })
      .where(eq(transactions.id, payment.id));

    let status = reservation.status;
    if (status === "option" && newPaid >= reservation.deposit) {
      await applyStatusChange(tx, reservation, "confirmed", now);
      status = "confirmed";
    }
    const { total, deposit } = reservation;
    return { status, total, deposit, paid: newPaid, due: total - newPaid };
  });
  return { ...(await getTransaction(db, user, id)), reservation: result };
}
