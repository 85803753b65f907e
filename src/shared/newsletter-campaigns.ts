import { z } from "zod";
import { requiredText, richHtmlText } from "./content-fields";
import { msg } from "./messages/message-ref";

export const CAMPAIGN_STATUSES = ["draft", "sending", "sent"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** How many of a campaign's recipients are where (derived from its recipient rows and their outbox mails). */
export const campaignCountsSchema = z.object({
  /** Confirmed subscribers the campaign was sent to (fixed when sending started). */
  recipients: z.number().int(),
  /** Accepted by the mail server. */
  sent: z.number().int(),
  /** Refused for good, or with an unknown outcome (see the outbox screen). */
  failed: z.number().int(),
  /** Waiting for their batch, or queued in the outbox. */
  pending: z.number().int(),
  /** Left the list before their batch: nothing was sent. */
  skipped: z.number().int(),
});
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const campaignSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  created_by: z.string().nullable(),
  send_started_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  counts: campaignCountsSchema,
});
export type CampaignSummaryDto = z.infer<typeof campaignSummarySchema>;

export const campaignSchema = campaignSummarySchema.extend({ html: z.string() });
export type CampaignDto = z.infer<typeof campaignSchema>;

const subjectField = requiredText("campaigns.subject", 200).refine((v) => !/[\r\n]/.test(v), {
  error: msg("campaigns.subject_one_line"),
});

/** A draft as the browser checks it; the server also sanitises `html` (server/newsletter-campaigns/schemas.ts). */
export const campaignFields = z.object({
  subject: subjectField,
  html: richHtmlText("campaigns.html"),
});
export type CampaignFields = z.output<typeof campaignFields>;

export const campaignPreviewSchema = z.object({ subject: z.string(), html: z.string() });
export type CampaignPreviewDto = z.infer<typeof campaignPreviewSchema>;

export const campaignAudienceSchema = z.object({ confirmed: z.number().int() });
