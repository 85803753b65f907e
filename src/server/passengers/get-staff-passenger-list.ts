import "server-only";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats, reservations } from "../db/schema";
import { notFound } from "../domain-errors";
import { readPassengers } from "./read-passengers";
import type { StaffPassengerList } from "./schemas";

export type StaffPassengerListWithBoat = StaffPassengerList & {
  boat_name: string;
  start_date: string;
  end_date: string;
};

/** A reservation's passenger list for staff: ADMIN any, an OWNER only their own boats' (another's → 404). */
export async function getStaffPassengerList(
  db: DbOrTx,
  user: AuthUser,
  reservationId: number,
): Promise<StaffPassengerListWithBoat> {
  const [row] = await db
    .select({
      id: reservations.id,
      code: reservations.code,
      guests: reservations.guests,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      boatName: boats.name,
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(eq(reservations.id, reservationId), boatScope(user)))
    .limit(1);
  if (!row) throw notFound("lookup.reservation_not_found");
  const list = await readPassengers(db, row.id);
  return {
    reservation_id: row.id,
    code: row.code,
    guests: row.guests,
    complete: list.passengers.length === row.guests,
    consent_at: list.consentAt?.toISOString() ?? null,
    updated_at: list.updatedAt?.toISOString() ?? null,
    passengers: list.passengers,
    boat_name: row.boatName,
    start_date: row.startDate,
    end_date: row.endDate,
  };
}
