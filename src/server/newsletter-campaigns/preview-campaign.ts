import "server-only";
import type { DbOrTx } from "../db/client";
import { buildNewsletterMail } from "../newsletter/newsletter-mail";
import { getSettings } from "../settings/get-settings";
import type { CampaignInput } from "./schemas";

/** Stands for a subscriber's own token in a preview or a test mail: its unsubscribe link leads nowhere. */
const SAMPLE_TOKEN = "ornek-abonelikten-cikis";

export type CampaignMailOptions = { publicUrl: string; mailFrom: string };

/**
 * The campaign as a subscriber receives it: the sanitised body with the unsubscribe footer (a sample link), and
 * the subject. Used by the preview and by the test mail to the signed-in admin.
 */
export async function previewCampaign(db: DbOrTx, input: CampaignInput, options: CampaignMailOptions) {
  const { site_name } = await getSettings(db);
  const mail = buildNewsletterMail(
    { email: "ornek@example.com", unsubscribeToken: SAMPLE_TOKEN },
    { subject: input.subject, html: input.html, siteName: site_name || "Liman" },
    options,
  );
  return { subject: mail.subject, html: mail.html, text: mail.text };
}
