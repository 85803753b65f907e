import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterCampaigns } from "../db/schema";
import { conflict } from "../domain-errors";
import { getCampaign } from "./get-campaign";

/** Deletes a draft; a campaign that is being sent or was sent stays, with its counts (409). */
export async function deleteCampaign(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, "draft")))
    .returning({ id: newsletterCampaigns.id });
  if (!row) {
    await getCampaign(db, id);
    throw conflict("campaigns.sent_no_delete");
  }
  return row;
}
