import "server-only";
import { diffDays } from "../../lib/dates";
import type { DbOrTx } from "../db/client";

/** One priced line of a reservation as its documents show it (the shape of the frozen `reservation_lines`). */
export type DocumentLine = {
  kind: "charter" | "extra" | "discount";
  label: string;
  quantity: number;
  /** Minor units of the reservation's currency; negative for a discount. */
  unit_amount: number;
  amount: number;
  /** Paid with the booking (deposit + balance) or at the base on check-in. */
  payable: "booking" | "base";
};

export type DocumentLines = { lines: DocumentLine[] /** The part of the total paid at the base. */; dueAtBase: number };

type ReservationForLines = { id: number; total: number; startDate: string; endDate: string };

/**
 * ADAPTER (the one place the documents read a reservation's lines; rewired at merge time to the frozen
 * `reservation_lines` and `due_at_base`): for now one charter line of the whole total, nothing due at the base.
 */
export async function documentLines(_db: DbOrTx, reservation: ReservationForLines): Promise<DocumentLines> {
  const days = diffDays(reservation.startDate, reservation.endDate);
  return {
    lines: [
      {
        kind: "charter",
        label: `Tekne kiralama (${days} gün)`,
        quantity: 1,
        unit_amount: reservation.total,
        amount: reservation.total,
        payable: "booking",
      },
    ],
    dueAtBase: 0,
  };
}
