import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { subscribers } from "./content";
import { mailOutbox } from "./mail";
import { users } from "./users";

/**
 * A newsletter campaign: a draft until sent; 'sending' while its recipients are handed to the outbox batch by
 * batch (see src/server/newsletter-campaigns/enqueue-campaign-batch.ts); 'sent' once every recipient is queued.
 */
export const newsletterCampaigns = pgTable(
  "newsletter_campaigns",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subject: text("subject").notNull(),
    /** Sanitised HTML (mail styles kept). The unsubscribe footer is added per recipient when queued. */
    html: text("html").notNull(),
    status: text("status").notNull().default("draft"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** When the next batch of recipients may be queued (the throttle); null unless 'sending'. */
    nextBatchAt: timestamp("next_batch_at", { withTimezone: true }),
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("newsletter_campaigns_status_check", sql`${t.status} in ('draft', 'sending', 'sent')`),
    index("newsletter_campaigns_due_idx").on(t.status, t.nextBatchAt),
  ],
);

/**
 * One row per subscriber a campaign goes to, fixed when it is sent (confirmed subscribers at that moment).
 * 'pending' until its batch: then 'queued' with its outbox mail, or 'skipped' when the subscriber left the list
 * meanwhile (unsubscribing deletes the subscriber row, so `subscriber_id` becomes null and no address is kept).
 * The unique index makes a second mail to one subscriber for one campaign impossible.
 */
export const newsletterCampaignRecipients = pgTable(
  "newsletter_campaign_recipients",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id").references(() => subscribers.id, { onDelete: "set null" }),
    state: text("state").notNull().default("pending"),
    mailId: integer("mail_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("newsletter_campaign_recipients_state_check", sql`${t.state} in ('pending', 'queued', 'skipped')`),
    uniqueIndex("newsletter_campaign_recipients_once").on(t.campaignId, t.subscriberId),
    index("newsletter_campaign_recipients_state_idx").on(t.campaignId, t.state),
    index("newsletter_campaign_recipients_mail_idx").on(t.mailId),
  ],
);
