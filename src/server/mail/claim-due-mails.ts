import { and, asc, eq, inArray, lte, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

/** How long a claimed mail stays reserved for its worker; far longer than one SMTP conversation may take. */
export const MAIL_LEASE_SECONDS = 120;

export type ClaimedMail = {
  id: number;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  attempts: number;
};

/**
 * Claims up to `limit` due mails for this worker in one statement: queued mails whose time has come, and
 * mails whose previous worker's lease ran out. `FOR UPDATE SKIP LOCKED` lets several processes claim at
 * once without ever taking the same row; the lease (`locked_until`) keeps others off it while it is sent.
 */
export async function claimDueMails(db: Db, limit: number): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, "sending"), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: "sending",
      lockedUntil: sql`now() + make_interval(secs => ${MAIL_LEASE_SECONDS})`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      html: mailOutbox.html,
      text: mailOutbox.text,
      headers: mailOutbox.headers,
      attempts: mailOutbox.attempts,
    });
}
