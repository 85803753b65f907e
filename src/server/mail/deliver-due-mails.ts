import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { type ClaimedMail, claimDueMails } from "./claim-due-mails";
import type { MailTransport } from "./smtp-transport";

/** After this many attempts a mail is given up ('failed'); staff still read it in the outbox. */
export const MAX_MAIL_ATTEMPTS = 8;

/** Wait before the next attempt: 30 s, 1 min, 2 min … doubling, at most 1 hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
}

export type DeliveryResult = { sent: number; retried: number; failed: number };

/** An SMTP 5xx answer (unknown recipient, rejected message): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

async function deliverOne(db: Db, transport: MailTransport, from: string, mail: ClaimedMail) {
  // Only the worker holding the claim (status 'sending' with this attempt number) may settle the row.
  const ours = and(
    eq(mailOutbox.id, mail.id),
    eq(mailOutbox.status, "sending"),
    eq(mailOutbox.attempts, mail.attempts),
  );
  try {
    const info = await transport.sendMail({
      from,
      to: mail.toAddress,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: { ...mail.headers, "X-Liman-Outbox-Id": String(mail.id) },
    });
    await db
      .update(mailOutbox)
      .set({
        status: "sent",
        sentAt: new Date(),
        messageId: info.messageId ?? null,
        lockedUntil: null,
        lastError: null,
      })
      .where(ours);
    return "sent" as const;
  } catch (error) {
    const giveUp = isPermanent(error) || mail.attempts >= MAX_MAIL_ATTEMPTS;
    await db
      .update(mailOutbox)
      .set({
        status: giveUp ? "failed" : "queued",
        lockedUntil: null,
        lastError: errorText(error),
        nextAttemptAt: new Date(Date.now() + backoffSeconds(mail.attempts) * 1000),
      })
      .where(ours);
    return giveUp ? ("failed" as const) : ("retried" as const);
  }
}

/**
 * One pass of the outbox worker: claims due mails (safe with any number of processes running it) and sends
 * them one by one. Success → 'sent' with the SMTP message id; a temporary failure → back to 'queued' with an
 * exponential backoff; a permanent failure or the last attempt → 'failed'.
 */
export async function deliverDueMails(
  db: Db,
  transport: MailTransport,
  options: { from: string; batch?: number },
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  const mails = await claimDueMails(db, options.batch ?? 20);
  for (const mail of mails) result[await deliverOne(db, transport, options.from, mail)]++;
  return result;
}
