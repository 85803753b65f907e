import "server-only";
import { eq, sql } from "drizzle-orm";
import { conflict } from "../domain-errors";
import type { Db } from "../db/client";
import { boatComments, newsletterConsents, subscribers, users } from "../db/schema";
import { anonymiseContactMessages, anonymiseMails, anonymiseReservations } from "./anonymise";
import { ANON_NAME } from "./anonymous";
import { recordPrivacyAudit } from "./audit";
import { personScope } from "./person-scope";
import type { EraseResult } from "./schemas";
import { findMentions, scrubMentions } from "./sweep-mentions";
import { clock } from "../../lib/clock";
import { scrubAuditMentions } from "../audit/scrub-audit-mentions";

/**
 * KVKK erasure of one e-mail address, in one transaction: reservations lose the customer (amounts, dates,
 * payments and availability blocks stay), contact messages and mails to or about them are emptied, the
 * subscription and its consent records are deleted, their reviews become anonymous. Then every text and JSON
 * column of every table is searched for the address and any leftover (a staff note, a closing's title…) is
 * replaced. A staff account's address is refused: the account is removed by other means. Audited.
 */
export async function erasePersonData(db: Db, email: string, actorId: number, now = clock.now()): Promise<EraseResult> {
  return db.transaction(async (tx) => {
    const [staff] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    if (staff) {
      throw conflict("privacy.staff_account", "STAFF_ACCOUNT");
    }
    const scope = await personScope(tx, email);
    const mails = await anonymiseMails(tx, scope.mailFilter);
    const comments = await tx
      .update(boatComments)
      .set({ name: ANON_NAME })
      .where(scope.commentFilter)
      .returning({ id: boatComments.id });
    const reservations = await anonymiseReservations(tx, scope.reservationIds, now);
    const messages = await anonymiseContactMessages(tx, scope.messageFilter, now);
    const subscriptions = await tx
      .delete(subscribers)
      .where(eq(subscribers.email, email))
      .returning({ id: subscribers.id });
    const consents = await tx
      .delete(newsletterConsents)
      .where(eq(newsletterConsents.email, email))
      .returning({ id: newsletterConsents.id });
    const leftovers = await findMentions(tx, email);
    await scrubMentions(tx, leftovers, email, "[silindi]");
    await scrubAuditMentions(tx, email, "[silindi]");
    const result: EraseResult = {
      reservations,
      contact_messages: messages,
      subscriptions: subscriptions.length,
      consents: consents.length,
      comments: comments.length,
      mails,
      other_mentions: leftovers.reduce((n, m) => n + m.rows, 0),
    };
    await recordPrivacyAudit(tx, { action: "erase", email, actorId, details: result });
    return result;
  });
}
