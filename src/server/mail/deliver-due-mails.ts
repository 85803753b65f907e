import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { workInLanes } from "../jobs/work-in-lanes";
import { log } from "../log";
import { type ClaimedMail, claimNextMail } from "./claim-next-mail";
import { classifySendFailure } from "./classify-send-failure";
import { expireMailLeases } from "./expire-mail-leases";
import { SEND_DEADLINE_MS } from "./mail-timing";
import type { MailTransport } from "./smtp-transport";

/** After this many attempts a mail is given up ('failed'); staff still read it in the outbox. */
export const MAX_MAIL_ATTEMPTS = 8;

/** Mails in flight at once per worker, unless configured (MAIL_CONCURRENCY). */
export const DEFAULT_MAIL_CONCURRENCY = 5;

/** After the stop signal, sends in flight get this long to finish before they are aborted. */
const STOP_GRACE_MS = 5_000;

/** Wait before the next attempt: 30 s, 1 min, 2 min … doubling, at most 1 hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
}

export type DeliveryResult = { sent: number; retried: number; failed: number; uncertain: number };

export type DeliveryOptions = {
  from: string;
  /** Mails in flight at once (the transport should have as many connections). */
  concurrency?: number;
  /** Stop claiming; sends in flight finish (or are aborted after a short grace). */
  signal?: AbortSignal;
  /** Abort a send after this long (SEND_DEADLINE_MS; shorter only in tests). */
  sendDeadlineMs?: number;
};

const UNCERTAIN_SEND =
  "Mail iletilirken bağlantı koptu ya da sunucu yanıt vermedi: alıcıya ulaşıp ulaşmadığı bilinmiyor.";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Only the worker holding the claim ('sending' with this attempt number) may record its outcome. */
const claimOf = (mail: ClaimedMail) =>
  and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "sending"), eq(mailOutbox.attempts, mail.attempts));

/**
 * Records that the server accepted the mail, trying a few times: when the database stays unreachable the
 * row keeps its claim, and once the lease runs out it becomes 'uncertain', never sent again by itself.
 */
async function markSent(db: Db, mail: ClaimedMail): Promise<boolean> {
  for (const pause of [0, 100, 500, 2_000]) {
    if (pause) await sleep(pause);
    try {
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(claimOf(mail));
      return true;
    } catch (error) {
      log.warn(`[mail] could not record mail ${mail.id} as sent`, error);
    }
  }
  return false;
}

async function deliverOne(
  db: Db,
  transport: MailTransport,
  mail: ClaimedMail,
  options: DeliveryOptions,
  stopSends: AbortSignal,
): Promise<keyof DeliveryResult> {
  try {
    await transport.send(
      {
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // Every mail names its language; a mail queued without one is Turkish (the site's default).
        headers: { "Content-Language": "tr", ...mail.headers },
        messageId: mail.messageId,
      },
      AbortSignal.any([AbortSignal.timeout(options.sendDeadlineMs ?? SEND_DEADLINE_MS), stopSends]),
    );
  } catch (error) {
    const failure = classifySendFailure(error);
    const giveUp = failure === "permanent" || (failure === "retry" && mail.attempts >= MAX_MAIL_ATTEMPTS);
    const status = failure === "uncertain" ? "uncertain" : giveUp ? "failed" : "queued";
    await db
      .update(mailOutbox)
      .set({
        status,
        lockedUntil: null,
        lastError: failure === "uncertain" ? `${UNCERTAIN_SEND} (${errorText(error)})` : errorText(error),
        nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(mail.attempts)})`,
      })
      .where(claimOf(mail));
    return status === "queued" ? "retried" : status;
  }
  return (await markSent(db, mail)) ? "sent" : "uncertain";
}

/**
 * The outbox worker: keeps claiming due mails, one at a time per lane with `concurrency` lanes, until none is
 * due (or `signal` stops it). Safe with any number of processes running it. Accepted → 'sent'; refused for
 * now, or failed before the message went out → back to 'queued' with an exponential backoff; refused for good
 * or out of attempts → 'failed'; broken off after the message began to go out → 'uncertain' (staff decide).
 */
export async function deliverDueMails(
  db: Db,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, uncertain: 0 };
  await expireMailLeases(db);
  const stopSends = new AbortController();
  const stopping = () => setTimeout(() => stopSends.abort(), STOP_GRACE_MS).unref();
  options.signal?.addEventListener("abort", stopping, { once: true });
  try {
    await workInLanes(
      options.concurrency ?? DEFAULT_MAIL_CONCURRENCY,
      () => claimNextMail(db),
      async (mail) => {
        result[await deliverOne(db, transport, mail, options, stopSends.signal)]++;
      },
      options.signal,
    );
    return result;
  } finally {
    options.signal?.removeEventListener("abort", stopping);
  }
}
