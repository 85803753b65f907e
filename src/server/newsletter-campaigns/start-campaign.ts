import "server-only";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterCampaignRecipients, newsletterCampaigns, subscribers } from "../db/schema";
import { conflict, unprocessable } from "../domain-errors";
import { getCampaign } from "./get-campaign";
import { clock } from "../../lib/clock";

/** Recipient rows per INSERT (two parameters each, far below PostgreSQL's limit). */
const CHUNK = 5_000;

/**
 * Starts sending a draft: in one transaction it becomes 'sending' and gets one recipient row per subscriber
 * confirmed at this moment (never an unconfirmed address). The mails themselves are queued in throttled batches
 * by `enqueueCampaignBatch`. A second start of the same campaign (or a parallel one) finds no draft: 409.
 */
export async function startCampaign(
  db: Db,
  id: number,
  now = clock.now(),
): Promise<{ id: number; recipients: number }> {
  return db.transaction(async (tx) => {
    const [started] = await tx
      .update(newsletterCampaigns)
      .set({ status: "sending", sendStartedAt: now, nextBatchAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, "draft")))
      .returning({ id: newsletterCampaigns.id });
    if (!started) {
      await getCampaign(tx, id);
      throw conflict("campaigns.already_sent");
    }
    const audience = await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(isNotNull(subscribers.confirmedAt))
      .orderBy(asc(subscribers.id));
    let added = 0;
    for (let i = 0; i < audience.length; i += CHUNK) {
      const rows = await tx
        .insert(newsletterCampaignRecipients)
        .values(audience.slice(i, i + CHUNK).map((s) => ({ campaignId: id, subscriberId: s.id })))
        .onConflictDoNothing()
        .returning({ id: newsletterCampaignRecipients.id });
      added += rows.length;
    }
    if (added === 0) throw unprocessable("campaigns.no_subscribers");
    return { id, recipients: added };
  });
}
