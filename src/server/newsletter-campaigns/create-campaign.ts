import "server-only";
import type { Db } from "../db/client";
import { newsletterCampaigns } from "../db/schema";
import { getCampaign } from "./get-campaign";
import type { CampaignInput } from "./schemas";

/** A new draft (subject and sanitised body), noted as written by `userId`. */
export async function createCampaign(db: Db, input: CampaignInput, userId: number) {
  const [row] = await db
    .insert(newsletterCampaigns)
    .values({ subject: input.subject, html: input.html, createdBy: userId })
    .returning({ id: newsletterCampaigns.id });
  return getCampaign(db, row!.id);
}
