import "server-only";
import type { DbOrTx } from "../db/client";
import { notFound } from "../domain-errors";
import { findCampaigns } from "./find-campaigns";
import type { CampaignDto } from "./schemas";

/** One campaign with its body and counts (404 when unknown). */
export async function getCampaign(db: DbOrTx, id: number): Promise<CampaignDto> {
  const [campaign] = (await findCampaigns(db, { id })).items;
  if (!campaign) throw notFound("campaigns.not_found");
  return campaign;
}
