import "server-only";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { MAIL_LEASE_SECONDS } from "./mail-timing";

export type ClaimedMail = {
  id: number;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  messageId: string;
  /** This claim's attempt number: with status 'sending' it identifies the claim when the outcome is recorded. */
  attempts: number;
};

/**
 * Claims the oldest due mail for this worker, or none: one row per claim, so a worker holds only what it is
 * sending right now. `FOR UPDATE SKIP LOCKED` lets any number of workers claim at once without ever taking
 * the same row; the lease (`locked_until`) outlives the whole send (see mail-timing.ts). Only 'queued' mails
 * are claimed: a mail whose lease ran out while 'sending' is not sent again (see expire-mail-leases.ts).
 */
export async function claimNextMail(db: Db): Promise<ClaimedMail | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [mail] = await db
    .update(mailOutbox)
    .set({
      status: "sending",
      lockedUntil: sql`now() + make_interval(secs => ${MAIL_LEASE_SECONDS})`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(eq(mailOutbox.id, sql`(${due})`))
    .returning({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      html: mailOutbox.html,
      text: mailOutbox.text,
      headers: mailOutbox.headers,
      messageId: mailOutbox.messageId,
      attempts: mailOutbox.attempts,
    });
  return mail;
}
