import "server-only";
import { z } from "zod";
import { RICH_HTML_MAX, hasRichContent } from "@/shared/content-fields";
import { campaignFields as checkedFields } from "@/shared/newsletter-campaigns";
import { sanitizeMailHtml } from "../content/sanitize-rich-html";

// The shapes live in src/shared (the browser validates with them too); the server sanitises the body for mail.
export * from "@/shared/newsletter-campaigns";

export const campaignFields = checkedFields.extend({
  html: z
    .string({ error: "İçerik zorunludur." })
    .max(RICH_HTML_MAX, { error: `İçerik en fazla ${RICH_HTML_MAX} karakter olabilir.` })
    .transform(sanitizeMailHtml)
    .refine(hasRichContent, { error: "İçerik zorunludur." }),
});
export type CampaignInput = z.output<typeof campaignFields>;
