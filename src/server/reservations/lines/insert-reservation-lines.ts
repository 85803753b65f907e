import "server-only";
import type { Currency } from "../../../lib/money";
import type { Tx } from "../../db/client";
import { reservationLines } from "../../db/schema";
import type { PricedLine } from "../../pricing/price-lines";

/** Freezes a quote's lines on a reservation, in the quote's order (inside the caller's transaction). */
export async function insertReservationLines(
  tx: Tx,
  reservationId: number,
  currency: Currency,
  lines: PricedLine[],
  firstPosition = 0,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(reservationLines).values(
    lines.map((line, i) => ({
      reservationId,
      position: firstPosition + i,
      kind: line.kind,
      label: line.label,
      unit: line.unit,
      quantity: line.quantity,
      unitAmount: line.unit_amount,
      amount: line.amount,
      currency,
      payable: line.payable,
      extraId: line.extra_id,
      discountId: line.discount_id,
    })),
  );
}
