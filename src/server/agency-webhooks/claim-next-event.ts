import "server-only";
import { and, eq, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { agencies, agencyWebhookEvents } from "../db/schema";
import { isOldestDue, leaseUntil } from "../jobs/claim-due";
import { WEBHOOK_LEASE_SECONDS } from "./webhook-timing";

export type ClaimedEvent = {
  id: number;
  eventId: string;
  agencyId: number;
  type: string;
  data: Record<string, unknown>;
  createdAt: Date;
  /** This claim's attempt number: with status 'sending' it identifies the claim when the outcome is recorded. */
  attempts: number;
};

const due = or(
  and(eq(agencyWebhookEvents.status, "pending"), lte(agencyWebhookEvents.nextAttemptAt, sql`now()`)),
  // Its worker died mid-attempt: tried again (at least once; the event id marks the repeat).
  and(eq(agencyWebhookEvents.status, "sending"), lt(agencyWebhookEvents.lockedUntil, sql`now()`)),
);

/**
 * Claims the oldest due event for this worker, or none (jobs/claim-due.ts: one row per claim, `FOR UPDATE SKIP
 * LOCKED`), and the lease (database time) outlives the attempt.
 */
export async function claimNextEvent(db: Db): Promise<ClaimedEvent | undefined> {
  const [event] = await db
    .update(agencyWebhookEvents)
    .set({
      status: "sending",
      lockedUntil: leaseUntil(WEBHOOK_LEASE_SECONDS),
      attempts: sql`${agencyWebhookEvents.attempts} + 1`,
      lastAttemptAt: sql`now()`,
    })
    .where(isOldestDue(db, agencyWebhookEvents, due))
    .returning({
      id: agencyWebhookEvents.id,
      eventId: agencyWebhookEvents.eventId,
      agencyId: agencyWebhookEvents.agencyId,
      type: agencyWebhookEvents.type,
      data: agencyWebhookEvents.data,
      createdAt: agencyWebhookEvents.createdAt,
      attempts: agencyWebhookEvents.attempts,
    });
  return event;
}

/** Where and with what the agency wants its webhooks now (the URL may have changed since the event). */
export async function webhookTarget(db: Db, agencyId: number) {
  const [agency] = await db
    .select({ url: agencies.webhookUrl, sealedSecret: agencies.webhookSecretEncrypted })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return agency;
}
