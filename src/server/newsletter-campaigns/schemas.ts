import "server-only";
import { z } from "zod";
import { RICH_HTML_MAX, hasRichContent } from "@/shared/content-fields";
import { msg } from "@/shared/messages/message-ref";
import { campaignFields as checkedFields } from "@/shared/newsletter-campaigns";
import { sanitizeMailHtml } from "../content/sanitize-rich-html";

// The shapes live in src/shared (the browser validates with them too); the server sanitises the body for mail.
export * from "@/shared/newsletter-campaigns";

export const campaignFields = checkedFields.extend({
  html: z
    .string({ error: msg("campaigns.html_required") })
    .max(RICH_HTML_MAX, { error: msg("campaigns.html_too_long") })
    .transform(sanitizeMailHtml)
    .refine(hasRichContent, { error: msg("campaigns.html_required") }),
});
export type CampaignInput = z.output<typeof campaignFields>;
