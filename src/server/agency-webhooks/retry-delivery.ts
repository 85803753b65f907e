import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { agencyWebhookEvents } from "../db/schema";
import { conflict, notFound } from "../domain-errors";

/**
 * Staff send a given-up (or still waiting) event again now: it goes back to 'pending', due at once, with a fresh
 * count of attempts. 409 while a worker is posting it or after it was delivered; 404 for another agency's event.
 */
export async function retryDelivery(db: Db, agencyId: number, id: number): Promise<{ id: number }> {
  const [row] = await db
    .update(agencyWebhookEvents)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(
      and(
        eq(agencyWebhookEvents.id, id),
        eq(agencyWebhookEvents.agencyId, agencyId),
        inArray(agencyWebhookEvents.status, ["failed", "pending"]),
      ),
    )
    .returning({ id: agencyWebhookEvents.id });
  if (row) return row;
  const [exists] = await db
    .select({ id: agencyWebhookEvents.id })
    .from(agencyWebhookEvents)
    .where(and(eq(agencyWebhookEvents.id, id), eq(agencyWebhookEvents.agencyId, agencyId)))
    .limit(1);
  if (!exists) throw notFound("agency_webhooks.delivery_not_found");
  throw conflict("agency_webhooks.not_retryable", "WEBHOOK_NOT_RETRYABLE");
}
