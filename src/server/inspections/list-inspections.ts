import "server-only";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { findInspectionReservation } from "./find-inspection-reservation";
import { readInspections } from "./read-inspections";

/** The inspections of a reservation `user` may see (an OWNER: their boats'; 404 otherwise), oldest first. */
export async function listInspections(db: Db, user: AuthUser, reservationId: number) {
  await findInspectionReservation(db, user, reservationId);
  return readInspections(db, reservationId);
}
