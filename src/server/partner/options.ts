import "server-only";
import { and, eq } from "drizzle-orm";
import type { PartnerAgency } from "../agencies/authenticate-key";
import { findActiveBoat } from "../availability/find-boat-by-slug";
import type { Db } from "../db/client";
import { retryTransaction } from "../db/retry-transaction";
import { reservations } from "../db/schema";
import { conflict, notFound, unprocessable } from "../domain-errors";
import { applyStatusChange } from "../reservations/apply-status-change";
import { bookReservation } from "../reservations/book-reservation";
import { expireOptions } from "../reservations/expire-options";
import { lockBoat } from "../reservations/lock-boat";
import { requestHash } from "../reservations/request-hash";
import { msg } from "@/shared/messages/message-ref";
import { getPartnerReservation } from "./partner-reservation";
import type { OptionInput } from "./schemas";

/** Idempotency keys are the agency's own: two agencies may send the same one. */
const scopedKey = (agencyId: number, key: string) => `agency:${agencyId}:${key}`;

async function replay(db: Db, agencyId: number, key: string, hash: string) {
  const [row] = await db
    .select({ id: reservations.id, requestHash: reservations.requestHash })
    .from(reservations)
    .where(and(eq(reservations.idempotencyKey, key), eq(reservations.agencyId, agencyId)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) throw unprocessable("booking.idempotency_key_reused", "IDEMPOTENCY_KEY_REUSED");
  return getPartnerReservation(db, agencyId, row.id);
}

/**
 * An agency's option through the one booking core (bookReservation): the agency is the channel (source, who, its
 * reference and commission frozen), the price is the site's, the option lapses at the option window or at the
 * agency's earlier `expires_at`. Taken dates → 409. With an Idempotency-Key the same key and body answer the stored
 * option again (another body → 422). Staff are mailed; the agency's client is not (the agency speaks to them).
 */
export async function createOption(
  db: Db,
  agency: PartnerAgency,
  body: OptionInput,
  options: { idempotencyKey?: string; now: Date },
) {
  const key = options.idempotencyKey ? scopedKey(agency.id, options.idempotencyKey) : undefined;
  const hash = requestHash(body);
  if (key) {
    const previous = await replay(db, agency.id, key, hash);
    if (previous) return previous;
  }
  try {
    const row = await bookReservation(
      db,
      {
        findBoat: (tx) => findActiveBoat(tx, { id: body.boat_id }),
        evenIfNotForRent: false,
        stay: { startDate: body.start_date, endDate: body.end_date, guests: body.guests },
        customer: {
          name: body.client.name,
          email: body.client.email ?? agency.contactEmail ?? "",
          phone: body.client.phone ?? agency.contactPhone ?? "",
          note: null,
        },
        price: { extras: body.extras },
        status: "option",
        optionExpiresAt: body.expires_at,
        channel: {
          source: "agency",
          createdBy: null,
          kvkkConsentAt: null,
          locale: "en",
          idempotencyKey: key,
          requestHash: key ? hash : undefined,
          agency: {
            id: agency.id,
            commissionBps: agency.commissionBps,
            partnerReference: body.partner_reference || null,
          },
        },
        mails: { staff: "reservation_staff" },
      },
      options.now,
    );
    return getPartnerReservation(db, agency.id, row.id);
  } catch (error) {
    if (key) {
      // A concurrent request with the same key won: answer what it stored.
      const previous = await replay(db, agency.id, key, hash);
      if (previous) return previous;
    }
    throw error;
  }
}

/**
 * Moves one of the agency's options on (released: cancelled; confirmed) in one transaction: the boat locked first
 * like every booking change, lapsed options of the boat expired, then the option locked and checked. Another
 * agency's reservation is not found (404); one that is no longer an option → 409.
 */
async function settleOption(db: Db, agency: PartnerAgency, id: number, to: "cancelled" | "confirmed", now: Date) {
  await retryTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ boatId: reservations.boatId })
      .from(reservations)
      .where(and(eq(reservations.id, id), eq(reservations.agencyId, agency.id)))
      .limit(1);
    if (!found) throw notFound("partner.option_not_found");
    await lockBoat(tx, found.boatId);
    await expireOptions(tx, { now, boatId: found.boatId });
    const [option] = await tx
      .select({
        id: reservations.id,
        boatId: reservations.boatId,
        startDate: reservations.startDate,
        endDate: reservations.endDate,
        status: reservations.status,
      })
      .from(reservations)
      .where(eq(reservations.id, id))
      .for("update")
      .limit(1);
    if (!option) throw notFound("partner.option_not_found");
    if (option.status !== "option") {
      throw conflict(msg("partner.not_an_option", { status: option.status }), "NOT_AN_OPTION");
    }
    await applyStatusChange(tx, option, to, now, false);
  });
  return getPartnerReservation(db, agency.id, id);
}

/** Releases the option: its days are free at once. */
export const releaseOption = (db: Db, agency: PartnerAgency, id: number, now: Date) =>
  settleOption(db, agency, id, "cancelled", now);

/** Confirms the option: a booking that holds its days for good. */
export const confirmOption = (db: Db, agency: PartnerAgency, id: number, now: Date) =>
  settleOption(db, agency, id, "confirmed", now);
