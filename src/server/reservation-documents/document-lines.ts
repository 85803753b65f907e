import "server-only";
import type { Currency } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { readReservationLines } from "../reservations/lines/read-reservation-lines";

/** One priced line of a reservation as its documents show it (a frozen `reservation_lines` row). */
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

/** The lines and what is paid at the base, on top of the total (extras such as APA or fuel). */
export type DocumentLines = { lines: DocumentLine[]; dueAtBase: number };

/** A reservation's frozen lines as its documents print them (decision 0025). */
export async function documentLines(
  db: DbOrTx,
  reservation: { id: number; total: number; currency: Currency },
): Promise<DocumentLines> {
  const { lines, due_at_base } = await readReservationLines(db, reservation);
  return {
    lines: lines.map(({ kind, label, quantity, unit_amount, amount, payable }) => ({
      kind,
      label,
      quantity,
      unit_amount,
      amount,
      payable,
    })),
    dueAtBase: due_at_base,
  };
}
