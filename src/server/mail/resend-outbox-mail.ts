import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { conflict, notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { ERASED_TEXT } from "../privacy/anonymous";
import { outboxColumns, toOutboxItem } from "./outbox-columns";

/** The states staff may send again by hand: the outcome is unknown, or the worker gave up. */
const RESENDABLE = ["uncertain", "failed"] as const;

/**
 * Staff's decision to send a mail again (after checking that the recipient did not get it): back to 'queued',
 * due now. It keeps its Message-ID, so a receiver that did get the first one can recognise the repeat.
 */
export async function resendOutboxMail(db: Db, id: number) {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: "queued", nextAttemptAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, RESENDABLE), ne(mailOutbox.subject, ERASED_TEXT)))
    .returning(outboxColumns);
  if (row) return toOutboxItem(row);
  const [exists] = await db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .limit(1);
  if (!exists) throw notFound("mail.mail_not_found");
  if (exists.subject === ERASED_TEXT) throw conflict("mail.erased");
  throw conflict("mail.not_resendable");
}
