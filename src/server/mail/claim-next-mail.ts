import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { isOldestDue, leaseUntil } from "../jobs/claim-due";
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
 * Claims the oldest due mail for this worker, or none (jobs/claim-due.ts: one row per claim, `FOR UPDATE SKIP
 * LOCKED`); the lease (`locked_until`) outlives the whole send (see mail-timing.ts). Only 'queued' mails
 * are claimed: a mail whose lease ran out while 'sending' is not sent again (see expire-mail-leases.ts).
 */
export async function claimNextMail(db: Db): Promise<ClaimedMail | undefined> {
  const due = and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, sql`now()`));
  const [mail] = await db
    .update(mailOutbox)
    .set({ status: "sending", lockedUntil: leaseUntil(MAIL_LEASE_SECONDS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(isOldestDue(db, mailOutbox, due))
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
