import "server-only";
import { and, asc, count, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterCampaignRecipients, newsletterCampaigns, subscribers } from "../db/schema";
import { queueMail } from "../mail/queue-mail";
import { buildNewsletterMail, NEWSLETTER_TEMPLATE_KEY } from "../newsletter/newsletter-mail";
import { getSettings } from "../settings/get-settings";
import { CAMPAIGN_BATCH_INTERVAL_SECONDS, CAMPAIGN_BATCH_SIZE } from "./campaign-rate";
import type { CampaignMailOptions } from "./preview-campaign";
import { clock } from "../../lib/clock";

export type BatchOptions = CampaignMailOptions & { batchSize?: number; intervalSeconds?: number };
export type BatchResult = { campaignId: number; queued: number; skipped: number; done: boolean };

/**
 * Queues the next batch of one due campaign, or does nothing (null). One transaction: the campaign row is
 * claimed with `FOR UPDATE SKIP LOCKED` (a second worker or instance takes another campaign or none), up to
 * `batchSize` pending recipients get their personal mail in the outbox (unsubscribe link and List-Unsubscribe
 * headers) and become 'queued' with its id; a recipient whose subscriber left the list meanwhile becomes
 * 'skipped' and gets nothing. The campaign's next batch is due `intervalSeconds` later; with no one left
 * pending it is 'sent'. A crash before the commit leaves everything as it was, so a batch is never queued twice.
 */
export async function enqueueCampaignBatch(db: Db, options: BatchOptions): Promise<BatchResult | null> {
  const batchSize = options.batchSize ?? CAMPAIGN_BATCH_SIZE;
  const intervalSeconds = options.intervalSeconds ?? CAMPAIGN_BATCH_INTERVAL_SECONDS;
  const c = newsletterCampaigns;
  const r = newsletterCampaignRecipients;
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: c.id, subject: c.subject, html: c.html })
      .from(c)
      .where(and(eq(c.status, "sending"), lte(c.nextBatchAt, sql`now()`)))
      .orderBy(asc(c.nextBatchAt), asc(c.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!campaign) return null;

    const batch = await tx
      .select({ id: r.id, email: subscribers.email, unsubscribeToken: subscribers.unsubscribeToken })
      .from(r)
      .leftJoin(subscribers, and(eq(subscribers.id, r.subscriberId), isNotNull(subscribers.confirmedAt)))
      .where(and(eq(r.campaignId, campaign.id), eq(r.state, "pending")))
      .orderBy(asc(r.id))
      .limit(batchSize);

    const { site_name } = await getSettings(tx);
    const content = { subject: campaign.subject, html: campaign.html, siteName: site_name || "Liman" };
    const gone: number[] = [];
    let queued = 0;
    for (const recipient of batch) {
      if (!recipient.email || !recipient.unsubscribeToken) {
        gone.push(recipient.id);
        continue;
      }
      const mail = buildNewsletterMail(
        { email: recipient.email, unsubscribeToken: recipient.unsubscribeToken },
        content,
        options,
      );
      const mailId = await queueMail(tx, { ...mail, templateKey: NEWSLETTER_TEMPLATE_KEY });
      await tx.update(r).set({ state: "queued", mailId }).where(eq(r.id, recipient.id));
      queued++;
    }
    if (gone.length > 0) await tx.update(r).set({ state: "skipped" }).where(inArray(r.id, gone));

    const [left] = await tx
      .select({ n: count() })
      .from(r)
      .where(and(eq(r.campaignId, campaign.id), eq(r.state, "pending")));
    const done = (left?.n ?? 0) === 0;
    await tx
      .update(c)
      .set(
        done
          ? { status: "sent", sentAt: clock.now(), nextBatchAt: null }
          : { nextBatchAt: sql`now() + make_interval(secs => ${intervalSeconds})` },
      )
      .where(eq(c.id, campaign.id));
    return { campaignId: campaign.id, queued, skipped: gone.length, done };
  });
}
