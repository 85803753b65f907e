import "server-only";
import { msg } from "@/shared/messages/message-ref";
import type { Currency } from "../../../lib/money";
import type { Tx } from "../../db/client";
import { conflict } from "../../domain-errors";
import { paidAmount } from "../../payments/paid-amount";

/** The stable code of the refusal, shared with the database trigger's answer (api/errors.ts). */
export const TOTAL_BELOW_PAID = "TOTAL_BELOW_PAID";

export const totalBelowPaid = (paid: number, currency: Currency) =>
  conflict(msg("reservations.total_below_paid", { amount: paid / 100, currency }), TOTAL_BELOW_PAID);

/**
 * Refuses (409) a change that lowers a reservation's total below what is already paid, inside the caller's
 * transaction and row lock, before anything is written. A total that rises, or stays, is never refused (a card
 * payment may already have paid more than the total: that is for staff to refund, not a reason to block an edit).
 * The trigger `reservations_total_covers_paid` (docs/decisions/0056) holds the same rule in the database.
 */
export async function refuseTotalBelowPaid(
  tx: Tx,
  reservation: { id: number; total: number; currency: Currency },
  nextTotal: number,
): Promise<void> {
  if (nextTotal >= reservation.total) return;
  const paid = await paidAmount(tx, reservation.id);
  if (nextTotal < paid) throw totalBelowPaid(paid, reservation.currency);
}
