import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  boatComments,
  boats,
  contactMessages,
  inspections,
  mailOutbox,
  newsletterConsents,
  reservations,
  subscribers,
  transactions,
  users,
} from "../db/schema";
import { readPassengers } from "../passengers/read-passengers";
import { recordPrivacyAudit } from "./audit";
import { personScope } from "./person-scope";
import { findMentions, mentionValues } from "./sweep-mentions";
import { clock } from "../../lib/clock";

/** Tables whose rows the export already shows section by section. */
const COVERED = new Set([
  "reservations",
  "inspections",
  "transactions",
  "contact_messages",
  "subscribers",
  "newsletter_consents",
  "mail_outbox",
  "boat_comments",
]);

const iso = (d: Date | null) => d?.toISOString() ?? null;

const passengerListOf = (list: Awaited<ReturnType<typeof readPassengers>> | undefined) =>
  list?.consentAt ? { consent_at: iso(list.consentAt), passengers: list.passengers } : null;

/**
 * Everything held about one e-mail address, as one JSON document (KVKK art. 11 access request): reservations
 * with their payments, contact messages, the subscription and its consent records, reviews under their name on
 * boats they booked, the passenger lists of their reservations, the check-in/out protocols they signed, mails to or about them, a staff account with that address, and any other place the
 * address is written. Money is in minor units (kuruş, cents) with its currency. The export is audited.
 */
export async function exportPersonData(db: Db, email: string, actorId: number, now = clock.now()) {
  return db.transaction(async (tx) => {
    const scope = await personScope(tx, email);
    const [account] = await tx
      .select({
        id: users.id,
        first_name: users.firstName,
        last_name: users.lastName,
        phone: users.phone,
        role: users.role,
        active: users.active,
        created_at: users.createdAt,
      })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    const bookings = await tx
      .select({
        id: reservations.id,
        code: reservations.code,
        boat: boats.name,
        status: reservations.status,
        start_date: reservations.startDate,
        end_date: reservations.endDate,
        guests: reservations.guests,
        customer_name: reservations.customerName,
        customer_email: reservations.customerEmail,
        customer_phone: reservations.customerPhone,
        note: reservations.note,
        total: reservations.total,
        deposit: reservations.deposit,
        currency: reservations.currency,
        source: reservations.source,
        kvkk_consent_at: reservations.kvkkConsentAt,
        created_at: reservations.createdAt,
      })
      .from(reservations)
      .innerJoin(boats, eq(boats.id, reservations.boatId))
      .where(scope.reservationIds.length > 0 ? inArray(reservations.id, scope.reservationIds) : sql`false`)
      .orderBy(asc(reservations.createdAt));
    const payments =
      scope.reservationIds.length > 0
        ? await tx
            .select({
              reservation_id: transactions.reservationId,
              kind: transactions.kind,
              method: transactions.method,
              amount: transactions.amount,
              currency: transactions.currency,
              reference: transactions.reference,
              note: transactions.note,
              paid_at: transactions.paidAt,
              voided_at: transactions.voidedAt,
              void_reason: transactions.voidReason,
            })
            .from(transactions)
            .where(inArray(transactions.reservationId, scope.reservationIds))
            .orderBy(asc(transactions.paidAt), asc(transactions.id))
        : [];
    // The check-in/out protocols they signed: the name they gave and their signature (the boat's state and the staff's
    // signature are not theirs).
    const protocols =
      scope.reservationIds.length > 0
        ? await tx
            .select({
              reservation_id: inspections.reservationId,
              kind: inspections.kind,
              guest_name: inspections.guestName,
              guest_signature: inspections.guestSignature,
              created_at: inspections.createdAt,
            })
            .from(inspections)
            .where(inArray(inspections.reservationId, scope.reservationIds))
            .orderBy(asc(inspections.createdAt), asc(inspections.id))
        : [];
    // The passenger lists the guest entered for their reservations (names, birth dates, document numbers).
    const passengerListsOf = new Map<number, Awaited<ReturnType<typeof readPassengers>>>();
    for (const id of scope.reservationIds) passengerListsOf.set(id, await readPassengers(tx, id));
    const messages = await tx
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        phone: contactMessages.phone,
        subject: contactMessages.subject,
        message: contactMessages.message,
        boat_id: contactMessages.boatId,
        created_at: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(scope.messageFilter)
      .orderBy(asc(contactMessages.createdAt));
    const [subscription] = await tx.select().from(subscribers).where(eq(subscribers.email, email));
    const consents = await tx
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.email, email))
      .orderBy(asc(newsletterConsents.givenAt));
    const comments = await tx
      .select({
        boat: boats.name,
        name: boatComments.name,
        rating: boatComments.rating,
        body: boatComments.body,
        approved: boatComments.approved,
        created_at: boatComments.createdAt,
      })
      .from(boatComments)
      .innerJoin(boats, eq(boats.id, boatComments.boatId))
      .where(scope.commentFilter)
      .orderBy(asc(boatComments.createdAt));
    const mails = await tx
      .select({
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        status: mailOutbox.status,
        template_key: mailOutbox.templateKey,
        created_at: mailOutbox.createdAt,
        sent_at: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(scope.mailFilter)
      .orderBy(asc(mailOutbox.id));
    const others = (await findMentions(tx, email)).filter((m) => !COVERED.has(m.table));
    const otherMentions = [];
    for (const m of others) otherMentions.push({ ...m, values: await mentionValues(tx, m, email) });

    await recordPrivacyAudit(tx, {
      action: "export",
      email,
      actorId,
      details: { reservations: bookings.length, contact_messages: messages.length, mails: mails.length },
    });
    return {
      email,
      exported_at: now.toISOString(),
      staff_account: account ? { ...account, created_at: iso(account.created_at) } : null,
      reservations: bookings.map(({ id, ...r }) => ({
        ...r,
        kvkk_consent_at: iso(r.kvkk_consent_at),
        created_at: iso(r.created_at),
        payments: payments
          .filter((p) => p.reservation_id === id)
          .map(({ reservation_id: _r, ...p }) => ({ ...p, paid_at: iso(p.paid_at) })),
        passenger_list: passengerListOf(passengerListsOf.get(id)),
        inspections: protocols
          .filter((p) => p.reservation_id === id)
          .map(({ reservation_id: _r, guest_signature, ...p }) => ({
            ...p,
            guest_signature: guest_signature ? `data:image/png;base64,${guest_signature}` : null,
            created_at: iso(p.created_at),
          })),
      })),
      contact_messages: messages.map((m) => ({ ...m, created_at: iso(m.created_at) })),
      subscription: subscription
        ? {
            confirmed: subscription.confirmedAt !== null,
            consent_at: iso(subscription.consentAt),
            confirmed_at: iso(subscription.confirmedAt),
            source: subscription.source,
          }
        : null,
      consents: consents.map((c) => ({
        text_version: c.textVersion,
        text_sha256: c.textHash,
        source: c.source,
        given_at: iso(c.givenAt),
        confirmed_at: iso(c.confirmedAt),
        withdrawn_at: iso(c.withdrawnAt),
      })),
      comments: comments.map((c) => ({ ...c, created_at: iso(c.created_at) })),
      mails: mails.map((m) => ({ ...m, created_at: iso(m.created_at), sent_at: iso(m.sent_at) })),
      other_mentions: otherMentions,
    };
  });
}
