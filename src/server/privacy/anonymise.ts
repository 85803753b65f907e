import "server-only";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import {
  contactMessageReplies,
  contactMessages,
  inspections,
  mailOutbox,
  passengerLists,
  reservationDocumentCache,
  reservationRequests,
  reservations,
  transactions,
} from "../db/schema";
import { ANON_EMAIL, ANON_NAME, ANON_PHONE, ERASED_TEXT } from "./anonymous";

/**
 * Strips the customer from reservations: name, e-mail, phone, note, the request's fingerprints, the passenger list and
 * the stored PDFs of its documents. Amounts, dates, status, payments and availability blocks stay, so the books and
 * calendars still add up.
 */
export async function anonymiseReservations(tx: DbOrTx, ids: number[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(reservations)
    .set({
      customerName: ANON_NAME,
      customerEmail: ANON_EMAIL,
      customerPhone: ANON_PHONE,
      note: null,
      idempotencyKey: null,
      requestHash: null,
      anonymizedAt: now,
    })
    .where(inArray(reservations.id, ids))
    .returning({ id: reservations.id });
  // Staff notes and void reasons on payments may name the payer; the amounts and references stay for the books.
  await tx
    .update(transactions)
    .set({
      note: null,
      voidReason: sql`CASE WHEN ${transactions.voidedAt} IS NULL THEN NULL ELSE 'KVKK kapsamında silindi' END`,
    })
    .where(inArray(transactions.reservationId, ids));
  // The passenger list (names, birth dates, passport numbers) has no accounting value: it goes (cascade).
  await tx.delete(passengerLists).where(inArray(passengerLists.reservationId, ids));
  // The stored PDFs of the reservation's documents print the guest's name, e-mail and phone: they go.
  await tx.delete(reservationDocumentCache).where(inArray(reservationDocumentCache.reservationId, ids));
  // The guest's cancellation/change messages and the staff's answers to them; kinds, dates and quoted costs stay.
  await tx
    .update(reservationRequests)
    .set({ message: null, staffNote: null })
    .where(inArray(reservationRequests.reservationId, ids));
  // Inspection protocols keep the boat's state (items, photos of the boat, hours, fuel) but lose the guest's name
  // and signature, and the guest's link to them stops working.
  await tx
    .update(inspections)
    .set({ guestName: ANON_NAME, guestSignature: "", guestTokenHash: sql`'erased-' || ${inspections.id}` })
    .where(inArray(inspections.reservationId, ids));
  return rows.length;
}

/**
 * Empties contact messages (who wrote and what) and the text of the staff's replies to them (written to that
 * person), keeping only when, which boat and who replied when.
 */
export async function anonymiseContactMessages(tx: DbOrTx, where: SQL, now: Date): Promise<number> {
  const rows = await tx
    .update(contactMessages)
    .set({ name: ANON_NAME, email: ANON_EMAIL, phone: null, subject: null, message: ERASED_TEXT, anonymizedAt: now })
    .where(where)
    .returning({ id: contactMessages.id });
  if (rows.length > 0) {
    await tx
      .update(contactMessageReplies)
      .set({ body: ERASED_TEXT })
      .where(
        inArray(
          contactMessageReplies.messageId,
          rows.map((r) => r.id),
        ),
      );
  }
  return rows.length;
}

/** Empties outbox mails: recipient, subject, bodies, headers and errors. Unsent ones are given up, never sent. */
export async function anonymiseMails(tx: DbOrTx, where: SQL): Promise<number> {
  const rows = await tx
    .update(mailOutbox)
    .set({
      toAddress: ANON_EMAIL,
      subject: ERASED_TEXT,
      html: ERASED_TEXT,
      text: ERASED_TEXT,
      meta: null,
      headers: null,
      lastError: null,
      status: sql`CASE WHEN ${mailOutbox.status} IN ('queued', 'sending') THEN 'failed'::mail_status ELSE ${mailOutbox.status} END`,
    })
    .where(where)
    .returning({ id: mailOutbox.id });
  return rows.length;
}
