import "server-only";
import { eq } from "drizzle-orm";
import type { Currency } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { boats, reservations } from "../db/schema";
import { notFound } from "../domain-errors";
import { LOOKUP_NOT_FOUND } from "../reservations/lookup-reservation";
import type { ReservationStatus } from "../reservations/status";
import { guestMatch } from "../reservations/guest-match";

export type GuestReservation = {
  id: number;
  boatId: number;
  capacity: number;
  status: ReservationStatus;
  startDate: string;
  endDate: string;
  total: number;
  deposit: number;
  currency: Currency;
};

/**
 * The reservation a guest opens with its code and e-mail (a wrong one of either: the lookup's 404). With
 * `lock`, the reservation row is locked for the caller's transaction.
 */
export async function findGuestReservation(
  db: DbOrTx,
  query: { code: string; email: string },
  { lock = false } = {},
): Promise<GuestReservation> {
  const select = db
    .select({
      id: reservations.id,
      boatId: reservations.boatId,
      capacity: boats.guests,
      status: reservations.status,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      total: reservations.total,
      deposit: reservations.deposit,
      currency: reservations.currency,
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(guestMatch(query))
    .limit(1);
  const [row] = lock ? await select.for("update", { of: reservations }) : await select;
  if (!row) throw notFound(LOOKUP_NOT_FOUND);
  return row;
}
