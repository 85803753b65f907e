import "server-only";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Currency } from "../../../lib/money";
import { CHARTER_LINE_LABEL } from "../../../shared/pricing-lines";
import type { DbOrTx } from "../../db/client";
import { reservationLines } from "../../db/schema";
import type { reservationLineSchema } from "../../pricing/schemas";

export type ReservationLineDto = z.output<typeof reservationLineSchema>;

export const lineColumns = {
  id: reservationLines.id,
  position: reservationLines.position,
  kind: reservationLines.kind,
  label: reservationLines.label,
  unit: reservationLines.unit,
  quantity: reservationLines.quantity,
  unitAmount: reservationLines.unitAmount,
  amount: reservationLines.amount,
  currency: reservationLines.currency,
  payable: reservationLines.payable,
  extraId: reservationLines.extraId,
};

type LineRow = {
  id: number;
  kind: ReservationLineDto["kind"];
  label: string;
  unit: ReservationLineDto["unit"];
  quantity: number;
  unitAmount: number;
  amount: number;
  currency: Currency;
  payable: ReservationLineDto["payable"];
  extraId: number | null;
};

export function toLineDto(row: LineRow): ReservationLineDto {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    unit: row.unit,
    quantity: row.quantity,
    unit_amount: row.unitAmount,
    amount: row.amount,
    currency: row.currency,
    payable: row.payable,
    extra_id: row.extraId,
  };
}

/**
 * A reservation's frozen lines and what is due at the base. A reservation written without lines (rows seeded
 * or imported straight into the table) reads as one charter line of its total, as migration 0026 backfilled.
 */
export async function readReservationLines(
  db: DbOrTx,
  reservation: { id: number; total: number; currency: Currency },
): Promise<{ lines: ReservationLineDto[]; due_at_base: number }> {
  const rows = await db
    .select(lineColumns)
    .from(reservationLines)
    .where(eq(reservationLines.reservationId, reservation.id))
    .orderBy(asc(reservationLines.position), asc(reservationLines.id));
  if (rows.length === 0) {
    const { total, currency } = reservation;
    const charter = { kind: "charter", label: CHARTER_LINE_LABEL, unit: null, quantity: 1 } as const;
    return {
      lines: [{ id: 0, ...charter, unit_amount: total, amount: total, currency, payable: "booking", extra_id: null }],
      due_at_base: 0,
    };
  }
  const lines = rows.map(toLineDto);
  const due = lines.filter((l) => l.payable === "base").reduce((sum, l) => sum + l.amount, 0);
  return { lines, due_at_base: due };
}
