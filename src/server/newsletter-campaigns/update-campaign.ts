import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterCampaigns } from "../db/schema";
import { conflict } from "../domain-errors";
import { getCampaign } from "./get-campaign";
import type { CampaignInput } from "./schemas";

/** Changes a draft; a campaign that is being sent or was sent cannot change (409). */
export async function updateCampaign(db: Db, id: number, input: CampaignInput) {
  const [row] = await db
    .update(newsletterCampaigns)
    .set({ subject: input.subject, html: input.html, updatedAt: sql`now()` })
    .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, "draft")))
    .returning({ id: newsletterCampaigns.id });
  if (!row) {
    await getCampaign(db, id); // 404 when it does not exist
    throw conflict("campaigns.sent_no_edit");
  }
  return getCampaign(db, id);
}
