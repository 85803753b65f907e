import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { unprocessable } from "../domain-errors";
import { findActiveBoat } from "../availability/find-boat-by-slug";
import type { Db } from "../db/client";
import { reservations } from "../db/schema";
import { createdColumns, toCreatedDto } from "./insert-reservation";
import { bookReservation } from "./book-reservation";
import { requestHash } from "./request-hash";
import type { createReservationBody } from "./schemas";
import { clock } from "../../lib/clock";
import type { Locale } from "@/i18n/locales";

export { DATES_TAKEN } from "./book-reservation";

async function replay(db: Db, key: string, hash: string) {
  const [row] = await db.select(createdColumns).from(reservations).where(eq(reservations.idempotencyKey, key)).limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw unprocessable("booking.idempotency_key_reused", "IDEMPOTENCY_KEY_REUSED");
  }
  return toCreatedDto(row);
}

/**
 * A reservation request from the website (bookReservation's website channel): quotes the stay again on the server
 * (any client price is ignored), holds the dates as an option for `option_hours`, and queues the customer's and the
 * staff's mails. With an Idempotency-Key, the same key and body answer the stored reservation again; the same key
 * with another body → 422.
 */
export async function createReservation(
  db: Db,
  body: z.output<typeof createReservationBody>,
  options: { idempotencyKey?: string; now?: Date; locale?: Locale } = {},
) {
  const now = options.now ?? clock.now();
  const key = options.idempotencyKey;
  const hash = requestHash(body);
  if (key) {
    const previous = await replay(db, key, hash);
    if (previous) return previous;
  }
  try {
    const row = await bookReservation(
      db,
      {
        findBoat: (tx) =>
          findActiveBoat(tx, body.boat_id !== undefined ? { id: body.boat_id } : { slug: body.boat_slug }),
        evenIfNotForRent: false,
        stay: { startDate: body.start_date, endDate: body.end_date, guests: body.guests },
        customer: {
          name: body.customer_name,
          email: body.customer_email,
          phone: body.customer_phone,
          note: body.note || null,
        },
        price: { extras: body.extras },
        status: "option",
        channel: {
          source: "website",
          createdBy: null,
          kvkkConsentAt: now,
          locale: options.locale ?? "tr",
          idempotencyKey: key,
          requestHash: key ? hash : undefined,
        },
        mails: { guest: "reservation_received", staff: "reservation_staff" },
      },
      now,
    );
    return toCreatedDto(row);
  } catch (error) {
    if (key) {
      // A concurrent request with the same key may have won the race, and this one then failed on the key's
      // unique index or on the dates the winner now holds: either way the answer is what the winner stored.
      const previous = await replay(db, key, hash);
      if (previous) return previous;
    }
    throw error;
  }
}
