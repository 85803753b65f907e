import "server-only";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { reservations } from "../db/schema";
import { normaliseReservationCode } from "./generate-code";

/**
 * The guest's own reservation: its code (normalised) and its e-mail (case-insensitive). Every guest-side read and
 * write from /enquire finds the reservation this way, so a wrong code or e-mail answers the same 404 everywhere.
 */
export function guestMatch(query: { code: string; email: string }): SQL {
  return and(
    eq(reservations.code, normaliseReservationCode(query.code)),
    eq(sql`lower(${reservations.customerEmail})`, query.email.trim().toLowerCase()),
  ) as SQL;
}
