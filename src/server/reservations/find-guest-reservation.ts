import "server-only";
import type { ErrorKey } from "@/shared/messages/message-ref";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Currency } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { boats, reservations } from "../db/schema";
import { notFound } from "../domain-errors";
import { normaliseReservationCode } from "./generate-code";
import { paidOf } from "./reservation-columns";
import type { ReservationStatus } from "./status";

export const LOOKUP_NOT_FOUND = "lookup.lookup_not_found" satisfies ErrorKey;

export type GuestReservation = {
  id: number;
  code: string;
  boatId: number;
  boatName: string;
  boatSlug: string;
  /** The boat's capacity (guests). */
  capacity: number;
  status: ReservationStatus;
  startDate: string;
  endDate: string;
  guests: number;
  total: number;
  deposit: number;
  /** Deposits + balances − refunds so far (minor units). */
  paid: number;
  currency: Currency;
  optionExpiresAt: Date | null;
  createdAt: Date;
};

/** The guest's own reservation: its code (normalised) and its e-mail (case-insensitive). */
function guestMatch(query: { code: string; email: string }): SQL {
  return and(
    eq(reservations.code, normaliseReservationCode(query.code)),
    eq(sql`lower(${reservations.customerEmail})`, query.email.trim().toLowerCase()),
  ) as SQL;
}

/**
 * The one way a guest opens their reservation (the lookup, passenger lists, change and cancellation requests,
 * documents): by its code and e-mail, so a wrong one of either answers the same 404 everywhere. With `lock`, the
 * reservation's row is locked for the caller's transaction (two saves of one guest's change run one after the other).
 */
export async function findGuestReservation(
  db: DbOrTx,
  query: { code: string; email: string },
  { lock = false } = {},
): Promise<GuestReservation> {
  const select = db
    .select({
      id: reservations.id,
      code: reservations.code,
      boatId: reservations.boatId,
      boatName: boats.name,
      boatSlug: boats.slug,
      capacity: boats.guests,
      status: reservations.status,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      guests: reservations.guests,
      total: reservations.total,
      deposit: reservations.deposit,
      paid: paidOf,
      currency: reservations.currency,
      optionExpiresAt: reservations.optionExpiresAt,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(guestMatch(query))
    .limit(1);
  const [row] = lock ? await select.for("update", { of: reservations }) : await select;
  if (!row) throw notFound(LOOKUP_NOT_FOUND);
  return { ...row, paid: Number(row.paid) };
}
