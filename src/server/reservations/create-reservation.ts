import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { conflict, unprocessable } from "../domain-errors";
import { assertDatesFree } from "../availability/find-blocked-ranges";
import { findActiveBoat } from "../availability/find-boat-by-slug";
import type { Db } from "../db/client";
import { reservations } from "../db/schema";
import { enqueueMail } from "../mail/enqueue-mail";
import { reservationMailVars } from "../mail/reservation-mail-vars";
import { quoteStay } from "../pricing/quote-stay";
import { getSettings, ratesOf } from "../settings/get-settings";
import { expireOptions } from "./expire-options";
import { createdColumns, insertReservation, toCreatedDto } from "./insert-reservation";
import { isExclusionViolation } from "../db/pg-error";
import { retryTransaction } from "../db/retry-transaction";
import { lockBoat } from "./lock-boat";
import { requestHash } from "./request-hash";
import type { createReservationBody } from "./schemas";
import { clock } from "../../lib/clock";
import type { Locale } from "@/i18n/locales";

export const DATES_TAKEN = "Seçtiğiniz tarihler artık müsait değil. Lütfen başka tarihler seçin.";

async function replay(db: Db, key: string, hash: string) {
  const [row] = await db.select(createdColumns).from(reservations).where(eq(reservations.idempotencyKey, key)).limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw unprocessable(
      "Bu Idempotency-Key daha önce başka bilgilerle gönderilmiş bir istek için kullanıldı.",
      "IDEMPOTENCY_KEY_REUSED",
    );
  }
  return toCreatedDto(row);
}

/**
 * A reservation request from the website: quotes the stay again on the server (any client price is
 * ignored), holds the dates as an option for `option_hours`, freezes the price, its lines (charter, discount,
 * the obligatory and chosen extras) and the exchange rates,
 * and queues the customer's and the staff's mails — all in one transaction. With an Idempotency-Key, the
 * same key and body answer the stored reservation again; the same key with another body → 422.
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
    return await retryTransaction(db, async (tx) => {
      const boat = await findActiveBoat(
        tx,
        body.boat_id !== undefined ? { id: body.boat_id } : { slug: body.boat_slug },
      );
      await lockBoat(tx, boat.id);
      const stay = { startDate: body.start_date, endDate: body.end_date, guests: body.guests };
      // An option past its expiry no longer holds its days, even if the job has not run yet.
      await expireOptions(tx, { now, boatId: boat.id });
      const quote = await quoteStay(tx, boat, { ...stay, extras: body.extras }, now);
      await assertDatesFree(tx, boat.id, stay, DATES_TAKEN);
      const settings = await getSettings(tx);
      const row = await insertReservation(
        tx,
        {
          boatId: boat.id,
          ...stay,
          customerName: body.customer_name,
          customerEmail: body.customer_email,
          customerPhone: body.customer_phone,
          note: body.note || null,
          status: "option",
          optionExpiresAt: new Date(now.getTime() + Number(settings.option_hours) * 3_600_000),
          total: quote.total,
          deposit: quote.deposit,
          currency: quote.currency,
          rates: ratesOf(settings),
          source: "website",
          kvkkConsentAt: now,
          createdBy: null,
          idempotencyKey: key ?? null,
          requestHash: key ? hash : null,
          locale: options.locale ?? "tr",
        },
        quote.lines,
      );
      const mail = await reservationMailVars(tx, row.id);
      await enqueueMail(tx, {
        templateKey: "reservation_received",
        to: mail.to,
        vars: mail.vars,
        rawVars: mail.rawVars,
        reservationId: row.id,
        locale: mail.locale,
      });
      if (mail.staffTo) {
        // Staff read Turkish whatever the guest's language.
        const staff = mail.locale === "tr" ? mail : await reservationMailVars(tx, row.id, "tr");
        await enqueueMail(tx, {
          templateKey: "reservation_staff",
          to: mail.staffTo,
          vars: staff.vars,
          rawVars: staff.rawVars,
          reservationId: row.id,
        });
      }
      return toCreatedDto(row);
    });
  } catch (error) {
    if (key) {
      // A concurrent request with the same key may have won the race, and this one then failed on the key's
      // unique index or on the dates the winner now holds: either way the answer is what the winner stored.
      const previous = await replay(db, key, hash);
      if (previous) return previous;
    }
    if (isExclusionViolation(error)) throw conflict(DATES_TAKEN, "DATES_UNAVAILABLE");
    throw error;
  }
}
