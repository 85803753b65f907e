import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";
import type { GuestReservation } from "../reservations/find-guest-reservation";
import { depositCurrency } from "./deposit-currency";
import { TAKEN_STATES } from "./deposit-offer";
import { depositsOf } from "./deposit-row";
import type { guestSecurityDepositSchema } from "./schemas";

type TakenState = (typeof TAKEN_STATES)[number];
const isTaken = (state: string): state is TakenState => (TAKEN_STATES as readonly string[]).includes(state);

/** What the guest's page shows of the damage deposit: the boat's amount, whether the card hold is offered, its state. */
export async function guestDeposit(
  db: DbOrTx,
  reservation: Pick<GuestReservation, "id" | "boatId" | "status" | "currency" | "startDate">,
  cardHolds: boolean,
): Promise<z.output<typeof guestSecurityDepositSchema>> {
  const [boat] = await db.select({ amount: boats.securityDeposit }).from(boats).where(eq(boats.id, reservation.boatId));
  const amount = boat?.amount && boat.amount > 0 ? boat.amount : null;
  const taken = (await depositsOf(db, reservation.id)).find((row) => isTaken(row.state));
  const open = reservation.status !== "cancelled" && reservation.status !== "expired";
  return {
    amount,
    currency: await depositCurrency(db, reservation),
    card_hold_offered: amount !== null && open && !taken && cardHolds,
    state: taken && isTaken(taken.state) ? taken.state : null,
    captured_amount: taken?.state === "captured" ? taken.capturedAmount : null,
  };
}
