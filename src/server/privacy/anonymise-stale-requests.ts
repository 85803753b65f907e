import { and, inArray, isNull, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactMessages, mailOutbox, newsletterConsents, reservations, subscribers, transactions } from "../db/schema";
import { anonymiseContactMessages, anonymiseMails, anonymiseReservations } from "./anonymise";
import { ERASED_TEXT } from "./anonymous";
import { recordPrivacyAudit } from "./audit";
import { clock } from "../../lib/clock";

/** The moment `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Data retention: after `months`, personal data that served no booking is anonymised. That is every contact
 * message, every request that never became a reservation (expired or cancelled, never paid, unchanged since
 * the cutoff), every mail in the outbox that was sent or given up, and newsletter sign-ups that were never
 * confirmed (with their consent records). Real bookings keep their customer (the
 * books need them); they leave only by an erasure request. Safe to run on several instances at once.
 */
export async function anonymiseStaleRequests(db: Db, options: { months: number; now?: Date }) {
  const now = options.now ?? clock.now();
  const cutoff = monthsBefore(now, options.months);
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          isNull(reservations.anonymizedAt),
          inArray(reservations.status, ["expired", "cancelled"]),
          lt(reservations.createdAt, cutoff),
          lt(reservations.updatedAt, cutoff),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(transactions)
              .where(sql`${transactions.reservationId} = ${reservations.id}`),
          ),
        ),
      )
      .for("update", { skipLocked: true });
    const ids = stale.map((r) => r.id);
    const requests = await anonymiseReservations(tx, ids, now);
    const messages = await anonymiseContactMessages(
      tx,
      and(isNull(contactMessages.anonymizedAt), lt(contactMessages.createdAt, cutoff))!,
      now,
    );
    const mails = await anonymiseMails(
      tx,
      and(
        inArray(mailOutbox.status, ["sent", "failed", "uncertain"]),
        lt(mailOutbox.createdAt, cutoff),
        sql`${mailOutbox.subject} <> ${ERASED_TEXT}`,
      )!,
    );
    const pending = await tx
      .delete(subscribers)
      .where(and(isNull(subscribers.confirmedAt), lt(subscribers.createdAt, cutoff)))
      .returning({ id: subscribers.id });
    await tx
      .delete(newsletterConsents)
      .where(and(isNull(newsletterConsents.confirmedAt), lt(newsletterConsents.givenAt, cutoff)));
    const result = {
      reservations: requests,
      contact_messages: messages,
      mails,
      unconfirmed_subscriptions: pending.length,
    };
    if (requests + messages + mails + pending.length > 0)
      await recordPrivacyAudit(tx, { action: "retention", details: result });
    return result;
  });
}
