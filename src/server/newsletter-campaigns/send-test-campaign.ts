import "server-only";
import type { Db } from "../db/client";
import { queueMail } from "../mail/queue-mail";
import { NEWSLETTER_TEMPLATE_KEY } from "../newsletter/newsletter-mail";
import { getCampaign } from "./get-campaign";
import { type CampaignMailOptions, previewCampaign } from "./preview-campaign";

/** Queues one copy of a campaign (any status) to the signed-in admin, subject marked "[Test]". */
export async function sendTestCampaign(
  db: Db,
  id: number,
  to: string,
  options: CampaignMailOptions,
): Promise<{ to: string }> {
  const campaign = await getCampaign(db, id);
  const mail = await previewCampaign(db, campaign, options);
  await queueMail(db, { to, ...mail, subject: `[Test] ${mail.subject}`, templateKey: NEWSLETTER_TEMPLATE_KEY });
  return { to };
}
